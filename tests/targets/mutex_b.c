#include "targets.h"
NOINLINE void
mutex_b(void)
{
	ready();
	pthread_mutex_lock(&held_mutex);	/* main holds it forever */
	AFTER_CALL();
}
