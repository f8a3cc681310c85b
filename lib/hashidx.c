/* SPDX-License-Identifier: MIT */
#include "hashidx.h"

#include <stdlib.h>
#include <string.h>

#include "util.h"

/* a slot's tag, which both picks the first slot tried and tells most
 * other keys apart without a look at the caller's array */
static uint32_t
tag_of(uint64_t h)
{
	return (uint32_t)(h ^ (h >> 32));
}

void
hashidx_init(struct hashidx *x)
{
	memset(x, 0, sizeof(*x));
}

void
hashidx_release(struct hashidx *x)
{
	free(x->slots);
	memset(x, 0, sizeof(*x));
}

void
hashidx_clear(struct hashidx *x)
{
	if (x->slots)
		memset(x->slots, 0, x->nslots * sizeof(*x->slots));
	x->n = 0;
}

static void
put(struct hashidx_slot *slots, size_t nslots, struct hashidx_slot s)
{
	size_t i = s.tag & (nslots - 1);

	while (slots[i].pos)
		i = (i + 1) & (nslots - 1);
	slots[i] = s;
}

static void
grow(struct hashidx *x)
{
	size_t nslots = x->nslots ? x->nslots * 2 : 16;
	struct hashidx_slot *slots;

	/* a tag has 32 bits: past 2^32 slots, more would not spread keys */
	if (nslots > (size_t)UINT32_MAX + 1)
		xalloc_failed("hash index");
	slots = xcalloc(nslots, sizeof(*slots));
	for (size_t i = 0; i < x->nslots; i++)
		if (x->slots[i].pos)
			put(slots, nslots, x->slots[i]);
	free(x->slots);
	x->slots = slots;
	x->nslots = nslots;
}

void
hashidx_add(struct hashidx *x, uint64_t h, size_t pos)
{
	if (pos >= UINT32_MAX)
		xalloc_failed("hash index");
	if (2 * (x->n + 1) > x->nslots)
		grow(x);
	put(x->slots, x->nslots, (struct hashidx_slot){ tag_of(h), (uint32_t)pos + 1 });
	x->n++;
}

/* from slot *cursor on: the first one of tag h, or HASHIDX_NONE at an
 * empty slot (open addressing: a key's run ends there) */
static size_t
scan(const struct hashidx *x, uint64_t h, size_t *cursor)
{
	uint32_t tag = tag_of(h);

	for (size_t i = *cursor;; i = (i + 1) & (x->nslots - 1)) {
		const struct hashidx_slot *s = &x->slots[i];

		if (!s->pos)
			return HASHIDX_NONE;
		if (s->tag == tag) {
			*cursor = (i + 1) & (x->nslots - 1);
			return s->pos - 1;
		}
	}
}

size_t
hashidx_first(const struct hashidx *x, uint64_t h, size_t *cursor)
{
	if (!x->n)
		return HASHIDX_NONE;
	*cursor = tag_of(h) & (x->nslots - 1);
	return scan(x, h, cursor);
}

size_t
hashidx_next(const struct hashidx *x, uint64_t h, size_t *cursor)
{
	return scan(x, h, cursor);
}
