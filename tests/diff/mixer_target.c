/* SPDX-License-Identifier: MIT */
/*
 * mixer_target.c - a target whose thread states vary from snapshot to
 * snapshot, for pmp diff's statistics: W worker threads loop over random
 * work, then take lock_a (holding it for HOLD_A microseconds of work in
 * hold_a), then lock_b (HOLD_B in hold_b), then sleep a little. Making
 * HOLD_A larger makes lock_a hotter, nothing else changes.
 *   usage: mixer_target WORKERS HOLD_A_US HOLD_B_US   prints "ready"
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

static pthread_mutex_t lock_a = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t lock_b = PTHREAD_MUTEX_INITIALIZER;
static long hold_us[2];
static volatile unsigned long sink;

static void
spin_us(long us)
{
	struct timespec t0, t;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	do {
		for (int i = 0; i < 100; i++)
			sink += i;
		clock_gettime(CLOCK_MONOTONIC, &t);
	} while ((t.tv_sec - t0.tv_sec) * 1000000L + (t.tv_nsec - t0.tv_nsec) / 1000 < us);
}

__attribute__((noinline)) void
hold_a(void)
{
	spin_us(hold_us[0]);
}

__attribute__((noinline)) void
hold_b(void)
{
	spin_us(hold_us[1]);
}

__attribute__((noinline)) void
take_a(void)
{
	pthread_mutex_lock(&lock_a);
	hold_a();
	pthread_mutex_unlock(&lock_a);
}

__attribute__((noinline)) void
take_b(void)
{
	pthread_mutex_lock(&lock_b);
	hold_b();
	pthread_mutex_unlock(&lock_b);
}

__attribute__((noinline)) void
free_work(unsigned *seed)
{
	spin_us(rand_r(seed) % 200);
}

__attribute__((noinline)) void
nap(unsigned *seed)
{
	usleep(rand_r(seed) % 300);
}

static void *
worker(void *arg)
{
	unsigned seed = (unsigned)(unsigned long)arg * 7919u + 1;

	pthread_setname_np(pthread_self(), "mixer");
	for (;;) {
		free_work(&seed);
		take_a();
		take_b();
		nap(&seed);
	}
	return NULL;
}

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 8;
	pthread_t t;

	hold_us[0] = argc > 2 ? atol(argv[2]) : 50;
	hold_us[1] = argc > 3 ? atol(argv[3]) : 50;
	for (long i = 0; i < n; i++)
		pthread_create(&t, NULL, worker, (void *)i);
	usleep(100000);
	printf("ready\n");
	fflush(stdout);
	for (;;)
		pause();
}
