#include <unistd.h>
#include "targets.h"
NOINLINE void
park_main(void)
{
	for (;;) {
		pause();
		AFTER_CALL();
	}
}
