/* SPDX-License-Identifier: MIT */
/*
 * cmd_serve.c - `pmp serve -p PID | --comm NAME`: sample a process
 * continuously at a low rate (one snapshot a second by default, idle
 * threads reused as in `pmp -p`) and serve what was seen over HTTP for
 * Prometheus (/metrics) and pprof scrapers (/debug/pprof/profile), and
 * optionally as a node_exporter textfile. docs/serve.md tells the whole
 * story, docs/metrics.md lists the metrics.
 *
 * This thread is the sampling loop and the only one that touches the
 * target (through live.c and sampler.c: ptrace is per thread) or the
 * session's stacks; libmicrohttpd's thread only copies what this loop
 * published (serve_http.h). Per snapshot: the snapshot goes into the
 * ring (snapring.h), its threads are classified by the rules alone
 * (hotspots of a one-snapshot profile and lock graph) and summed into
 * the metrics (metrics.h), the text is rendered and published, and the
 * profile and capture requests that came meanwhile are answered.
 *
 * When the target exits, /metrics says pmp_target_up 0 and the last
 * window stays for /debug/pprof/profile; with --comm, the next process
 * of that name is sampled (a new session: new stack ids, the ring starts
 * again, the counters go on).
 */
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <math.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cmd.h"
#include "hotspots.h"
#include "live.h"
#include "live_cli.h"
#include "metrics.h"
#include "input.h"
#include "outfile.h"
#include "output.h"
#include "outopt.h"
#include "rules_opt.h"
#include "serve_http.h"
#include "snapring.h"
#include "snapview.h"
#include "stalk_opt.h"
#include "stalker.h"
#include "stopsig.h"
#include "strbuf.h"
#include "util.h"

static const char usage_text[] =
"usage: pmp serve -p PID [options]\n"
"       pmp serve --comm NAME [options]\n"
"\n"
"Sample a process continuously (every -s seconds, all threads stopped\n"
"together for about a millisecond, idle ones reused) and serve what was\n"
"seen over HTTP, for Prometheus and pprof scrapers:\n"
"  /                      the target and the endpoints\n"
"  /metrics               Prometheus text: lock waits, thread states, the\n"
"                         sampler's health (docs/metrics.md)\n"
"  /debug/pprof/profile   ?seconds=N: pprof profile of the last N seconds\n"
"  /debug/pmp/capture     ?seconds=N or ?first=A&last=B: a raw capture of\n"
"                         those snapshots ('pmp aggregate' reads it)\n"
"  /incidents             with --incidents: the incidents written\n"
"\n"
"  -p, --pid PID         the process to sample\n"
"      --comm NAME       sample the process named NAME (/proc/PID/comm), and\n"
"                        its successor when it exits and another starts\n"
"  -l, --listen ADDR     address and port (default 127.0.0.1:9756; port 0\n"
"                        picks a free one); another address than loopback\n"
"                        is said on standard error\n"
"  -s, --interval SEC    seconds between snapshots (default 1)\n"
"      --window SEC      the gauges of /metrics are means over the last SEC\n"
"                        seconds of snapshots (default 15)\n"
"      --ring SEC        the snapshots kept for profiles and captures\n"
"                        (default 300 seconds' worth)\n"
"      --max-locks N     lock series (and idle classes) kept; the rest are\n"
"                        summed into lock=\"other\" (default 50)\n"
"      --max-connections N  open HTTP connections at most (default 1024)\n"
"      --textfile DIR    also write the metrics to DIR/pmp.prom (atomically)\n"
"                        at every snapshot, for node_exporter\n"
"      --incidents DIR   catch incidents as `pmp stalk` does, into DIR: the\n"
"                        options below, /incidents lists them, POST /trigger\n"
"                        asks for one, /metrics counts them\n"
STALK_HELP
LIVE_HELP
RULES_HELP
"  -v, --verbose         more messages on standard error\n"
"  -h, --help            this text\n"
"\n"
"pmp serve runs until SIGTERM or SIGINT, which end it between two\n"
"snapshots with the target released. It says 'pmp: serving on\n"
"http://ADDR:PORT/' on standard error once it listens.\n"
"\n"
"Exit status: 0 stopped by a signal; 2 the process could not be sampled\n"
"at the start (without --comm), cannot listen, --incidents' DIR cannot be\n"
"used, or fatal error; 64 usage error.\n";

enum {
	OPT_COMM = 256, OPT_WINDOW, OPT_RING, OPT_MAX_LOCKS, OPT_MAX_CONN, OPT_TEXTFILE,
	OPT_INCIDENTS,
};

