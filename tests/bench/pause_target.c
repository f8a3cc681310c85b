/* SPDX-License-Identifier: MIT */
/*
 * pause_target.c - the target of the pause bench (tests/bench/bench.sh,
 * bench_pause): N threads, most parked idle (mutex, condition and sleep
 * waits, reached through short call chains), 2 spinning inside call
 * chains, plus HEARTBEATS threads that sleep 1 ms in a loop and record
 * their largest oversleep: a snapshot that stops every thread shows up as
 * an oversleep about as long as the stop.
 *
 * usage: pause_target N        prints "ready PID" once all threads run
 * stdin commands, one per line:
 *   r   reset the largest oversleep
 *   m   print "max_us N": the largest oversleep since the last reset
 */
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define HEARTBEATS 10
#define NOINLINE __attribute__((noinline))
#define AFTER_CALL() __asm__ volatile("" ::: "memory")

static pthread_mutex_t held = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t cmutex = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t never = PTHREAD_COND_INITIALIZER;
static unsigned long max_over_ns;
static volatile unsigned long spins;

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
	for (;;)
		spins++;
}

NOINLINE static void *
spin_a(void *arg)
{
	(void)arg;
	spin_b();
	AFTER_CALL();
	return NULL;
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
	long n = argc > 1 ? atol(argv[1]) : 100;
	pthread_attr_t attr;
	pthread_t t;
	char line[64];

	pthread_attr_init(&attr);
	pthread_attr_setstacksize(&attr, 256 << 10);
	pthread_mutex_lock(&held);
	for (long i = 0; i < n - 2; i++)
		if (pthread_create(&t, &attr, idle_a, (void *)(i % 3)) != 0) {
			perror("pthread_create");
			return 1;
		}
	for (int i = 0; i < 2; i++)
		pthread_create(&t, &attr, spin_a, NULL);
	for (int i = 0; i < HEARTBEATS; i++)
		pthread_create(&t, &attr, heartbeat, NULL);
	usleep(200000);
	printf("ready %d\n", (int)getpid());
	fflush(stdout);
	while (fgets(line, sizeof(line), stdin)) {
		if (line[0] == 'r')
			__atomic_store_n(&max_over_ns, 0, __ATOMIC_RELAXED);
		else if (line[0] == 'm')
			printf("max_us %lu\n", __atomic_load_n(&max_over_ns,
							       __ATOMIC_RELAXED) / 1000);
		fflush(stdout);
	}
	return 0;
}
