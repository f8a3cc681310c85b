/* SPDX-License-Identifier: MIT */
/*
 * live.h - a live sampling session on one process, shared by `pmp -p`
 * (cmd_live.c), `pmp top`, `pmp dump` and `pmp serve`: check that the
 * process can be sampled, load its modules, then take snapshots one at a
 * time; each snapshot's threads are unwound, named and handed to L->sink
 * or added to L->prof (and to the raw capture when --save is on).
 *
 * The session holds four parts, each in its own header:
 *   mods   the module map and what names addresses in it: maps and their
 *          freshness, symbolizer, unwinder, target memory, lock objects
 *          (modmap.h);
 *   pcs    what each thread's latest fresh copy became, for the threads
 *          reused while idle (pc_cache.h);
 *   save   the raw capture writer's state (livesave.h);
 *   stats  pauses, faults and counts, for the report (livestats.h);
 *   cost   pmp's own CPU time per phase, with --own-cost (livecost.h);
 *   sql    the server's process list, read after each snapshot: which
 *          statement each thread runs (pmp/sql/procsql.h);
 * and one thread's frames on their way in, scratch (framebuf.h).
 *
 * A struct live owns everything in it, except what the caller sets
 * before live_open() (uw, a static vtable; sink; hook_arg), all
 * borrowed; live_release() frees it all (but not L itself).
 */
#ifndef PMP_LIVE_H
#define PMP_LIVE_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "framebuf.h"
#include "livecost.h"
#include "livesave.h"
#include "livestats.h"
#include "modmap.h"
#include "pc_cache.h"
#include "proc.h"
#include "procsql.h"
#include "profile.h"
#include "sample.h"
#include "sampler.h"
#include "symbolize.h"
#include "syscall_info.h"
#include "unwinder.h"

struct live {
	/* set by the caller before live_open() */
	pid_t pid;
	const struct unwinder *uw;
	/* borrowed, or NULL: the sink each thread's sample goes through
	 * into prof (pmp -p: the output options' filters, pmp/cmd/outopt.h);
	 * without it every thread goes into prof as it is */
	struct sink *sink;
	/* hooks for pmp top, dump and serve (NULL for pmp -p): each thread
	 * added to the profile with its stack id, and each pc looked up for
	 * it (r is borrowed until the next lookup) */
	void (*thread_added)(struct live *L, const struct thread_capture *t,
			     uint32_t stack);
	void (*pc_named)(struct live *L, const struct sym_result *r);
	void *hook_arg;		/* borrowed, for the hooks */

	/* the session */
	bool opened;		/* live_open() got past the /proc checks */
	char comm[64];
	struct stackset ss;
	struct profile prof;
	struct sampler sampler;
	struct snapshot snap;		/* the last one taken */
	struct syscall_info sci;	/* names the calls threads are in */
	double snap_time;	/* the snapshot being added: its time, for the
				 * samples (speedscope's timelines) */
	double fail_since;	/* CLOCK_MONOTONIC seconds of the first of the
				 * failures in a row (still_transient()) */
	/* warnings said once per run: the target stopped by job control,
	 * the last other tracer named */
	bool warned_stopped;
	pid_t warned_tracer;

	/* the parts */
	struct modmap mods;
	struct pc_cache pcs;
	struct livesave save;
	struct livestats stats;
	struct livecost cost;		/* --own-cost */
	struct procsql sql;
	struct framebuf buf;		/* scratch */
};

struct live_opts {
	unsigned long stack_bytes;	/* copied per thread */
	unsigned long max_pause;	/* ms */
	const struct symbolizer_opts *so;	/* borrowed for the call */
	const char *save;		/* raw capture path, or NULL */
	bool skip_idle;			/* do not stop threads idle since their
					 * last copy (sampler.h) */
	struct procsql_opts sql;	/* the statements (strings borrowed
					 * for the session) */
	bool own_cost;			/* count pmp's own cost (livecost.h) */
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

#endif
