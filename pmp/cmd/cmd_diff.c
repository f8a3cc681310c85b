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
#include "incident_args.h"
#include "diff.h"
#include "diff_out.h"
#include "outfile.h"
#include "path_opt.h"
#include "perfdata.h"
#include "raw_namer.h"
#include "rules_opt.h"
#include "util.h"

static const char usage_text[] =
"usage: pmp diff [options] BEFORE AFTER\n"
"       pmp diff [options] --before FILE... --after FILE...\n"
"\n"
"Compare two profiles (two versions, two configurations): lock hotspots by\n"
"rule lock and rule group, functions (self, total), call edges and whole\n"
"stacks, each change with a confidence interval and a p-value; callers that\n"
"only carry a change from below are listed under its origin. Inputs are\n"
"anything `pmp aggregate` reads: raw captures (pmp -p --save), gdb or\n"
"eu-stack dumps, perf script text or perf.data files, pt-pmp and folded\n"
"files.\n"
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
"      --on-cpu          only threads that were on a CPU or runnable (stopped\n"
"                        in user space, not in a system call): where CPU\n"
"                        went, not drowned by waiting threads. Needs raw\n"
"                        captures (they record the call) or perf samples\n"
"      --per-work B A    divide by the work each side did (queries,\n"
"                        transactions): compare thread-samples per unit;\n"
"                        B and A each a number or a comma list, one per\n"
"                        capture (perf captures need one per capture)\n"
"      --sql             each connection's statement digest ('[Sleep]': none)\n"
"                        as the root frame of its stacks: the function table\n"
"                        compares statements (raw captures with statements)\n"
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
"snapshot). perf captures, two or more on a side, are replicates too: each\n"
"capture's share of its samples (or per unit of its work). Otherwise shares\n"
"of thread-samples (two-proportion test).\n"
"Bonferroni over all rows of all tables, with intervals at the same\n"
"simultaneous level. See docs/diff.md.\n"
"\n"
"Exit status: 0 compared; 1 compared, but a file of another build was\n"
"refused while naming raw captures with --debug-dir, --debuginfod or --exe;\n"
"2 bad input (also a perf.data file that perf script cannot read); 64 usage\n"
"error (also --paired with unequal numbers of captures, --per-work's\n"
"figures that do not fit the captures, and --on-cpu with an input that\n"
"records no system calls).\n";

enum { OPT_PER_WORK = 300, OPT_LEVEL, OPT_EXACT, OPT_CANON, OPT_ICICLE, OPT_PAIRED,
       OPT_ON_CPU, OPT_SQL };

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
	{ "on-cpu", no_argument, NULL, OPT_ON_CPU },
	{ "sql", no_argument, NULL, OPT_SQL },
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

/* --per-work's figure of one side: a number, or a comma list, one per
 * capture ("120000,118000,121500"), into *w (allocated) */
