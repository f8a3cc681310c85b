/* SPDX-License-Identifier: MIT */
#include "idseq.h"

#include <stdlib.h>
#include <string.h>

#include "util.h"

void
idseq_init(struct idseq *t)
{
	memset(t, 0, sizeof(*t));
	t->nslots = 64;
	t->slots = xcalloc(t->nslots, sizeof(*t->slots));
}

void
idseq_release(struct idseq *t)
{
	free(t->data);
	free(t->off);
	free(t->len);
	free(t->hash);
	free(t->slots);
	memset(t, 0, sizeof(*t));
}

static void
rehash(struct idseq *t)
{
	uint32_t nslots = t->nslots * 2;
	uint32_t *slots = xcalloc(nslots, sizeof(*slots));

	for (uint32_t id = 0; id < t->n; id++) {
		uint32_t i = t->hash[id] & (nslots - 1);

		while (slots[i])
			i = (i + 1) & (nslots - 1);
		slots[i] = id + 1;
	}
	free(t->slots);
	t->slots = slots;
	t->nslots = nslots;
}

static int64_t
lookup(const struct idseq *t, const uint32_t *v, uint32_t n, uint64_t h,
       uint32_t *slot)
{
	uint32_t i = h & (t->nslots - 1), s;

	while ((s = t->slots[i])) {
		uint32_t id = s - 1;

		/* v may be NULL when n is 0, and memcmp must not see NULL */
		if (t->hash[id] == h && t->len[id] == n &&
		    (n == 0 || !memcmp(t->data + t->off[id], v, n * sizeof(*v))))
			return id;
		i = (i + 1) & (t->nslots - 1);
	}
	*slot = i;
	return -1;
}

int64_t
idseq_find(const struct idseq *t, const uint32_t *v, uint32_t n)
{
	uint32_t slot;

	return lookup(t, v, n, hash_bytes(v, n * sizeof(*v), HASH_SEED), &slot);
}

uint32_t
idseq_intern(struct idseq *t, const uint32_t *v, uint32_t n)
{
	uint64_t h = hash_bytes(v, n * sizeof(*v), HASH_SEED);
	uint32_t slot, id;
	int64_t found = lookup(t, v, n, h, &slot);

	if (found >= 0)
		return (uint32_t)found;
	if (t->n == t->alloc) {
		t->alloc = t->alloc ? t->alloc * 2 : 64;
		t->off = xrealloc(t->off, t->alloc * sizeof(*t->off));
		t->len = xrealloc(t->len, t->alloc * sizeof(*t->len));
		t->hash = xrealloc(t->hash, t->alloc * sizeof(*t->hash));
	}
	/* one spare element: data must not stay NULL when the only sequences
	 * are empty (a raw thread without frames), NULL + 0 is undefined */
	ALLOC_GROW(t->data, t->ndata + n + 1, t->adata);
	id = t->n++;
	t->off[id] = t->ndata;
	t->len[id] = n;
	t->hash[id] = h;
	if (n)
		memcpy(t->data + t->ndata, v, n * sizeof(*v));
	t->ndata += n;
	t->slots[slot] = id + 1;
	if (t->n * 2 > t->nslots)
		rehash(t);
	return id;
}

size_t
idseq_bytes(const struct idseq *t)
{
	return t->adata * sizeof(*t->data) +
	       t->alloc * (sizeof(*t->off) + sizeof(*t->len) + sizeof(*t->hash)) +
	       t->nslots * sizeof(*t->slots);
}
