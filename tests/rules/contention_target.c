/* SPDX-License-Identifier: MIT */
/*
 * contention_target.c - one hot mutex: a holder thread sits inside the
 * critical section (hot_holder -> inside_critical, sleeping with the lock
 * held) and N waiter threads block on it (hot_waiter). Ground truth for
 * the rule engine's lock name, waiter count and holder.
 *   usage: contention_target [NWAITERS]   prints "ready" when all wait
 * "ready" comes from events, not from sleeps that a loaded machine
 * outlasts: the waiters start once the holder has the lock, and "ready"
 * once /proc says each waiter sits in futex(2).
 */
#include <fcntl.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

static pthread_mutex_t hot = PTHREAD_MUTEX_INITIALIZER;
static volatile int sink;
static sem_t held;		/* posted once the holder has the lock */
static volatile pid_t *waiter_tid;	/* each waiter's, 0 until it runs */

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
	sem_post(&held);
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
	pthread_setname_np(pthread_self(), "waiter");
	waiter_tid[(long)arg] = (pid_t)syscall(SYS_gettid);
	hot_waiter_lock();
	return NULL;
}

/* is thread tid blocked in futex(2)? (/proc/self/task/TID/syscall) */
static int
in_futex(pid_t tid)
{
	char path[64], buf[32];
	int fd;
	ssize_t n;

	snprintf(path, sizeof(path), "/proc/self/task/%d/syscall", (int)tid);
	if ((fd = open(path, O_RDONLY)) < 0)
		return 0;
	n = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (n <= 0)
		return 0;
	buf[n] = '\0';
	return atol(buf) == SYS_futex && buf[0] != '-';
}

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 12;
	pthread_t t;

	waiter_tid = calloc(n > 0 ? (size_t)n : 1, sizeof(*waiter_tid));
	sem_init(&held, 0, 0);
	pthread_create(&t, NULL, hot_holder, NULL);
	while (sem_wait(&held) != 0)
		;	/* the holder takes the lock first */
	for (long i = 0; i < n; i++)
		pthread_create(&t, NULL, hot_waiter, (void *)i);
	for (int i = 0; i < n; i++)
		while (!waiter_tid[i] || !in_futex(waiter_tid[i]))
			usleep(1000);
	printf("ready\n");
	fflush(stdout);
	for (;;)
		pause();
}
