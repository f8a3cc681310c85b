/* SPDX-License-Identifier: MIT */
/* idle.c - has a thread run since its stack was copied? See idle.h. */
#include "idle.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "proc.h"
#include "util.h"

void
idle_track_init(struct idle_track *it, pid_t pid)
{
	struct rlimit rl;

	memset(it, 0, sizeof(*it));
	it->pid = pid;
	/* CONFIG_SCHED_INFO: every distribution kernel has it */
	it->use_status = access("/proc/self/schedstat", R_OK) != 0;
	if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur < rl.rlim_max) {
		rl.rlim_cur = rl.rlim_max;
		setrlimit(RLIMIT_NOFILE, &rl);
	}
}

static void
rec_close(struct idle_rec *r)
{
	if (r->fd_cnt >= 0)
		close(r->fd_cnt);
	if (r->fd_sys >= 0)
		close(r->fd_sys);
	if (r->fd_stat >= 0)
		close(r->fd_stat);
	r->fd_cnt = r->fd_sys = r->fd_stat = -1;
	r->armed = false;
}

void
idle_track_release(struct idle_track *it)
{
	for (size_t i = 0; i < it->n; i++)
		rec_close(&it->r[i]);
	free(it->r);
	memset(it, 0, sizeof(*it));
}

static int
open_task_file(struct idle_track *it, pid_t tid, const char *name)
{
	char path[80];
	int fd;

	snprintf(path, sizeof(path), "/proc/%d/task/%d/%s", (int)it->pid, (int)tid, name);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0 && (errno == EMFILE || errno == ENFILE) && !it->fd_exhausted) {
		it->fd_exhausted = true;
		verbose_msg("out of file descriptors: threads from %d on are always "
			    "stopped (not checked for idleness)", (int)tid);
	}
	return fd;
}

/* both descriptors of r, opened on first use; false if they cannot be */
static bool
rec_open(struct idle_track *it, struct idle_rec *r)
{
	if (r->fd_cnt >= 0 && r->fd_sys >= 0)
		return true;
	rec_close(r);
	r->fd_cnt = open_task_file(it, r->tid, it->use_status ? "status" : "schedstat");
	if (r->fd_cnt >= 0)
		r->fd_sys = open_task_file(it, r->tid, "syscall");
	if (r->fd_sys < 0) {
		rec_close(r);
		return false;
	}
	return true;
}

struct idle_rec *
idle_track_get(struct idle_track *it, pid_t tid)
{
	size_t lo = 0, hi = it->n;
	struct idle_rec *r;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (it->r[mid].tid < tid)
			lo = mid + 1;
		else if (it->r[mid].tid > tid)
			hi = mid;
		else {
			it->r[mid].seen = true;
			return &it->r[mid];
		}
	}
	ALLOC_GROW(it->r, it->n + 1, it->alloc);
	memmove(it->r + lo + 1, it->r + lo, (it->n - lo) * sizeof(*it->r));
	it->n++;
	r = &it->r[lo];
	memset(r, 0, sizeof(*r));
	r->tid = tid;
	r->fd_cnt = r->fd_sys = r->fd_stat = -1;
	r->seen = true;
	return r;
}

void
idle_track_prune(struct idle_track *it)
{
	size_t k = 0;

	for (size_t i = 0; i < it->n; i++) {
		if (!it->r[i].seen) {
			rec_close(&it->r[i]);	/* exited */
			continue;
		}
		it->r[i].seen = false;
		it->r[k++] = it->r[i];
	}
	it->n = k;
}

/* one decimal field of schedstat and the space after it; NULL if none
 * (sscanf cost more than the pread itself, read twice per reused thread) */
static const char *
dec_field(const char *p, uint64_t *v)
{
	uint64_t x = 0;
	const char *q = p;

	while (*q >= '0' && *q <= '9')
		x = x * 10 + (uint64_t)(*q++ - '0');
	if (q == p || (*q != ' ' && *q != '\n' && *q != '\0'))
		return NULL;
	*v = x;
	return *q == ' ' ? q + 1 : q;
}

