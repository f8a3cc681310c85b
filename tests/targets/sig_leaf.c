#include <unistd.h>
#include "targets.h"
NOINLINE void
sig_leaf(void)
{
	ready();
	for (;;) {
		pause();
		AFTER_CALL();
	}
}
