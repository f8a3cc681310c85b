#include "targets.h"
NOINLINE void
cond_a(void)
{
	cond_b();
	AFTER_CALL();
}