static size_t
work_list(const char *s, double **w)
{
	char *copy = xstrdup(s), *save = NULL, *tok;
	size_t n = 0;

	*w = NULL;
	if (!*s || s[strlen(s) - 1] == ',' || *s == ',' || strstr(s, ",,"))
		die(EXIT_USAGE, "--per-work needs positive numbers, one or a comma list "
		    "(one per capture), not '%s'", s);
	for (tok = strtok_r(copy, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		*w = xrealloc(*w, (n + 1) * sizeof(**w));
		(*w)[n++] = positive("--per-work", tok);
	}
	free(copy);
	return n;
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
	struct perfdata pd;

	if (fd < 0) {
		error_msg("cannot open '%s': %s", path, strerror(errno));
		return -1;
	}
	/* a perf.data file: perf script's text */
	if (fd && (fd = perfdata_input(&pd, fd, path)) < 0)
		return -1;
	r = diff_read(d, side, fd, fd ? path : "<stdin>", from);
	if (fd && pd.pid)
		r |= perfdata_finish(&pd);
	else if (fd)
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

	/* an incident (pmp stalk): its captures, not its report */
	if (incident_dir(path)) {
		struct incident_args ia;
		const char *one[1] = { path };

		incident_args_expand(&ia, one, 1);
		for (size_t i = 0; i < ia.n; i++) {
			held->p = xrealloc(held->p, (held->n + 1) * sizeof(*held->p));
			held->p[held->n++] = xstrdup(ia.paths[i]);
			if (read_one(d, side, held->p[held->n - 1], from) < 0)
				r = -1;
		}
		incident_args_release(&ia);
		return r;
	}
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

/* ---- the command line ------------------------------------------------ */

/* what the command line asks */
struct diff_args {
	const char **files[2];		/* the inputs of each side (argv's) */
	size_t nfiles[2];
	const char *fmt, *outpath, *canon_path;
	enum input_format from;
	unsigned long top;		/* 0: the format's default */
	double level;
	double *work[2];		/* --per-work's figures, or NULL */
	size_t nwork[2];
	bool exact, icicle, paired, on_cpu, sql;
	char *incident[2];		/* owned: an incident's two captures */
	struct rules_opt ro;
	struct raw_namer_opts namer;	/* --debug-dir, --debuginfod, --exe */
	/* while parsing */
	bool fmt_given;
	const char **pos;		/* operands before any --before/--after */
	size_t npos;
	int cur;			/* the side --before/--after named last */
};

static void
add_file(const char ***v, size_t *n, const char *path)
{
	*v = xrealloc(*v, (*n + 1) * sizeof(**v));
	(*v)[(*n)++] = path;
}

/* -f and -o: without --format, -o's name picks the format */
static void
format_opt(struct diff_args *a, int c, const char *arg)
{
	if (c == 'f') {
		if (strcmp(arg, "report") && strcmp(arg, "json") &&
		    strcmp(arg, "folded") && strcmp(arg, "svg"))
			die(EXIT_USAGE, "pmp diff writes report, json, folded or svg, "
			    "not '%s'", arg);
		a->fmt = arg;
		a->fmt_given = true;
		return;
	}
	a->outpath = arg;
	/* as pmp aggregate's -o (outopt.c): the name picks the format when
	 * --format does not */
	if (!a->fmt_given) {
		size_t n = strlen(arg);

		a->fmt = n > 4 && !strcmp(arg + n - 4, ".svg") ? "svg" :
			 n > 5 && !strcmp(arg + n - 5, ".json") ? "json" :
			 n > 7 && !strcmp(arg + n - 7, ".folded") ? "folded" :
			 "report";
	}
}

/* one option of pmp diff's own (not -h, the rule or namer options) into
 * a: 1 if c was one, else 0. Dies on a bad value. --per-work takes its
 * second number from argv[optind]. */
static int
diff_opt(struct diff_args *a, int c, const char *arg, int argc, char **argv)
{
	switch (c) {
	case 1:		/* an operand: of the side named last, if any */
		if (a->cur >= 0)
			add_file(&a->files[a->cur], &a->nfiles[a->cur], arg);
		else
			add_file(&a->pos, &a->npos, arg);
		return 1;
	case 'b':
	case 'a':
		a->cur = c == 'a';
		add_file(&a->files[a->cur], &a->nfiles[a->cur], arg);
		return 1;
	case 'F':
		if (input_format_parse(arg, &a->from) < 0)
			die(EXIT_USAGE, "unknown input format '%s'", arg);
		return 1;
	case 'f':
	case 'o':
		format_opt(a, c, arg);
		return 1;
	case 't':
		if (parse_ulong(arg, &a->top) < 0)
			die(EXIT_USAGE, "--top needs a number, not '%s'", arg);
		return 1;
	case OPT_PER_WORK:
		if (optind >= argc)
			die(EXIT_USAGE, "--per-work needs two numbers: BEFORE AFTER");
		for (int s = 0; s < 2; s++) {
			free(a->work[s]);
			a->nwork[s] = work_list(s ? argv[optind++] : arg, &a->work[s]);
		}
		a->cur = -1;
		return 1;
	case OPT_LEVEL:
		if (parse_double(arg, &a->level) < 0 || a->level <= 0.5 || a->level >= 1)
			die(EXIT_USAGE, "--level needs a number between 0.5 and 1, not '%s'",
			    arg);
		return 1;
	case OPT_EXACT: a->exact = true; return 1;
	case OPT_CANON: a->canon_path = arg; return 1;
	case OPT_ICICLE: a->icicle = true; return 1;
	case OPT_PAIRED: a->paired = true; return 1;
	case OPT_ON_CPU: a->on_cpu = true; return 1;
	case OPT_SQL: a->sql = true; return 1;
	case 'v': verbose++; return 1;
	}
	return 0;
}

/*
 * argv into a: -1 to go on, or the exit status when the command is done
 * (--help: EXIT_OK; a bad option: EXIT_USAGE). Dies on a bad value and
 * when the inputs are not BEFORE AFTER or --before... --after....
 */
static int
parse_args(struct diff_args *a, int argc, char **argv)
{
	int c;

	memset(a, 0, sizeof(*a));
	a->fmt = "report";
	a->from = IN_AUTO;
	a->level = 0.95;
	a->cur = -1;
	/* '-': arguments come in order, so "--before A B --after C D" works */
	while ((c = getopt_long(argc, argv, "-b:a:F:f:o:t:vh", long_opts, NULL)) != -1) {
		if (c == 'h') {
			fputs(usage_text, stdout);
			return EXIT_OK;
		}
		if (diff_opt(a, c, optarg, argc, argv) ||
		    rules_opt_parse(&a->ro, c, optarg) ||
		    path_opt_namer_parse(&a->namer, c, optarg))
			continue;
		fputs(usage_text, stderr);
		return EXIT_USAGE;
	}
	/* positional INCIDENT: before the trigger against after it */
	if (!a->nfiles[0] && !a->nfiles[1] && a->npos == 1 && incident_dir(a->pos[0])) {
		a->incident[0] = incident_file_path(a->pos[0], INCIDENT_BEFORE);
		a->incident[1] = incident_file_path(a->pos[0], INCIDENT_AFTER);
		if (access(a->incident[0], F_OK) < 0)
			die(EXIT_USAGE, "%s: the trigger came at its first snapshot: no %s to "
			    "compare with", a->pos[0], INCIDENT_BEFORE);
		for (int s = 0; s < 2; s++)
			add_file(&a->files[s], &a->nfiles[s], a->incident[s]);
	} else if (!a->nfiles[0] && !a->nfiles[1] && a->npos == 2) {
		/* positional BEFORE AFTER */
		for (int s = 0; s < 2; s++)
			add_file(&a->files[s], &a->nfiles[s], a->pos[s]);
	} else if (a->npos || !a->nfiles[0] || !a->nfiles[1]) {
		fputs(usage_text, stderr);
		die(EXIT_USAGE, "give BEFORE AFTER, an incident's directory (pmp stalk), "
		    "or --before FILE... --after FILE...");
	}
	free(a->pos);
	a->pos = NULL;
	return -1;
}

/* ---- the comparison -------------------------------------------------- */

/* the rules and the canonicalization list a asks for, before the work
 * (so is -o's directory); dies when one cannot be had */
static void
load_lists(struct diff_args *a, struct ruleset *rs, struct canon *canon)
{
	ruleset_init(rs);
	if (a->outpath && outfile_check(a->outpath) < 0)
		exit(EXIT_USAGE);
	rules_opt_load(&a->ro, rs, true);
	canon_init(canon);
	if (!a->exact && (a->canon_path ? canon_load(canon, a->canon_path) :
			  canon_load_default(canon)) < 0)
		die(EXIT_BAD, "cannot load the canonicalization list (see above); --exact "
		    "compares without it");
}

/* every input of both sides into d: EXIT_OK, or EXIT_BAD when one could
 * not be read (reported; the others are still read) */
static int
read_sides(struct diff *d, const struct diff_args *a, struct held *held)
{
	int status = EXIT_OK;

	for (int s = 0; s < 2; s++)
		for (size_t i = 0; i < a->nfiles[s]; i++)
			if (read_arg(d, s, a->files[s][i], a->from, held) < 0)
				status = EXIT_BAD;
	return status;
}

/* d in a's format to stdout or -o's file (aside, renamed into place when
 * complete): EXIT_OK, or EXIT_BAD when it could not be written (reported) */
static int
write_output(const struct diff *d, const struct diff_args *a)
{
	struct outfile of = { 0 };
	FILE *out = stdout;
	int status = EXIT_OK;

	if (a->outpath) {
		if (outfile_open(&of, a->outpath, 0) < 0) {
			outfile_release(&of);
			return EXIT_BAD;
		}
		out = of.f;
	}
	if (!strcmp(a->fmt, "json"))
		diff_json(out, d, a->top);
	else if (!strcmp(a->fmt, "folded"))
		diff_folded(out, d);
	else if (!strcmp(a->fmt, "svg"))
		diff_svg(out, d, a->icicle);
	else
		diff_report(out, d, a->top ? a->top : 15);
	if (a->outpath) {
		if (outfile_commit(&of) < 0)
			status = EXIT_BAD;
	} else if (fflush(out) || ferror(out)) {
		error_msg("cannot write output: %s", strerror(errno));
		status = EXIT_BAD;
	}
	outfile_release(&of);
	return status;
}

/* ---- the command ----------------------------------------------------- */

int
cmd_diff(int argc, char **argv)
{
	struct diff_args a;
	struct ruleset rs;
	struct canon canon;
	struct stackset ss;
	struct diff d;
	struct held held = { NULL, 0 };
	int status;

	if ((status = parse_args(&a, argc, argv)) >= 0)
		return status;
	load_lists(&a, &rs, &canon);
	stackset_init(&ss);
	diff_init(&d, &ss, &rs, a.exact ? NULL : &canon, a.level);
	for (int s = 0; s < 2; s++)
		if (a.nwork[s])
			diff_set_work(&d, s, a.work[s], a.nwork[s]);
	d.paired = a.paired;
	d.on_cpu = a.on_cpu;
	d.by_sql = a.sql;
	d.namer = &a.namer;
	status = read_sides(&d, &a, &held);
	if (d.by_sql && !d.sql_seen)
		warning_msg("--sql: no input records statements (raw captures of pmp -p "
			    "record them when it can read the server's process list): "
			    "the stacks are compared as they are");
	if (d.on_cpu_refused) {
		error_msg("%s: --on-cpu needs the system call each thread was stopped in, "
			  "and this input records none: raw captures (pmp -p --save) record "
			  "it, gdb, eu-stack, pt-pmp and folded text do not (perf samples "
			  "are on a CPU by nature)", d.on_cpu_refused);
		status = EXIT_USAGE;
	} else if (d.untrusted) {
		error_msg("nothing compared: a compressed input is corrupt (above), and "
			  "what was read of it may be wrong");
		status = EXIT_BAD;
	} else if (!d.side[0].prof.samples || !d.side[1].prof.samples) {
		int s = d.side[0].prof.samples ? 1 : 0;

		if (d.on_cpu && d.side[s].off_cpu)
			error_msg("nothing to compare: no thread of the %s side was on a CPU "
				  "(%llu thread-samples, all in system calls); without "
				  "--on-cpu every thread is compared", s ? "after" : "before",
				  (unsigned long long)d.side[s].off_cpu);
		else
			error_msg("nothing to compare: the %s side has no stacks",
				  s ? "after" : "before");
		status = EXIT_BAD;
	} else if (diff_compute(&d) < 0) {
		status = EXIT_USAGE;
	} else {
		int w = write_output(&d, &a);

		if (w != EXIT_OK)
			status = w;
	}
	/* a file of another build was refused: the names asked for (with
	 * --debug-dir, --debuginfod or --exe) are incomplete */
	if (status == EXIT_OK && a.namer.given && a.namer.refused)
		status = EXIT_PARTIAL;
	status = ruleset_exit_status(&rs, status);
	diff_release(&d);
	stackset_release(&ss);
	canon_release(&canon);
	ruleset_release(&rs);
	rules_opt_release(&a.ro);
	free(a.files[0]);
	free(a.files[1]);
	free(a.work[0]);
	free(a.work[1]);
	free(a.incident[0]);
	free(a.incident[1]);
	for (size_t i = 0; i < held.n; i++)
		free(held.p[i]);
	free(held.p);
	return status;
}
