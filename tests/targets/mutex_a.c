#include "targets.h"
NOINLINE void
mutex_a(void)
{
	mutex_b();
	AFTER_CALL();
}
