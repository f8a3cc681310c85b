/* SPDX-License-Identifier: MIT */
/*
 * hotspots.h - classify every stack of a profile with a ruleset and sum
 * thread-samples per hotspot (rule + lock name), with the code paths that
 * wait on it and, where the rule says what a holder looks like, the
 * threads inside the critical section. Classification is done once per
 * distinct stack.
 *
 * With a lock graph whose locks carry objects (lib/lockgraph.h), the
 * waits on a named lock object are classified by the object first
 * (docs/locks.md, "Objects and rules"):
 *   - an object rule (ruleset_classify_object) that matches the object
 *     takes those waits, whatever the stack's rule says;
 *   - otherwise, when the object is a global one (dwarf, symbol,
 *     section) and the stack's rule is not idle, the row is split: one
 *     row per object name, named by the object, with the rule's own lock
 *     name kept beside it when the two disagree (hotspot_obj_agrees()).
 * The rest of a stack's thread-samples (no futex word, no object) go to
 * the row its named waits went to when they all went to one; else they
 * stay with the stack's rule.
 *
 * A hotspots owns its strings; hotspots_release() frees them. It borrows
 * nothing after hotspots_build() returns.
 */
#ifndef PMP_HOTSPOTS_H
#define PMP_HOTSPOTS_H

#include "lockgraph.h"
#include "profile.h"
#include "ruleset.h"

#define HOTSPOT_PATHS 3		/* code paths kept per hotspot */
#define PATH_FRAMES 3		/* named frames in one path (a run of "??" is one
				 * more item, "?? xN", and does not count) */

struct hs_path {
	char *text;		/* "caller < caller's caller < ..." */
	uint64_t count;
};

struct hotspot {
	int rule;		/* index in the ruleset */
	char *rule_id, *lock, *group, *kind, *explain, *advice;
	enum rule_class cls;
	char *object;		/* the global object naming this row (then
				 * lock is the object's name too), or NULL */
	char *rule_lock;	/* the stack rule's lock name where it does not
				 * agree with the object (a row named by its
				 * object, or by an object rule), or NULL */
	bool by_object;		/* classified by an object rule */
	uint64_t threads;	/* thread-samples */
	struct hs_path *paths;	/* sorted by count, desc */
	size_t npaths;
	/* the system call its threads were recorded in (lib/syscall_rec.h):
	 * the name when every recorded one agrees, else NULL, and the file
	 * likewise; NULL for dumps, which record none */
	char *syscall, *sysfile;
	bool sc_seen, sc_mixed, file_mixed;	/* private */
	uint64_t holders;	/* thread-samples matching the holder pattern */
	struct hs_path *hpaths;
	size_t nhpaths;
	size_t seq;		/* private: index before sorting */
};

struct hotspots {
	struct hotspot *h;	/* sorted by threads, desc */
	size_t n;
	uint64_t total;		/* all thread-samples */
	uint64_t by_class[RC_NCLASSES];
	uint64_t unclassified;
	uint64_t snapshots;	/* 0 = unknown */
	int *stack_hotspot;	/* profile stack id -> index in h, or -1
				 * (split stacks: the row with most of them) */
	uint32_t nstacks;
	int *lock_hotspot;	/* lock graph lock index -> index in h, or -1 */
	size_t nlocks;
};

/* classify p with rs; 0 on success */
int hotspots_build(struct hotspots *hs, struct ruleset *rs, struct profile *p);
/* the same, with the lock graph g of p's samples (finished, or NULL):
 * waits on named lock objects as the comment above says; g is borrowed
 * for the call (hotspots_of_lock needs the same g, unchanged) */
int hotspots_build_locks(struct hotspots *hs, struct ruleset *rs, struct profile *p,
			 const struct lockgraph *g);
/* the hotspot a lock of g was counted under (most of its waiters), or NULL */
const struct hotspot *hotspots_of_lock(const struct hotspots *hs,
				       const struct lockgraph *g, const struct lg_lock *l);
/*
 * Does the object name agree with a rule's lock name? Both are cut into
 * components at '.', '[', ']', '+', ':' and "->" (empty components and
 * array indexes "3" and offsets "0x10" dropped); they agree when the
 * rule's components appear in a row among the object's:
 * "mysql_bin_log.LOCK_log" agrees with "LOCK_log", "LOCK_commit_ordered"
 * and "mysql_bin_log+0x10" do not.
 */
bool hotspot_obj_agrees(const char *object, const char *rule_lock);
void hotspots_release(struct hotspots *hs);
/* the hotspot a stack of the profile was classified into, or NULL */
const struct hotspot *hotspots_of_stack(const struct hotspots *hs, uint32_t stack);
/* figure shown in reports: per snapshot when known, else thread-samples */
double hotspots_per_snapshot(const struct hotspots *hs, uint64_t n);

#endif
