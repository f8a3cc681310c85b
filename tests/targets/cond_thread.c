#include "targets.h"
NOINLINE void *
cond_thread(void *arg)
{
	(void)arg;
	pthread_setname_np(pthread_self(), "t_cond");
	cond_a();
	AFTER_CALL();
	return NULL;
}
