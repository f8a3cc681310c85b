/* SPDX-License-Identifier: MIT */
/*
 * diff_carry.c - which significant rows of functions (total) and edges
 * only carry a change of a row below them (diff_carry.h).
 *
 * A row's change restricted to some of its stacks is its change
 * apportioned by thread-samples: after * (that part's samples after /
 * the row's) - before * (likewise). That is exact where a row's figure is
 * its samples over a common denominator (shares, one capture per side),
 * and weighs the captures by their samples where the figure is a mean of
 * capture means; it needs no per-snapshot figures and no test, since it
 * judges rows already tested and only orders and marks them.
 */
#include "diff_carry.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

/* an origin below a carried row, and their common thread-samples */
struct pair {
	uint32_t row;
	double c[2];
};

struct carry {
	struct diff *d;
	int level;
	uint32_t *sig;		/* key -> significant row + 1, or 0 */
	uint32_t nkeys;
	double (*below)[2];	/* per row: samples of its stacks with a significant row below */
	bool *carried;
	struct pair **pairs;	/* per carried row: the origins below it */
	size_t *npairs, *apairs;
	uint32_t *stamp;	/* per row: the last (stack, parent) it was counted for */
	uint32_t now;
	/* one stack's significant rows in frame order (all occurrences) */
	uint32_t *occ;
	size_t nocc, aocc;
};

/* the change of row r restricted to stacks holding c thread-samples of
 * it on each side */
static double
part_delta(const struct diff_row *r, const double c[2])
{
	double a = r->ca > 0 ? r->ch.after * c[1] / r->ca : 0;
	double b = r->cb > 0 ? r->ch.before * c[0] / r->cb : 0;

	return a - b;
}

/* does a change dx of the rows below explain row p's, within its
 * interval? The same direction, at least half of it (the rows below
 * carry most of it, however wide the interval), and what is left of it
 * no more than its interval's half-width (not told from no change) */
static bool
explains(const struct diff_row *p, double dx)
{
	double hw = (p->ch.hi - p->ch.lo) / 2, left = fabs(p->ch.delta - dx);

	return dx * p->ch.delta > 0 && isfinite(hw) && left <= hw &&
	       2 * fabs(dx) >= fabs(p->ch.delta);
}

/* the significant rows of st, in frame order, into c->occ */
static void
stack_occ(struct carry *c, const struct carry_stack *st)
{
	uint32_t n = c->level == DL_EDGE ? (st->n ? st->n - 1 : 0) : st->n;
	const uint32_t *k = c->level == DL_EDGE ? st->edge : st->fn;

	c->nocc = 0;
	for (uint32_t i = 0; i < n; i++) {
		if (k[i] >= c->nkeys || !c->sig[k[i]])
			continue;
		ALLOC_GROW(c->occ, c->nocc + 1, c->aocc);
		c->occ[c->nocc++] = c->sig[k[i]] - 1;
	}
}

/* is occ[j] its row's first occurrence in the stack? (a row's figure
 * counts its outermost call; what is below that is below it) */
static bool
first_occ(const struct carry *c, size_t j)
{
	for (size_t i = 0; i < j; i++)
		if (c->occ[i] == c->occ[j])
			return false;
	return true;
}

/* pass 1: each significant row's samples with another below it */
static void
count_below(struct carry *c, const struct carry_stack *st)
{
	stack_occ(c, st);
	for (size_t j = 0; j < c->nocc; j++) {
		bool any = false;

		if (!first_occ(c, j))
			continue;
		for (size_t i = j + 1; i < c->nocc && !any; i++)
			any = c->occ[i] != c->occ[j];
		if (any)
			for (int s = 0; s < 2; s++)
				c->below[c->occ[j]][s] += st->count[s];
	}
}

static void
pair_add(struct carry *c, uint32_t p, uint32_t o, const double count[2])
{
	size_t i;

	for (i = 0; i < c->npairs[p] && c->pairs[p][i].row != o; i++)
		;
	if (i == c->npairs[p]) {
		ALLOC_GROW(c->pairs[p], c->npairs[p] + 1, c->apairs[p]);
		c->pairs[p][c->npairs[p]++] = (struct pair){ .row = o };
	}
	for (int s = 0; s < 2; s++)
		c->pairs[p][i].c[s] += count[s];
}

/* pass 2: each carried row's samples with each origin below it */
static void
count_pairs(struct carry *c, const struct carry_stack *st)
{
	stack_occ(c, st);
	for (size_t j = 0; j < c->nocc; j++) {
		uint32_t p = c->occ[j];

		if (!c->carried[p] || !first_occ(c, j))
			continue;
		c->now++;
		for (size_t i = j + 1; i < c->nocc; i++) {
			uint32_t o = c->occ[i];

			if (o == p || c->carried[o] || c->stamp[o] == c->now)
				continue;
			c->stamp[o] = c->now;
			pair_add(c, p, o, st->count);
		}
	}
}

