/* SPDX-License-Identifier: MIT */
/*
 * cmd_diff.c - `pmp diff [options] BEFORE AFTER` and
 * `pmp diff --before FILE... --after FILE...`. Offline: no ptrace here.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cmd.h"
#include "diff.h"
#include "diff_out.h"
#include "outfile.h"
#include "raw_namer.h"
#include "rules_opt.h"
#include "util.h"

static const char usage_text[] =
"usage: pmp diff [options] BEFORE AFTER\n"
"       pmp diff [options] --before FILE... --after FILE...\n"
"\n"
"Compare two profiles (two versions, two configurations): lock hotspots by\n"
"rule lock and rule group, functions (self, total) and whole stacks, each\n"
"change with a confidence interval and a p-value. Inputs are anything\n"
"`pmp aggregate` reads: raw captures (pmp -p --save), gdb or eu-stack dumps,\n"
"pt-pmp and folded files.\n"
"\n"
"  -b, --before FILE     an input of the before side (repeatable; a\n"
"                        directory: its files in name order), one capture each\n"
"  -a, --after FILE      an input of the after side (repeatable, likewise)\n"
"      --paired          the captures alternate (before 1, after 1, before 2,\n"
"                        ...) in the order given: a paired test per pair\n"
"  -F, --from FMT        input format (default: detect), as pmp aggregate\n"
"  -f, --format FMT      report (default), json, folded (stack before after),\n"
"                        svg (differential flame graph: red grew, blue shrank)\n"
"      --icicle          svg: root on top\n"
"  -o, --output FILE     write to FILE instead of standard output; without -f,\n"
"                        a name ending .svg, .json or .folded picks the format\n"
"  -t, --top N           rows per table (report: 15; json: all)\n"
"      --per-work B A    divide by the work each side did (queries,\n"
"                        transactions): compare thread-samples per unit\n"
"      --level L         confidence level (default 0.95)\n"
"      --exact           no canonicalization: full names, no frame dropped\n"
"      --canon FILE      frames to drop (default: diff.canon beside the rules)\n"
RULES_HELP
RAW_NAMER_HELP
"  -v, --verbose         more about what was read\n"
"  -h, --help            this text\n"
"\n"
"With snapshot boundaries on both sides (raw captures, gdb, eu-stack),\n"
"figures are threads per snapshot and each input is one capture: with two\n"
"or more captures per side the capture is the replicate (Welch over\n"
"captures, or paired); with one, blocks of snapshots plus a between-capture\n"
"floor. A change must exceed a minimum effect (half a thread per\n"
"snapshot). Otherwise shares of thread-samples (two-proportion test).\n"
"Bonferroni over all rows of all tables, with intervals at the same\n"
"simultaneous level. See docs/diff.md.\n"
"\n"
"Exit status: 0 compared; 1 compared, but a file of another build was\n"
"refused while naming raw captures with --debug-dir, --debuginfod or --exe;\n"
"2 bad input; 64 usage error (also --paired with unequal numbers of\n"
"captures).\n";

enum { OPT_PER_WORK = 300, OPT_LEVEL, OPT_EXACT, OPT_CANON, OPT_ICICLE, OPT_PAIRED };

static const struct option long_opts[] = {
	{ "before", required_argument, NULL, 'b' },
	{ "after", required_argument, NULL, 'a' },
	{ "from", required_argument, NULL, 'F' },
	{ "format", required_argument, NULL, 'f' },
	{ "output", required_argument, NULL, 'o' },
	{ "top", required_argument, NULL, 't' },
	{ "per-work", required_argument, NULL, OPT_PER_WORK },
	{ "level", required_argument, NULL, OPT_LEVEL },
	{ "exact", no_argument, NULL, OPT_EXACT },
	{ "canon", required_argument, NULL, OPT_CANON },
	{ "icicle", no_argument, NULL, OPT_ICICLE },
	{ "paired", no_argument, NULL, OPT_PAIRED },
	RULES_LONG_OPTIONS,
	RAW_NAMER_LONG_OPTIONS,
	{ "verbose", no_argument, NULL, 'v' },
	{ "help", no_argument, NULL, 'h' },
	{ NULL, 0, NULL, 0 },
};

static double
positive(const char *opt, const char *s)
{
	double v;

	if (parse_double(s, &v) < 0 || v <= 0)
		die(EXIT_USAGE, "%s needs a positive number, not '%s'", opt, s);
	return v;
}

/* paths made for a directory's files: the diff keeps pointers to them */
struct held {
	char **p;
	size_t n;
};

