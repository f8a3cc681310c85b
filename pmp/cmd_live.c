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
 * reads back (aggregate/input_raw.c, docs/formats.md):
 *
 *   # pmp raw capture v1
 *   # pid 1234 comm mariadbd unwinder libdw
 *   snapshot 1 time=1712345678.123456 pause_us=850 threads=12 window_us=990
 *   thread 1235 S mariadbd
 *   frame libc.so.6+0x8a3ef 4f7b0c5e... - futex-internal.c:57 __futex_abstimed_wait_common
 *   frame mariadbd+0x6a1b2c 2b3c... - - ??
 *   ...
 *   snapshot 7 time=... threads=11 window_us=100120 partial=max_pause
 *   ...
 *   end snapshots=10 partial=1 skipped=0 stopped-by=INT
 *
 * "thread TID STATE NAME": STATE is the scheduler state letter before the
 * stop, NAME the rest of the line. "frame ADDR BUILDID FLAGS FILE SYMBOL",
 * innermost first: ADDR is module+0xOFF, OFF the address looked up (a
 * return address minus one) relative to the module's load bias, or 0xADDR
 * outside any module; BUILDID hex or "-"; FLAGS "-" or "i" (an inlined
 * call, at the same address as the frame after it); FILE "file:line" or
 * "-"; SYMBOL the rest of the line, "??" when unknown. A snapshot that
 * missed threads says why with partial=REASON[,REASON] (docs/safety.md);
 * one that got none (skipped=REASON) has no thread line, and readers do
 * not count it. The "end" line counts the snapshots with threads, the
 * partial and skipped ones, and names the signal that ended sampling
 * early, if one did. The file is written as FILE.tmp and renamed to FILE
 * after the "end" line, so FILE is always complete; a reader that meets
 * no "end" line reports a truncated capture.
 */
#define PCRE2_CODE_UNIT_WIDTH 8
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <math.h>
#include <pcre2.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cmd_live.h"
#include "hotspots.h"
#include "output.h"
#include "proc.h"
#include "rules_opt.h"
#include "profile.h"
#include "sampler.h"
#include "symbolize.h"
#include "unwind.h"
#include "util.h"

#define MAX_FRAMES 512

static const char usage_text[] =
"usage: pmp -p PID [options]\n"
"\n"
"Sample the stacks of every thread of a running process. Each snapshot\n"
"stops all threads together for about a millisecond (ptrace SEIZE and\n"
"INTERRUPT, copy of registers and stacks), then unwinds and names the\n"
"frames while the process runs again.\n"
"\n"
"Sampling:\n"
"  -p, --pid PID         the process to sample\n"
"  -n, --snapshots N     snapshots to take (default 1)\n"
"  -s, --interval SEC    seconds between snapshots (default 0.1)\n"
"      --stack-bytes N   stack bytes copied per thread (default 65536)\n"
"      --max-pause MS    end the stop of a snapshot after MS ms: threads not\n"
"                        stopped by then are left out, the snapshot is\n"
"                        reported partial (default 100; also $PMP_MAX_PAUSE)\n"
"      --no-skip-idle    stop every thread in every snapshot; by default a\n"
"                        thread that has not run since its last copy is not\n"
"                        stopped and its stack is reused (-v counts them)\n"
"      --unwinder NAME   libdw (default; also $PMP_UNWINDER) or libunwind\n"
"      --debug-dir DIR   look for separate debug files in DIR as well\n"
"      --debuginfod      allow debuginfod downloads (off by default)\n"
"      --save FILE       also write the raw capture (pmp aggregate reads it)\n"
"Output (as pmp aggregate):\n"
"  -f, --format FMT      report (default), ptpmp, folded, tree, flat, json,\n"
"                        svg (flame graph), speedscope, pprof (gzipped proto)\n"
"  -o, --output FILE     write to FILE instead of standard output\n"
"  -t, --top N           print the N largest stacks (report: 20) or rows\n"
"  -l, --depth N         keep the innermost N frames of each stack\n"
"      --threads REGEX   keep threads whose name matches (PCRE2)\n"
"      --full-names      keep template and argument lists in names\n"
"      --thread-names    the thread name becomes the root frame\n"
"      --min-share P     tree: hide subtrees under P percent\n"
"      --invert          tree: leaf first\n"
"      --annotate        '_[i]' after inlined frames (folded, svg, ...)\n"
"      --icicle          svg: root on top\n"
"      --tid             (not live yet: --save FILE, then pmp aggregate --tid FILE)\n"
RULES_HELP
"  -v, --verbose         timings, modules, threads that could not be read\n"
"  -h, --help            this text\n"
"\n"
"Ctrl-C (or SIGTERM, SIGHUP, SIGPIPE) stops sampling and prints what was\n"
"collected. The process is always released: nothing stays traced or\n"
"stopped (docs/safety.md).\n"
"\n"
"Exit status: 0 all threads sampled; 1 results shown but some threads\n"
"could not be read or some snapshots were partial or skipped; 2 nothing\n"
"sampled, target not traceable (permissions, already traced, gone) or\n"
"fatal error; 64 usage error.\n"
"\n"
"Examples:\n"
"  pmp -p $(pidof mariadbd)\n"
"  pmp -p $(pidof mariadbd) -n 20 -s 0.5 --format ptpmp\n"
"  pmp -p 1234 -n 100 --format folded | flamegraph.pl > fg.svg\n";

enum {
	OPT_STACK_BYTES = 256, OPT_UNWINDER, OPT_DEBUG_DIR, OPT_DEBUGINFOD,
	OPT_SAVE, OPT_THREADS, OPT_FULL_NAMES, OPT_THREAD_NAMES, OPT_MIN_SHARE,
	OPT_INVERT, OPT_MAX_PAUSE, OPT_ANNOTATE, OPT_ICICLE, OPT_TID,
	OPT_NO_SKIP_IDLE,
};

