/* SPDX-License-Identifier: MIT */
/*
 * perf_target.c - the program tests/formats/perf-capture.sh profiles with
 * `perf record -g` for the perf reader's golden inputs, and perf.test
 * profiles afresh: three named threads, each with its own known stack.
 *
 *   main-th: main -> work_a -> leaf_spin, and work_a's inlined inl_spin
 *   spinner: worker -> work_b -> leaf_spin
 *   writer:  sys_worker -> do_syscalls -> write(2): kernel frames
 *
 * Built -O2 -g -fno-omit-frame-pointer, so frame-pointer call graphs work.
 * argv[1] scales the work (default 10: about 0.3 s).
 */
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static volatile unsigned long sink;
static unsigned long scale = 10;

__attribute__((noinline)) static void
leaf_spin(unsigned long n)
{
	for (unsigned long i = 0; i < n; i++)
		sink += i;
}

static inline __attribute__((always_inline)) void
inl_spin(unsigned long n)
{
	for (unsigned long i = 0; i < n; i++)
		sink += i * 3;
}

__attribute__((noinline)) static void
work_a(void)
{
	leaf_spin(4000000 * scale);
	inl_spin(2000000 * scale);
}

__attribute__((noinline)) static void
work_b(void)
{
	leaf_spin(2000000 * scale);
}

__attribute__((noinline)) static void
do_syscalls(void)
{
	static char buf[4096];
	int fd = open("/dev/null", O_WRONLY);

	for (unsigned long i = 0; i < 20000 * scale; i++)
		if (write(fd, buf, sizeof(buf)) < 0)
			break;
	close(fd);
}

static void *
worker(void *arg)
{
	(void)arg;
	for (int i = 0; i < 3; i++)
		work_b();
	return NULL;
}

static void *
sys_worker(void *arg)
{
	(void)arg;
	do_syscalls();
	return NULL;
}

int
main(int argc, char **argv)
{
	pthread_t t, u;

	if (argc > 1)
		scale = strtoul(argv[1], NULL, 10);
	pthread_setname_np(pthread_self(), "main-th");
	pthread_create(&t, NULL, worker, NULL);
	pthread_setname_np(t, "spinner");
	pthread_create(&u, NULL, sys_worker, NULL);
	pthread_setname_np(u, "writer");
	for (int i = 0; i < 3; i++)
		work_a();
	pthread_join(t, NULL);
	pthread_join(u, NULL);
	printf("%lu\n", sink);
	return 0;
}
