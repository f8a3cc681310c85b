/* SPDX-License-Identifier: MIT */
/*
 * cmd_aggregate.c - `pmp aggregate [options] FILE...`: read saved stacks,
 * aggregate them, write one output format. Offline: no ptrace here.
 */
#define PCRE2_CODE_UNIT_WIDTH 8
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <pcre2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd.h"
#include "hotspots.h"
#include "rules_opt.h"
#include "input.h"
#include "lockgraph.h"
#include "output.h"
#include "profile.h"
#include "strbuf.h"
#include "util.h"

static const char usage_text[] =
"usage: pmp aggregate [options] FILE...     (FILE '-' is standard input)\n"
"\n"
"Aggregate saved stacks: gdb 'thread apply all bt' dumps, eu-stack output,\n"
"pt-pmp or classic PMP files, folded stacks, perf script output.\n"
"\n"
"Input:\n"
"  -F, --from FMT        auto (default: detect by content), gdb, eu-stack,\n"
"                        ptpmp, folded, perf (perf script), raw (pmp -p --save)\n"
"      --event EVENT     perf: read this event (default: the first one seen)\n"
"      --threads REGEX   keep threads whose name matches (PCRE2; inputs with\n"
"                        thread names only, e.g. gdb)\n"
"  -l, --depth N         keep the innermost N frames of each stack (pt-pmp -l)\n"
"Output:\n"
"  -f, --format FMT      report (default), ptpmp, folded, tree, flat, json,\n"
"                        svg (flame graph), speedscope, pprof (gzipped proto)\n"
"  -o, --output FILE     write to FILE instead of standard output\n"
"  -t, --top N           print the N largest stacks (report: 20) or rows\n"
"      --full-names      keep template and argument lists in names\n"
"      --thread-names    folded/tree/...: the thread name becomes the root frame\n"
"      --tid             ... as NAME-PID/TID (NAME-?/TID when the pid is unknown)\n"
"      --pid             ... as NAME-PID (NAME-? when it is unknown)\n"
"      --annotate        '_[i]' after inlined frames, '_[k]' after kernel frames\n"
"      --icicle          svg: root on top (the default puts it at the bottom)\n"
"      --min-share P     tree: hide subtrees under P percent\n"
"      --invert          tree: leaf first (who waits, then who called)\n"
RULES_HELP
"  -v, --verbose         say which format was detected, lines and samples read\n"
"  -h, --help            this text\n"
"\n"
"A raw capture (pmp -p --save) also gives lock holders, wait chains and\n"
"deadlocks; a deadlock is reported on stderr as 'pmp: warning: deadlock:\n"
"...' and does not change the exit status (docs/locks.md).\n"
"\n"
"Exit status: 0 all input read; 2 bad input (empty, binary, truncated,\n"
"unrecognised lines; what could be read is still aggregated); 64 usage error.\n"
"\n"
"Examples:\n"
"  pmp aggregate gdb-dump.txt\n"
"  pmp aggregate --format ptpmp -l 10 dump.txt\n"
"  pmp aggregate --format folded dump.txt | flamegraph.pl > fg.svg\n";

enum {
	OPT_THREADS = 256, OPT_FULL_NAMES, OPT_THREAD_NAMES, OPT_MIN_SHARE,
	OPT_INVERT, OPT_HELP, OPT_TID, OPT_PID, OPT_ANNOTATE, OPT_ICICLE, OPT_EVENT,
};

static const struct option long_opts[] = {
	{ "from", required_argument, NULL, 'F' },
	{ "format", required_argument, NULL, 'f' },
	{ "output", required_argument, NULL, 'o' },
	{ "top", required_argument, NULL, 't' },
	{ "depth", required_argument, NULL, 'l' },
	{ "threads", required_argument, NULL, OPT_THREADS },
	{ "full-names", no_argument, NULL, OPT_FULL_NAMES },
	{ "thread-names", no_argument, NULL, OPT_THREAD_NAMES },
	{ "min-share", required_argument, NULL, OPT_MIN_SHARE },
	{ "invert", no_argument, NULL, OPT_INVERT },
	{ "tid", no_argument, NULL, OPT_TID },
	{ "pid", no_argument, NULL, OPT_PID },
	{ "annotate", no_argument, NULL, OPT_ANNOTATE },
	{ "icicle", no_argument, NULL, OPT_ICICLE },
	{ "event", required_argument, NULL, OPT_EVENT },
	RULES_LONG_OPTIONS,
	{ "verbose", no_argument, NULL, 'v' },
	{ "help", no_argument, NULL, 'h' },
	{ NULL, 0, NULL, 0 },
};

