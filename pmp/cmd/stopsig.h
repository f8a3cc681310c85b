/* SPDX-License-Identifier: MIT */
/*
 * stopsig.h - the stop signals of the commands that sample until told
 * (pmp -p, pmp top, pmp serve): SIGINT, SIGTERM and SIGHUP (and SIGPIPE
 * where the command asks) set a flag that the command's loop looks at;
 * the command then writes what it collected and exits as usual.
 *
 * A signal handler takes no argument, so the flag and the signal that
 * set it are state of the process: they are kept here and nowhere else,
 * for the one command a pmp process runs. The handlers are installed
 * without SA_RESTART, so that a signal ends a sleep or a poll() at once,
 * and stay until pmp exits: a second SIGINT (timeout(1) sends one to the
 * child and one to its process group) must not kill pmp while it writes
 * what it collected.
 */
#ifndef PMP_STOPSIG_H
#define PMP_STOPSIG_H

#include <signal.h>
#include <stdbool.h>

enum {
	STOPSIG_PIPE = 1,	/* SIGPIPE stops too (a reader of stdout or
				 * stderr went away); else it is left as is */
};

/* install the handlers (flags: STOPSIG_*) */
void stopsig_install(unsigned flags);
/*
 * From now on, a byte to fd at each stop signal: the write end of a
 * self-pipe whose read end a poll() waits on (a full pipe is not an
 * error: the loop wakes anyway). -1: none, before fd is closed.
 */
void stopsig_wake(int fd);
/* a stop signal came */
bool stopsig_requested(void);
/* the flag itself, for sampler_sleep_until() */
volatile sig_atomic_t *stopsig_flag(void);
/* the last stop signal, or 0 */
int stopsig_signal(void);
/* its abbreviation ("INT", "TERM"), or "?" */
const char *stopsig_name(void);

#endif
