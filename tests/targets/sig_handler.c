#include "targets.h"
NOINLINE void
sig_handler(int sig)
{
	(void)sig;
	sig_delivered = 1;
	sig_leaf();
	AFTER_CALL();
}
