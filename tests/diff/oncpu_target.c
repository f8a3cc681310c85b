/* SPDX-License-Identifier: MIT */
/*
 * oncpu_target.c - exact ground truth for pmp diff --on-cpu: A threads
 * spin in burn_a and B threads in burn_b, in user space only (no system
 * call: the loop touches memory and nothing else), and S threads sleep
 * in a condition variable that is never signalled. Every snapshot then
 * holds exactly A + B threads on a CPU or runnable (stopped in user
 * space) and S + 1 (the main thread in pause) in a system call.
 *   usage: oncpu_target A B S   prints "ready"
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static volatile unsigned long sink;
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t never = PTHREAD_COND_INITIALIZER;

__attribute__((noinline)) static void
burn_a(void)
{
	for (;;)
		sink += 1;
}

__attribute__((noinline)) static void
burn_b(void)
{
	for (;;)
		sink += 2;
}

static void *
spin_a(void *arg)
{
	(void)arg;
	burn_a();
	return NULL;
}

static void *
spin_b(void *arg)
{
	(void)arg;
	burn_b();
	return NULL;
}

__attribute__((noinline)) static void
sleep_forever(void)
{
	pthread_mutex_lock(&mu);
	for (;;)
		pthread_cond_wait(&never, &mu);
}

static void *
sleeper(void *arg)
{
	(void)arg;
	sleep_forever();
	return NULL;
}

int
main(int argc, char **argv)
{
	int n[3];
	void *(*fn[3])(void *) = { spin_a, spin_b, sleeper };
	pthread_t t;

	if (argc != 4) {
		fprintf(stderr, "usage: oncpu_target A B S\n");
		return 64;
	}
	for (int k = 0; k < 3; k++) {
		n[k] = atoi(argv[k + 1]);
		for (int i = 0; i < n[k]; i++)
			if (pthread_create(&t, NULL, fn[k], NULL) != 0) {
				perror("pthread_create");
				return 1;
			}
	}
	usleep(100000);
	printf("ready\n");
	fflush(stdout);
	for (;;)
		pause();
}
