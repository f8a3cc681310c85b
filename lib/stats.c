/* SPDX-License-Identifier: MIT */
#include "stats.h"

#include <math.h>
#include <stdlib.h>

/* continued fraction for the incomplete beta (Lentz's method) */
static double
betacf(double x, double a, double b)
{
	const double tiny = 1e-300, eps = 1e-15;
	double c = 1.0, d = 1.0 - (a + b) * x / (a + 1.0), h;

	if (fabs(d) < tiny)
		d = tiny;
	d = 1.0 / d;
	h = d;
	for (int m = 1; m <= 300; m++) {
		double m2 = 2.0 * m, aa, del;

		aa = m * (b - m) * x / ((a + m2 - 1.0) * (a + m2));
		d = 1.0 + aa * d;
		d = fabs(d) < tiny ? tiny : d;
		c = 1.0 + aa / c;
		c = fabs(c) < tiny ? tiny : c;
		d = 1.0 / d;
		h *= d * c;
		aa = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1.0));
		d = 1.0 + aa * d;
		d = fabs(d) < tiny ? tiny : d;
		c = 1.0 + aa / c;
		c = fabs(c) < tiny ? tiny : c;
		d = 1.0 / d;
		del = d * c;
		h *= del;
		if (fabs(del - 1.0) < eps)
			break;
	}
	return h;
}

double
stats_ibeta(double x, double a, double b)
{
	double front;

	if (x <= 0.0)
		return 0.0;
	if (x >= 1.0)
		return 1.0;
	front = exp(lgamma(a + b) - lgamma(a) - lgamma(b) + a * log(x) + b * log1p(-x));
	/* the continued fraction converges fast only on one side */
	if (x < (a + 1.0) / (a + b + 2.0))
		return front * betacf(x, a, b) / a;
	return 1.0 - front * betacf(1.0 - x, b, a) / b;
}

double
stats_t_p2(double t, double df)
{
	if (!isfinite(t))
		return isnan(t) ? 1.0 : 0.0;
	if (df <= 0)
		return 1.0;
	return stats_ibeta(df / (df + t * t), df / 2.0, 0.5);
}

double
stats_t_quantile(double level, double df)
{
	double lo = 0.0, hi = 1e6, want = 1.0 - level;

	/* p2(t) falls from 1 to 0 as t grows: bisect */
	for (int i = 0; i < 200; i++) {
		double mid = (lo + hi) / 2;

		if (stats_t_p2(mid, df) > want)
			lo = mid;
		else
			hi = mid;
	}
	return (lo + hi) / 2;
}

static void
mean_var(const double *x, size_t n, double *mean, double *var)
{
	double s = 0, ss = 0;

	for (size_t i = 0; i < n; i++)
		s += x[i];
	*mean = n ? s / n : 0;
	for (size_t i = 0; i < n; i++)
		ss += (x[i] - *mean) * (x[i] - *mean);
	*var = n > 1 ? ss / (n - 1) : 0;
}

void
stats_welch(const double *b, size_t nb, const double *a, size_t na, double level,
	    struct change *out)
{
	double mb, vb, ma, va, se2, se, df, t, q;

	mean_var(b, nb, &mb, &vb);
	mean_var(a, na, &ma, &va);
	out->before = mb;
	out->after = ma;
	out->delta = ma - mb;
	se2 = (nb ? vb / nb : 0) + (na ? va / na : 0);
	se = sqrt(se2);
	if (se == 0) {
		/* no spread on either side: the difference is exact */
		out->lo = out->hi = out->delta;
		out->p = out->delta == 0 ? 1.0 : 0.0;
		out->p_adj = out->p;
		return;
	}
	df = se2 * se2 / ((nb > 1 ? (vb / nb) * (vb / nb) / (nb - 1) : 0) +
			  (na > 1 ? (va / na) * (va / na) / (na - 1) : 0));
	if (!isfinite(df) || df < 1)
		df = 1;
	t = out->delta / se;
	out->p = stats_t_p2(t, df);
	q = stats_t_quantile(level, df);
	out->lo = out->delta - q * se;
	out->hi = out->delta + q * se;
	out->p_adj = out->p;
}

void
stats_two_prop(double cb, double nb, double ca, double na, double level,
	       struct change *out)
{
	double pb = nb ? cb / nb : 0, pa = na ? ca / na : 0, pool, se0, se, z;
	/* normal quantile for the level, by bisection on erfc */
	double lo = 0, hi = 10, want = 1 - level;

	for (int i = 0; i < 100; i++) {
		double mid = (lo + hi) / 2;

		if (erfc(mid / sqrt(2.0)) > want)
			lo = mid;
		else
			hi = mid;
	}
	out->before = pb;
	out->after = pa;
	out->delta = pa - pb;
	pool = (nb + na) ? (cb + ca) / (nb + na) : 0;
	se0 = sqrt(pool * (1 - pool) * ((nb ? 1 / nb : 0) + (na ? 1 / na : 0)));
	se = sqrt((nb ? pb * (1 - pb) / nb : 0) + (na ? pa * (1 - pa) / na : 0));
	z = se0 > 0 ? out->delta / se0 : 0;
	out->p = se0 > 0 ? erfc(fabs(z) / sqrt(2.0)) : (out->delta == 0 ? 1.0 : 0.0);
	out->lo = out->delta - (lo + hi) / 2 * se;
	out->hi = out->delta + (lo + hi) / 2 * se;
	out->p_adj = out->p;
}

static int
cmp_p(const void *x, const void *y)
{
	const struct change *a = *(struct change *const *)x, *b = *(struct change *const *)y;

	return a->p < b->p ? -1 : a->p > b->p;
}

void
stats_holm(struct change **c, size_t n)
{
	double run = 0;

	qsort(c, n, sizeof(*c), cmp_p);
	for (size_t i = 0; i < n; i++) {
		double adj = c[i]->p * (double)(n - i);

		if (adj > 1)
			adj = 1;
		if (adj < run)	/* adjusted p-values never decrease */
			adj = run;
		run = adj;
		c[i]->p_adj = adj;
	}
}
