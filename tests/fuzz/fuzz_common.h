/* SPDX-License-Identifier: MIT */
/*
 * fuzz_common.h - what the fuzz entry points (fuzz_input.c, fuzz_rules.c,
 * fuzz_canon.c) share: the input as a file that the readers can read
 * and the loaders can open by name, and LLVMFuzzerInitialize(), which
 * mutes stdio's stderr. Included by one file of each fuzzer: it defines
 * LLVMFuzzerInitialize().
 */
#ifndef PMP_FUZZ_COMMON_H
#define PMP_FUZZ_COMMON_H

#ifndef _GNU_SOURCE
#define _GNU_SOURCE	/* memfd_create */
#endif
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

/*
 * A memfd holding buf[0..n), at offset 0, named by path
 * ("/proc/self/fd/N", which fopen() opens like a file); returns the fd
 * to close, or aborts: a failure here is the machine's, not pmp's.
 */
static inline int
fuzz_file(const uint8_t *buf, size_t n, char path[32])
{
	int fd = memfd_create("pmp-fuzz", MFD_CLOEXEC);

	if (fd < 0) {
		perror("fuzz: memfd");
		abort();
	}
	while (n > 0) {
		ssize_t w = write(fd, buf, n);

		if (w <= 0) {
			perror("fuzz: write");
			abort();
		}
		buf += w;
		n -= w;
	}
	if (lseek(fd, 0, SEEK_SET) != 0) {
		perror("fuzz: lseek");
		abort();
	}
	snprintf(path, 32, "/proc/self/fd/%d", fd);
	return fd;
}

int LLVMFuzzerInitialize(int *argc, char ***argv);

/*
 * Every input makes the readers print warnings; writing them to a terminal
 * or a pipe dominates the run time. Only the stdio stream is redirected:
 * the sanitizers and libFuzzer write their reports with write(2) on fd 2,
 * which stays open, so crashes, ASan errors and leaks are still shown.
 * PMP_FUZZ_VERBOSE=1 keeps pmp's own messages.
 */
int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	FILE *null;

	(void)argc;
	(void)argv;
	if (getenv("PMP_FUZZ_VERBOSE"))
		return 0;
	null = fopen("/dev/null", "w");
	if (null)
		stderr = null;
	return 0;
}

#endif
