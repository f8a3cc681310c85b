/* SPDX-License-Identifier: MIT */
/*
 * idle.h - which threads have not run since their stack was last copied,
 * so that a snapshot can leave them alone and reuse that stack.
 *
 * No ptrace here: /proc reads only. A thread that has not been scheduled
 * in since a moment when it sat where its last copy shows it cannot have
 * changed its stack, and stopping it would only lengthen the pause. The
 * evidence, per thread, read through a file descriptor kept open and
 * pread() at offset 0 (one syscall per read, no open/close):
 *
 *   /proc/PID/task/TID/schedstat  "RUN_NS WAIT_NS PCOUNT": PCOUNT grows
 *       each time the thread is scheduled in, RUN_NS when it ran. Both
 *       unchanged: not one instruction of it ran in between (a thread that
 *       was woken but still waits for a CPU has not run either: its stack
 *       is still the same).
 *   /proc/PID/task/TID/status (fallback, a kernel without schedstat):
 *       voluntary + nonvoluntary context switches, which grow when it is
 *       scheduled out, and State: unchanged and not R.
 *   /proc/PID/task/TID/syscall  "NR ARGS... SP PC" of a blocked thread
 *       ("running" otherwise): where its user code sits.
 *
 * The baseline problem: pmp's own INTERRUPT and DETACH make a copied
 * thread run (it enters the ptrace stop, then goes back into its wait),
 * so counters read before or during the snapshot always differ from the
 * next ones. The baseline is therefore taken after the snapshot, by
 * idle_settle(): counters, then the syscall position, then counters
 * again. Only when both counter reads agree (it did not run meanwhile)
 * and the position (SP and PC) is the one of the copy does the thread get
 * a baseline ("armed"): it is back where it was copied and has not moved
 * since. A thread that woke for real after its copy and parked elsewhere
 * fails the position check and is copied again next time: that is what
 * makes a reused stack trustworthy, since the counters alone cannot tell
 * pmp's bounce from real work. Not settled yet (still running after the
 * DETACH): no baseline either; it is copied again next time.
 *
 * A thread reused IDLE_TRUST_STREAK snapshots in a row is not read by
 * the pre-check any more: it is taken as idle, and only the re-check
 * after the stop reads it, against its baseline. That re-check alone is
 * what proves a reused stack right (equal counters after the stop mean
 * no instruction ran since the baseline, before the stop); the pre-check
 * only chooses which threads are stopped with the others. A long-idle
 * thread that ran since the last snapshot is then copied just after
 * them (woke) rather than with them, as one that wakes during the
 * snapshot always is; in exchange a snapshot reads each long-idle thread
 * once instead of twice (two schedstat reads were most of what 300 idle
 * connections of mariadbd cost pmp per snapshot).
 *
 * A thread id reused by a new thread cannot inherit a baseline: the kept
 * descriptors belong to the old thread (their reads fail with ESRCH once
 * it is gone), and the start time (/proc/.../stat field 22) of every
 * fresh copy is compared with the record's. A thread whose descriptors
 * cannot be opened (no file descriptors left) is always copied.
 */
#ifndef PMP_IDLE_H
#define PMP_IDLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

struct idle_counts {
	uint64_t run, count;	/* schedstat RUN_NS and PCOUNT, or 0 and
				 * the context switches (status fallback) */
	char state;		/* status fallback only, else 0 */
};

/* one thread; private to idle.c and sampler_idle.c */
struct idle_rec {
	pid_t tid;
	int fd_cnt;		/* schedstat (or status), -1 if not open */
	int fd_sys;		/* syscall, -1 if not open */
	int fd_stat;		/* stat, -1 if not open (idle_thread_stat()) */
	uint64_t start;		/* start time, stat field 22 */
	bool armed;		/* base is valid: see above */
	unsigned streak;	/* snapshots in a row it was reused and the
				 * re-check confirmed it (IDLE_TRUST_STREAK) */
	bool seen;		/* listed in the current snapshot */
	/* busy backoff: fresh copies in a row whose baseline was read for
	 * nothing (it did not settle, or it ran in spite of it), and how
	 * many settles to skip before the next */
	unsigned busy, skip;
	struct idle_counts base;	/* after the last copy settled */
	struct idle_counts pre;		/* read by the pre-check */
	uint64_t serial;	/* the copy the consumer keeps for it */
	char comm[16];
	char state;		/* scheduler state at that copy */
	uint64_t futex_addr;	/* in futex(2) at that copy: the futex and */
	uint32_t futex_op;	/* op, whose words are read again (sampler_idle.c) */
	uint64_t tcb;		/* its TCB at that copy (snapshot.h) */
};

