/* SPDX-License-Identifier: MIT */
/*
 * syscall_target.c - the ground truth for system calls from registers
 * (the .test files of tests/syscalls): one thread per kind of call, each in a noinline
 * function of its own, each named (pthread_setname_np) after its role:
 *
 *   sc_gettid  loops on syscall(SYS_gettid): running code, never a lock
 *   sc_futex   waits in syscall(SYS_futex, FUTEX_WAIT) on a word nobody wakes
 *   sc_sync    pwrite()s and fdatasync()s a file of DIR, over and over
 *   sc_sleep   nanosleep()s
 *   sc_read    read()s a pipe nobody writes
 *
 * Usage: syscall_target DIR. It prints "tid ROLE TID" per thread, "file
 * ROLE PATH" for the fds it uses (as /proc/self/fd names them), "nr ROLE
 * N" for the call numbers, "addr futex ADDR" for the futex word, then
 * "ready", and runs until killed.
 */
#include <fcntl.h>
#include <limits.h>
#include <linux/futex.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#define NOINLINE __attribute__((noinline))

static const char *dir;
static int sync_fd, pipe_fd[2];
static volatile uint32_t futex_word;
static pthread_barrier_t started;
static pid_t tids[5];

static NOINLINE void
gettid_loop(void)
{
	for (;;)
		syscall(SYS_gettid);
}

static NOINLINE void
futex_waiter(void)
{
	for (;;)	/* FUTEX_WAIT returns only on a spurious wake-up */
		syscall(SYS_futex, &futex_word, FUTEX_WAIT_PRIVATE, 0, NULL, NULL, 0);
}

static NOINLINE void
sync_loop(void)
{
	static char buf[4096];

	for (unsigned i = 0;; i++) {
		memset(buf, (int)i, sizeof(buf));
		if (pwrite(sync_fd, buf, sizeof(buf), (off_t)(i % 64) * 4096) < 0)
			perror("pwrite");
		fdatasync(sync_fd);
	}
}

static NOINLINE void
napper(void)
{
	for (;;) {
		struct timespec ts = { 10, 0 };

		nanosleep(&ts, NULL);
	}
}

static NOINLINE void
pipe_reader(void)
{
	char c;

	for (;;)
		if (read(pipe_fd[0], &c, 1) <= 0)
			sleep(1);
}

static void *
run(void *arg)
{
	static const char *const names[] = { "sc_gettid", "sc_futex", "sc_sync",
					     "sc_sleep", "sc_read" };
	static void (*const fns[])(void) = { gettid_loop, futex_waiter, sync_loop,
					     napper, pipe_reader };
	int i = (int)(intptr_t)arg;

	pthread_setname_np(pthread_self(), names[i]);
	tids[i] = (pid_t)syscall(SYS_gettid);
	pthread_barrier_wait(&started);
	fns[i]();
	return NULL;
}

static void
print_fd(const char *role, int fd)
{
	char link[64], path[PATH_MAX];
	ssize_t n;

	snprintf(link, sizeof(link), "/proc/self/fd/%d", fd);
	n = readlink(link, path, sizeof(path) - 1);
	path[n > 0 ? n : 0] = '\0';
	printf("file %s %s\n", role, path);
}

int
main(int argc, char **argv)
{
	static const char *const names[] = { "sc_gettid", "sc_futex", "sc_sync",
					     "sc_sleep", "sc_read" };
	char path[PATH_MAX];
	pthread_t th[5];

	if (argc != 2) {
		fprintf(stderr, "usage: %s DIR\n", argv[0]);
		return 64;
	}
	dir = argv[1];
	snprintf(path, sizeof(path), "%s/synced.dat", dir);
	sync_fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0600);
	if (sync_fd < 0 || pipe(pipe_fd) < 0) {
		perror(path);
		return 1;
	}
	pthread_barrier_init(&started, NULL, 6);
	for (int i = 0; i < 5; i++)
		pthread_create(&th[i], NULL, run, (void *)(intptr_t)i);
	pthread_barrier_wait(&started);
	for (int i = 0; i < 5; i++)
		printf("tid %s %d\n", names[i], (int)tids[i]);
	print_fd("sc_sync", sync_fd);
	print_fd("sc_read", pipe_fd[0]);
	printf("nr gettid %d\nnr futex %d\nnr fdatasync %d\nnr read %d\n", SYS_gettid,
	       SYS_futex, SYS_fdatasync, SYS_read);
	printf("addr futex %p\n", (void *)&futex_word);
	printf("ready\n");
	fflush(stdout);
	for (;;)
		pause();
}
