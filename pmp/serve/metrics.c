/* SPDX-License-Identifier: MIT */
/*
 * metrics.c - pmp serve's metrics (metrics.h; docs/metrics.md documents
 * each). Snapshot verdicts come in as hotspots of one snapshot; the text
 * goes out through lib/promtext.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include "metrics.h"
#include "promtext.h"
#include "util.h"

/* upper bounds of pmp_snapshot_pause_seconds' buckets: 50 us .. 1 s,
 * around the 1-10 ms a snapshot of mariadbd holds threads */
static const double wait_bounds[METRICS_WAIT_BUCKETS] = { 0.01, 0.1, 1, 10, 60 };
static const double pause_bounds[METRICS_PAUSE_BUCKETS] = {
	0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025,
	0.005, 0.01, 0.025, 0.05, 0.1, 1,
};

static const char *const state_names[MS_NSTATES] = { "waiting", "idle", "running" };

void
metrics_init(struct metrics *M, size_t max_locks, double window_s, size_t cap)
{
	struct timespec ts;

	memset(M, 0, sizeof(*M));
	M->max_locks = max_locks;
	M->window_ns = (uint64_t)(window_s * 1e9);
	/* room for "other" after the max_locks named ones */
	M->locks = xcalloc(max_locks + 1, sizeof(*M->locks));
	M->idle = xcalloc(max_locks + 1, sizeof(*M->idle));
	M->cap = cap ? cap : 1;
	M->ring = xcalloc(M->cap, sizeof(*M->ring));
	clock_gettime(CLOCK_REALTIME, &ts);
	M->start_time = ts.tv_sec + ts.tv_nsec / 1e9;
}

static void
series_free(struct metrics_series *s, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		free(s[i].lock);
		free(s[i].cls);
		free(s[i].kind);
	}
	free(s);
}

void
metrics_release(struct metrics *M)
{
	series_free(M->locks, M->nlocks + M->lock_other);
	series_free(M->idle, M->nidle + M->idle_other);
	for (size_t i = 0; i < M->cap; i++) {
		free(M->ring[i].lock);
		free(M->ring[i].idle);
	}
	free(M->ring);
	free(M->last_cycle);
	free(M->last_cycle_threads);
	memset(M, 0, sizeof(*M));
}

static int
str_eq(const char *a, const char *b)
{
	return (!a && !b) || (a && b && !strcmp(a, b));
}

/* the series of a label set: its own while there is room, else "other"
 * (index max_locks); a linear search, over at most max_locks */
static uint32_t
series_get(struct metrics_series *s, size_t *n, bool *other, size_t max,
	   const char *lock, const char *cls, const char *kind)
{
	for (size_t i = 0; i < *n; i++)
		if (!strcmp(s[i].lock, lock) && str_eq(s[i].cls, cls) &&
		    str_eq(s[i].kind, kind))
			return (uint32_t)i;
	if (*n < max) {
		s[*n].lock = xstrdup(lock);
		s[*n].cls = cls ? xstrdup(cls) : NULL;
		s[*n].kind = kind ? xstrdup(kind) : NULL;
		return (uint32_t)(*n)++;
	}
	if (!*other) {
		*other = true;
		s[max].lock = xstrdup("other");
		s[max].cls = cls ? xstrdup("other") : NULL;
		s[max].kind = kind ? xstrdup("other") : NULL;
	}
	return (uint32_t)max;
}

static void
count_add(struct metrics_count **c, size_t *n, size_t *alloc, uint32_t series,
	  uint32_t k)
{
	for (size_t i = 0; i < *n; i++)
		if ((*c)[i].series == series) {
			(*c)[i].n += k;
			return;
		}
	ALLOC_GROW(*c, *n + 1, *alloc);
	(*c)[*n].series = series;
	(*c)[(*n)++].n = k;
}

