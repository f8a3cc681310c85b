/* SPDX-License-Identifier: MIT */
/*
 * diff_carry.h - where a change originates (docs/diff.md#carried). A
 * cost that moves in a function shows in the total of every caller on
 * its path and in every edge above it, so "Functions, total" and "Call
 * edges" list the whole chain as changed, the outer callers first (they
 * hold the change plus whatever else they do). A significant row P of
 * those levels is carried when the significant rows below it on its
 * stacks explain its change within its interval; it is then marked with
 * the origin below it (a significant row that nothing below explains)
 * that carries most of it, and ranked after that origin, so that each
 * table lists the origins first, each followed by the rows it carries.
 */
#ifndef PMP_DIFF_CARRY_H
#define PMP_DIFF_CARRY_H

#include <stddef.h>
#include <stdint.h>

#include "diff.h"

/* one distinct stack as the rows counted it (borrowed arrays) */
struct carry_stack {
	const uint32_t *fn;	/* canonical function keys, root first */
	const uint32_t *edge;	/* edge[i]: the key of fn[i] -> fn[i + 1] */
	uint32_t n;		/* functions; n - 1 edges */
	double count[2];	/* thread-samples before and after */
};

/* set carried_by on the rows of DL_FUNC_TOTAL and DL_EDGE of a judged
 * diff and put each level in its report order; st[0..n) are every
 * distinct stack of both sides */
void diff_carry(struct diff *d, const struct carry_stack *st, size_t n);

#endif