/* the records of one process, sorted by tid; owns the descriptors */
struct idle_track {
	pid_t pid;
	bool use_status;	/* no schedstat: the status fallback */
	bool fd_exhausted;	/* EMFILE met: newer threads are not tracked */
	struct idle_rec *r;
	size_t n, alloc;
};

/*
 * A thread that runs between every two snapshots (a busy connection) is
 * copied fresh every time, and its baseline costs three or four reads
 * after each copy and one in the next pre-check, all for nothing: it
 * does not settle (still running), or it settles and runs again before
 * the next snapshot (it had a baseline, and was copied all the same).
 * After such snapshots in a row the settle is skipped for 1, then 3, then
 * IDLE_BUSY_SKIP_MAX snapshots between tries (without a baseline the
 * pre-check does not read it either): a busy thread that goes idle is
 * reused again at most IDLE_BUSY_SKIP_MAX + 2 snapshots later.
 */
#define IDLE_BUSY_SKIP_MAX 7

/* probes schedstat once; raises the soft RLIMIT_NOFILE to the hard one
 * (up to three descriptors per thread) */
void idle_track_init(struct idle_track *it, pid_t pid);
void idle_track_release(struct idle_track *it);
/* the record of tid, created (not armed) if new; records of threads
 * not listed since the last idle_track_prune() are dropped then */
struct idle_rec *idle_track_get(struct idle_track *it, pid_t tid);
/* drop the records not marked seen, clear the marks */
void idle_track_prune(struct idle_track *it);
#define IDLE_TRUST_STREAK 3

/* pre-check: has an armed thread not run since its baseline? (reads its
 * counters into r->pre; a thread idle IDLE_TRUST_STREAK snapshots in a
 * row is not read: r->pre is its baseline) */
bool idle_unchanged(struct idle_track *it, struct idle_rec *r);
/* post-check of a reused thread: true if it ran since idle_unchanged() */
bool idle_woke(struct idle_track *it, struct idle_rec *r);
/*
 * After a fresh copy of r's thread (start time start, stack pointer sp,
 * pc; the caller sets r->serial, comm and state): arm r when the thread is
 * back at (sp, pc) and not running; disarm it otherwise. Returns whether
 * it was armed; *running says the thread had not settled yet.
 */
bool idle_settle(struct idle_track *it, struct idle_rec *r, uint64_t start,
		 uint64_t sp, uint64_t pc, bool *running);
/* after a fresh copy's settle: wasted when it did not arm the record, or
 * when the record was armed already (the thread ran in spite of its
 * baseline); idle_busy_skip(): whether to skip this settle (counted
 * down) */
static inline void
idle_busy_note(struct idle_rec *r, bool wasted)
{
	if (!wasted) {
		/* settled: whether it runs again, the next snapshot tells
		 * (reused: idle_busy_reset(); copied: wasted) */
		r->skip = 0;
		return;
	}
	if (r->busy < 16)
		r->busy++;
	/* 1 in a row: try again next time; 2: skip 1; 3: skip 3; then 7 */
	r->skip = r->busy < 2 ? 0 : (1u << (r->busy - 1)) - 1;
	if (r->skip > IDLE_BUSY_SKIP_MAX)
		r->skip = IDLE_BUSY_SKIP_MAX;
}

/* reused and confirmed by the re-check: idle after all */
static inline void
idle_busy_reset(struct idle_rec *r)
{
	r->busy = r->skip = 0;
}

static inline bool
idle_busy_skip(struct idle_rec *r)
{
	if (!r->skip)
		return false;
	r->skip--;
	return true;
}

/*
 * proc_thread_stat_start() of tid through a descriptor kept in its
 * record (opened once its idle descriptors are, opened again once the
 * thread it named is gone; never when descriptors ran out): one pread
 * per seize instead of open, read, read and close. 0 or -errno as
 * proc_thread_stat_start().
 */
int idle_thread_stat(struct idle_track *it, pid_t tid, char comm[16], char *state,
		     uint64_t *start);

#endif
