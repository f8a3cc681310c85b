/* SPDX-License-Identifier: MIT */
/*
 * snapshot.h - what one snapshot of a process holds: each thread's
 * registers and stack copy (or why there are none), and the figures of
 * the stop. The sampler fills it (sampler.h); the unwinders, the lock
 * objects and the live session read it.
 */
#ifndef PMP_SNAPSHOT_H
#define PMP_SNAPSHOT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/user.h>

#include "lockgraph.h"

enum capture_status {
	CAPT_OK,	/* registers and stack copied */
	CAPT_GONE,	/* the thread exited during the snapshot */
	CAPT_FAILED,	/* could not be stopped or read (err says why) */
};

struct thread_capture {
	pid_t tid;
	char comm[16];
	char state;		/* scheduler state before the stop (R, S, D, T...) */
	enum capture_status status;
	int err;		/* errno for CAPT_FAILED */
	bool late;		/* appeared after the first INTERRUPT */
	bool reused;		/* idle since copy `serial`: not stopped, no
				 * registers or stack here (status CAPT_OK) */
	bool woke;		/* judged idle, but it ran before the re-check:
				 * copied fresh after the others */
	uint64_t serial;	/* this copy (fresh), or the one reused; unique
				 * per sampler, 0 if none */
	uint64_t start;		/* start time (/proc stat field 22) */
	int stopsig;		/* SIGTRAP: our interrupt; else group-stop/signal */
	int pending_sig;	/* signal re-delivered at detach, or 0 */
	uint64_t interrupt_ns;	/* CLOCK_MONOTONIC of its INTERRUPT */
	uint64_t hold_ns;	/* its INTERRUPT .. its DETACH */
	struct user_regs_struct regs;
	/* the thread's TCB (x86_64 fs_base; under glibc its pthread_t, which
	 * some locks record as their holder): a reused thread's is its
	 * copy's (a thread's TCB never moves) */
	uint64_t tcb;
	uint64_t sp;
	uint64_t stack_addr;	/* target address of stack[0]: sp - 128 (the
				 * red zone) or the start of the mapping */
	size_t stack_len;	/* bytes copied */
	unsigned char *stack;	/* owned; sized before the stop */
	size_t stack_alloc;	/* the most that is copied (stack_bytes) */
	/* stopped inside futex(2) (x86_64): the futex address, the op and
	 * the words there, read by the same process_vm_readv as the stack;
	 * futex.addr 0 otherwise (lib/lockgraph.h interprets them) */
	struct futex_wait futex;
};

/* owns its captures; reused from snapshot to snapshot */
struct snapshot {
	struct thread_capture *t;
	size_t n, alloc;
	double time;		/* CLOCK_REALTIME when all threads had stopped */
	uint64_t pause_ns;	/* the longest hold of one thread (sampler.h) */
	uint64_t window_ns;	/* first INTERRUPT .. last DETACH */
	uint64_t stop_ns;	/* first INTERRUPT .. last stop reaped */
	uint64_t first_interrupt_ns, last_detach_ns;	/* CLOCK_MONOTONIC */
	/* pmp's thread CPU time in the sampler's phases (sampler.h:
	 * time_phases; 0 otherwise): pre-check, stop rounds, the re-check
	 * of the reused threads, lock words and settle */
	uint64_t cpu_precheck_ns, cpu_stop_ns, cpu_recheck_ns, cpu_settle_ns;
	unsigned ngone, nfailed, nlate, nsignals;
	unsigned ntimedout;	/* threads given up at max_pause_ms */
	unsigned nreused;	/* idle threads not stopped (reused) */
	unsigned nwoke;		/* judged idle, woke, copied fresh */
	unsigned partial;	/* SNAP_PARTIAL_* bits: why threads are missing */
	bool target_stopped;	/* some thread was in group-stop (T) */
	pid_t traced_by;	/* another tracer holds the target, or 0 */
};

/*
 * Why a snapshot lacks threads that were there (threads that exited
 * during the snapshot are not missing: they were not there any more).
 * A snapshot with these bits and no thread copied is "skipped".
 */
enum {
	SNAP_PARTIAL_MAX_PAUSE = 1 << 0,  /* some did not stop within max_pause_ms */
	SNAP_PARTIAL_CHURN = 1 << 1,	  /* new threads kept appearing: gave up
					   * after MAX_RESCANS listings */
	SNAP_PARTIAL_UNREADABLE = 1 << 2, /* some could not be seized or read
					   * (traced by another tracer, EPERM) */
	SNAP_NPARTIAL = 3,
};
/* short name of partial bit number i: "max_pause", "churn", "unreadable" */
const char *snapshot_partial_name(unsigned i);
/* what it means, for messages */
const char *snapshot_partial_text(unsigned i);

void snapshot_init(struct snapshot *s);
void snapshot_release(struct snapshot *s);
/* the sampler's: start a new snapshot, keeping the stack buffers */
void snapshot_reset(struct snapshot *s);
/* the sampler's: a new slot for tid (zeroed but for its stack buffer,
 * which it keeps from the slot's last user); allocates when it grows */
struct thread_capture *snapshot_add(struct snapshot *s, pid_t tid);
/* the slot of tid, or NULL; no allocation */
struct thread_capture *snapshot_find(struct snapshot *s, pid_t tid);

/* copy n bytes at target address addr from the thread's stack copy;
 * false if not all of them are in the copy */
bool capture_read(const struct thread_capture *t, uint64_t addr, void *buf, size_t n);

#endif
