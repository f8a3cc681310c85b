/* SPDX-License-Identifier: MIT */
/*
 * pc_cache.h - what each thread's latest fresh copy became, by tid, so
 * that a reused thread (idle since that copy: sampler.h) costs no
 * unwinding and, while the modules stay as they were reported, no naming
 * either: its pcs, its frame ids (root first) with each id's pc and,
 * with --save, its "frame" lines. Once the modules were reported again
 * (modmap.h's sym_gen), its pcs are named again by the symbolizer, whose
 * lookups are cached, so that the names follow the modules.
 *
 * Two generations: the previous snapshot's (sorted by tid, looked up)
 * and the current one's (filled); pc_cache_turn() makes the current one
 * the previous one. Part of a live session (live.h). A struct pc_cache
 * owns its arrays; pc_cache_release() frees them. Entries and what they
 * point to live until the second pc_cache_turn() after they were added.
 */
#ifndef PMP_PC_CACHE_H
#define PMP_PC_CACHE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "unwinder.h"

struct pc_entry {
	pid_t tid;
	uint64_t serial;	/* the copy they come from (sampler.h) */
	size_t off;		/* into fr */
	int n;
	bool failed;		/* not unwound: fr holds the stopped pc */
	bool named;		/* ids (and text when saving) are filled */
	unsigned long sym_gen;	/* the modules' report they were named with */
	size_t ids_off, text_off, text_len;	/* into ids and text */
	uint32_t nids;
	/* the system call of that copy (a reused thread keeps it): its
	 * FRAME_SYSCALL frame id (name and file), number and args */
	bool in_syscall;
	bool sc_known;		/* sc_frame is set: a call, or FRAME_NO_SYSCALL */
	uint32_t sc_frame;
	long sc_nr;
	uint64_t sc_arg[3];
};

/* one snapshot's entries */
struct pc_gen {
	struct pc_entry *e;
	size_t n, alloc;
	struct unwind_frame *fr;
	size_t nfr, afr;
	uint32_t *ids;		/* frame ids, root first */
	size_t nids, aids;
	uint32_t *wheres;	/* their pcs ("module+0xOFF" string ids, 0:
				 * none), parallel to ids */
	size_t awheres;
	char *text;		/* raw "frame" lines */
	size_t ntext, atext;
};

struct pc_cache {
	struct pc_gen gen[2];	/* [cur] filled, [!cur] looked up */
	int cur;
};

/* a new snapshot: the current entries become the previous ones */
void pc_cache_turn(struct pc_cache *C);
/* the snapshot's entries are all added: sort them for pc_cache_find() */
void pc_cache_sort(struct pc_cache *C);
void pc_cache_release(struct pc_cache *C);

/* the previous snapshot's entry for tid from copy serial, or NULL */
const struct pc_entry *pc_cache_find(const struct pc_cache *C, pid_t tid,
				     uint64_t serial);
/* the pcs of e, an entry of the previous snapshot */
const struct unwind_frame *pc_cache_pcs(const struct pc_cache *C,
					const struct pc_entry *e);

/* a new entry of this snapshot for tid's copy serial, holding its n pcs */
struct pc_entry *pc_cache_add(struct pc_cache *C, pid_t tid, uint64_t serial,
			      const struct unwind_frame *fr, int n, bool failed);
/* what e's pcs were named (modules' report gen): nids ids root first,
 * their pcs (wheres), and the frame lines (ntext bytes of text) */
void pc_cache_name(struct pc_cache *C, struct pc_entry *e, unsigned long gen,
		   const uint32_t *ids, const uint32_t *wheres, uint32_t nids,
		   const char *text, size_t ntext);
/* e named as old, an entry of the previous snapshot, was */
void pc_cache_name_as(struct pc_cache *C, struct pc_entry *e,
		      const struct pc_entry *old);
/* the names of e, an entry of this snapshot (pc_cache_name()) */
void pc_cache_names(const struct pc_cache *C, const struct pc_entry *e,
		    const uint32_t **ids, const uint32_t **wheres, const char **text);

#endif
