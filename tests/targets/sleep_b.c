#include <time.h>
#include "targets.h"
NOINLINE void
sleep_b(void)
{
	struct timespec ts = { 100000, 0 };

	ready();
	for (;;) {
		nanosleep(&ts, NULL);
		AFTER_CALL();
	}
}
