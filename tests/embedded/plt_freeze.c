/* SPDX-License-Identifier: MIT */
/*
 * plt_freeze.c - freeze a process with one thread on a PLT stub, for
 * tests/embedded/gdb-frozen.test: pmp and gdb must then name that frame
 * alike ("memcpy@plt").
 *
 *   plt_freeze PID LO HI    LO..HI: the absolute address range of the
 *                           executable's PLT stubs (hex)
 *
 * One thread at a time is seized and single-stepped (a time budget each)
 * until its pc is in [LO, HI). Then the process is sent SIGSTOP while that
 * thread is held, and the thread is detached: it takes part in the group
 * stop before it executes another instruction, so the whole process stops
 * with it on the stub. (gdb cannot hand such a state over reliably: a stop
 * signal a tracer injects at detach is dropped by the kernel, and a
 * SIGSTOP sent while gdb holds the threads races with gdb's own detach.)
 * Prints "frozen TID PC" and exits 0, or exits 1 when no thread got there.
 * Every thread it seized is detached on every path.
 */
/* make lint compiles it with the Makefile's -D_GNU_SOURCE */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/ptrace.h>
#include <sys/user.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define BUDGET_NS 300000000L	/* per thread */

static long
now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000L + ts.tv_nsec;
}

/* wait for tid's next stop, at most until deadline; the stop's signal
 * (SIGTRAP for a step), 0 for another ptrace stop, -1 gone or timeout */
static int
wait_stop(pid_t tid, long deadline)
{
	int st;

	for (;;) {
		pid_t r = waitpid(tid, &st, __WALL | WNOHANG);

		if (r == tid) {
			if (!WIFSTOPPED(st))
				return -1;
			if (st >> 16)	/* PTRACE_EVENT_STOP: group-stop or interrupt */
				return 0;
			return WSTOPSIG(st);
		}
		if (r < 0)
			return -1;
		if (now_ns() > deadline)
			return -1;
		usleep(50);
	}
}

/* a SIGTRAP queued for tid: the step over a system call that the
 * interrupt ended (the syscall-exit step report) */
static int
sigtrap_pending(pid_t tid)
{
	char path[64], line[128];
	unsigned long long pnd = 0;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/status", (int)tid);
	if (!(f = fopen(path, "r")))
		return 0;
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "SigPnd: %llx", &pnd) == 1)
			break;
	fclose(f);
	return (pnd >> (SIGTRAP - 1)) & 1;
}

/* single-step tid until its pc is in [lo, hi); 1 found (tid held), 0 not */
static int
step_into(pid_t tid, unsigned long lo, unsigned long hi, unsigned long *pc)
{
	long deadline = now_ns() + BUDGET_NS;
	struct user_regs_struct regs;
	int sig;

	if (ptrace(PTRACE_SEIZE, tid, 0L, 0L) < 0)
		return 0;
	if (ptrace(PTRACE_INTERRUPT, tid, 0L, 0L) < 0 || wait_stop(tid, deadline) < 0)
		goto give_up;
	for (;;) {
		if (ptrace(PTRACE_GETREGS, tid, 0L, &regs) < 0)
			goto give_up;
		if (regs.rip >= lo && regs.rip < hi) {
			*pc = regs.rip;
			return 1;
		}
		if (now_ns() > deadline)
			goto give_up;
		if (ptrace(PTRACE_SINGLESTEP, tid, 0L, 0L) < 0)
			goto give_up;
		sig = wait_stop(tid, deadline);
		if (sig < 0)
			goto give_up;
		if (sig != SIGTRAP && sig != 0) {
			/* a real signal: deliver it and go on */
			if (ptrace(PTRACE_SINGLESTEP, tid, 0L, (long)sig) < 0 ||
			    wait_stop(tid, deadline) < 0)
				goto give_up;
		}
	}
give_up:
	/* a thread blocked in a system call is still running: stop it so
	 * that it can be detached at once */
	ptrace(PTRACE_INTERRUPT, tid, 0L, 0L);
	wait_stop(tid, now_ns() + 1000000000L);
	/* a SIGTRAP left queued would kill the thread once detached: let it
	 * come to its signal-delivery-stop and drop it there (detach with 0) */
	for (int i = 0; i < 4 && sigtrap_pending(tid); i++) {
		if (ptrace(PTRACE_CONT, tid, 0L, 0L) < 0 ||
		    wait_stop(tid, now_ns() + 1000000000L) < 0)
			break;
	}
	ptrace(PTRACE_DETACH, tid, 0L, 0L);
	return 0;
}

int
main(int argc, char **argv)
{
	char path[64];
	struct dirent *d;
	unsigned long lo, hi, pc;
	pid_t pid;
	DIR *dir;

	if (argc != 4) {
		fprintf(stderr, "usage: plt_freeze PID LO HI\n");
		return 64;
	}
	pid = (pid_t)atoi(argv[1]);
	lo = strtoul(argv[2], NULL, 16);
	hi = strtoul(argv[3], NULL, 16);
	for (int round = 0; round < 20; round++) {
		snprintf(path, sizeof(path), "/proc/%d/task", (int)pid);
		if (!(dir = opendir(path))) {
			perror(path);
			return 1;
		}
		while ((d = readdir(dir))) {
			pid_t tid = (pid_t)atoi(d->d_name);

			if (tid <= 0 || !step_into(tid, lo, hi, &pc))
				continue;
			closedir(dir);
			/* held on the stub: the group stop takes it there */
			kill(pid, SIGSTOP);
			ptrace(PTRACE_DETACH, tid, 0L, 0L);
			printf("frozen %d 0x%lx\n", (int)tid, pc);
			return 0;
		}
		closedir(dir);
	}
	fprintf(stderr, "plt_freeze: no thread of %d reached [0x%lx, 0x%lx)\n", (int)pid,
		lo, hi);
	return 1;
}
