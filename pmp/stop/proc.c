/* SPDX-License-Identifier: MIT */
/* proc.c - readers of /proc, no ptrace. See proc.h. */
#include "proc.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util.h"

/* read a whole small /proc file into buf (NUL-terminated); bytes or -errno */
static ssize_t
read_small(const char *path, char *buf, size_t len)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	ssize_t n, got = 0;

	if (fd < 0)
		return -errno;
	while ((size_t)got < len - 1) {
		n = read(fd, buf + got, len - 1 - got);
		if (n < 0) {
			if (errno == EINTR)
				continue;
			n = -errno;
			close(fd);
			return n;
		}
		if (n == 0)
			break;
		got += n;
	}
	close(fd);
	buf[got] = '\0';
	return got;
}

static int
cmp_pid(const void *a, const void *b)
{
	pid_t x = *(const pid_t *)a, y = *(const pid_t *)b;

	return (x > y) - (x < y);
}

int
proc_tasks(pid_t pid, pid_t **tids, size_t *n)
{
	char path[64];
	DIR *d;
	struct dirent *e;
	size_t alloc = 0;

	*tids = NULL;
	*n = 0;
	snprintf(path, sizeof(path), "/proc/%d/task", (int)pid);
	if (!(d = opendir(path)))
		return -errno;
	while ((e = readdir(d))) {
		char *end;
		long t;

		if (!isdigit((unsigned char)e->d_name[0]))
			continue;
		t = strtol(e->d_name, &end, 10);
		if (*end || t <= 0)
			continue;
		ALLOC_GROW(*tids, *n + 1, alloc);
		(*tids)[(*n)++] = (pid_t)t;
	}
	closedir(d);
	/* a process whose threads have all exited lists none: *tids NULL */
	if (*n > 1)
		qsort(*tids, *n, sizeof(**tids), cmp_pid);
	return 0;
}

/* field FIELD (1-based, >= 3) of a /proc stat line whose comm ends at
 * close_ (the last ')'); NULL if the line is shorter */
static const char *
stat_field(const char *close_, int field)
{
	const char *p = close_ + 2;	/* field 3, the state */

	for (int f = 3; f < field && p; f++)
		if ((p = strchr(p, ' ')))
			p++;
	return p;
}

int
proc_thread_stat(pid_t pid, pid_t tid, char comm[16], char *state)
{
	return proc_thread_stat_start(pid, tid, comm, state, NULL);
}

/* a stat line "TID (comm) S ..." into comm, state and (start != NULL)
 * field 22; 0 or -EINVAL */
static int
stat_parse(char *buf, char comm[16], char *state, uint64_t *start)
{
	char *open_, *close_;
	size_t cl;

	/* comm may hold ')' or spaces: use the last ')' */
	open_ = strchr(buf, '(');
	close_ = strrchr(buf, ')');
	if (!open_ || !close_ || close_ < open_ || close_[1] != ' ')
		return -EINVAL;
	cl = close_ - open_ - 1;
	if (cl > 15)
		cl = 15;
	memcpy(comm, open_ + 1, cl);
	comm[cl] = '\0';
	*state = close_[2];
	if (start) {	/* field 22: starttime */
		const char *p = stat_field(close_, 22);

		*start = p ? strtoull(p, NULL, 10) : 0;
	}
	return 0;
}

int
proc_thread_stat_start(pid_t pid, pid_t tid, char comm[16], char *state,
		       uint64_t *start)
{
	char path[80], buf[1024];
	ssize_t n;

	snprintf(path, sizeof(path), "/proc/%d/task/%d/stat", (int)pid, (int)tid);
	if ((n = read_small(path, buf, sizeof(buf))) < 0)
		return (int)n;
	return stat_parse(buf, comm, state, start);
}

int
proc_thread_stat_fd(int fd, char comm[16], char *state, uint64_t *start)
{
	char buf[1024];
	int r;

	if ((r = proc_fd_text(fd, buf, sizeof(buf))) < 0)
		return r;
	return stat_parse(buf, comm, state, start);
}

#define PF_EXITING_FLAG 0x00000004u	/* include/linux/sched.h */

