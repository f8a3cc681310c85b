/* SPDX-License-Identifier: MIT */
/* lib/stats: the estimates pmp diff tests with, against values worked by
 * hand (closed forms of Student's t for 1, 2 and 4 degrees of freedom) and
 * against mpmath 1.3 (python3-mpmath; scipy is not installed here): each
 * constant says the expression that gave it */
#include "unit.h"

#include <math.h>
#include <stdbool.h>
#include <stdint.h>

#include "stats.h"

static const struct between_floor nofloor = { 0, 0, 0 };

static void
test_distributions(void **state)
{
	(void)state;
	/* df 2: p = 1 - t / sqrt(2 + t^2) */
	assert_float_equal(stats_p2(4, 2), 1 - 4 / sqrt(18), 1e-9);
	assert_float_equal(stats_p2(1.96, INFINITY), 0.04999579, 1e-6);
	assert_float_equal(stats_q2(0.95, INFINITY), 1.959964, 1e-5);
	/* df 2: q = sqrt(2 / (alpha (2 - alpha)) - 2) */
	assert_float_equal(stats_q2(0.95, 2), sqrt(2 / (0.05 * 1.95) - 2), 1e-6);
}

static void
test_paired(void **state)
{
	const double b[] = { 1, 2, 3 }, a[] = { 2, 4, 4 };
	struct change c;

	(void)state;
	/* differences 1 2 1: mean 4/3, variance 1/3, se 1/3, t 4 on 2 df */
	stats_paired(b, a, 3, &nofloor, 0.95, 0, &c);
	assert_float_equal(c.delta, 4.0 / 3, 1e-12);
	assert_float_equal(c.se, 1.0 / 3, 1e-12);
	assert_float_equal(c.df, 2, 0);
	assert_float_equal(c.p, 1 - 4 / sqrt(18), 1e-9);
	/* against a minimum effect of 1/3: t = 3 */
	stats_paired(b, a, 3, &nofloor, 0.95, 1.0 / 3, &c);
	assert_float_equal(c.p, 1 - 3 / sqrt(11), 1e-9);
}

static void
test_replicates(void **state)
{
	const double x[] = { 1, 2, 3 };
	const struct between_floor fl = { 0, 1, 2 };
	struct side_est e;

	(void)state;
	stats_side_replicates(x, 3, &nofloor, &e);
	assert_float_equal(e.mean, 2, 1e-12);
	assert_float_equal(e.var, 1.0 / 3, 1e-12);
	assert_float_equal(e.df, 2, 0);
	/* moderated: (2 * 1 + 2 * 1) / 4 / 3, on 4 df */
	stats_side_replicates(x, 3, &fl, &e);
	assert_float_equal(e.var, 1.0 / 3, 1e-12);
	assert_float_equal(e.df, 4, 0);
	/* a constant row keeps the floor's variance, not the moderated
	 * (2 * 1 + 2 * 0) / 4 */
	{
		const double k[] = { 5, 5, 5 };

		stats_side_replicates(k, 3, &fl, &e);
		assert_float_equal(e.var, 1.0 / 3, 1e-12);
	}
	/* a wide spread is shrunk toward the floor: (2 * 1 + 2 * 16) / 4 / 3 */
	{
		const double w[] = { -2, 2, 6 };

		stats_side_replicates(w, 3, &fl, &e);
		assert_float_equal(e.var, 34.0 / 4 / 3, 1e-12);
	}
}

/* the "6 against 5 tpool workers" case: a row constant inside each of one
 * capture per side is never an infinite t, and not significant */
static void
test_constant_rows(void **state)
{
	double b[100], a[100];
	struct side_est eb, ea;
	struct change c, *pc = &c;

	(void)state;
	for (int i = 0; i < 100; i++)
		b[i] = 6, a[i] = 5;
	stats_side_blocks(b, 100, &stats_floor_default, &eb);
	stats_side_blocks(a, 100, &stats_floor_default, &ea);
	assert_true(eb.var > 0 && ea.var > 0);
	stats_welch_est(&eb, &ea, 0.95, 0.5, &c);
	assert_true(isfinite(c.p) && c.se > 0);
	assert_true(c.p > 0.05);
	stats_bonferroni(&pc, 1, 0.95);
	assert_true(c.p_adj > 0.05 && c.hi > -0.5);	/* does not clear -0.5 */
	/* the same floor lets 11 threads against none through */
	for (int i = 0; i < 100; i++)
		b[i] = 11 + (i % 3 == 0), a[i] = 0;
	stats_side_blocks(b, 100, &stats_floor_default, &eb);
	stats_side_blocks(a, 100, &stats_floor_default, &ea);
	stats_welch_est(&eb, &ea, 0.95, 0.5, &c);
	assert_true(c.p < 1e-6);
}

