/* SPDX-License-Identifier: MIT */
/*
 * pc_cache.c - the pcs and names of each thread's latest fresh copy
 * (pc_cache.h).
 */
#include <stdlib.h>
#include <string.h>

#include "pc_cache.h"
#include "util.h"

static int
cmp_pc_entry(const void *a, const void *b)
{
	pid_t x = ((const struct pc_entry *)a)->tid, y = ((const struct pc_entry *)b)->tid;

	return (x > y) - (x < y);
}

void
pc_cache_turn(struct pc_cache *C)
{
	struct pc_gen *g;

	C->cur = !C->cur;
	g = &C->gen[C->cur];
	g->n = g->nfr = g->nids = g->ntext = 0;
}

void
pc_cache_sort(struct pc_cache *C)
{
	struct pc_gen *g = &C->gen[C->cur];

	/* late threads come after the sorted ones */
	if (g->n > 1)
		qsort(g->e, g->n, sizeof(*g->e), cmp_pc_entry);
}

void
pc_cache_release(struct pc_cache *C)
{
	for (int i = 0; i < 2; i++) {
		struct pc_gen *g = &C->gen[i];

		free(g->e);
		free(g->fr);
		free(g->ids);
		free(g->wheres);
		free(g->text);
	}
	memset(C, 0, sizeof(*C));
}

const struct pc_entry *
pc_cache_find(const struct pc_cache *C, pid_t tid, uint64_t serial)
{
	const struct pc_gen *g = &C->gen[!C->cur];
	struct pc_entry key = { .tid = tid };
	const struct pc_entry *e = g->n ? bsearch(&key, g->e, g->n, sizeof(*g->e),
						  cmp_pc_entry) : NULL;

	return e && e->serial == serial ? e : NULL;
}

const struct unwind_frame *
pc_cache_pcs(const struct pc_cache *C, const struct pc_entry *e)
{
	return C->gen[!C->cur].fr + e->off;
}

struct pc_entry *
pc_cache_add(struct pc_cache *C, pid_t tid, uint64_t serial,
	     const struct unwind_frame *fr, int n, bool failed)
{
	struct pc_gen *g = &C->gen[C->cur];
	struct pc_entry *e;

	ALLOC_GROW(g->e, g->n + 1, g->alloc);
	ALLOC_GROW(g->fr, g->nfr + n, g->afr);
	e = &g->e[g->n++];
	memset(e, 0, sizeof(*e));
	e->tid = tid;
	e->serial = serial;
	e->off = g->nfr;
	e->n = n;
	e->failed = failed;
	memcpy(g->fr + g->nfr, fr, n * sizeof(*fr));
	g->nfr += n;
	return e;
}

void
pc_cache_name(struct pc_cache *C, struct pc_entry *e, unsigned long gen,
	      const uint32_t *ids, const uint32_t *wheres, uint32_t nids,
	      const char *text, size_t ntext)
{
	struct pc_gen *g = &C->gen[C->cur];

	ALLOC_GROW(g->ids, g->nids + nids, g->aids);
	ALLOC_GROW(g->wheres, g->nids + nids, g->awheres);
	ALLOC_GROW(g->text, g->ntext + ntext, g->atext);
	e->ids_off = g->nids;
	e->nids = nids;
	if (nids) {	/* memcpy() wants real pointers even for 0 bytes */
		memcpy(g->ids + g->nids, ids, nids * sizeof(*ids));
		memcpy(g->wheres + g->nids, wheres, nids * sizeof(*wheres));
	}
	g->nids += nids;
	e->text_off = g->ntext;
	e->text_len = ntext;
	if (ntext)	/* no --save: no text, and text is NULL */
		memcpy(g->text + g->ntext, text, ntext);
	g->ntext += ntext;
	e->sym_gen = gen;
	e->named = true;
}

void
pc_cache_name_as(struct pc_cache *C, struct pc_entry *e, const struct pc_entry *old)
{
	const struct pc_gen *prev = &C->gen[!C->cur];

	pc_cache_name(C, e, old->sym_gen, prev->ids + old->ids_off,
		      prev->wheres + old->ids_off, old->nids,
		      prev->text + old->text_off, old->text_len);
}

void
pc_cache_names(const struct pc_cache *C, const struct pc_entry *e,
	       const uint32_t **ids, const uint32_t **wheres, const char **text)
{
	const struct pc_gen *g = &C->gen[C->cur];

	*ids = g->ids + e->ids_off;
	*wheres = g->wheres + e->ids_off;
	/* no --save: no text. Tested by length: the buffer itself exists
	 * once anything was added (ALLOC_GROW never leaves it NULL) */
	*text = e->text_len ? g->text + e->text_off : NULL;
}
