/* SPDX-License-Identifier: MIT */
/*
 * out_flat.c - per function: self (innermost frame) and total (anywhere in
 * the stack, counted once per stack even when recursive) thread-samples,
 * sorted by total, like `perf report --children`.
 */
#include <stdlib.h>
#include <string.h>

#include "output.h"
#include "util.h"

struct fn {
	uint64_t self, total;
	uint32_t last_stack;	/* +1; stops counting recursion twice */
};

struct fn_order {
	const struct fn *fns;
	const struct view *v;
};

static int
cmp_fn(const void *a, const void *b, void *ctx)
{
	const struct fn_order *ord = ctx;
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
	const struct fn *fx = &ord->fns[x], *fy = &ord->fns[y];

	if (fx->total != fy->total)
		return fx->total < fy->total ? 1 : -1;
	if (fx->self != fy->self)
		return fx->self < fy->self ? 1 : -1;
	return strcmp(view_name(ord->v, x), view_name(ord->v, y));
}

void
out_flat(FILE *out, const struct view *v, const struct output_opts *o)
{
	/* indexed by string id: names are dense ids in the stackset's pool */
	uint32_t nstr = v->ss->strs.n, *ids, nids = 0;
	struct fn *fns = xcalloc(nstr, sizeof(*fns));
	bool snap = v->snapshots_known && v->snapshots;
	unsigned long lim;

	for (uint32_t i = 0; i < v->n; i++) {
		struct view_stack s;

		view_get(v, i, &s);
		if (!s.n)
			continue;
		fns[s.names[s.n - 1]].self += s.count;
		for (uint32_t k = 0; k < s.n; k++) {
			struct fn *f = &fns[s.names[k]];

			if (f->last_stack == i + 1)
				continue;
			f->last_stack = i + 1;
			f->total += s.count;
		}
	}
	ids = xmalloc(nstr * sizeof(*ids));
	for (uint32_t id = 0; id < nstr; id++)
		if (fns[id].total)
			ids[nids++] = id;
	qsort_r(ids, nids, sizeof(*ids), cmp_fn, &(struct fn_order){ fns, v });
	lim = o->top && o->top < nids ? o->top : nids;
	fprintf(out, "%9s %7s %9s %7s", "total", "total%", "self", "self%");
	if (snap)
		fprintf(out, " %9s", "tot/snap");
	fprintf(out, "  function\n");
	for (unsigned long i = 0; i < lim; i++) {
		const struct fn *f = &fns[ids[i]];

		fprintf(out, "%9llu %6.2f%% %9llu %6.2f%%",
			(unsigned long long)f->total, share_pct(f->total, v->total),
			(unsigned long long)f->self, share_pct(f->self, v->total));
		if (snap)
			fprintf(out, " %9.2f", (double)f->total / (double)v->snapshots);
		fprintf(out, "  %s\n", view_name(v, ids[i]));
	}
	free(ids);
	free(fns);
}