bool
proc_task_exiting(pid_t pid, pid_t tid)
{
	char path[80], buf[1024], *p;
	unsigned long flags = 0;
	char state = 0;

	if (tid)
		snprintf(path, sizeof(path), "/proc/%d/task/%d/stat", (int)pid, (int)tid);
	else
		snprintf(path, sizeof(path), "/proc/%d/stat", (int)pid);
	if (read_small(path, buf, sizeof(buf)) < 0 || !(p = strrchr(buf, ')')))
		return true;
	if (sscanf(p + 2, "%c %*d %*d %*d %*d %*d %lu", &state, &flags) != 2)
		return false;
	return state == 'Z' || state == 'X' || (flags & PF_EXITING_FLAG);
}

int
proc_status_read(pid_t pid, pid_t tid, struct proc_status *st)
{
	char path[80], buf[4096], *p;
	ssize_t n;

	if (tid)
		snprintf(path, sizeof(path), "/proc/%d/task/%d/status", (int)pid, (int)tid);
	else
		snprintf(path, sizeof(path), "/proc/%d/status", (int)pid);
	if ((n = read_small(path, buf, sizeof(buf))) < 0)
		return (int)n;
	st->state = '?';
	st->tracer = 0;
	if ((p = strstr(buf, "\nState:"))) {
		p += 7;
		while (*p == ' ' || *p == '\t')
			p++;
		st->state = *p;
	}
	if ((p = strstr(buf, "\nTracerPid:")))
		st->tracer = (pid_t)strtol(p + 11, NULL, 10);
	return 0;
}

int
proc_file_open(pid_t pid, const char *name)
{
	char path[64];
	int fd;

	snprintf(path, sizeof(path), "/proc/%d/%s", (int)pid, name);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	return fd < 0 ? -errno : fd;
}

int
proc_fd_text(int fd, char *buf, size_t len)
{
	ssize_t n = pread(fd, buf, len - 1, 0);

	if (n < 0)
		return -errno;
	if (n == 0)
		return -ESRCH;	/* read after the task was reaped */
	buf[n] = '\0';
	return 0;
}

int
proc_vm_read(int fd, struct proc_vm *vm)
{
	char buf[4096], *p;
	int r;

	if ((r = proc_fd_text(fd, buf, sizeof(buf))) < 0)
		return r;
	/* a kernel thread or a zombie has no Vm lines: 0 */
	vm->size_kb = (p = strstr(buf, "\nVmSize:")) ? strtoull(p + 8, NULL, 10) : 0;
	vm->lib_kb = (p = strstr(buf, "\nVmLib:")) ? strtoull(p + 7, NULL, 10) : 0;
	return 0;
}

int
proc_num_threads(int fd)
{
	char buf[4096];
	const char *p;
	int r;

	if ((r = proc_fd_text(fd, buf, sizeof(buf))) < 0)
		return r;
	/* "Threads:" is the group's count, kept by the kernel: reading it
	 * costs the same with 10 threads or 1000, where stat's fields sum
	 * every thread's times (30-60 us with 1000 threads) */
	if (!(p = strstr(buf, "\nThreads:")))
		return -EINVAL;
	return (int)strtol(p + 9, NULL, 10);
}

/* read_small() of /proc/PID/name */
static ssize_t
read_pid_file(pid_t pid, const char *name, char *buf, size_t len)
{
	char path[64];

	snprintf(path, sizeof(path), "/proc/%d/%s", (int)pid, name);
	return read_small(path, buf, len);
}

int
proc_comm(pid_t pid, char *buf, size_t len)
{
	ssize_t n;

	if ((n = read_pid_file(pid, "comm", buf, len)) < 0)
		return (int)n;
	if (n > 0 && buf[n - 1] == '\n')
		buf[n - 1] = '\0';
	return 0;
}

int
proc_cmdline(pid_t pid, char *buf, size_t len)
{
	ssize_t n;

	if ((n = read_pid_file(pid, "cmdline", buf, len)) < 0)
		return (int)n;
	while (n > 0 && buf[n - 1] == '\0')
		n--;
	for (ssize_t i = 0; i < n; i++)
		if (buf[i] == '\0')
			buf[i] = ' ';
	buf[n] = '\0';
	return 0;
}

static const char *
base_name(const char *s)
{
	const char *slash = strrchr(s, '/');

	return slash ? slash + 1 : s;
}

