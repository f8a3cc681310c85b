/* SPDX-License-Identifier: MIT */
/*
 * unnamed_target.c - the target of tests/naming/unnamed.test: threads
 * parked in distinct static functions, which a stripped build leaves
 * without a symbol (only .eh_frame says where each starts).
 *
 *   thread     chain below start_thread (every function static)
 *   u-alpha    alpha_thread  alpha_wait   pthread_cond_wait
 *   u-beta     beta_thread   beta_wait    nanosleep
 *   u-gamma    gamma_thread  gamma_wait   read (a pipe nobody writes)
 *   u-two1     two_thread    two_sites    pause (its first call site)
 *   u-two2     two_thread    two_sites    sigsuspend (its second one)
 *
 * u-two1 and u-two2 are stopped at two pcs of one function. Each thread
 * sets its name, then the program prints "ready" once all are parked.
 * AFTER_CALL() keeps gcc from turning a call into a tail call (which
 * would drop the caller's frame); the bodies differ, so that no two
 * functions are folded into one (-fipa-icf).
 */
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#define NOINLINE __attribute__((noinline))
#define AFTER_CALL() __asm__ volatile("" ::: "memory")

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t never = PTHREAD_COND_INITIALIZER;
static pthread_mutex_t count_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t count_cv = PTHREAD_COND_INITIALIZER;
static int parked;
static int pipefd[2];
static volatile int sink;

/* the thread is named and about to block: counted for "ready" */
static void
arrived(const char *name)
{
	pthread_setname_np(pthread_self(), name);
	pthread_mutex_lock(&count_mu);
	parked++;
	pthread_cond_signal(&count_cv);
	pthread_mutex_unlock(&count_mu);
}

static NOINLINE void
alpha_wait(void)
{
	pthread_mutex_lock(&mu);
	for (;;)
		pthread_cond_wait(&never, &mu);
}

static NOINLINE void *
alpha_thread(void *arg)
{
	arrived("u-alpha");
	alpha_wait();
	AFTER_CALL();
	return arg;
}

static NOINLINE void
beta_wait(void)
{
	struct timespec ts = { 1000, 0 };

	for (;;) {
		nanosleep(&ts, NULL);
		AFTER_CALL();
		sink += 2;
	}
}

static NOINLINE void *
beta_thread(void *arg)
{
	arrived("u-beta");
	beta_wait();
	AFTER_CALL();
	return arg;
}

static NOINLINE void
gamma_wait(void)
{
	char c;

	while (read(pipefd[0], &c, 1) != 0)
		sink += 3;
	AFTER_CALL();
}

static NOINLINE void *
gamma_thread(void *arg)
{
	arrived("u-gamma");
	gamma_wait();
	AFTER_CALL();
	return arg;
}

/* two call sites of one function: pause() and sigsuspend() */
static NOINLINE void
two_sites(int which)
{
	sigset_t none;

	sigemptyset(&none);
	if (which == 1) {
		for (;;) {
			pause();
			AFTER_CALL();
			sink += 5;
		}
	}
	for (;;) {
		sigsuspend(&none);
		AFTER_CALL();
		sink += 7;
	}
}

static NOINLINE void *
two_thread(void *arg)
{
	int which = (int)(long)arg;

	arrived(which == 1 ? "u-two1" : "u-two2");
	two_sites(which);
	AFTER_CALL();
	return arg;
}

int
main(void)
{
	static void *(*const fn[])(void *) = { alpha_thread, beta_thread, gamma_thread,
					       two_thread, two_thread };
	static const long arg[] = { 0, 0, 0, 1, 2 };
	const int n = sizeof(fn) / sizeof(fn[0]);
	pthread_t t;

	if (pipe(pipefd))
		return 1;
	for (int i = 0; i < n; i++)
		if (pthread_create(&t, NULL, fn[i], (void *)arg[i]))
			return 1;
	pthread_mutex_lock(&count_mu);
	while (parked < n)
		pthread_cond_wait(&count_cv, &count_mu);
	pthread_mutex_unlock(&count_mu);
	/* the last one may not be inside its call yet */
	usleep(200000);
	printf("ready\n");
	fflush(stdout);
	for (;;)
		pause();
}