static const struct option long_opts[] = {
	{ "pid", required_argument, NULL, 'p' },
	{ "comm", required_argument, NULL, OPT_COMM },
	{ "listen", required_argument, NULL, 'l' },
	{ "interval", required_argument, NULL, 's' },
	{ "window", required_argument, NULL, OPT_WINDOW },
	{ "ring", required_argument, NULL, OPT_RING },
	{ "max-locks", required_argument, NULL, OPT_MAX_LOCKS },
	{ "max-connections", required_argument, NULL, OPT_MAX_CONN },
	{ "textfile", required_argument, NULL, OPT_TEXTFILE },
	{ "incidents", required_argument, NULL, OPT_INCIDENTS },
	STALK_LONG_OPTIONS,
	LIVE_LONG_OPTIONS,
	RULES_LONG_OPTIONS,
	{ "verbose", no_argument, NULL, 'v' },
	{ "help", no_argument, NULL, 'h' },
	{ NULL, 0, NULL, 0 },
};

/* a capture answer larger than this is refused (413): ask fewer seconds */
#define CAPTURE_MAX (32u << 20)

struct serve {
	struct live_cli lc;
	struct rules_opt ro;
	const char *comm, *listen, *textfile;
	double interval, window, ring_secs;
	unsigned long max_locks, max_conn;
	struct ruleset rs;
	struct live *L;		/* the session, or NULL; kept after the target
				 * exits, for the ring's stack ids */
	bool up;		/* L is being sampled */
	pid_t *refused;		/* --comm found them, they could not be
				 * sampled: not tried again (nor reported)
				 * while they live; a younger one is */
	size_t nrefused, refused_alloc;
	unsigned long taken;
	unsigned failures;
	uint64_t last_snap_ns;	/* of this session, 0 before its first */
	struct snapring R;
	struct metrics M;
	struct serve_http H;
	struct strbuf text, index, cycle, ctids;
	char *prom_path;	/* owned: --textfile's DIR/pmp.prom */
	/* how long waits last (pmp_lock_wait_seconds): the episodes over
	 * the session's snapshots, and the lock series of each address
	 * waited on while an episode there goes on */
	struct waitlen wl;
	struct wait_series *ws;
	size_t nws, aws;
	struct waitlen_thread *wlt;
	size_t awlt;
	/* --incidents: the stalker, its options, the /incidents text */
	struct stalk_opt st;
	struct stalker K;
	bool stalking;
	struct strbuf incidents;
};

struct wait_series {
	uint64_t addr;
	uint32_t series;
};

static unsigned long
count_arg(const char *opt, const char *arg, unsigned long min, unsigned long max)
{
	unsigned long v;

	if (parse_ulong(arg, &v) < 0 || v < min || v > max)
		die(EXIT_USAGE, "%s needs a number from %lu to %lu, not '%s'", opt, min,
		    max, arg);
	return v;
}

/* ---- the session ----------------------------------------------------- */

static void
session_end(struct serve *S)
{
	if (!S->L)
		return;
	/* a thread that did not stop in time is detached when it stops */
	if (S->L->opened && sampler_drain(&S->L->sampler, S->L->sampler.max_pause_ms))
		verbose_msg("%zu threads have not stopped yet: the kernel detaches "
			    "them when pmp exits", sampler_stragglers(&S->L->sampler));
	live_release(S->L);
	free(S->L);
	S->L = NULL;
	S->up = false;
	/* the waits of that process end with it (cut: counted as far as
	 * they were proven) */
	waitlen_finish(&S->wl);
	S->nws = 0;
}

/* a session on pid; false when it cannot be sampled (reported) */
static bool
session_start(struct serve *S, pid_t pid)
{
	struct live *L = xcalloc(1, sizeof(*L));

	L->uw = live_cli_unwinder(&S->lc);
	L->pid = pid;
	/* its metrics show no statements: no connection to the server */
	S->lc.lo.sql.off = true;
	if (live_open(L, &S->lc.lo) < 0) {
		live_release(L);
		free(L);
		return false;
	}
	/* the old session's ids die with it: the ring starts again */
	session_end(S);
	S->L = L;
	S->up = true;
	S->taken = 0;
	S->failures = 0;
	S->last_snap_ns = 0;
	snapring_attach(&S->R, L);
	metrics_target(&S->M, true, pid, L->comm, true);
	verbose_msg("sampling process %d (%s)", (int)pid, L->comm);
	return true;
}

static bool
refused(const struct serve *S, pid_t pid)
{
	for (size_t i = 0; i < S->nrefused; i++)
		if (S->refused[i] == pid)
			return true;
	return false;
}

/* forget the refused processes that are gone (not among pids): the list
 * stays as long as the processes of the name */
static void
refused_prune(struct serve *S, const pid_t *pids, size_t n)
{
	size_t k = 0;

	for (size_t i = 0; i < S->nrefused; i++)
		for (size_t j = 0; j < n; j++)
			if (pids[j] == S->refused[i]) {
				S->refused[k++] = S->refused[i];
				break;
			}
	S->nrefused = k;
}

