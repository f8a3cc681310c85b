/* SPDX-License-Identifier: MIT */
/*
 * parked.c - main of the parked test target (see targets.h).
 *
 * usage: parked [--no-busy] [--churn]
 * Prints "ready PID" on stdout once every thread has reached its parking
 * place (each calls ready() just before its final wait).
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "targets.h"

pthread_mutex_t held_mutex = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t cond_mutex = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t never_cond = PTHREAD_COND_INITIALIZER;
volatile int sig_delivered, sig_spinning;
volatile unsigned long busy_counter;
static pthread_mutex_t ready_mutex = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t ready_cond = PTHREAD_COND_INITIALIZER;
static int nready;

void
ready(void)
{
	pthread_mutex_lock(&ready_mutex);
	nready++;
	pthread_cond_broadcast(&ready_cond);
	pthread_mutex_unlock(&ready_mutex);
}

static void
wait_ready(int n)
{
	pthread_mutex_lock(&ready_mutex);
	while (nready < n)
		pthread_cond_wait(&ready_cond, &ready_mutex);
	pthread_mutex_unlock(&ready_mutex);
}

int
main(int argc, char **argv)
{
	pthread_t t, sig;
	int busy = 1, churn = 0, n = 0;

	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--no-busy"))
			busy = 0;
		else if (!strcmp(argv[i], "--churn"))
			churn = 1;
	}
	pthread_mutex_lock(&held_mutex);
	pthread_create(&t, NULL, mutex_thread, NULL), n++;
	pthread_create(&t, NULL, cond_thread, NULL), n++;
	pthread_create(&t, NULL, sleep_thread, NULL), n++;
	pthread_create(&t, NULL, deep_thread, NULL), n++;
	if (busy)
		pthread_create(&t, NULL, busy_thread, NULL), n++;
	pthread_create(&sig, NULL, sig_thread, NULL), n++;
	wait_ready(n);
	/* the signal thread spins until SIGUSR1 arrives; send it only once
	 * the thread is in the loop, so the signal interrupts sig_spin */
	while (!sig_spinning) {
		struct timespec ts = { 0, 1000000 };
		nanosleep(&ts, NULL);
	}
	while (!sig_delivered) {
		struct timespec ts = { 0, 1000000 };

		pthread_kill(sig, SIGUSR1);
		nanosleep(&ts, NULL);
	}
	wait_ready(n + 1);
	/* let the last waiters enter their system calls */
	{
		struct timespec ts = { 0, 50000000 };
		nanosleep(&ts, NULL);
	}
	printf("ready %d\n", (int)getpid());
	fflush(stdout);
	if (churn) {
		for (;;) {
			if (pthread_create(&t, NULL, churn_thread, NULL) == 0)
				pthread_detach(t);
			struct timespec ts = { 0, 100000 };
			nanosleep(&ts, NULL);
		}
	}
	park_main();
	return 0;
}