static const struct option long_opts[] = {
	{ "pid", required_argument, NULL, 'p' },
	{ "snapshots", required_argument, NULL, 'n' },
	{ "interval", required_argument, NULL, 's' },
	{ "stack-bytes", required_argument, NULL, OPT_STACK_BYTES },
	{ "max-pause", required_argument, NULL, OPT_MAX_PAUSE },
	{ "no-skip-idle", no_argument, NULL, OPT_NO_SKIP_IDLE },
	{ "unwinder", required_argument, NULL, OPT_UNWINDER },
	{ "debug-dir", required_argument, NULL, OPT_DEBUG_DIR },
	{ "debuginfod", no_argument, NULL, OPT_DEBUGINFOD },
	{ "save", required_argument, NULL, OPT_SAVE },
	{ "format", required_argument, NULL, 'f' },
	{ "output", required_argument, NULL, 'o' },
	{ "top", required_argument, NULL, 't' },
	{ "depth", required_argument, NULL, 'l' },
	{ "threads", required_argument, NULL, OPT_THREADS },
	{ "full-names", no_argument, NULL, OPT_FULL_NAMES },
	{ "thread-names", no_argument, NULL, OPT_THREAD_NAMES },
	{ "min-share", required_argument, NULL, OPT_MIN_SHARE },
	{ "invert", no_argument, NULL, OPT_INVERT },
	{ "annotate", no_argument, NULL, OPT_ANNOTATE },
	{ "icicle", no_argument, NULL, OPT_ICICLE },
	{ "tid", no_argument, NULL, OPT_TID },
	RULES_LONG_OPTIONS,
	{ "verbose", no_argument, NULL, 'v' },
	{ "help", no_argument, NULL, 'h' },
	{ NULL, 0, NULL, 0 },
};

static volatile sig_atomic_t stop_requested, stop_signal;

static void
on_stop_signal(int sig)
{
	stop_requested = 1;
	stop_signal = sig;
}

/* snapshot faults: bit i of the sampler's SNAP_PARTIAL_* is fault i,
 * then the command's own */
enum {
	FAULT_MAX_PAUSE, FAULT_CHURN, FAULT_UNREADABLE,	/* SNAP_PARTIAL_* */
	FAULT_GONE = SNAP_NPARTIAL, FAULT_ERROR, NFAULTS
};
_Static_assert(SNAP_PARTIAL_MAX_PAUSE == 1 << FAULT_MAX_PAUSE &&
	       SNAP_PARTIAL_CHURN == 1 << FAULT_CHURN &&
	       SNAP_PARTIAL_UNREADABLE == 1 << FAULT_UNREADABLE, "fault bits");

/*
 * The unwound pcs of each thread's latest fresh copy, by tid, so that a
 * reused thread (idle since that copy) costs no unwinding: its pcs are
 * named again by the symbolizer, whose lookups are cached, which also
 * keeps the names right when the modules were reported again. Two
 * generations: the previous snapshot's (sorted by tid, looked up) and
 * the current one's (filled).
 */
struct pc_entry {
	pid_t tid;
	uint64_t serial;	/* the copy they come from (sampler.h) */
	size_t off;		/* into fr */
	int n;
	bool failed;		/* not unwound: fr holds the stopped pc */
};

struct pc_cache {
	struct pc_entry *e;
	size_t n, alloc;
	struct unwind_frame *fr;
	size_t nfr, afr;
};

struct live {
	pid_t pid;
	char comm[64];
	struct stackset ss;
	struct profile prof;
	struct proc_maps maps;
	uint64_t modules_hash;
	bool report_failed;		/* the last symbolizer_report() failed */
	struct symbolizer *sym;
	struct target_mem mem;
	const struct unwinder *uw;
	struct unwind_ctx *uwc;
	struct sampler sampler;
	struct snapshot snap;
	/* filters */
	pcre2_code *threads_re;
	pcre2_match_data *md;
	unsigned long depth;
	bool thread_names;
	/* raw capture */
	FILE *save;
	char *save_path, *save_tmp;
	/* figures */
	uint64_t *pauses;
	size_t npauses, apauses;
	unsigned long nthreads_failed, nunwind_failed;
	struct snapshot_fault faults[NFAULTS];
	struct snapshot_faults fault_sum;
	char max_pause_text[96];
	struct pc_cache cache[2];	/* [cur] filled, [!cur] looked up */
	int cur;
	unsigned long nreused, nwoke;	/* thread-samples */
	/* scratch */
	struct unwind_frame fr[MAX_FRAMES];
	uint32_t *ids;
	size_t nids, aids;
};

static unsigned long
num_arg(const char *opt, const char *arg)
{
	unsigned long v;

	if (parse_ulong(arg, &v) < 0)
		die(EXIT_USAGE, "option '%s' needs a non-negative integer, not '%s'",
		    opt, arg);
	return v;
}

/* ---- raw capture writer ---------------------------------------------- */

static void
save_field(FILE *f, const char *s)
{
	if (!s || !*s) {
		fputc('-', f);
		return;
	}
	for (; *s; s++)
		fputc(*s == ' ' || *s == '\n' ? '_' : *s, f);
}

static void
save_frames(struct live *L, const struct sym_result *r)
{
	for (uint32_t i = 0; i < r->n; i++) {
		struct frame f;
		const char *name;

		stackset_frame_get(&L->ss, r->frames[i], &f);
		name = stackset_name_str(&L->ss, f.name);
		fprintf(L->save, "frame %s ", stackset_name_str(&L->ss, r->where));
		save_field(L->save, r->buildid ? stackset_name_str(&L->ss, r->buildid) : NULL);
		fputs(f.flags & FRAME_INLINE ? " i " : " - ", L->save);
		save_field(L->save, f.file ? stackset_name_str(&L->ss, f.file) : NULL);
		fputc(' ', L->save);
		for (const char *p = name; *p; p++)
			fputc(*p == '\n' ? ' ' : *p, L->save);
		fputc('\n', L->save);
	}
}

