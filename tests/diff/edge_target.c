/* SPDX-License-Identifier: MIT */
/*
 * edge_target.c - exact ground truth for pmp diff's call edges and the
 * rows that only carry a change from below: W threads loop over
 *   worker -> insert -> write_key -> hash     a quarter of a unit of work
 *             insert -> delete_key -> hash    a unit (with D = 1 only)
 *             insert -> check_key -> hash     a unit (with D = 1 only)
 *   worker -> other                           a unit
 * (hash and other cost the same per round). With D = 0 a thread is in
 * insert 1/5 of the time, with D = 1 9/13: the edges delete_key -> hash
 * and check_key -> hash are new, 4/13 of the threads each, and insert's
 * total and the edge worker -> insert grow by more than either of them
 * (from 1/5 to 9/13 of the threads) only because they carry both.
 *   usage: edge_target W D   prints "ready"
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#define UNIT 200000

static volatile unsigned long sink;
static int more;

/* the same work in two functions: a multiply-xor, n rounds */
__attribute__((noinline)) static unsigned long
hash(unsigned long k, int n)
{
	for (int i = 0; i < n; i++)
		k = (k ^ (k >> 7)) * 0x9e3779b97f4a7c15UL + (unsigned long)i;
	return k;
}

__attribute__((noinline)) static unsigned long
other(unsigned long k)
{
	for (int i = 0; i < UNIT; i++)
		k = (k ^ (k >> 9)) * 0xc2b2ae3d27d4eb4fUL + (unsigned long)i;
	return k;
}

/* each caller uses the result after the call: no call is a tail call,
 * so every frame is on the stack */
__attribute__((noinline)) static void
write_key(unsigned long k)
{
	sink += hash(k, UNIT / 4);
}

__attribute__((noinline)) static void
delete_key(unsigned long k)
{
	sink += hash(k + 1, UNIT);
}

__attribute__((noinline)) static void
check_key(unsigned long k)
{
	sink += hash(k + 2, UNIT);
}

__attribute__((noinline)) static void
insert(unsigned long k)
{
	write_key(k);
	if (more) {
		delete_key(k);
		check_key(k);
	}
	sink++;
}

static void *
worker(void *arg)
{
	unsigned long k = (unsigned long)arg;

	for (;;) {
		insert(k++);
		sink += other(k);
	}
	return NULL;
}

int
main(int argc, char **argv)
{
	pthread_t t;
	int w;

	if (argc != 3) {
		fprintf(stderr, "usage: edge_target W D\n");
		return 64;
	}
	w = atoi(argv[1]);
	more = atoi(argv[2]) != 0;
	for (long i = 0; i < w; i++)
		if (pthread_create(&t, NULL, worker, (void *)i) != 0) {
			perror("pthread_create");
			return 1;
		}
	usleep(100000);
	printf("ready\n");
	fflush(stdout);
	for (;;)
		pause();
}
