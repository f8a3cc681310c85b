/* SPDX-License-Identifier: MIT */
/*
 * modmap.h - the module map of a live target and what names addresses in
 * it: /proc/PID/maps and when to read it again, the modules reported to
 * the symbolizer (each report is a generation, sym_gen, that names
 * follow), the unwinder, the target's memory as the unwinder reads it,
 * and the namer of futex addresses (lockobj.h). Part of a live session
 * (live.h), which calls it before each stop (modmap_check()), after it
 * (modmap_stopped(), modmap_lock_objects()) and per thread.
 *
 * A struct modmap owns everything in it but uw, a static vtable;
 * modmap_release() frees it, once modmap_open() was called (whether it
 * succeeded or not).
 */
#ifndef PMP_MODMAP_H
#define PMP_MODMAP_H

#include <stdbool.h>
#include <stdint.h>

#include "lockobj.h"
#include "proc.h"
#include "sampler.h"
#include "target_mem.h"
#include "stackset.h"
#include "symbolize.h"
#include "unwinder.h"

struct modmap {
	pid_t pid;
	const struct unwinder *uw;	/* borrowed */
	struct unwind_ctx *uwc;
	struct proc_maps maps;
	/*
	 * When the maps are read again (modmap.c, modmap_check()): before a
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
	uint64_t modules_hash;		/* of the modules last reported */
	bool report_failed;		/* the last symbolizer_report() failed */
	unsigned long sym_gen;		/* symbolizer_report() calls */
	struct symbolizer *sym;
	struct target_mem mem;
	struct lockobj lobj;		/* names the futex addresses */
};

/*
 * Load the modules of process pid into a symbolizer over ss (borrowed
 * for M's life; so for the call), and open the unwinder uw over them,
 * before anything stops the process. 0, or -1 (reported; a refusal is
 * explained).
 */
int modmap_open(struct modmap *M, pid_t pid, struct stackset *ss,
		const struct symbolizer_opts *so, const struct unwinder *uw);
void modmap_release(struct modmap *M);

/* before a stop: read the maps again if they may have changed, and
 * report the modules again if those changed; 0 or -errno */
int modmap_check(struct modmap *M);
/* after the stop that copied s: a fresh copy whose stack is in no known
 * mapping makes the maps stale (a new thread's stack) */
void modmap_stopped(struct modmap *M, const struct snapshot *s);
/* after the stop: the object of each futex address of snapshot no, s */
void modmap_lock_objects(struct modmap *M, unsigned long no, struct snapshot *s);

/* t's copy unwound into fr (max frames, innermost first); a thread with
 * not even one frame keeps its stopped pc, so that it still counts
 * (*failed). Returns how many */
int modmap_walk(struct modmap *M, const struct thread_capture *t,
		struct unwind_frame *fr, int max, bool *failed);
/*
 * After the stop: fr's n pcs, unwound from thread tid's fresh copy, are
 * in code the maps read last know; if not (a module mapped since the
 * read: dlopen), read them again, at most once per snapshot. True when
 * that reported the modules again: the copy is to be unwound again.
 */
bool modmap_reload_for(struct modmap *M, pid_t tid, const struct unwind_frame *fr,
		       int n);

#endif
