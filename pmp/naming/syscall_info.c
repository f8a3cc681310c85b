/* SPDX-License-Identifier: MIT */
/*
 * syscall_info.c - name the call a stopped thread is in, and the file its
 * fd argument refers to, after the stop; see syscall_info.h.
 *
 * Names come from libseccomp rather than a table of our own: it follows
 * the kernel's tables (new calls appear with a library update, not a pmp
 * change), and Debian ships it everywhere systemd runs.
 */
#include "syscall_info.h"

#include <limits.h>
#include <seccomp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util.h"

/* calls numbered above this get no cache slot (none exist on x86_64) */
#define SC_NR_MAX 1024

/*
 * Calls whose first argument is a file descriptor: the file is worth
 * naming (the I/O a thread waits for). Checked by name, so that one list
 * serves every architecture libseccomp knows.
 */
static const char *const fd_calls[] = {
	"read", "write", "pread64", "pwrite64", "readv", "writev", "preadv",
	"pwritev", "preadv2", "pwritev2", "fsync", "fdatasync", "sync_file_range",
	"fallocate", "ftruncate", "lseek", "fcntl", "ioctl", "flock", "recvfrom",
	"recvmsg", "recvmmsg", "sendto", "sendmsg", "sendmmsg", "accept", "accept4",
	"connect", "epoll_wait", "epoll_pwait", "epoll_pwait2", "epoll_ctl",
	"io_uring_enter", "getdents64", "fstat", "newfstatat", "fadvise64",
	"copy_file_range", "sendfile", "splice", "tee", "syncfs", "fchmod",
	"fchown", "fgetxattr", "fsetxattr", "shutdown", "getsockopt", "setsockopt",
	"readahead", "fstatfs", "inotify_add_watch",
};

void
syscall_info_init(struct syscall_info *si, pid_t pid)
{
	memset(si, 0, sizeof(*si));
	si->pid = pid;
}

void
syscall_info_snapshot(struct syscall_info *si)
{
	for (size_t i = 0; i < si->nfds; i++)
		free(si->fds[i].path);
	si->nfds = 0;
}

void
syscall_info_release(struct syscall_info *si)
{
	syscall_info_snapshot(si);
	free(si->fds);
	for (size_t i = 0; i < si->nnames; i++)
		free(si->names[i]);
	free(si->names);
	free(si->fd_first);
	memset(si, 0, sizeof(*si));
}

static void
grow_names(struct syscall_info *si, long nr)
{
	size_t want = (size_t)nr + 1;

	if (want <= si->nnames)
		return;
	want = want < 512 ? 512 : want;
	si->names = xrealloc(si->names, want * sizeof(*si->names));
	si->fd_first = xrealloc(si->fd_first, want);
	memset(si->names + si->nnames, 0, (want - si->nnames) * sizeof(*si->names));
	memset(si->fd_first + si->nnames, -1, want - si->nnames);
	si->nnames = want;
}

const char *
syscall_info_name(struct syscall_info *si, long nr)
{
	char *name;

	if (nr < 0 || nr >= SC_NR_MAX) {
		static char buf[32];

		snprintf(buf, sizeof(buf), "nr_%ld", nr);
		return buf;
	}
	grow_names(si, nr);
	if (si->names[nr])
		return si->names[nr];
	/* malloc'ed by libseccomp, NULL for a number it does not know */
	name = seccomp_syscall_resolve_num_arch(SCMP_ARCH_NATIVE, (int)nr);
	if (!name || strlen(name) >= SYSCALL_NAME_MAX) {
		free(name);
		name = xmalloc(32);
		snprintf(name, 32, "nr_%ld", nr);
	}
	si->names[nr] = name;
	return name;
}

static bool
first_arg_is_fd(struct syscall_info *si, long nr)
{
	const char *name;

	if (nr < 0 || nr >= SC_NR_MAX)
		return false;
	name = syscall_info_name(si, nr);	/* sizes the tables */
	if (si->fd_first[nr] < 0) {
		si->fd_first[nr] = 0;
		for (size_t i = 0; i < sizeof(fd_calls) / sizeof(*fd_calls); i++)
			if (!strcmp(name, fd_calls[i]))
				si->fd_first[nr] = 1;
	}
	return si->fd_first[nr] == 1;
}

/* the path of fd, read once per snapshot ("" when unreadable) */
static const char *
fd_path(struct syscall_info *si, int fd)
{
	char link[64], buf[SYSCALL_FILE_MAX];
	ssize_t n;

	for (size_t i = 0; i < si->nfds; i++)
		if (si->fds[i].fd == fd)
			return si->fds[i].path;
	snprintf(link, sizeof(link), "/proc/%d/fd/%d", (int)si->pid, fd);
	n = readlink(link, buf, sizeof(buf) - 1);
	si->nreadlinks++;
	buf[n > 0 ? n : 0] = '\0';
	ALLOC_GROW(si->fds, si->nfds + 1, si->afds);
	si->fds[si->nfds].fd = fd;
	si->fds[si->nfds].path = xstrdup(buf);
	return si->fds[si->nfds++].path;
}

long
syscall_info_number(const char *name)
{
	int nr = seccomp_syscall_resolve_name_arch(SCMP_ARCH_NATIVE, name);

	return nr < 0 ? -1 : nr;
}

int
syscall_info_get(struct syscall_info *si, const struct user_regs_struct *regs,
		 struct syscall_rec *r)
{
#if defined(__x86_64__)
	long nr = (long)regs->orig_rax;
	long fd;
	uint64_t t0;

	r->nr = nr;
	r->file[0] = '\0';
	if (nr < 0)
		return 0;
	t0 = mono_ns();
	si->nnamed++;
	r->arg[0] = regs->rdi;
	r->arg[1] = regs->rsi;
	r->arg[2] = regs->rdx;
	snprintf(r->name, sizeof(r->name), "%s", syscall_info_name(si, nr));
	/* the kernel takes an fd as an int: the low 32 bits */
	fd = (long)(int)(uint32_t)r->arg[0];
	if (si->pid > 0 && first_arg_is_fd(si, nr) && fd >= 0)
		snprintf(r->file, sizeof(r->file), "%s", fd_path(si, (int)fd));
	si->ns += mono_ns() - t0;
	return 1;
#else
	(void)si;
	(void)regs;
	r->nr = -1;
	return -1;
#endif
}