static int
read_one(struct diff *d, int side, const char *path, enum input_format from)
{
	int fd = strcmp(path, "-") ? open(path, O_RDONLY | O_CLOEXEC) : 0, r;

	if (fd < 0) {
		error_msg("cannot open '%s': %s", path, strerror(errno));
		return -1;
	}
	r = diff_read(d, side, fd, fd ? path : "<stdin>", from);
	if (fd)
		close(fd);
	return r;
}

static int
no_dot(const struct dirent *e)
{
	return e->d_name[0] != '.';
}

/* a file, or a directory: each of its files (name order) is one capture */
static int
read_arg(struct diff *d, int side, const char *path, enum input_format from,
	 struct held *held)
{
	struct dirent **ents;
	struct stat st;
	int n, r = 0;

	if (strcmp(path, "-") && stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
		n = scandir(path, &ents, no_dot, alphasort);
		if (n < 0) {
			error_msg("cannot read directory '%s': %s", path, strerror(errno));
			return -1;
		}
		if (!n) {
			error_msg("%s: an empty directory", path);
			r = -1;
		}
		for (int i = 0; i < n; i++) {
			char *p = xmalloc(strlen(path) + strlen(ents[i]->d_name) + 2);

			sprintf(p, "%s/%s", path, ents[i]->d_name);
			held->p = xrealloc(held->p, (held->n + 1) * sizeof(*held->p));
			held->p[held->n++] = p;
			if (read_one(d, side, p, from) < 0)
				r = -1;
			free(ents[i]);
		}
		free(ents);
		return r;
	}
	return read_one(d, side, path, from);
}

