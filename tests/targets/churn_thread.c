#include <time.h>
#include "targets.h"
/* short-lived threads: appear and exit while pmp samples */
NOINLINE void *
churn_thread(void *arg)
{
	struct timespec ts = { 0, 200000 };

	(void)arg;
	nanosleep(&ts, NULL);
	AFTER_CALL();
	return NULL;
}
