/* SPDX-License-Identifier: MIT */
/*
 * profile.h - stack -> count, plus how many snapshots and thread-samples
 * the counts came from.
 *
 * A profile borrows its stackset (several profiles may share one; the
 * stackset must outlive them). Memory grows with the number of distinct
 * stacks, never with the number of samples.
 *
 * Snapshots: a snapshot is one moment at which every thread was seen.
 * Inputs that keep no snapshot boundaries (aggregated pt-pmp or folded
 * files) make the profile's snapshot count unknown (snapshots_known false),
 * and per-snapshot figures are then not shown.
 */
#ifndef PMP_PROFILE_H
#define PMP_PROFILE_H

#include <stdbool.h>
#include <stdint.h>

#include "stackset.h"

struct profile {
	struct stackset *ss;	/* borrowed */
	uint64_t *count;	/* stack id -> thread-samples */
	uint32_t ncount;	/* entries allocated in count */
	uint64_t samples;	/* sum of count */
	uint64_t snapshots;
	bool snapshots_known;	/* false once any input lacked boundaries */
	uint32_t inputs;	/* inputs merged in */
};

void profile_init(struct profile *p, struct stackset *ss);
void profile_release(struct profile *p);
void profile_add(struct profile *p, uint32_t stack, uint64_t n);
/* add b's counts into a; both must share one stackset */
void profile_merge(struct profile *a, const struct profile *b);

/*
 * A view is a profile seen through one naming mode: frames are replaced
 * by their display names and stacks that become equal are merged. Output
 * writers work on views only. A view borrows the stackset's strings.
 */
struct view_stack {
	uint64_t count;
	uint32_t n;		/* frames */
	const uint32_t *names;	/* string ids, ROOT FIRST */
	int64_t syscall;	/* the stack's FRAME_SYSCALL or FRAME_NO_SYSCALL
				 * frame id (stackset.h), or -1: none, or the
				 * view drops them */
};

/* what a view does with the FRAME_SYSCALL pseudo-frames (stackset.h) */
enum view_syscalls {
	VIEW_SYSCALLS_DROP,	/* left out: stacks that differ only by their
				 * call merge (pt-pmp, folded, gdb-like views) */
	VIEW_SYSCALLS_FIELD,	/* left out of names, but stacks stay apart by
				 * call and file, and view_stack.syscall says
				 * which (json) */
	VIEW_SYSCALLS_SHOW,	/* as FIELD, and "[NAME]" is the leaf name
				 * (--syscalls) */
};

struct view {
	struct stackset *ss;	/* borrowed, for names */
	struct idseq seqs;	/* name-id sequences, root first */
	uint64_t *count;	/* seq id -> count */
	uint32_t *order;	/* seq ids sorted by count, desc */
	uint32_t n;
	uint64_t total;
	uint64_t snapshots;
	bool snapshots_known;
};

/* view_build_syscalls() with VIEW_SYSCALLS_DROP */
void view_build(struct view *v, const struct profile *p, enum name_mode mode);
void view_build_syscalls(struct view *v, const struct profile *p, enum name_mode mode,
			 enum view_syscalls sc);
void view_release(struct view *v);
/* i-th stack in order (0 = most frequent) */
void view_get(const struct view *v, uint32_t i, struct view_stack *out);
static inline const char *
view_name(const struct view *v, uint32_t strid)
{
	return stackset_name_str(v->ss, strid);
}

#endif
