/* SPDX-License-Identifier: MIT */
/*
 * fault_target.c - the target of the fault-injection tests
 * (the .test files of tests/safety): a process that does, while pmp samples it, one
 * of the things that make stopping every thread hard.
 *
 * usage: fault_target MODE [ARG]
 *   idle N        N threads parked in a condition wait (the 5000-thread
 *                 case), small stacks
 *   churn N       N creator threads, each creating and joining short-lived
 *                 threads as fast as it can
 *   signals N     N threads that receive SIGUSR1 all the time and spend
 *                 most of it inside the handler (one sits there for good)
 *   vfork MS      one thread calls vfork() in a loop; the child sleeps MS
 *                 ms and exits. The parent waits in the kernel (D state,
 *                 killable only: it does not stop for ptrace) for the whole
 *                 MS: "a thread that will not stop". After each vfork the
 *                 parent prints "vfork late_ms=N": how long after the
 *                 child's exit it got to run (a thread held stopped by pmp
 *                 shows up here)
 *   exit MS       exits (exit_group) after MS ms, busy threads meanwhile
 *   exec MS       after MS ms, a thread that is not the main thread
 *                 execve()s "fault_target idle 2"
 *   leader-exit   the main thread calls pthread_exit(): /proc/PID/status
 *                 says Z (zombie) while 3 threads run on
 *   zombie        forks a child that exits at once and is never reaped;
 *                 prints "zombie PID"
 *   nodump        2 parked threads, after prctl(PR_SET_DUMPABLE, 0): only
 *                 CAP_SYS_PTRACE may trace it
 *
 * Every mode prints "ready PID" on stdout once its threads run, then runs
 * until killed (or exits, or execs, as the mode says).
 */
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define NOINLINE __attribute__((noinline))

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t never = PTHREAD_COND_INITIALIZER;
static volatile unsigned long spins;
static char *self;

static void
ready(void)
{
	printf("ready %d\n", (int)getpid());
	fflush(stdout);
}

static void
msleep(long ms)
{
	struct timespec ts = { ms / 1000, (ms % 1000) * 1000000L };

	while (nanosleep(&ts, &ts) < 0 && errno == EINTR)
		;
}

static unsigned long
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000ul + ts.tv_nsec / 1000000;
}

static pthread_t
spawn(void *(*fn)(void *), void *arg, size_t stack)
{
	pthread_attr_t a;
	pthread_t t;
	int r;

	pthread_attr_init(&a);
	if (stack)
		pthread_attr_setstacksize(&a, stack);
	r = pthread_create(&t, &a, fn, arg);
	pthread_attr_destroy(&a);
	if (r) {
		fprintf(stderr, "fault_target: pthread_create: %s\n", strerror(r));
		exit(1);
	}
	return t;
}

NOINLINE static void *
parked(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&mu);
	for (;;)
		pthread_cond_wait(&never, &mu);
	return NULL;
}

NOINLINE static void *
busy(void *arg)
{
	(void)arg;
	for (;;)
		spins++;
	return NULL;
}

/* ---- churn ----------------------------------------------------------- */

NOINLINE static void *
short_lived(void *arg)
{
	(void)arg;
	spins++;
	return NULL;
}

NOINLINE static void *
creator(void *arg)
{
	(void)arg;
	for (;;) {
		pthread_t t;

		if (pthread_create(&t, NULL, short_lived, NULL) == 0)
			pthread_join(t, NULL);
	}
	return NULL;
}

/* ---- signals ----------------------------------------------------------- */

static volatile int park_in_handler = 1;

NOINLINE static void
in_handler(int sig)
{
	struct timespec ts = { 0, 200000 };

	(void)sig;
	if (park_in_handler && __sync_lock_test_and_set(&park_in_handler, 0)) {
		sigset_t none;

		/* one thread stays inside the handler for good */
		sigemptyset(&none);
		sigaddset(&none, SIGUSR1);
		pthread_sigmask(SIG_BLOCK, &none, NULL);
		for (;;)
			pause();
	}
	/* raw syscall: async-signal-safe and restarts nothing */
	syscall(SYS_nanosleep, &ts, NULL);
}

