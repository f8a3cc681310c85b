/* SPDX-License-Identifier: MIT */
/*
 * cmd_stalk.c - `pmp stalk -p PID|NAME --dir DIR`: sample a process at a
 * low rate into a ring of the last seconds, and when a trigger holds
 * (threads waiting on one lock, a wait that lasts, threads running, a
 * server status variable, a deadlock; or SIGUSR1) sample faster for a
 * while and write one incident: the seconds before the trigger and after
 * it, the report, the process list, a summary (pmp/stalk/stalker.h).
 * docs/stalk.md tells how to run it in production.
 *
 * This thread is the sampling loop and the only one pmp has: the
 * incident is written between two snapshots, the target running.
 */
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cmd.h"
#include "live.h"
#include "live_cli.h"
#include "rules_opt.h"
#include "snapring.h"
#include "snapview.h"
#include "stalk_opt.h"
#include "stalker.h"
#include "stopsig.h"
#include "util.h"

static const char usage_text[] =
"usage: pmp stalk -p PID|NAME -d DIR [options]\n"
"\n"
"Sample a process at a low rate into a ring of the last seconds; when a\n"
"trigger holds, sample faster for --after seconds, then write one incident\n"
"into DIR: the snapshots before the trigger (before.raw) and from it on\n"
"(after.raw), report.txt, the server's process list (processlist.txt) and\n"
"summary.txt. 'pmp aggregate DIR/INCIDENT' and 'pmp diff DIR/INCIDENT'\n"
"(before against after) read an incident. SIGUSR1 asks for one at once.\n"
"\n"
"  -p, --pid PID|NAME    the process to watch\n"
"  -d, --dir DIR         the incidents' directory (must exist)\n"
"  -s, --interval SEC    seconds between snapshots (default 1)\n"
STALK_HELP
"      --once            stop after the first incident\n"
"      --duration SEC    stop after SEC seconds\n"
LIVE_HELP
LIVE_SQL_HELP
RULES_HELP
"  -v, --verbose         more messages on standard error\n"
"  -h, --help            this text\n"
"\n"
"pmp stalk runs until SIGTERM or SIGINT, which end it between two snapshots\n"
"with the target released; an incident being sampled is written first.\n"
"\n"
"Exit status: 0 stopped by a signal, --once or --duration; 2 the process\n"
"could not be sampled, DIR cannot be used, or fatal error; 3 the process\n"
"exited; 64 usage error.\n";

#define EXIT_TARGET_GONE 3

enum { OPT_ONCE = 256, OPT_DURATION };

static const struct option long_opts[] = {
	{ "pid", required_argument, NULL, 'p' },
	{ "dir", required_argument, NULL, 'd' },
	{ "interval", required_argument, NULL, 's' },
	STALK_LONG_OPTIONS,
	{ "once", no_argument, NULL, OPT_ONCE },
	{ "duration", required_argument, NULL, OPT_DURATION },
	LIVE_LONG_OPTIONS,
	RULES_LONG_OPTIONS,
	{ "verbose", no_argument, NULL, 'v' },
	{ "help", no_argument, NULL, 'h' },
	{ NULL, 0, NULL, 0 },
};

struct stalk {
	struct live_cli lc;
	struct rules_opt ro;
	struct stalk_opt st;
	double interval, duration;
	bool once;
	struct ruleset rs;
	struct live L;
	struct snapring R;
	struct stalker K;
};

/* SIGUSR1: an incident now (a flag the loop looks at; the sleep between
 * snapshots is cut short) */
static volatile sig_atomic_t usr1;

static void
on_usr1(int sig)
{
	(void)sig;
	usr1 = 1;
}

/* one option of pmp stalk's own into T: 1 if c was one, else 0 */
static int
stalk_own_opt(struct stalk *T, int c, const char *arg)
{
	switch (c) {
	case 'd': T->st.so.dir = arg; return 1;
	case 't': return stalk_opt_parse(&T->st, OPT_STALK_TRIGGER, arg);
	case 's': T->interval = live_cli_secs("-s", arg, 0.01, 3600); return 1;
	case OPT_ONCE: T->once = true; return 1;
	case OPT_DURATION:
		T->duration = live_cli_secs("--duration", arg, 0.01, 1e9);
		return 1;
	case 'v': verbose++; return 1;
	}
	return stalk_opt_parse(&T->st, c, arg);
}

static int
parse_args(struct stalk *T, int argc, char **argv)
{
	int c;

	T->interval = 1;
	stalk_opt_init(&T->st);
	live_cli_init(&T->lc);
	optind = 1;
	while ((c = getopt_long(argc, argv, "p:d:t:s:vh", long_opts, NULL)) != -1) {
		if (c != 'h' && (stalk_own_opt(T, c, optarg) || rules_opt_parse(&T->ro, c, optarg) ||
				 live_cli_parse(&T->lc, c, optarg)))
			continue;
		fputs(usage_text, c == 'h' ? stdout : stderr);
		rules_opt_release(&T->ro);
		stalk_opt_release(&T->st);
		return c == 'h' ? EXIT_OK : EXIT_USAGE;
	}
	live_cli_check(&T->lc, argc, argv, usage_text);
	if (!T->st.so.dir)
		die(EXIT_USAGE, "-d DIR is needed: the directory incidents are written to");
	stalk_opt_finish(&T->st, T->interval);
	T->lc.lo.sql.status = stalk_opt_needs_status(&T->st);
	/* the processlist at the trigger names metadata-lock holders */
	T->lc.lo.sql.mdl = true;
	return -1;
}

