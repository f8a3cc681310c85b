/* SPDX-License-Identifier: MIT */
/* tidstacks.c - see tidstacks.h */
#include "tidstacks.h"

#include <stdlib.h>

#include "util.h"

void
tid_stacks_flush(struct tid_stacks *t)
{
	if (t->nframes)
		input_emit(t->in, NULL, t->tid, t->frames, t->nframes, 1);
	t->nframes = 0;
}

void
tid_stacks_end_snapshot(struct tid_stacks *t)
{
	tid_stacks_flush(t);
	if (t->in_snapshot && t->in->sink->snapshot_end)
		t->in->sink->snapshot_end(t->in->sink);
	t->in_snapshot = false;
	t->ntids = 0;
}

void
tid_stacks_thread(struct tid_stacks *t, long tid)
{
	tid_stacks_flush(t);
	/* a linear scan is fine: the tools that print these take
	 * milliseconds per thread */
	for (size_t i = 0; i < t->ntids; i++)
		if (t->tids[i] == tid) {
			tid_stacks_end_snapshot(t);
			break;
		}
	ALLOC_GROW(t->tids, t->ntids + 1, t->atids);
	t->tids[t->ntids++] = tid;
	t->tid = tid;
	t->in_snapshot = true;
}

void
tid_stacks_frame(struct tid_stacks *t, uint32_t frame)
{
	t->in_snapshot = true;
	ALLOC_GROW(t->frames, t->nframes + 1, t->aframes);
	t->frames[t->nframes++] = frame;
}

void
tid_stacks_finish(struct tid_stacks *t)
{
	tid_stacks_end_snapshot(t);
	free(t->frames);
	free(t->tids);
	t->frames = NULL;
	t->tids = NULL;
}
