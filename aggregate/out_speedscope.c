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

static void
profile_head(struct strbuf *sb, bool first, const char *name, bool seconds, double end)
{
	strbuf_adds(sb, first ? "\n{\"type\":\"sampled\",\"name\":" :
				",\n{\"type\":\"sampled\",\"name\":");
	strbuf_add_json(sb, name);
	if (seconds)
		strbuf_addf(sb, ",\"unit\":\"seconds\",\"startValue\":0,\"endValue\":%.6f,"
			    "\"samples\":[", end);
	else
		strbuf_addf(sb, ",\"unit\":\"none\",\"startValue\":0,\"endValue\":%.0f,"
			    "\"samples\":[", end);
}

static void
profile_tail(struct strbuf *sb, const struct strbuf *weights)
{
	strbuf_adds(sb, "],\"weights\":[");
	strbuf_add(sb, weights->buf, weights->len);
	strbuf_adds(sb, "]}");
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

/* the aggregate of the timeline: its distinct stacks, heaviest first */
static double
timeline_aggregate(struct strbuf *samples, struct strbuf *w, struct frames *fr,
		   const struct view *v, const struct output_opts *o)
{
	const struct timeline *tl = o->timeline;
	uint32_t nst = v->ss->stacks.n, *ids, nids = 0;
	uint64_t *sum = xcalloc(nst ? nst : 1, sizeof(*sum));
	double total = 0;

	for (size_t i = 0; i < tl->n; i++)
		if (tl->s[i].stack < nst)
			sum[tl->s[i].stack] += tl->s[i].count;
	ids = xmalloc((nst ? nst : 1) * sizeof(*ids));
	for (uint32_t st = 0; st < nst; st++)
		if (sum[st])
			ids[nids++] = st;
	sum_base = sum;
	qsort(ids, nids, sizeof(*ids), cmp_sum);
	for (uint32_t i = 0; i < nids; i++) {
		uint32_t n;
		const uint32_t *frames = stackset_stack_get(v->ss, ids[i], &n);

		strbuf_adds(samples, i ? ",[" : "[");
		for (uint32_t k = 0; k < n; k++)
			strbuf_addf(samples, k ? ",%u" : "%u", frame_index(fr, v, o, frames[k]));
		strbuf_addc(samples, ']');
		strbuf_addf(w, i ? ",%llu" : "%llu", (unsigned long long)sum[ids[i]]);
		total += (double)sum[ids[i]];
	}
	free(ids);
	free(sum);
	return total;
}

static int
cmp_sample(const void *x, const void *y)
{
	const struct timeline_sample *a = *(const struct timeline_sample *const *)x;
	const struct timeline_sample *b = *(const struct timeline_sample *const *)y;

	if (a->tid != b->tid)
		return a->tid < b->tid ? -1 : 1;
	if (a->thread != b->thread)
		return a->thread < b->thread ? -1 : 1;
	return (a > b) - (a < b);	/* input order: time order */
}

static int
cmp_double(const void *x, const void *y)
{
	double a = *(const double *)x, b = *(const double *)y;

	return (a > b) - (a < b);
}

/*
 * The time axis, when every sample has a time and each thread's come in
 * time order: it starts at *t0 and ends at *t0 + *span; a sample lasts
 * *period at most (the median gap between two samples of one thread:
 * the sampling interval), less when the thread's next sample comes
 * sooner. false: no time, or a single moment; time is then snapshots.
 */
static bool
time_axis(const struct timeline_sample *const *by, size_t n, double *t0,
	  double *span, double *period)
{
	double *gap = xmalloc((n ? n : 1) * sizeof(*gap)), lo = 0, hi = 0;
	size_t ngap = 0;

	for (size_t i = 0; i < n; i++) {
		bool same = i && by[i]->tid == by[i - 1]->tid &&
			    by[i]->thread == by[i - 1]->thread;

		if (by[i]->time <= 0 || (same && by[i]->time < by[i - 1]->time)) {
			free(gap);	/* no time, or it goes back */
			return false;
		}
		if (same && by[i]->time > by[i - 1]->time)
			gap[ngap++] = by[i]->time - by[i - 1]->time;
		if (!i || by[i]->time < lo)
			lo = by[i]->time;
		if (!i || by[i]->time > hi)
			hi = by[i]->time;
	}
	if (!ngap) {		/* no thread seen twice: the gaps between all */
		double *t = xmalloc((n ? n : 1) * sizeof(*t));

		for (size_t i = 0; i < n; i++)
			t[i] = by[i]->time;
		qsort(t, n, sizeof(*t), cmp_double);
		for (size_t i = 1; i < n; i++)
			if (t[i] > t[i - 1])
				gap[ngap++] = t[i] - t[i - 1];
		free(t);
	}
	if (!ngap) {		/* one moment: no duration to show */
		free(gap);
		return false;
	}
	qsort(gap, ngap, sizeof(*gap), cmp_double);
	/* the upper middle gap for an even count, not the lower one of
	 * stats_pct_index() (the pauses' p50): this is a duration to draw,
	 * not a figure shown, and moving it would move every speedscope
	 * time axis written so far (tests/golden/speedscope-perf) */
	*period = gap[ngap / 2];
	*t0 = lo;
	*span = hi + *period - lo;
	free(gap);
	return true;
}

/* an empty sample: the thread was not seen for weight */
static void
gap_sample(struct strbuf *sb, struct strbuf *w, double weight, bool seconds)
{
	strbuf_adds(sb, w->len ? ",[]" : "[]");
	if (seconds)
		strbuf_addf(w, w->len ? ",%.6f" : "%.6f", weight);
	else
		strbuf_addf(w, w->len ? ",%.0f" : "%.0f", weight);
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
thread_name(struct strbuf *name, const struct view *v, const struct timeline_sample *s,
	    const struct axis *ax)
{
	strbuf_reset(name);
	if (s->thread)
		strbuf_addf(name, "%s (tid %ld)", stackset_name_str(v->ss, s->thread), s->tid);
	else
		strbuf_addf(name, "tid %ld", s->tid);
	if (!ax->seconds)
		strbuf_adds(name, ", in snapshots");
}

/* where a thread's profile ends: the whole span in seconds; in snapshots,
 * its samples' counts and the snapshots it missed (filled with gaps) */
static double
thread_end(const struct timeline_sample *const *s, size_t n, const struct axis *ax)
{
	double end = 0;

	if (ax->seconds)
		return ax->span;
	for (size_t k = 0; k < n; k++)
		end += (double)s[k]->count;
	if (ax->nsnap)
		end += (double)(ax->nsnap > n ? ax->nsnap - n : 0);
	return end;
}

/* a sample's stack, as frame indexes, appended to the samples in sb */
static void
sample_stack(struct strbuf *sb, bool first, struct frames *fr, const struct view *v,
	     const struct output_opts *o, const struct timeline_sample *s)
{
	const uint32_t *frames;
	uint32_t n;

	frames = stackset_stack_get(v->ss, s->stack, &n);
	strbuf_adds(sb, first ? "[" : ",[");
	for (uint32_t f = 0; f < n; f++)
		strbuf_addf(sb, f ? ",%u" : "%u", frame_index(fr, v, o, frames[f]));
	strbuf_addc(sb, ']');
}

/* one thread's profile from its n samples s[], in time order; w is
 * scratch for the weights */
static void
thread_profile(struct strbuf *sb, struct strbuf *w, struct frames *fr, const struct view *v,
	       const struct output_opts *o, const struct timeline_sample *const *s, size_t n,
	       const struct axis *ax, const char *name)
{
	uint64_t at = 0;	/* snapshots covered so far */
	double covered = 0;	/* seconds covered so far */

	profile_head(sb, false, name, ax->seconds, thread_end(s, n, ax));
	strbuf_reset(w);
	for (size_t k = 0; k < n; k++) {
		double from = 0, until = 0;

		if (ax->seconds) {
			/* from its time (or where the last one ended)
			 * until its next sample, one period at most */
			from = s[k]->time - ax->t0 > covered ? s[k]->time - ax->t0 : covered;
			until = s[k]->time - ax->t0 + ax->period;
			if (k + 1 < n && s[k + 1]->time - ax->t0 < until)
				until = s[k + 1]->time - ax->t0;
			if (until > ax->span)
				until = ax->span;
			if (until < from)
				until = from;
			if (from > covered)
				gap_sample(sb, w, from - covered, true);
		} else {
			for (; ax->nsnap && at < s[k]->snapshot && at < ax->nsnap; at++)
				gap_sample(sb, w, 1, false);
		}
		sample_stack(sb, !w->len, fr, v, o, s[k]);
		if (ax->seconds) {
			strbuf_addf(w, w->len ? ",%.6f" : "%.6f", until - from);
			covered = until;
		} else {
			strbuf_addf(w, w->len ? ",%llu" : "%llu", (unsigned long long)s[k]->count);
			if (at <= s[k]->snapshot)
				at = s[k]->snapshot + 1;
		}
	}
	if (ax->seconds && covered < ax->span)
		gap_sample(sb, w, ax->span - covered, true);
	for (; !ax->seconds && ax->nsnap && at < ax->nsnap; at++)
		gap_sample(sb, w, 1, false);
	profile_tail(sb, w);
}

/* one profile per thread, in time order */
static void
per_thread(struct strbuf *sb, struct frames *fr, const struct view *v,
	   const struct output_opts *o, uint64_t nsnap)
{
	const struct timeline *tl = o->timeline;
	const struct timeline_sample **by = xmalloc((tl->n ? tl->n : 1) * sizeof(*by));
	struct axis ax = { .nsnap = nsnap };
	struct strbuf w, name;

	strbuf_init(&w);
	strbuf_init(&name);
	for (size_t i = 0; i < tl->n; i++)
		by[i] = &tl->s[i];
	/* grouped by thread, each group in input order */
	qsort(by, tl->n, sizeof(*by), cmp_sample);
	ax.seconds = time_axis(by, tl->n, &ax.t0, &ax.span, &ax.period);
	for (size_t i = 0, j; i < tl->n; i = j) {
		for (j = i; j < tl->n && by[j]->tid == by[i]->tid &&
			    by[j]->thread == by[i]->thread; j++)
			;
		thread_name(&name, v, by[i], &ax);
		thread_profile(sb, &w, fr, v, o, by + i, j - i, &ax, name.buf);
	}
	free(by);
	strbuf_release(&w);
	strbuf_release(&name);
}

void
out_speedscope(FILE *out, const struct view *v, const struct output_opts *o)
{
	bool timeline = o->timeline && o->timeline->ordered && o->timeline->n;
	unsigned long n = out_limit(v, o);
	struct strbuf head, frames, profiles, w;
	struct frames fr = { .sb = &frames };
	double total = 0;

	strpool_init(&fr.seen);
	strbuf_init(&head);
	strbuf_init(&frames);
	strbuf_init(&profiles);
	strbuf_init(&w);
	/* the aggregate, heaviest stacks first */
	{
		struct strbuf samples;

		strbuf_init(&samples);
		if (timeline)
			total = timeline_aggregate(&samples, &w, &fr, v, o);
		for (unsigned long i = 0; !timeline && i < n; i++) {
			struct view_stack s;

			view_get(v, i, &s);
			strbuf_adds(&samples, i ? ",[" : "[");
			for (uint32_t k = 0; k < s.n; k++)
				strbuf_addf(&samples, k ? ",%u" : "%u",
					    name_index(&fr, v, s.names[k]));
			strbuf_addc(&samples, ']');
			strbuf_addf(&w, i ? ",%llu" : "%llu", (unsigned long long)s.count);
			total += (double)s.count;
		}
		struct strbuf nm;

		/* speedscope's toolbar shows the profile's name: say there
		 * what the default leaves out */
		strbuf_init(&nm);
		strbuf_adds(&nm, "all threads");
		if (o->idle_left) {
			strbuf_adds(&nm, " (");
			output_idle_note(o, v, &nm);
			strbuf_addc(&nm, ')');
		}
		profile_head(&profiles, true, nm.buf, false, total);
		strbuf_release(&nm);
		strbuf_add(&profiles, samples.buf, samples.len);
		profile_tail(&profiles, &w);
		strbuf_release(&samples);
	}
	if (timeline)
		per_thread(&profiles, &fr, v, o, v->snapshots_known ? v->snapshots : 0);
	strbuf_adds(&head, "{\"$schema\":\"https://www.speedscope.app/file-format-schema.json\","
			   "\"exporter\":\"pmp\",\"name\":");
	{
		struct strbuf nm;

		strbuf_init(&nm);
		strbuf_adds(&nm, "pmp");
		for (size_t i = 0; i < o->ninputs; i++)
			strbuf_addf(&nm, "%s%s", i ? ", " : ": ", o->inputs[i]);
		strbuf_add_json(&head, nm.buf);
		strbuf_release(&nm);
	}
	strbuf_adds(&head, ",\"activeProfileIndex\":0,\"shared\":{\"frames\":[");
	fputs(head.buf, out);
	fputs(frames.buf, out);
	fputs("\n]},\"profiles\":[", out);
	fputs(profiles.buf, out);
	fputs("\n]}\n", out);
	free(fr.key[0]);
	free(fr.key[1]);
	free(fr.index);
	strpool_release(&fr.seen);
	strbuf_release(&head);
	strbuf_release(&frames);
	strbuf_release(&profiles);
	strbuf_release(&w);
}
