/* SPDX-License-Identifier: MIT */
/*
 * cmd_live.c - `pmp -p PID [-n COUNT] [-s SECONDS] ...`: sample the stacks
 * of a running process and aggregate them like `pmp aggregate`.
 *
 * Per snapshot: re-read /proc/PID/maps (re-report modules if a file
 * mapping changed: dlopen), stop every thread for about a millisecond
 * (sampler.c), then, while the target runs again, unwind each thread's
 * copy (unwind_*.c) and name the frames (symbolize.c).
 *
 * --save FILE writes the raw capture, a line format that `pmp aggregate`
 * reads back: pmp/live/raw_save.h describes it, and writes every line of it.
 * The file is written as a random FILE.XXXXXX.tmp beside FILE and renamed
 * to FILE after the "end" line (lib/outfile.h), so FILE is always
 * complete. The session is in live.c (the capture's state in livesave.c),
 * shared with `pmp top`, `pmp dump` and `pmp serve`.
 */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cmd.h"
#include "hotspots.h"
#include "live.h"
#include "live_cli.h"
#include "live_exit.h"
#include "outopt.h"
#include "output.h"
#include "rules_opt.h"
#include "stopsig.h"
#include "util.h"

static const char usage_text[] =
"usage: pmp -p PID [options]\n"
"\n"
"Sample the stacks of every thread of a running process. Each snapshot\n"
"stops all threads together for about a millisecond (ptrace SEIZE and\n"
"INTERRUPT, copy of registers and stacks), then unwinds and names the\n"
"frames while the process runs again.\n"
"\n"
"Sampling:\n"
"  -p, --pid PID|NAME    the process to sample; a NAME (as pidof: mariadbd)\n"
"                        must match one process\n"
"  -n, --snapshots N     snapshots to take (default 1, or no limit with\n"
"                        --duration)\n"
"  -s, --interval SEC    seconds between snapshots (default 0.1)\n"
"  -r, --rate HZ         snapshots per second (instead of -s: -r 10 is -s 0.1)\n"
"  -d, --duration SEC    sample for SEC seconds (stops at -n first if given)\n"
"      --stack-bytes N   stack bytes copied per thread (default 65536)\n"
"      --max-pause MS    end the stop of a snapshot after MS ms: threads not\n"
"                        stopped by then are left out, the snapshot is\n"
"                        reported partial (default 100; also $PMP_MAX_PAUSE)\n"
"      --unwinder NAME   libdw (default; also $PMP_UNWINDER) or libunwind\n"
"      --debug-dir DIR   look for separate debug files in DIR as well\n"
LIVE_SQL_HELP
"      --debuginfod      allow debuginfod downloads (off by default)\n"
"      --no-skip-idle    stop every thread in every snapshot; by default a\n"
"                        thread that has not run since its last copy is not\n"
"                        stopped and its stack is reused (-v counts them)\n"
"      --save FILE       also write the raw capture (pmp aggregate reads it)\n"
"Output (as pmp aggregate):\n"
OUTOPT_HELP
RULES_HELP
"  -v, --verbose         timings, modules, threads that could not be read\n"
"  -h, --help            this text\n"
"\n"
"Ctrl-C (or SIGTERM, SIGHUP, SIGPIPE) stops sampling and prints what was\n"
"collected. The process is always released: nothing stays traced or\n"
"stopped (docs/safety.md).\n"
"\n"
"A deadlock (threads waiting for each other's mutexes) is reported in the\n"
"report and json, and on stderr as 'pmp: warning: deadlock: ...' whatever\n"
"the format; it does not change the exit status (docs/locks.md).\n"
"\n"
"Exit status: 0 all threads sampled; 1 results shown but some threads\n"
"could not be read or some snapshots were partial or skipped; 2 nothing\n"
"sampled, target not traceable (permissions, already traced, gone) or\n"
"fatal error; 64 usage error.\n"
"\n"
"Examples:\n"
"  pmp -p mariadbd --duration 10 --rate 20\n"
"  pmp -p $(pidof mariadbd)\n"
"  pmp -p $(pidof mariadbd) -n 20 -s 0.5 --format ptpmp\n"
"  pmp -p 1234 -n 100 --format folded | flamegraph.pl > fg.svg\n";

enum { OPT_DEBUGINFOD = 256, OPT_SAVE };