/* the sink every input feeds: filters, truncation, then the profile */
struct agg_sink {
	struct sink sink;
	struct profile *prof;
	pcre2_code *threads_re;
	pcre2_match_data *md;
	unsigned long depth;		/* 0 = all frames */
	bool thread_names;
	enum { ROOT_NAME, ROOT_PID, ROOT_TID } root;	/* with thread_names */
	struct timeline *timeline;	/* speedscope: record, else NULL */
	struct lockgraph *graph;	/* raw captures' futex waits */
	uint32_t snapshots;		/* ended so far, for the timeline */
	struct strbuf rootname;
	unsigned long named;		/* samples with a thread name, this input */
	unsigned long unnamed_dropped;	/* dropped by --threads: no name */
	const char *path;
	uint32_t *buf;
	size_t abuf;
};

static void
agg_sample(struct sink *sk, const struct sample *s)
{
	struct agg_sink *a = (struct agg_sink *)sk;
	struct stackset *ss = a->prof->ss;
	const uint32_t *fr = s->frames;
	uint32_t n = s->n, st;

	/* the whole stack of every thread, dropped by --threads or not: a
	 * holder counts even where its waiters are all that is shown */
	uint32_t full = s->lock_words ? stackset_stack(ss, s->frames, s->n) : LG_NO_STACK;

	if (a->threads_re) {
		int r;

		if (!s->thread) {
			a->unnamed_dropped++;
			return;
		}
		a->named++;
		r = pcre2_match(a->threads_re, (PCRE2_SPTR)s->thread,
				PCRE2_ZERO_TERMINATED, 0, 0, a->md, NULL);
		if (r < 0) {
			if (s->lock_words)
				lockgraph_thread(a->graph, s->tid, full, LG_NO_STACK,
						 s->futex);
			return;
		}
	}
	if (a->depth && n > a->depth) {	/* keep the innermost frames */
		fr += n - a->depth;
		n = a->depth;
	}
	if (a->thread_names && (s->thread || a->root != ROOT_NAME)) {
		struct frame f = { 0 };
		struct strbuf *sb = &a->rootname;

		/* stackcollapse-perf.pl's process name, "-PID", "-PID/TID" */
		strbuf_reset(sb);
		strbuf_adds(sb, s->thread ? s->thread : "??");
		if (a->root != ROOT_NAME) {
			if (s->pid)
				strbuf_addf(sb, "-%ld", s->pid);
			else
				strbuf_adds(sb, "-?");
		}
		if (a->root == ROOT_TID)
			strbuf_addf(sb, "/%ld", s->tid);
		ALLOC_GROW(a->buf, n + 1, a->abuf);
		f.name = f.ptpmp = stackset_str(ss, sb->buf, sb->len);
		a->buf[0] = stackset_frame(ss, &f);
		memcpy(a->buf + 1, fr, n * sizeof(*fr));
		fr = a->buf;
		n++;
	}
	st = stackset_stack(ss, fr, n);
	profile_add(a->prof, st, s->count);
	if (s->lock_words)
		lockgraph_thread(a->graph, s->tid, full, st, s->futex);
	if (a->timeline) {
		struct timeline *tl = a->timeline;

		ALLOC_GROW(tl->s, tl->n + 1, tl->alloc);
		tl->s[tl->n++] = (struct timeline_sample){
			.stack = st, .snapshot = a->snapshots, .tid = s->tid,
			.count = s->count,
			.thread = s->thread ? stackset_str(ss, s->thread, strlen(s->thread)) : 0,
		};
	}
}

