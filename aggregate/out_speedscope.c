/* SPDX-License-Identifier: MIT */
/*
 * out_speedscope.c - speedscope's JSON file format
 * (https://www.speedscope.app/file-format-schema.json), sampled profiles:
 *
 *   {"$schema":"https://www.speedscope.app/file-format-schema.json",
 *    "exporter":"pmp","name":"...","activeProfileIndex":0,
 *    "shared":{"frames":[{"name":"start_thread","file":"./nptl/pthread_create.c"},...]},
 *    "profiles":[
 *     {"type":"sampled","name":"all threads","unit":"none","startValue":0,
 *      "endValue":237,"samples":[[0,1,2],...],"weights":[90,...]},
 *     {"type":"sampled","name":"mariadbd (tid 17978)","unit":"seconds",
 *      "startValue":0,"endValue":1.02,"samples":[[0,1,2],[],...],
 *      "weights":[0.101,0.1,...]},
 *     ...]}
 *
 * A sample is a stack of indexes into shared.frames, root first. A frame
 * is a function: its name and source file, not the line of the call
 * (speedscope tells frames apart by index, and would show one function
 * called from two lines as two functions).
 *
 * When every input gave each thread's samples in time order (gdb,
 * eu-stack, raw captures, perf: the commands record a struct timeline),
 * there is one profile per thread, its samples in time order, so that
 * speedscope's "Time Order" view shows what the thread did from one
 * snapshot to the next. All threads share one time axis, and a time
 * where a thread was not seen is an empty sample:
 *   - in seconds from the start, when the capture has timestamps (raw
 *     captures, pmp -p, perf script): a sample lasts until the next time
 *     any thread was sampled (the last one, the median of those gaps);
 *   - else in snapshots (gdb, eu-stack dumps), one unit each, and the
 *     profile's name says so ("mariadbd (tid 17978), in snapshots").
 * A first profile, "all threads", aggregates them in thread-samples (the
 * "Left Heavy" and "Sandwich" views). For aggregated inputs (ptpmp,
 * folded) there is that profile only; --top limits its stacks.
 */
#include <stdlib.h>
#include <string.h>

#include "output.h"
#include "strbuf.h"
#include "util.h"

/* shared.frames, and two ways in: by display name (the aggregate, from
 * the view) and by frame id (the threads, from the timeline), which keeps
 * each frame's source file */
struct frames {
	struct strbuf *sb;
	uint32_t n;		/* frames written */
	uint32_t *key[2];	/* name id, frame id -> index + 1 */
	uint32_t nkey[2];
	struct strpool seen;	/* "name\tfile" of each frame written */
	uint32_t *index;	/* its id there -> index + 1 */
	uint32_t nindex;
};

static uint32_t *
slot(struct frames *fr, int space, uint32_t key)
{
	if (key >= fr->nkey[space]) {
		uint32_t want = key + 1024, have = fr->nkey[space];

		fr->key[space] = xrealloc(fr->key[space], want * sizeof(uint32_t));
		memset(fr->key[space] + have, 0, (want - have) * sizeof(uint32_t));
		fr->nkey[space] = want;
	}
	return &fr->key[space][key];
}

/* the length of file without its ":LINE" (frames record call sites) */
static size_t
file_len(const char *file)
{
	const char *colon = strrchr(file, ':');
	char *end;
	long line;

	if (!colon || colon == file)
		return strlen(file);
	line = strtol(colon + 1, &end, 10);
	return *end == '\0' && end > colon + 1 && line > 0 ? (size_t)(colon - file) :
							     strlen(file);
}

/* the index of the frame that name, suffix and file (its ":LINE" left
 * out) make, written if new: one function is one frame */