static int
save_open(struct live *L, const char *path, const char *unwinder)
{
	size_t n = strlen(path);

	L->save_path = xstrdup(path);
	L->save_tmp = xmalloc(n + 5);
	memcpy(L->save_tmp, path, n);
	memcpy(L->save_tmp + n, ".tmp", 5);
	if (!(L->save = fopen(L->save_tmp, "w")))
		return error_msg("cannot write '%s': %s", L->save_tmp, strerror(errno));
	fprintf(L->save, "# pmp raw capture v1\n# pid %d comm %s unwinder %s\n",
		(int)L->pid, L->comm, unwinder);
	return 0;
}

static int
save_close(struct live *L, unsigned long snapshots)
{
	int r = 0;

	if (!L->save)
		return 0;
	/* "end snapshots=N": the capture is complete; a signal that stopped
	 * sampling early is named, and so are partial and skipped counts */
	fprintf(L->save, "end snapshots=%lu partial=%lu skipped=%lu", snapshots,
		L->fault_sum.partial, L->fault_sum.skipped);
	if (stop_signal)
		fprintf(L->save, " stopped-by=%s", sigabbrev_np(stop_signal));
	fputc('\n', L->save);
	if (fflush(L->save) != 0 || ferror(L->save))
		r = error_msg("cannot write '%s': %s", L->save_tmp, strerror(errno));
	if (fclose(L->save) != 0 && r == 0)
		r = error_msg("cannot write '%s': %s", L->save_tmp, strerror(errno));
	L->save = NULL;
	if (r == 0 && rename(L->save_tmp, L->save_path) != 0)
		r = error_msg("cannot rename '%s' to '%s': %s", L->save_tmp,
			      L->save_path, strerror(errno));
	return r;
}

/* ---- one snapshot ---------------------------------------------------- */

static bool
thread_wanted(struct live *L, const char *name)
{
	if (!L->threads_re)
		return true;
	return pcre2_match(L->threads_re, (PCRE2_SPTR)name, PCRE2_ZERO_TERMINATED, 0,
			   0, L->md, NULL) >= 0;
}

static int
cmp_pc_entry(const void *a, const void *b)
{
	pid_t x = ((const struct pc_entry *)a)->tid, y = ((const struct pc_entry *)b)->tid;

	return (x > y) - (x < y);
}

/* the previous snapshot's pcs for tid from copy serial, or NULL */
static const struct pc_entry *
pc_cache_find(const struct pc_cache *c, pid_t tid, uint64_t serial)
{
	struct pc_entry key = { .tid = tid };
	const struct pc_entry *e = bsearch(&key, c->e, c->n, sizeof(*c->e), cmp_pc_entry);

	return e && e->serial == serial ? e : NULL;
}

static void
pc_cache_add(struct pc_cache *c, pid_t tid, uint64_t serial,
	     const struct unwind_frame *fr, int n, bool failed)
{
	struct pc_entry *e;

	ALLOC_GROW(c->e, c->n + 1, c->alloc);
	ALLOC_GROW(c->fr, c->nfr + n, c->afr);
	e = &c->e[c->n++];
	e->tid = tid;
	e->serial = serial;
	e->off = c->nfr;
	e->n = n;
	e->failed = failed;
	memcpy(c->fr + c->nfr, fr, n * sizeof(*fr));
	c->nfr += n;
}

static void
pc_cache_release(struct pc_cache *c)
{
	free(c->e);
	free(c->fr);
	memset(c, 0, sizeof(*c));
}

/*
 * The pcs of t into L->fr, innermost first: unwound from its copy, or,
 * for a reused thread, those of the copy it reuses. Returns how many, or
 * 0 when a reused thread's copy is not in the cache (it is then left out).
 */
static int
thread_pcs(struct live *L, const struct thread_capture *t)
{
	struct pc_cache *cur = &L->cache[L->cur];
	bool failed = false;
	int n;

	if (t->reused) {
		const struct pc_entry *e = pc_cache_find(&L->cache[!L->cur], t->tid,
							 t->serial);

		if (!e)
			return 0;
		memcpy(L->fr, L->cache[!L->cur].fr + e->off, e->n * sizeof(*L->fr));
		n = e->n;
		failed = e->failed;
	} else {
		n = L->uw->walk(L->uwc, t, L->fr, MAX_FRAMES);
		if (n <= 0) {
			/* not even one frame: keep the stopped pc, so the
			 * thread still counts */
			L->fr[0].pc = t->regs.rip;
			L->fr[0].activation = true;
			n = 1;
			failed = true;
		}
	}
	if (failed)
		L->nunwind_failed++;
	if (L->sampler.skip_idle)
		pc_cache_add(cur, t->tid, t->serial, L->fr, n, failed);
	return n;
}

static void
add_thread(struct live *L, const struct thread_capture *t)
{
	int n = thread_pcs(L, t);
	uint32_t *fr, cnt;

	if (n == 0) {
		L->nthreads_failed++;
		verbose_msg("thread %d: not sampled: its reused stack is not cached",
			    (int)t->tid);
		return;
	}
	L->nids = 0;
	/* ",reused" after the state: old readers take any state word */
	if (L->save)
		fprintf(L->save, "thread %d %c%s %s\n", (int)t->tid, t->state,
			t->reused ? ",reused" : "", t->comm);
	for (int i = 0; i < n; i++) {
		const struct sym_result *r = symbolizer_lookup(L->sym, L->fr[i].pc,
							       L->fr[i].activation);

		ALLOC_GROW(L->ids, L->nids + r->n + 1, L->aids);
		memcpy(L->ids + L->nids, r->frames, r->n * sizeof(uint32_t));
		L->nids += r->n;
		if (L->save)
			save_frames(L, r);
	}
	if (!thread_wanted(L, t->comm))
		return;
	/* innermost first -> root first, one slot spare for the thread name */
	fr = L->ids;
	cnt = L->nids;
	for (uint32_t i = 0; i < cnt / 2; i++) {
		uint32_t x = fr[i];

		fr[i] = fr[cnt - 1 - i];
		fr[cnt - 1 - i] = x;
	}
	if (L->depth && cnt > L->depth) {
		fr += cnt - L->depth;
		cnt = L->depth;
	}
	if (L->thread_names) {
		struct frame f = { 0 };

		memmove(fr + 1, fr, cnt * sizeof(*fr));
		f.name = f.ptpmp = stackset_str(&L->ss, t->comm, strlen(t->comm));
		fr[0] = stackset_frame(&L->ss, &f);
		cnt++;
	}
	profile_add(&L->prof, stackset_stack(&L->ss, fr, cnt), 1);
}

