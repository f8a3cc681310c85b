/* SPDX-License-Identifier: MIT */
/*
 * syscall_info.h - the system call a stopped thread is in, from its copied
 * registers, named after the stop (live.c): x86_64 orig_rax is the call
 * (-1 when the thread was stopped in user space), rdi, rsi and rdx its
 * first three arguments. The call's name comes from libseccomp
 * (seccomp_syscall_resolve_num_arch(), the kernel's own table for the
 * native architecture); for calls whose first argument is a file
 * descriptor, /proc/PID/fd/N names the file. Nothing here may run while
 * threads are stopped: it reads /proc and allocates.
 *
 * fd paths are cached per snapshot only (syscall_info_snapshot() drops
 * them): a process reuses fd numbers, so a path read at one snapshot says
 * nothing about the next. A struct syscall_info owns its caches;
 * syscall_info_release() frees them. A pid of 0 names no files (a core:
 * its fds are gone, and /proc/PID may be another process now).
 */
#ifndef PMP_SYSCALL_INFO_H
#define PMP_SYSCALL_INFO_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/user.h>

#include "syscall_rec.h"

struct sc_fd {
	int fd;
	char *path;		/* owned; "" when it could not be read */
};

struct syscall_info {
	pid_t pid;
	char **names;		/* call number -> name (owned), filled on use */
	signed char *fd_first;	/* call number -> 1 first arg is an fd, 0 not,
				 * -1 not looked at yet */
	size_t nnames;
	struct sc_fd *fds;	/* this snapshot's fd paths */
	size_t nfds, afds;
	unsigned long nreadlinks;	/* for -v and the tests of the cache */
	unsigned long nnamed;		/* threads found in a call */
	uint64_t ns;			/* spent in syscall_info_get() */
};

void syscall_info_init(struct syscall_info *si, pid_t pid);
void syscall_info_release(struct syscall_info *si);
/* a new snapshot: the fd paths read so far are forgotten */
void syscall_info_snapshot(struct syscall_info *si);
/*
 * The call regs were stopped in, into *r: 1, or 0 when the thread was
 * stopped in user space (orig_rax < 0), or -1 when this architecture's
 * registers are not read (not x86_64). r->file is the fd's path for
 * calls whose first argument is one ("" when it is not, or cannot be
 * read: a closed fd, a process that exited).
 */
int syscall_info_get(struct syscall_info *si, const struct user_regs_struct *regs,
		     struct syscall_rec *r);
/* the name of call nr ("nr_N" when the table has none), valid until release */
const char *syscall_info_name(struct syscall_info *si, long nr);
/* the number of the call named name, or -1 */
long syscall_info_number(const char *name);

#endif