/*
 * With --comm and no live target: the oldest process of that name that
 * can be sampled, but the one that just went (a zombie or exiting). One
 * that cannot (traced by another tracer, ptrace refused) is said once,
 * with live_open()'s reason, and the next younger one is tried; the
 * refused are not tried again while they live.
 */
static void
session_find(struct serve *S)
{
	pid_t *pids, old = S->L ? S->L->pid : 0;
	size_t n, skipped = 0;
	static pid_t warned;

	if (proc_find_comm_all(S->comm, old, &pids, &n) < 0)
		return;
	refused_prune(S, pids, n);
	for (size_t i = 0; i < n; i++) {
		pid_t pid = pids[i];
		bool more = false;

		if (refused(S, pid)) {
			skipped++;
			continue;
		}
		if (session_start(S, pid)) {
			if (n > 1 && warned != pid) {
				if (skipped)
					warning_msg("%zu processes are named '%s': sampling %d, "
						    "the oldest that can be sampled (%zu older "
						    "cannot)", n, S->comm, (int)pid, skipped);
				else
					warning_msg("%zu processes are named '%s': sampling "
						    "the oldest, %d", n, S->comm, (int)pid);
				warned = pid;
			}
			break;
		}
		ALLOC_GROW(S->refused, S->nrefused + 1, S->refused_alloc);
		S->refused[S->nrefused++] = pid;
		skipped++;
		for (size_t j = i + 1; j < n && !more; j++)
			more = !refused(S, pids[j]);
		warning_msg("process %d ('%s') is not sampled; %s", (int)pid, S->comm,
			    more ? "trying the next younger one" : "waiting for another");
	}
	free(pids);
}

/* ---- one snapshot ---------------------------------------------------- */

/* the deadlock cycles of g as text, for metrics_cycles() */
static void
cycles_text(struct serve *S, const struct lockgraph *g)
{
	strbuf_reset(&S->cycle);
	strbuf_reset(&S->ctids);
	for (size_t c = 0; c < g->ncycles; c++) {
		const struct lg_path *p = &g->cycles[c];

		if (c) {
			strbuf_adds(&S->cycle, "; ");
			strbuf_adds(&S->ctids, ";");
		}
		for (size_t i = 0; i < p->n; i++) {
			lockgraph_lock_label(g, p->hops[i].lock, &S->cycle);
			strbuf_adds(&S->cycle, " -> ");
			strbuf_addf(&S->ctids, "%s%ld", i ? "," : "", p->hops[i].holder);
		}
		if (p->n)
			lockgraph_lock_label(g, p->hops[0].lock, &S->cycle);
	}
}

static struct wait_series *
wait_series_find(struct serve *S, uint64_t addr)
{
	for (size_t i = 0; i < S->nws; i++)
		if (S->ws[i].addr == addr)
			return &S->ws[i];
	return NULL;
}

/* a wait ended: into its lock's pmp_lock_wait_seconds, when the address
 * was a lock the rules call a latch or a wait */
static void
wait_ended(void *arg, const struct waitlen_episode *e)
{
	struct serve *S = arg;
	const struct wait_series *w = wait_series_find(S, e->addr);

	if (w)
		metrics_lock_wait(&S->M, w->series, e->min);
}

/* the waits of snapshot s (g and hs: its lock graph and hotspots) */
static void
snapshot_waits(struct serve *S, const struct ring_snap *s, const struct lockgraph *g,
	       const struct hotspots *hs)
{
	size_t k = 0;

	/* the series of each address waited on now */
	for (size_t i = 0; hs && i < g->nlocks; i++) {
		const struct hotspot *h = hotspots_of_lock(hs, g, &g->locks[i]);

		if (!h || (h->cls != RC_LATCH && h->cls != RC_WAIT) ||
		    wait_series_find(S, g->locks[i].addr))
			continue;
		ALLOC_GROW(S->ws, S->nws + 1, S->aws);
		S->ws[S->nws].addr = g->locks[i].addr;
		S->ws[S->nws++].series = metrics_lock_series(&S->M, h);
	}
	ALLOC_GROW(S->wlt, s->n, S->awlt);
	for (size_t i = 0; i < s->n; i++) {
		S->wlt[i].tid = s->t[i].tid;
		S->wlt[i].addr = s->t[i].fw.addr;
		S->wlt[i].reused = s->t[i].fw.addr && s->t[i].fw.reused;
	}
	waitlen_snapshot(&S->wl, s->time, S->wlt, s->n);
	/* keep the addresses some episode still waits on */
	for (size_t i = 0; i < S->nws; i++) {
		bool open = false;

		for (size_t j = 0; j < S->wl.nst && !open; j++)
			open = S->wl.st[j].addr == S->ws[i].addr;
		if (open)
			S->ws[k++] = S->ws[i];
	}
	S->nws = k;
}