/* the longest --duration: a week; more is more likely a typo */
#define DURATION_MAX (7 * 86400.0)
/* the highest --rate: each snapshot costs a stop of every busy thread */
#define RATE_MAX 1000.0

static const struct option long_opts[] = {
	{ "pid", required_argument, NULL, 'p' },
	{ "snapshots", required_argument, NULL, 'n' },
	{ "interval", required_argument, NULL, 's' },
	{ "rate", required_argument, NULL, 'r' },
	{ "duration", required_argument, NULL, 'd' },
	LIVE_LONG_OPTIONS,
	{ "debuginfod", no_argument, NULL, OPT_DEBUGINFOD },
	{ "save", required_argument, NULL, OPT_SAVE },
	OUTOPT_LONG_OPTIONS,
	RULES_LONG_OPTIONS,
	{ "verbose", no_argument, NULL, 'v' },
	{ "help", no_argument, NULL, 'h' },
	{ NULL, 0, NULL, 0 },
};

/* ---- the command line ------------------------------------------------ */

/* what the command line asks */
struct live_args {
	struct outopt oo;
	struct rules_opt ro;
	struct live_cli lc;
	unsigned long nsnap;		/* ULONG_MAX: until --duration is up */
	double interval, duration;	/* seconds; duration 0: none */
	const char *save;		/* --save, or NULL */
	/* while parsing */
	double rate;
	bool nsnap_given, interval_given;
};

/* -n, -s, -r, -d, --debuginfod, --save and -v into a: 1 if c was one of
 * them, else 0 */
static int
sampling_opt(struct live_args *a, int c, const char *arg)
{
	switch (c) {
	case 'n':
		a->nsnap = outopt_ulong("-n", arg);
		if (a->nsnap == 0)
			die(EXIT_USAGE, "-n needs at least 1 snapshot");
		a->nsnap_given = true;
		return 1;
	case 's':
		if (parse_double(arg, &a->interval) < 0 || a->interval > 86400)
			die(EXIT_USAGE, "-s needs seconds, not '%s'", arg);
		a->interval_given = true;
		return 1;
	case 'r':
		/* written so that NaN fails too */
		if (parse_double(arg, &a->rate) < 0 || !(a->rate > 0 && a->rate <= RATE_MAX))
			die(EXIT_USAGE, "--rate needs snapshots per second, more than "
			    "0 and at most %.0f, not '%s'", RATE_MAX, arg);
		return 1;
	case 'd':
		if (parse_double(arg, &a->duration) < 0 ||
		    !(a->duration > 0 && a->duration <= DURATION_MAX))
			die(EXIT_USAGE, "--duration needs seconds, more than 0 and at "
			    "most %.0f (a week), not '%s'", DURATION_MAX, arg);
		return 1;
	case OPT_DEBUGINFOD: a->lc.so.debuginfod = true; return 1;
	case OPT_SAVE: a->save = arg; return 1;
	case 'v': verbose++; return 1;
	}
	return 0;
}

/*
 * argv into a: -1 to go on, or the exit status when the command is
 * done (--help: EXIT_OK; a bad option: EXIT_USAGE, with a's options
 * released). Dies on a bad value.
 */
static int
parse_args(struct live_args *a, int argc, char **argv)
{
	int c;

	memset(a, 0, sizeof(*a));
	a->nsnap = 1;
	a->interval = 0.1;
	live_cli_init(&a->lc);
	outopt_init(&a->oo);
	optind = 1;
	while ((c = getopt_long(argc, argv, "p:n:s:r:d:" OUTOPT_SHORT "vh", long_opts,
				NULL)) != -1) {
		if (c != 'h' && (sampling_opt(a, c, optarg) ||
				 outopt_parse(&a->oo, c, optarg) ||
				 rules_opt_parse(&a->ro, c, optarg) ||
				 live_cli_parse(&a->lc, c, optarg)))
			continue;
		fputs(usage_text, c == 'h' ? stdout : stderr);
		/* nothing leaks on a usage error (make check SANITIZE=) */
		rules_opt_release(&a->ro);
		outopt_release(&a->oo);
		return c == 'h' ? EXIT_OK : EXIT_USAGE;
	}
	live_cli_check(&a->lc, argc, argv, usage_text);
	outopt_check_files(&a->oo, a->save);
	if (a->rate > 0 && a->interval_given)
		die(EXIT_USAGE, "-s and --rate both set the interval: give one");
	if (a->rate > 0)
		a->interval = 1.0 / a->rate;
	/* --duration alone samples until the time is up */
	if (a->duration > 0 && !a->nsnap_given)
		a->nsnap = ULONG_MAX;
	return -1;
}