/* the threads of pid not exited (zombies): reading every thread's stat
 * costs 4 ms of a 350-thread process, so ask only when the main thread is
 * a zombie */
static unsigned
tasks_alive(pid_t pid)
{
	pid_t *tids;
	size_t n;
	unsigned alive = 0;

	if (proc_tasks(pid, &tids, &n) < 0)
		return 0;
	for (size_t i = 0; i < n; i++) {
		char comm[16], state;

		if (proc_thread_stat(pid, tids[i], comm, &state) == 0 &&
		    state != 'Z' && state != 'X')
			alive++;
	}
	free(tids);
	return alive;
}

/* is pid called name: comm (cut by the kernel to 15 bytes: a longer name
 * matches its start), or unless comm_only argv[0]'s base name or the
 * executable's */
static bool
named(pid_t pid, const char *comm, const char *name, bool comm_only)
{
	char buf[4096], path[64];
	ssize_t n;

	if (!strncmp(comm, name, 15))
		return true;
	if (comm_only)
		return false;
	if ((n = read_pid_file(pid, "cmdline", buf, sizeof(buf))) > 0 &&
	    memchr(buf, '\0', n) && !strcmp(base_name(buf), name))
		return true;
	snprintf(path, sizeof(path), "/proc/%d/exe", (int)pid);
	if ((n = readlink(path, buf, sizeof(buf) - 1)) > 0) {
		buf[n] = '\0';
		/* "/usr/sbin/mariadbd (deleted)" after an upgrade */
		if (n > 10 && !strcmp(buf + n - 10, " (deleted)"))
			buf[n - 10] = '\0';
		return !strcmp(base_name(buf), name);
	}
	return false;
}

/*
 * What proc_find_name() and proc_find_comm() list: the processes other
 * than skip and pmp itself called name, ascending. A process that has
 * exited keeps its comm until it is reaped: it is none, but one whose
 * main thread alone has exited (pthread_exit()) can still be sampled.
 */
static int
find_processes(const char *name, bool comm_only, pid_t skip, pid_t **pids, size_t *n)
{
	DIR *d = opendir("/proc");
	struct dirent *de;
	size_t alloc = 0;
	pid_t self = getpid();

	*pids = NULL;
	*n = 0;
	if (!d)
		return -errno;
	while ((de = readdir(d))) {
		unsigned long v;
		pid_t pid;
		char comm[16], state;

		if (parse_ulong(de->d_name, &v) < 0 || !v || v > 0x7fffffff)
			continue;
		pid = (pid_t)v;
		if (pid == self || pid == skip ||
		    proc_thread_stat(pid, pid, comm, &state) < 0 ||
		    !named(pid, comm, name, comm_only) ||
		    ((state == 'Z' || state == 'X') && !tasks_alive(pid)))
			continue;
		ALLOC_GROW(*pids, *n + 1, alloc);
		(*pids)[(*n)++] = pid;
	}
	closedir(d);
	if (*n)
		qsort(*pids, *n, sizeof(**pids), cmp_pid);
	return 0;
}

int
proc_find_name(const char *name, pid_t **pids, size_t *n)
{
	return find_processes(name, false, 0, pids, n);
}

/* a process and its start time, for proc_find_comm_all()'s order */
struct aged { uint64_t start; pid_t pid; };

static int
cmp_aged(const void *a, const void *b)
{
	const struct aged *x = a, *y = b;

	if (x->start != y->start)
		return (x->start > y->start) - (x->start < y->start);
	return (x->pid > y->pid) - (x->pid < y->pid);
}

int
proc_find_comm_all(const char *name, pid_t skip, pid_t **pids, size_t *n)
{
	struct aged *a;
	size_t k = 0;
	int r = find_processes(name, true, skip, pids, n);

	if (r < 0 || *n == 0)
		return r;
	a = xcalloc(*n, sizeof(*a));
	for (size_t i = 0; i < *n; i++) {
		char comm[16], state;

		/* one that went since find_processes() is left out */
		if (proc_thread_stat_start((*pids)[i], (*pids)[i], comm, &state,
					   &a[k].start) == 0)
			a[k++].pid = (*pids)[i];
	}
	qsort(a, k, sizeof(*a), cmp_aged);
	for (size_t i = 0; i < k; i++)
		(*pids)[i] = a[i].pid;
	*n = k;
	free(a);
	return 0;
}

