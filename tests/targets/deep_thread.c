#include "targets.h"
NOINLINE void *
deep_thread(void *arg)
{
	(void)arg;
	pthread_setname_np(pthread_self(), "t_deep");
	recurse(DEEP_DEPTH);
	AFTER_CALL();
	return NULL;
}
