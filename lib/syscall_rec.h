/* SPDX-License-Identifier: MIT */
/*
 * syscall_rec.h - the system call a thread was stopped in, as pmp records it:
 * the number, the name, the first three arguments and, for calls whose
 * first argument is a file descriptor, the file it refers to. The live
 * sampler fills one from the registers (pmp/naming/syscall_info.h); the raw
 * capture carries it as a line (docs/formats.md):
 *
 *   # syscall NR NAME ARG0 ARG1 ARG2 FILE
 *   # syscall 75 fdatasync 0x1b 0x0 0x0 /var/lib/mysql/binlog.000001
 *   # syscall 39 gettid 0x0 0x7f3a2c0 0x0 -
 *
 * NR decimal, NAME "nr_N" when unknown, args hex, FILE "-" when there is
 * none (the rest of the line: a path may hold spaces). In a stack the call
 * is a pseudo-frame (FRAME_SYSCALL, lib/stackset.h), the innermost one.
 */
#ifndef PMP_SYSCALL_REC_H
#define PMP_SYSCALL_REC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "stackset.h"
#include "strbuf.h"

#define SYSCALL_NAME_MAX 32
#define SYSCALL_FILE_MAX 4096

/* a plain value, copied freely */
struct syscall_rec {
	long nr;			/* < 0: the thread was not in a call */
	uint64_t arg[3];
	char name[SYSCALL_NAME_MAX];	/* "fdatasync", "nr_451" */
	char file[SYSCALL_FILE_MAX];	/* the path of the fd in arg[0], or "" */
};

/* the line's text after "# syscall " (no newline) into sb (appended) */
void syscall_rec_format(const struct syscall_rec *r, struct strbuf *sb);
/*
 * Parse the text after "# syscall " (len bytes, no newline). 0, or -1
 * with *why saying what is wrong (a static string; nothing is reported:
 * the reader names the file and line).
 */
int syscall_rec_parse(const char *s, size_t len, struct syscall_rec *r,
		      const char **why);
/* the pseudo-frame of r in ss: name r->name, file r->file or 0; r NULL:
 * the FRAME_NO_SYSCALL frame (the thread ran in user space) */
uint32_t syscall_rec_frame(struct stackset *ss, const struct syscall_rec *r);

/* the raw capture's header line (after "# pid") that says the capture
 * records calls: a thread without a "# syscall" line was in none */
#define SYSCALL_HEADER "# syscalls recorded"

#endif
