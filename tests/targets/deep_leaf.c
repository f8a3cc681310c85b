#include <unistd.h>
#include "targets.h"
NOINLINE void
deep_leaf(void)
{
	ready();
	for (;;) {
		pause();
		AFTER_CALL();
	}
}