static uint32_t
frame_json(struct frames *fr, const char *name, const char *suffix, const char *file)
{
	struct strbuf key;
	uint32_t id;
	size_t flen = file ? file_len(file) : 0;

	strbuf_init(&key);
	strbuf_addf(&key, "%s%s\t%.*s", name, suffix, (int)flen, file ? file : "");
	id = strpool_intern(&fr->seen, key.buf, key.len);
	strbuf_release(&key);
	if (id >= fr->nindex) {
		uint32_t want = id + 1024;

		fr->index = xrealloc(fr->index, want * sizeof(uint32_t));
		memset(fr->index + fr->nindex, 0, (want - fr->nindex) * sizeof(uint32_t));
		fr->nindex = want;
	}
	if (fr->index[id])
		return fr->index[id] - 1;
	fr->index[id] = fr->n + 1;
	strbuf_adds(fr->sb, fr->n ? ",\n{\"name\":" : "\n{\"name\":");
	if (*suffix) {
		struct strbuf t;

		strbuf_init(&t);
		strbuf_adds(&t, name);
		strbuf_adds(&t, suffix);
		strbuf_add_json(fr->sb, t.buf);
		strbuf_release(&t);
	} else {
		strbuf_add_json(fr->sb, name);
	}
	if (flen) {
		struct strbuf t;

		strbuf_init(&t);
		strbuf_add(&t, file, flen);
		strbuf_adds(fr->sb, ",\"file\":");
		strbuf_add_json(fr->sb, t.buf);
		strbuf_release(&t);
	}
	strbuf_addc(fr->sb, '}');
	return fr->n++;
}

/* the index of a view name */
static uint32_t
name_index(struct frames *fr, const struct view *v, uint32_t strid)
{
	uint32_t *p = slot(fr, 0, strid);

	if (!*p)
		*p = frame_json(fr, view_name(v, strid), "", NULL) + 1;
	return *p - 1;
}

/* the index of a stackset frame, named as the view names it */
static uint32_t
frame_index(struct frames *fr, const struct view *v, const struct output_opts *o,
	    uint32_t frame)
{
	uint32_t *p = slot(fr, 1, frame);

	if (!*p) {
		struct frame f;

		stackset_frame_get(v->ss, frame, &f);
		*p = frame_json(fr, stackset_name_str(v->ss,
						      stackset_frame_name(v->ss, frame, o->names)),
				o->annotate ? frame_annotation(v->ss, frame) : "",
				f.file ? stackset_name_str(v->ss, f.file) : NULL) + 1;
	}
	return *p - 1;
}

/* a profile's head, up to its samples */
static void
profile_head(FILE *out, bool first, const char *name, bool seconds, double end)
{
	struct strbuf sb;

	strbuf_init(&sb);
	strbuf_adds(&sb, first ? "\n{\"type\":\"sampled\",\"name\":" :
				 ",\n{\"type\":\"sampled\",\"name\":");
	strbuf_add_json(&sb, name);
	fputs(sb.buf, out);
	strbuf_release(&sb);
	if (seconds)
		fprintf(out, ",\"unit\":\"seconds\",\"startValue\":0,\"endValue\":%.6f,"
			"\"samples\":[", end);
	else
		fprintf(out, ",\"unit\":\"none\",\"startValue\":0,\"endValue\":%.0f,"
			"\"samples\":[", end);
}

/* a stack's frame indexes (given out beforehand: the frames are written
 * before the profiles) */
static void
stack_json(FILE *out, bool first, struct frames *fr, const struct view *v,
	   const struct output_opts *o, uint32_t stack)
{
	uint32_t n;
	const uint32_t *frames = stackset_stack_get(v->ss, stack, &n);

	fputs(first ? "[" : ",[", out);
	for (uint32_t k = 0; k < n; k++)
		fprintf(out, k ? ",%u" : "%u", frame_index(fr, v, o, frames[k]));
	fputc(']', out);
}

/* a stack's frames, given their indexes */
static void
stack_frames(struct frames *fr, const struct view *v, const struct output_opts *o,
	     uint32_t stack)
{
	uint32_t n;
	const uint32_t *frames = stackset_stack_get(v->ss, stack, &n);

	for (uint32_t k = 0; k < n; k++)
		frame_index(fr, v, o, frames[k]);
}

static const uint64_t *sum_base;

static int
cmp_sum(const void *x, const void *y)
{
	uint32_t a = *(const uint32_t *)x, b = *(const uint32_t *)y;

	if (sum_base[a] != sum_base[b])
		return sum_base[a] > sum_base[b] ? -1 : 1;
	return (a > b) - (a < b);
}

/* the aggregate of the thread-samples: their distinct stacks, heaviest
 * first, whose frames it gives their indexes; grows with those stacks */
struct aggregate {
	uint32_t *ids, nids;
	uint64_t *sum;		/* by stack id */
	double total;
};

