/* SPDX-License-Identifier: MIT */
/*
 * stats.h - the few statistics pmp diff needs (docs/diff.md): Welch's t
 * over per-side estimates (a mean, the variance of that mean and its
 * degrees of freedom), the estimate of one side from replicate captures or
 * from blocks of one capture plus a between-capture floor, the
 * two-proportion z test over thread-samples, and the Bonferroni
 * adjustment whose simultaneous intervals match its adjusted p-values.
 */
#ifndef PMP_STATS_H
#define PMP_STATS_H

#include <stddef.h>

struct change {
	double before, after;	/* means (per snapshot) or shares */
	double delta;		/* after - before */
	double lo, hi;		/* confidence interval of delta */
	double p;		/* two-sided p-value (raw) */
	double p_adj;		/* adjusted (stats_bonferroni) */
	double se, df;		/* standard error of delta; df INFINITY: normal */
	double min_effect;	/* |delta| must exceed it (H0: |delta| <= it) */
};

/* one side of a row: its mean, the variance of that mean, and the degrees
 * of freedom of that variance (INFINITY: known) */
struct side_est {
	double mean, var, df;
};

/* how much two captures of one configuration differ beyond what the
 * snapshots of one capture show (docs/diff.md#one-capture-per-side): a
 * capture's mean of a row with mean m varies between captures with
 * variance (rel*m)^2 + abs^2 + count*m; prior_df weighs it against
 * replicates. count: the counting part, variance per unit of mean (snapshots:
 * stats_floor_replicates(); perf: the figure of one sample) */
struct between_floor {
	double rel, abs, prior_df;
	double count;
};
/* one capture per side: the floor is all there is between captures */
extern const struct between_floor stats_floor_default;
/* replicates of nsnap snapshots each: the shape of the prior, whose scale
 * and weight the rows then give (stats_floor_fit()) */
struct between_floor stats_floor_replicates(double nsnap);
/* the variance the floor gives a capture mean of m */
double stats_floor_var(const struct between_floor *fl, double m);
/* the floor of perf captures, whose figure is a count times per_count
 * (1 / the capture's samples, or 1 / its work): lib/stats.c says why */
struct between_floor stats_floor_counts(double per_count);

/* how much more a row of a diff varies between captures than the floor
 * says: its variance between capture means x[0..n) over the floor's at
 * their mean (n - 1 degrees of freedom; NAN with n < 2), for
 * stats_floor_fit() */
double stats_floor_ratio(const double *x, size_t n, const struct between_floor *fl);
/* paired: the variance of the differences a[i] - b[i] over the sum of
 * both sides' floors */
double stats_floor_ratio_paired(const double *b, const double *a, size_t n,
				const struct between_floor *fl);
/* fl with its variance times phi */
struct between_floor stats_floor_scaled(const struct between_floor *fl, double phi);
/*
 * The prior of a diff's rows from their own variances (limma's fit of a
 * scaled F distribution, Smyth 2004): the rows' ratios r[i] to the floor,
 * on df[i] degrees of freedom, are taken as phi times chi2(d0)/d0 scaled
 * by chi2(df)/df draws; *phi is the typical ratio (the scale the floor
 * gets) and *d0 how far the rows agree (the weight of the prior against
 * a row's own variance: small when rows differ, so that a row that
 * varies much keeps its own variance). Ratios at or below 1e-9 say
 * nothing (a row that did not vary). Fewer than 3 usable ratios: *phi 1
 * and *d0 = fallback_d0.
 */
void stats_floor_fit(const double *r, const double *df, size_t n, double fallback_d0,
		     double *phi, double *d0);
/* digamma and trigamma (for the fit; exported for the unit tests) */
double stats_digamma(double x);
double stats_trigamma(double x);
/* the x > 0 with stats_trigamma(x) = y */
double stats_trigamma_inverse(double y);

/*
 * The floor's scale for perf captures' rows: the smallest phi >= 1 such
 * that no row's ratio r[i] (stats_floor_ratio(), on df[i] degrees of
 * freedom) is beyond what chance gives the largest of n rows at that
 * scale, i.e. r[i] / phi <= the 1 - 1/(2n) quantile of chi2(df[i]) /
 * df[i]. One row far above the floor says the floor is too low for this
 * target, and then for every row.
 */
double stats_floor_scale(const double *r, const double *df, size_t n);
/* the p quantile of chi2(df) / df (Wilson and Hilferty's approximation) */
double stats_chi2_over_df_quantile(double p, double df);

/* one capture: split x[0..n) into blocks of consecutive values (the
 * snapshots of a capture are autocorrelated; block means nearly are not),
 * the variance of the mean from the block means, moderated toward the
 * floor and never below it */
void stats_side_blocks(const double *x, size_t n, const struct between_floor *fl,
		       struct side_est *out);
/* replicates: one mean per capture; their variance moderated toward the
 * floor with prior_df and never below it (a constant row never has zero
 * variance) */
void stats_side_replicates(const double *x, size_t n, const struct between_floor *fl,
			   struct side_est *out);
/* Welch over two estimates, against a minimum effect */
void stats_welch_est(const struct side_est *b, const struct side_est *a, double level,
		     double min_effect, struct change *out);
/* paired: after[i] - before[i] over n alternating captures, moderated
 * toward the sum of both sides' floors */
void stats_paired(const double *b, const double *a, size_t n, const struct between_floor *fl,
		  double level, double min_effect, struct change *out);
/* Bonferroni over n changes: p_adj = min(1, n p) and every interval at
 * level 1 - (1 - level) / n, so that a row is significant exactly when its
 * interval lies wholly beyond +-min_effect */
void stats_bonferroni(struct change **c, size_t n, double level);

/* two-proportion z test: cb of nb vs ca of na */
void stats_two_prop(double cb, double nb, double ca, double na, double level,
		    struct change *out);
/* two-sided p for t with df (INFINITY: the normal) */
double stats_p2(double t, double df);
/* two-sided quantile at level with df (INFINITY: the normal) */
double stats_q2(double level, double df);
/* Student's t: two-sided p for statistic t with df degrees of freedom */
double stats_t_p2(double t, double df);
/* the t value with two-sided tail probability 1-level */
double stats_t_quantile(double level, double df);
/* regularized incomplete beta I_x(a, b) */
double stats_ibeta(double x, double a, double b);

/*
 * The one percentile of pmp (pause p50 and p99 of pmp -p, and pmp
 * top's p50: live_pauses()): nearest rank, the index in a sorted
 * array of n > 0 values of the smallest value with at least p percent of
 * the values at or below it, ceil(p / 100 * n) - 1 (at least 0). The
 * median of an even n is the lower of the two middle values: no mean of
 * two samples, so a pause shown is one a snapshot had.
 */
size_t stats_pct_index(size_t n, double p);

#endif
