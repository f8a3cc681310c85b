/* SPDX-License-Identifier: MIT */
/*
 * input.h - readers of saved stacks. Each reader turns one input file into
 * thread-samples delivered to a sink; none of them aggregates by itself.
 *
 * Formats (docs/formats.md):
 *   gdb       "thread apply all bt" output, one or more snapshots
 *   eu-stack  eu-stack -p PID output (optionally -i -m -s), one or more
 *   ptpmp     pt-pmp / classic PMP aggregated lines "  COUNT f1,f2,..."
 *   folded    FlameGraph folded stacks "root;...;leaf COUNT"
 *   raw       pmp -p --save capture ("# pmp raw capture v1")
 *   perf      `perf script` output (what FlameGraph's stackcollapse-perf.pl
 *             reads): per sample a header line, then its frames
 *   perf-report  `perf report --stdio` text: functions with their self
 *             (and total) shares, and the call graph where printed
 *   coredump  systemd-coredump's "Stack trace of thread N:" blocks, as
 *             the journal and `coredumpctl info` print them
 *   mariadb-log  a MariaDB (or MySQL) error log: the backtrace the server
 *             prints when it crashes ("stack_bottom = ...", then frames)
 */
#ifndef PMP_INPUT_H
#define PMP_INPUT_H

#include <stdbool.h>
#include <stdint.h>

#include "linereader.h"
#include "lockgraph.h"
#include "sample.h"
#include "stackset.h"
#include "strbuf.h"

struct raw_namer_opts;

enum input_format {
	IN_AUTO, IN_GDB, IN_EUSTACK, IN_PTPMP, IN_FOLDED, IN_RAW, IN_PERF, IN_PERF_REPORT,
	IN_COREDUMP, IN_MARIADB_LOG, IN_NFORMATS
};

/*
 * The most frames of one stack that are kept: a deeper one keeps its
 * innermost INPUT_MAX_FRAMES - 1 under a root frame "[truncated]", with
 * a warning. Dumps of a runaway recursion have no other bound, and every
 * writer must stay fast and shallow (the tree writer recurses per frame).
 */
#define INPUT_MAX_FRAMES 4096
#define INPUT_TRUNCATED_FRAME "[truncated]"

const char *input_format_name(enum input_format f);
/* 0 and *out set, or -1 for an unknown name */
int input_format_parse(const char *name, enum input_format *out);

struct input {
	const char *path;		/* as named in messages */
	struct linereader lr;
	struct stackset *ss;		/* borrowed */
	struct sink *sink;		/* borrowed */
	enum input_format fmt;		/* detected or given */
	bool has_snapshots;		/* the format keeps snapshot boundaries */
	unsigned long samples;		/* thread-samples delivered */
	unsigned long stacks;		/* sample records delivered */
	unsigned long skipped;		/* lines that fit no rule of the format */
	unsigned long first_skipped;	/* line number of the first of them */
	unsigned long cut;		/* stacks cut to INPUT_MAX_FRAMES */
	bool bad;			/* a fatal problem was reported */
	bool untrusted;			/* corrupt compressed data after some
					 * stacks were delivered: they may be
					 * wrong, nothing may be reported */
	long pid;			/* process id of the samples a reader emits
					 * next, 0 unknown (perf sets it) */
	double time;			/* their time (struct sample), 0 unknown */
	const struct futex_wait *futex;	/* the futex wait of the sample a
					 * reader emits next, or NULL (raw);
					 * borrowed */
	uint64_t tcb;			/* its thread's TCB (raw), 0 unknown */
	const struct sql_thread *sql;	/* its statement (raw), or NULL;
					 * borrowed */
	struct raw_namer_opts *namer;	/* raw captures: naming them again
					 * (raw_namer.h), or NULL: none of
					 * its options; borrowed */
	uint32_t *wheres;		/* its frames' pcs (struct sample),
					 * INNERMOST FIRST like the frames
					 * given to input_emit(), which
					 * reverses both; or NULL. Borrowed */
};

/*
 * Read all of fd (borrowed) as format fmt (IN_AUTO: detect from content).
 * Problems are reported on stderr with path and line. Returns 0 when the
 * input was read whole, -1 when it was bad (binary, truncated, empty, no
 * stacks, unreadable): what was read before the problem was delivered;
 * in->untrusted when that came from corrupt compressed data, which may
 * have decoded to wrong text before the decoder saw it: the commands
 * report nothing then (docs/formats.md). namer: raw captures' naming
 * options (raw_namer.h; borrowed, its refused count grows), or NULL.
 */
int input_read(struct input *in, int fd, const char *path, enum input_format fmt,
	       struct stackset *ss, struct sink *sink, struct raw_namer_opts *namer);
/* detect a format from the first bytes of an input; IN_AUTO if none fits */
enum input_format input_detect(const char *data, size_t len);

/* used by the readers (input_*.c) */
/* next complete line; 0 at end of input, or at a truncated last line or
 * binary data (input_read reports those) */
int input_line(struct input *in, char **line, size_t *len);
void input_skip(struct input *in, const char *why);
/*
 * The length of what a paste put before a line of a dump: indentation
 * (blanks, tabs) and e-mail or markdown quote marks ('>'), in any mix.
 * gdb, eu-stack and pt-pmp lines never start with those, so their
 * readers look at line + input_paste_prefix(line).
 */
size_t input_paste_prefix(const char *line);
/* the basename of the module path[0..n), interned in in->ss */
uint32_t input_module(struct input *in, const char *path, size_t n);
/*
 * The decimal count at s (strtoull: *end after it). A count over 2^64-1,
 * or one that would take the input's total over it, is an error with
 * FILE:LINE and a skipped line (-1): counts never wrap.
 */
int input_count(struct input *in, const char *s, char **end, uint64_t *count);
void input_emit(struct input *in, const char *thread, long tid,
		uint32_t *frames_innermost_first, uint32_t n, uint64_t count);
int input_gdb(struct input *in);
int input_eustack(struct input *in);
int input_ptpmp(struct input *in);
int input_folded(struct input *in);
int input_raw(struct input *in);
int input_perf(struct input *in);
int input_perf_report(struct input *in);
int input_coredump(struct input *in);
int input_mariadb_log(struct input *in);
/* the column header of `perf report --stdio` ("# Overhead ... Symbol")?
 * for input_detect() */
bool input_perf_report_header(const char *line);
/* a `perf script` sample header ("COMM [PID/]TID [CPU] SECS.USECS: ...",
 * each field but TID optional)? *timed says whether it has the time; for
 * input_detect() */
bool input_perf_header(const char *line, bool *timed);
/* a `perf script` frame line ("\t    ADDR ...")? for input_detect() */
bool input_perf_frame_line(const char *line);

/*
 * perf: the event to read ("cpu-clock", "sched:sched_switch"), as
 * stackcollapse-perf.pl's --event-filter. NULL (the default) reads the
 * first event of each input and skips the others, with a warning. Set by
 * the commands (--event) before reading.
 */
extern const char *input_perf_event;

/* the frame string pt-pmp's awk makes of one gdb line (exposed for tests);
 * state carries pt-pmp's "tfile" from line to line, as its awk does */
struct ptpmp_state {
	char *tfile;		/* NULL until a frame line with an address */
	size_t cap;
};
/* set the carried field (cache hits restore it this way) */
void ptpmp_state_set(struct ptpmp_state *st, const char *tfile, size_t n);
void ptpmp_frame(struct ptpmp_state *st, const char *line, struct strbuf *out);
void ptpmp_state_release(struct ptpmp_state *st);

#endif
