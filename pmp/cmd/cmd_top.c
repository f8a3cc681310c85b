/* SPDX-License-Identifier: MIT */
/*
 * cmd_top.c - `pmp top -p PID`: a live, refreshing terminal view of a
 * running process over a sliding window of snapshots, like top(1) or
 * py-spy top.
 *
 * Snapshots are taken as by `pmp -p` (live.c), every -s seconds. Each one
 * is kept in a ring (snapring.h, as pmp serve keeps them) as a list of
 * (tid, state, name, stack id, futex wait); at each refresh the window's
 * profile and lock graph are rebuilt from the ring (the profile has no
 * removal, and rebuilding costs a pass over a few thousand stack ids),
 * then classified by the rules and drawn in one of three views:
 *
 *   hotspots  the lock hotspots, logical waits, idle and running threads,
 *             and the lock graph of the window (its locks by object name),
 *             as the report prints them (out_report_hotspots());
 *   stacks    the distinct stacks, most frequent first, one per line,
 *             innermost frames first, as many as fit the width;
 *   threads   one line per thread: tid, name, state, and its most frequent
 *             stack in the window (hotspot, innermost frames).
 *
 * Keys: h s t (views), p or space (pause: no snapshot is taken, the
 * target is not touched), w (write the window as a raw capture that `pmp
 * aggregate` reads), j k or arrows (scroll), q (quit). The terminal is in
 * raw mode on the alternate screen while pmp runs and is restored on
 * every exit: q, Ctrl-C, SIGTERM, SIGHUP, the target exiting, die().
 * The escape sequences come from terminfo for TERM (terminal.c); a terminal
 * that cannot move the cursor and clear (TERM=dumb) gets --batch's text.
 *
 * --batch (-b) prints every view as plain text at each refresh instead,
 * like top -b; without it, standard input and output must be a terminal.
 */
#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "cmd.h"
#include "escape.h"
#include "hotspots.h"
#include "live.h"
#include "live_cli.h"
#include "output.h"
#include "raw_save.h"
#include "rules_opt.h"
#include "snapring.h"
#include "stopsig.h"
#include "strbuf.h"
#include "terminal.h"
#include "util.h"

static const char usage_text[] =
"usage: pmp top -p PID [options]\n"
"\n"
"A live view of a running process, refreshed every second: its lock\n"
"hotspots, stacks and threads over the last --window seconds. Snapshots\n"
"are taken as by 'pmp -p' (all threads stopped together for about a\n"
"millisecond, then released).\n"
"\n"
"  -p, --pid PID|NAME    the process to watch (a NAME must match one)\n"
"  -s, --interval SEC    seconds between snapshots (default 0.1)\n"
"  -d, --refresh SEC     seconds between screen refreshes (default 1)\n"
"      --window SEC      the sliding window shown (default 10)\n"
"  -b, --batch           print plain text at each refresh, no terminal needed\n"
"  -n, --iterations N    --batch: stop after N refreshes (default: run on)\n"
"      --view VIEW       the first view: hotspots (default), stacks, threads\n"
"      --save-dir DIR    where 'w' writes its capture (default .)\n"
"      --no-skip-idle    stop every thread in every snapshot; by default a\n"
"                        thread that has not run since its last copy is not\n"
"                        stopped and its stack is reused\n"
"      --stack-bytes N   stack bytes copied per thread (default 65536)\n"
"      --max-pause MS    bound on the stop of one snapshot (default 100;\n"
"                        also $PMP_MAX_PAUSE)\n"
"      --unwinder NAME   libdw (default; also $PMP_UNWINDER) or libunwind\n"
"      --debug-dir DIR   look for separate debug files in DIR as well\n"
LIVE_SQL_HELP
RULES_HELP
"  -v, --verbose         more messages on standard error\n"
"  -h, --help            this text\n"
"\n"
"Keys: h hotspots, s stacks, t threads, p or space pause (no snapshot is\n"
"taken while paused), w write the window to DIR/pmp-top-PID-TIME.raw (a\n"
"raw capture: 'pmp aggregate FILE' reads it), j/k or arrows scroll, q quit.\n"
"\n"
"Without --batch, standard input and output must be a terminal. The\n"
"process is always released: q, Ctrl-C, SIGTERM or SIGHUP end pmp top\n"
"between two snapshots, and the terminal is restored.\n"
"\n"
"Exit status: 0 quit by the user (or --iterations done); 1 the process\n"
"exited while watched; 2 the process could not be sampled, or fatal\n"
"error; 64 usage error (also: not a terminal without --batch).\n";

enum { OPT_WINDOW = 256, OPT_VIEW, OPT_SAVE_DIR };