/*
 * Each carried row's origin: of the origins below it that changed in its
 * direction, the one whose part of its change is the largest. A carried
 * row without one (the rows below it are carried from elsewhere, or the
 * origins below it moved the other way on the whole: a shrinking path
 * into a "syscall" that grows elsewhere) is an origin itself; returns
 * whether there was such a row, for the origins have changed then.
 */
static bool
choose_origins(struct carry *c)
{
	struct diff_row *rows = c->d->rows[c->level];
	bool changed = false;

	for (size_t p = 0; p < c->d->nrows[c->level]; p++) {
		double best = 0;

		rows[p].carried_by = 0;
		for (size_t i = 0; i < c->npairs[p]; i++) {
			const struct diff_row *o = &rows[c->pairs[p][i].row];
			double dx = part_delta(&rows[p], c->pairs[p][i].c);

			if (dx * rows[p].ch.delta > 0 && o->ch.delta * rows[p].ch.delta > 0 &&
			    fabs(dx) > best) {
				best = fabs(dx);
				rows[p].carried_by = o->key + 1;
			}
		}
		if (c->carried[p] && !rows[p].carried_by)
			c->carried[p] = false, changed = true;
		c->npairs[p] = 0;
	}
	return changed;
}

/* a row in report order: significant first; origins by the size of
 * their change, each followed by the rows it carries (by size); then
 * the rest by the evidence (diff_row_cmp_unsig) */
struct ord {
	double rank;		/* |change| of the row's origin; -1: not significant */
	uint32_t group;		/* the origin's key */
	bool carrier;
	struct diff_row r;
};

static int
cmp_ord(const void *x, const void *y)
{
	const struct ord *a = x, *b = y;
	double da = fabs(a->r.ch.delta), db = fabs(b->r.ch.delta);
	int c;

	if (a->rank != b->rank)
		return a->rank < b->rank ? 1 : -1;
	if (a->group != b->group)
		return a->group < b->group ? -1 : 1;
	if (a->carrier != b->carrier)
		return a->carrier ? 1 : -1;
	if (a->rank < 0 && (c = diff_row_cmp_unsig(&a->r, &b->r)))
		return c;
	if (da != db)
		return da < db ? 1 : -1;
	return (int)a->r.key - (int)b->r.key;
}

static void
order_rows(struct diff *d, int level)
{
	size_t n = d->nrows[level];
	struct diff_row *rows = d->rows[level];
	struct ord *o = xcalloc(n + 1, sizeof(*o));
	double *size = xcalloc(d->keys.n + 1, sizeof(*size));

	for (size_t i = 0; i < n; i++)
		if (rows[i].significant)
			size[rows[i].key] = fabs(rows[i].ch.delta);
	for (size_t i = 0; i < n; i++) {
		uint32_t g = rows[i].carried_by ? rows[i].carried_by - 1 : rows[i].key;

		o[i] = (struct ord){ .rank = rows[i].significant ? size[g] : -1,
				     .group = rows[i].significant ? g : 0,
				     .carrier = rows[i].carried_by != 0, .r = rows[i] };
	}
	qsort(o, n, sizeof(*o), cmp_ord);
	for (size_t i = 0; i < n; i++)
		rows[i] = o[i].r;
	free(o);
	free(size);
}

static void
carry_level(struct diff *d, int level, const struct carry_stack *st, size_t nst)
{
	size_t nr = d->nrows[level];
	struct carry c = { .d = d, .level = level, .nkeys = d->keys.n };

	c.sig = xcalloc(c.nkeys + 1, sizeof(*c.sig));
	for (size_t i = 0; i < nr; i++)
		if (d->rows[level][i].significant)
			c.sig[d->rows[level][i].key] = (uint32_t)i + 1;
	c.below = xcalloc(nr + 1, sizeof(*c.below));
	c.carried = xcalloc(nr + 1, sizeof(*c.carried));
	c.pairs = xcalloc(nr + 1, sizeof(*c.pairs));
	c.npairs = xcalloc(nr + 1, sizeof(*c.npairs));
	c.apairs = xcalloc(nr + 1, sizeof(*c.apairs));
	c.stamp = xcalloc(nr + 1, sizeof(*c.stamp));
	for (size_t i = 0; i < nst; i++)
		count_below(&c, &st[i]);
	for (size_t i = 0; i < nr; i++)
		c.carried[i] = d->rows[level][i].significant &&
			       explains(&d->rows[level][i], part_delta(&d->rows[level][i], c.below[i]));
	/* rows only become origins, so this ends; each round is one pass */
	do {
		for (size_t i = 0; i < nst; i++)
			count_pairs(&c, &st[i]);
	} while (choose_origins(&c));
	order_rows(d, level);
	for (size_t i = 0; i < nr; i++)
		free(c.pairs[i]);
	free(c.sig);
	free(c.below);
	free(c.carried);
	free(c.pairs);
	free(c.npairs);
	free(c.apairs);
	free(c.stamp);
	free(c.occ);
}

void
diff_carry(struct diff *d, const struct carry_stack *st, size_t n)
{
	carry_level(d, DL_FUNC_TOTAL, st, n);
	carry_level(d, DL_EDGE, st, n);
}
