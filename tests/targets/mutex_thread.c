#include <pthread.h>
#include "targets.h"
NOINLINE void *
mutex_thread(void *arg)
{
	(void)arg;
	pthread_setname_np(pthread_self(), "t_mutex");
	mutex_a();
	AFTER_CALL();
	return NULL;
}