/* L's target, unwinder and sink from a, and the stop signals' handlers */
static void
prepare(struct live *L, struct live_args *a)
{
	L->uw = live_cli_unwinder(&a->lc);
	a->save = outopt_save(&a->oo, a->save);	/* -o FILE.raw */
	/* --threads is compiled here: the profile is only pointed to */
	outopt_start(&a->oo, &L->prof);
	L->sink = outopt_sink(&a->oo);
	L->pid = a->lc.pid;
	/* debuginfod could block for minutes on an unreachable server;
	 * libdwfl only asks it when DEBUGINFOD_URLS is set */
	if (!a->lc.so.debuginfod)
		unsetenv("DEBUGINFOD_URLS");
	/* a signal ends the sleep between snapshots at once. SIGPIPE
	 * (stderr or stdout closed by a reader) ends sampling too: what was
	 * collected is still saved (--save) */
	stopsig_install(STOPSIG_PIPE);
	a->lc.lo.save = a->save;
}

/* ---- sampling -------------------------------------------------------- */

/* *ts += secs */
static void
timespec_add(struct timespec *ts, double secs)
{
	double whole = floor(secs);

	ts->tv_sec += (time_t)whole;
	ts->tv_nsec += (long)((secs - whole) * 1e9);
	if (ts->tv_nsec >= 1000000000L) {
		ts->tv_sec++;
		ts->tv_nsec -= 1000000000L;
	}
}

static bool
timespec_after(const struct timespec *x, const struct timespec *y)
{
	return x->tv_sec > y->tv_sec || (x->tv_sec == y->tv_sec && x->tv_nsec > y->tv_nsec);
}

/*
 * Take a->nsnap snapshots a->interval apart, until --duration is up or a
 * stop signal came, with a progress line on a terminal. Returns the
 * snapshots taken or skipped.
 */
static unsigned long
sample(struct live *L, const struct live_args *a, bool *target_exited)
{
	unsigned long taken = 0;
	unsigned failures = 0;	/* snapshots failed in a row */
	bool progress = isatty(2) && a->nsnap > 1;
	struct timespec next, deadline;

	clock_gettime(CLOCK_MONOTONIC, &next);
	deadline = next;
	timespec_add(&deadline, a->duration);
	for (unsigned long i = 0; i < a->nsnap && !stopsig_requested(); i++) {
		enum live_step r;

		if (i > 0) {
			timespec_add(&next, a->interval);
			/* the next snapshot would start after --duration */
			if (a->duration > 0 && timespec_after(&next, &deadline))
				break;
			sampler_sleep_until(&L->sampler, &next, stopsig_flag());
			if (stopsig_requested())
				break;
		}
		r = live_step(L, i + 1, &taken, &failures, target_exited);
		if (r == LIVE_SKIPPED)
			continue;
		if (r == LIVE_STOP)
			break;
		if (progress && a->nsnap == ULONG_MAX)
			fprintf(stderr, "\r%s: snapshot %lu, %zu threads, pause %.2f ms ",
				progname, taken, L->snap.n, L->snap.pause_ns / 1e6);
		else if (progress)
			fprintf(stderr, "\r%s: snapshot %lu/%lu, %zu threads, pause %.2f ms ",
				progname, taken, a->nsnap, L->snap.n, L->snap.pause_ns / 1e6);
	}
	if (progress && taken)
		fputs("\r\033[K", stderr);
	return taken;
}

/* after the last snapshot: the stragglers, and -v's figures of the run */
static void
finish_sampling(struct live *L, unsigned long taken)
{
	/* a thread that did not stop in time is detached when it stops; wait
	 * a little for that before the output, which may block on a pipe */
	if (sampler_drain(&L->sampler, L->sampler.max_pause_ms))
		verbose_msg("%zu threads have not stopped yet: the kernel detaches "
			    "them when pmp exits", sampler_stragglers(&L->sampler));
	if (stopsig_requested())
		verbose_msg("stopped by SIG%s: %lu snapshots taken", stopsig_name(),
			    taken);
	verbose_msg("/proc/%d/maps read %lu times for %lu snapshots", (int)L->pid,
		    L->mods.nmaps_reads, taken);
	verbose_msg("system calls: %lu threads named in one, %lu fd paths read, "
		    "%.3f ms in all (after the stops)", L->sci.nnamed,
		    L->sci.nreadlinks, L->sci.ns / 1e6);
}

