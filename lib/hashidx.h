/* SPDX-License-Identifier: MIT */
/*
 * hashidx.h - a hash index over an array that the caller owns: it maps a
 * key's 64-bit hash to the positions in that array of the elements whose
 * key hashes so, and the caller compares the keys. Open addressing,
 * linear probing, at most half full; nothing is ever removed one by one
 * (hashidx_clear() empties it, for an array sorted again).
 *
 * Why not a hash table that holds the elements: the lock graph's arrays
 * (locks, edges, counts, paths) are sorted in place for the writers and
 * handed out by pointer, so the elements stay where they are and only
 * their positions are indexed. strpool and idseq keep their own table
 * for their ids; this is the same scheme for arrays whose keys are not
 * strings.
 *
 *     for (size_t i = hashidx_first(x, h, &pos); i != HASHIDX_NONE;
 *          i = hashidx_next(x, h, &pos))
 *             if (key_equal(&array[i], key))
 *                     return &array[i];
 *     ... append the element at position n, then hashidx_add(x, h, n);
 *
 * A hashidx owns its slots, freed by hashidx_release(); an empty one
 * (hashidx_init(), or zeroed memory) allocates nothing.
 */
#ifndef PMP_HASHIDX_H
#define PMP_HASHIDX_H

#include <stddef.h>
#include <stdint.h>

#define HASHIDX_NONE SIZE_MAX

struct hashidx_slot {
	uint32_t tag;		/* the hash's high 32 bits */
	uint32_t pos;		/* position + 1; 0: empty */
};

struct hashidx {
	struct hashidx_slot *slots;
	size_t nslots;		/* a power of two, or 0 */
	size_t n;		/* positions indexed */
};

void hashidx_init(struct hashidx *x);
void hashidx_release(struct hashidx *x);
/* forget every position (keeps the slots: the same array is indexed again) */
void hashidx_clear(struct hashidx *x);
/* index position pos (< UINT32_MAX) under hash h */
void hashidx_add(struct hashidx *x, uint64_t h, size_t pos);
/* the first position indexed under h (HASHIDX_NONE: none), and the next
 * ones; *cursor is the walk's state, set by hashidx_first() */
size_t hashidx_first(const struct hashidx *x, uint64_t h, size_t *cursor);
size_t hashidx_next(const struct hashidx *x, uint64_t h, size_t *cursor);

/* a 64-bit key mixed into a hash (the finalizer of SplitMix64), for keys
 * made of integers: hashidx_mix(a ^ hashidx_mix(b)) */
static inline uint64_t
hashidx_mix(uint64_t k)
{
	k += 0x9e3779b97f4a7c15ULL;
	k = (k ^ (k >> 30)) * 0xbf58476d1ce4e5b9ULL;
	k = (k ^ (k >> 27)) * 0x94d049bb133111ebULL;
	return k ^ (k >> 31);
}

#endif