/* the rule verdicts of the ring's newest snapshot, into the metrics */
static void
snapshot_count(struct serve *S)
{
	struct ring_snap *s = snapring_at(&S->R, S->R.count - 1);
	struct snapview v;
	const struct hotspots *hs;
	double dt = S->interval;

	snapview_build(&v, &S->R, S->R.count - 1, &S->rs);
	hs = snapview_hotspots(&v);
	/* each thread stands for the time since the previous snapshot;
	 * after a gap (the target stopped by a debugger, pmp starved) no
	 * more than three intervals */
	if (S->last_snap_ns) {
		dt = (s->mono_ns - S->last_snap_ns) / 1e9;
		if (dt > 3 * S->interval)
			dt = 3 * S->interval;
	}
	S->last_snap_ns = s->mono_ns;
	metrics_snapshot(&S->M, s->mono_ns, dt, hs, (uint32_t)s->n, s->pause_ns, s->partial);
	snapshot_waits(S, s, &v.g, hs);
	if (v.g.ncycles) {
		cycles_text(S, &v.g);
		metrics_cycles(&S->M, S->cycle.buf, S->ctids.buf);
	} else {
		metrics_cycles(&S->M, NULL, NULL);
	}
	if (S->stalking) {
		if (serve_http_take_trigger(&S->H))
			stalker_request(&S->K, "request");
		/* no process list: pmp serve does not connect */
		stalker_snapshot(&S->K, &S->R, &v.g, hs, NULL);
	}
	snapview_release(&v);
}

static void
sample_once(struct serve *S)
{
	bool exited = false;
	enum live_step r;
	uint64_t seq;

	if (!S->up && S->comm)
		session_find(S);
	if (!S->up)
		return;
	seq = S->R.next_seq;
	r = snapring_step(&S->R, &S->taken, &S->failures, &exited);
	if (r == LIVE_TAKEN && S->R.next_seq != seq)	/* kept: it had threads */
		snapshot_count(S);
	else if (r == LIVE_SKIPPED)
		metrics_skipped(&S->M);
	else if (r == LIVE_STOP) {
		/* keep L: the ring's stacks stay readable until another
		 * session replaces it; release the target now */
		if (S->L->opened)
			sampler_drain(&S->L->sampler, S->L->sampler.max_pause_ms);
		S->up = false;
		metrics_target(&S->M, false, 0, NULL, false);
		if (S->stalking)
			stalker_finish(&S->K, &S->R, "cut short: the process exited");
		if (S->comm)
			warning_msg("process %d is gone: waiting for another '%s'",
				    (int)S->L->pid, S->comm);
	}
}

/* ---- what is published ----------------------------------------------- */

static void
add_html(struct strbuf *b, const char *s)
{
	for (; *s; s++) {
		if (*s == '<')
			strbuf_adds(b, "&lt;");
		else if (*s == '>')
			strbuf_adds(b, "&gt;");
		else if (*s == '&')
			strbuf_adds(b, "&amp;");
		else if (*s == '"')
			strbuf_adds(b, "&quot;");
		else
			strbuf_addc(b, *s);
	}
}

static void
render_index(struct serve *S)
{
	struct strbuf *b = &S->index;

	strbuf_reset(b);
	strbuf_adds(b, "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">"
		    "<title>pmp serve</title></head><body>\n<h1>pmp serve</h1>\n<p>");
	if (S->M.pid) {
		strbuf_addf(b, "Target: process %d (", (int)S->M.pid);
		add_html(b, S->M.comm);
		strbuf_addf(b, "), %s.", S->up ? "sampled" : "gone");
	} else {
		strbuf_adds(b, "Target: waiting for a process named ");
		add_html(b, S->comm ? S->comm : "?");
		strbuf_adds(b, ".");
	}
	strbuf_addf(b, " One snapshot every %g s; %llu snapshots so far.</p>\n<ul>\n",
		    S->interval, (unsigned long long)S->M.snapshots);
	strbuf_adds(b, "<li><a href=\"/metrics\">/metrics</a>: Prometheus text "
		    "exposition (lock waits, thread states, the sampler's health)</li>\n"
		    "<li><a href=\"/debug/pprof/profile?seconds=30\">/debug/pprof/profile"
		    "?seconds=N</a>: pprof profile of the last N seconds</li>\n"
		    "<li><a href=\"/debug/pmp/capture?seconds=10\">/debug/pmp/capture"
		    "?seconds=N</a>: raw capture of the last N seconds "
		    "(<code>pmp aggregate</code> reads it)</li>\n</ul>\n</body></html>\n");
}