/* ---- the outcome ----------------------------------------------------- */

/* no thread-sample at all: say why */
static void
report_nothing(struct live *L, unsigned long taken, bool target_exited)
{
	const struct livestats *st = &L->stats;

	if (target_exited || (taken && proc_task_exiting(L->pid, 0)))
		error_msg("process %d exited before a snapshot could be taken",
			  (int)L->pid);
	else if (st->fault_sum.skipped)
		error_msg("no thread of process %d could be sampled: %lu "
			  "snapshots skipped (%s)", (int)L->pid, st->fault_sum.skipped,
			  st->faults[FAULT_MAX_PAUSE].skipped ? st->max_pause_text :
			  "see -v");
	else if (taken)
		error_msg("no thread of process %d could be sampled", (int)L->pid);
	else if (stopsig_requested())
		error_msg("stopped by SIG%s before the first snapshot", stopsig_name());
}

/* the output of what was sampled, with the session's figures, which go
 * into *live (L's faults borrowed): 0, or -1 when it could not be
 * written (reported) */
static int
write_output(struct live *L, struct live_args *a, struct ruleset *rs,
	     struct output_live *live)
{
	char label[128], fmtlabel[64];
	const char *inputs[1] = { label };
	struct output_data od = { .inputs = inputs, .ninputs = 1,
				  .input_format = fmtlabel, .live = live };

	*live = (struct output_live){
		.faults = &L->stats.fault_sum,
		.reused_known = a->lc.lo.skip_idle,
		.reused = L->stats.nreused,
		.woke = L->stats.nwoke,
	};
	livestats_pauses(&L->stats, &live->pause_p50_us, &live->pause_p99_us,
			 &live->pause_max_us);
	snprintf(label, sizeof(label), "pid %d (%s)", (int)L->pid, L->comm);
	snprintf(fmtlabel, sizeof(fmtlabel), "live, %s", L->uw->name);
	/* pprof's mappings: the modules as they are now */
	if (L->mods.sym)
		raw_save_modules_sink(outopt_sink(&a->oo), symbolizer_dwfl(L->mods.sym));
	return outopt_write(&a->oo, &L->prof, rs, &od);
}

/* ---- the command ----------------------------------------------------- */

int
cmd_live(int argc, char **argv)
{
	struct live_args a;
	struct live *L;
	struct ruleset rs;
	unsigned long taken;
	bool target_exited = false;
	int status;
	struct output_live figures;

	if ((status = parse_args(&a, argc, argv)) >= 0)
		return status;
	/* before touching the target: a broken rule pack stops us here */
	ruleset_init(&rs);
	rules_opt_load(&a.ro, &rs, outopt_wants_rules(&a.oo));
	L = xcalloc(1, sizeof(*L));
	prepare(L, &a);
	if (live_open(L, &a.lc.lo) < 0) {
		status = EXIT_BAD;
		goto out;
	}
	taken = sample(L, &a, &target_exited);
	finish_sampling(L, taken);
	status = EXIT_OK;
	if (live_save_close(L, L->prof.snapshots, stopsig_signal()) < 0)
		status = EXIT_BAD;
	if (taken == 0 || L->prof.samples == 0) {
		report_nothing(L, taken, target_exited);
		status = EXIT_BAD;
		goto out;
	}
	if (write_output(L, &a, &rs, &figures) < 0)
		status = EXIT_BAD;
	status = live_exit_status(&L->stats, &(struct live_outcome){
		.taken = taken, .exited = target_exited }, status);
	verbose_msg("pause per snapshot: p50 %.0f us, p99 %.0f us, max %.0f us",
		    figures.pause_p50_us, figures.pause_p99_us, figures.pause_max_us);
out:
	status = ruleset_exit_status(&rs, status);
	ruleset_release(&rs);
	rules_opt_release(&a.ro);
	live_release(L);
	outopt_release(&a.oo);
	free(L);
	return status;
}
