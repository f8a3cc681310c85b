/* SPDX-License-Identifier: MIT */
/*
 * snapview.c - one snapshot's profile, lock graph and hotspots
 * (snapview.h).
 */
#include "snapview.h"

void
snapview_build(struct snapview *v, const struct snapring *R, size_t i, struct ruleset *rs)
{
	profile_init(&v->p, &R->L->ss);
	lockgraph_init(&v->g, &R->L->ss);
	snapring_build(R, i, i + 1, &v->p, &v->g);
	lockgraph_finish(&v->g);
	v->have_hs = rs->n && v->p.samples &&
		     hotspots_build_locks(&v->hs, rs, &v->p,
					  lockgraph_any(&v->g) ? &v->g : NULL) == 0;
}

void
snapview_release(struct snapview *v)
{
	if (v->have_hs)
		hotspots_release(&v->hs);
	lockgraph_release(&v->g);
	profile_release(&v->p);
}
