/* SPDX-License-Identifier: MIT */
/*
 * strpool.h - interned strings: each distinct string is stored once and
 * named by a dense uint32 id. Id 0 is reserved for "no string" and maps
 * to "". Strings returned by strpool_str() are owned by the pool and stay
 * valid until strpool_release().
 */
#ifndef PMP_STRPOOL_H
#define PMP_STRPOOL_H

#include <stddef.h>
#include <stdint.h>

struct strpool {
	char **str;		/* id -> string */
	uint32_t *len;		/* id -> length */
	uint64_t *hash;		/* id -> hash */
	uint32_t n, alloc;	/* ids in use (including 0) */
	uint32_t *slots;	/* open addressing table of ids, 0 = empty */
	uint32_t nslots;	/* power of two */
	size_t bytes;		/* total string bytes, for memory accounting */
};

void strpool_init(struct strpool *sp);
void strpool_release(struct strpool *sp);
/* the id of s[0..n), interning a copy if new */
uint32_t strpool_intern(struct strpool *sp, const char *s, size_t n);
static inline const char *
strpool_str(const struct strpool *sp, uint32_t id)
{
	return sp->str[id];
}

#endif
