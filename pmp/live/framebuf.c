/* SPDX-License-Identifier: MIT */
/*
 * framebuf.c - one thread's frames in a live session (framebuf.h).
 */
#include <stdlib.h>
#include <string.h>

#include "framebuf.h"
#include "util.h"

void
framebuf_reset(struct framebuf *B)
{
	B->nids = 0;
}

void
framebuf_add(struct framebuf *B, const struct sym_result *r)
{
	ALLOC_GROW(B->ids, B->nids + r->n + 1, B->aids);
	ALLOC_GROW(B->wheres, B->nids + r->n + 1, B->awheres);
	memcpy(B->ids + B->nids, r->frames, r->n * sizeof(uint32_t));
	for (uint32_t j = 0; j < r->n; j++)
		B->wheres[B->nids + j] = r->where;
	B->nids += r->n;
}

static void
swap_u32(uint32_t *a, uint32_t *b)
{
	uint32_t x = *a;

	*a = *b;
	*b = x;
}

void
framebuf_root_first(struct framebuf *B)
{
	size_t n = B->nids;

	for (size_t i = 0; i < n / 2; i++) {
		swap_u32(&B->ids[i], &B->ids[n - 1 - i]);
		swap_u32(&B->wheres[i], &B->wheres[n - 1 - i]);
	}
}

void
framebuf_push(struct framebuf *B, uint32_t id, uint32_t where)
{
	ALLOC_GROW(B->ids, B->nids + 1, B->aids);
	ALLOC_GROW(B->wheres, B->nids + 1, B->awheres);
	B->ids[B->nids] = id;
	B->wheres[B->nids++] = where;
}

void
framebuf_release(struct framebuf *B)
{
	free(B->ids);
	free(B->wheres);
	B->ids = B->wheres = NULL;
	B->nids = B->aids = B->awheres = 0;
}