/* blocks see what snapshots taken as independent do not: a capture whose
 * second half differs from its first */
static void
test_blocks_autocorrelated(void **state)
{
	double x[64], m = 0, v = 0;
	struct side_est e;

	(void)state;
	for (int i = 0; i < 64; i++)
		x[i] = i < 32 ? 0 : 10;
	stats_side_blocks(x, 64, &nofloor, &e);
	for (int i = 0; i < 64; i++)
		m += x[i] / 64;
	for (int i = 0; i < 64; i++)
		v += (x[i] - m) * (x[i] - m) / 63;
	/* 16 blocks of 4: eight means 0, eight 10: variance 400/15, of the
	 * mean 400/15/16, four times what v / n says */
	assert_float_equal(e.var, 400.0 / 15 / 16, 1e-9);
	assert_true(e.var > 4 * v / 64);
	assert_float_equal(e.df, 15, 1e-9);
}

/* Bonferroni: every row is significant exactly when its simultaneous
 * interval lies beyond +-min_effect */
static void
test_bonferroni_agrees(void **state)
{
	struct change c[40], *pc[40];

	(void)state;
	for (int i = 0; i < 40; i++) {
		c[i] = (struct change){ .delta = (i - 20) * 0.37, .se = 0.5 + (i % 7) * 0.1,
					.df = i % 2 ? INFINITY : 3 + i, .min_effect = 0.5 };
		pc[i] = &c[i];
	}
	stats_bonferroni(pc, 40, 0.95);
	for (int i = 0; i < 40; i++) {
		bool sig = c[i].p_adj < 0.05;
		bool clears = c[i].lo > 0.5 || c[i].hi < -0.5;

		assert_int_equal(sig, clears);
		assert_true(c[i].p_adj >= c[i].p);
	}
}

/* the dispersion's parts (aggregate/diff.c dispersion()): a row's
 * variance between captures over the floor's, worked by hand */
static void
test_floor_ratio(void **state)
{
	const struct between_floor fl = { 0.10, 0.35, 10 };
	/* mean 2, variance 1: floor (0.1 * 2)^2 + 0.35^2 = 0.1625 */
	const double x[] = { 1, 2, 3 };
	/* differences 1, 2, 1: variance 1/3; floors at means 2 and 10/3:
	 * 0.1625 + (1/3)^2 + 0.1225 */
	const double b[] = { 1, 2, 3 }, a[] = { 2, 4, 4 };
	struct between_floor s;

	(void)state;
	assert_float_equal(stats_floor_ratio(x, 3, &fl), 1 / 0.1625, 1e-9);
	assert_true(isnan(stats_floor_ratio(x, 1, &fl)));
	assert_float_equal(stats_floor_ratio_paired(b, a, 3, &fl),
			   (1.0 / 3) / (0.1625 + 1.0 / 9 + 0.1225), 1e-9);
	/* scaled by 4: twice the standard deviations, four times the
	 * counting part's variance; by 0.5 (the caller decides whether a
	 * scale below 1 is allowed): down */
	s = stats_floor_scaled(&fl, 4);
	assert_float_equal(s.rel, 0.20, 1e-12);
	assert_float_equal(s.abs, 0.70, 1e-12);
	assert_float_equal(s.prior_df, 10, 1e-12);
	s = stats_floor_scaled(&fl, 0.5);
	assert_float_equal(s.abs, 0.35 * sqrt(0.5), 1e-12);
	s = stats_floor_replicates(100);
	assert_float_equal(stats_floor_var(&s, 2), 0.04 + 0.0025 + 0.2, 1e-12);
	s = stats_floor_scaled(&s, 4);
	assert_float_equal(stats_floor_var(&s, 2), 4 * (0.04 + 0.0025 + 0.2), 1e-12);
}

/* the floor's scale (aggregate/diff.c fitted_floor()): Wilson-Hilferty
 * against tabled chi-square quantiles, and the largest row's ratio over
 * the quantile chance gives the largest of n */
