/* SPDX-License-Identifier: MIT */
/*
 * sampler_priv.h - the sampler's private state, and what its modules
 * call of each other. Included by pmp/stop/sampler*.c only: sampler.h is the
 * public side. Only these files call ptrace() or waitpid().
 *
 *   sampler.c             the state machine: seize, interrupt, reap,
 *                         release, the rounds of one snapshot
 *   sampler_copy.c        one stopped thread's registers, stack and
 *                         lock words
 *   sampler_idle.c        idle threads: the pre-check, the re-check, the
 *                         lock words of reused threads, the settle
 *   sampler_stragglers.c  threads that are the sampler's outside a stop
 *                         phase: stragglers, the SIGCHLD handler and the
 *                         statuses it takes during the SEIZEs
 *   sampler_guard.c       what surrounds a stop phase: the signals
 *                         blocked, the --max-pause deadline, the boost
 */
#ifndef PMP_SAMPLER_PRIV_H
#define PMP_SAMPLER_PRIV_H

#include <signal.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <sys/wait.h>

#include "idle.h"
#include "sampler.h"

/* where a thread of the snapshot is in one sampler_capture() */
enum phase {
	PH_NEW,		/* listed, not seized */
	PH_SEIZED,	/* seized, running */
	PH_INTERRUPTED,	/* interrupt sent, stop not yet seen */
	PH_STOPPED,	/* stopped and copied: must be detached */
	PH_DONE,	/* detached, gone or failed: nothing more to do */
};

/* the sampler's side of slot i of the snapshot (snap->t[i]), for one
 * sampler_capture(): nothing in it outlives the call */
struct slot {
	enum phase phase;
	bool has_early;		/* a stop taken during the SEIZEs */
	int early_status;	/* its wait status */
	bool ran;		/* settle: copied although it had a baseline */
};

/*
 * Threads that did not stop in time (or whose DETACH failed: killed while
 * stopped): detached when they stop, reaped when they exit. Room for
 * every thread of a stop phase is reserved before its first INTERRUPT
 * (stragglers_reserve()), so that stragglers_add() does not allocate
 * while threads are stopped.
 */
struct stragglers {
	pid_t *tid;
	size_t n, alloc;
};

struct sampler_priv {
	struct idle_track idle;		/* idle threads' records (idle.h) */
	uint64_t serial;		/* the last copy's serial */
	struct stragglers strag;
	/*
	 * The last listing of /proc/PID/task (sorted), which the idle
	 * pre-check takes again while the thread count of /proc/PID/status
	 * (count_fd, when has_count_fd) equals its length. A thread that
	 * exited, and another created meanwhile, leave the count as it was:
	 * the first fails its reads (gone), and a gone thread makes step 3
	 * list the tasks, which finds the second (late). Step 3 lists them
	 * too when the count moved; with the count as listed and no thread
	 * gone, no thread can have been created, and it does not (listing
	 * 1000 threads costs 0.3-0.5 ms). Owned.
	 */
	pid_t *tids;
	size_t ntids, atids;
	int count_fd;
	bool has_count_fd;
	/* parallel to snap->t, owned; grown with it, before any stop */
	struct slot *slot;
	size_t aslot;
};

/* ---- sampler.c ---- */

/* the sampler's slot of t, a thread of snap */
static inline struct slot *
slot_of(struct sampler *s, const struct snapshot *snap, const struct thread_capture *t)
{
	return &s->priv->slot[t - snap->t];
}
/* snapshot_add(), and its slot, PH_NEW */
struct thread_capture *sampler_add(struct sampler *s, struct snapshot *snap, pid_t tid);
/* proc_tasks() into *tids (owned by the caller), kept in priv->tids for
 * the next pre-check; 0 or -errno */
int sampler_list_tasks(struct sampler *s, pid_t **tids, size_t *n);

/* ---- sampler_copy.c ---- */

/* the registers, stack and lock words of t, stopped; sets t->status.
 * Its buffers were sized before the stop: no allocation */
void sampler_copy(const struct sampler *s, struct thread_capture *t);

/* ---- sampler_idle.c (idle.h; sampler.h says when each runs) ---- */

/* list every thread as the first slots; the idle ones are reused (done),
 * the others stay PH_NEW. 0 or -errno */
int sampler_idle_precheck(struct sampler *s, struct snapshot *snap);
/* reused threads that ran since: PH_NEW again, woke; returns how many */
unsigned sampler_idle_recheck(struct sampler *s, struct snapshot *snap);
/* the lock words of reused futex waiters, read again (no stop) */
void sampler_idle_lock_words(struct sampler *s, struct snapshot *snap);
/*
 * k remote ranges of pid into local ones, in as few process_vm_readv()
 * calls as their faults allow (one when all can be read); lens[j] is
 * what range j gave: whole, a short count, or 0
 */
void sampler_read_words(pid_t pid, const struct iovec *local, const struct iovec *remote,
			size_t k, uint32_t *lens);
/* the baselines of the fresh copies, after every thread was released */
void sampler_idle_settle(struct sampler *s, struct snapshot *snap);

/* ---- sampler_stragglers.c ---- */

/* the signal to give back when detaching a thread stopped with wait
 * status st: that of a signal-delivery-stop, 0 for an event stop */
static inline long
stop_signal(int st)
{
	return (st >> 16) == 0 ? WSTOPSIG(st) : 0;
}

/* SIGCHLD's handler, for the life of pmp (sampler_init()) */
void sigchld_install(void);
/* one wait status taken by the handler */
struct child_status {
	pid_t tid;
	int st;
};
/*
 * The exec deadlock (sampler_stragglers.c): during the SEIZEs, SIGCHLD is
 * let through to the handler, which takes and queues every wait status.
 * child_queue_end() blocks it again and gives the queue, valid until the
 * next child_queue_begin().
 */
void child_queue_begin(void);
size_t child_queue_end(const struct child_status **q);

void stragglers_add(struct stragglers *sg, pid_t tid);
bool stragglers_has(const struct stragglers *sg, pid_t tid);
/* room for more stragglers, before a stop phase */
void stragglers_reserve(struct stragglers *sg, size_t more);
/* detach or reap threads left over from an earlier stop */
void stragglers_poll(struct stragglers *sg);
void stragglers_release(struct stragglers *sg);
/* a wait status of a straggler (or of any tracee outside a snapshot):
 * detach it if stopped; true when the thread is no longer ours */
bool straggler_status(pid_t tid, int st);

/* ---- sampler_guard.c ---- */

/* block the signals pmp must not act on while it holds threads
 * (sampler.h), and SIGCHLD: the stop phase waits for its threads itself */
void stop_guard_begin(sigset_t *oldmask);
void stop_guard_end(const sigset_t *oldmask);
/* the --max-pause deadline: SIGALRM after ms, then every 10 ms */
void deadline_arm(unsigned ms, struct sigaction *old);
void deadline_disarm(const struct sigaction *old);
bool deadline_passed(void);
/* nice -20 for the stop phase, where allowed; boost_end(boost_begin()) */
int boost_begin(void);
void boost_end(int old);

#endif