int
proc_find_comm(const char *name, pid_t skip, pid_t *pid)
{
	pid_t *pids;
	size_t n;
	int r = proc_find_comm_all(name, skip, &pids, &n);

	*pid = 0;
	if (r < 0)
		return r;
	if (n)
		*pid = pids[0];
	free(pids);
	return (int)n;
}

static int
read_int_file(const char *path, int *v)
{
	char buf[32];
	ssize_t n = read_small(path, buf, sizeof(buf));

	if (n <= 0)
		return n < 0 ? (int)n : -EINVAL;
	*v = atoi(buf);
	return 0;
}

/* "Name:\tA\tB\tC..." of a status file: up to n numbers */
static void
status_ids(const char *buf, const char *name, unsigned long *v, int n)
{
	const char *p = strstr(buf, name);
	char *end;

	if (!p)
		return;
	p += strlen(name);
	for (int i = 0; i < n; i++) {
		v[i] = strtoul(p, &end, 10);
		if (end == p)
			return;
		p = end;
	}
}

#define PF_KTHREAD_FLAG 0x00200000u	/* include/linux/sched.h */
#define CAP_SYS_PTRACE_BIT 19

int
proc_access_read(pid_t pid, struct proc_access *a)
{
	char path[80], buf[4096], *p;
	unsigned long ids[4] = { 0 }, flags = 0;
	unsigned long long cap = 0, target_caps = 0;
	struct stat st;
	ssize_t r;

	memset(a, 0, sizeof(*a));
	a->yama = -1;
	snprintf(path, sizeof(path), "/proc/%d/stat", (int)pid);
	if ((r = read_small(path, buf, sizeof(buf))) < 0)
		return (int)r;
	/* "PID (comm) S ppid pgrp session tty tpgid flags ...": from the
	 * last ')', flags is the 7th field */
	if ((p = strrchr(buf, ')'))) {
		char *o = strchr(buf, '(');

		if (o && o < p) {
			size_t cl = p - o - 1 < 15 ? (size_t)(p - o - 1) : 15;

			memcpy(a->comm, o + 1, cl);
		}
		if (sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %lu", &flags) == 1)
			a->kthread = flags & PF_KTHREAD_FLAG;
	}
	snprintf(path, sizeof(path), "/proc/%d/status", (int)pid);
	if ((r = read_small(path, buf, sizeof(buf))) < 0)
		return (int)r;
	if ((p = strstr(buf, "\nState:"))) {
		p += 7;
		while (*p == ' ' || *p == '\t')
			p++;
		a->zombie = *p == 'Z' || *p == 'X';
	}
	if ((p = strstr(buf, "\nTracerPid:")))
		a->tracer = (pid_t)strtol(p + 11, NULL, 10);
	status_ids(buf, "\nUid:", ids, 3);
	for (int i = 0; i < 3; i++)
		a->uid[i] = (uid_t)ids[i];
	if ((p = strstr(buf, "\nCapPrm:")))
		target_caps = strtoull(p + 8, NULL, 16);
	status_ids(buf, "\nGid:", ids, 3);
	for (int i = 0; i < 3; i++)
		a->gid[i] = (gid_t)ids[i];
	if (a->tracer > 0)
		proc_comm(a->tracer, a->tracer_comm, sizeof(a->tracer_comm));
	/* a process that is not dumpable has the files in its /proc
	 * directory owned by root (the directory itself keeps its owner) */
	snprintf(path, sizeof(path), "/proc/%d/stat", (int)pid);
	a->dumpable = stat(path, &st) < 0 || st.st_uid == a->uid[1] || a->uid[1] == 0;
	if (a->zombie)
		a->live_tasks = tasks_alive(pid);

	a->my_uid = getuid();
	a->my_gid = getgid();
	a->ids_match = a->my_uid == a->uid[0] && a->my_uid == a->uid[1] &&
		       a->my_uid == a->uid[2] && a->my_gid == a->gid[0] &&
		       a->my_gid == a->gid[1] && a->my_gid == a->gid[2];
	if (read_small("/proc/self/status", buf, sizeof(buf)) > 0) {
		if ((p = strstr(buf, "\nCapEff:")))
			cap = strtoull(p + 8, NULL, 16);
		if ((p = strstr(buf, "\nCapPrm:")))
			a->more_caps = (target_caps & ~strtoull(p + 8, NULL, 16)) != 0;
		if ((p = strstr(buf, "\nSeccomp:")))
			a->seccomp = atoi(p + 9);
	}
	a->cap_sys_ptrace = cap & (1ull << CAP_SYS_PTRACE_BIT);
	read_int_file("/proc/sys/kernel/yama/ptrace_scope", &a->yama);
	{
		int v = 0;

		if (read_int_file("/sys/fs/selinux/booleans/deny_ptrace", &v) == 0)
			a->selinux_deny = v == 1;
	}
	return 0;
}

void
proc_maps_init(struct proc_maps *m)
{
	memset(m, 0, sizeof(*m));
}

void
proc_maps_release(struct proc_maps *m)
{
	free(m->v);
	free(m->text);
	free(m->scratch);
	proc_maps_init(m);
}

static int
read_all(const char *path, char **buf, size_t *len, size_t *alloc)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);

	if (fd < 0)
		return -errno;
	*len = 0;
	for (;;) {
		ssize_t n;

		ALLOC_GROW(*buf, *len + 65536 + 1, *alloc);
		n = read(fd, *buf + *len, *alloc - *len - 1);
		if (n < 0) {
			if (errno == EINTR)
				continue;
			n = -errno;
			close(fd);
			return (int)n;
		}
		if (n == 0)
			break;
		*len += n;
	}
	close(fd);
	(*buf)[*len] = '\0';
	return 0;
}

