/* SPDX-License-Identifier: MIT */
/*
 * agg_sink.h - what `pmp aggregate` and `pmp --core` share between the
 * samples they read and the output they write: the sink that applies
 * --threads, -l and --thread-names/--tid/--pid before profile_add(), the
 * output options (-f, -o, -t, --full-names, ...), and the final step
 * (rule verdicts, then one output format to a file or stdout).
 *
 * Command code only: agg_opt_parse() and agg_sink_threads() die with
 * EXIT_USAGE on a bad option value.
 */
#ifndef PMP_AGG_SINK_H
#define PMP_AGG_SINK_H

#define PCRE2_CODE_UNIT_WIDTH 8
#include <getopt.h>
#include <pcre2.h>
#include <stdbool.h>

#include "input.h"
#include "output.h"
#include "profile.h"
#include "rules_opt.h"
#include "strbuf.h"

enum {
	OPT_AGG_THREADS = 800, OPT_AGG_FULL_NAMES, OPT_AGG_THREAD_NAMES,
	OPT_AGG_MIN_SHARE, OPT_AGG_INVERT, OPT_AGG_TID, OPT_AGG_PID,
	OPT_AGG_ANNOTATE, OPT_AGG_ICICLE,
};

/* the short options agg_opt_parse() takes */
#define AGG_SHORT_OPTIONS "f:o:t:l:"

#define AGG_LONG_OPTIONS                                                       \
	{ "format", required_argument, NULL, 'f' },                            \
	{ "output", required_argument, NULL, 'o' },                            \
	{ "top", required_argument, NULL, 't' },                               \
	{ "depth", required_argument, NULL, 'l' },                             \
	{ "threads", required_argument, NULL, OPT_AGG_THREADS },               \
	{ "full-names", no_argument, NULL, OPT_AGG_FULL_NAMES },               \
	{ "thread-names", no_argument, NULL, OPT_AGG_THREAD_NAMES },           \
	{ "min-share", required_argument, NULL, OPT_AGG_MIN_SHARE },           \
	{ "invert", no_argument, NULL, OPT_AGG_INVERT },                       \
	{ "tid", no_argument, NULL, OPT_AGG_TID },                             \
	{ "pid", no_argument, NULL, OPT_AGG_PID },                             \
	{ "annotate", no_argument, NULL, OPT_AGG_ANNOTATE },                   \
	{ "icicle", no_argument, NULL, OPT_AGG_ICICLE }

/* the sink every input feeds: filters, truncation, then the profile */
struct agg_sink {
	struct sink sink;
	struct profile *prof;		/* borrowed */
	pcre2_code *threads_re;
	pcre2_match_data *md;
	unsigned long depth;		/* 0 = all frames */
	bool thread_names;
	enum { ROOT_NAME, ROOT_PID, ROOT_TID } root;	/* with thread_names */
	struct timeline *timeline;	/* speedscope: record, else NULL */
	uint32_t snapshots;		/* ended so far, for the timeline */
	struct strbuf rootname;
	unsigned long named;		/* samples with a thread name, this input */
	unsigned long unnamed_dropped;	/* dropped by --threads: no name */
	const char *path;
	uint32_t *buf;
	size_t abuf;
};

/* the options of both commands, parsed by agg_opt_parse() */
struct agg_opts {
	struct output_opts oo;
	const char *outpath;		/* -o, borrowed from argv; NULL: stdout */
	const char *threads;		/* --threads REGEX, borrowed */
	struct timeline tl;		/* speedscope's, owned (agg_sink_release) */
};

void agg_sink_init(struct agg_sink *a, struct agg_opts *ao);
/* 1 if c was one of AGG_*_OPTIONS (consumed), else 0 */
int agg_opt_parse(struct agg_opts *ao, struct agg_sink *a, int c, const char *arg);
/* after the options: --threads compiled, the speedscope timeline set
 * up, samples go to prof (borrowed) */
void agg_sink_setup(struct agg_sink *a, struct agg_opts *ao, struct profile *prof);
void agg_sink_release(struct agg_sink *a, struct agg_opts *ao);

/*
 * Rule verdicts (when rs holds rules) and the output, to ao->outpath or
 * stdout. Returns 0, or -1 after reporting a write error.
 */
int agg_write(struct profile *prof, struct agg_opts *ao, struct ruleset *rs);

/* the rule packs are loaded only for formats that show verdicts */
static inline bool
agg_wants_rules(const struct agg_opts *ao)
{
	return ao->oo.fmt == OUT_REPORT || ao->oo.fmt == OUT_JSON ||
	       ao->oo.fmt == OUT_SVG;
}

#endif
