/* SPDX-License-Identifier: MIT */
/* lib/stats: the estimates pmp diff tests with, against values worked by
 * hand (closed forms of Student's t for 2 degrees of freedom) */
#include "unit.h"

#include <math.h>
#include <stdbool.h>

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
	/* scaled by 4: twice the standard deviations; never below the floor */
	s = stats_floor_scaled(&fl, 4);
	assert_float_equal(s.rel, 0.20, 1e-12);
	assert_float_equal(s.abs, 0.70, 1e-12);
	assert_float_equal(s.prior_df, 10, 1e-12);
	s = stats_floor_scaled(&fl, 0.5);
	assert_float_equal(s.abs, 0.35, 1e-12);
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
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