static void
aggregate_of_threads(struct aggregate *ag, struct frames *fr, const struct view *v,
		     const struct output_opts *o, const struct thread_samples *ts)
{
	uint32_t nst = v->ss->stacks.n;

	ag->sum = xcalloc(nst ? nst : 1, sizeof(*ag->sum));
	for (size_t i = 0; i < ts->nt; i++) {
		struct ts_cursor cur = { 0 };

		for (size_t k = 0; k < ts->t[i].n; k++) {
			struct ts_sample s;

			thread_samples_get(ts, &ts->t[i], k, &cur, &s);
			if (s.stack < nst)
				ag->sum[s.stack] += s.count;
		}
	}
	ag->ids = xmalloc((nst ? nst : 1) * sizeof(*ag->ids));
	ag->nids = 0;
	for (uint32_t st = 0; st < nst; st++)
		if (ag->sum[st])
			ag->ids[ag->nids++] = st;
	sum_base = ag->sum;
	qsort(ag->ids, ag->nids, sizeof(*ag->ids), cmp_sum);
	ag->total = 0;
	for (uint32_t i = 0; i < ag->nids; i++) {
		stack_frames(fr, v, o, ag->ids[i]);
		ag->total += (double)ag->sum[ag->ids[i]];
	}
}

static void
aggregate_json(FILE *out, struct aggregate *ag, struct frames *fr, const struct view *v,
	       const struct output_opts *o)
{
	for (uint32_t i = 0; i < ag->nids; i++)
		stack_json(out, !i, fr, v, o, ag->ids[i]);
	fputs("],\"weights\":[", out);
	for (uint32_t i = 0; i < ag->nids; i++)
		fprintf(out, i ? ",%llu" : "%llu", (unsigned long long)ag->sum[ag->ids[i]]);
	fputs("]}", out);
	free(ag->ids);
	free(ag->sum);
}

static int
cmp_double(const void *x, const void *y)
{
	double a = *(const double *)x, b = *(const double *)y;

	return (a > b) - (a < b);
}

/* the threads, in the order of their profiles: by tid, then name */
static const struct ts_thread *thread_base;

static int
cmp_thread(const void *x, const void *y)
{
	const struct ts_thread *a = &thread_base[*(const uint32_t *)x];
	const struct ts_thread *b = &thread_base[*(const uint32_t *)y];

	if (a->tid != b->tid)
		return a->tid < b->tid ? -1 : 1;
	return (a->thread > b->thread) - (a->thread < b->thread);
}

/*
 * Each thread's steps forward in time (the gaps between two of its
 * samples), given to fn: false when a sample has no time, or a thread's
 * time goes back.
 */
static bool
gaps_walk(const struct thread_samples *ts, void (*fn)(double gap, void *arg), void *arg)
{
	for (size_t i = 0; i < ts->nt; i++) {
		const struct ts_thread *t = &ts->t[i];
		double prev = 0;

		for (size_t k = 0; k < t->n; k++) {
			double time = ts->time[t->e[k].moment];

			if (time <= 0 || (k && time < prev))
				return false;
			if (k && time > prev)
				fn(time - prev, arg);
			prev = time;
		}
	}
	return true;
}

/*
 * The k-th smallest gap, by radix selection on the bits of the gaps
 * (positive doubles order as their bits do), a byte per walk: the median
 * without a copy of every gap.
 */
struct gap_select {
	uint64_t prefix;	/* the bits found so far, above shift */
	int shift;
	size_t hist[256], n;
};

static void
gap_count(double gap, void *arg)
{
	struct gap_select *g = arg;
	uint64_t bits;

	memcpy(&bits, &gap, sizeof(bits));
	g->n++;
	if (g->shift == 56 || bits >> (g->shift + 8) == g->prefix >> (g->shift + 8))
		g->hist[(bits >> g->shift) & 255]++;
}

static double
gap_kth(const struct thread_samples *ts, size_t k)
{
	struct gap_select g = { 0 };
	double gap;

	for (g.shift = 56; g.shift >= 0; g.shift -= 8) {
		uint64_t d = 0;

		memset(g.hist, 0, sizeof(g.hist));
		gaps_walk(ts, gap_count, &g);
		for (; d < 255 && k >= g.hist[d]; d++)
			k -= g.hist[d];
		g.prefix |= d << g.shift;
	}
	memcpy(&gap, &g.prefix, sizeof(gap));
	return gap;
}