static int
refresh_maps(struct live *L, bool first)
{
	int r = proc_maps_read(&L->maps, L->pid);
	uint64_t h;

	if (r < 0)
		return r;
	if (r == 0 && !first && !L->report_failed)
		return 0;
	h = proc_maps_modules_hash(&L->maps);
	if (!first && h == L->modules_hash && !L->report_failed)
		return 0;
	if (!first)
		verbose_msg("the modules of process %d changed: reloading", (int)L->pid);
	/* a failure (the maps of a process in the middle of an exec) is
	 * tried again at the next snapshot */
	if ((r = symbolizer_report(L->sym)) < 0) {
		L->report_failed = true;
		return r;
	}
	L->report_failed = false;
	L->modules_hash = h;
	target_mem_flush(&L->mem);
	if (L->uwc)
		L->uw->flush(L->uwc);
	return 0;
}

static int
take_snapshot(struct live *L, unsigned long no)
{
	struct snapshot *s = &L->snap;
	int r;

	if ((r = refresh_maps(L, false)) < 0)
		return r;
	unsigned ok = 0, why;

	r = sampler_capture(&L->sampler, s);
	if (r < 0)
		return r;
	for (size_t i = 0; i < s->n; i++)
		ok += s->t[i].status == CAPT_OK;
	why = s->partial;
	if (!ok && !why)
		why = 1u << FAULT_GONE;
	for (unsigned b = 0; b < NFAULTS; b++) {
		if (!(why & (1u << b)))
			continue;
		if (ok)
			L->faults[b].partial++;
		else
			L->faults[b].skipped++;
	}
	if (why) {
		if (ok)
			L->fault_sum.partial++;
		else
			L->fault_sum.skipped++;
		for (unsigned b = 0; b < NFAULTS; b++)
			if (why & (1u << b))
				verbose_msg("snapshot %lu %s: %s", no,
					    ok ? "is partial" : "was skipped",
					    L->faults[b].text);
	}
	if (ok) {
		ALLOC_GROW(L->pauses, L->npauses + 1, L->apauses);
		L->pauses[L->npauses++] = s->pause_ns;
	}
	if (s->target_stopped)
		warning_msg("process %d was stopped (job control) when sampled; "
			    "it is left stopped", (int)L->pid);
	if (s->traced_by)
		warning_msg("some threads of process %d are traced by process %d; "
			    "they were skipped", (int)L->pid, (int)s->traced_by);
	verbose_msg("snapshot %lu: %zu threads, pause %.3f ms (longest hold of a "
		    "thread; first interrupt to last detach %.3f ms, to last stop "
		    "%.3f ms), %u gone, %u failed (%u did not stop in time), "
		    "%u appeared, %u signals re-delivered",
		    no, s->n, s->pause_ns / 1e6, s->window_ns / 1e6, s->stop_ns / 1e6,
		    s->ngone, s->nfailed, s->ntimedout, s->nlate, s->nsignals);
	if (L->sampler.skip_idle)
		verbose_msg("snapshot %lu: %u threads reused (idle since their last "
			    "copy: not stopped), %u woke before the re-check (copied "
			    "fresh)", no, s->nreused, s->nwoke);
	L->nreused += s->nreused;
	L->nwoke += s->nwoke;
	if (L->save) {
		fprintf(L->save, "snapshot %lu time=%.6f pause_us=%.0f threads=%u "
			"window_us=%.0f", no, s->time, s->pause_ns / 1e3, ok,
			s->window_ns / 1e3);
		if (L->sampler.skip_idle)
			fprintf(L->save, " reused=%u woke=%u", s->nreused, s->nwoke);
		/* a skipped snapshot has no thread line: readers do not count it */
		for (unsigned b = 0, n = 0; b < NFAULTS; b++)
			if (why & (1u << b))
				fprintf(L->save, "%s%s", n++ ? "," :
					ok ? " partial=" : " skipped=", L->faults[b].reason);
		fputc('\n', L->save);
	}
	L->cur = !L->cur;
	L->cache[L->cur].n = L->cache[L->cur].nfr = 0;
	for (size_t i = 0; i < s->n; i++) {
		const struct thread_capture *t = &s->t[i];

		if (t->status == CAPT_FAILED) {
			L->nthreads_failed++;
			verbose_msg("thread %d: not sampled: %s", (int)t->tid,
				    strerror(t->err));
		}
		if (t->status == CAPT_OK)
			add_thread(L, t);
	}
	/* late threads come after the sorted ones */
	qsort(L->cache[L->cur].e, L->cache[L->cur].n, sizeof(*L->cache[L->cur].e),
	      cmp_pc_entry);
	if (ok)
		L->prof.snapshots++;
	return 0;
}

/* ---- the command ----------------------------------------------------- */

static int
cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return (x > y) - (x < y);
}

/* nearest-rank percentile of sorted v */
static double
pct(const uint64_t *v, size_t n, double p)
{
	size_t k = (size_t)ceil(p / 100.0 * n);

	if (k < 1)
		k = 1;
	return v[k - 1] / 1e3;
}

/*
 * pmp was refused the target (EPERM from PTRACE_SEIZE, EACCES from
 * /proc/PID/maps): say which rule of the kernel refused it and how to get
 * past it. The checks follow __ptrace_may_access() and Yama, most
 * specific first (docs/safety.md, "Permissions").
 */