/*
 * DIR/pmp.prom through lib/outfile.c, as every file pmp writes: a new
 * FILE.XXXXXX.tmp (O_EXCL|O_NOFOLLOW, a random name, so nothing a local
 * user planted in a 1777 directory is opened or followed; the collector
 * reads *.prom only), renamed over a regular file only. A failure is said
 * once, not at every snapshot, and again after a success.
 */
static void
write_textfile(struct serve *S)
{
	static bool warned;
	char why[512];
	struct outfile o;
	int r;

	msg_capture_begin(why, sizeof(why));
	r = outfile_open(&o, S->prom_path, 0);
	if (r == 0) {
		fwrite(S->text.buf, 1, S->text.len, o.f);
		r = outfile_commit(&o);
	}
	outfile_release(&o);
	msg_capture_end();
	if (r < 0) {
		if (!warned)
			warning_msg("--textfile: %s (tried again at every snapshot)", why);
		warned = true;
		return;
	}
	warned = false;
}

static void
publish(struct serve *S)
{
	strbuf_reset(&S->text);
	metrics_render(&S->M, mono_ns(), &S->text);
	if (S->stalking) {
		stalker_metrics(&S->K, &S->text);
		strbuf_reset(&S->incidents);
		stalker_list(&S->K, &S->incidents);
		serve_http_publish_incidents(&S->H, S->incidents.buf, S->incidents.len);
	}
	render_index(S);
	serve_http_publish(&S->H, S->text.buf, S->text.len, S->index.buf, S->index.len);
	if (S->textfile)
		write_textfile(S);
}

/* ---- profile and capture requests ------------------------------------ */

static void
answer_text(struct serve *S, struct http_req *r, unsigned status, const char *msg)
{
	serve_http_answer(&S->H, r, status, "text/plain; charset=utf-8", xstrdup(msg),
			  strlen(msg));
}

/*
 * Snapshots [first, end) of the ring as a raw capture in a memfd, at
 * offset 0: the fd, or -1 with why set (the memfd or its write failed:
 * no file descriptor left, a file size limit)
 */
static int
capture_memfd(struct serve *S, size_t first, size_t end, char *why, size_t whysize)
{
	char *cap = NULL;
	size_t caplen = 0, done = 0;
	FILE *cf = open_memstream(&cap, &caplen);
	int fd;

	if (!cf)
		die(EXIT_BAD, "out of memory");
	snapring_save(&S->R, first, end, cf);
	if (fclose(cf) != 0)
		die(EXIT_BAD, "out of memory");
	fd = memfd_create("pmp-serve-capture", MFD_CLOEXEC);
	while (fd >= 0 && done < caplen) {
		ssize_t w = write(fd, cap + done, caplen - done);

		if (w < 0 && errno == EINTR)
			continue;
		if (w == 0)
			errno = ENOSPC;
		if (w <= 0)
			break;
		done += (size_t)w;
	}
	if (fd < 0 || done < caplen || lseek(fd, 0, SEEK_SET) < 0) {
		snprintf(why, whysize, "cannot hold a capture for the profile: %s",
			 strerror(errno));
		if (fd >= 0)
			close(fd);
		fd = -1;
	}
	free(cap);
	return fd;
}

/*
 * The pprof profile of snapshots [first, end) of the ring, into f: the
 * ring writes them as a raw capture and pmp aggregate's own path reads it
 * back (input_read into an outopt sink, outopt_write), so that the served
 * profile is by construction the one `pmp aggregate -f pprof` makes of
 * /debug/pmp/capture: thread labels, locations with lines and addresses,
 * mappings with build-ids. Done between snapshots, never while the target
 * is stopped. 0, or -1 with why set when no whole profile could be
 * made: the answer is then an error, never an empty or partial profile.
 */
static int
serve_profile(struct serve *S, size_t first, size_t end, const char *input, FILE *f,
	      char *why, size_t whysize)
{
	const char *inputs[1] = { input };
	struct outopt oo;
	struct stackset ss;
	struct profile p;
	struct input in;
	int fd = capture_memfd(S, first, end, why, whysize), r = -1;

	if (fd < 0)
		return -1;
	outopt_init(&oo);
	outopt_parse(&oo, 'f', "pprof");
	oo.to = f;
	stackset_init(&ss);
	profile_init(&p, &ss);
	outopt_start(&oo, &p);
	/* input_read() and outopt_write() say more on stderr */
	if (input_read(&in, fd, input, IN_RAW, &ss, outopt_sink(&oo), NULL) < 0 || !p.samples) {
		snprintf(why, whysize, "cannot read the capture of the profile back");
	} else {
		struct output_data od = { .inputs = inputs, .ninputs = 1,
					  .input_format = "live" };

		p.inputs = 1;
		if (outopt_write(&oo, &p, NULL, &od) < 0)
			snprintf(why, whysize, "cannot write the profile");
		else
			r = 0;
	}
	close(fd);
	profile_release(&p);
	stackset_release(&ss);
	outopt_release(&oo);
	return r;
}