void
metrics_snapshot(struct metrics *M, uint64_t mono_ns, double dt,
		 const struct hotspots *hs, uint32_t threads, uint64_t pause_ns,
		 unsigned partial)
{
	struct metrics_snap *s;
	size_t b = 0;
	uint32_t classified = 0;

	if (M->count == M->cap) {
		M->head = (M->head + 1) % M->cap;
		M->count--;
	}
	s = &M->ring[(M->head + M->count++) % M->cap];
	s->mono_ns = mono_ns;
	s->threads = threads;
	s->nlock = s->nidle = 0;
	memset(s->state, 0, sizeof(s->state));
	for (size_t i = 0; hs && i < hs->n; i++) {
		const struct hotspot *h = &hs->h[i];
		uint32_t k = (uint32_t)h->threads, id;

		if (!k)
			continue;
		classified += k;
		if (h->cls == RC_LATCH || h->cls == RC_WAIT) {
			id = metrics_lock_series(M, h);
			count_add(&s->lock, &s->nlock, &s->alock, id, k);
			M->locks[id].seconds += k * dt;
			s->state[MS_WAITING] += k;
		} else if (h->cls == RC_IDLE) {
			id = series_get(M->idle, &M->nidle, &M->idle_other, M->max_locks,
					h->lock, NULL, NULL);
			count_add(&s->idle, &s->nidle, &s->aidle, id, k);
			M->idle[id].seconds += k * dt;
			s->state[MS_IDLE] += k;
		} else {
			s->state[MS_RUNNING] += k;
		}
	}
	/* unclassified threads, and all of them without rules: running */
	if (threads > classified)
		s->state[MS_RUNNING] += threads - classified;
	for (int i = 0; i < MS_NSTATES; i++)
		M->state_seconds[i] += s->state[i] * dt;
	M->snapshots++;
	if (partial)
		M->partial++;
	M->target_threads = threads;
	while (b < METRICS_PAUSE_BUCKETS && pause_ns / 1e9 > pause_bounds[b])
		b++;
	M->pause_count[b]++;
	M->pause_sum += pause_ns / 1e9;
}

void
metrics_skipped(struct metrics *M)
{
	M->skipped++;
}

void
metrics_cycles(struct metrics *M, const char *cycle, const char *threads)
{
	if (!cycle) {
		/* the next cycle, even the same locks again, is a new one */
		M->cycle_active = false;
		return;
	}
	/* the same cycle of the same threads as the previous snapshot: the
	 * deadlock goes on, it is not a new one */
	if (M->cycle_active && !strcmp(M->last_cycle, cycle) &&
	    !strcmp(M->last_cycle_threads, threads))
		return;
	M->deadlocks++;
	M->cycle_active = true;
	free(M->last_cycle);
	free(M->last_cycle_threads);
	M->last_cycle = xstrdup(cycle);
	M->last_cycle_threads = xstrdup(threads);
}

void
metrics_target(struct metrics *M, bool up, pid_t pid, const char *comm, bool attached)
{
	M->target_up = up;
	if (pid) {
		M->pid = pid;
		snprintf(M->comm, sizeof(M->comm), "%s", comm ? comm : "");
	}
	if (attached)
		M->attaches++;
	if (!up)
		M->target_threads = 0;
}

/* the mean per snapshot over the window, of series id in lock or idle
 * counts */
static double
window_mean(const struct metrics *M, size_t first, bool idle, uint32_t id)
{
	uint64_t sum = 0;

	if (first >= M->count)
		return 0;
	for (size_t i = first; i < M->count; i++) {
		const struct metrics_snap *s = &M->ring[(M->head + i) % M->cap];
		const struct metrics_count *c = idle ? s->idle : s->lock;
		size_t n = idle ? s->nidle : s->nlock;

		for (size_t k = 0; k < n; k++)
			if (c[k].series == id)
				sum += c[k].n;
	}
	return (double)sum / (double)(M->count - first);
}

/* the first snapshot of the window: those of the last window_ns, none
 * when the target is down (its last figures would go on looking current) */
static size_t
window_first(const struct metrics *M, uint64_t now_ns)
{
	size_t first = M->count;

	while (M->target_up && first > 0 &&
	       now_ns - M->ring[(M->head + first - 1) % M->cap].mono_ns <= M->window_ns)
		first--;
	return first;
}

/* the labels of lock series i */
#define LOCK_LABELS(M, i) {						\
	{ "lock", (M)->locks[i].lock }, { "class", (M)->locks[i].cls },	\
	{ "kind", (M)->locks[i].kind },					\
}

uint32_t
metrics_lock_series(struct metrics *M, const struct hotspot *h)
{
	return series_get(M->locks, &M->nlocks, &M->lock_other, M->max_locks, h->lock,
			  rule_class_name(h->cls), h->kind ? h->kind : "");
}