static const struct option long_opts[] = {
	{ "pid", required_argument, NULL, 'p' },
	{ "interval", required_argument, NULL, 's' },
	{ "refresh", required_argument, NULL, 'd' },
	{ "window", required_argument, NULL, OPT_WINDOW },
	{ "batch", no_argument, NULL, 'b' },
	{ "iterations", required_argument, NULL, 'n' },
	{ "view", required_argument, NULL, OPT_VIEW },
	{ "save-dir", required_argument, NULL, OPT_SAVE_DIR },
	LIVE_LONG_OPTIONS,
	RULES_LONG_OPTIONS,
	{ "verbose", no_argument, NULL, 'v' },
	{ "help", no_argument, NULL, 'h' },
	{ NULL, 0, NULL, 0 },
};

/* bytes of a statement shown in the threads view */
#define TOP_STMT_WIDTH 40

enum top_view { VIEW_HOTSPOTS, VIEW_STACKS, VIEW_THREADS, NVIEWS };
static const char *const view_names[NVIEWS] = { "hotspots", "stacks", "threads" };

/* what the command line asked for */
struct top_opts {
	double interval, refresh, window;
	const char *save_dir;
	bool batch;
	unsigned long iterations;	/* --batch: refreshes to print, 0: no end */
};

/* the window, rebuilt at each refresh from the ring */
struct top_window {
	struct profile win;
	struct hotspots hs;
	struct lockgraph lg;	/* the window's, when have_lg */
	bool have_hs, have_win, have_lg;
	struct view v;
	bool have_view;
	size_t nsnaps;		/* snapshots in the window */
	double p50_ms, max_ms;
	char **verdicts;	/* stack id (the ring's) -> threads-view label */
	size_t averdicts;
};

/* the refresh loop's clock and counts */
struct top_clock {
	uint64_t next_snap, next_draw;	/* CLOCK_MONOTONIC ns */
	unsigned long taken, refreshes;
	unsigned failures;
	bool redraw;		/* the screen is to be drawn again */
	bool dirty;		/* snapshots came since the window was built */
};

/* the screen and what the keys changed */
struct top_screen {
	enum top_view view;
	bool paused, exited;
	unsigned long scroll;
	int rows, cols;
	struct terminal term;	/* when not batch */
	char status[8400];
	struct strbuf body;	/* lines of the view, '\n' separated */
};

/* the session: the live engine and its ring, the rules, and the four parts
 * above (each function touches the parts it names) */
struct top {
	struct live *L;		/* owned */
	struct snapring R;	/* a window of snapshots, and a little more */
	struct live_cli lc;
	struct rules_opt ro;
	struct ruleset rs;
	struct top_opts o;
	struct top_window w;
	struct top_clock c;
	struct top_screen s;
};

static volatile sig_atomic_t resized;

static void
on_winch(int sig)
{
	(void)sig;
	resized = 1;
}

static uint64_t
secs_ns(double secs)
{
	return (uint64_t)(secs * 1e9);
}

/* ---- the terminal ---------------------------------------------------- */

static void
term_size(struct top *T)
{
	struct winsize ws;

	T->s.rows = 24;
	T->s.cols = 80;
	if (!T->o.batch && ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_row > 0) {
		T->s.rows = ws.ws_row;
		T->s.cols = ws.ws_col;
	}
	if (T->o.batch)
		T->s.cols = 160;
}

/* ---- the window ------------------------------------------------------ */

/* the index in the ring of the window's oldest snapshot */
static size_t
window_first(const struct top *T)
{
	return snapring_window(&T->R, secs_ns(T->o.window));
}

static void
window_release(struct top *T)
{
	if (T->w.have_view)
		view_release(&T->w.v);
	if (T->w.have_hs)
		hotspots_release(&T->w.hs);
	if (T->w.have_lg)
		lockgraph_release(&T->w.lg);
	if (T->w.have_win)
		profile_release(&T->w.win);
	T->w.have_view = T->w.have_hs = T->w.have_win = T->w.have_lg = false;
}

/* the header's figures: the window's snapshots, their pauses' p50 and max */
static void
window_pauses(struct top *T, size_t first)
{
	size_t n = T->R.count - first;
	uint64_t *p = xcalloc(n + 1, sizeof(*p));

	for (size_t i = 0; i < n; i++)
		p[i] = snapring_at(&T->R, first + i)->pause_ns;
	T->w.nsnaps = n;
	T->w.p50_ms = T->w.max_ms = 0;
	if (n) {
		double p50_us, p99_us, max_us;

		live_pauses(p, n, &p50_us, &p99_us, &max_us);
		T->w.p50_ms = p50_us / 1e3;
		T->w.max_ms = max_us / 1e3;
	}
	free(p);
}

