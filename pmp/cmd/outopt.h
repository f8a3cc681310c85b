/* SPDX-License-Identifier: MIT */
/*
 * outopt.h - the output and sample-filter options every command that
 * prints a profile shares (`pmp aggregate`, `pmp -p`, `pmp --core`): -f,
 * -o, -t, -l,
 * --threads, --full-names, --thread-names, --tid, --min-share, --invert,
 * --annotate, --icicle; and the sink that applies the filters to each
 * sample on its way into the profile. Command code only: outopt_parse()
 * and outopt_start() die on a bad value.
 *
 * The sink (struct outopt's f.sink): --threads drops samples whose thread
 * name does not match, -l keeps the innermost frames, --thread-names,
 * --tid and --pid put a root frame "NAME", "NAME-PID/TID" or "NAME-PID"
 * above each stack (stackcollapse-perf.pl's spellings), --sql a frame of
 * the thread's statement (below that root), and for
 * speedscope every sample is kept in time order as well (a timeline).
 * Samples that carry futex waits (live sampling, raw captures) also go to
 * a lock graph (lib/lockgraph.h), whole and whether --threads keeps them
 * or not: a holder counts even where only its waiters are shown; and
 * those that carry statements to a sqlprof (lib/sqlprof.h).
 */
#ifndef PMP_OUTOPT_H
#define PMP_OUTOPT_H

#define PCRE2_CODE_UNIT_WIDTH 8
#include <getopt.h>
#include <pcre2.h>
#include <stdbool.h>
#include <stdio.h>

#include "input.h"
#include "lockgraph.h"
#include "output.h"
#include "ruleset.h"
#include "sqlprof.h"
#include "strbuf.h"

enum {
	OPT_OUT_THREADS = 920, OPT_OUT_FULL_NAMES, OPT_OUT_THREAD_NAMES,
	OPT_OUT_MIN_SHARE, OPT_OUT_INVERT, OPT_OUT_TID, OPT_OUT_ANNOTATE,
	OPT_OUT_ICICLE, OPT_OUT_SYSCALLS, OPT_OUT_IDLE, OPT_OUT_NO_IDLE,
	OPT_OUT_SQL,
};

#define OUTOPT_SHORT "f:o:t:l:"
#define OUTOPT_LONG_OPTIONS                                                    \
	{ "format", required_argument, NULL, 'f' },                           \
	{ "output", required_argument, NULL, 'o' },                           \
	{ "top", required_argument, NULL, 't' },                              \
	{ "depth", required_argument, NULL, 'l' },                            \
	{ "threads", required_argument, NULL, OPT_OUT_THREADS },              \
	{ "full-names", no_argument, NULL, OPT_OUT_FULL_NAMES },              \
	{ "thread-names", no_argument, NULL, OPT_OUT_THREAD_NAMES },          \
	{ "tid", no_argument, NULL, OPT_OUT_TID },                            \
	{ "min-share", required_argument, NULL, OPT_OUT_MIN_SHARE },          \
	{ "invert", no_argument, NULL, OPT_OUT_INVERT },                      \
	{ "annotate", no_argument, NULL, OPT_OUT_ANNOTATE },                  \
	{ "icicle", no_argument, NULL, OPT_OUT_ICICLE },                      \
	{ "syscalls", no_argument, NULL, OPT_OUT_SYSCALLS },                  \
	{ "idle", no_argument, NULL, OPT_OUT_IDLE },                          \
	{ "no-idle", no_argument, NULL, OPT_OUT_NO_IDLE },                    \
	{ "sql", no_argument, NULL, OPT_OUT_SQL }

#define OUTOPT_HELP                                                            \
	"  -f, --format FMT      " OUTPUT_FORMATS_HELP                          \
	"  -o, --output FILE     write to FILE instead of standard output; without\n" \
	"                        -f, a name ending .svg, .json, .speedscope.json,\n" \
	"                        .folded or .pb.gz picks the format (.raw: --save)\n" \
	"  -t, --top N           print the N largest stacks (report: 20) or rows\n" \
	"  -l, --depth N         keep the innermost N frames of each stack (pt-pmp -l)\n" \
	"      --threads REGEX   keep threads whose name matches (PCRE2; inputs with\n" \
	"                        thread names only)\n"                          \
	"      --full-names      keep template and argument lists in names\n"  \
	"      --thread-names    folded/tree/...: the thread name becomes the root frame\n" \
	"      --tid             ... as NAME-PID/TID (NAME-?/TID when the pid is unknown)\n" \
	"      --sql             each connection's statement digest ('[Sleep]': none)\n" \
	"                        as a frame above its stack (live and raw captures)\n" \
	"      --annotate        '_[i]' after inlined frames, '_[k]' after kernel frames\n" \
	"      --icicle          svg: root on top (the default puts it at the bottom)\n" \
	"      --syscalls        the system call a thread was in as its leaf frame,\n" \
	"                        '[fdatasync]' (live and raw captures; json always\n" \
	"                        records it)\n"                                  \
	"      --no-idle         leave out the threads the rules set aside as idle\n" \
	"                        (the default of svg and speedscope, which say so)\n" \
	"      --idle            keep them (the default of the other formats)\n" \
	"      --min-share P     tree: hide subtrees under P percent\n"        \
	"      --invert          tree: leaf first (who waits, then who called)\n"