static void
answer(struct serve *S, struct http_req *r)
{
	size_t first, end;
	char *buf = NULL, input[160], why[128];
	size_t len = 0;
	FILE *f;

	if (!S->L || !S->R.count) {
		answer_text(S, r, HTTP_UNAVAILABLE,
			    "no snapshot yet: the target is not sampled\n");
		return;
	}
	if (r->by_seq) {
		first = snapring_find(&S->R, r->first);
		end = snapring_find(&S->R, r->last);
		if (first == S->R.count || end == S->R.count) {
			char msg[160];

			snprintf(msg, sizeof(msg), "snapshots %llu..%llu are not all in the "
				 "ring (it holds %llu..%llu)\n", (unsigned long long)r->first,
				 (unsigned long long)r->last,
				 (unsigned long long)snapring_at(&S->R, 0)->seq,
				 (unsigned long long)snapring_at(&S->R, S->R.count - 1)->seq);
			answer_text(S, r, HTTP_NOT_FOUND, msg);
			return;
		}
		end++;
	} else {
		/* the snapshots of the last `seconds`: at least the newest */
		first = snapring_since(&S->R, mono_ns(), (uint64_t)(r->seconds * 1e9));
		end = S->R.count;
		if (first == end)
			first = end - 1;
	}
	snprintf(r->snaps, sizeof(r->snaps), "%llu-%llu",
		 (unsigned long long)snapring_at(&S->R, first)->seq,
		 (unsigned long long)snapring_at(&S->R, end - 1)->seq);
	if (!(f = open_memstream(&buf, &len)))
		die(EXIT_BAD, "out of memory");
	if (r->kind == REQ_CAPTURE) {
		snapring_save(&S->R, first, end, f);
	} else {
		/* the comment says which snapshots: /debug/pmp/capture gives
		 * the same ones to pmp aggregate */
		snprintf(input, sizeof(input), "pid %d (%s) snapshots %s", (int)S->L->pid,
			 S->L->comm, r->snaps);
		if (serve_profile(S, first, end, input, f, why, sizeof(why)) < 0) {
			fclose(f);
			free(buf);
			warning_msg("%s", why);
			snprintf(input, sizeof(input), "%s\n", why);
			answer_text(S, r, HTTP_ERROR, input);
			return;
		}
	}
	if (fclose(f) != 0 || len > CAPTURE_MAX) {
		free(buf);
		answer_text(S, r, len > CAPTURE_MAX ? HTTP_TOO_LARGE :
			    HTTP_ERROR, len > CAPTURE_MAX ?
			    "too large: ask for fewer seconds\n" : "cannot build it\n");
		return;
	}
	serve_http_answer(&S->H, r, HTTP_OK, r->kind == REQ_CAPTURE ?
			  "text/plain; charset=utf-8" : "application/octet-stream", buf, len);
}

/*
 * The queued requests, one at a time until the next snapshot is due (one
 * at least, so that they are all answered in time): a client asking for
 * profile after profile delays a snapshot by one answer's work at most.
 */
static void
answer_some(struct serve *S, uint64_t next_snap)
{
	struct http_req *r;

	serve_http_drain(&S->H);
	do {
		if (!(r = serve_http_take(&S->H)))
			return;
		answer(S, r);
	} while (mono_ns() < next_snap);
	/* more wait: come back after the snapshot */
	if (write(S->H.wake[1], "", 1) < 0) {
		/* the pipe is full: the loop wakes anyway */
	}
}

/* ---- the command line ------------------------------------------------ */

/* one option of pmp serve's own (not -h, the rule or sampling options)
 * into S: 1 if c was one, else 0. Dies on a bad value. */
static int
serve_opt(struct serve *S, int c, const char *arg)
{
	switch (c) {
	case OPT_COMM:
		if (!*arg || strchr(arg, '/'))
			die(EXIT_USAGE, "--comm needs a process name, not '%s'", arg);
		S->comm = arg;
		return 1;
	case 'l': S->listen = arg; return 1;
	case 's': S->interval = live_cli_secs("-s", arg, 0.01, 3600); return 1;
	case OPT_WINDOW:
		S->window = live_cli_secs("--window", arg, 0.01, LIVE_SECS_MAX);
		return 1;
	case OPT_RING: S->ring_secs = live_cli_secs("--ring", arg, 1, LIVE_SECS_MAX); return 1;
	case OPT_MAX_LOCKS: S->max_locks = count_arg("--max-locks", arg, 1, 10000); return 1;
	case OPT_MAX_CONN:
		S->max_conn = count_arg("--max-connections", arg, 1, 65536);
		return 1;
	case OPT_TEXTFILE: S->textfile = arg; return 1;
	case OPT_INCIDENTS: S->st.so.dir = arg; return 1;
	case 't': return stalk_opt_parse(&S->st, OPT_STALK_TRIGGER, arg);
	case 'v': verbose++; return 1;
	}
	return stalk_opt_parse(&S->st, c, arg);
}