static void
window_build(struct top *T)
{
	size_t first = window_first(T);

	window_release(T);
	profile_init(&T->w.win, &T->L->ss);
	T->w.have_win = true;
	T->w.win.inputs = 1;
	lockgraph_init(&T->w.lg, &T->L->ss);
	T->w.have_lg = true;
	/* the whole stack is the lock graph's too: top has no -l */
	snapring_build(&T->R, first, T->R.count, &T->w.win, &T->w.lg);
	lockgraph_finish(&T->w.lg);
	window_pauses(T, first);
	if (T->rs.n && T->w.win.samples) {
		hotspots_build_locks(&T->w.hs, &T->rs, &T->w.win,
				     lockgraph_any(&T->w.lg) ? &T->w.lg : NULL);
		T->w.have_hs = true;
	}
	view_build(&T->w.v, &T->w.win, NAME_SHORT);
	T->w.have_view = true;
}

/* ---- the views ------------------------------------------------------- */

/* the hotspot sections of the report (out_report.c), without its header
 * and its stacks: what `pmp -p` prints, for the window */
static void
view_hotspots(struct top *T, struct strbuf *out)
{
	struct output_data od = { 0 };
	char *buf = NULL;
	size_t len = 0;
	FILE *f;

	if (!T->rs.n) {
		strbuf_adds(out, "No rules loaded (--no-rules): the stacks view (s) shows "
			    "where threads are.\n");
		return;
	}
	if (!T->w.have_hs) {
		strbuf_adds(out, "No thread sampled yet.\n");
		return;
	}
	od.hotspots = &T->w.hs;
	od.locks = T->w.have_lg && lockgraph_any(&T->w.lg) ? &T->w.lg : NULL;
	if (!(f = open_memstream(&buf, &len)))
		die(EXIT_BAD, "out of memory");
	out_report_hotspots(f, &od);
	if (fclose(f) != 0)
		die(EXIT_BAD, "out of memory");
	strbuf_add(out, buf, len);
	free(buf);
}

/* "f1 < f2 < f3", innermost first, at most width bytes */
static void
add_frames(struct strbuf *out, struct view *v, const uint32_t *names, uint32_t n,
	   int width)
{
	size_t start = out->len;

	if (!n)
		strbuf_adds(out, "(no frames)");
	if (width < 8)
		width = 8;
	for (uint32_t k = n; k-- > 0;) {
		const char *name = view_name(v, names[k]);
		/* room for this name, and for " < ..." unless it is the last */
		size_t need = strlen(name) + (k == n - 1 ? 0 : 3) + (k ? 6 : 0);

		if (out->len - start + need > (size_t)width) {
			if (k != n - 1)
				strbuf_adds(out, " < ...");
			else	/* the innermost frame, cut to the width */
				strbuf_add(out, name, strlen(name) < (size_t)width ?
					   strlen(name) : (size_t)width);
			break;
		}
		if (k != n - 1)
			strbuf_adds(out, " < ");
		strbuf_adds(out, name);
	}
}

static void
view_stacks(struct top *T, struct strbuf *out)
{
	struct view *v = &T->w.v;

	strbuf_addf(out, "%7s %6s %8s  %s\n", "count", "share", "per-snap",
		    "stack (innermost first)");
	for (uint32_t i = 0; i < v->n; i++) {
		struct view_stack s;

		view_get(v, i, &s);
		strbuf_addf(out, "%7llu %5.1f%% %8.2f  ", (unsigned long long)s.count,
			    share_pct(s.count, v->total),
			    T->w.nsnaps ? (double)s.count / (double)T->w.nsnaps : 0.0);
		add_frames(out, v, s.names, s.n, T->s.cols - 26);
		strbuf_addc(out, '\n');
	}
	if (!v->n)
		strbuf_adds(out, "No thread sampled yet.\n");
}

/* what a thread is doing in stack st: the lock of the rule that names it,
 * else "-" (cached per stack id; the stackset outlives the cache) */