enum outopt_root { ROOT_NONE, ROOT_NAME, ROOT_PID, ROOT_TID };
/* --idle, --no-idle, or the format's default (outopt_hides_idle) */
enum outopt_idle { IDLE_DEFAULT, IDLE_SHOW, IDLE_HIDE };

/* the filter sink's state, from outopt_start() to outopt_release() */
struct outopt_filter {
	struct sink sink;
	struct profile *prof;		/* borrowed */
	struct timeline tl;		/* speedscope: every sample, in order */
	size_t merge_at;		/* pprof: merge the timeline at this size */
	struct output_module *mods;	/* raw captures' modules (pprof), owned */
	size_t nmods, amods;
	struct lockgraph graph;		/* futex waits (live, raw captures):
					 * holders, chains, deadlocks */
	struct sqlprof sql;		/* statements (live, raw captures) */
	double fatal_wait;		/* the server's SQL_FATAL_WAIT_VAR, or 0 */
	bool started;
	uint32_t snapshots;		/* ended so far, for the timeline */
	unsigned long named;		/* samples with a thread name */
	unsigned long unnamed_dropped;	/* dropped by --threads: no name */
	pcre2_code *threads_re;		/* --threads, compiled */
	pcre2_match_data *md;
	struct strbuf rootname;
	uint32_t *buf;
	size_t abuf;
	uint32_t *pcbuf;		/* scratch: one sample's pcs */
	size_t apcbuf;
};

/* the options as parsed, and the filter they make */
struct outopt {
	struct output_opts oo;		/* what to print: -f, -t, --full-names, ... */
	const char *outpath;		/* -o, borrowed from argv; NULL: stdout */
	FILE *to;			/* set by a command that writes the
					 * output into a stream of its own (pmp
					 * serve's answers), borrowed; NULL:
					 * -o or stdout */
	bool fmt_given;			/* -f: -o's name does not pick one */
	const char *raw_path;		/* -o NAME.raw without -f, borrowed */
	const char *threads;		/* --threads REGEX, borrowed */
	unsigned long depth;		/* -l; 0 = every frame */
	enum outopt_root root;		/* --thread-names, --tid, --pid */
	bool sql_frame;			/* --sql */
	enum outopt_idle idle;
	struct outopt_filter f;		/* the sink the samples go through */
};

/* allocates nothing: a command may exit (--help, usage) without
 * outopt_release() until it called outopt_start() */
void outopt_init(struct outopt *o);
/* the value of a numeric option; exits with EXIT_USAGE if arg is not one */
unsigned long outopt_ulong(const char *opt, const char *arg);
/* before any work: -o FILE and --save FILE (save may be NULL) are files
 * pmp may replace (lib/outfile.h), and not the same file (the last
 * rename would win, silently); else exits with EXIT_USAGE */
void outopt_check_files(const struct outopt *o, const char *save);
/* 1 if opt was one of the options above (consumed), else 0 */
int outopt_parse(struct outopt *o, int opt, const char *arg);
/* idle threads are left out: --no-idle, or svg and speedscope by default */
bool outopt_hides_idle(const struct outopt *o);
/* the formats that show rule hotspots (report, json, svg colours), and
 * any format that leaves idle threads out (the rules say which) */
bool outopt_wants_rules(const struct outopt *o);
/* the raw capture to write: save (--save, borrowed, may be NULL), or -o
 * FILE.raw given without --format, which then sends the report to
 * standard output. Commands that write captures (pmp -p, pmp --core)
 * call it before outopt_start(), which refuses a .raw -o left over. */
const char *outopt_save(struct outopt *o, const char *save);
/* after the options: compile --threads, refuse pprof to a terminal, make
 * the sink feed prof (borrowed; it must outlive the outopt) */
void outopt_start(struct outopt *o, struct profile *prof);
/* after outopt_start(): the sink the samples go into (o's, borrowed) */
struct sink *outopt_sink(struct outopt *o);
/* --threads was given: a sample may be dropped for its thread's name */
bool outopt_filters_threads(const struct outopt *o);
/* after one input (pmp aggregate's files) of the given format: warns
 * when --threads dropped all of it because it has no thread names
 * (name: what to call the input), and stops the timeline's claim of
 * time order for formats that are already aggregated */
void outopt_input_done(struct outopt *o, const char *name, enum input_format fmt);
/* the rule verdicts when rs (borrowed, may be NULL) holds rules, the lock
 * graph (deadlocks are warned about on stderr, whatever the format), then
 * the profile as asked (-f, -o), with what the command gives besides it
 * (given: the inputs, their format, pmp -p's figures; borrowed) and what
 * the sink gathered (lock graph, timeline, modules); 0, or -1 after
 * saying why */
int outopt_write(struct outopt *o, struct profile *prof, struct ruleset *rs,
		 const struct output_data *given);
void outopt_release(struct outopt *o);

#endif