static void
gap_none(double gap, void *arg)
{
	(void)gap;
	++*(size_t *)arg;
}

/*
 * The time axis, when every sample has a time and each thread's come in
 * time order: it starts at *t0 and ends at *t0 + *span; a sample lasts
 * *period at most (the median gap between two samples of one thread:
 * the sampling interval), less when the thread's next sample comes
 * sooner. false: no time, or a single moment; time is then snapshots.
 */
static bool
time_axis(const struct thread_samples *ts, double *t0, double *span, double *period)
{
	double lo = 0, hi = 0;
	size_t ngap = 0;
	bool any = false;

	if (!gaps_walk(ts, gap_none, &ngap))
		return false;	/* no time, or it goes back */
	for (size_t i = 0; i < ts->nt; i++)
		for (size_t k = 0; k < ts->t[i].n; k++) {
			double time = ts->time[ts->t[i].e[k].moment];

			if (!any || time < lo)
				lo = time;
			if (!any || time > hi)
				hi = time;
			any = true;
		}
	if (!ngap) {		/* no thread seen twice: the gaps between all */
		double *t = xmalloc((ts->samples ? ts->samples : 1) * sizeof(*t)), *gap;
		size_t n = 0;

		for (size_t i = 0; i < ts->nt; i++)
			for (size_t k = 0; k < ts->t[i].n; k++)
				t[n++] = ts->time[ts->t[i].e[k].moment];
		qsort(t, n, sizeof(*t), cmp_double);
		gap = xmalloc((n ? n : 1) * sizeof(*gap));
		for (size_t i = 1; i < n; i++)
			if (t[i] > t[i - 1])
				gap[ngap++] = t[i] - t[i - 1];
		free(t);
		if (ngap) {
			qsort(gap, ngap, sizeof(*gap), cmp_double);
			*period = gap[ngap / 2];
		}
		free(gap);
		if (!ngap)	/* one moment: no duration to show */
			return false;
	} else {
		/* the upper middle gap for an even count, not the lower
		 * one of stats_pct_index() (the pauses' p50): this is a
		 * duration to draw, not a figure shown, and moving it would
		 * move every speedscope time axis written so far
		 * (tests/golden/speedscope-perf) */
		*period = gap_kth(ts, ngap / 2);
	}
	*t0 = lo;
	*span = hi + *period - lo;
	return true;
}

/* the time axis of the per-thread profiles: seconds from t0 (each sample
 * lasting until the next, one period at most) when the samples carry
 * times, else snapshots (nsnap of them, 0 when unknown) */
struct axis {
	bool seconds;
	double t0, span, period;
	uint64_t nsnap;
};

/* a thread's profile name: its name and tid, or its tid */
static void
thread_name(struct strbuf *name, const struct view *v, const struct ts_thread *t,
	    const struct axis *ax)
{
	strbuf_reset(name);
	if (t->thread)
		strbuf_addf(name, "%s (tid %ld)", stackset_name_str(v->ss, t->thread), t->tid);
	else
		strbuf_addf(name, "tid %ld", t->tid);
	if (!ax->seconds)
		strbuf_adds(name, ", in snapshots");
}

/* where a thread's profile ends: the whole span in seconds; in snapshots,
 * its samples' counts and the snapshots it missed (filled with gaps) */
static double
thread_end(const struct thread_samples *ts, const struct ts_thread *t, const struct axis *ax)
{
	double end = 0;
	struct ts_cursor cur = { 0 };

	if (ax->seconds)
		return ax->span;
	for (size_t k = 0; k < t->n; k++) {
		struct ts_sample s;

		thread_samples_get(ts, t, k, &cur, &s);
		end += (double)s.count;
	}
	if (ax->nsnap)
		end += (double)(ax->nsnap > t->n ? ax->nsnap - t->n : 0);
	return end;
}

/* one thread's profile is written in two walks, its samples then their
 * weights: what the walk writes */
struct walk {
	FILE *out;
	bool weights;		/* the weights, else the samples */
	bool any;		/* one written */
	struct frames *fr;
	const struct view *v;
	const struct output_opts *o;
	bool seconds;
};

/* a sample (stack), or the thread not seen (gap: stack NULL), that lasts
 * weight seconds or count snapshots */