static const char *
stack_verdict(struct top *T, uint32_t st)
{
	struct stackset *ss = &T->L->ss;
	struct strbuf sb;
	struct verdict vd;
	struct rule_call cbuf;
	const struct rule_call *call;

	if (st >= T->w.averdicts) {
		size_t a = T->w.averdicts ? T->w.averdicts : 64;

		while (a <= st)
			a *= 2;
		T->w.verdicts = xrealloc(T->w.verdicts, a * sizeof(*T->w.verdicts));
		memset(T->w.verdicts + T->w.averdicts, 0, (a - T->w.averdicts) * sizeof(char *));
		T->w.averdicts = a;
	}
	if (T->w.verdicts[st])
		return T->w.verdicts[st];
	strbuf_init(&sb);
	call = rule_string_from_stack(ss, st, &sb, &cbuf);
	if (T->rs.n && ruleset_classify_call(&T->rs, sb.buf, sb.len, call, &vd) >= 0)
		T->w.verdicts[st] = xstrdup(vd.lock);
	else
		T->w.verdicts[st] = xstrdup("-");
	strbuf_release(&sb);
	return T->w.verdicts[st];
}

static int
cmp_thread(const void *a, const void *b)
{
	const struct ring_thread *x = a, *y = b;

	if (x->tid != y->tid)
		return x->tid < y->tid ? -1 : 1;
	return (x->stack > y->stack) - (x->stack < y->stack);
}

/* the records of the window's snapshots, by (tid, stack): *n of them */
static struct ring_thread *
window_threads(const struct top *T, size_t first, size_t *n)
{
	struct ring_thread *all;

	*n = 0;
	for (size_t i = first; i < T->R.count; i++)
		*n += snapring_at(&T->R, i)->n;
	all = xcalloc(*n + 1, sizeof(*all));
	*n = 0;
	for (size_t i = first; i < T->R.count; i++) {
		const struct ring_snap *s = snapring_at(&T->R, i);

		memcpy(all + *n, s->t, s->n * sizeof(*all));
		*n += s->n;
	}
	if (*n)
		qsort(all, *n, sizeof(*all), cmp_thread);
	return all;
}

/* the newest record of tid in the window, for its latest name and state
 * (sorting by (tid, stack) lost the order of the snapshots) */
static const struct ring_thread *
thread_newest(const struct top *T, size_t first, pid_t tid)
{
	for (size_t s = T->R.count; s-- > first;) {
		const struct ring_snap *sn = snapring_at(&T->R, s);

		for (size_t k = 0; k < sn->n; k++)
			if (sn->t[k].tid == tid)
				return &sn->t[k];
	}
	return NULL;
}

/* among one thread's records t[0..n), sorted by stack: the first of the
 * stack seen most often, and how often in *count */
static const struct ring_thread *
most_frequent(const struct ring_thread *t, size_t n, size_t *count)
{
	size_t best = 0;

	*count = 0;
	for (size_t k = 0; k < n;) {
		size_t m = k;

		while (m < n && t[m].stack == t[k].stack)
			m++;
		if (m - k > *count) {
			*count = m - k;
			best = k;
		}
		k = m;
	}
	return &t[best];
}

/* "tid name st seen top% hotspot frames": a thread seen `seen` times,
 * last as `last`, in stack best->stack `bestn` times */
static void
thread_line(struct top *T, struct strbuf *out, const struct ring_thread *last,
	    size_t seen, const struct ring_thread *best, size_t bestn)
{
	struct stackset *ss = &T->L->ss;
	const char *name = stackset_name_str(ss, last->comm);
	struct strbuf comm;
	size_t start = out->len;
	uint32_t fn, *names;
	const uint32_t *fr;

	/* the thread's name is the target's: escaped (lib/escape.h) */
	strbuf_init(&comm);
	escape_ctl(&comm, name, strlen(name));
	strbuf_addf(out, "%8d %-15s %2c %5zu %5.0f%%  %-28.28s ", (int)last->tid,
		    comm.buf, last->state, seen, share_pct(bestn, seen),
		    stack_verdict(T, best->stack));
	/* its latest statement (pmp/sql/procsql.h), user data: escaped */
	if (last->stmt) {
		const char *q = stackset_name_str(ss, last->stmt);

		strbuf_reset(&comm);
		escape_ctl(&comm, q, strnlen(q, TOP_STMT_WIDTH));
		strbuf_addf(out, "%-*.*s | ", TOP_STMT_WIDTH, TOP_STMT_WIDTH, comm.buf);
	}
	strbuf_release(&comm);
	/* the stack's frames by their short names, innermost first */
	fr = stackset_stack_get(ss, best->stack, &fn);
	names = xcalloc(fn + 1, sizeof(*names));
	for (uint32_t k = 0; k < fn; k++)
		names[k] = stackset_frame_name(ss, fr[k], NAME_SHORT);
	add_frames(out, &T->w.v, names, fn, T->s.cols - (int)(out->len - start));
	strbuf_addc(out, '\n');
	free(names);
}

/* one line per thread seen in the window, by tid: its latest name and
 * state, and the stack it was seen in most often */