static void
test_floor_scale(void **state)
{
	double r[40], df[40];

	(void)state;
	/* chi2(3) 0.95 = 7.815, chi2(10) 0.99 = 23.209 (tables): WH is within
	 * 1% in the upper tail, the only one used (its lower tail is not: 7%
	 * off at chi2(3) 0.05) */
	assert_float_equal(stats_chi2_over_df_quantile(0.95, 3), 7.815 / 3, 0.01 * 7.815 / 3);
	assert_float_equal(stats_chi2_over_df_quantile(0.99, 10), 23.209 / 10, 0.01 * 23.209 / 10);
	/* rows at or below the floor: 1 */
	for (int i = 0; i < 40; i++)
		r[i] = i % 2 ? 1.0 : 0.001, df[i] = 3;
	assert_float_equal(stats_floor_scale(r, df, 40), 1, 1e-12);
	/* one row at 20 of 40 on 3 df: 20 over the 1 - 1/80 quantile */
	r[7] = 20;
	assert_float_equal(stats_floor_scale(r, df, 40),
			   20 / stats_chi2_over_df_quantile(1 - 1.0 / 80, 3), 1e-9);
	assert_true(stats_floor_scale(r, df, 40) > 4 && stats_floor_scale(r, df, 40) < 6);
	/* nothing to scale by */
	assert_float_equal(stats_floor_scale(r, df, 0), 1, 1e-12);
}


/* a chi-square draw on d degrees of freedom, from a fixed generator */
static double
chi2_draw(int d, uint64_t *st)
{
	double x = 0;

	for (int i = 0; i < d; i++) {
		double u1, u2, z;

		*st = *st * 6364136223846793005ULL + 1442695040888963407ULL;
		u1 = ((double)(*st >> 11) + 1) / 9007199254740994.0;
		*st = *st * 6364136223846793005ULL + 1442695040888963407ULL;
		u2 = (double)(*st >> 11) / 9007199254740992.0;
		z = sqrt(-2 * log(u1)) * cos(2 * M_PI * u2);
		x += z * z;
	}
	return x;
}

/* the prior fitted to the rows (aggregate/diff.c fitted_floor()):
 * digamma and trigamma at tabled values, and the fit recovering the scale
 * and weight of rows drawn from its own model */
static void
test_floor_fit(void **state)
{
	double r[4000], df[4000], phi, d0;
	uint64_t st = 42;

	(void)state;
	assert_float_equal(stats_digamma(1), -0.5772156649, 1e-9);
	assert_float_equal(stats_digamma(0.5), -1.9635100260, 1e-9);
	assert_float_equal(stats_trigamma(1), M_PI * M_PI / 6, 1e-9);
	assert_float_equal(stats_trigamma(0.5), M_PI * M_PI / 2, 1e-9);
	assert_float_equal(stats_trigamma_inverse(stats_trigamma(3.7)), 3.7, 1e-6);
	/* every ratio 2 on 3 df: the rows agree exactly (d0 infinite), and
	 * the scale is 2 over the mean of log chi2(3)/3 */
	for (int i = 0; i < 50; i++)
		r[i] = 2, df[i] = 3;
	stats_floor_fit(r, df, 50, 10, &phi, &d0);
	assert_true(isinf(d0));
	assert_float_equal(phi, 2 / exp(stats_digamma(1.5) - log(1.5)), 1e-9);
	/* fewer than 3 usable ratios: the fallback */
	r[0] = 0, r[1] = 1e-30;
	stats_floor_fit(r, df, 3, 10, &phi, &d0);
	assert_float_equal(phi, 1, 0);
	assert_float_equal(d0, 10, 0);
	/* rows whose true variances are 2 d0 / chi2(d0) (d0 = 8), each
	 * estimated on 3 df: the fit finds 2 and 8 */
	for (int i = 0; i < 4000; i++) {
		df[i] = 3;
		r[i] = 2 * 8 / chi2_draw(8, &st) * chi2_draw(3, &st) / 3;
	}
	stats_floor_fit(r, df, 4000, 10, &phi, &d0);
	assert_true(phi > 1.8 && phi < 2.2);
	assert_true(d0 > 5.5 && d0 < 11);
}