static void
walk_put(struct walk *w, const uint32_t *stack, double weight, uint64_t count)
{
	const char *sep = w->any ? "," : "";

	if (!w->weights && stack)
		stack_json(w->out, !w->any, w->fr, w->v, w->o, *stack);
	else if (!w->weights)
		fprintf(w->out, "%s[]", sep);
	else if (w->seconds)
		fprintf(w->out, "%s%.6f", sep, weight);
	else if (stack)
		fprintf(w->out, "%s%llu", sep, (unsigned long long)count);
	else
		fprintf(w->out, "%s%.0f", sep, weight);
	w->any = true;
}

/* one thread's samples in time order, or their weights */
static void
thread_walk(struct walk *w, const struct thread_samples *ts, const struct ts_thread *t,
	    const struct axis *ax)
{
	uint64_t at = 0;	/* snapshots covered so far */
	double covered = 0;	/* seconds covered so far */
	struct ts_cursor cur = { 0 };

	w->any = false;
	for (size_t k = 0; k < t->n; k++) {
		double from = 0, until = 0;
		struct ts_sample s;

		thread_samples_get(ts, t, k, &cur, &s);
		if (ax->seconds) {
			/* from its time (or where the last one ended)
			 * until its next sample, one period at most */
			from = s.time - ax->t0 > covered ? s.time - ax->t0 : covered;
			until = s.time - ax->t0 + ax->period;
			if (k + 1 < t->n) {
				double next = ts->time[t->e[k + 1].moment];

				if (next - ax->t0 < until)
					until = next - ax->t0;
			}
			if (until > ax->span)
				until = ax->span;
			if (until < from)
				until = from;
			if (from > covered)
				walk_put(w, NULL, from - covered, 0);
		} else {
			for (; ax->nsnap && at < s.snapshot && at < ax->nsnap; at++)
				walk_put(w, NULL, 1, 0);
		}
		walk_put(w, &s.stack, until - from, s.count);
		if (ax->seconds)
			covered = until;
		else if (at <= s.snapshot)
			at = (uint64_t)s.snapshot + 1;
	}
	if (ax->seconds && covered < ax->span)
		walk_put(w, NULL, ax->span - covered, 0);
	for (; !ax->seconds && ax->nsnap && at < ax->nsnap; at++)
		walk_put(w, NULL, 1, 0);
}

/* the threads with samples, in profile order; *n of them */
static uint32_t *
thread_order(const struct thread_samples *ts, size_t *n)
{
	uint32_t *ord = xmalloc((ts->nt ? ts->nt : 1) * sizeof(*ord));

	*n = 0;
	for (size_t i = 0; i < ts->nt; i++)
		if (ts->t[i].n)
			ord[(*n)++] = (uint32_t)i;
	thread_base = ts->t;
	qsort(ord, *n, sizeof(*ord), cmp_thread);
	return ord;
}

/* the frames of the threads' stacks, in the order their profiles show
 * them: those of the aggregate have their indexes already */
static void
thread_frames(struct frames *fr, const struct view *v, const struct output_opts *o,
	      const struct thread_samples *ts, const uint32_t *ord, size_t n)
{
	uint32_t nst = v->ss->stacks.n;
	unsigned char *done = xcalloc(nst ? nst : 1, 1);

	for (size_t i = 0; i < n; i++) {
		const struct ts_thread *t = &ts->t[ord[i]];

		for (size_t k = 0; k < t->n; k++) {
			uint32_t st = t->e[k].stack;

			if (st < nst && done[st])
				continue;
			if (st < nst)
				done[st] = 1;
			stack_frames(fr, v, o, st);
		}
	}
	free(done);
}

/* one profile per thread, in time order */
static void
per_thread(FILE *out, struct frames *fr, const struct view *v, const struct output_opts *o,
	   const struct thread_samples *ts, const uint32_t *ord, size_t n, uint64_t nsnap)
{
	struct axis ax = { .nsnap = nsnap };
	struct walk w = { .out = out, .fr = fr, .v = v, .o = o };
	struct strbuf name;

	strbuf_init(&name);
	ax.seconds = time_axis(ts, &ax.t0, &ax.span, &ax.period);
	w.seconds = ax.seconds;
	for (size_t i = 0; i < n; i++) {
		const struct ts_thread *t = &ts->t[ord[i]];

		thread_name(&name, v, t, &ax);
		profile_head(out, false, name.buf, ax.seconds, thread_end(ts, t, &ax));
		w.weights = false;
		thread_walk(&w, ts, t, &ax);
		fputs("],\"weights\":[", out);
		w.weights = true;
		thread_walk(&w, ts, t, &ax);
		fputs("]}", out);
	}
	strbuf_release(&name);
}

