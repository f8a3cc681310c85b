/* SPDX-License-Identifier: MIT */
/*
 * sampler_guard.c - what surrounds a stop phase (sampler_priv.h): the
 * signals blocked while pmp holds threads, the --max-pause deadline and
 * the CPU priority boost.
 */
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/time.h>

#include "sampler_priv.h"

void
stop_guard_begin(sigset_t *oldmask)
{
	sigset_t block;

	sigemptyset(&block);
	sigaddset(&block, SIGINT);
	sigaddset(&block, SIGTERM);
	sigaddset(&block, SIGHUP);
	sigaddset(&block, SIGQUIT);
	sigaddset(&block, SIGPIPE);
	sigaddset(&block, SIGTSTP);
	sigaddset(&block, SIGTTIN);
	sigaddset(&block, SIGTTOU);
	sigaddset(&block, SIGCHLD);	/* the stop phase waits for its threads */
	sigprocmask(SIG_BLOCK, &block, oldmask);
}

void
stop_guard_end(const sigset_t *oldmask)
{
	sigprocmask(SIG_SETMASK, oldmask, NULL);
}

/* set by SIGALRM's handler: a handler takes no argument, so it is a
 * static, the only one of this file */
static volatile sig_atomic_t timed_out;

static void
on_alarm(int sig)
{
	(void)sig;
	timed_out = 1;
}

/*
 * The deadline of a wait: SIGALRM without SA_RESTART makes waitpid() fail
 * with EINTR, so a thread stuck in D state cannot hang pmp. Armed before
 * the first INTERRUPT, so that no syscall of its own lengthens the stop.
 * After the deadline the timer goes on firing every 10 ms: a SIGALRM that
 * lands between the check of deadline_passed() and the waitpid() is then
 * not lost for good (the next one ends the wait).
 */
#define DEADLINE_REPEAT_US 10000

void
deadline_arm(unsigned ms, struct sigaction *old)
{
	struct sigaction sa = { .sa_handler = on_alarm };
	struct itimerval it = { 0 };
	uint64_t us = (uint64_t)ms * 1000;

	if (us == 0)
		us = 1;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGALRM, &sa, old);
	timed_out = 0;
	it.it_value.tv_sec = us / 1000000;
	it.it_value.tv_usec = us % 1000000;
	it.it_interval.tv_usec = DEADLINE_REPEAT_US;
	setitimer(ITIMER_REAL, &it, NULL);
}

void
deadline_disarm(const struct sigaction *old)
{
	struct itimerval zero = { 0 };

	setitimer(ITIMER_REAL, &zero, NULL);
	sigaction(SIGALRM, old, NULL);
	timed_out = 0;
}

bool
deadline_passed(void)
{
	return timed_out;
}

/*
 * pmp runs at the highest CPU priority (nice -20) from just before the
 * first INTERRUPT to just after the last DETACH, when allowed (root or
 * CAP_SYS_NICE; otherwise it stays as it is). Every INTERRUPT and DETACH
 * wakes a thread of the target; at equal priority the woken thread often
 * preempts pmp on its CPU, and each stopped thread then waits for pmp to
 * be scheduled again. Measured with 1000 threads on 2 CPUs: the DETACHes
 * took 17 ms at nice 0 and 1-7 ms at nice -20. The boost lasts as long as
 * the stop, during which pmp mostly sleeps in waitpid().
 */
int
boost_begin(void)
{
	int old;

	errno = 0;
	old = getpriority(PRIO_PROCESS, 0);
	if (old == -1 && errno)
		return INT_MIN;
	if (old <= -20 || setpriority(PRIO_PROCESS, 0, -20) < 0)
		return INT_MIN;
	return old;
}

void
boost_end(int old)
{
	if (old != INT_MIN)
		setpriority(PRIO_PROCESS, 0, old);
}
