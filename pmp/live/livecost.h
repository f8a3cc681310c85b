/* SPDX-License-Identifier: MIT */
/*
 * livecost.h - what a live session costs pmp itself, phase by phase
 * (--own-cost): the figures behind docs/performance.md. Off, it costs
 * nothing: no clock is read.
 *
 * Whole phases of a snapshot are timed with pmp's thread CPU clock
 * (CLOCK_THREAD_CPUTIME_ID, a system call, a few per snapshot): they
 * include the kernel's time in pmp's /proc reads and ptrace calls. The
 * per-thread work after the stop (unwinding, naming, adding to the
 * profile) is timed with CLOCK_MONOTONIC (vDSO, no system call) around
 * each thread, split by fresh and reused threads: there pmp makes few
 * system calls, so wall time is CPU time unless the machine takes the
 * CPU away (a loaded machine inflates those figures, never the others).
 *
 * A struct livecost is plain data; nothing to release.
 */
#ifndef PMP_LIVECOST_H
#define PMP_LIVECOST_H

#include <stdbool.h>
#include <stdint.h>

#include "snapshot.h"

enum cost_phase {
	COST_MAPS,	/* module-map freshness checks (and reloads) */
	COST_PRECHECK,	/* listing and idle pre-check: /proc reads */
	COST_STOP,	/* seize, stop, copy, release (and the woke threads') */
	COST_RECHECK,	/* the re-check of the reused threads */
	COST_SETTLE,	/* lock words of reused threads, idle baselines */
	COST_SQL,	/* the process list query */
	COST_BOOK,	/* bookkeeping, raw capture lines, lock objects */
	COST_THREADS,	/* unwinding, naming, adding: every thread */
	NCOST
};

/* per-thread parts of COST_THREADS, by kind of thread */
enum cost_part { PART_UNWIND, PART_NAME, PART_ADD, NPART };

struct livecost {
	bool on;
	bool first_done;		/* the first snapshot was counted */
	unsigned long snapshots;	/* summed in ns[]: all but the first */
	uint64_t open_ns;		/* live_open(): modules loaded */
	uint64_t first_ns;		/* the first snapshot, whole */
	uint64_t ns[NCOST];		/* the others, summed */
	unsigned long nthreads[2];	/* their thread-samples: fresh, reused */
	uint64_t part_ns[2][NPART];	/* [0] fresh, [1] reused */
	/* the snapshot being taken */
	uint64_t start, mark;
	uint64_t cur[NCOST], cur_part[2][NPART];
	unsigned long cur_threads[2];
};

/* start of a snapshot (after its wait) */
void livecost_begin(struct livecost *C);
/* the sampler's phases of s, which it timed itself (snapshot.h) */
void livecost_sampled(struct livecost *C, const struct snapshot *s);
/* the phase that ended now */
void livecost_phase(struct livecost *C, enum cost_phase ph);
/* a thread's part, from CLOCK_MONOTONIC t0 to now; returns now */
uint64_t livecost_part(struct livecost *C, bool reused, enum cost_part p, uint64_t t0);
/* a thread added (fresh or reused) */
void livecost_thread(struct livecost *C, bool reused);
/* end of the snapshot: the first is kept whole in first_ns (every pc is
 * new to it), the others summed */
void livecost_end(struct livecost *C);
/* the table on stderr, lines "pmp: own cost: ..." */
void livecost_print(const struct livecost *C);

#endif