/* sleep until next (CLOCK_MONOTONIC ns), or a stop signal or SIGUSR1 */
static void
nap(struct stalk *T, uint64_t next)
{
	while (!stopsig_requested() && !usr1) {
		uint64_t now = mono_ns(), until = next;
		struct timespec ts;

		if (now >= next)
			return;
		/* a stop signal interrupts it; a slice bounds the wait for one
		 * that came just before */
		if (until - now > 100000000)
			until = now + 100000000;
		ts.tv_sec = (time_t)(until / 1000000000);
		ts.tv_nsec = (long)(until % 1000000000);
		sampler_sleep_until(&T->L.sampler, &ts, &usr1);
	}
}

/* snapshots until a stop signal, --once, --duration or the target's
 * exit: the exit status */
static int
stalk_loop(struct stalk *T)
{
	unsigned long taken = 0;
	unsigned failures = 0;
	uint64_t start = mono_ns(), next = start;
	int status = EXIT_OK;

	while (!stopsig_requested()) {
		bool exited = false;
		uint64_t seq = T->R.next_seq;
		enum live_step r;

		if (T->duration > 0 && mono_ns() - start >= (uint64_t)(T->duration * 1e9))
			break;
		if (usr1) {
			usr1 = 0;
			stalker_request(&T->K, "signal");
		}
		r = snapring_step(&T->R, &taken, &failures, &exited);
		if (r == LIVE_STOP) {
			status = exited ? EXIT_TARGET_GONE : EXIT_BAD;
			stalker_finish(&T->K, &T->R, "cut short: the process exited");
			return status;
		}
		if (r == LIVE_TAKEN && T->R.next_seq != seq) {
			struct snapview v;
			bool wrote;

			snapview_build(&v, &T->R, T->R.count - 1, &T->rs);
			wrote = stalker_snapshot(&T->K, &T->R, &v.g, snapview_hotspots(&v),
						 &T->L.sql);
			snapview_release(&v);
			if (wrote && T->once)
				return EXIT_OK;
		}
		next += (uint64_t)(stalker_interval(&T->K, T->interval) * 1e9);
		/* fell behind (slow unwinding, an incident written): no burst */
		if (next < mono_ns())
			next = mono_ns();
		nap(T, next);
	}
	if (stalker_finish(&T->K, &T->R, stopsig_requested() ?
			   "cut short: pmp was told to stop" : "cut short: --duration"))
		verbose_msg("the incident being sampled was written");
	if (stopsig_requested())
		verbose_msg("stopped by SIG%s", stopsig_name());
	return status;
}

/* with -v, what the run cost the target and what it caught */
static void
stalk_figures(const struct stalk *T, uint64_t start)
{
	const struct livestats *st = &T->L.stats;
	double held = (double)st->pause_sum_ns / 1e6;

	verbose_msg("%lu snapshots in %.1f s, the target held %.3f ms in all; incidents "
		    "written %lu, suppressed %lu, failed %lu", st->nsnapshots,
		    (double)(mono_ns() - start) / 1e9, held, T->K.written, T->K.suppressed,
		    T->K.failed);
}

int
cmd_stalk(int argc, char **argv)
{
	struct stalk *T = xcalloc(1, sizeof(*T));
	struct sigaction sa = { .sa_handler = on_usr1 };
	int status;

	if ((status = parse_args(T, argc, argv)) >= 0) {
		free(T);
		return status;
	}
	ruleset_init(&T->rs);
	rules_opt_load(&T->ro, &T->rs, true);
	/* debuginfod could block for minutes between two snapshots */
	unsetenv("DEBUGINFOD_URLS");
	T->st.so.report = report_files;
	T->st.so.report_arg = &T->rs;
	status = EXIT_BAD;
	/* the directory first: one that cannot be used ends pmp before the
	 * target is touched */
	if (stalker_open(&T->K, &T->st.so) == 0) {
		T->L.uw = live_cli_unwinder(&T->lc);
		T->L.pid = T->lc.pid;
		if (live_open(&T->L, &T->lc.lo) == 0) {
			snapring_init(&T->R, stalker_ring_cap(&T->st.so, T->interval));
			snapring_attach(&T->R, &T->L);
			stopsig_install(0);
			sigemptyset(&sa.sa_mask);
			sigaction(SIGUSR1, &sa, NULL);
			/* a file size limit fails a write, said, not pmp */
			signal(SIGXFSZ, SIG_IGN);
			fprintf(stderr, "%s: stalking process %d (%s): %zu trigger%s, incidents "
				"into %s\n", progname, (int)T->L.pid, T->L.comm, T->st.ntrig,
				T->st.ntrig == 1 ? "" : "s", T->st.so.dir);
			uint64_t start = mono_ns();

			status = stalk_loop(T);
			stalk_figures(T, start);
			if (T->L.opened &&
			    sampler_drain(&T->L.sampler, T->L.sampler.max_pause_ms))
				verbose_msg("%zu threads have not stopped yet: the kernel "
					    "detaches them when pmp exits",
					    sampler_stragglers(&T->L.sampler));
			snapring_release(&T->R);
		}
		live_release(&T->L);
	}
	stalker_release(&T->K);
	stalk_opt_release(&T->st);
	status = ruleset_exit_status(&T->rs, status);
	ruleset_release(&T->rs);
	rules_opt_release(&T->ro);
	free(T);
	return status;
}
