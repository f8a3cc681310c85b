/* SPDX-License-Identifier: MIT */
/*
 * livesave.h - the raw capture of a live session (live.h), pmp -p
 * --save FILE: the lines written through raw_save.h as the session
 * samples, and what they need between snapshots (which report of the
 * modules the "# module" lines last described). Every function but
 * livesave_open() does nothing when the session does not save.
 *
 * A struct livesave owns its raw_save (its temporary file until
 * livesave_close() renames it into place) and its scratch buffers;
 * livesave_release() frees them (and removes a temporary left behind).
 * livesave_init() before anything else, so that release is always safe.
 */
#ifndef PMP_LIVESAVE_H
#define PMP_LIVESAVE_H

#include <stdbool.h>
#include <stdint.h>

#include "modmap.h"
#include "output_data.h"
#include "raw_save.h"
#include "strbuf.h"

struct livesave {
	struct raw_save rsave;		/* rsave.f: NULL when not saving */
	unsigned long modules_gen;	/* the modules' report (sym_gen) the
					 * last "# module" lines describe */
	struct strbuf line;		/* scratch: the snapshot line's reasons */
	struct strbuf text;		/* scratch: one thread's frame lines */
};

void livesave_init(struct livesave *S);
/* start the capture at path: the header lines of process pid (comm),
 * sampled with the unwinder named so; -1 (reported) or 0 */
int livesave_open(struct livesave *S, const char *path, pid_t pid, const char *comm,
		  const char *unwinder);
/*
 * Snapshot rs (its figures set; partial and skipped are filled from
 * why's FAULT_* bits and faults' reasons), after the "# module" lines of
 * M's modules when they were reported since the last ones
 */
void livesave_snapshot(struct livesave *S, const struct modmap *M,
		       struct raw_snapshot *rs, unsigned why,
		       const struct snapshot_fault *faults);
/* a variable of the target server ("# server NAME VALUE") */
void livesave_server(struct livesave *S, const char *name, double value);
/* thread t's line, with its call (NULL: in none), futex and statement
 * (NULL: none); then its frame lines are gathered anew */
void livesave_thread(struct livesave *S, const struct thread_capture *t,
		     const struct syscall_rec *sc, const struct sql_thread *sql);
/* the frame lines of r (one pc) gathered, in ss's names */
void livesave_frames_add(struct livesave *S, const struct stackset *ss,
			 const struct sym_result *r);
/* write frame lines (len bytes): those gathered, or kept from before */
void livesave_frames_write(struct livesave *S, const char *text, size_t len);
/*
 * Write the "end" line (snapshots taken; sum: the partial and skipped
 * ones; sig: the signal that stopped sampling, or 0) and rename the
 * capture into place; 0 or -1 (reported). With no snapshot, the capture
 * is dropped and FILE not touched (a warning).
 */
int livesave_close(struct livesave *S, unsigned long snapshots,
		   const struct snapshot_faults *sum, int sig);
void livesave_release(struct livesave *S);

#endif
