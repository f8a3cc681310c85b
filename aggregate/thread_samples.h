/* SPDX-License-Identifier: MIT */
/*
 * thread_samples.h - every thread-sample of a capture, per thread in
 * input order, for speedscope's per-thread, time-ordered profiles.
 *
 * Unlike the profile, which counts each distinct stack, this grows with
 * the samples, so it keeps as little per sample as it can: its stack id
 * and the moment it was taken, 8 bytes. A moment's time (8 bytes) is
 * kept once for the samples of all threads taken at it in a row: a raw
 * capture or pmp -p has one per snapshot, a perf script one per sample.
 * The snapshots ended before a moment are kept where they change (at
 * each snapshot of a capture; never in a perf script, which has none).
 * A count other than 1 (never, from the ordered inputs pmp reads) is
 * kept beside, by position.
 */
#ifndef PMP_THREAD_SAMPLES_H
#define PMP_THREAD_SAMPLES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hashidx.h"

/* from moment on, the snapshots ended before the samples are snapshot */
struct ts_snapshot {
	uint32_t moment, snapshot;
};

struct ts_entry {
	uint32_t stack;		/* stack id, as added to the profile */
	uint32_t moment;	/* index in thread_samples.time */
};

struct ts_count {
	size_t at;		/* the entry's position in its thread */
	uint64_t count;		/* its count, other than 1 */
};

struct ts_thread {
	long tid;		/* 0 when unknown */
	uint32_t thread;	/* thread name string id, 0 for none */
	struct ts_entry *e;	/* its samples, in input order */
	size_t n, alloc;
	struct ts_count *c;	/* counts other than 1, by position */
	size_t nc, ac;
};

/* zeroed memory is an empty one; thread_samples_release() frees it */
struct thread_samples {
	struct ts_thread *t;	/* in order of first sample */
	size_t nt, at;
	struct hashidx idx;	/* (tid, thread) -> position in t */
	double *time;		/* each moment's, seconds (struct sample),
				 * 0 unknown */
	size_t nm, am;
	struct ts_snapshot *snap;	/* by moment */
	size_t nsnap, asnap;
	size_t samples;		/* entries over all threads */
};

/* one sample of thread (tid, thread) with that stack and count, taken
 * at that time, after that many snapshots */
void thread_samples_add(struct thread_samples *ts, long tid, uint32_t thread, uint32_t stack,
			uint64_t count, double time, uint32_t snapshot);
/* keep only the samples whose stack keep() says to keep; threads left
 * with none stay, empty */
void thread_samples_keep(struct thread_samples *ts, bool (*keep)(uint32_t stack, void *arg),
			 void *arg);
void thread_samples_release(struct thread_samples *ts);

/* a thread's sample k, its samples walked in order with a cursor that
 * starts zeroed */
struct ts_sample {
	uint32_t stack, snapshot;
	uint64_t count;
	double time;
};

struct ts_cursor {
	size_t count, snap;
};

static inline void
thread_samples_get(const struct thread_samples *ts, const struct ts_thread *t, size_t k,
		   struct ts_cursor *cur, struct ts_sample *s)
{
	uint32_t m = t->e[k].moment;

	s->stack = t->e[k].stack;
	s->time = ts->time[m];
	while (cur->snap + 1 < ts->nsnap && ts->snap[cur->snap + 1].moment <= m)
		cur->snap++;
	s->snapshot = ts->snap[cur->snap].snapshot;
	while (cur->count < t->nc && t->c[cur->count].at < k)
		cur->count++;
	s->count = cur->count < t->nc && t->c[cur->count].at == k ? t->c[cur->count].count : 1;
}

#endif