/* --textfile DIR: a directory, and DIR/pmp.prom absent or a regular file
 * (not a symlink, FIFO or device), before the target is touched */
static void
textfile_check(const char *dir)
{
	struct stat st;
	char *prom;

	if (stat(dir, &st) < 0)
		die(EXIT_USAGE, "--textfile '%s': %s", dir, strerror(errno));
	if (!S_ISDIR(st.st_mode))
		die(EXIT_USAGE, "--textfile '%s': not a directory", dir);
	prom = xmalloc(strlen(dir) + 16);
	sprintf(prom, "%s/pmp.prom", dir);
	if (outfile_check(prom) < 0)
		exit(EXIT_USAGE);
	free(prom);
}

/*
 * argv into S's options: -1 to go on, or the exit status when the command
 * is done (--help: EXIT_OK; a bad option: EXIT_USAGE, with S's options
 * released). Dies on a bad value or a bad combination.
 */
static int
parse_args(struct serve *S, int argc, char **argv)
{
	int c;

	S->listen = "127.0.0.1:9756";
	S->interval = 1;
	S->window = 15;
	S->ring_secs = 300;
	S->max_locks = 50;
	S->max_conn = 1024;
	stalk_opt_init(&S->st);
	live_cli_init(&S->lc);
	optind = 1;
	while ((c = getopt_long(argc, argv, "p:l:s:t:vh", long_opts, NULL)) != -1) {
		if (c != 'h' && (serve_opt(S, c, optarg) ||
				 rules_opt_parse(&S->ro, c, optarg) ||
				 live_cli_parse(&S->lc, c, optarg)))
			continue;
		fputs(usage_text, c == 'h' ? stdout : stderr);
		/* nothing leaks on a usage error (make check SANITIZE=) */
		rules_opt_release(&S->ro);
		stalk_opt_release(&S->st);
		return c == 'h' ? EXIT_OK : EXIT_USAGE;
	}
	live_cli_check_comm(&S->lc, argc, argv, usage_text, S->comm);
	if (S->st.nspecs && !S->st.so.dir)
		die(EXIT_USAGE, "--trigger needs --incidents DIR: where incidents are written");
	if (S->st.so.dir) {
		stalk_opt_finish(&S->st, S->interval);
		if (stalk_opt_needs_status(&S->st))
			die(EXIT_USAGE, "--trigger status:...: pmp serve does not connect to "
			    "the server (pmp stalk does)");
	}
	/* its metrics carry no statements: it never connects (docs/locks.md) */
	if (S->lc.lo.sql.socket || S->lc.lo.sql.defaults_file)
		die(EXIT_USAGE, "%s: pmp serve does not read the server's statements "
		    "(pmp -p, dump and top do)", S->lc.lo.sql.socket ? "--socket" : "--defaults-file");
	if (S->ring_secs / S->interval > 1e6 || S->window / S->interval > 1e6)
		die(EXIT_USAGE, "--ring or --window / -s makes more than a million snapshots");
	if (S->textfile)
		textfile_check(S->textfile);
	return -1;
}

/* ---- the command ----------------------------------------------------- */

/* S's rules, ring, metrics and buffers from its options; dies on a
 * broken rule pack, before the target is touched */
static void
serve_init(struct serve *S)
{
	if (S->textfile) {
		S->prom_path = xmalloc(strlen(S->textfile) + 16);
		sprintf(S->prom_path, "%s/pmp.prom", S->textfile);
	}
	ruleset_init(&S->rs);
	rules_opt_load(&S->ro, &S->rs, true);
	/* debuginfod could block for minutes between two snapshots */
	unsetenv("DEBUGINFOD_URLS");
	{
		size_t cap = (size_t)ceil(S->ring_secs / S->interval) + 1;

		/* an incident's windows, at the slow and fast rates */
		if (S->st.so.dir && stalker_ring_cap(&S->st.so, S->interval) > cap)
			cap = stalker_ring_cap(&S->st.so, S->interval);
		snapring_init(&S->R, cap);
	}
	strbuf_init(&S->incidents);
	metrics_init(&S->M, S->max_locks, S->window, (size_t)ceil(S->window / S->interval) + 2);
	waitlen_init(&S->wl, wait_ended, S);
	strbuf_init(&S->text);
	strbuf_init(&S->index);
	strbuf_init(&S->cycle);
	strbuf_init(&S->ctids);
}

