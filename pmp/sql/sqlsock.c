/* SPDX-License-Identifier: MIT */
/*
 * sqlsock.c - the target's listening Unix socket; see sqlsock.h.
 */
#include <dirent.h>
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include "sqlsock.h"
#include "util.h"

/* __SO_ACCEPTCON in /proc/net/unix's Flags: the socket listens */
#define UNIX_LISTENING 0x10000

static int
cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return (x > y) - (x < y);
}

/* the inodes of pid's sockets, sorted, into *v (malloc'd): how many, or -errno */
static ssize_t
socket_inodes(pid_t pid, uint64_t **v)
{
	char dir[64], link[PATH_MAX], target[64];
	size_t n = 0, alloc = 0;
	struct dirent *d;
	DIR *dp;

	*v = NULL;
	snprintf(dir, sizeof(dir), "/proc/%d/fd", (int)pid);
	if (!(dp = opendir(dir)))
		return -errno;
	while ((d = readdir(dp))) {
		ssize_t len;
		uint64_t ino;

		if (d->d_name[0] == '.')
			continue;
		snprintf(link, sizeof(link), "%s/%s", dir, d->d_name);
		len = readlink(link, target, sizeof(target) - 1);
		if (len <= 0)
			continue;	/* closed meanwhile */
		target[len] = '\0';
		if (sscanf(target, "socket:[%" SCNu64 "]", &ino) != 1)
			continue;
		ALLOC_GROW(*v, n + 1, alloc);
		(*v)[n++] = ino;
	}
	closedir(dp);
	if (n > 1)
		qsort(*v, n, sizeof(**v), cmp_u64);
	return (ssize_t)n;
}

/* is the target's root the same as ours? (else paths are under
 * /proc/PID/root) */
static int
same_root(pid_t pid)
{
	char p[64];
	struct stat a, b;

	snprintf(p, sizeof(p), "/proc/%d/root", (int)pid);
	if (stat(p, &a) < 0 || stat("/", &b) < 0)
		return -1;
	return a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

int
sqlsock_find(pid_t pid, char *path, size_t size, char *why, size_t why_size)
{
	char name[64], line[PATH_MAX + 128], found[PATH_MAX] = "";
	uint64_t *inodes;
	ssize_t n = socket_inodes(pid, &inodes);
	FILE *f;
	int same;

	if (n < 0) {
		snprintf(why, why_size, "cannot read /proc/%d/fd: %s", (int)pid, strerror((int)-n));
		return -1;
	}
	snprintf(name, sizeof(name), "/proc/%d/net/unix", (int)pid);
	if (!(f = fopen(name, "re"))) {
		snprintf(why, why_size, "cannot read %s: %s", name, strerror(errno));
		free(inodes);
		return -1;
	}
	/* "Num RefCount Protocol Flags Type St Inode Path" */
	while (!found[0] && fgets(line, sizeof(line), f)) {
		unsigned flags, type, st;
		uint64_t ino;
		int off = 0;

		if (sscanf(line, "%*s %*x %*x %x %x %x %" SCNu64 " %n", &flags, &type, &st,
			   &ino, &off) < 4 || !off)
			continue;
		/* a path, not an abstract name ("@..."), and one of pid's */
		if (!(flags & UNIX_LISTENING) || line[off] != '/' || !n ||
		    !bsearch(&ino, inodes, (size_t)n, sizeof(ino), cmp_u64))
			continue;
		line[strcspn(line, "\n")] = '\0';
		snprintf(found, sizeof(found), "%s", line + off);
	}
	fclose(f);
	free(inodes);
	if (!found[0]) {
		snprintf(why, why_size, "process %d listens on no Unix socket (give one with --socket)",
			 (int)pid);
		return -1;
	}
	same = same_root(pid);
	if (same == 1 && strlen(found) < size && strlen(found) < sizeof(((struct sockaddr_un *)0)->sun_path)) {
		snprintf(path, size, "%s", found);
		return 0;
	}
	/* a container's socket: through its root, when that path fits */
	if (same == 0 && (size_t)snprintf(path, size, "/proc/%d/root%s", (int)pid, found) <
			      sizeof(((struct sockaddr_un *)0)->sun_path))
		return 0;
	snprintf(why, why_size, "the socket of process %d, %s, %s (give one with --socket)",
		 (int)pid, found, same < 0 ? "is in a root pmp cannot read" : "has too long a path");
	return -1;
}
