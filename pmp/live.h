/* SPDX-License-Identifier: MIT */
/*
 * live.h - a live sampling session on one process, shared by `pmp -p`
 * (cmd_live.c) and `pmp top` (cmd_top.c): check that the process can be
 * sampled, load its modules, then take snapshots one at a time; each
 * snapshot's threads are unwound, named and added to L->prof (and to the
 * raw capture when --save is on).
 *
 * A struct live owns everything in it, except the hooks' argument;
 * live_release() frees it all (but not L itself).
 */
#ifndef PMP_LIVE_H
#define PMP_LIVE_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "lockobj.h"
#include "output.h"
#include "proc.h"
#include "raw_save.h"
#include "profile.h"
#include "sample.h"
#include "sampler.h"
#include "strbuf.h"
#include "symbolize.h"
#include "syscall_info.h"
#include "unwind.h"

#define MAX_FRAMES 512

/* snapshot faults: bit i of the sampler's SNAP_PARTIAL_* is fault i,
 * then the command's own */
enum {
	FAULT_MAX_PAUSE, FAULT_CHURN, FAULT_UNREADABLE,	/* SNAP_PARTIAL_* */
	FAULT_GONE = SNAP_NPARTIAL, FAULT_ERROR, NFAULTS
};
_Static_assert(SNAP_PARTIAL_MAX_PAUSE == 1 << FAULT_MAX_PAUSE &&
	       SNAP_PARTIAL_CHURN == 1 << FAULT_CHURN &&
	       SNAP_PARTIAL_UNREADABLE == 1 << FAULT_UNREADABLE, "fault bits");

/*
 * What each thread's latest fresh copy became, by tid, so that a reused
 * thread (idle since that copy) costs no unwinding and, while the
 * modules stay as they were reported, no naming either: its pcs, its
 * frame ids (root first) and, with --save, its "frame" lines. Once the
 * modules were reported again (sym_gen), its pcs are named again by the
 * symbolizer, whose lookups are cached, so that the names follow the
 * modules. Two generations: the previous snapshot's (sorted by tid,
 * looked up) and the current one's (filled).
 */
struct pc_entry {
	pid_t tid;
	uint64_t serial;	/* the copy they come from (sampler.h) */
	size_t off;		/* into fr */
	int n;
	bool failed;		/* not unwound: fr holds the stopped pc */
	bool named;		/* ids (and text when saving) are filled */
	unsigned long sym_gen;	/* the modules' report they were named with */
	size_t ids_off, text_off, text_len;	/* into ids and text */
	uint32_t nids;
	/* the system call of that copy (a reused thread keeps it): its
	 * FRAME_SYSCALL frame id (name and file), number and args */
	bool in_syscall;
	bool sc_known;		/* sc_frame is set: a call, or FRAME_NO_SYSCALL */
	uint32_t sc_frame;
	long sc_nr;
	uint64_t sc_arg[3];
};

struct pc_cache {
	struct pc_entry *e;
	size_t n, alloc;
	struct unwind_frame *fr;
	size_t nfr, afr;
	uint32_t *ids;		/* frame ids, root first */
	size_t nids, aids;
	uint32_t *wheres;	/* their pcs ("module+0xOFF" string ids, 0:
				 * none), parallel to ids */
	size_t awheres;
	char *text;		/* raw "frame" lines */
	size_t ntext, atext;
};

