#include <signal.h>
#include <string.h>
#include "targets.h"
NOINLINE void *
sig_thread(void *arg)
{
	struct sigaction sa;

	(void)arg;
	pthread_setname_np(pthread_self(), "t_signal");
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = sig_handler;
	sigaction(SIGUSR1, &sa, NULL);
	ready();
	sig_spin();
	AFTER_CALL();
	return NULL;
}
