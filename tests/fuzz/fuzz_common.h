/* SPDX-License-Identifier: MIT */
/*
 * fuzz_common.h - helpers shared by the file-loading fuzz entry points
 * (fuzz_rules.c, fuzz_canon.c): the input as a file that the loaders can
 * open by name, and stdio's stderr muted (see fuzz_input.c for why).
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
 * A memfd holding buf[0..n), named by path ("/proc/self/fd/N", which
 * fopen() opens like a file); returns the fd to close, or aborts: a
 * failure here is the machine's, not pmp's.
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
	snprintf(path, 32, "/proc/self/fd/%d", fd);
	return fd;
}

static inline void
fuzz_mute_stderr(void)
{
	FILE *null;

	if (getenv("PMP_FUZZ_VERBOSE"))
		return;
	null = fopen("/dev/null", "w");
	if (null)
		stderr = null;
}

#endif
