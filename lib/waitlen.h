/* SPDX-License-Identifier: MIT */
/*
 * waitlen.h - how long each wait lasted, from snapshots: a thread seen
 * waiting on the same address in consecutive snapshots is one wait
 * episode, and its length has two bounds.
 *
 *   - The lower bound is proven: a wait goes on from one snapshot to the
 *     next when the thread has not run in between (the sampler did not
 *     stop it again but reused its copy: its scheduler counters had not
 *     moved, pmp/stop/idle.h). The longest such run of snapshots, from
 *     its first to its last time, is a time the thread certainly waited.
 *     A thread copied afresh at the same address may have woken and
 *     waited again: its proven run starts over (the episode goes on).
 *   - The upper bound: the wait began after the last snapshot that saw
 *     the thread not waiting there, and ended before the first one that
 *     saw it so again. Unknown (< 0) when the episode was there at the
 *     first snapshot of an input, the thread was not in the snapshot
 *     before, or it still waits at the last one.
 *
 * Times are the snapshots' (seconds); a snapshot whose time is 0 or not
 * after the last one's starts the tracking over (a new input). Memory
 * grows with the threads of one snapshot, not with the snapshots. A
 * waitlen owns its arrays, freed by waitlen_release().
 */
#ifndef PMP_WAITLEN_H
#define PMP_WAITLEN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* one thread of a snapshot */
struct waitlen_thread {
	long tid;
	uint64_t addr;		/* the futex it waits on, 0: none */
	bool reused;		/* it had not run since an earlier snapshot */
};

/* one episode, ended or cut by the end of the input */
struct waitlen_episode {
	long tid;
	uint64_t addr;
	double first;		/* the first snapshot that saw it */
	double min;		/* the proven lower bound (0: one snapshot) */
	double max;		/* the upper bound, < 0: unknown */
	bool ongoing;		/* the input ended while it waited */
};

typedef void waitlen_emit_fn(void *arg, const struct waitlen_episode *e);

struct waitlen_state {		/* private: an episode in progress */
	long tid;
	uint64_t addr;
	double before;		/* last time seen not waiting there, < 0 unknown */
	double first, run_start, last, best;
};

struct waitlen {
	waitlen_emit_fn *emit;		/* borrowed */
	void *arg;
	double time;			/* the last snapshot's, 0: none yet */
	struct waitlen_state *st;	/* by tid */
	size_t nst, ast;
	long *tids;			/* the last snapshot's threads, sorted */
	size_t ntids, atids;
	/* scratch */
	struct waitlen_state *next;
	size_t anext;
	struct waitlen_thread *sorted;
	size_t asorted;
};

void waitlen_init(struct waitlen *w, waitlen_emit_fn *emit, void *arg);
void waitlen_release(struct waitlen *w);
/* the threads of one snapshot at time (any order; t is not kept): emits
 * the episodes that ended */
void waitlen_snapshot(struct waitlen *w, double time, const struct waitlen_thread *t,
		      size_t n);
/* the input ended: emits the episodes still going on (ongoing, no upper
 * bound) and forgets everything */
void waitlen_finish(struct waitlen *w);

#endif
