#include "targets.h"
NOINLINE void *
busy_thread(void *arg)
{
	(void)arg;
	pthread_setname_np(pthread_self(), "t_busy");
	busy_a();
	AFTER_CALL();
	return NULL;
}