/*
 * Listen, then the first session (-p), then the stop signals' handlers:
 * 0, or -1 when pmp cannot listen or (without --comm) the process cannot
 * be sampled (reported).
 */
static int
serve_start(struct serve *S)
{
	/* the address first: a port taken ends pmp before it reads the
	 * target's modules; then a pid that cannot be sampled is an error
	 * at once (libmicrohttpd's thread answers nothing before the loop
	 * below has published) */
	if (S->st.so.dir) {
		S->st.so.report = report_files;
		S->st.so.report_arg = &S->rs;
		if (stalker_open(&S->K, &S->st.so) < 0)
			return -1;
		S->stalking = true;
	}
	if (serve_http_start(&S->H, S->listen, (unsigned)S->max_conn, S->stalking) < 0)
		return -1;
	if (S->lc.pid && !session_start(S, S->lc.pid) && !S->comm)
		return -1;
	if (!S->up)
		metrics_target(&S->M, false, 0, NULL, false);
	/* the host as given, the port as bound (port 0 picks one) */
	fprintf(stderr, "%s: serving on http://%.*s:%u/\n", progname,
		(int)(strrchr(S->listen, ':') - S->listen), S->listen, S->H.port);
	/* a signal ends the wait between snapshots at once: poll() is
	 * interrupted, and the byte on the wake pipe covers a signal that
	 * comes just before it */
	stopsig_wake(S->H.wake[1]);
	stopsig_install(0);
	signal(SIGPIPE, SIG_IGN);
	/* a file size limit (RLIMIT_FSIZE) makes a write fail with EFBIG,
	 * which a profile request is answered 500 for and --textfile warns
	 * about, rather than end the server */
	signal(SIGXFSZ, SIG_IGN);
	return 0;
}

/* a snapshot every -s seconds, the requests in between, until a stop
 * signal */
static void
serve_loop(struct serve *S)
{
	uint64_t next_snap;

	publish(S);
	next_snap = mono_ns();
	while (!stopsig_requested()) {
		uint64_t now = mono_ns();
		struct pollfd pfd = { .fd = serve_http_wake_fd(&S->H), .events = POLLIN };
		int timeout;

		if (now >= next_snap) {
			/* an incident is sampled faster */
			double dt = S->stalking ? stalker_interval(&S->K, S->interval) : S->interval;

			sample_once(S);
			publish(S);
			now = mono_ns();
			next_snap += (uint64_t)(dt * 1e9);
			/* fell behind (slow unwinding, a new session, an incident
			 * written): do not burst */
			if (next_snap < now)
				next_snap = now + (uint64_t)(dt * 1e9);
		}
		answer_some(S, next_snap);
		now = mono_ns();
		timeout = next_snap > now ? (int)((next_snap - now + 999999) / 1000000) : 0;
		/* EINTR: a signal, looked at above */
		poll(&pfd, 1, timeout);
	}
	verbose_msg("stopped by SIG%s", stopsig_name());
}

/* everything serve_init() and serve_start() made, the target first */
static void
serve_release(struct serve *S)
{
	stopsig_wake(-1);
	/* an incident being sampled is written with what was taken */
	if (S->stalking && stalker_finish(&S->K, &S->R, "cut short: pmp was told to stop"))
		verbose_msg("the incident being sampled was written");
	/* the target is released first: nothing below touches it */
	session_end(S);
	serve_http_stop(&S->H);
	snapring_release(&S->R);
	waitlen_release(&S->wl);
	free(S->ws);
	free(S->wlt);
	metrics_release(&S->M);
	strbuf_release(&S->text);
	strbuf_release(&S->index);
	strbuf_release(&S->cycle);
	strbuf_release(&S->ctids);
	ruleset_release(&S->rs);
	rules_opt_release(&S->ro);
	free(S->prom_path);
	free(S->refused);
	/* also when stalker_open() failed: it leaves nothing twice freed */
	if (S->st.so.dir)
		stalker_release(&S->K);
	stalk_opt_release(&S->st);
	strbuf_release(&S->incidents);
}

int
cmd_serve(int argc, char **argv)
{
	struct serve *S = xcalloc(1, sizeof(*S));
	int status;

	if ((status = parse_args(S, argc, argv)) >= 0) {
		free(S);
		return status;
	}
	serve_init(S);
	status = EXIT_OK;
	if (serve_start(S) < 0)
		status = EXIT_BAD;
	else
		serve_loop(S);
	serve_release(S);
	free(S);
	return status;
}
