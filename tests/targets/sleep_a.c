#include "targets.h"
NOINLINE void
sleep_a(void)
{
	sleep_b();
	AFTER_CALL();
}
