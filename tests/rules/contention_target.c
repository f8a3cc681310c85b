/* SPDX-License-Identifier: MIT */
/*
 * contention_target.c - one hot mutex: a holder thread sits inside the
 * critical section (hot_holder -> inside_critical, sleeping with the lock
 * held) and N waiter threads block on it (hot_waiter). Ground truth for
 * the rule engine's lock name, waiter count and holder.
 *   usage: contention_target [NWAITERS]   prints "ready" when all wait
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static pthread_mutex_t hot = PTHREAD_MUTEX_INITIALIZER;
static volatile int sink;

__attribute__((noinline)) void
inside_critical(void)
{
	for (;;)
		sleep(1000);	/* the lock stays held */
}

__attribute__((noinline)) static void *
hot_holder(void *arg)
{
	(void)arg;
	pthread_setname_np(pthread_self(), "holder");
	pthread_mutex_lock(&hot);
	inside_critical();
	return NULL;
}

__attribute__((noinline)) void
hot_waiter_lock(void)
{
	pthread_mutex_lock(&hot);
	sink++;
	pthread_mutex_unlock(&hot);
}

__attribute__((noinline)) static void *
hot_waiter(void *arg)
{
	(void)arg;
	pthread_setname_np(pthread_self(), "waiter");
	hot_waiter_lock();
	return NULL;
}

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 12;
	pthread_t t;

	pthread_create(&t, NULL, hot_holder, NULL);
	usleep(100000);	/* the holder takes the lock first */
	for (int i = 0; i < n; i++)
		pthread_create(&t, NULL, hot_waiter, NULL);
	usleep(200000);
	printf("ready\n");
	fflush(stdout);
	for (;;)
		pause();
}