static void
view_threads(struct top *T, struct strbuf *out)
{
	size_t first = window_first(T), n;
	struct ring_thread *all = window_threads(T, first, &n);

	strbuf_addf(out, "%8s %-15s %2s %5s %6s  %-28s %s\n", "tid", "name", "st",
		    "seen", "top%", "hotspot", "most frequent stack (innermost first)");
	for (size_t i = 0, j; i < n; i = j) {
		const struct ring_thread *last = thread_newest(T, first, all[i].tid), *best;
		size_t bestn;

		for (j = i; j < n && all[j].tid == all[i].tid;)
			j++;
		best = most_frequent(all + i, j - i, &bestn);
		thread_line(T, out, last ? last : &all[i], j - i, best, bestn);
	}
	if (!n)
		strbuf_adds(out, "No thread sampled yet.\n");
	free(all);
}

static void
view_render(struct top *T, enum top_view view, struct strbuf *out)
{
	if (view == VIEW_HOTSPOTS)
		view_hotspots(T, out);
	else if (view == VIEW_STACKS)
		view_stacks(T, out);
	else
		view_threads(T, out);
}

/* ---- the screen ------------------------------------------------------ */

static void
header(struct top *T, struct strbuf *out)
{
	const struct ring_snap *last = T->R.count ? snapring_at(&T->R, T->R.count - 1) : NULL;

	struct strbuf comm;

	strbuf_init(&comm);
	escape_ctl(&comm, T->L->comm, strlen(T->L->comm));
	strbuf_addf(out, "pmp top - pid %d (%s)  threads %zu  window %gs: %zu snapshots, "
		    "every %gs  pause p50 %.2f ms, max %.2f ms%s\n", (int)T->L->pid,
		    comm.buf, last ? last->n : 0, T->o.window, T->w.nsnaps, T->o.interval,
		    T->w.p50_ms, T->w.max_ms, T->s.exited ? "  EXITED" : T->s.paused ? "  PAUSED" : "");
	strbuf_release(&comm);
}

/* copy a line of at most cols bytes, without its newline. Names are
 * escaped where they are added; a control byte that got past that
 * still never reaches the terminal: it shows as '?' */
static void
put_line(const struct terminal *t, const char *s, size_t len, int cols)
{
	if (len > (size_t)cols)
		len = (size_t)cols;
	for (size_t i = 0; i < len; i++)
		putchar(escape_is_ctl((unsigned char)s[i]) ? '?' : s[i]);
	term_clear_eol(t);
	fputs("\r\n", stdout);
}

static void
screen_draw(struct top *T)
{
	struct strbuf hd;
	const char *p, *end;
	int avail, line = 0;
	unsigned long nlines = 0;
	char keys[256];

	strbuf_init(&hd);
	header(T, &hd);
	strbuf_reset(&T->s.body);
	view_render(T, T->s.view, &T->s.body);
	for (p = T->s.body.buf; *p; p++)
		nlines += *p == '\n';
	avail = T->s.rows - 4;
	if (avail < 1)
		avail = 1;
	if (nlines <= (unsigned long)avail)
		T->s.scroll = 0;
	else if (T->s.scroll > nlines - avail)
		T->s.scroll = nlines - avail;
	term_home(&T->s.term);
	term_reverse(&T->s.term, true);
	put_line(&T->s.term, hd.buf, hd.len - 1, T->s.cols);
	term_reverse(&T->s.term, false);
	snprintf(keys, sizeof(keys), "view: %s   [h]otspots [s]tacks [t]hreads  "
		 "[p]ause [w]rite [q]uit  j/k scroll", view_names[T->s.view]);
	put_line(&T->s.term, keys, strlen(keys), T->s.cols);
	put_line(&T->s.term, "", 0, T->s.cols);
	p = T->s.body.buf;
	for (unsigned long i = 0; *p && line < avail; i++) {
		end = strchr(p, '\n');
		if (!end)
			end = p + strlen(p);
		if (i >= T->s.scroll) {
			put_line(&T->s.term, p, (size_t)(end - p), T->s.cols);
			line++;
		}
		p = *end ? end + 1 : end;
	}
	term_clear_eos(&T->s.term);
	/* the status line, at the bottom */
	term_move(&T->s.term, T->s.rows - 1);
	if (T->s.status[0])
		fwrite(T->s.status, 1, strlen(T->s.status) < (size_t)T->s.cols ?
		       strlen(T->s.status) : (size_t)T->s.cols, stdout);
	term_clear_eol(&T->s.term);
	fflush(stdout);
	strbuf_release(&hd);
}

