/* SPDX-License-Identifier: MIT */
/*
 * raw_save.h - the writer of raw captures, shared by `pmp -p --save`,
 * `pmp --core --save`, `pmp top`'s window writer and `pmp serve`'s
 * /debug/pmp/capture: every line of a capture is written here. `pmp
 * aggregate` reads it back (aggregate/input_raw.c; docs/formats.md is
 * the user's description). The format:
 *
 *   # pmp raw capture v2
 *   # pid 1234 comm mariadbd unwinder libdw
 *   # syscalls recorded
 *   # module 0x55d0c1000000 0x55d0c2a00000 2b3c... /usr/sbin/mariadbd
 *   snapshot 1 time=1712345678.123456 pause_us=850 threads=12 window_us=990
 *   thread 1235 S mariadbd
 *   # syscall 202 futex 0x55d0c1a2b3c0 0x80 0x2 -
 *   # futex 0x55d0c1a2b3c0 0x80 02000000...
 *   # lockobj dwarf mysql_bin_log.LOCK_log
 *   frame libc.so.6+0x8a3ef 4f7b0c5e... - futex-internal.c:57 __futex_abstimed_wait_common
 *   frame mariadbd+0x6a1b2c 2b3c... fde=0x6a1a80 - ??
 *   ...
 *   snapshot 7 time=... pause_us=... threads=11 window_us=100120 partial=max_pause
 *   ...
 *   end snapshots=10 partial=1 skipped=0 stopped-by=INT
 *
 * Header lines: "# pid PID comm NAME unwinder NAME" (live) or "# core
 * PATH pid PID comm NAME signal SIG unwinder libdw-core" (cmd_core.c);
 * "# syscalls recorded" (SYSCALL_HEADER, lib/syscall_rec.h) when a thread
 * without a "# syscall" line ran in user space; "# module START END
 * BUILDID PATH" lines (raw_save_modules()), before the first snapshot
 * line and again before one when the modules changed.
 *
 * "snapshot N time=T [pause_us=P] threads=K [window_us=W] [reused=R
 * woke=W] [partial=REASON,...|skipped=REASON,...]" (raw_save_snapshot()):
 * a snapshot that missed threads says why with partial= (docs/safety.md);
 * one that got none (skipped=) has no thread line, and readers do not
 * count it; reused= and woke= count the idle threads not stopped.
 *
 * "thread TID STATE NAME" (raw_save_thread()): STATE is the scheduler
 * state letter before the stop ("-" for a core), followed by ",reused"
 * when the thread had not run since an earlier snapshot and was not
 * stopped (its frames are those of that copy, written again); NAME is
 * the rest of the line. After it: "# syscall NR NAME ARG0 ARG1 ARG2
 * FILE" when the thread was stopped inside a system call (lib/syscall_rec.h),
 * "# futex ADDR OP HEX" when that call was futex(2) (the lock words,
 * lib/lockgraph.h) and "# lockobj KIND NAME" for the object at ADDR.
 *
 * "frame ADDR BUILDID FLAGS FILE SYMBOL" (raw_save_frame()), innermost
 * first: ADDR is module+0xOFF, OFF the address looked up (a return
 * address minus one) relative to the module's load bias, or 0xADDR
 * outside any module; BUILDID hex or "-"; FLAGS "-", "i" (an inlined
 * call, at the same address as the frame after it) or, for a function
 * no symbol names, "fde=0xSTART": the link-time start of the .eh_frame
 * FDE that covers the pc (FRAME_UNNAMED, lib/stackset.h: the frame is
 * "module+0xSTART"); FILE "file:line" or "-"; SYMBOL the rest of the
 * line, "??" when unknown (with or without fde=, so that a pmp that
 * knows no fde= reads "??" as before).
 *
 * "end snapshots=N partial=N skipped=N [stopped-by=SIG]" (raw_save_end()):
 * the snapshots with threads, the partial and the skipped ones, and the
 * signal that ended sampling early, if one did. A reader that meets no
 * "end" line reports a truncated capture.
 *
 * Every string is escaped as lib/escape.h says (v2): a thread name
 * holding a newline stays on its line and reads back exactly.
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

#include "lockgraph.h"
#include "outfile.h"
#include "sqlinfo.h"
#include "stackset.h"
#include "strbuf.h"
#include "symbolize.h"
#include "syscall_rec.h"

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

/* what a "snapshot" line says */
struct raw_snapshot {
	unsigned long no;	/* 1, 2, ... */
	double time;		/* CLOCK_REALTIME (a core: its file's mtime) */
	bool live;		/* pause_us= and window_us= (not a core) */
	uint64_t pause_ns, window_ns;
	unsigned long threads;	/* the thread lines that follow */
	bool idle;		/* idle skipping was on: reused= and woke= */
	unsigned reused, woke;
	const char *partial;	/* "max_pause,churn": why threads are missing,
				 * or NULL */
	const char *skipped;	/* why it has no thread at all, or NULL */
};
void raw_save_snapshot(FILE *f, const struct raw_snapshot *s);
/*
 * "thread TID STATE NAME" (NAME escaped), then "# tcb 0xADDR" when tcb
 * (the thread's TCB) is not 0, "# syscall" when call is not NULL, then
 * "# futex" when fw is not NULL and fw->addr is not 0, and "# lockobj
 * KIND NAME" when fw->obj_kind is not OBJ_NONE (NAME is fw->obj,
 * escaped; none for NULL or "")
 */
void raw_save_thread(FILE *f, pid_t tid, const char *state, const char *name,
		     uint64_t tcb, const struct syscall_rec *call,
		     const struct futex_wait *fw);
/* "# server NAME VALUE": a variable of the target server */
void raw_save_server(FILE *f, const char *name, double value);
/* the thread's "# sql" lines (lib/sqlinfo.h), after raw_save_thread()'s */
void raw_save_sql(FILE *f, const struct sql_thread *st);
/* the "end" line; sig: the signal that stopped sampling, or 0 */
void raw_save_end(FILE *f, unsigned long snapshots, unsigned long partial,
		  unsigned long skipped, int sig);
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
/* the call of the FRAME_SYSCALL frame f, for a writer that kept only
 * the frame (the rings of pmp top and pmp serve): the number looked up by
 * name, the arguments 0 */
void raw_save_frame_call(const struct stackset *ss, const struct frame *f,
			 struct syscall_rec *out);
/* close and rename into place (0), or -1 after reporting why */
int raw_save_close(struct raw_save *w);
/* after a failure, or when nothing was captured: close and remove the
 * temporary (an existing FILE is left as it was); frees what w owns */
void raw_save_release(struct raw_save *w);

#endif
