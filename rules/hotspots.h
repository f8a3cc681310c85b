/* SPDX-License-Identifier: MIT */
/*
 * hotspots.h - classify every stack of a profile with a ruleset and sum
 * thread-samples per hotspot (rule + lock name), with the code paths that
 * wait on it and, where the rule says what a holder looks like, the
 * threads inside the critical section. Classification is done once per
 * distinct stack.
 *
 * A hotspots owns its strings; hotspots_release() frees them. It borrows
 * nothing after hotspots_build() returns.
 */
#ifndef PMP_HOTSPOTS_H
#define PMP_HOTSPOTS_H

#include "profile.h"
#include "ruleset.h"

#define HOTSPOT_PATHS 3		/* code paths kept per hotspot */
#define PATH_FRAMES 3		/* frames in one path */

struct hs_path {
	char *text;		/* "caller < caller's caller < ..." */
	uint64_t count;
};

struct hotspot {
	int rule;		/* index in the ruleset */
	char *rule_id, *lock, *group, *kind, *explain, *advice;
	enum rule_class cls;
	uint64_t threads;	/* thread-samples */
	struct hs_path *paths;	/* sorted by count, desc */
	size_t npaths;
	/* the system call its threads were recorded in (lib/syscall.h):
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
	int *stack_hotspot;	/* profile stack id -> index in h, or -1 */
	uint32_t nstacks;
};

/* classify p with rs; 0 on success */
int hotspots_build(struct hotspots *hs, struct ruleset *rs, struct profile *p);
void hotspots_release(struct hotspots *hs);
/* the hotspot a stack of the profile was classified into, or NULL */
const struct hotspot *hotspots_of_stack(const struct hotspots *hs, uint32_t stack);
/* figure shown in reports: per snapshot when known, else thread-samples */
double hotspots_per_snapshot(const struct hotspots *hs, uint64_t n);

#endif
