/* SPDX-License-Identifier: MIT */
#include "thread_samples.h"

#include <stdlib.h>
#include <string.h>

#include "util.h"

static uint64_t
thread_hash(long tid, uint32_t thread)
{
	return hashidx_mix((uint64_t)tid ^ hashidx_mix(thread));
}

static struct ts_thread *
thread_of(struct thread_samples *ts, long tid, uint32_t thread)
{
	uint64_t h = thread_hash(tid, thread);
	size_t cur;

	for (size_t i = hashidx_first(&ts->idx, h, &cur); i != HASHIDX_NONE;
	     i = hashidx_next(&ts->idx, h, &cur))
		if (ts->t[i].tid == tid && ts->t[i].thread == thread)
			return &ts->t[i];
	ALLOC_GROW(ts->t, ts->nt + 1, ts->at);
	ts->t[ts->nt] = (struct ts_thread){ .tid = tid, .thread = thread };
	hashidx_add(&ts->idx, h, ts->nt);
	return &ts->t[ts->nt++];
}

/* grow by half, not double: the arrays are most of the memory of a long
 * capture, and what is allocated and not used is a third at most */
#define GROW_BY_HALF(p, want, alloc)                                          \
	do {                                                                  \
		if ((size_t)(want) > (alloc)) {                               \
			(alloc) = (alloc) < 16 ? 16 : (alloc) + (alloc) / 2;  \
			(p) = xrealloc((p), (alloc) * sizeof(*(p)));          \
		}                                                             \
	} while (0)

void
thread_samples_add(struct thread_samples *ts, long tid, uint32_t thread, uint32_t stack,
		   uint64_t count, double time, uint32_t snapshot)
{
	struct ts_thread *t = thread_of(ts, tid, thread);

	bool same = ts->nsnap && ts->snap[ts->nsnap - 1].snapshot == snapshot;

	if (!same || memcmp(&ts->time[ts->nm - 1], &time, sizeof(time))) {
		GROW_BY_HALF(ts->time, ts->nm + 1, ts->am);
		ts->time[ts->nm++] = time;
	}
	if (!same) {
		ALLOC_GROW(ts->snap, ts->nsnap + 1, ts->asnap);
		ts->snap[ts->nsnap++] = (struct ts_snapshot){ .moment = (uint32_t)(ts->nm - 1),
							      .snapshot = snapshot };
	}
	if (count != 1) {
		ALLOC_GROW(t->c, t->nc + 1, t->ac);
		t->c[t->nc++] = (struct ts_count){ .at = t->n, .count = count };
	}
	GROW_BY_HALF(t->e, t->n + 1, t->alloc);
	t->e[t->n++] = (struct ts_entry){ .stack = stack, .moment = (uint32_t)(ts->nm - 1) };
	ts->samples++;
}

void
thread_samples_keep(struct thread_samples *ts, bool (*keep)(uint32_t stack, void *arg),
		    void *arg)
{
	ts->samples = 0;
	for (size_t i = 0; i < ts->nt; i++) {
		struct ts_thread *t = &ts->t[i];
		size_t n = 0, nc = 0, cur = 0;

		for (size_t k = 0; k < t->n; k++) {
			while (cur < t->nc && t->c[cur].at < k)
				cur++;
			if (!keep(t->e[k].stack, arg))
				continue;
			if (cur < t->nc && t->c[cur].at == k)
				t->c[nc++] = (struct ts_count){ .at = n, .count = t->c[cur].count };
			t->e[n++] = t->e[k];
		}
		t->n = n;
		t->nc = nc;
		ts->samples += n;
	}
}

void
thread_samples_release(struct thread_samples *ts)
{
	for (size_t i = 0; i < ts->nt; i++) {
		free(ts->t[i].e);
		free(ts->t[i].c);
	}
	free(ts->t);
	free(ts->time);
	free(ts->snap);
	hashidx_release(&ts->idx);
	memset(ts, 0, sizeof(*ts));
}
