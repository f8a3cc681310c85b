/* SPDX-License-Identifier: MIT */
/*
 * idseq.h - interning of uint32 sequences: every distinct sequence is
 * stored once and named by a dense id, starting at 0. Used for frames
 * (fixed-size tuples of string ids) and for stacks (sequences of frame ids).
 * Memory is proportional to the distinct sequences only.
 * Pointers returned by idseq_get() are valid until the next idseq_intern().
 */
#ifndef PMP_IDSEQ_H
#define PMP_IDSEQ_H

#include <stddef.h>
#include <stdint.h>

struct idseq {
	uint32_t *data;		/* all sequences back to back */
	size_t ndata, adata;
	size_t *off;		/* id -> offset in data */
	uint32_t *len;		/* id -> length */
	uint64_t *hash;		/* id -> hash */
	uint32_t n, alloc;
	uint32_t *slots;	/* open addressing; id + 1, 0 = empty */
	uint32_t nslots;
};

void idseq_init(struct idseq *t);
void idseq_release(struct idseq *t);
uint32_t idseq_intern(struct idseq *t, const uint32_t *v, uint32_t n);
/* -1 if the sequence was never interned */
int64_t idseq_find(const struct idseq *t, const uint32_t *v, uint32_t n);
static inline const uint32_t *
idseq_get(const struct idseq *t, uint32_t id, uint32_t *n)
{
	*n = t->len[id];
	return t->data + t->off[id];
}
size_t idseq_bytes(const struct idseq *t);

#endif
