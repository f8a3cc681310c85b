#include "targets.h"
/* spins until main sends SIGUSR1; the handler never returns, so the frame
 * under the signal frame is this loop, at the interrupted instruction */
NOINLINE void
sig_spin(void)
{
	sig_spinning = 1;
	while (!sig_delivered)
		;
}