static void
explain_denied(pid_t pid)
{
	struct proc_access a;
	char self[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", self, sizeof(self) - 1);
	const char *setcap = "setcap cap_sys_ptrace+ep";

	self[n > 0 ? n : 0] = '\0';
	if (n <= 0)
		strcpy(self, "pmp");
	if (proc_access_read(pid, &a) < 0) {
		error_msg("process %d is gone", (int)pid);
		return;
	}
	if (a.kthread)
		error_msg("process %d (%s) is a kernel thread: it has no user-space "
			  "stack to sample", (int)pid, a.comm);
	else if (a.tracer && a.tracer != getpid())
		error_msg("process %d (%s) is already traced by process %d (%s): a "
			  "process has one tracer at a time; detach that one first "
			  "(quit gdb, stop strace) and run pmp again", (int)pid, a.comm,
			  (int)a.tracer, a.tracer_comm[0] ? a.tracer_comm : "?");
	else if (a.yama == 3)
		error_msg("ptrace is disabled for everyone (kernel.yama.ptrace_scope=3); "
			  "that setting cannot be lowered until the next reboot");
	else if (a.selinux_deny)
		error_msg("SELinux forbids ptrace (boolean deny_ptrace is on): "
			  "setsebool deny_ptrace off");
	else if (!a.cap_sys_ptrace && !a.ids_match && a.my_uid == 0)
		error_msg("pmp runs as root but without CAP_SYS_PTRACE (dropped by "
			  "capsh, systemd or a container) and process %d (%s) runs as "
			  "uid %u: run pmp with the capability (a container needs "
			  "--cap-add=SYS_PTRACE; a file: %s %s)", (int)pid, a.comm,
			  (unsigned)a.uid[1], setcap, self);
	else if (!a.cap_sys_ptrace && !a.ids_match && a.uid[1] == 0)
		error_msg("process %d (%s) runs as root and pmp as uid %u, without "
			  "CAP_SYS_PTRACE: run pmp as root (sudo), or with the "
			  "capability (%s %s)", (int)pid, a.comm, (unsigned)a.my_uid,
			  setcap, self);
	else if (!a.cap_sys_ptrace && !a.ids_match)
		error_msg("process %d (%s) runs as uid %u and pmp as uid %u, without "
			  "CAP_SYS_PTRACE: run pmp as uid %u, as root (sudo), or with "
			  "the capability (%s %s)", (int)pid, a.comm,
			  (unsigned)a.uid[1], (unsigned)a.my_uid, (unsigned)a.uid[1],
			  setcap, self);
	else if (!a.cap_sys_ptrace && a.more_caps)
		error_msg("process %d (%s) holds capabilities that pmp lacks, and pmp "
			  "runs without CAP_SYS_PTRACE (dropped by capsh, systemd or a "
			  "container): run pmp with the capability (a container needs "
			  "--cap-add=SYS_PTRACE; a file: %s %s)", (int)pid, a.comm,
			  setcap, self);
	else if (!a.cap_sys_ptrace && !a.dumpable)
		error_msg("process %d (%s) is not dumpable (setuid, or "
			  "prctl(PR_SET_DUMPABLE, 0)): only CAP_SYS_PTRACE may trace it: "
			  "run pmp as root (sudo) or %s %s", (int)pid, a.comm, setcap, self);
	else if (!a.cap_sys_ptrace && a.yama == 2)
		error_msg("ptrace needs CAP_SYS_PTRACE (kernel.yama.ptrace_scope=2): run "
			  "pmp as root (sudo) or give it the capability: %s %s",
			  setcap, self);
	else if (!a.cap_sys_ptrace && a.yama == 1)
		error_msg("ptrace is restricted to descendants "
			  "(kernel.yama.ptrace_scope=1): run pmp as root (sudo), give "
			  "it the capability (%s %s), or allow same-user tracing: "
			  "sysctl kernel.yama.ptrace_scope=0", setcap, self);
	else if (a.seccomp == 2)
		error_msg("not permitted to trace process %d (%s), and pmp runs under "
			  "a seccomp filter (a container?) that may forbid ptrace: run "
			  "the container with --cap-add=SYS_PTRACE, or with "
			  "--security-opt seccomp=unconfined", (int)pid, a.comm);
	else
		error_msg("not permitted to trace process %d (%s, uid %u): refused "
			  "by a security module (AppArmor, SELinux) or the "
			  "container; run pmp as root with CAP_SYS_PTRACE", (int)pid,
			  a.comm, (unsigned)a.uid[1]);
}

/*
 * A thread other than the main one that calls execve() makes the process
 * look gone for a moment: every other thread exits, and the main thread
 * is a zombie until the exec'ing thread takes its place (and its pid).
 * Look again for a short while before calling the process gone.
 */
static bool
alive_after_exec(pid_t pid)
{
	for (int i = 0; i < 10; i++) {
		struct timespec ts = { 0, 20000000 };

		if (!proc_task_exiting(pid, 0))
			return true;
		if (kill(pid, 0) < 0 && errno == ESRCH)
			return false;
		nanosleep(&ts, NULL);
	}
	return false;
}

/* ptrace refuses a thread that has begun to exit (EPERM): when every
 * thread was refused, was it that? Look for up to 100 ms */
static bool
exiting_soon(pid_t pid)
{
	for (int i = 0; i < 5; i++) {
		struct timespec ts = { 0, 20000000 };

		if (proc_task_exiting(pid, 0))
			return true;
		nanosleep(&ts, NULL);
	}
	return false;
}

int
cmd_live(int argc, char **argv)
{
	struct output_opts oo = { .fmt = OUT_REPORT, .names = NAME_SHORT };
	struct symbolizer_opts so = { 0 };
	struct live *L = xcalloc(1, sizeof(*L));
	unsigned long nsnap = 1, stack_bytes = 64 << 10, taken = 0;
	unsigned long max_pause = SAMPLER_MAX_PAUSE_DEFAULT;
	double interval = 0.1;
	const char *outpath = NULL, *threads = NULL, *save = NULL;
	const char *unwinder = getenv("PMP_UNWINDER"), *env_pause;
	struct sigaction sa = { .sa_handler = on_stop_signal };
	struct unwind_env env;
	struct timespec next;
	struct proc_access acc;
	char label[128], fmtlabel[64];
	const char *inputs[1] = { label };
	bool progress;
	FILE *out = stdout;
	int c, r, status = EXIT_OK;
	long pidl = 0;
	struct rules_opt ro = { 0 };
	struct ruleset rs;
	struct hotspots hs;
	bool have_hs = false, target_exited = false, skip_idle = true;
	unsigned failures = 0;	/* snapshots failed in a row */

	/* a test suite on a loaded machine raises the default for every run */
	if ((env_pause = getenv("PMP_MAX_PAUSE")) &&
	    (parse_ulong(env_pause, &max_pause) < 0 || max_pause < 1 || max_pause > 60000))
		die(EXIT_USAGE, "PMP_MAX_PAUSE must be between 1 and 60000 ms, not '%s'",
		    env_pause);
	optind = 1;
	while ((c = getopt_long(argc, argv, "p:n:s:f:o:t:l:vh", long_opts, NULL)) != -1) {
		switch (c) {
		case 'p': {
			unsigned long v;

			if (parse_ulong(optarg, &v) < 0 || v == 0 || v > 0x7fffffff)
				die(EXIT_USAGE, "-p needs a process id, not '%s'", optarg);
			pidl = (long)v;
			break;
		}
		case 'n':
			nsnap = num_arg("-n", optarg);
			if (nsnap == 0)
				die(EXIT_USAGE, "-n needs at least 1 snapshot");
			break;
		case 's':
			if (parse_double(optarg, &interval) < 0 || interval > 86400)
				die(EXIT_USAGE, "-s needs seconds, not '%s'", optarg);
			break;
		case OPT_STACK_BYTES:
			stack_bytes = num_arg("--stack-bytes", optarg);
			if (stack_bytes < 4096 || stack_bytes > (64ul << 20))
				die(EXIT_USAGE, "--stack-bytes must be between 4096 and 64 MiB");
			break;
		case OPT_MAX_PAUSE:
			max_pause = num_arg("--max-pause", optarg);
			if (max_pause < 1 || max_pause > 60000)
				die(EXIT_USAGE, "--max-pause must be between 1 and 60000 ms");
			break;
		case OPT_NO_SKIP_IDLE: skip_idle = false; break;
		case OPT_UNWINDER: unwinder = optarg; break;
		case OPT_DEBUG_DIR: so.debug_dir = optarg; break;
		case OPT_DEBUGINFOD: so.debuginfod = true; break;
		case OPT_SAVE: save = optarg; break;
		case 'f':
			if (output_format_parse(optarg, &oo.fmt) < 0)
				die(EXIT_USAGE, "unknown output format '%s' (report, ptpmp, "
				    "folded, tree, flat, json, svg, speedscope, pprof)", optarg);
			break;
		case 'o': outpath = optarg; break;
		case 't': oo.top = num_arg("--top", optarg); break;
		case 'l': L->depth = num_arg("-l", optarg); break;
		case OPT_THREADS: threads = optarg; break;
		case OPT_FULL_NAMES: oo.names = NAME_FULL; break;
		case OPT_THREAD_NAMES: L->thread_names = true; break;
		case OPT_MIN_SHARE:
			if (parse_double(optarg, &oo.min_share) < 0 || oo.min_share > 100)
				die(EXIT_USAGE, "--min-share needs a percentage, not '%s'",
				    optarg);
			break;
		case OPT_INVERT: oo.invert = true; break;
		case OPT_ANNOTATE: oo.annotate = true; break;
		case OPT_ICICLE: oo.icicle = true; break;
		case OPT_TID:
			/* the live profile keeps no tids; a raw capture does */
			die(EXIT_USAGE, "--tid is not available live yet: add --save FILE and "
			    "run 'pmp aggregate --tid --format folded FILE'");
		case 'v': verbose++; break;
		case 'h':
			fputs(usage_text, stdout);
			free(L);
			return EXIT_OK;
		default:
			if (rules_opt_parse(&ro, c, optarg))
				break;
			fputs(usage_text, stderr);
			return EXIT_USAGE;
		}
	}
	if (optind < argc)
		die(EXIT_USAGE, "unexpected argument '%s'", argv[optind]);
	/* before touching the target: a broken rule pack stops us here */
	ruleset_init(&rs);
	rules_opt_load(&ro, &rs, oo.fmt == OUT_REPORT || oo.fmt == OUT_JSON);
	if (!pidl) {
		fputs(usage_text, stderr);
		die(EXIT_USAGE, "no process given (-p PID)");
	}
	if (!unwinder || !strcmp(unwinder, "libdw"))
		L->uw = &unwinder_libdw;
	else if (!strcmp(unwinder, "libunwind"))
		L->uw = &unwinder_libunwind;
	else
		die(EXIT_USAGE, "unknown unwinder '%s' (libdw, libunwind)", unwinder);
	if (threads) {
		int err;
		PCRE2_SIZE off;

		L->threads_re = pcre2_compile((PCRE2_SPTR)threads, PCRE2_ZERO_TERMINATED,
					      0, &err, &off, NULL);
		if (!L->threads_re) {
			PCRE2_UCHAR msg[256];

			pcre2_get_error_message(err, msg, sizeof(msg));
			die(EXIT_USAGE, "--threads '%s': %s at offset %zu", threads,
			    (char *)msg, (size_t)off);
		}
		L->md = pcre2_match_data_create_from_pattern(L->threads_re, NULL);
	}
	L->pid = (pid_t)pidl;
	if (L->pid == getpid())
		die(EXIT_USAGE, "pmp cannot sample itself");
	/* debuginfod could block for minutes on an unreachable server;
	 * libdwfl only asks it when DEBUGINFOD_URLS is set */
	if (!so.debuginfod)
		unsetenv("DEBUGINFOD_URLS");
	/* no SA_RESTART: a signal ends the sleep between snapshots at once.
	 * SIGPIPE (stderr or stdout closed by a reader) ends sampling too:
	 * what was collected is still saved (--save) */
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	sigaction(SIGPIPE, &sa, NULL);

	/* what /proc alone can rule out, before anything touches the target */
	if (proc_access_read(L->pid, &acc) < 0)
		die(EXIT_BAD, "no process %d", (int)L->pid);
	/* a thread other than the main one in execve() makes the main thread
	 * a zombie for a moment (alive_after_exec()): look again */
	for (int i = 0; i < 10 && acc.zombie && acc.live_tasks; i++) {
		struct timespec ts = { 0, 20000000 };

		nanosleep(&ts, NULL);
		if (proc_access_read(L->pid, &acc) < 0)
			die(EXIT_BAD, "no process %d", (int)L->pid);
	}
	if (acc.zombie && !acc.live_tasks)
		die(EXIT_BAD, "process %d (%s) is a zombie: it has exited and waits for "
		    "its parent to reap it; there is nothing to sample", (int)L->pid,
		    acc.comm);
	if (acc.zombie)
		die(EXIT_BAD, "the main thread of process %d (%s) has exited "
		    "(pthread_exit) while %u threads run on: /proc/%d/maps is empty "
		    "then, and pmp cannot map the code of such a process",
		    (int)L->pid, acc.comm, acc.live_tasks, (int)L->pid);
	if (acc.kthread || (acc.tracer && acc.tracer != getpid())) {
		explain_denied(L->pid);
		ruleset_release(&rs);
		rules_opt_release(&ro);
		if (L->md)
			pcre2_match_data_free(L->md);
		if (L->threads_re)
			pcre2_code_free(L->threads_re);
		free(L);
		return EXIT_BAD;
	}
	if (proc_comm(L->pid, L->comm, sizeof(L->comm)) < 0)
		strcpy(L->comm, "?");

	stackset_init(&L->ss);
	profile_init(&L->prof, &L->ss);
	L->prof.snapshots_known = true;
	L->prof.inputs = 1;
	proc_maps_init(&L->maps);
	target_mem_init(&L->mem, L->pid, &L->maps);
	sampler_init(&L->sampler, L->pid);
	L->sampler.stack_bytes = stack_bytes;
	L->sampler.max_pause_ms = (unsigned)max_pause;
	L->sampler.skip_idle = skip_idle;
	L->sampler.maps = &L->maps;
	snapshot_init(&L->snap);
	snprintf(L->max_pause_text, sizeof(L->max_pause_text),
		 "threads did not stop within --max-pause %lu ms", max_pause);
	for (unsigned b = 0; b < SNAP_NPARTIAL; b++) {
		L->faults[b].reason = snapshot_partial_name(b);
		L->faults[b].text = snapshot_partial_text(b);
	}
	L->faults[FAULT_MAX_PAUSE].text = L->max_pause_text;
	L->faults[FAULT_ERROR].reason = "error";
	L->faults[FAULT_ERROR].text = "the snapshot failed (-v says why)";
	L->faults[FAULT_GONE].reason = "exited";
	L->faults[FAULT_GONE].text = "every thread exited during the snapshot "
				     "(the process exited or exec'd)";
	L->fault_sum.v = L->faults;
	L->fault_sum.n = NFAULTS;

	/* load every module before the first stop */
	if (!(L->sym = symbolizer_new(L->pid, &L->ss, &so))) {
		status = EXIT_BAD;
		goto out;
	}
	if ((r = refresh_maps(L, true)) < 0) {
		/* /proc/PID/maps needs the ptrace read permission */
		if (r == -ESRCH || r == -ENOENT)
			error_msg("process %d is gone", (int)L->pid);
		else if (r == -EACCES || r == -EPERM)
			explain_denied(L->pid);
		else
			error_msg("cannot read /proc/%d/maps: %s", (int)L->pid,
				  strerror(-r));
		status = EXIT_BAD;
		goto out;
	}
	env.pid = L->pid;
	env.sym = L->sym;
	env.mem = &L->mem;
	if (L->uw->open(&L->uwc, &env) < 0) {
		status = EXIT_BAD;
		goto out;
	}
	if (save && save_open(L, save, L->uw->name) < 0) {
		status = EXIT_BAD;
		goto out;
	}

	progress = isatty(2) && nsnap > 1;
	clock_gettime(CLOCK_MONOTONIC, &next);
	for (unsigned long i = 0; i < nsnap && !stop_requested; i++) {
		if (i > 0) {
			double secs = floor(interval);

			next.tv_sec += (time_t)secs;
			next.tv_nsec += (long)((interval - secs) * 1e9);
			if (next.tv_nsec >= 1000000000L) {
				next.tv_sec++;
				next.tv_nsec -= 1000000000L;
			}
			sampler_sleep_until(&L->sampler, &next, &stop_requested);
			if (stop_requested)
				break;
		}
		r = take_snapshot(L, i + 1);
		/* refused because it is exiting, or gone: the same */
		if (r == -EPERM && exiting_soon(L->pid))
			r = -ESRCH;
		if ((r == -ESRCH || r == -ENOENT) && alive_after_exec(L->pid)) {
			L->faults[FAULT_GONE].skipped++;
			L->fault_sum.skipped++;
			verbose_msg("snapshot %lu was skipped: the process exec'd",
				    i + 1);
			taken++;
			continue;
		}
		if (r == -ESRCH || r == -ENOENT) {
			if (taken) {
				warning_msg("process %d exited after %lu snapshots",
					    (int)L->pid, taken);
				target_exited = true;
			} else
				error_msg("process %d is gone", (int)L->pid);
			break;
		}
		/* refused after earlier snapshots worked: an exec (its threads
		 * refuse ptrace while they exit) or a debugger that attached
		 * meanwhile; give up only if it lasts */
		if (r == -EPERM && taken && ++failures < 3) {
			L->faults[FAULT_UNREADABLE].skipped++;
			L->fault_sum.skipped++;
			verbose_msg("snapshot %lu was skipped: no thread could be "
				    "seized", i + 1);
			taken++;
			continue;
		}
		if (r == -EPERM) {
			explain_denied(L->pid);
			break;
		}
		/* any other failure after snapshots worked (reading the
		 * modules of a process in the middle of an exec): skip it,
		 * unless it lasts */
		if (r < 0 && taken && ++failures < 3) {
			L->faults[FAULT_ERROR].skipped++;
			L->fault_sum.skipped++;
			verbose_msg("snapshot %lu was skipped: %s", i + 1, strerror(-r));
			taken++;
			continue;
		}
		if (r < 0) {
			error_msg("snapshot %lu failed: %s", i + 1, strerror(-r));
			break;
		}
		failures = 0;
		taken++;
		if (progress)
			fprintf(stderr, "\r%s: snapshot %lu/%lu, %zu threads, pause %.2f ms ",
				progname, taken, nsnap, L->snap.n, L->snap.pause_ns / 1e6);
	}
	if (progress && taken)
		fputs("\r\033[K", stderr);
	/* a thread that did not stop in time is detached when it stops; wait
	 * a little for that before the output, which may block on a pipe */
	if (sampler_drain(&L->sampler, L->sampler.max_pause_ms))
		verbose_msg("%zu threads have not stopped yet: the kernel detaches "
			    "them when pmp exits", L->sampler.nstragglers);
	if (stop_requested)
		verbose_msg("stopped by SIG%s: %lu of %lu snapshots taken",
			    sigabbrev_np(stop_signal) ? sigabbrev_np(stop_signal) : "?",
			    taken, nsnap);
	if (save_close(L, L->prof.snapshots) < 0)
		status = EXIT_BAD;
	if (taken == 0 || L->prof.samples == 0) {
		if (target_exited || (taken && proc_task_exiting(L->pid, 0)))
			error_msg("process %d exited before a snapshot could be taken",
				  (int)L->pid);
		else if (L->fault_sum.skipped)
			error_msg("no thread of process %d could be sampled: %lu "
				  "snapshots skipped (%s)", (int)L->pid, L->fault_sum.skipped,
				  L->faults[FAULT_MAX_PAUSE].skipped ? L->max_pause_text :
				  "see -v");
		else if (taken)
			error_msg("no thread of process %d could be sampled", (int)L->pid);
		else if (stop_requested)
			error_msg("stopped by SIG%s before the first snapshot",
				  sigabbrev_np(stop_signal) ?
				  sigabbrev_np(stop_signal) : "?");
		status = EXIT_BAD;
		goto out;
	}

	qsort(L->pauses, L->npauses, sizeof(*L->pauses), cmp_u64);
	oo.pause_known = true;
	oo.pause_p50_us = pct(L->pauses, L->npauses, 50);
	oo.pause_p99_us = pct(L->pauses, L->npauses, 99);
	oo.pause_max_us = L->pauses[L->npauses - 1] / 1e3;
	oo.faults = &L->fault_sum;
	oo.reused_known = skip_idle;
	oo.reused = L->nreused;
	oo.woke = L->nwoke;
	snprintf(label, sizeof(label), "pid %d (%s)", (int)L->pid, L->comm);
	snprintf(fmtlabel, sizeof(fmtlabel), "live, %s", L->uw->name);
	oo.inputs = inputs;
	oo.ninputs = 1;
	oo.input_format = fmtlabel;
	if (rs.n && L->prof.samples) {
		hotspots_build(&hs, &rs, &L->prof);
		have_hs = true;
		oo.hotspots = &hs;
	}
	if (outpath && !(out = fopen(outpath, "w"))) {
		error_msg("cannot write '%s': %s", outpath, strerror(errno));
		status = EXIT_BAD;
		goto out;
	}
	if (output_write(out, &L->prof, &oo) < 0)
		status = EXIT_BAD;
	if (outpath && fclose(out) != 0) {
		error_msg("cannot write '%s': %s", outpath, strerror(errno));
		status = EXIT_BAD;
	}
	if (target_exited && status == EXIT_OK)
		status = EXIT_PARTIAL;
	if (L->fault_sum.partial || L->fault_sum.skipped) {
		warning_msg("%lu of %lu snapshots were partial and %lu skipped "
			    "(the report says why)", L->fault_sum.partial, taken,
			    L->fault_sum.skipped);
		if (status == EXIT_OK)
			status = EXIT_PARTIAL;
	}
	if (status == EXIT_OK && (L->nthreads_failed || L->nunwind_failed)) {
		warning_msg("%lu thread-samples could not be taken, %lu could not be "
			    "unwound (-v says which)", L->nthreads_failed, L->nunwind_failed);
		status = EXIT_PARTIAL;
	}
	verbose_msg("pause per snapshot: p50 %.0f us, p99 %.0f us, max %.0f us",
		    oo.pause_p50_us, oo.pause_p99_us, oo.pause_max_us);
out:
	if (have_hs)
		hotspots_release(&hs);
	ruleset_release(&rs);
	rules_opt_release(&ro);
	if (L->save) {
		fclose(L->save);
		unlink(L->save_tmp);
	}
	if (L->uwc)
		L->uw->close(L->uwc);
	symbolizer_free(L->sym);
	snapshot_release(&L->snap);
	sampler_release(&L->sampler);
	target_mem_release(&L->mem);
	proc_maps_release(&L->maps);
	profile_release(&L->prof);
	stackset_release(&L->ss);
	/* the stop handlers stay until pmp exits: a second SIGINT (timeout(1)
	 * sends one to the child and one to its process group) must not kill
	 * pmp while it writes what it collected */
	if (L->md)
		pcre2_match_data_free(L->md);
	if (L->threads_re)
		pcre2_code_free(L->threads_re);
	free(L->pauses);
	free(L->ids);
	pc_cache_release(&L->cache[0]);
	pc_cache_release(&L->cache[1]);
	free(L->save_path);
	free(L->save_tmp);
	free(L);
	return status;
}
