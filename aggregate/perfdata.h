/* SPDX-License-Identifier: MIT */
/*
 * perfdata.h - a perf.data file (what `perf record` writes, magic
 * "PERFILE2") given to pmp aggregate or pmp diff is read through `perf
 * script`: pmp starts `perf script -i FILE -F +pid` (perf's default
 * fields, which the perf reader reads, and the pid) and reads its text
 * from a pipe, so a capture needs no separate step (docs/formats.md).
 * Symbols are perf's, resolved on this machine as `perf script` would.
 *
 * A perfdata owns the pipe's read end (out) until perfdata_finish(),
 * and perf's standard error, kept in a temporary file to quote when it
 * fails; it borrows path.
 */
#ifndef PMP_PERFDATA_H
#define PMP_PERFDATA_H

#include <stdbool.h>
#include <stdio.h>
#include <sys/types.h>

struct perfdata {
	const char *path;	/* borrowed */
	pid_t pid;		/* perf script, or 0 */
	int out;		/* its standard output, or -1 */
	FILE *err;		/* its standard error, or NULL */
};

/* does fd (an open regular file, borrowed) start with perf.data's magic?
 * Reads with pread(): the file offset is not moved */
bool perfdata_is(int fd);
/*
 * The fd to read input path from: fd itself, or when fd is a perf.data
 * file, the output of `perf script` on it (fd is closed; pd->pid set,
 * and perfdata_finish() must follow). -1 when perf cannot be started
 * (reported). pd is set up either way.
 */
int perfdata_input(struct perfdata *pd, int fd, const char *path);
/* start `perf script` on path; then pd->out reads its text. -1 when perf
 * cannot be started (reported, naming path: perf missing) */
int perfdata_start(struct perfdata *pd, const char *path);
/* close pd->out, wait for perf; -1 when it failed (reported, naming path,
 * with the first lines perf wrote to its standard error) */
int perfdata_finish(struct perfdata *pd);

#endif
