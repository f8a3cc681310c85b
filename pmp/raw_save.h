/* SPDX-License-Identifier: MIT */
/*
 * raw_save.h - the writer of raw captures (the format is described in
 * cmd_live.c and docs/formats.md), shared by `pmp -p --save` and
 * `pmp --core --save` (and `pmp top`'s window writer).
 *
 * The capture is written to a temporary in FILE's directory and renamed
 * to FILE by raw_save_close(), after the caller wrote the "end" line, so
 * that FILE is always complete (lib/outfile.h: the destination must be a
 * regular file or absent, no symlink is followed).
 */
#ifndef PMP_RAW_SAVE_H
#define PMP_RAW_SAVE_H

#include <stdio.h>
#include <sys/types.h>

#include "outfile.h"
#include "stackset.h"
#include "strbuf.h"
#include "symbolize.h"

/* the first line of a capture (aggregate/input.c detects it) */
#define RAW_SAVE_MAGIC "# pmp raw capture v2"

struct raw_save {
	FILE *f;		/* out.f while saving, else NULL */
	struct outfile out;	/* owned; with a stdio buffer of RAW_SAVE_BUF
				 * bytes */
};

/*
 * A live capture writes every thread's frames in every snapshot (about
 * 400 KiB per snapshot of mariadbd with 350 threads): stdio's default
 * buffer (the block size, 4 KiB) would make that 100 write() calls.
 */
#define RAW_SAVE_BUF (1u << 20)

/* open path's temporary (outfile_open) and write the RAW_SAVE_MAGIC line;
 * -1 after reporting why */
int raw_save_open(struct raw_save *w, const char *path);
/* the live header line, after the one raw_save_open() wrote:
 * "# pid PID comm NAME unwinder NAME" */
void raw_save_pid_line(FILE *f, pid_t pid, const char *comm, const char *unwinder);
/* "thread TID STATE NAME", NAME escaped (lib/escape.h) */
void raw_save_thread_line(FILE *f, pid_t tid, const char *state, const char *name);
/* "# lockobj KIND NAME", NAME escaped */
void raw_save_lockobj_line(FILE *f, const char *kind, const char *name);
/*
 * The "# module START END BUILDID PATH" lines of every module of dwfl
 * (borrowed), by address: START and END are dwfl_module_info()'s low and
 * high address (the mapped range), which is where an offline reader
 * reports the module again, so that libdwfl computes the same load bias
 * and a frame's module+0xOFF names the same address (docs/formats.md).
 * Opens each module's ELF (for its build-id), not its DWARF.
 */
void raw_save_modules(FILE *f, struct Dwfl *dwfl);
/* the same modules, given to sk->module() (if the sink has one) as the
 * raw reader gives a capture's: pprof's mappings of pmp -p and --core */
struct sink;
void raw_save_modules_sink(struct sink *sk, struct Dwfl *dwfl);
/* one "frame" line: where ("module+0xOFF") and buildid are string ids of
 * ss, 0 for "-" */
void raw_save_frame(FILE *f, const struct stackset *ss, uint32_t where, uint32_t buildid,
		    uint32_t frame);
/* the "frame" lines of one looked-up pc, innermost first */
void raw_save_frames(FILE *f, const struct stackset *ss, const struct sym_result *r);
/* the same two, appended to sb (a live thread's lines are kept, to be
 * written again while it stays idle: live.c) */
void raw_save_frame_add(struct strbuf *sb, const struct stackset *ss, uint32_t where,
			uint32_t buildid, uint32_t frame);
void raw_save_frames_add(struct strbuf *sb, const struct stackset *ss,
			 const struct sym_result *r);
/* "# syscall" of the FRAME_SYSCALL frame f, for a writer that kept only
 * the frame (pmp top's ring): the number looked up by name, args 0 */
void raw_save_syscall(FILE *fp, const struct stackset *ss, const struct frame *f);
/* close and rename into place (0), or -1 after reporting why */
int raw_save_close(struct raw_save *w);
/* after a failure, or when nothing was captured: close and remove the
 * temporary (an existing FILE is left as it was); frees what w owns */
void raw_save_release(struct raw_save *w);

#endif
