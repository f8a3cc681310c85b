/* SPDX-License-Identifier: MIT */
#include "strpool.h"

#include <stdlib.h>
#include <string.h>

#include "util.h"

void
strpool_init(struct strpool *sp)
{
	memset(sp, 0, sizeof(*sp));
	sp->alloc = 64;
	sp->str = xmalloc(sp->alloc * sizeof(*sp->str));
	sp->len = xmalloc(sp->alloc * sizeof(*sp->len));
	sp->hash = xmalloc(sp->alloc * sizeof(*sp->hash));
	sp->str[0] = xstrdup("");
	sp->len[0] = 0;
	sp->hash[0] = 0;
	sp->n = 1;
	sp->nslots = 128;
	sp->slots = xcalloc(sp->nslots, sizeof(*sp->slots));
}

void
strpool_release(struct strpool *sp)
{
	for (uint32_t i = 0; i < sp->n; i++)
		free(sp->str[i]);
	free(sp->str);
	free(sp->len);
	free(sp->hash);
	free(sp->slots);
	memset(sp, 0, sizeof(*sp));
}

static void
rehash(struct strpool *sp)
{
	uint32_t nslots = sp->nslots * 2;
	uint32_t *slots = xcalloc(nslots, sizeof(*slots));

	for (uint32_t id = 1; id < sp->n; id++) {
		uint32_t i = sp->hash[id] & (nslots - 1);

		while (slots[i])
			i = (i + 1) & (nslots - 1);
		slots[i] = id;
	}
	free(sp->slots);
	sp->slots = slots;
	sp->nslots = nslots;
}

uint32_t
strpool_intern(struct strpool *sp, const char *s, size_t n)
{
	uint64_t h = hash_bytes(s, n, HASH_SEED);
	uint32_t i = h & (sp->nslots - 1), id;

	if (n == 0)
		return 0;
	while ((id = sp->slots[i])) {
		if (sp->hash[id] == h && sp->len[id] == n &&
		    !memcmp(sp->str[id], s, n))
			return id;
		i = (i + 1) & (sp->nslots - 1);
	}
	if (sp->n == sp->alloc) {
		sp->alloc *= 2;
		sp->str = xrealloc(sp->str, sp->alloc * sizeof(*sp->str));
		sp->len = xrealloc(sp->len, sp->alloc * sizeof(*sp->len));
		sp->hash = xrealloc(sp->hash, sp->alloc * sizeof(*sp->hash));
	}
	id = sp->n++;
	sp->str[id] = xstrndup(s, n);
	sp->len[id] = n;
	sp->hash[id] = h;
	sp->bytes += n + 1;
	sp->slots[i] = id;
	/* keep the load factor under 1/2 so probes stay short */
	if (sp->n * 2 > sp->nslots)
		rehash(sp);
	return id;
}
