/* SPDX-License-Identifier: MIT */
/*
 * metrics.h - what pmp serve exposes to Prometheus (docs/metrics.md lists
 * every metric): per snapshot, the rule verdicts of its threads summed
 * into lock series, idle classes and thread states; the sampler's health;
 * deadlocks. Gauges are means over the snapshots of the last `window`
 * seconds; counters (pmp_lock_wait_thread_seconds_total and the
 * sampler's) only grow while pmp runs, across target restarts.
 *
 * Cardinality is bounded: the first max_locks distinct (lock, class,
 * kind) label sets each get a series, kept for the life of pmp (a counter
 * must not vanish); later ones are summed into lock="other". Idle classes
 * likewise. Memory is bounded by max_locks and by the summaries of one
 * window (at most cap of them).
 *
 * A metrics owns everything in it; metrics_release() frees it. It is
 * used by one thread (pmp serve's sampling loop), which renders the text
 * that the HTTP side copies.
 */
#ifndef PMP_METRICS_H
#define PMP_METRICS_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

#include "hotspots.h"
#include "strbuf.h"

#define METRICS_PAUSE_BUCKETS 12
#define METRICS_WAIT_BUCKETS 5	/* 0.01 0.1 1 10 60 s, then +Inf */

enum metrics_state { MS_WAITING, MS_IDLE, MS_RUNNING, MS_NSTATES };

/* a label set and its counter */
struct metrics_series {
	char *lock, *cls, *kind;	/* owned; cls and kind NULL for idle classes */
	double seconds;			/* thread-seconds, the counter */
	/* locks: the waits that ended, by their proven length (lib/waitlen.h) */
	uint64_t wait_count[METRICS_WAIT_BUCKETS + 1];
	double wait_sum;
	uint64_t waits;
};

/* one series' count in one snapshot */
struct metrics_count {
	uint32_t series;	/* index in locks or idle */
	uint32_t n;		/* threads */
};

/* one snapshot, summed */
struct metrics_snap {
	uint64_t mono_ns;
	uint32_t threads;
	uint32_t state[MS_NSTATES];
	struct metrics_count *lock, *idle;	/* owned */
	size_t nlock, alock, nidle, aidle;
};

struct metrics {
	size_t max_locks;
	uint64_t window_ns;
	struct metrics_series *locks, *idle;	/* [max_locks] is "other" once used */
	size_t nlocks, nidle;
	bool lock_other, idle_other;
	double state_seconds[MS_NSTATES];
	/* the summaries of the last cap snapshots, oldest at head */
	struct metrics_snap *ring;
	size_t cap, head, count;
	/* the sampler */
	uint64_t snapshots, partial, skipped, attaches;
	uint64_t pause_count[METRICS_PAUSE_BUCKETS + 1];
	double pause_sum;
	bool target_up;
	pid_t pid;
	char comm[64];
	uint32_t target_threads;
	/* deadlocks: new cycles seen, and the last one */
	uint64_t deadlocks;
	char *last_cycle;	/* owned: "lockA -> lockB -> lockA" */
	char *last_cycle_threads;	/* owned: "tid1,tid2" */
	bool cycle_active;		/* seen in the last snapshot */
	double start_time;	/* CLOCK_REALTIME of metrics_init() */
};

void metrics_init(struct metrics *M, size_t max_locks, double window_s, size_t cap);
void metrics_release(struct metrics *M);
/*
 * One snapshot taken at mono_ns, dt seconds after the previous one (the
 * time each of its threads stands for in the counters): hs is the rule
 * verdicts of that snapshot alone (NULL without rules: every thread
 * counts as running); pause_ns its longest hold, partial its
 * SNAP_PARTIAL_* bits.
 */
void metrics_snapshot(struct metrics *M, uint64_t mono_ns, double dt,
		      const struct hotspots *hs, uint32_t threads, uint64_t pause_ns,
		      unsigned partial);
/* a snapshot that was skipped (live_step() said LIVE_SKIPPED) */
void metrics_skipped(struct metrics *M);
/* the lock series of hotspot h (a latch or a wait), made on first use:
 * for metrics_lock_wait(), which may come snapshots later */
uint32_t metrics_lock_series(struct metrics *M, const struct hotspot *h);
/* a wait on a lock of series id ended, proven to have lasted at least
 * min_s seconds (pmp_lock_wait_seconds) */
void metrics_lock_wait(struct metrics *M, uint32_t id, double min_s);
/*
 * The deadlock cycles of one snapshot, as text (one per cycle, NULL when
 * none): a cycle not in the previous snapshot counts as a new deadlock.
 */
void metrics_cycles(struct metrics *M, const char *cycle, const char *threads);
/* the target: up (being sampled) or not, and which process; attached
 * counts a new session */
void metrics_target(struct metrics *M, bool up, pid_t pid, const char *comm,
		    bool attached);
/* the whole exposition, at now_ns (CLOCK_MONOTONIC) */
void metrics_render(const struct metrics *M, uint64_t now_ns, struct strbuf *out);

#endif
