#include "targets.h"
NOINLINE void
busy_b(void)
{
	ready();
	for (;;)
		busy_counter++;
}
