/* SPDX-License-Identifier: MIT */
/*
 * snapshot.c - a snapshot's slots and figures (snapshot.h).
 */
#include "snapshot.h"

#include <stdlib.h>
#include <string.h>

#include "util.h"

void
snapshot_init(struct snapshot *s)
{
	memset(s, 0, sizeof(*s));
}

void
snapshot_release(struct snapshot *s)
{
	for (size_t i = 0; i < s->alloc; i++)
		free(s->t[i].stack);
	free(s->t);
	snapshot_init(s);
}

void
snapshot_reset(struct snapshot *s)
{
	s->n = 0;
	s->time = 0;
	s->pause_ns = s->window_ns = s->stop_ns = 0;
	s->first_interrupt_ns = s->last_detach_ns = 0;
	s->cpu_precheck_ns = s->cpu_stop_ns = s->cpu_recheck_ns = s->cpu_settle_ns = 0;
	s->ngone = s->nfailed = s->nlate = s->nsignals = 0;
	s->ntimedout = 0;
	s->nreused = s->nwoke = 0;
	s->partial = 0;
	s->target_stopped = false;
	s->traced_by = 0;
}

struct thread_capture *
snapshot_add(struct snapshot *s, pid_t tid)
{
	struct thread_capture *t;

	if (s->n == s->alloc) {
		size_t old = s->alloc;

		s->alloc = old ? old * 2 : 64;
		s->t = xrealloc(s->t, s->alloc * sizeof(*s->t));
		memset(s->t + old, 0, (s->alloc - old) * sizeof(*s->t));
	}
	t = &s->t[s->n++];
	/* keep the buffer of the previous user of this slot */
	{
		unsigned char *buf = t->stack;
		size_t alloc = t->stack_alloc;

		memset(t, 0, sizeof(*t));
		t->stack = buf;
		t->stack_alloc = alloc;
	}
	t->tid = tid;
	return t;
}

struct thread_capture *
snapshot_find(struct snapshot *s, pid_t tid)
{
	/* slots of the first listing are sorted by tid; late ones follow */
	size_t lo = 0, hi = s->n;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (s->t[mid].late)
			hi = mid;
		else if (s->t[mid].tid < tid)
			lo = mid + 1;
		else if (s->t[mid].tid > tid)
			hi = mid;
		else
			return &s->t[mid];
	}
	for (size_t i = 0; i < s->n; i++)
		if (s->t[i].tid == tid)
			return &s->t[i];
	return NULL;
}

static const char *const partial_names[SNAP_NPARTIAL] = {
	"max_pause", "churn", "unreadable",
};
static const char *const partial_texts[SNAP_NPARTIAL] = {
	"threads did not stop within --max-pause",
	"new threads kept appearing during the stop",
	"threads could not be seized or read",
};

const char *
snapshot_partial_name(unsigned i)
{
	return i < SNAP_NPARTIAL ? partial_names[i] : "?";
}

const char *
snapshot_partial_text(unsigned i)
{
	return i < SNAP_NPARTIAL ? partial_texts[i] : "?";
}

bool
capture_read(const struct thread_capture *t, uint64_t addr, void *buf, size_t n)
{
	if (addr < t->stack_addr || addr - t->stack_addr > t->stack_len ||
	    t->stack_len - (addr - t->stack_addr) < n)
		return false;
	memcpy(buf, t->stack + (addr - t->stack_addr), n);
	return true;
}
