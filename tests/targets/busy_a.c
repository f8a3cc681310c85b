#include "targets.h"
NOINLINE void
busy_a(void)
{
	busy_b();
	AFTER_CALL();
}