/* Student's t and the incomplete beta at non-closed-form points */
static void
test_t_known(void **state)
{
	(void)state;
	/* mpmath.betainc(5, 0.5, 0, 10/(10+2**2), regularized=True) */
	assert_float_equal(stats_t_p2(2, 10), 0.07338803477074037, 1e-10);
	/* the same with df 7.5, t 1.5: a fractional df (Welch's) */
	assert_float_equal(stats_t_p2(1.5, 7.5), 0.17448057058646423, 1e-10);
	/* mpmath.betainc(2.5, 3.5, 0, 0.3, regularized=True) */
	assert_float_equal(stats_ibeta(0.3, 2.5, 3.5), 0.29675298929566638, 1e-10);
	/* closed forms: I_x(a, 1) = x^a, I_x(1, b) = 1 - (1 - x)^b,
	 * I_x(2, 2) = 3x^2 - 2x^3 */
	assert_float_equal(stats_ibeta(0.4, 3, 1), 0.064, 1e-12);
	assert_float_equal(stats_ibeta(0.4, 1, 3), 1 - 0.216, 1e-12);
	assert_float_equal(stats_ibeta(0.7, 2, 2), 3 * 0.49 - 2 * 0.343, 1e-12);
	assert_float_equal(stats_ibeta(0, 2, 2), 0, 0);
	assert_float_equal(stats_ibeta(1, 2, 2), 1, 0);
	/* df 1 (Cauchy): p = 1 - 2/pi atan(t) */
	assert_float_equal(stats_t_p2(3, 1), 1 - 2 / M_PI * atan(3), 1e-10);
	/* df 4: p = 1 - t (t^2 + 6) / (t^2 + 4)^1.5 */
	assert_float_equal(stats_t_p2(2 * sqrt(2), 4), 1 - 2 * sqrt(2) * 14 / pow(12, 1.5), 1e-10);
	/* quantiles, the printed t tables' values: findroot of the above
	 * for level 0.99, df 10; sqrt(2) erfinv(1 - 0.0125) */
	assert_float_equal(stats_t_quantile(0.99, 10), 3.1692726726169512, 1e-8);
	assert_float_equal(stats_t_quantile(0.95, 10), 2.2281388519862747, 1e-8);
	assert_float_equal(stats_q2(0.9875, INFINITY), 2.4977054744123728, 1e-8);
	/* no information, and infinite statistics */
	assert_float_equal(stats_t_p2(NAN, 5), 1, 0);
	assert_float_equal(stats_t_p2(INFINITY, 5), 0, 0);
	assert_float_equal(stats_t_p2(3, 0), 1, 0);
}

/* Welch with estimates whose Welch-Satterthwaite df is whole */
static void
test_welch_known(void **state)
{
	const struct side_est b = { 10, 1, 2 }, a = { 14, 1, 2 };
	const struct side_est kb = { 10, 4, INFINITY }, ka = { 7, 5, INFINITY };
	struct change c;

	(void)state;
	/* v = 2, df = 2^2 / (1/2 + 1/2) = 4, t = 4 / sqrt(2) */
	stats_welch_est(&b, &a, 0.95, 0, &c);
	assert_float_equal(c.delta, 4, 0);
	assert_float_equal(c.se, sqrt(2), 1e-12);
	assert_float_equal(c.df, 4, 1e-12);
	assert_float_equal(c.p, 1 - 2 * sqrt(2) * 14 / pow(12, 1.5), 1e-9);
	/* interval: t(0.975, 4) = 2.7764451051977987 (mpmath findroot) */
	assert_float_equal(c.lo, 4 - 2.7764451051977987 * sqrt(2), 1e-7);
	assert_float_equal(c.hi, 4 + 2.7764451051977987 * sqrt(2), 1e-7);
	/* a minimum effect of 1 tests |delta| - 1 = 3: t = 3 / sqrt(2) */
	stats_welch_est(&b, &a, 0.95, 1, &c);
	assert_float_equal(c.p, stats_t_p2(3 / sqrt(2), 4), 1e-12);
	/* a delta within the minimum effect is p 1 */
	stats_welch_est(&b, &a, 0.95, 5, &c);
	assert_float_equal(c.p, 1, 0);
	/* known variances: the normal, z = -3 / 3: p = erfc(1 / sqrt(2)) */
	stats_welch_est(&kb, &ka, 0.95, 0, &c);
	assert_true(isinf(c.df));
	assert_float_equal(c.delta, -3, 0);
	assert_float_equal(c.p, 0.31731050786291410, 1e-10);
}

/* Bonferroni over four rows: p times 4, intervals at 1 - 0.05 / 4 */
static void
test_bonferroni_known(void **state)
{
	struct change c[4], *pc[4];

	(void)state;
	for (int i = 0; i < 4; i++) {
		c[i] = (struct change){ .delta = 0.5 * i, .se = 0.25, .df = INFINITY };
		pc[i] = &c[i];
	}
	stats_bonferroni(pc, 4, 0.95);
	assert_float_equal(c[0].p_adj, 1, 0);
	/* z = 2: erfc(2 / sqrt(2)) = 0.04550026389635842 */
	assert_float_equal(c[1].p, 0.04550026389635842, 1e-10);
	assert_float_equal(c[1].p_adj, 4 * 0.04550026389635842, 1e-10);
	assert_float_equal(c[2].p_adj, 4 * erfc(4 / sqrt(2)), 1e-12);
	assert_float_equal(c[3].hi, 1.5 + 2.4977054744123728 * 0.25, 1e-8);
	assert_float_equal(c[3].lo, 1.5 - 2.4977054744123728 * 0.25, 1e-8);
}

