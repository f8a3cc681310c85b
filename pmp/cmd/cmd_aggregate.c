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

#include "cmd.h"
#include "hotspots.h"
#include "raw_namer.h"
#include "rules_opt.h"
#include "input.h"
#include "outopt.h"
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
"                        ptpmp, folded, perf (perf script), perf-report\n"
"                        (perf report text), raw (pmp -p --save)\n"
"      --event EVENT     perf, perf-report: read this event (default: the first)\n"
"Output:\n"
OUTOPT_HELP
"      --pid             ... as NAME-PID (NAME-? when it is unknown)\n"
RULES_HELP
RAW_NAMER_HELP
"  -v, --verbose         say which format was detected, lines and samples read\n"
"  -h, --help            this text\n"
"\n"
"A raw capture (pmp -p --save) also gives lock holders, wait chains and\n"
"deadlocks; a deadlock is reported on stderr as 'pmp: warning: deadlock:\n"
"...' and does not change the exit status (docs/locks.md).\n"
"\n"
"Exit status: 0 all input read; 1 read, but a file of another build was\n"
"refused while naming raw captures with --debug-dir, --debuginfod or --exe;\n"
"2 bad input (empty, binary, truncated, unrecognised lines; what could be\n"
"read is still aggregated); 64 usage error.\n"
"\n"
"Examples:\n"
"  pmp aggregate gdb-dump.txt\n"
"  pmp aggregate --format ptpmp -l 10 dump.txt\n"
"  pmp aggregate --format folded dump.txt | flamegraph.pl > fg.svg\n";

enum { OPT_HELP = 256, OPT_PID, OPT_EVENT };

static const struct option long_opts[] = {
	{ "from", required_argument, NULL, 'F' },
	OUTOPT_LONG_OPTIONS,
	{ "pid", no_argument, NULL, OPT_PID },
	{ "event", required_argument, NULL, OPT_EVENT },
	RULES_LONG_OPTIONS,
	RAW_NAMER_LONG_OPTIONS,
	{ "verbose", no_argument, NULL, 'v' },
	{ "help", no_argument, NULL, 'h' },
	{ NULL, 0, NULL, 0 },
};

int
cmd_aggregate(int argc, char **argv)
{
	enum input_format from = IN_AUTO;
	struct outopt oo;
	struct stackset ss;
	struct profile prof;
	const char *fmts[IN_NFORMATS] = { 0 };
	char fmtlabel[128] = "";
	int c, status = EXIT_OK;
	struct rules_opt ro = { 0 };
	struct ruleset rs;

	outopt_init(&oo);
	while ((c = getopt_long(argc, argv, "F:" OUTOPT_SHORT "vh", long_opts,
				NULL)) != -1) {
		switch (c) {
		case 'F':
			if (input_format_parse(optarg, &from) < 0)
				die(EXIT_USAGE, "unknown input format '%s' (auto, gdb, "
				    "eu-stack, ptpmp, folded, perf, raw)", optarg);
			break;
		case OPT_PID:
			if (oo.root != ROOT_TID)
				oo.root = ROOT_PID;
			break;
		case OPT_EVENT: input_perf_event = optarg; break;
		case 'v': verbose++; break;
		case 'h':
			fputs(usage_text, stdout);
			return EXIT_OK;
		default:
			if (outopt_parse(&oo, c, optarg) || rules_opt_parse(&ro, c, optarg) ||
			    raw_namer_opt_parse(c, optarg))
				break;
			fputs(usage_text, stderr);
			return EXIT_USAGE;
		}
	}
	if (optind >= argc) {
		fputs(usage_text, stderr);
		die(EXIT_USAGE, "no input file (use '-' for standard input)");
	}
	stackset_init(&ss);
	profile_init(&prof, &ss);
	outopt_check_files(&oo, NULL);
	outopt_start(&oo, &prof);
	ruleset_init(&rs);
	rules_opt_load(&ro, &rs, outopt_wants_rules(&oo));
	for (int i = optind; i < argc; i++) {
		const char *path = argv[i];
		int fd = strcmp(path, "-") ? open(path, O_RDONLY | O_CLOEXEC) : 0;
		const char *name = fd ? path : "<stdin>";
		struct input in;

		if (fd < 0) {
			error_msg("cannot open '%s': %s", path, strerror(errno));
			status = EXIT_BAD;
			continue;
		}
		if (input_read(&in, fd, name, from, &ss, &oo.sink) < 0 || in.skipped)
			status = EXIT_BAD;
		if (fd)
			close(fd);
		if (oo.threads_re && oo.unnamed_dropped && !oo.named)
			warning_msg("%s: the input has no thread names, so --threads "
				    "dropped all of it", name);
		oo.named = oo.unnamed_dropped = 0;
		if (in.fmt != IN_AUTO) {
			/* per-thread samples in time order: not in aggregated files */
			if (in.fmt == IN_PTPMP || in.fmt == IN_FOLDED)
				oo.tl.ordered = false;
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
	oo.oo.inputs = (const char *const *)argv + optind;
	oo.oo.ninputs = argc - optind;
	oo.oo.input_format = *fmtlabel ? fmtlabel : NULL;
	if (prof.samples == 0) {
		if (status == EXIT_OK)	/* else the inputs' errors said why */
			error_msg("no stacks to aggregate");
		status = EXIT_BAD;
		goto out;
	}
	if (outopt_write(&oo, &prof, &rs) < 0)
		status = EXIT_BAD;
	verbose_msg("memory: %zu bytes for %u distinct raw stacks, %u frames, %u names",
		    stackset_bytes(&ss), ss.stacks.n, ss.frames.n, ss.strs.n);
out:
	/* a file of another build was refused: the names asked for (with
	 * --debug-dir, --debuginfod or --exe) are incomplete */
	if (status == EXIT_OK && raw_namer_opts.given && raw_namer_opts.refused)
		status = EXIT_PARTIAL;
	status = ruleset_exit_status(&rs, status);
	ruleset_release(&rs);
	rules_opt_release(&ro);
	profile_release(&prof);
	stackset_release(&ss);
	outopt_release(&oo);
	return status;
}
