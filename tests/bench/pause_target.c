/* SPDX-License-Identifier: MIT */
/*
 * pause_target.c - the target of the pause bench (tests/bench/bench.sh,
 * bench_pause): N threads, most parked idle (mutex, condition and sleep
 * waits, reached through short call chains), 2 spinning inside call
 * chains, plus HEARTBEATS threads that sleep 1 ms in a loop and record
 * their largest oversleep: a snapshot that stops every thread shows up as
 * an oversleep about as long as the stop. This clock is the target's own,
 * independent of what the tool says about itself.
 *
 * Each oversleep of more than EVENT_MIN_US is also logged with the time
 * (CLOCK_REALTIME) the heartbeat should have woken and did wake, so that
 * the bench can tell the freeze of each snapshot apart.
 *
 * usage: pause_target N [W [CPUS]]  prints "ready PID" once all threads
 *                              run; W of the idle threads are wakers
 *                              instead: 0.1 ms of work, then 1 ms of
 *                              sleep, in a loop (the busy part of the idle
 *                              bench). With CPUS (a number, e.g. 1 on a
 *                              2-CPU machine), the wakers and the 2
 *                              spinners share CPUS CPUs' worth of work
 *                              instead: each works CPUS / (W + 2) of every
 *                              millisecond and sleeps the rest, so that the
 *                              busy threads never wait for a CPU (the idle
 *                              bench measures pmp, not the run queue)
 * stdin commands, one per line:
 *   r   reset the largest oversleep
 *   m   print "max_us N": the largest oversleep since the last reset
 *   e   print the logged oversleeps since the last "e", one
 *       "ev DUE_US WOKE_US" line each (microseconds since the epoch),
 *       then "end"
 */
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define HEARTBEATS 10
#define EVENT_MIN_US 100
#define EVENTS 65536		/* logged oversleeps kept (a ring) */
#define NOINLINE __attribute__((noinline))
#define AFTER_CALL() __asm__ volatile("" ::: "memory")

static pthread_mutex_t held = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t cmutex = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t never = PTHREAD_COND_INITIALIZER;
static unsigned long max_over_ns;
static struct { unsigned long due_us, woke_us; } events[EVENTS];
static unsigned long nevents, nprinted;
static struct { unsigned long due_us, woke_us; } copy[EVENTS];	/* for "e" */
static volatile unsigned long spins;
/* with CPUS: the work and the sleep of each busy thread per cycle, ns
 * (work_ns 0: the wakers' fixed 0.1 ms and spinners that never sleep) */
static unsigned long work_ns, sleep_ns;

static unsigned long
now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000ul + ts.tv_nsec;
}

NOINLINE static void
wait_mutex(void)
{
	pthread_mutex_lock(&held);
	AFTER_CALL();
}

NOINLINE static void
wait_cond(void)
{
	pthread_mutex_lock(&cmutex);
	for (;;) {
		pthread_cond_wait(&never, &cmutex);
		AFTER_CALL();
	}
}

NOINLINE static void
wait_sleep(void)
{
	struct timespec ts = { 100000, 0 };

	for (;;) {
		nanosleep(&ts, NULL);
		AFTER_CALL();
	}
}

NOINLINE static void
idle_b(long kind)
{
	if (kind == 0)
		wait_mutex();
	else if (kind == 1)
		wait_cond();
	else
		wait_sleep();
	AFTER_CALL();
}

NOINLINE static void
wake_work(void)
{
	unsigned long t0 = now_ns();

	while (now_ns() - t0 < (work_ns ? work_ns : 100000))
		spins++;
}

NOINLINE static void *
waker(void *arg)
{
	struct timespec ts = { 0, sleep_ns ? (long)sleep_ns : 1000000 };

	(void)arg;
	for (;;) {
		wake_work();
		nanosleep(&ts, NULL);
		AFTER_CALL();
	}
	return NULL;
}

NOINLINE static void *
idle_a(void *arg)
{
	idle_b((long)arg);
	AFTER_CALL();
	return NULL;
}

NOINLINE static void
spin_b(void)
{
	struct timespec ts = { 0, (long)sleep_ns };

	if (!work_ns)
		for (;;)
			spins++;
	for (;;) {
		wake_work();
		nanosleep(&ts, NULL);
		AFTER_CALL();
	}
}