static int
read_counts(struct idle_track *it, struct idle_rec *r, struct idle_counts *c)
{
	char buf[2048], *p;
	const char *q;
	uint64_t wait;

	memset(c, 0, sizeof(*c));
	if (!it->use_status) {
		/* "RUN_NS WAIT_NS PCOUNT\n": three 20-digit numbers at most */
		if (r->fd_cnt < 0 || proc_fd_text(r->fd_cnt, buf, 96) < 0)
			return -1;
		if (!(q = dec_field(buf, &c->run)) || !(q = dec_field(q, &wait)) ||
		    !dec_field(q, &c->count))
			return -1;
		return 0;
	}
	if (r->fd_cnt < 0 || proc_fd_text(r->fd_cnt, buf, sizeof(buf)) < 0)
		return -1;
	if (!(p = strstr(buf, "\nState:")))
		return -1;
	p += 7;
	while (*p == ' ' || *p == '\t')
		p++;
	c->state = *p;
	if (!(p = strstr(buf, "\nvoluntary_ctxt_switches:")))
		return -1;
	c->count = strtoull(p + 25, NULL, 10);
	if (!(p = strstr(buf, "\nnonvoluntary_ctxt_switches:")))
		return -1;
	c->count += strtoull(p + 28, NULL, 10);
	return 0;
}

static bool
counts_equal(const struct idle_counts *a, const struct idle_counts *b)
{
	/* the status fallback counts switches out: a thread running now
	 * has not switched out yet, so R means "may have run" */
	return a->run == b->run && a->count == b->count && a->state != 'R' &&
	       b->state != 'R';
}

bool
idle_unchanged(struct idle_track *it, struct idle_rec *r)
{
	if (!r->armed)
		return false;
	if (r->streak >= IDLE_TRUST_STREAK) {
		/* long idle: the re-check compares with the baseline */
		r->pre = r->base;
		return true;
	}
	if (read_counts(it, r, &r->pre) < 0) {
		rec_close(r);	/* gone, or the tid now names another thread */
		return false;
	}
	return counts_equal(&r->pre, &r->base);
}

bool
idle_woke(struct idle_track *it, struct idle_rec *r)
{
	struct idle_counts now;

	if (read_counts(it, r, &now) < 0)
		return true;
	return !counts_equal(&now, &r->pre);
}

/* "NR A1 ... A6 SP PC" of a blocked thread, "-1 SP PC" outside a
 * syscall, "running" when it runs: 0 with sp and pc, or -1 */
static int
read_position(struct idle_rec *r, uint64_t *sp, uint64_t *pc)
{
	char buf[256], *f[10], *save = NULL;
	int n = 0;

	if (proc_fd_text(r->fd_sys, buf, sizeof(buf)) < 0)
		return -1;
	for (char *t = strtok_r(buf, " \n", &save); t && n < 10;
	     t = strtok_r(NULL, " \n", &save))
		f[n++] = t;
	if (n < 3)
		return -1;	/* "running" */
	*sp = strtoull(f[n - 2], NULL, 16);
	*pc = strtoull(f[n - 1], NULL, 16);
	return 0;
}

bool
idle_settle(struct idle_track *it, struct idle_rec *r, uint64_t start,
	    uint64_t sp, uint64_t pc, bool *running)
{
	struct idle_counts a, b;
	uint64_t psp, ppc;

	*running = false;
	if (r->start != start) {
		/* a new thread under an old tid: nothing of the old one */
		rec_close(r);
		r->start = start;
	}
	r->armed = false;
	if (!rec_open(it, r))
		return false;
	/*
	 * counters, position, counters: equal counters around the position
	 * read mean the thread sat at that position when they were read
	 * (the kernel gives the position only for a thread off the CPU)
	 */
	if (read_counts(it, r, &a) < 0)
		return false;
	if (read_position(r, &psp, &ppc) < 0) {
		*running = true;
		return false;
	}
	if (read_counts(it, r, &b) < 0 || !counts_equal(&a, &b)) {
		*running = true;
		return false;
	}
	if (psp != sp || ppc != pc)
		return false;
	r->base = b;
	r->armed = true;
	r->streak = 0;
	return true;
}

int
idle_thread_stat(struct idle_track *it, pid_t tid, char comm[16], char *state,
		 uint64_t *start)
{
	struct idle_rec *r = idle_track_get(it, tid);
	int rc;

	if (r->fd_stat >= 0) {
		rc = proc_thread_stat_fd(r->fd_stat, comm, state, start);
		if (rc != -ESRCH && rc != -ENOENT)
			return rc;
		/* the thread it named is gone: the tid may name a new one */
		close(r->fd_stat);
		r->fd_stat = -1;
	}
	/*
	 * Kept only for a thread whose idle descriptors are open, and while
	 * descriptors have not run out: under a low RLIMIT_NOFILE those two
	 * are worth more (a thread without them is stopped every time), and
	 * the first snapshot, before any baseline, reads by path.
	 */
	if (r->fd_cnt < 0 || it->fd_exhausted ||
	    (r->fd_stat = open_task_file(it, tid, "stat")) < 0)
		return proc_thread_stat_start(it->pid, tid, comm, state, start);
	return proc_thread_stat_fd(r->fd_stat, comm, state, start);
}