NOINLINE static void *
signalled(void *arg)
{
	(void)arg;
	for (;;)
		spins++;
	return NULL;
}

/* ---- vfork ------------------------------------------------------------- */

static volatile unsigned long child_end_ms;

NOINLINE static void *
vforker(void *arg)
{
	long ms = (long)arg;

	for (;;) {
		pid_t p = vfork();

		if (p == 0) {
			struct timespec ts = { ms / 1000, (ms % 1000) * 1000000L };

			/* the vfork child shares our memory: raw syscalls only */
			syscall(SYS_nanosleep, &ts, NULL);
			child_end_ms = now_ms();
			_exit(0);
		}
		if (p > 0) {
			unsigned long late = now_ms() - child_end_ms;

			waitpid(p, NULL, 0);
			printf("vfork late_ms=%lu\n", late);
			fflush(stdout);
		}
		msleep(20);
	}
	return NULL;
}

/* ---- exec ---------------------------------------------------------------- */

NOINLINE static void *
execer(void *arg)
{
	char *argv[] = { self, "idle", "2", NULL };

	msleep((long)arg);
	execv(self, argv);
	perror("fault_target: execv");
	exit(1);
}

int
main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "idle";
	long n = argc > 2 ? atol(argv[2]) : 4;

	self = argv[0];
	setvbuf(stdout, NULL, _IOLBF, 0);
	if (!strcmp(mode, "idle")) {
		for (long i = 0; i < n; i++)
			spawn(parked, NULL, 64 << 10);
		ready();
		parked(NULL);
	} else if (!strcmp(mode, "churn")) {
		for (long i = 0; i < n; i++)
			spawn(creator, NULL, 0);
		spawn(parked, NULL, 0);
		ready();
		parked(NULL);
	} else if (!strcmp(mode, "signals")) {
		struct sigaction sa = { .sa_handler = in_handler };
		pthread_t *t = calloc(n, sizeof(*t));

		if (!t)
			exit(1);
		sigemptyset(&sa.sa_mask);
		sa.sa_flags = SA_RESTART;
		sigaction(SIGUSR1, &sa, NULL);
		for (long i = 0; i < n; i++)
			t[i] = spawn(signalled, NULL, 0);
		ready();
		for (unsigned long k = 0;; k++) {
			struct timespec ts = { 0, 100000 };

			pthread_kill(t[k % n], SIGUSR1);
			nanosleep(&ts, NULL);
		}
	} else if (!strcmp(mode, "vfork")) {
		spawn(vforker, (void *)n, 0);
		spawn(parked, NULL, 0);
		ready();
		parked(NULL);
	} else if (!strcmp(mode, "exit")) {
		spawn(busy, NULL, 0);
		spawn(parked, NULL, 0);
		ready();
		msleep(n);
		exit(0);
	} else if (!strcmp(mode, "exec")) {
		spawn(busy, NULL, 0);
		spawn(execer, (void *)n, 0);
		ready();
		parked(NULL);
	} else if (!strcmp(mode, "leader-exit")) {
		spawn(parked, NULL, 0);
		spawn(parked, NULL, 0);
		spawn(busy, NULL, 0);
		ready();
		pthread_exit(NULL);
	} else if (!strcmp(mode, "nodump")) {
		prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
		spawn(parked, NULL, 0);
		spawn(parked, NULL, 0);
		ready();
		parked(NULL);
	} else if (!strcmp(mode, "zombie")) {
		pid_t p = fork();

		if (p == 0)
			_exit(0);
		printf("zombie %d\n", (int)p);
		ready();
		parked(NULL);
	} else {
		fprintf(stderr, "fault_target: unknown mode '%s'\n", mode);
		return 64;
	}
	return 0;
}