struct live {
	pid_t pid;
	bool opened;		/* live_open() got past the /proc checks */
	char comm[64];
	struct stackset ss;
	struct profile prof;
	double fail_since;	/* CLOCK_MONOTONIC seconds of the first of the
				 * failures in a row (still_transient()) */
	double snap_time;	/* the snapshot being added: its time, for the
				 * samples (speedscope's timelines) */
	struct proc_maps maps;
	uint64_t modules_hash;
	bool modules_unsaved;	/* reported since the last "# module" lines */
	bool report_failed;		/* the last symbolizer_report() failed */
	/* warnings said once per run: the target stopped by job control,
	 * the last other tracer named */
	bool warned_stopped;
	pid_t warned_tracer;
	/*
	 * When the maps are read again (live.c, maps_check()): before a
	 * snapshot when /proc/PID/status says the address space changed,
	 * when a fresh copy's stack pointer was in no known mapping, or
	 * when the last read is a second old; after the stop when an
	 * unwound pc is in no known code (then that thread is unwound
	 * again). maps_fresh: read since this snapshot's stop.
	 */
	int vm_fd;			/* /proc/PID/status, when has_vm_fd */
	bool has_vm_fd, maps_stale, maps_fresh;
	struct proc_vm vm;		/* read just before the maps */
	uint64_t maps_read_ns;		/* CLOCK_MONOTONIC of that read */
	unsigned long nmaps_reads;	/* for -v */
	struct symbolizer *sym;
	struct lockobj lobj;		/* names the futex addresses (lockobj.h) */
	struct target_mem mem;
	const struct unwinder *uw;
	struct unwind_ctx *uwc;
	struct sampler sampler;
	struct snapshot snap;
	/* borrowed, or NULL: the sink each thread's sample goes through
	 * into prof (pmp -p: the output options' filters, pmp/cmd/outopt.h);
	 * without it every thread goes into prof as it is */
	struct sink *sink;
	/* raw capture */
	struct raw_save rsave;
	struct strbuf line;		/* scratch: the snapshot line's reasons */
	struct syscall_info sci;	/* names the calls threads are in */
	struct syscall_rec sc;		/* scratch: one thread's call */
	bool sc_known;			/* scratch: its pseudo-frame is known */
	FILE *save;			/* rsave.f while saving, else NULL */
	/* figures */
	uint64_t *pauses;
	size_t npauses, apauses;
	unsigned long nthreads_failed, nunwind_failed;
	struct snapshot_fault faults[NFAULTS];
	struct snapshot_faults fault_sum;
	char max_pause_text[96];
	/* hooks for pmp top (NULL for pmp -p): each thread added to the
	 * profile with its stack id, and each pc looked up for it (r is
	 * borrowed until the next lookup) */
	void (*thread_added)(struct live *L, const struct thread_capture *t,
			     uint32_t stack);
	void (*pc_named)(struct live *L, const struct sym_result *r);
	void *hook_arg;		/* borrowed, for the hooks */
	/* idle-thread skipping (sampler.h): the unwound pcs of reused threads */
	struct pc_cache cache[2];	/* [cur] filled, [!cur] looked up */
	int cur;
	unsigned long sym_gen;		/* symbolizer_report() calls */
	struct strbuf text;		/* scratch: one thread's frame lines */
	unsigned long nreused, nwoke;	/* thread-samples */
	/* scratch */
	struct unwind_frame fr[MAX_FRAMES];
	uint32_t *ids;
	size_t nids, aids;
	uint32_t *wheres;		/* each id's pc (sym_result.where), 0
					 * for the call's pseudo-frame */
	size_t awheres;
};

struct live_opts {
	unsigned long stack_bytes;	/* copied per thread */
	unsigned long max_pause;	/* ms */
	const struct symbolizer_opts *so;	/* borrowed for the call */
	const char *save;		/* raw capture path, or NULL */
	bool skip_idle;			/* do not stop threads idle since their
					 * last copy (sampler.h) */
};

/*
 * Open a session on L->pid with the unwinder L->uw (both set by the
 * caller, L otherwise zeroed): check with /proc that the process can be
 * sampled, then load its modules, before anything stops it. 0, or -1
 * when the process cannot be sampled (the reason is reported).
 */
int live_open(struct live *L, const struct live_opts *o);
/* everything in L, whether live_open() succeeded or not */
void live_release(struct live *L);

/* what live_step() did */
enum live_step {
	LIVE_TAKEN,	/* a snapshot was added (it may be partial) */
	LIVE_SKIPPED,	/* none this time (exec, refusal): try again */
	LIVE_STOP,	/* the process exited or cannot be sampled: stop
			 * (reported; *target_exited says which) */
};

/*
 * Take snapshot number no. *taken counts the snapshots taken or skipped,
 * *failures the failures in a row (three end sampling), *target_exited
 * is set when the process exited after earlier snapshots.
 */
enum live_step live_step(struct live *L, unsigned long no, unsigned long *taken,
			 unsigned *failures, bool *target_exited);

/*
 * t's futex wait kept past this snapshot (for the hooks' records): *fw is
 * a copy with fw->obj NULL, and the object's name, which lives until the
 * next snapshot only, is returned interned in L->ss (a string id; 0 when
 * t waits on nothing named)
 */
uint32_t live_thread_futex(struct live *L, const struct thread_capture *t,
			   struct futex_wait *fw);

/* write the "end" line of the raw capture (sig: the signal that stopped
 * sampling, or 0) and rename it into place; 0 or -1 (reported). With no
 * snapshot, the capture is dropped and FILE not touched (a warning) */
int live_save_close(struct live *L, unsigned long snapshots, int sig);


/* sort pauses (ns) and give p50, p99 and max in microseconds; n > 0 */
void live_pauses(uint64_t *pauses, size_t n, double *p50_us, double *p99_us,
		 double *max_us);

#endif
