#include "targets.h"
NOINLINE int
recurse(int n)
{
	volatile int here = n;
	int r;

	if (n <= 1) {
		deep_leaf();
		AFTER_CALL();
		return here;
	}
	r = recurse(n - 1);
	AFTER_CALL();
	return r + here;
}