/* 30 of 100 against 50 of 100: pooled z, unpooled interval */
static void
test_two_prop_known(void **state)
{
	struct change c;

	(void)state;
	stats_two_prop(30, 100, 50, 100, 0.95, &c);
	assert_float_equal(c.before, 0.3, 1e-12);
	assert_float_equal(c.after, 0.5, 1e-12);
	/* z = 0.2 / sqrt(0.4 * 0.6 * 0.02) = 2.886751; erfc(z / sqrt(2)) */
	assert_float_equal(c.p, 0.003892417122778627, 1e-10);
	/* se = sqrt(0.21 / 100 + 0.25 / 100); 0.2 -+ 1.959964 se */
	assert_float_equal(c.se, sqrt(0.0046), 1e-12);
	assert_float_equal(c.lo, 0.06706877498688818, 1e-7);
	assert_float_equal(c.hi, 0.33293122501311184, 1e-7);
	/* nothing on either side: no change, p 1 */
	stats_two_prop(0, 100, 0, 100, 0.95, &c);
	assert_float_equal(c.p, 1, 0);
}

/* the floor of perf captures: (0.10 m)^2 + m / N, scaled as a variance */
static void
test_floor_counts(void **state)
{
	const struct between_floor fl = stats_floor_counts(1.0 / 1000);
	const double k[] = { 0.25, 0.25, 0.25 }, z[] = { 0, 0, 0 };
	struct between_floor s;
	struct side_est e;

	(void)state;
	/* a constant share of 0.25 in captures of 1000 samples: its count,
	 * 250, has variance 250, the share 250 / 1000^2; the relative part
	 * 0.025^2; one capture's variance, over 3 for the mean */
	stats_side_replicates(k, 3, &fl, &e);
	assert_float_equal(e.var, (0.025 * 0.025 + 0.25 / 1000) / 3, 1e-15);
	assert_float_equal(e.df, 12, 0);
	/* a row never seen has no variance at all */
	stats_side_replicates(z, 3, &fl, &e);
	assert_float_equal(e.var, 0, 0);
	/* scaled by phi 4: the whole variance four times */
	s = stats_floor_scaled(&fl, 4);
	stats_side_replicates(k, 3, &s, &e);
	assert_float_equal(e.var, 4 * (0.025 * 0.025 + 0.25 / 1000) / 3, 1e-15);
	/* the snapshot floor has no count part */
	assert_float_equal(stats_floor_default.count, 0, 0);
}

/* the percentile of the pauses: nearest rank, the lower median */
static void
test_pct_index(void **state)
{
	(void)state;
	assert_int_equal(stats_pct_index(1, 50), 0);
	assert_int_equal(stats_pct_index(4, 50), 1);	/* lower middle */
	assert_int_equal(stats_pct_index(5, 50), 2);
	assert_int_equal(stats_pct_index(100, 99), 98);
	assert_int_equal(stats_pct_index(1000, 99), 989);
	assert_int_equal(stats_pct_index(10, 99), 9);
	assert_int_equal(stats_pct_index(10, 100), 9);
	assert_int_equal(stats_pct_index(10, 0), 0);
	/* pmp top's p50 was p[(n - 1) / 2]: the same index for every n */
	for (size_t n = 1; n < 1000; n++)
		assert_int_equal(stats_pct_index(n, 50), (n - 1) / 2);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_distributions),
		cmocka_unit_test(test_paired),
		cmocka_unit_test(test_replicates),
		cmocka_unit_test(test_constant_rows),
		cmocka_unit_test(test_blocks_autocorrelated),
		cmocka_unit_test(test_bonferroni_agrees),
		cmocka_unit_test(test_floor_ratio),
		cmocka_unit_test(test_floor_scale),
		cmocka_unit_test(test_floor_fit),
		cmocka_unit_test(test_t_known),
		cmocka_unit_test(test_welch_known),
		cmocka_unit_test(test_bonferroni_known),
		cmocka_unit_test(test_two_prop_known),
		cmocka_unit_test(test_pct_index),
		cmocka_unit_test(test_floor_counts),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
