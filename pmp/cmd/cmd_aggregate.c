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
#include "incident_args.h"
#include "path_opt.h"
#include "raw_namer.h"
#include "rules_opt.h"
#include "input.h"
#include "outopt.h"
#include "perfdata.h"
#include "output.h"
#include "profile.h"
#include "strbuf.h"
#include "util.h"

static const char usage_text[] =
"usage: pmp aggregate [options] FILE...     (FILE '-' is standard input)\n"
"\n"
"Aggregate saved stacks: gdb 'thread apply all bt' dumps, eu-stack output,\n"
"pt-pmp or classic PMP files, folded stacks, perf script output,\n"
"systemd-coredump stack traces, a MariaDB error log's crash backtrace;\n"
"indented, quoted ('> ') or with CRLF line ends as pasted.\n"
"\n"
"Input:\n"
"  -F, --from FMT        auto (default: detect by content), gdb, eu-stack,\n"
"                        ptpmp, folded, perf (perf script), perf-report\n"
"                        (perf report text), coredump (systemd-coredump,\n"
"                        coredumpctl info), mariadb-log (a crash backtrace\n"
"                        in an error log), raw (pmp -p --save)\n"
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
"read is still aggregated, but nothing is when a compressed input is\n"
"corrupt); 64 usage error.\n"
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

/* ---- the command line ------------------------------------------------ */

/* what the command line asks; the inputs are argv[optind..] */
struct aggregate_args {
	struct outopt oo;
	struct rules_opt ro;
	enum input_format from;
	struct raw_namer_opts namer;	/* --debug-dir, --debuginfod, --exe */
	bool untrusted;		/* an input's stacks may be wrong (input.h) */
};

/* one option of pmp aggregate's own (not -h, the output, rule or namer
 * options) into a: 1 if c was one, else 0. Dies on a bad value. */
static int
aggregate_opt(struct aggregate_args *a, int c, const char *arg)
{
	switch (c) {
	case 'F':
		if (input_format_parse(arg, &a->from) < 0)
			die(EXIT_USAGE, "unknown input format '%s' (auto, gdb, "
			    "eu-stack, ptpmp, folded, perf, perf-report, coredump, "
			    "mariadb-log, raw)", arg);
		return 1;
	case OPT_PID:
		if (a->oo.root != ROOT_TID)
			a->oo.root = ROOT_PID;
		return 1;
	case OPT_EVENT: input_perf_event = arg; return 1;
	case 'v': verbose++; return 1;
	}
	return 0;
}

/*
 * argv into a: -1 to go on, or the exit status when the command is done
 * (--help: EXIT_OK; a bad option: EXIT_USAGE, with a's options
 * released). Dies on a bad value and when no input is given.
 */
static int
parse_args(struct aggregate_args *a, int argc, char **argv)
{
	int c;

	memset(a, 0, sizeof(*a));
	a->from = IN_AUTO;
	outopt_init(&a->oo);
	while ((c = getopt_long(argc, argv, "F:" OUTOPT_SHORT "vh", long_opts,
				NULL)) != -1) {
		if (c != 'h' && (aggregate_opt(a, c, optarg) ||
				 outopt_parse(&a->oo, c, optarg) ||
				 rules_opt_parse(&a->ro, c, optarg) ||
				 path_opt_namer_parse(&a->namer, c, optarg)))
			continue;
		fputs(usage_text, c == 'h' ? stdout : stderr);
		/* nothing leaks on a usage error (make check SANITIZE=) */
		rules_opt_release(&a->ro);
		outopt_release(&a->oo);
		return c == 'h' ? EXIT_OK : EXIT_USAGE;
	}
	if (optind >= argc) {
		fputs(usage_text, stderr);
		die(EXIT_USAGE, "no input file (use '-' for standard input)");
	}
	return -1;
}

/* ---- the inputs ------------------------------------------------------ */

/*
 * One input into a's sink ('-': standard input), its format noted in
 * fmts: 0, or -1 when it could not be opened or read whole (reported).
 */
static int
read_input(struct aggregate_args *a, const char *path, struct stackset *ss,
	   struct profile *prof, const char **fmts)
{
	int fd = strcmp(path, "-") ? open(path, O_RDONLY | O_CLOEXEC) : 0, r = 0;
	const char *name = fd ? path : "<stdin>";
	struct outopt *oo = &a->oo;
	struct input in;

	struct perfdata pd;

