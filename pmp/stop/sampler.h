/* SPDX-License-Identifier: MIT */
/*
 * sampler.h - take a consistent snapshot of every thread of a process.
 *
 * The sampler (pmp/stop/sampler*.c: sampler_priv.h lists its parts) is the
 * only code that calls ptrace() or waitpid(). One snapshot (snapshot.h):
 *
 *   1. list /proc/PID/task and PTRACE_SEIZE each thread (no options: no
 *      EXITKILL, so a crash of pmp leaves the target running), re-listing
 *      until no new thread shows up; read each thread's name and state;
 *      size every stack buffer. With idle skipping, the listing is the
 *      pre-check's (below), and it is not repeated: a thread created
 *      since is found by step 3's listing and copied late (each listing
 *      of a 340-thread process costs about 0.4 ms of pmp's CPU);
 *   2. PTRACE_INTERRUPT every thread, then reap the stops in the order
 *      they arrive (waitpid(-1, __WALL)); each thread, as soon as it has
 *      stopped, has its registers read (PTRACE_GETREGSET), the live part
 *      of its stack copied (one process_vm_readv from the red zone under
 *      the stack pointer to the end of its mapping) and is detached at
 *      once;
 *   3. re-list the tasks: threads created meanwhile are stopped, copied
 *      and detached the same way.
 *
 * Between the first INTERRUPT and the last DETACH pmp makes no syscall a
 * stop does not need: no /proc read, no allocation, no message. Stack
 * buffers, and room for every thread to become a straggler, are set
 * aside before the first INTERRUPT (tests/unit/test_sampler.c watches
 * the allocator).
 *
 * What "the pause" means: each thread is held from its own INTERRUPT to
 * its own DETACH; pause_ns is the longest such hold in the snapshot (what
 * the slowest-released thread of the target felt), window_ns the time
 * from the first INTERRUPT to the last DETACH. Every thread is interrupted
 * before any is waited for, so the stops still happen together (within
 * stop_ns); a thread released early may run on while the last ones come
 * to their stop, which moves what it shows only if it was running:
 * threads blocked on a lock or a condition go back to the same wait.
 *
 * SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE and the terminal stops
 * (SIGTSTP, SIGTTIN, SIGTTOU) are blocked from step 1 to step 3, so pmp
 * always detaches before it handles them and is never stopped by job
 * control while it holds threads. A signal that arrives for the target
 * during the stop is re-delivered at detach; a target already stopped
 * (group-stop) stays stopped.
 *
 * The --max-pause guard (max_pause_ms): the stop phase of a snapshot, from
 * the first INTERRUPT on, lasts at most max_pause_ms. When it runs past
 * (a thread that will not stop: in D state, in vfork(), in a slow page
 * fault), every thread already stopped is released, copied or not, no
 * late thread is taken, and the snapshot is marked partial
 * (SNAP_PARTIAL_MAX_PAUSE). A thread that did not stop in time still has
 * the INTERRUPT pending and will stop when it leaves the kernel: it
 * becomes a straggler, which pmp detaches the moment it stops (a SIGCHLD
 * handler, installed by sampler_init(), does it whatever pmp is doing
 * then), or the kernel detaches when pmp exits.
 *
 * Idle threads (skip_idle, idle.h): before step 1, every thread is
 * listed (the last listing again while the thread count has not moved:
 * sampler_priv.h), and one that has not run since its last copy settled
 * is not seized at all: it is marked reused, and the caller reuses what it made
 * of that copy. After step 3 each reused thread is checked again; one
 * that ran in between (it may have woken before the stop, so the old
 * stack may not be what it was doing) goes through steps 1-3 once more,
 * alone (woke), and is counted fresh (its step 1 seizes the woke threads
 * from their slots; its step 3 lists the tasks again). Then the baseline
 * of every fresh copy is taken (idle_settle()), outside any stop. Per
 * snapshot that makes one or two listings of /proc/PID/task (step 3, and
 * the pre-check's when the count moved), one schedstat pread per reused
 * thread (the re-check; the pre-check reads only the threads idle for
 * fewer than IDLE_TRUST_STREAK snapshots in a row, idle.h) and none of
 * its stat file; the stat file is read for each thread seized.
 *
 * Threads are seized anew for every snapshot rather than kept seized in
 * between: a seized thread has every signal it receives routed through a
 * signal-delivery-stop that pmp would have to serve while it unwinds or
 * sleeps, and gdb could not attach between snapshots. SEIZE and DETACH
 * happen outside the stop, so keeping threads seized would not shorten
 * the pause.
 */
#ifndef PMP_SAMPLER_H
#define PMP_SAMPLER_H

#include <signal.h>
#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>
#include <time.h>

#include "proc.h"
#include "snapshot.h"

struct sampler_priv;

struct sampler {
	pid_t pid;
	size_t stack_bytes;		/* per thread, default 64 KiB */
	unsigned max_pause_ms;		/* the stop phase bound, default 100 */
	const struct proc_maps *maps;	/* borrowed, may be NULL: bounds copies */
	bool skip_idle;			/* leave idle threads alone (idle.h) */
	bool time_phases;		/* fill the snapshot's cpu_*_ns */
	/* owned: the idle threads' records, the stragglers, the last
	 * listing, one snapshot's phases (sampler_priv.h) */
	struct sampler_priv *priv;
};

#define SAMPLER_MAX_PAUSE_DEFAULT 100

/* also installs the SIGCHLD handler that detaches stragglers: pmp must
 * not have children of its own that it waits for */
void sampler_init(struct sampler *s, pid_t pid);
/* detach what can be detached; a straggler still running is detached by
 * the kernel when pmp exits (the SIGCHLD handler stays until then) */
void sampler_release(struct sampler *s);
/*
 * Sleep until the CLOCK_MONOTONIC time *until, or until *stop becomes
 * true (a signal handler sets it). Stragglers that stop meanwhile are
 * detached at once by the SIGCHLD handler.
 */
void sampler_sleep_until(struct sampler *s, const struct timespec *until,
			 volatile sig_atomic_t *stop);
/* wait up to ms for the stragglers to stop (they are detached then);
 * returns how many still run (the kernel detaches them when pmp exits) */
size_t sampler_drain(struct sampler *s, unsigned ms);
/* how many threads did not stop in time and are still seized */
size_t sampler_stragglers(const struct sampler *s);
/*
 * Take one snapshot. Returns 0 (snap filled; some threads may be GONE or
 * FAILED, and snap->partial says why threads are missing), -ESRCH when
 * the process is gone, -EPERM when no thread could be seized (not
 * reported: the caller explains), other -errno on failure. Never leaves a
 * thread stopped; a thread that did not stop within max_pause_ms stays
 * seized until it stops (and is detached then) or pmp exits.
 */
int sampler_capture(struct sampler *s, struct snapshot *snap);

#endif