int
proc_maps_read(struct proc_maps *m, pid_t pid)
{
	char path[64], *line, *next;
	uint64_t h;
	int r;

	snprintf(path, sizeof(path), "/proc/%d/maps", (int)pid);
	if ((r = read_all(path, &m->scratch, &m->scratch_len, &m->scratch_alloc)) < 0)
		return r;
	h = hash_bytes(m->scratch, m->scratch_len, HASH_SEED);
	if (m->generation && h == m->hash)
		return 0;
	{
		char *t = m->text;
		size_t l = m->text_len, a = m->text_alloc;

		m->text = m->scratch;
		m->text_len = m->scratch_len;
		m->text_alloc = m->scratch_alloc;
		m->scratch = t;
		m->scratch_len = l;
		m->scratch_alloc = a;
	}
	m->hash = h;
	m->generation++;
	m->n = 0;
	for (line = m->text; line && *line; line = next) {
		struct proc_map pm = { 0 };
		char perms[5] = "", *p;
		unsigned long long s, e, off;
		int pos = 0;

		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		/* "start-end perms offset dev inode   path" */
		if (sscanf(line, "%llx-%llx %4s %llx %*s %*s%n", &s, &e, perms, &off,
			   &pos) < 4)
			continue;
		p = line + pos;
		while (*p == ' ')
			p++;
		pm.start = s;
		pm.end = e;
		pm.offset = off;
		pm.readable = perms[0] == 'r';
		pm.writable = perms[1] == 'w';
		pm.exec = perms[2] == 'x';
		pm.path = p;
		ALLOC_GROW(m->v, m->n + 1, m->alloc);
		m->v[m->n++] = pm;
	}
	return 1;
}

const struct proc_map *
proc_maps_find(const struct proc_maps *m, uint64_t addr)
{
	size_t lo = 0, hi = m->n;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (addr < m->v[mid].start)
			hi = mid;
		else if (addr >= m->v[mid].end)
			lo = mid + 1;
		else
			return &m->v[mid];
	}
	return NULL;
}

uint64_t
proc_maps_modules_hash(const struct proc_maps *m)
{
	uint64_t h = HASH_SEED;

	for (size_t i = 0; i < m->n; i++) {
		const struct proc_map *pm = &m->v[i];

		if (pm->path[0] != '/')
			continue;
		h = hash_bytes(&pm->start, sizeof(pm->start), h);
		h = hash_bytes(&pm->end, sizeof(pm->end), h);
		h = hash_bytes(pm->path, strlen(pm->path), h);
	}
	return h;
}