static void
batch_print(struct top *T)
{
	struct strbuf out;

	strbuf_init(&out);
	header(T, &out);
	for (int v = 0; v < NVIEWS; v++) {
		strbuf_addf(&out, "\n== %s ==\n", view_names[v]);
		view_render(T, (enum top_view)v, &out);
	}
	if (T->s.status[0])
		strbuf_addf(&out, "\n%s\n", T->s.status);
	strbuf_adds(&out, "\n");
	fwrite(out.buf, 1, out.len, stdout);
	fflush(stdout);
	strbuf_release(&out);
}

/* ---- 'w': the window as a raw capture (raw_save.h's format) ---------- */

static int
window_save(struct top *T, char *path, size_t size)
{
	char stamp[32];
	size_t first = window_first(T);
	struct raw_save w = { 0 };
	time_t now = time(NULL);
	struct tm tm;
	int r;

	localtime_r(&now, &tm);
	strftime(stamp, sizeof(stamp), "%Y%m%d-%H%M%S", &tm);
	snprintf(path, size, "%s/pmp-top-%d-%s.raw", T->o.save_dir, (int)T->L->pid, stamp);
	if (raw_save_open(&w, path) < 0) {
		snprintf(T->s.status, sizeof(T->s.status), "cannot write '%s' (see the "
			 "message after pmp exits)", path);
		raw_save_release(&w);
		return -1;
	}
	snapring_save_to(&T->R, first, T->R.count, &w);
	r = raw_save_close(&w);
	raw_save_release(&w);
	if (r < 0) {
		snprintf(T->s.status, sizeof(T->s.status), "cannot write '%s': %s", path,
			 strerror(errno));
		return -1;
	}
	snprintf(T->s.status, sizeof(T->s.status), "saved %zu snapshots to %s",
		 T->R.count - first, path);
	return 0;
}

/* ---- keys ------------------------------------------------------------ */

/* read what the terminal has; false when the user asked to quit */
static bool
keys_read(struct top *T)
{
	unsigned char buf[64];
	ssize_t n = read(STDIN_FILENO, buf, sizeof(buf));
	char path[4096];

	if (n == 0)
		return false;	/* the terminal is gone */
	for (ssize_t i = 0; i < n; i++) {
		unsigned char c = buf[i];

		T->c.redraw = true;
		/* arrows: ESC [ A (up) and ESC [ B (down) */
		if (c == 033 && i + 2 < n && buf[i + 1] == '[') {
			if (buf[i + 2] == 'A' && T->s.scroll)
				T->s.scroll--;
			else if (buf[i + 2] == 'B')
				T->s.scroll++;
			else if (buf[i + 2] == '5')	/* PgUp: ESC [ 5 ~ */
				T->s.scroll = T->s.scroll > 10 ? T->s.scroll - 10 : 0;
			else if (buf[i + 2] == '6')
				T->s.scroll += 10;
			i += 2;
			while (i + 1 < n && buf[i] >= '0' && buf[i] <= '9')
				i++;
			continue;
		}
		switch (c) {
		case 'q': case 'Q': case 3: /* Ctrl-C */ case 4: /* Ctrl-D */
			return false;
		case 'h': T->s.view = VIEW_HOTSPOTS; T->s.scroll = 0; break;
		case 's': T->s.view = VIEW_STACKS; T->s.scroll = 0; break;
		case 't': T->s.view = VIEW_THREADS; T->s.scroll = 0; break;
		case 'p': case ' ':
			if (T->s.exited)
				break;
			T->s.paused = !T->s.paused;
			snprintf(T->s.status, sizeof(T->s.status), "%s",
				 T->s.paused ? "PAUSED: no snapshot is taken; p or space "
				 "resumes" : "resumed");
			break;
		case 'w':
			window_save(T, path, sizeof(path));
			break;
		case 'j': T->s.scroll++; break;
		case 'k': if (T->s.scroll) T->s.scroll--; break;
		case 'g': T->s.scroll = 0; break;
		default:
			break;
		}
	}
	return true;
}

/* ---- the command ----------------------------------------------------- */

static enum top_view
view_arg(const char *arg)
{
	for (int v = 0; v < NVIEWS; v++)
		if (!strcmp(arg, view_names[v]))
			return (enum top_view)v;
	die(EXIT_USAGE, "unknown view '%s' (hotspots, stacks, threads)", arg);
}

/* the command line into T: -1 to go on, else the exit code (--help, or a
 * usage error after the usage) */
