/* SPDX-License-Identifier: MIT */
/*
 * stall_target.c - a process that stalls on purpose once, at a random
 * moment, for pmp stalk's tests (tests/stalk/):
 *
 *   stall_target MODE MIN MAX MARKFILE
 *
 * It starts its threads, writes "ready" to MARKFILE, waits a random time
 * between MIN and MAX seconds, then stalls for STALL_SECS and goes back
 * to what it did before, for ever. MARKFILE gets the truth:
 *   "start T" and "end T" (CLOCK_REALTIME seconds) around the stall, and
 *   "role NAME TID" for each thread of the stall.
 * MODE:
 *   quiet     never stalls (the threads sleep on a condition variable)
 *   hold      holder holds stall_mutex for the stall; 4 waiters wait
 *   chain     t1 holds lock_a and waits for lock_b, t2 holds lock_b; 3
 *             waiters wait for lock_a
 *   deadlock  t1 holds lock_a, t2 holds lock_b, each then waits for the
 *             other's with a timeout: a deadlock that resolves
 *   burst     every thread (9) spins on a CPU
 */
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <time.h>
#include <unistd.h>

#define NOINLINE __attribute__((noinline))
#define STALL_SECS 2.0

pthread_mutex_t stall_mutex = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t lock_a = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t lock_b = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t gate_mutex = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t gate = PTHREAD_COND_INITIALIZER;
static int generation;		/* bumped at each stall; under gate_mutex */
static volatile int spinning;
static FILE *mark;
static const char *mode;

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

static void
say(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void
say(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vfprintf(mark, fmt, ap);
	va_end(ap);
	fflush(mark);
}

static void
role(const char *name)
{
	pthread_setname_np(pthread_self(), name);
	say("role %s %d\n", name, (int)gettid());
}

/* park until the next stall begins */
NOINLINE static void
await_stall(int *seen)
{
	pthread_mutex_lock(&gate_mutex);
	while (generation == *seen)
		pthread_cond_wait(&gate, &gate_mutex);
	*seen = generation;
	pthread_mutex_unlock(&gate_mutex);
}

static void
nap(double secs)
{
	struct timespec ts = { (time_t)secs, (long)((secs - (time_t)secs) * 1e9) };

	while (nanosleep(&ts, &ts) != 0)
		;
}

NOINLINE static void
holder_sleeps(void)
{
	nap(STALL_SECS);
	__asm__ volatile("" ::: "memory");
}

NOINLINE static void
waiter_wants_stall_mutex(void)
{
	pthread_mutex_lock(&stall_mutex);
	pthread_mutex_unlock(&stall_mutex);
	__asm__ volatile("" ::: "memory");
}

NOINLINE static void
waiter_wants_a(void)
{
	pthread_mutex_lock(&lock_a);
	pthread_mutex_unlock(&lock_a);
	__asm__ volatile("" ::: "memory");
}

NOINLINE static void
t1_waits_for_b(int timed)
{
	if (timed) {
		struct timespec ts;

		clock_gettime(CLOCK_REALTIME, &ts);
		ts.tv_sec += (time_t)STALL_SECS;
		if (pthread_mutex_timedlock(&lock_b, &ts) == 0)
			pthread_mutex_unlock(&lock_b);
	} else {
		pthread_mutex_lock(&lock_b);
		pthread_mutex_unlock(&lock_b);
	}
	__asm__ volatile("" ::: "memory");
}

NOINLINE static void
t2_waits_for_a(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	ts.tv_sec += (time_t)STALL_SECS;
	if (pthread_mutex_timedlock(&lock_a, &ts) == 0)
		pthread_mutex_unlock(&lock_a);
	__asm__ volatile("" ::: "memory");
}

NOINLINE static void
spin(void)
{
	double end = now() + STALL_SECS;

	while (spinning && now() < end)
		;
}

static void *
worker(void *arg)
{
	const char *name = arg;
	int seen = 0;

	role(name);
	for (;;) {
		await_stall(&seen);
		if (!strcmp(mode, "hold")) {
			if (!strcmp(name, "holder")) {
				pthread_mutex_lock(&stall_mutex);
				holder_sleeps();
				pthread_mutex_unlock(&stall_mutex);
			} else {
				nap(0.1);	/* the holder has it by now */
				waiter_wants_stall_mutex();
			}
		} else if (!strcmp(mode, "chain")) {
			if (!strcmp(name, "t1")) {
				pthread_mutex_lock(&lock_a);
				nap(0.1);
				t1_waits_for_b(0);
				pthread_mutex_unlock(&lock_a);
			} else if (!strcmp(name, "t2")) {
				pthread_mutex_lock(&lock_b);
				holder_sleeps();
				pthread_mutex_unlock(&lock_b);
			} else {
				nap(0.2);
				waiter_wants_a();
			}
		} else if (!strcmp(mode, "deadlock")) {
			if (!strcmp(name, "t1")) {
				pthread_mutex_lock(&lock_a);
				nap(0.1);
				t1_waits_for_b(1);
				pthread_mutex_unlock(&lock_a);
			} else if (!strcmp(name, "t2")) {
				pthread_mutex_lock(&lock_b);
				nap(0.1);
				t2_waits_for_a();
				pthread_mutex_unlock(&lock_b);
			}
		} else if (!strcmp(mode, "burst")) {
			spin();
		}
	}
	return NULL;
}

int
main(int argc, char **argv)
{
	static const char *const names[] = { "holder", "t1", "t2", "w1", "w2", "w3", "w4",
					     "s5", "s6" };
	double min, max, delay;
	unsigned r;
	pthread_t th;

	if (argc != 5) {
		fprintf(stderr, "usage: stall_target quiet|hold|chain|deadlock|burst MIN MAX "
			"MARKFILE\n");
		return 64;
	}
	mode = argv[1];
	min = atof(argv[2]);
	max = atof(argv[3]);
	if (!(mark = fopen(argv[4], "w")))
		return 2;
	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		pthread_create(&th, NULL, worker, (void *)names[i]);
	nap(0.3);
	say("ready %d\n", (int)getpid());
	if (getrandom(&r, sizeof(r), 0) != sizeof(r))
		r = (unsigned)getpid();
	delay = min + (max - min) * (r / 4294967295.0);
	nap(delay);
	if (strcmp(mode, "quiet")) {
		spinning = 1;
		say("start %.6f\n", now());
		pthread_mutex_lock(&gate_mutex);
		generation++;
		pthread_cond_broadcast(&gate);
		pthread_mutex_unlock(&gate_mutex);
		nap(STALL_SECS + 0.2);
		spinning = 0;
		say("end %.6f\n", now());
	}
	for (;;)
		pause();
}
