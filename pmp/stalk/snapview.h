/* SPDX-License-Identifier: MIT */
/*
 * snapview.h - one snapshot of a ring seen through the rules: its
 * profile, its lock graph and its hotspots, as `pmp serve` counts them
 * into metrics and `pmp stalk`'s triggers look at them. A snapview owns
 * what it built; the ring and the ruleset are borrowed for the call.
 */
#ifndef PMP_SNAPVIEW_H
#define PMP_SNAPVIEW_H

#include <stdbool.h>

#include "hotspots.h"
#include "lockgraph.h"
#include "profile.h"
#include "ruleset.h"
#include "snapring.h"

struct snapview {
	struct profile p;
	struct lockgraph g;	/* finished */
	struct hotspots hs;	/* valid when have_hs */
	bool have_hs;
};

/* snapshot i of R (rs with no rules: no hotspots) */
void snapview_build(struct snapview *v, const struct snapring *R, size_t i, struct ruleset *rs);
void snapview_release(struct snapview *v);
/* the hotspots, or NULL */
static inline const struct hotspots *
snapview_hotspots(const struct snapview *v)
{
	return v->have_hs ? &v->hs : NULL;
}

#endif
