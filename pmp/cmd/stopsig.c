/* SPDX-License-Identifier: MIT */
/*
 * stopsig.c - the stop signals' handler (stopsig.h).
 */
#include "stopsig.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>

#include "util.h"

static volatile sig_atomic_t requested, last_signal;
static int wake_write_fd = -1;

static void
on_stop_signal(int sig)
{
	int saved = errno;

	requested = 1;
	last_signal = sig;
	if (wake_write_fd >= 0 && write(wake_write_fd, "", 1) < 0) {
		/* full: the loop wakes anyway */
	}
	errno = saved;
}

void
stopsig_install(unsigned flags)
{
	struct sigaction sa = { .sa_handler = on_stop_signal };

	/* no SA_RESTART: a signal ends the command's wait at once */
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	if (flags & STOPSIG_PIPE)
		sigaction(SIGPIPE, &sa, NULL);
}

void
stopsig_wake(int fd)
{
	wake_write_fd = fd;
}

bool
stopsig_requested(void)
{
	return requested;
}

volatile sig_atomic_t *
stopsig_flag(void)
{
	return &requested;
}

int
stopsig_signal(void)
{
	return last_signal;
}

const char *
stopsig_name(void)
{
	const char *s = sig_abbrev(last_signal);

	return s ? s : "?";
}