static int
top_options(struct top *T, int argc, char **argv)
{
	int c;

	T->o.interval = 0.1;
	T->o.refresh = 1;
	T->o.window = 10;
	T->o.save_dir = ".";
	live_cli_init(&T->lc);
	optind = 1;
	while ((c = getopt_long(argc, argv, "p:s:d:bn:vh", long_opts, NULL)) != -1) {
		switch (c) {
		case 's': T->o.interval = live_cli_secs("-s", optarg, 0.001, LIVE_SECS_MAX); break;
		case 'd': T->o.refresh = live_cli_secs("-d", optarg, 0.05, LIVE_SECS_MAX); break;
		case OPT_WINDOW:
			T->o.window = live_cli_secs("--window", optarg, 0.001, LIVE_SECS_MAX);
			break;
		case 'b': T->o.batch = true; break;
		case 'n':
			if (parse_ulong(optarg, &T->o.iterations) < 0 || !T->o.iterations)
				die(EXIT_USAGE, "-n needs a number of refreshes, not '%s'",
				    optarg);
			break;
		case OPT_VIEW: T->s.view = view_arg(optarg); break;
		case OPT_SAVE_DIR: T->o.save_dir = optarg; break;
		case 'v': verbose++; break;
		case 'h':
			fputs(usage_text, stdout);
			return EXIT_OK;
		default:
			if (rules_opt_parse(&T->ro, c, optarg) ||
			    live_cli_parse(&T->lc, c, optarg))
				break;
			fputs(usage_text, stderr);
			return EXIT_USAGE;
		}
	}
	live_cli_check(&T->lc, argc, argv, usage_text);
	return -1;
}

/* --batch, or the terminal (TERM through terminfo): a terminal that
 * cannot redraw the view in place (dumb, unknown) gets the plain text of
 * --batch */
static void
top_choose_output(struct top *T)
{
	const char *why;

	if (!T->o.batch && isatty(STDIN_FILENO) && isatty(STDOUT_FILENO) &&
	    term_open(&T->s.term, &why) < 0) {
		warning_msg("%s: printing plain text instead, as with --batch", why);
		T->o.batch = true;
	}
	if (!T->o.batch && (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)))
		die(EXIT_USAGE, "pmp top needs a terminal on standard input and output; "
		    "--batch prints plain text instead");
	if (T->o.iterations && !T->o.batch)
		die(EXIT_USAGE, "-n (--iterations) goes with --batch");
}

/* all that comes before touching the target; dies on a usage error */
static void
top_prepare(struct top *T)
{
	struct sigaction sw = { .sa_handler = on_winch };
	size_t cap;

	top_choose_output(T);
	T->L = xcalloc(1, sizeof(*T->L));
	T->L->uw = live_cli_unwinder(&T->lc);
	T->L->pid = T->lc.pid;
	/* a broken rule pack stops us here */
	ruleset_init(&T->rs);
	rules_opt_load(&T->ro, &T->rs, true);
	/* debuginfod could block for minutes: never from a live view */
	unsetenv("DEBUGINFOD_URLS");
	/* the ring holds one window at the nominal interval, and a little more */
	cap = (size_t)ceil(T->o.window / T->o.interval) + 1;
	if (cap > 100000)
		die(EXIT_USAGE, "--window / -s makes more than 100000 snapshots per window");
	snapring_init(&T->R, cap);
	strbuf_init(&T->s.body);

	/* a signal ends the wait between snapshots at once */
	stopsig_install(STOPSIG_PIPE);
	sigemptyset(&sw.sa_mask);
	sigaction(SIGWINCH, &sw, NULL);
}

/* the session and its first snapshot, taken before the screen changes so
 * that a refusal is reported on a normal terminal; EXIT_OK or EXIT_BAD */
static int
top_start(struct top *T)
{
	bool gone = false;

	snapring_attach(&T->R, T->L);
	if (live_open(T->L, &T->lc.lo) < 0 ||
	    snapring_step(&T->R, &T->c.taken, &T->c.failures, &gone) == LIVE_STOP)
		return EXIT_BAD;
	term_size(T);
	if (!T->o.batch && term_raw(&T->s.term) < 0)
		return EXIT_BAD;
	return EXIT_OK;
}

/* a snapshot, if one is due; false when pmp top is done: --batch, and the
 * process cannot be sampled any more (the last window is printed) */
static bool
top_take(struct top *T, uint64_t *now)
{
	bool gone = false;

	if (T->s.paused || T->s.exited || *now < T->c.next_snap)
		return true;
	if (snapring_step(&T->R, &T->c.taken, &T->c.failures, &gone) == LIVE_STOP) {
		/* exited, or refused for good: keep the last window on the
		 * screen */
		T->s.exited = true;
		snprintf(T->s.status, sizeof(T->s.status), "process %d %s; w saves the "
			 "window, q quits", (int)T->L->pid, gone ? "exited" :
			 "cannot be sampled any more");
		T->c.dirty = T->c.redraw = true;
		if (T->o.batch) {
			window_build(T);
			batch_print(T);
			return false;
		}
	}
	*now = mono_ns();
	T->c.next_snap += secs_ns(T->o.interval);
	/* fell behind (slow unwinding): do not burst */
	if (T->c.next_snap < *now)
		T->c.next_snap = *now + secs_ns(T->o.interval);
	T->c.dirty = true;
	return true;
}

