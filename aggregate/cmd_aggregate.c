/* SPDX-License-Identifier: MIT */
/*
 * cmd_aggregate.c - `pmp aggregate [options] FILE...`: read saved stacks,
 * aggregate them, write one output format. Offline: no ptrace here.
 */
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "agg_sink.h"
#include "cmd.h"
#include "input.h"
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
"Exit status: 0 all input read; 2 bad input (empty, binary, truncated,\n"
"unrecognised lines; what could be read is still aggregated); 64 usage error.\n"
"\n"
"Examples:\n"
"  pmp aggregate gdb-dump.txt\n"
"  pmp aggregate --format ptpmp -l 10 dump.txt\n"
"  pmp aggregate --format folded dump.txt | flamegraph.pl > fg.svg\n";

enum { OPT_EVENT = 256 };

static const struct option long_opts[] = {
	{ "from", required_argument, NULL, 'F' },
	AGG_LONG_OPTIONS,
	{ "event", required_argument, NULL, OPT_EVENT },
	RULES_LONG_OPTIONS,
	{ "verbose", no_argument, NULL, 'v' },
	{ "help", no_argument, NULL, 'h' },
	{ NULL, 0, NULL, 0 },
};

int
cmd_aggregate(int argc, char **argv)
{
	enum input_format from = IN_AUTO;
	struct agg_opts ao;
	struct agg_sink as;
	struct stackset ss;
	struct profile prof;
	const char *fmts[IN_NFORMATS] = { 0 };
	char fmtlabel[128] = "";
	int c, status = EXIT_OK;
	struct rules_opt ro = { 0 };
	struct ruleset rs;

	agg_sink_init(&as, &ao);
	while ((c = getopt_long(argc, argv, "F:" AGG_SHORT_OPTIONS "vh", long_opts,
				NULL)) != -1) {
		switch (c) {
		case 'F':
			if (input_format_parse(optarg, &from) < 0)
				die(EXIT_USAGE, "unknown input format '%s' (auto, gdb, "
				    "eu-stack, ptpmp, folded, perf, raw)", optarg);
			break;
		case OPT_EVENT: input_perf_event = optarg; break;
		case 'v': verbose++; break;
		case 'h':
			fputs(usage_text, stdout);
			agg_sink_release(&as, &ao);
			return EXIT_OK;
		default:
			if (agg_opt_parse(&ao, &as, c, optarg) ||
			    rules_opt_parse(&ro, c, optarg))
				break;
			fputs(usage_text, stderr);
			agg_sink_release(&as, &ao);
			return EXIT_USAGE;
		}
	}
	if (optind >= argc) {
		fputs(usage_text, stderr);
		die(EXIT_USAGE, "no input file (use '-' for standard input)");
	}
	stackset_init(&ss);
	profile_init(&prof, &ss);
	agg_sink_setup(&as, &ao, &prof);
	ruleset_init(&rs);
	rules_opt_load(&ro, &rs, agg_wants_rules(&ao));
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
				ao.tl.ordered = false;
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
	ao.oo.inputs = (const char *const *)argv + optind;
	ao.oo.ninputs = argc - optind;
	ao.oo.input_format = *fmtlabel ? fmtlabel : NULL;
	if (prof.samples == 0) {
		if (status == EXIT_OK)	/* else the inputs' errors said why */
			error_msg("no stacks to aggregate");
		status = EXIT_BAD;
		goto out;
	}
	if (agg_write(&prof, &ao, &rs) < 0)
		status = EXIT_BAD;
	verbose_msg("memory: %zu bytes for %u distinct raw stacks, %u frames, %u names",
		    stackset_bytes(&ss), ss.stacks.n, ss.frames.n, ss.strs.n);
out:
	ruleset_release(&rs);
	rules_opt_release(&ro);
	profile_release(&prof);
	stackset_release(&ss);
	agg_sink_release(&as, &ao);
	return status;
}