NOINLINE static void *
spin_a(void *arg)
{
	(void)arg;
	spin_b();
	AFTER_CALL();
	return NULL;
}

static unsigned long
realtime_us(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	return ts.tv_sec * 1000000ul + ts.tv_nsec / 1000;
}

static void *
heartbeat(void *arg)
{
	struct timespec ts = { 0, 1000000 };

	(void)arg;
	for (;;) {
		unsigned long t0 = now_ns(), over, cur;

		nanosleep(&ts, NULL);
		over = now_ns() - t0 - 1000000ul;
		if (over > EVENT_MIN_US * 1000ul) {
			unsigned long i = __atomic_fetch_add(&nevents, 1, __ATOMIC_RELAXED);
			unsigned long woke = realtime_us();

			events[i % EVENTS].due_us = woke - over / 1000;
			__atomic_store_n(&events[i % EVENTS].woke_us, woke, __ATOMIC_RELEASE);
		}
		cur = __atomic_load_n(&max_over_ns, __ATOMIC_RELAXED);
		while (over > cur &&
		       !__atomic_compare_exchange_n(&max_over_ns, &cur, over, false,
						    __ATOMIC_RELAXED, __ATOMIC_RELAXED))
			;
	}
	return NULL;
}

int
main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 100, w = argc > 2 ? atol(argv[2]) : 0;
	double cpus = argc > 3 ? atof(argv[3]) : 0;
	pthread_attr_t attr;
	pthread_t t;
	char line[64];

	if (cpus > 0) {	/* each busy thread's share of a 1 ms cycle */
		double duty = cpus / (double)(w + 2);

		if (duty > 0.9)
			duty = 0.9;
		work_ns = (unsigned long)(duty * 1e6);
		sleep_ns = 1000000ul - work_ns;
	}
	pthread_attr_init(&attr);
	pthread_attr_setstacksize(&attr, 256 << 10);
	pthread_mutex_lock(&held);
	/*
	 * The heartbeats are spread evenly over the thread ids, the first one
	 * right after main: a tool that stops and resumes threads in tid order
	 * (or in any order) is measured on early and late threads alike.
	 */
	for (long i = 0, hb = 0; i < n - 2;) {
		int e;

		if (hb < HEARTBEATS && i >= hb * (n - 2) / HEARTBEATS) {
			e = pthread_create(&t, &attr, heartbeat, NULL);
			hb++;
		} else if (i < w) {
			e = pthread_create(&t, &attr, waker, NULL);
			i++;
		} else {
			e = pthread_create(&t, &attr, idle_a, (void *)(i % 3));
			i++;
		}
		if (e != 0) {
			fprintf(stderr, "pthread_create: %s\n", strerror(e));
			return 1;
		}
	}
	for (int i = 0; i < 2; i++)
		pthread_create(&t, &attr, spin_a, NULL);
	usleep(200000);
	printf("ready %d\n", (int)getpid());
	fflush(stdout);
	while (fgets(line, sizeof(line), stdin)) {
		if (line[0] == 'r')
			__atomic_store_n(&max_over_ns, 0, __ATOMIC_RELAXED);
		else if (line[0] == 'm')
			printf("max_us %lu\n", __atomic_load_n(&max_over_ns,
							       __ATOMIC_RELAXED) / 1000);
		else if (line[0] == 'e') {
			unsigned long end = __atomic_load_n(&nevents, __ATOMIC_ACQUIRE), k = 0;

			if (end - nprinted > EVENTS)
				nprinted = end - EVENTS;
			/* copied first, then printed: the bench reads the lines
			 * slowly (a shell loop), and at thousands of oversleeps a
			 * second on a loaded VM the heartbeats overwrote the
			 * snapshots' events while they were being printed */
			for (; nprinted < end; nprinted++, k++) {
				copy[k].due_us = events[nprinted % EVENTS].due_us;
				copy[k].woke_us = __atomic_load_n(&events[nprinted % EVENTS].woke_us,
								  __ATOMIC_ACQUIRE);
			}
			for (unsigned long i = 0; i < k; i++)
				printf("ev %lu %lu\n", copy[i].due_us, copy[i].woke_us);
			printf("end\n");
		}
		fflush(stdout);
	}
	return 0;
}
