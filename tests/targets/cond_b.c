#include "targets.h"
/* inlined: gdb shows it as a frame of its own, so must pmp */
static inline __attribute__((always_inline)) void
cond_inl(void)
{
	pthread_mutex_lock(&cond_mutex);
	ready();
	for (;;) {
		pthread_cond_wait(&never_cond, &cond_mutex);
		AFTER_CALL();
	}
}

NOINLINE void
cond_b(void)
{
	cond_inl();
	AFTER_CALL();
}
