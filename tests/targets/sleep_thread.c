#include "targets.h"
NOINLINE void *
sleep_thread(void *arg)
{
	(void)arg;
	pthread_setname_np(pthread_self(), "t_sleep");
	sleep_a();
	AFTER_CALL();
	return NULL;
}