int
cmd_diff(int argc, char **argv)
{
	const char **files[2] = { NULL, NULL };
	size_t nfiles[2] = { 0, 0 };
	const char *fmt = "report", *outpath = NULL, *canon_path = NULL;
	bool fmt_given = false;
	enum input_format from = IN_AUTO;
	unsigned long top = 0;
	double level = 0.95, work[2] = { 0, 0 };
	bool exact = false, icicle = false, paired = false;
	struct rules_opt ro = { 0 };
	struct ruleset rs;
	struct canon canon;
	struct stackset ss;
	struct diff d;
	struct held held = { NULL, 0 };
	FILE *out = stdout;
	struct outfile of = { 0 };
	int c, status = EXIT_OK;

	const char **pos = NULL;
	size_t npos = 0;
	int cur = -1;	/* the side --before/--after named last */

	/* '-': arguments come in order, so "--before A B --after C D" works */
	while ((c = getopt_long(argc, argv, "-b:a:F:f:o:t:vh", long_opts, NULL)) != -1) {
		switch (c) {
		case 1:
			if (cur >= 0) {
				files[cur] = xrealloc(files[cur], (nfiles[cur] + 1) * sizeof(*files[cur]));
				files[cur][nfiles[cur]++] = optarg;
			} else {
				pos = xrealloc(pos, (npos + 1) * sizeof(*pos));
				pos[npos++] = optarg;
			}
			break;
		case 'b':
		case 'a': {
			int s = c == 'a';

			cur = s;
			files[s] = xrealloc(files[s], (nfiles[s] + 1) * sizeof(*files[s]));
			files[s][nfiles[s]++] = optarg;
			break;
		}
		case 'F':
			if (input_format_parse(optarg, &from) < 0)
				die(EXIT_USAGE, "unknown input format '%s'", optarg);
			break;
		case 'f':
			if (strcmp(optarg, "report") && strcmp(optarg, "json") &&
			    strcmp(optarg, "folded") && strcmp(optarg, "svg"))
				die(EXIT_USAGE, "pmp diff writes report, json, folded or svg, "
				    "not '%s'", optarg);
			fmt = optarg;
			fmt_given = true;
			break;
		case 'o':
			outpath = optarg;
			/* as pmp aggregate's -o (outopt.c): the name picks the
			 * format when --format does not */
			if (!fmt_given) {
				size_t n = strlen(optarg);

				fmt = n > 4 && !strcmp(optarg + n - 4, ".svg") ? "svg" :
				      n > 5 && !strcmp(optarg + n - 5, ".json") ? "json" :
				      n > 7 && !strcmp(optarg + n - 7, ".folded") ? "folded" :
				      "report";
			}
			break;
		case 't': {
			unsigned long v;

			if (parse_ulong(optarg, &v) < 0)
				die(EXIT_USAGE, "--top needs a number, not '%s'", optarg);
			top = v;
			break;
		}
		case OPT_PER_WORK:
			if (optind >= argc)
				die(EXIT_USAGE, "--per-work needs two numbers: BEFORE AFTER");
			work[0] = positive("--per-work", optarg);
			work[1] = positive("--per-work", argv[optind++]);
			cur = -1;
			break;
		case OPT_LEVEL:
			if (parse_double(optarg, &level) < 0 || level <= 0.5 || level >= 1)
				die(EXIT_USAGE, "--level needs a number between 0.5 and 1, not '%s'",
				    optarg);
			break;
		case OPT_EXACT: exact = true; break;
		case OPT_CANON: canon_path = optarg; break;
		case OPT_ICICLE: icicle = true; break;
		case OPT_PAIRED: paired = true; break;
		case 'v': verbose++; break;
		case 'h': fputs(usage_text, stdout); return EXIT_OK;
		default:
			if (rules_opt_parse(&ro, c, optarg) ||
			    raw_namer_opt_parse(c, optarg))
				break;
			fputs(usage_text, stderr);
			return EXIT_USAGE;
		}
	}
	/* positional BEFORE AFTER */
	if (!nfiles[0] && !nfiles[1] && npos == 2) {
		for (int s = 0; s < 2; s++) {
			files[s] = xmalloc(sizeof(*files[s]));
			files[s][0] = pos[s];
			nfiles[s] = 1;
		}
	} else if (npos || !nfiles[0] || !nfiles[1]) {
		fputs(usage_text, stderr);
		die(EXIT_USAGE, "give BEFORE AFTER, or --before FILE... --after FILE...");
	}
	free(pos);
	ruleset_init(&rs);
	if (outpath && outfile_check(outpath) < 0)	/* before the work */
		exit(EXIT_USAGE);
	rules_opt_load(&ro, &rs, true);
	canon_init(&canon);
	if (!exact && (canon_path ? canon_load(&canon, canon_path) : canon_load_default(&canon)) < 0)
		die(EXIT_BAD, "cannot load the canonicalization list (see above); --exact "
		    "compares without it");
	stackset_init(&ss);
	diff_init(&d, &ss, &rs, exact ? NULL : &canon, level);
	d.side[0].work = work[0];
	d.side[1].work = work[1];
	d.paired = paired;
	for (int s = 0; s < 2; s++)
		for (size_t i = 0; i < nfiles[s]; i++)
			if (read_arg(&d, s, files[s][i], from, &held) < 0)
				status = EXIT_BAD;
	if (!d.side[0].prof.samples || !d.side[1].prof.samples) {
		error_msg("nothing to compare: the %s side has no stacks",
			  d.side[0].prof.samples ? "after" : "before");
		status = EXIT_BAD;
		goto out;
	}
	if (diff_compute(&d) < 0) {
		status = EXIT_USAGE;
		goto out;
	}
	if (outpath) {	/* aside, renamed into place when complete */
		if (outfile_open(&of, outpath, 0) < 0) {
			status = EXIT_BAD;
			goto out;
		}
		out = of.f;
	}
	if (!strcmp(fmt, "json"))
		diff_json(out, &d, top);
	else if (!strcmp(fmt, "folded"))
		diff_folded(out, &d);
	else if (!strcmp(fmt, "svg"))
		diff_svg(out, &d, icicle);
	else
		diff_report(out, &d, top ? top : 15);
	if (outpath) {
		if (outfile_commit(&of) < 0)
			status = EXIT_BAD;
	} else if (fflush(out) || ferror(out)) {
		error_msg("cannot write output: %s", strerror(errno));
		status = EXIT_BAD;
	}
out:
	outfile_release(&of);
	/* a file of another build was refused: the names asked for (with
	 * --debug-dir, --debuginfod or --exe) are incomplete */
	if (status == EXIT_OK && raw_namer_opts.given && raw_namer_opts.refused)
		status = EXIT_PARTIAL;
	status = ruleset_exit_status(&rs, status);
	diff_release(&d);
	stackset_release(&ss);
	canon_release(&canon);
	ruleset_release(&rs);
	rules_opt_release(&ro);
	free(files[0]);
	free(files[1]);
	for (size_t i = 0; i < held.n; i++)
		free(held.p[i]);
	free(held.p);
	return status;
}
