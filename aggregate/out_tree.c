/* SPDX-License-Identifier: MIT */
/*
 * out_tree.c - a call tree, root first (or leaf first with --invert), one
 * node per line, indented by depth, with count, share of all
 * thread-samples and, when snapshots are known, threads per snapshot.
 * Children are sorted by count; --min-share prunes small subtrees.
 */
#include <stdlib.h>
#include <string.h>

#include "output.h"
#include "util.h"

struct node {
	uint32_t name;
	uint64_t count;
	uint32_t child;		/* first child, 0 = none (node 0 is the root) */
	uint32_t next;		/* next sibling */
};

struct tree {
	struct node *v;
	size_t n, alloc;
};

static uint32_t
child_get(struct tree *t, uint32_t parent, uint32_t name)
{
	uint32_t c;

	for (c = t->v[parent].child; c; c = t->v[c].next)
		if (t->v[c].name == name)
			return c;
	ALLOC_GROW(t->v, t->n + 1, t->alloc);
	c = t->n++;
	t->v[c] = (struct node){ .name = name, .next = t->v[parent].child };
	t->v[parent].child = c;
	return c;
}

struct node_order {
	const struct tree *t;
	const struct view *v;
};

static int
cmp_nodes(const void *a, const void *b, void *ctx)
{
	const struct node_order *ord = ctx;
	const struct node *x = &ord->t->v[*(const uint32_t *)a];
	const struct node *y = &ord->t->v[*(const uint32_t *)b];

	if (x->count != y->count)
		return x->count < y->count ? 1 : -1;
	return strcmp(view_name(ord->v, x->name), view_name(ord->v, y->name));
}

static void
print_node(FILE *out, struct tree *t, const struct view *v,
	   const struct output_opts *o, uint32_t id, int depth)
{
	/* small: this recurses once per frame of the deepest stack (up to
	 * INPUT_MAX_FRAMES); a node with more children uses the heap */
	uint32_t kids[32], nk = 0, *kv = kids, pruned = 0;
	uint64_t pruned_count = 0;
	const struct node *nd = &t->v[id];

	fprintf(out, "%9llu %6.2f%%", (unsigned long long)nd->count,
		share_pct(nd->count, v->total));
	if (v->snapshots_known && v->snapshots)
		fprintf(out, " %9.2f", (double)nd->count / (double)v->snapshots);
	fprintf(out, "  %*s%s\n", depth * 2, "", id ? view_name(v, nd->name) : "[all]");
	for (uint32_t c = nd->child; c; c = t->v[c].next)
		nk++;
	if (nk > ARRAY_SIZE(kids))
		kv = xmalloc(nk * sizeof(*kv));
	nk = 0;
	for (uint32_t c = nd->child; c; c = t->v[c].next)
		kv[nk++] = c;
	qsort_r(kv, nk, sizeof(*kv), cmp_nodes, &(struct node_order){ t, v });
	for (uint32_t i = 0; i < nk; i++) {
		if (share_pct(t->v[kv[i]].count, v->total) < o->min_share) {
			pruned++;
			pruned_count += t->v[kv[i]].count;
			continue;
		}
		print_node(out, t, v, o, kv[i], depth + 1);
	}
	if (pruned) {
		fprintf(out, "%9llu %6.2f%%", (unsigned long long)pruned_count,
			share_pct(pruned_count, v->total));
		if (v->snapshots_known && v->snapshots)
			fprintf(out, " %9s", "");
		fprintf(out, "  %*s[%u more under %g%%]\n", (depth + 1) * 2, "",
			pruned, o->min_share);
	}
	if (kv != kids)
		free(kv);
}

void
out_tree(FILE *out, const struct view *v, const struct output_opts *o)
{
	struct tree t = { 0 };

	ALLOC_GROW(t.v, 1, t.alloc);
	t.v[0] = (struct node){ 0 };
	t.n = 1;
	for (uint32_t i = 0; i < v->n; i++) {
		struct view_stack s;
		uint32_t cur = 0;

		view_get(v, i, &s);
		t.v[0].count += s.count;
		for (uint32_t k = 0; k < s.n; k++) {
			uint32_t name = s.names[o->invert ? s.n - 1 - k : k];

			cur = child_get(&t, cur, name);
			t.v[cur].count += s.count;
		}
	}
	fprintf(out, "%9s %7s", "count", "share");
	if (v->snapshots_known && v->snapshots)
		fprintf(out, " %9s", "per-snap");
	fprintf(out, "  %s\n", o->invert ? "stack (leaf first)" : "stack (root first)");
	print_node(out, &t, v, o, 0, 0);
	free(t.v);
}