/* the aggregate of an aggregated input: its stacks, --top of them */
static double
view_frames(struct frames *fr, const struct view *v, unsigned long n)
{
	double total = 0;

	for (unsigned long i = 0; i < n; i++) {
		struct view_stack s;

		view_get(v, i, &s);
		for (uint32_t k = 0; k < s.n; k++)
			name_index(fr, v, s.names[k]);
		total += (double)s.count;
	}
	return total;
}

static void
view_json(FILE *out, struct frames *fr, const struct view *v, unsigned long n)
{
	struct view_stack s;

	for (unsigned long i = 0; i < n; i++) {
		view_get(v, i, &s);
		fputs(i ? ",[" : "[", out);
		for (uint32_t k = 0; k < s.n; k++)
			fprintf(out, k ? ",%u" : "%u", name_index(fr, v, s.names[k]));
		fputc(']', out);
	}
	fputs("],\"weights\":[", out);
	for (unsigned long i = 0; i < n; i++) {
		view_get(v, i, &s);
		fprintf(out, i ? ",%llu" : "%llu", (unsigned long long)s.count);
	}
	fputs("]}", out);
}

/*
 * Written as it goes: the frames first (every index given out
 * beforehand, in the order the profiles show them), then each profile,
 * of which nothing is kept in memory but the thread-samples themselves.
 */
void
out_speedscope(FILE *out, const struct view *v, const struct output_opts *o,
	       const struct output_data *d)
{
	const struct thread_samples *ts = d->timeline ? &d->timeline->ts : NULL;
	bool timeline = ts && d->timeline->ordered && ts->samples;
	unsigned long n = out_limit(v, o);
	struct strbuf frames, nm;
	struct frames fr = { .sb = &frames };
	struct aggregate ag = { 0 };
	uint32_t *ord = NULL;
	size_t nthreads = 0;
	double total;

	strpool_init(&fr.seen);
	strbuf_init(&frames);
	strbuf_init(&nm);
	if (timeline) {
		aggregate_of_threads(&ag, &fr, v, o, ts);
		total = ag.total;
		ord = thread_order(ts, &nthreads);
		thread_frames(&fr, v, o, ts, ord, nthreads);
	} else {
		total = view_frames(&fr, v, n);
	}
	strbuf_adds(&nm, "pmp");
	for (size_t i = 0; i < d->ninputs; i++)
		strbuf_addf(&nm, "%s%s", i ? ", " : ": ", d->inputs[i]);
	fputs("{\"$schema\":\"https://www.speedscope.app/file-format-schema.json\","
	      "\"exporter\":\"pmp\",\"name\":", out);
	{
		struct strbuf js;

		strbuf_init(&js);
		strbuf_add_json(&js, nm.buf);
		fputs(js.buf, out);
		strbuf_release(&js);
	}
	fputs(",\"activeProfileIndex\":0,\"shared\":{\"frames\":[", out);
	fputs(frames.buf, out);
	fputs("\n]},\"profiles\":[", out);
	/* the aggregate, heaviest stacks first. speedscope's toolbar shows
	 * the profile's name: say there what the default leaves out */
	strbuf_reset(&nm);
	strbuf_adds(&nm, "all threads");
	if (d->idle_left) {
		strbuf_adds(&nm, " (");
		output_idle_note(d, v, &nm);
		strbuf_addc(&nm, ')');
	}
	profile_head(out, true, nm.buf, false, total);
	if (timeline) {
		aggregate_json(out, &ag, &fr, v, o);
		per_thread(out, &fr, v, o, ts, ord, nthreads,
			   v->snapshots_known ? v->snapshots : 0);
	} else {
		view_json(out, &fr, v, n);
	}
	fputs("\n]}\n", out);
	free(ord);
	free(fr.key[0]);
	free(fr.key[1]);
	free(fr.index);
	strpool_release(&fr.seen);
	strbuf_release(&frames);
	strbuf_release(&nm);
}
