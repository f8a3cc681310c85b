/* SPDX-License-Identifier: MIT */
#include "profile.h"

#include <stdlib.h>
#include <string.h>

#include "util.h"

void
profile_init(struct profile *p, struct stackset *ss)
{
	memset(p, 0, sizeof(*p));
	p->ss = ss;
	p->snapshots_known = true;
}

void
profile_release(struct profile *p)
{
	free(p->count);
	memset(p, 0, sizeof(*p));
}

void
profile_add(struct profile *p, uint32_t stack, uint64_t n)
{
	if (stack >= p->ncount) {
		uint32_t old = p->ncount;
		uint32_t want = stack + 1 > p->ss->stacks.n ? stack + 1 : p->ss->stacks.n;

		want += want / 2 + 16;
		p->count = xrealloc(p->count, want * sizeof(*p->count));
		memset(p->count + old, 0, (want - old) * sizeof(*p->count));
		p->ncount = want;
	}
	/* saturate: readers refuse counts whose sum overflows (input.c),
	 * but several inputs are merged into one profile */
	p->count[stack] = sat_add64(p->count[stack], n);
	p->samples = sat_add64(p->samples, n);
}

void
profile_merge(struct profile *a, const struct profile *b)
{
	for (uint32_t i = 0; i < b->ncount; i++)
		if (b->count[i])
			profile_add(a, i, b->count[i]);
	a->snapshots += b->snapshots;
	a->snapshots_known = a->snapshots_known && b->snapshots_known;
	a->inputs += b->inputs;
}

/*
 * A view that keeps calls apart (VIEW_SYSCALLS_FIELD, _SHOW) ends a
 * sequence with one hidden element: the FRAME_SYSCALL frame's id with
 * this bit set (string ids never reach it). view_get() takes it off.
 */
#define VIEW_SYSMARK 0x80000000u

static uint32_t
visible_len(const uint32_t *seq, uint32_t n)
{
	return n && (seq[n - 1] & VIEW_SYSMARK) ? n - 1 : n;
}

/* count descending, then names innermost first, bytewise: deterministic */
static int
cmp_order(const void *pa, const void *pb, void *ctx)
{
	uint32_t a = *(const uint32_t *)pa, b = *(const uint32_t *)pb;
	const struct view *v = ctx;
	uint32_t na, nb;
	const uint32_t *sa, *sb;

	if (v->count[a] != v->count[b])
		return v->count[a] < v->count[b] ? 1 : -1;
	sa = idseq_get(&v->seqs, a, &na);
	sb = idseq_get(&v->seqs, b, &nb);
	if (visible_len(sa, na) < na || visible_len(sb, nb) < nb) {
		/* the hidden call last: compare the names, then the calls */
		uint32_t va = visible_len(sa, na), vb = visible_len(sb, nb);
		int c;

		for (uint32_t i = 0; i < va && i < vb; i++) {
			uint32_t x = sa[va - 1 - i], y = sb[vb - 1 - i];

			if (x != y && (c = strcmp(view_name(v, x), view_name(v, y))))
				return c;
		}
		if (va != vb)
			return va < vb ? -1 : 1;
		if (na != nb)
			return na < nb ? -1 : 1;
		return (sa[na - 1] > sb[nb - 1]) - (sa[na - 1] < sb[nb - 1]);
	}
	for (uint32_t i = 0; i < na && i < nb; i++) {
		uint32_t x = sa[na - 1 - i], y = sb[nb - 1 - i];
		int c;

		if (x == y)
			continue;
		c = strcmp(view_name(v, x), view_name(v, y));
		if (c)
			return c;
	}
	return na < nb ? -1 : na > nb;
}

void
view_build(struct view *v, const struct profile *p, enum name_mode mode)
{
	view_build_syscalls(v, p, mode, VIEW_SYSCALLS_DROP);
}

void
view_build_syscalls(struct view *v, const struct profile *p, enum name_mode mode,
		    enum view_syscalls sc)
{
	uint32_t *names = NULL;
	size_t anames = 0;
	uint32_t acount = 0;

	memset(v, 0, sizeof(*v));
	v->ss = p->ss;
	v->snapshots = p->snapshots;
	v->snapshots_known = p->snapshots_known;
	idseq_init(&v->seqs);
	for (uint32_t s = 0; s < p->ncount; s++) {
		uint32_t n, id;
		const uint32_t *fr;

		if (!p->count[s])
			continue;
		fr = stackset_stack_get(p->ss, s, &n);
		ALLOC_GROW(names, n + 1, anames);
		for (uint32_t i = 0; i < n; i++)
			names[i] = stackset_frame_name(p->ss, fr[i], mode);
		if (n) {
			struct frame f;
			uint32_t leaf = fr[n - 1];

			stackset_frame_get(p->ss, leaf, &f);
			/* "in user space" is never shown, the call's
			 * "[NAME]" only when asked */
			if ((f.flags & FRAME_NO_SYSCALL) ||
			    ((f.flags & FRAME_SYSCALL) && sc != VIEW_SYSCALLS_SHOW))
				n--;
			if ((f.flags & FRAME_PSEUDO) && sc != VIEW_SYSCALLS_DROP)
				names[n++] = leaf | VIEW_SYSMARK;
		}
		id = idseq_intern(&v->seqs, names, n);
		if (id >= acount) {
			uint32_t old = acount;

			acount = acount ? acount * 2 : 64;
			v->count = xrealloc(v->count, acount * sizeof(*v->count));
			memset(v->count + old, 0, (acount - old) * sizeof(*v->count));
		}
		v->count[id] = sat_add64(v->count[id], p->count[s]);
		v->total = sat_add64(v->total, p->count[s]);
	}
	free(names);
	v->n = v->seqs.n;
	v->order = xmalloc((v->n ? v->n : 1) * sizeof(*v->order));
	for (uint32_t i = 0; i < v->n; i++)
		v->order[i] = i;
	qsort_r(v->order, v->n, sizeof(*v->order), cmp_order, v);
}

void
view_release(struct view *v)
{
	idseq_release(&v->seqs);
	free(v->count);
	free(v->order);
	memset(v, 0, sizeof(*v));
}

void
view_get(const struct view *v, uint32_t i, struct view_stack *out)
{
	uint32_t id = v->order[i], n;

	out->count = v->count[id];
	out->names = idseq_get(&v->seqs, id, &n);
	out->n = visible_len(out->names, n);
	out->syscall = out->n < n ? (int64_t)(out->names[n - 1] & ~VIEW_SYSMARK) : -1;
}
