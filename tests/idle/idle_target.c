/* SPDX-License-Identifier: MIT */
/*
 * idle_target.c - the target of the idle-skipping tests (tests/idle/):
 * threads that never run, threads that always do, and threads that move
 * at known moments, each reached through noinline functions whose names
 * the tests look for.
 *
 * usage: idle_target NPARK NBUSY [VFORK_MS]
 *   NPARK threads "parked": condition, mutex and sleep waits, for good
 *   NBUSY threads "busy": 0.2 ms of work, then 1 ms of sleep, in a loop
 *   1 thread "mover": blocks in read() on stdin in mover_a(); each line
 *     read moves it to mover_b(), the next back to mover_a(), ...; it
 *     prints "moved N" once it is about to block in its new place
 *   1 thread "napper": sleeps 50 ms at a time in a loop (nap)
 *   with VFORK_MS: 1 thread "vforker" that vfork()s in a loop, its child
 *     sleeping VFORK_MS ms: the parent waits in the kernel and does not
 *     stop for ptrace meanwhile (a snapshot then waits --max-pause)
 * Prints "ready PID" once every thread runs.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define NOINLINE __attribute__((noinline))
#define AFTER_CALL() __asm__ volatile("" ::: "memory")

static pthread_mutex_t held = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t cmutex = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t never = PTHREAD_COND_INITIALIZER;
static volatile unsigned long work;
static long vfork_ms;

NOINLINE static void
park_mutex(void)
{
	pthread_mutex_lock(&held);
	AFTER_CALL();
}

NOINLINE static void
park_cond(void)
{
	pthread_mutex_lock(&cmutex);
	for (;;) {
		pthread_cond_wait(&never, &cmutex);
		AFTER_CALL();
	}
}

NOINLINE static void
park_sleep(void)
{
	struct timespec ts = { 100000, 0 };

	for (;;) {
		nanosleep(&ts, NULL);
		AFTER_CALL();
	}
}

NOINLINE static void *
parked(void *arg)
{
	long kind = (long)arg;

	pthread_setname_np(pthread_self(), "parked");
	if (kind == 0)
		park_mutex();
	else if (kind == 1)
		park_cond();
	else
		park_sleep();
	AFTER_CALL();
	return NULL;
}

NOINLINE static void
busy_work(void)
{
	struct timespec t0, t;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	do {
		work++;
		clock_gettime(CLOCK_MONOTONIC, &t);
	} while ((t.tv_sec - t0.tv_sec) * 1000000000L + t.tv_nsec - t0.tv_nsec < 200000);
}

NOINLINE static void *
busy(void *arg)
{
	struct timespec ts = { 0, 1000000 };

	(void)arg;
	pthread_setname_np(pthread_self(), "busy");
	for (;;) {
		busy_work();
		nanosleep(&ts, NULL);
		AFTER_CALL();
	}
	return NULL;
}

static unsigned long moves;

NOINLINE static void
mover_read(void)
{
	char buf[64];

	if (read(0, buf, sizeof(buf)) <= 0)
		pause();	/* stdin closed: stay put */
	AFTER_CALL();
}

/*
 * Frames of different sizes: the two are not folded into one by the
 * compiler (-fipa-icf), and the stack pointer in read() differs too
 */
NOINLINE static void
mover_a(void)
{
	volatile char pad[64];

	pad[0] = 'a';
	mover_read();
	AFTER_CALL();
	(void)pad[0];
}

NOINLINE static void
mover_b(void)
{
	volatile char pad[512];

	pad[0] = 'b';
	mover_read();
	AFTER_CALL();
	(void)pad[0];
}

static void
moved(void)
{
	printf("moved %lu\n", ++moves);
	fflush(stdout);
}

NOINLINE static void *
mover(void *arg)
{
	(void)arg;
	pthread_setname_np(pthread_self(), "mover");
	for (;;) {
		mover_a();
		moved();
		mover_b();
		moved();
	}
	return NULL;
}

NOINLINE static void
nap(void)
{
	struct timespec ts = { 0, 50000000 };

	nanosleep(&ts, NULL);
	AFTER_CALL();
}

NOINLINE static void *
napper(void *arg)
{
	(void)arg;
	pthread_setname_np(pthread_self(), "napper");
	for (;;)
		nap();
	return NULL;
}

NOINLINE static void *
vforker(void *arg)
{
	(void)arg;
	pthread_setname_np(pthread_self(), "vforker");
	for (;;) {
		pid_t p = vfork();

		if (p == 0) {
			struct timespec ts = { vfork_ms / 1000, vfork_ms % 1000 * 1000000 };

			nanosleep(&ts, NULL);
			_exit(0);
		}
		if (p > 0)
			waitpid(p, NULL, 0);
		usleep(20000);
	}
	return NULL;
}

int
main(int argc, char **argv)
{
	long npark = argc > 1 ? atol(argv[1]) : 30, nbusy = argc > 2 ? atol(argv[2]) : 3;
	pthread_attr_t attr;
	pthread_t t;

	vfork_ms = argc > 3 ? atol(argv[3]) : 0;
	pthread_attr_init(&attr);
	pthread_attr_setstacksize(&attr, 256 << 10);
	pthread_mutex_lock(&held);
	for (long i = 0; i < npark; i++)
		pthread_create(&t, &attr, parked, (void *)(i % 3));
	for (long i = 0; i < nbusy; i++)
		pthread_create(&t, &attr, busy, NULL);
	pthread_create(&t, &attr, mover, NULL);
	pthread_create(&t, &attr, napper, NULL);
	if (vfork_ms)
		pthread_create(&t, &attr, vforker, NULL);
	usleep(200000);
	printf("ready %d\n", (int)getpid());
	fflush(stdout);
	for (;;)
		pause();
}