	if (fd < 0) {
		error_msg("cannot open '%s': %s", path, strerror(errno));
		return -1;
	}
	/* a perf.data file: perf script's text */
	if (fd && (fd = perfdata_input(&pd, fd, path)) < 0)
		return -1;
	if (input_read(&in, fd, name, a->from, ss, outopt_sink(oo), &a->namer) < 0 || in.skipped)
		r = -1;
	a->untrusted |= in.untrusted;
	if (fd && pd.pid)
		r |= perfdata_finish(&pd);
	else if (fd)
		close(fd);
	outopt_input_done(oo, name, in.fmt);
	if (in.fmt != IN_AUTO) {
		fmts[in.fmt] = input_format_name(in.fmt);
		if (!in.has_snapshots)
			prof->snapshots_known = false;
	}
	prof->inputs++;
	return r;
}

/* the formats read, in format order, joined with '+' into label (128
 * bytes: every name once fits) */
static void
format_label(const char *const *fmts, char *label)
{
	*label = '\0';
	for (int f = 0; f < IN_NFORMATS; f++)
		if (fmts[f]) {
			if (*label)
				strcat(label, "+");
			strcat(label, fmts[f]);
		}
}

/* ---- the command ----------------------------------------------------- */

/*
 * The inputs paths[0..n) (named shown[] in the output) through a's
 * options into one output, with the rules rs (loaded, or empty): the exit
 * status. cmd_aggregate's work, and
 * pmp stalk's report of an incident.
 */
static int
aggregate_run(struct aggregate_args *a, const char *const *paths, const char *const *shown,
	      size_t n, struct ruleset *rs)
{
	struct stackset ss;
	struct profile prof;
	const char *fmts[IN_NFORMATS] = { 0 };
	char fmtlabel[128];
	struct output_data od = { 0 };
	int status = EXIT_OK;

	stackset_init(&ss);
	profile_init(&prof, &ss);
	outopt_check_files(&a->oo, NULL);
	outopt_start(&a->oo, &prof);
	for (size_t i = 0; i < n; i++)
		if (read_input(a, paths[i], &ss, &prof, fmts) < 0)
			status = EXIT_BAD;
	format_label(fmts, fmtlabel);
	od.inputs = shown;
	od.ninputs = (int)n;
	od.input_format = *fmtlabel ? fmtlabel : NULL;
	if (a->untrusted) {
		error_msg("nothing reported: a compressed input is corrupt (above), and "
			  "what was read of it may be wrong");
		status = EXIT_BAD;
	} else if (prof.samples == 0) {
		if (status == EXIT_OK)	/* else the inputs' errors said why */
			error_msg("no stacks to aggregate");
		status = EXIT_BAD;
	} else {
		if (outopt_write(&a->oo, &prof, rs, &od) < 0)
			status = EXIT_BAD;
		verbose_msg("memory: %zu bytes for %u distinct raw stacks, %u frames, "
			    "%u names", stackset_bytes(&ss), ss.stacks.n, ss.frames.n,
			    ss.strs.n);
	}
	/* a file of another build was refused: the names asked for (with
	 * --debug-dir, --debuginfod or --exe) are incomplete */
	if (status == EXIT_OK && a->namer.given && a->namer.refused)
		status = EXIT_PARTIAL;
	profile_release(&prof);
	stackset_release(&ss);
	return status;
}

int
report_files(void *rs, const char *const *paths, const char *const *shown, size_t n,
	     const char *out)
{
	struct aggregate_args a;
	int status;

	memset(&a, 0, sizeof(a));
	a.from = IN_RAW;
	outopt_init(&a.oo);
	outopt_parse(&a.oo, 'o', out);
	status = aggregate_run(&a, paths, shown, n, rs);
	outopt_release(&a.oo);
	return status == EXIT_OK || status == EXIT_PARTIAL ? 0 : -1;
}

int
cmd_aggregate(int argc, char **argv)
{
	struct aggregate_args a;
	struct incident_args ia;
	int status;
	struct ruleset rs;

	if ((status = parse_args(&a, argc, argv)) >= 0)
		return status;
	ruleset_init(&rs);
	rules_opt_load(&a.ro, &rs, outopt_wants_rules(&a.oo));
	/* an incident's directory (pmp stalk) is its captures */
	incident_args_expand(&ia, (const char *const *)argv + optind, (size_t)(argc - optind));
	status = aggregate_run(&a, ia.paths, ia.paths, ia.n, &rs);
	incident_args_release(&ia);
	status = ruleset_exit_status(&rs, status);
	ruleset_release(&rs);
	rules_opt_release(&a.ro);
	outopt_release(&a.oo);
	return status;
}
