/* SPDX-License-Identifier: MIT */
/*
 * tidstacks.h - the state of a reader whose dump lists one block of
 * frames per thread, "thread N:" then its frames, for every thread of a
 * process at one moment (eu-stack's "TID N:", systemd-coredump's "Stack
 * trace of thread N:"): the frames of the thread being read, and the
 * threads seen in this snapshot, since a thread seen twice starts the
 * next snapshot.
 */
#ifndef PMP_TIDSTACKS_H
#define PMP_TIDSTACKS_H

#include <stdbool.h>
#include <stdint.h>

#include "input.h"

struct tid_stacks {
	struct input *in;	/* borrowed */
	uint32_t *frames;	/* owned: the current thread's, innermost first */
	size_t nframes, aframes;
	long tid;
	bool in_snapshot;
	long *tids;		/* owned: tids of the current snapshot, unsorted */
	size_t ntids, atids;
};

/* the current thread's frames to the input's sink, if any */
void tid_stacks_flush(struct tid_stacks *t);
/* flush, and end the snapshot when one is open */
void tid_stacks_end_snapshot(struct tid_stacks *t);
/* a thread's block starts: a tid seen before in this snapshot ends it */
void tid_stacks_thread(struct tid_stacks *t, long tid);
/* one more frame (a stackset frame id) of the current thread */
void tid_stacks_frame(struct tid_stacks *t, uint32_t frame);
/* end the last snapshot and free what t owns */
void tid_stacks_finish(struct tid_stacks *t);

#endif
