/* SPDX-License-Identifier: MIT */
/*
 * waitlen.c - wait episodes and the bounds of their length; see
 * waitlen.h. Each snapshot is merged with the episodes in progress, both
 * sorted by tid: O(n log n) per snapshot for n threads.
 */
#include "waitlen.h"

#include <stdlib.h>
#include <string.h>

#include "util.h"

void
waitlen_init(struct waitlen *w, waitlen_emit_fn *emit, void *arg)
{
	memset(w, 0, sizeof(*w));
	w->emit = emit;
	w->arg = arg;
}

void
waitlen_release(struct waitlen *w)
{
	free(w->st);
	free(w->tids);
	free(w->next);
	free(w->sorted);
	memset(w, 0, sizeof(*w));
}

static int
cmp_thread(const void *a, const void *b)
{
	const struct waitlen_thread *x = a, *y = b;

	return (x->tid > y->tid) - (x->tid < y->tid);
}

static int
cmp_long(const void *a, const void *b)
{
	long x = *(const long *)a, y = *(const long *)b;

	return (x > y) - (x < y);
}

static double
run_best(const struct waitlen_state *s)
{
	double run = s->last - s->run_start;

	return run > s->best ? run : s->best;
}

/* s ended: it was last seen at s->last, and not so at end (< 0: unknown) */
static void
emit(struct waitlen *w, const struct waitlen_state *s, double end)
{
	struct waitlen_episode e = {
		.tid = s->tid, .addr = s->addr, .first = s->first, .min = run_best(s),
		.max = end >= 0 && s->before >= 0 ? end - s->before : -1, .ongoing = end < 0,
	};

	w->emit(w->arg, &e);
}

/* whether tid was in the last snapshot */
static bool
was_seen(const struct waitlen *w, long tid)
{
	return w->ntids && bsearch(&tid, w->tids, w->ntids, sizeof(tid), cmp_long);
}

void
waitlen_finish(struct waitlen *w)
{
	for (size_t i = 0; i < w->nst; i++)
		emit(w, &w->st[i], -1);
	w->nst = w->ntids = 0;
	w->time = 0;
}

void
waitlen_snapshot(struct waitlen *w, double time, const struct waitlen_thread *t, size_t n)
{
	size_t i = 0, k = 0, nn = 0;
	double prev = w->time;

	if (time <= 0 || (prev > 0 && time <= prev))
		waitlen_finish(w);	/* no time, or a new input */
	prev = w->time;
	ALLOC_GROW(w->sorted, n, w->asorted);
	if (n)
		memcpy(w->sorted, t, n * sizeof(*t));
	if (n > 1)
		qsort(w->sorted, n, sizeof(*w->sorted), cmp_thread);
	ALLOC_GROW(w->next, n, w->anext);
	/* merge the episodes in progress (w->st) with the snapshot's threads */
	while (i < w->nst || k < n) {
		const struct waitlen_state *s = i < w->nst ? &w->st[i] : NULL;
		const struct waitlen_thread *c;

		if (k >= n || (s && s->tid < w->sorted[k].tid)) {
			if (s)
				emit(w, s, time);	/* gone: not waiting now */
			i++;
			continue;
		}
		c = &w->sorted[k];
		if (s && s->tid == c->tid && c->addr == s->addr) {
			struct waitlen_state *x = &w->next[nn++];

			*x = *s;
			if (!c->reused) {	/* it may have run: a new proven run */
				x->best = run_best(s);
				x->run_start = time;
			}
			x->last = time;
			i++, k++;
			continue;
		}
		if (s && s->tid == c->tid) {	/* another address, or none */
			emit(w, s, time);
			i++;
		}
		if (c->addr && time > 0) {
			struct waitlen_state *x = &w->next[nn++];

			x->tid = c->tid;
			x->addr = c->addr;
			x->before = prev > 0 && was_seen(w, c->tid) ? prev : -1;
			x->first = x->run_start = x->last = time;
			x->best = 0;
		}
		k++;
	}
	/* the next snapshot's states and threads */
	ALLOC_GROW(w->st, nn, w->ast);
	if (nn)
		memcpy(w->st, w->next, nn * sizeof(*w->st));
	w->nst = nn;
	ALLOC_GROW(w->tids, n, w->atids);
	for (size_t j = 0; j < n; j++)
		w->tids[j] = w->sorted[j].tid;
	w->ntids = n;
	w->time = time > 0 ? time : 0;
}