void
metrics_lock_wait(struct metrics *M, uint32_t id, double min_s)
{
	struct metrics_series *s = &M->locks[id];
	size_t b = 0;

	while (b < METRICS_WAIT_BUCKETS && min_s > wait_bounds[b])
		b++;
	s->wait_count[b]++;
	s->wait_sum += min_s;
	s->waits++;
}

/* pmp_lock_waiting_threads and pmp_lock_wait_thread_seconds_total */
static void
render_locks(const struct metrics *M, size_t first, struct strbuf *out)
{
	size_t nl = M->nlocks + M->lock_other;

	promtext_family(out, "pmp_lock_waiting_threads", "gauge",
			"Threads waiting for a lock per snapshot, mean over the "
			"snapshots of the window (--window); lock=\"other\" sums the "
			"locks past --max-locks");
	for (size_t i = 0; i < nl; i++) {
		struct prom_label l[] = LOCK_LABELS(M, i);

		promtext_sample(out, "pmp_lock_waiting_threads", l, 3,
				window_mean(M, first, false, (uint32_t)i));
	}
	promtext_family(out, "pmp_lock_wait_thread_seconds_total", "counter",
			"Thread-seconds spent waiting for a lock (threads waiting in a "
			"snapshot times the time since the previous one): rate() is the "
			"mean number of waiting threads");
	for (size_t i = 0; i < nl; i++) {
		struct prom_label l[] = LOCK_LABELS(M, i);

		promtext_sample(out, "pmp_lock_wait_thread_seconds_total", l, 3,
				M->locks[i].seconds);
	}
	promtext_family(out, "pmp_lock_wait_seconds", "histogram",
			"How long each wait for a lock lasted, at least: a thread seen "
			"waiting in consecutive snapshots without running in between "
			"(docs/locks.md#how-long-waits-last); a wait seen once counts 0");
	for (size_t i = 0; i < nl; i++) {
		struct prom_label l[] = LOCK_LABELS(M, i);

		if (M->locks[i].waits)
			promtext_histogram(out, "pmp_lock_wait_seconds", l, 3, wait_bounds,
					   M->locks[i].wait_count, METRICS_WAIT_BUCKETS,
					   M->locks[i].wait_sum);
	}
}

/* the threads by state and idle class, and the window's size */
static void
render_states(const struct metrics *M, size_t first, struct strbuf *out)
{
	size_t ni = M->nidle + M->idle_other;
	double st[MS_NSTATES] = { 0 };

	for (size_t i = first; i < M->count; i++)
		for (int k = 0; k < MS_NSTATES; k++)
			st[k] += M->ring[(M->head + i) % M->cap].state[k];
	promtext_family(out, "pmp_threads", "gauge",
			"Threads of the target per snapshot by state (waiting for a "
			"lock, idle, running or unclassified), mean over the window");
	for (int k = 0; k < MS_NSTATES; k++) {
		struct prom_label l[] = { { "state", state_names[k] } };

		promtext_sample(out, "pmp_threads", l, 1,
				first < M->count ? st[k] / (double)(M->count - first) : 0);
	}
	promtext_family(out, "pmp_thread_seconds_total", "counter",
			"Thread-seconds by state, as pmp_threads counts them");
	for (int k = 0; k < MS_NSTATES; k++) {
		struct prom_label l[] = { { "state", state_names[k] } };

		promtext_sample(out, "pmp_thread_seconds_total", l, 1, M->state_seconds[k]);
	}
	promtext_family(out, "pmp_idle_threads", "gauge",
			"Idle threads per snapshot by idle class (the rule's name), "
			"mean over the window");
	for (size_t i = 0; i < ni; i++) {
		struct prom_label l[] = { { "class", M->idle[i].lock } };

		promtext_sample(out, "pmp_idle_threads", l, 1,
				window_mean(M, first, true, (uint32_t)i));
	}
	promtext_family(out, "pmp_window_snapshots", "gauge",
			"Snapshots the gauges above are the mean of");
	promtext_sample(out, "pmp_window_snapshots", NULL, 0, (double)(M->count - first));
}

