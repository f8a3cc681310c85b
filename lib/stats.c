/* SPDX-License-Identifier: MIT */
#include "stats.h"
#include "util.h"

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

size_t
stats_pct_index(size_t n, double p)
{
	size_t k = (size_t)ceil(p / 100.0 * (double)n);

	return k < 1 ? 0 : k > n ? n - 1 : k - 1;
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

double
stats_p2(double t, double df)
{
	if (isinf(df))
		return isnan(t) ? 1.0 : erfc(fabs(t) / sqrt(2.0));
	return stats_t_p2(t, df);
}

double
stats_q2(double level, double df)
{
	double lo = 0, hi = 1e6, want = 1 - level;

	if (!isinf(df))
		return stats_t_quantile(level, df);
	for (int i = 0; i < 200; i++) {	/* erfc falls as its argument grows */
		double mid = (lo + hi) / 2;

		if (erfc(mid / sqrt(2.0)) > want)
			lo = mid;
		else
			hi = mid;
	}
	return (lo + hi) / 2;
}

/*
 * Calibration: with one capture per side the populations that are constant
 * inside a capture (6 tpool workers waiting for tasks in one run, 5 in the
 * next) differ between captures by a thread or so whatever the snapshots
 * say: abs 0.35 makes a one-thread step of such a row t < 1; rel 0.10: a
 * busy row's capture mean moves by about a tenth between runs of one
 * configuration under one load (docs/diff.md).
 */
const struct between_floor stats_floor_default = { 0.10, 0.35, 10, 0 };

/*
 * With replicates the floor is only the shape of the prior: the rows give
 * its scale and weight (stats_floor_fit()). Measured on Debian's mariadbd
 * (12 configurations, 4 captures of 100 snapshots from separate server
 * runs; docs/diff.md): a row's variance between capture means grows as
 * its mean m, about 0.01 m to 0.08 m for m under 1 thread per snapshot (a
 * count over 100 autocorrelated snapshots: Poisson's m / 100 times an
 * overdispersion of up to 8), and as (0.1 m)^2 for busy rows. The one
 * capture floor's abs 0.35 is ten times what rows under a third of a
 * thread vary, which hid every small CPU cost (issue: open_table_from_share
 * 0, 0, 0 against 0.46, 0.36, 0.31 was not significant). The small abs
 * part keeps a row seen in no capture of one side from a zero variance.
 */
struct between_floor
stats_floor_replicates(double nsnap)
{
	struct between_floor fl = { 0.10, 0.05, 10, 10 / (nsnap > 1 ? nsnap : 1) };

	return fl;
}

/*
 * perf captures (docs/diff.md#perf-captures-as-replicates): a row's figure
 * is its samples over the capture's samples (or its work), so a second
 * capture of one configuration moves it by two things the snapshot floor
 * does not have in one term: the sampling of a count, which is Poisson
 * (the count's variance is the count: the figure's is m times the figure
 * of one sample), the whole of a rare row's variation; and the same
 * run-to-run drift of a busy row as with snapshots, a tenth of it. There
 * is no population of idle threads constant inside a capture (perf sees
 * threads on a CPU only), so no absolute part.
 */
struct between_floor
stats_floor_counts(double per_count)
{
	struct between_floor f = { 0.10, 0, 10, per_count };

	return f;
}

static double
floor_var(const struct between_floor *fl, double m)
{
	return fl->rel * m * fl->rel * m + fl->abs * fl->abs + fl->count * fabs(m);
}

double
stats_floor_var(const struct between_floor *fl, double m)
{
	return floor_var(fl, m);
}

double
stats_floor_ratio(const double *x, size_t n, const struct between_floor *fl)
{
	double m, v;

	if (n < 2)
		return NAN;
	mean_var(x, n, &m, &v);
	return v / floor_var(fl, m);
}

/* paired captures: both sides' means, and the mean and variance of the
 * differences a[i] - b[i] */
static void
paired_moments(const double *b, const double *a, size_t n, double *mb, double *ma,
	       double *md, double *vd)
{
	double *dd = xmalloc((n ? n : 1) * sizeof(*dd)), vb, va;

	for (size_t i = 0; i < n; i++)
		dd[i] = a[i] - b[i];
	mean_var(b, n, mb, &vb);
	mean_var(a, n, ma, &va);
	mean_var(dd, n, md, vd);
	free(dd);
}

double
stats_floor_ratio_paired(const double *b, const double *a, size_t n,
			 const struct between_floor *fl)
{
	double mb, ma, md, vd;

	if (n < 2)
		return NAN;
	paired_moments(b, a, n, &mb, &ma, &md, &vd);
	return vd / (floor_var(fl, mb) + floor_var(fl, ma));
}

struct between_floor
stats_floor_scaled(const struct between_floor *fl, double phi)
{
	struct between_floor s = *fl;
	double k = phi > 0 ? sqrt(phi) : 1;

	s.rel *= k;
	s.abs *= k;
	s.count *= phi > 0 ? phi : 1;
	return s;
}

double
stats_digamma(double x)
{
	double r = 0, f;

	for (; x < 6; x += 1)	/* psi(x) = psi(x + 1) - 1/x */
		r -= 1 / x;
	f = 1 / (x * x);
	return r + log(x) - 0.5 / x -
	       f * (1.0 / 12 - f * (1.0 / 120 - f * (1.0 / 252 - f * (1.0 / 240))));
}

double
stats_trigamma(double x)
{
	double r = 0, f;

	for (; x < 6; x += 1)	/* psi'(x) = psi'(x + 1) + 1/x^2 */
		r += 1 / (x * x);
	f = 1 / (x * x);
	return r + 1 / x + f / 2 +
	       f / x * (1.0 / 6 - f * (1.0 / 30 - f * (1.0 / 42 - f * (1.0 / 30))));
}

double
stats_trigamma_inverse(double y)
{
	double lo = -30, hi = 30;	/* log x: trigamma falls as x grows */

	if (!(y > 0))
		return INFINITY;
	for (int i = 0; i < 200; i++) {
		double mid = (lo + hi) / 2;

		if (stats_trigamma(exp(mid)) > y)
			lo = mid;
		else
			hi = mid;
	}
	return exp((lo + hi) / 2);
}

void
stats_floor_fit(const double *r, const double *df, size_t n, double fallback_d0,
		double *phi, double *d0)
{
	double em = 0, ev = 0, tg = 0, *e;
	size_t k = 0;

	*phi = 1;
	*d0 = fallback_d0;
	e = xmalloc((n ? n : 1) * sizeof(*e));
	/* log of each ratio, less its expectation under chi2(df)/df */
	for (size_t i = 0; i < n; i++) {
		/* a ratio at rounding's size is a row that did not vary
		 * (equal differences of fractions): no log to take */
		if (!(r[i] > 1e-9 && isfinite(r[i]) && df[i] > 0))
			continue;
		e[k] = log(r[i]) - stats_digamma(df[i] / 2) + log(df[i] / 2);
		em += e[k];
		tg += stats_trigamma(df[i] / 2);
		k++;
	}
	if (k < 3) {
		free(e);
		return;
	}
	em /= (double)k;
	tg /= (double)k;
	for (size_t i = 0; i < k; i++)
		ev += (e[i] - em) * (e[i] - em);
	/* what the logs vary beyond their own sampling is the prior's */
	ev = ev / (double)(k - 1) - tg;
	free(e);
	if (ev > 0) {
		*d0 = 2 * stats_trigamma_inverse(ev);
		*phi = exp(em + stats_digamma(*d0 / 2) - log(*d0 / 2));
	} else {
		*d0 = INFINITY;
		*phi = exp(em);
	}
}

double
stats_chi2_over_df_quantile(double p, double df)
{
	/* the one-sided normal quantile from the two-sided one */
	double z = p > 0.5 ? stats_q2(2 * p - 1, INFINITY) : -stats_q2(1 - 2 * p, INFINITY);
	double k = 2 / (9 * df), c = 1 - k + z * sqrt(k);

	return c > 0 ? c * c * c : 0;
}

double
stats_floor_scale(const double *r, const double *df, size_t n)
{
	double phi = 1, p = 1 - 1 / (2 * (double)(n ? n : 1));

	for (size_t i = 0; i < n; i++) {
		double q = stats_chi2_over_df_quantile(p, df[i]);

		if (q > 0 && r[i] / q > phi)
			phi = r[i] / q;
	}
	return phi;
}

/*
 * An estimated variance v on d degrees of freedom, moderated toward the
 * floor fv as if the floor were an estimate on prior_df (as limma does
 * for genes): one noisy estimate neither vanishes nor explodes. Never
 * below the floor: a row constant inside its captures keeps the floor's
 * variance, whatever v says.
 */
static double
moderate(const struct between_floor *fl, double fv, double v, double d)
{
	double m = (fl->prior_df * fv + d * v) / (fl->prior_df + d);

	return m > fv ? m : fv;
}

void
stats_side_blocks(const double *x, size_t n, const struct between_floor *fl,
		  struct side_est *out)
{
	/* 2 to 16 blocks of at least 4 snapshots where there are enough: long
	 * enough that block means are nearly independent, many enough that
	 * their variance has degrees of freedom */
	size_t k = n / 4 < 2 ? (n < 2 ? n : 2) : n / 4 > 16 ? 16 : n / 4;
	double bm[16], m, v, fv;

	mean_var(x, n, &m, &v);
	out->mean = m;
	fv = floor_var(fl, m);
	if (k < 2) {
		out->var = fv;
		out->df = INFINITY;
		return;
	}
	for (size_t j = 0; j < k; j++) {	/* block j: [j n / k, (j + 1) n / k) */
		size_t s = j * n / k, e = (j + 1) * n / k;
		double bv;

		mean_var(x + s, e - s, &bm[j], &bv);
	}
	mean_var(bm, k, &m, &v);
	v /= (double)k;
	out->var = moderate(fl, fv, v, (double)(k - 1));
	out->df = fl->prior_df + (double)(k - 1);
}

void
stats_side_replicates(const double *x, size_t n, const struct between_floor *fl,
		      struct side_est *out)
{
	double m, v, d = n > 1 ? (double)(n - 1) : 0;

	mean_var(x, n, &m, &v);
	out->mean = m;
	out->var = moderate(fl, floor_var(fl, m), v, d) / (double)(n ? n : 1);
	out->df = fl->prior_df + d;
}

/* the change from delta, se, df and min_effect at one level */
static void
finish(struct change *c, double level, double m)
{
	double ex = fabs(c->delta) - c->min_effect, q;

	if (c->se > 0)
		c->p = ex > 0 ? stats_p2(ex / c->se, c->df) : 1.0;
	else
		c->p = ex > 0 ? 0.0 : 1.0;
	c->p_adj = c->p * m > 1 ? 1 : c->p * m;
	q = c->se > 0 ? stats_q2(1 - (1 - level) / m, c->df) : 0;
	c->lo = c->delta - q * c->se;
	c->hi = c->delta + q * c->se;
}

void
stats_welch_est(const struct side_est *b, const struct side_est *a, double level,
		double min_effect, struct change *out)
{
	double v = b->var + a->var, den = 0;

	out->before = b->mean;
	out->after = a->mean;
	out->delta = a->mean - b->mean;
	out->se = sqrt(v);
	if (isfinite(b->df) && b->df > 0)
		den += b->var * b->var / b->df;
	if (isfinite(a->df) && a->df > 0)
		den += a->var * a->var / a->df;
	out->df = den > 0 ? v * v / den : INFINITY;
	if (out->df < 1)
		out->df = 1;
	out->min_effect = min_effect;
	finish(out, level, 1);
}

void
stats_paired(const double *b, const double *a, size_t n, const struct between_floor *fl,
	     double level, double min_effect, struct change *out)
{
	double mb, ma, md, vd, d = n > 1 ? (double)(n - 1) : 0, prior;

	paired_moments(b, a, n, &mb, &ma, &md, &vd);
	prior = floor_var(fl, mb) + floor_var(fl, ma);
	out->before = mb;
	out->after = ma;
	out->delta = md;
	out->se = sqrt(moderate(fl, prior, vd, d) / (double)(n ? n : 1));
	out->df = fl->prior_df + d;
	out->min_effect = min_effect;
	finish(out, level, 1);
}

void
stats_bonferroni(struct change **c, size_t n, double level)
{
	for (size_t i = 0; i < n; i++)
		finish(c[i], level, (double)(n ? n : 1));
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
	/* stats_bonferroni recomputes p from se: unpooled, as the interval */
	out->se = se;
	out->df = INFINITY;
}