static void
agg_snapshot_end(struct sink *sk)
{
	((struct agg_sink *)sk)->prof->snapshots++;
	((struct agg_sink *)sk)->snapshots++;
	lockgraph_snapshot_end(((struct agg_sink *)sk)->graph);
}

static unsigned long
num_arg(const char *opt, const char *arg)
{
	unsigned long v;

	if (parse_ulong(arg, &v) < 0)
		die(EXIT_USAGE, "option '%s' needs a non-negative integer, not '%s'",
		    opt, arg);
	return v;
}

int
cmd_aggregate(int argc, char **argv)
{
	struct output_opts oo = { .fmt = OUT_REPORT, .names = NAME_SHORT };
	enum input_format from = IN_AUTO;
	const char *outpath = NULL, *threads = NULL;
	struct agg_sink as = { .sink = { agg_sample, agg_snapshot_end } };
	struct stackset ss;
	struct profile prof;
	const char *fmts[IN_NFORMATS] = { 0 };
	char fmtlabel[128] = "";
	FILE *out = stdout;
	int c, status = EXIT_OK;
	struct rules_opt ro = { 0 };
	bool have_hs = false;
	struct ruleset rs;
	struct hotspots hs;
	struct timeline tl = { .ordered = true };
	struct lockgraph graph;

	strbuf_init(&as.rootname);
	while ((c = getopt_long(argc, argv, "F:f:o:t:l:vh", long_opts, NULL)) != -1) {
		switch (c) {
		case 'F':
			if (input_format_parse(optarg, &from) < 0)
				die(EXIT_USAGE, "unknown input format '%s' (auto, gdb, "
				    "eu-stack, ptpmp, folded, perf, raw)", optarg);
			break;
		case 'f':
			if (output_format_parse(optarg, &oo.fmt) < 0)
				die(EXIT_USAGE, "unknown output format '%s' (report, ptpmp, "
				    "folded, tree, flat, json, svg, speedscope, pprof)", optarg);
			break;
		case 'o': outpath = optarg; break;
		case 't': oo.top = num_arg("--top", optarg); break;
		case 'l': as.depth = num_arg("-l", optarg); break;
		case OPT_THREADS: threads = optarg; break;
		case OPT_FULL_NAMES: oo.names = NAME_FULL; break;
		case OPT_THREAD_NAMES: as.thread_names = true; break;
		case OPT_MIN_SHARE:
			if (parse_double(optarg, &oo.min_share) < 0 || oo.min_share > 100)
				die(EXIT_USAGE, "--min-share needs a percentage, not '%s'",
				    optarg);
			break;
		case OPT_INVERT: oo.invert = true; break;
		case OPT_TID:
			as.thread_names = true;
			as.root = ROOT_TID;
			break;
		case OPT_PID:
			as.thread_names = true;
			if (as.root != ROOT_TID)
				as.root = ROOT_PID;
			break;
		case OPT_ANNOTATE: oo.annotate = true; break;
		case OPT_ICICLE: oo.icicle = true; break;
		case OPT_EVENT: input_perf_event = optarg; break;
		case 'v': verbose++; break;
		case 'h':
			fputs(usage_text, stdout);
			return EXIT_OK;
		default:
			if (rules_opt_parse(&ro, c, optarg))
				break;
			fputs(usage_text, stderr);
			return EXIT_USAGE;
		}
	}
	if (optind >= argc) {
		fputs(usage_text, stderr);
		die(EXIT_USAGE, "no input file (use '-' for standard input)");
	}
	if (oo.fmt == OUT_PPROF && !outpath && isatty(STDOUT_FILENO))
		die(EXIT_USAGE, "--format pprof writes gzipped binary data: use -o FILE "
		    "or redirect the output");
	if (threads) {
		int err;
		PCRE2_SIZE off;

		as.threads_re = pcre2_compile((PCRE2_SPTR)threads, PCRE2_ZERO_TERMINATED,
					      0, &err, &off, NULL);
		if (!as.threads_re) {
			PCRE2_UCHAR msg[256];

			pcre2_get_error_message(err, msg, sizeof(msg));
			die(EXIT_USAGE, "--threads '%s': %s at offset %zu", threads,
			    (char *)msg, (size_t)off);
		}
		as.md = pcre2_match_data_create_from_pattern(as.threads_re, NULL);
	}
	ruleset_init(&rs);
	rules_opt_load(&ro, &rs, oo.fmt == OUT_REPORT || oo.fmt == OUT_JSON ||
				 oo.fmt == OUT_SVG);
	if (oo.fmt == OUT_SPEEDSCOPE) {
		as.timeline = &tl;
		oo.timeline = &tl;
	}
	stackset_init(&ss);
	profile_init(&prof, &ss);
	lockgraph_init(&graph, &ss);
	as.prof = &prof;
	as.graph = &graph;
	for (int i = optind; i < argc; i++) {
		const char *path = argv[i];
		int fd = strcmp(path, "-") ? open(path, O_RDONLY | O_CLOEXEC) : 0;
		struct input in;

		if (fd < 0) {
			error_msg("cannot open '%s': %s", path, strerror(errno));
			status = EXIT_BAD;
			continue;
		}
		as.path = fd ? path : "<stdin>";
		if (input_read(&in, fd, as.path, from, &ss, &as.sink) < 0 || in.skipped)
			status = EXIT_BAD;
		if (fd)
			close(fd);
		if (as.threads_re && as.unnamed_dropped && !as.named)
			warning_msg("%s: the input has no thread names, so --threads "
				    "dropped all of it", as.path);
		as.named = as.unnamed_dropped = 0;
		if (in.fmt != IN_AUTO) {
			/* per-thread samples in time order: not in aggregated files */
			if (in.fmt == IN_PTPMP || in.fmt == IN_FOLDED)
				tl.ordered = false;
			fmts[in.fmt] = input_format_name(in.fmt);
			if (!in.has_snapshots)
				prof.snapshots_known = false;
		}
		prof.inputs++;
	}
	for (int f = 0; f < IN_NFORMATS; f++)
		if (fmts[f]) {
			if (*fmtlabel)
				strcat(fmtlabel, "+");
			strcat(fmtlabel, fmts[f]);
		}
	oo.inputs = (const char *const *)argv + optind;
	oo.ninputs = argc - optind;
	oo.input_format = *fmtlabel ? fmtlabel : NULL;
	if (prof.samples == 0) {
		if (status == EXIT_OK)	/* else the inputs' errors said why */
			error_msg("no stacks to aggregate");
		status = EXIT_BAD;
		goto out;
	}
	if (rs.n) {
		hotspots_build(&hs, &rs, &prof);
		have_hs = true;
		oo.hotspots = &hs;
		oo.rules = &rs;
	}
	lockgraph_finish(&graph);
	if (lockgraph_any(&graph)) {
		oo.locks = &graph;
		lockgraph_warn_deadlocks(&graph);
	}
	if (outpath && !(out = fopen(outpath, "w"))) {
		error_msg("cannot write '%s': %s", outpath, strerror(errno));
		status = EXIT_BAD;
		goto out;
	}
	if (output_write(out, &prof, &oo) < 0)
		status = EXIT_BAD;
	if (outpath && fclose(out) != 0) {
		error_msg("cannot write '%s': %s", outpath, strerror(errno));
		status = EXIT_BAD;
	}
	verbose_msg("memory: %zu bytes for %u distinct raw stacks, %u frames, %u names",
		    stackset_bytes(&ss), ss.stacks.n, ss.frames.n, ss.strs.n);
out:
	if (have_hs)
		hotspots_release(&hs);
	ruleset_release(&rs);
	rules_opt_release(&ro);
	lockgraph_release(&graph);
	profile_release(&prof);
	stackset_release(&ss);
	free(as.buf);
	free(tl.s);
	strbuf_release(&as.rootname);
	if (as.md)
		pcre2_match_data_free(as.md);
	if (as.threads_re)
		pcre2_code_free(as.threads_re);
	return status;
}