/* the target: up, which process, its threads and sessions */
static void
render_target(const struct metrics *M, struct strbuf *out)
{
	char pid[32];
	struct prom_label l[] = { { "pid", pid }, { "comm", M->comm } };

	promtext_family(out, "pmp_target_up", "gauge",
			"1 while the target process is being sampled, 0 when it is gone "
			"or cannot be sampled");
	promtext_sample(out, "pmp_target_up", NULL, 0, M->target_up);
	promtext_family(out, "pmp_target_info", "gauge",
			"The process sampled last: its pid and name");
	snprintf(pid, sizeof(pid), "%d", (int)M->pid);
	promtext_sample(out, "pmp_target_info", l, 2, 1);
	promtext_family(out, "pmp_target_threads", "gauge",
			"Threads of the target in the last snapshot (0 when down)");
	promtext_sample(out, "pmp_target_threads", NULL, 0, M->target_threads);
	promtext_family(out, "pmp_target_attaches_total", "counter",
			"Sampling sessions started (1, plus one per restart found by --comm)");
	promtext_sample(out, "pmp_target_attaches_total", NULL, 0, (double)M->attaches);
}

/* the snapshots taken, partial and skipped, and their pauses */
static void
render_snapshots(const struct metrics *M, struct strbuf *out)
{
	promtext_family(out, "pmp_snapshots_total", "counter", "Snapshots taken");
	promtext_sample(out, "pmp_snapshots_total", NULL, 0, (double)M->snapshots);
	promtext_family(out, "pmp_partial_snapshots_total", "counter",
			"Snapshots that missed threads (max pause, thread churn, "
			"unreadable threads: docs/safety.md)");
	promtext_sample(out, "pmp_partial_snapshots_total", NULL, 0, (double)M->partial);
	promtext_family(out, "pmp_skipped_snapshots_total", "counter",
			"Snapshots that gave no threads (exec, refusal)");
	promtext_sample(out, "pmp_skipped_snapshots_total", NULL, 0, (double)M->skipped);
	promtext_family(out, "pmp_snapshot_pause_seconds", "histogram",
			"How long a snapshot held a thread of the target stopped (the "
			"longest hold of the snapshot)");
	promtext_histogram(out, "pmp_snapshot_pause_seconds", NULL, 0, pause_bounds,
			   M->pause_count, METRICS_PAUSE_BUCKETS, M->pause_sum);
}

/* pmp's own CPU time, memory and start */
static void
render_self(const struct metrics *M, struct strbuf *out)
{
	struct rusage ru;

	promtext_family(out, "pmp_cpu_seconds_total", "counter",
			"CPU time pmp itself used (user and system, all its threads)");
	getrusage(RUSAGE_SELF, &ru);
	promtext_sample(out, "pmp_cpu_seconds_total", NULL, 0,
			ru.ru_utime.tv_sec + ru.ru_utime.tv_usec / 1e6 +
			ru.ru_stime.tv_sec + ru.ru_stime.tv_usec / 1e6);
	promtext_family(out, "pmp_max_rss_bytes", "gauge",
			"pmp's own peak resident memory");
	promtext_sample(out, "pmp_max_rss_bytes", NULL, 0, ru.ru_maxrss * 1024.0);
	promtext_family(out, "pmp_start_time_seconds", "gauge",
			"When pmp serve started, seconds since the Unix epoch");
	promtext_sample(out, "pmp_start_time_seconds", NULL, 0, M->start_time);
}

/* the deadlocks counted, and the last one while there was one */
static void
render_deadlocks(const struct metrics *M, struct strbuf *out)
{
	promtext_family(out, "pmp_deadlocks_total", "counter",
			"Deadlocks seen: lock cycles among the target's threads, each "
			"counted once while it lasts");
	promtext_sample(out, "pmp_deadlocks_total", NULL, 0, (double)M->deadlocks);
	if (M->last_cycle) {
		struct prom_label l[] = {
			{ "locks", M->last_cycle },
			{ "threads", M->last_cycle_threads },
		};

		promtext_family(out, "pmp_last_deadlock_info", "gauge",
				"The locks and threads of the last deadlock seen "
				"(1 while it lasts, then 0)");
		promtext_sample(out, "pmp_last_deadlock_info", l, 2, M->cycle_active);
	}
}

void
metrics_render(const struct metrics *M, uint64_t now_ns, struct strbuf *out)
{
	size_t first = window_first(M, now_ns);

	render_locks(M, first, out);
	render_states(M, first, out);
	render_target(M, out);
	render_snapshots(M, out);
	render_self(M, out);
	render_deadlocks(M, out);
}