/* draw, if a refresh is due or something changed; false when --batch has
 * printed its -n refreshes */
static bool
top_draw(struct top *T, uint64_t now)
{
	bool due = now >= T->c.next_draw;

	if (!due && !T->c.redraw)
		return true;
	/* pausing shows the final window at once */
	if (T->c.dirty && (due || T->s.paused)) {
		window_build(T);
		T->c.dirty = false;
	} else if (!T->w.have_win) {
		window_build(T);
	}
	if (!T->o.batch)
		screen_draw(T);
	else if (due) {
		batch_print(T);
		if (T->o.iterations && ++T->c.refreshes >= T->o.iterations)
			return false;
	}
	if (due)
		T->c.next_draw = now + secs_ns(T->o.refresh);
	T->c.redraw = false;
	return true;
}

/* sleep until the next snapshot or refresh, or a key; false when the
 * user quit or the terminal went away */
static bool
top_wait(struct top *T)
{
	uint64_t wake = T->c.next_draw, now;
	struct pollfd pfd = { .fd = STDIN_FILENO, .events = POLLIN };
	int timeout;

	if (!T->s.paused && !T->s.exited && T->c.next_snap < wake)
		wake = T->c.next_snap;
	now = mono_ns();
	timeout = wake > now ? (int)((wake - now + 999999) / 1000000) : 0;
	if (T->o.batch) {
		struct timespec ts = { timeout / 1000, (long)(timeout % 1000) * 1000000 };

		nanosleep(&ts, NULL);
		return true;
	}
	/* EINTR (SIGCHLD from a straggler, SIGWINCH): look again */
	if (poll(&pfd, 1, timeout) <= 0)
		return true;
	if (pfd.revents & (POLLHUP | POLLERR))
		return false;
	return keys_read(T);
}

/* snapshots and refreshes until the end: EXIT_OK, or EXIT_PARTIAL when
 * the process exited (or could not be sampled any more) */
static int
top_loop(struct top *T)
{
	T->c.next_snap = mono_ns() + secs_ns(T->o.interval);
	T->c.next_draw = mono_ns();
	T->c.dirty = T->c.redraw = true;
	while (!stopsig_requested()) {
		uint64_t now = mono_ns();

		if (!top_take(T, &now))
			break;
		if (resized) {
			resized = 0;
			term_size(T);
			T->c.redraw = true;
		}
		if (!top_draw(T, now) || !top_wait(T))
			break;
	}
	if (stopsig_requested() && !T->s.exited)
		verbose_msg("stopped by SIG%s", stopsig_name());
	return T->s.exited ? EXIT_PARTIAL : EXIT_OK;
}

/* the terminal restored, the target released, everything freed */
static int
top_end(struct top *T, int status)
{
	struct live *L = T->L;

	term_restore(&T->s.term);
	if (T->s.exited && !T->o.batch)
		warning_msg("process %d exited after %lu snapshots", (int)L->pid, T->c.taken);
	/* a thread that did not stop in time is detached when it stops */
	if (L->opened && sampler_drain(&L->sampler, L->sampler.max_pause_ms))
		verbose_msg("%zu threads have not stopped yet: the kernel detaches "
			    "them when pmp exits", sampler_stragglers(&L->sampler));
	window_release(T);
	snapring_release(&T->R);
	for (size_t i = 0; i < T->w.averdicts; i++)
		free(T->w.verdicts[i]);
	free(T->w.verdicts);
	strbuf_release(&T->s.body);
	status = ruleset_exit_status(&T->rs, status);
	ruleset_release(&T->rs);
	rules_opt_release(&T->ro);
	live_release(L);
	free(L);
	free(T);
	return status;
}

int
cmd_top(int argc, char **argv)
{
	struct top *T = xcalloc(1, sizeof(*T));
	int status = top_options(T, argc, argv);

	if (status >= 0) {
		/* --help or a usage error: nothing leaks (make check SANITIZE=) */
		rules_opt_release(&T->ro);
		free(T);
		return status;
	}
	top_prepare(T);
	status = top_start(T);
	if (status == EXIT_OK)
		status = top_loop(T);
	return top_end(T, status);
}
