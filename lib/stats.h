/* SPDX-License-Identifier: MIT */
/*
 * stats.h - the few statistics pmp diff needs: Welch's t test over
 * per-snapshot observations, the two-proportion z test over thread-samples,
 * and Holm's correction for testing many keys at once.
 */
#ifndef PMP_STATS_H
#define PMP_STATS_H

#include <stddef.h>

struct change {
	double before, after;	/* means (per snapshot) or shares */
	double delta;		/* after - before */
	double lo, hi;		/* confidence interval of delta */
	double p;		/* two-sided p-value (raw) */
	double p_adj;		/* after Holm's correction */
};

/* Welch's t test of mean(a) vs mean(b); level e.g. 0.95 */
void stats_welch(const double *b, size_t nb, const double *a, size_t na,
		 double level, struct change *out);
/* two-proportion z test: cb of nb vs ca of na */
void stats_two_prop(double cb, double nb, double ca, double na, double level,
		    struct change *out);
/* Holm-Bonferroni: fills p_adj of every change */
void stats_holm(struct change **c, size_t n);
/* Student's t: two-sided p for statistic t with df degrees of freedom */
double stats_t_p2(double t, double df);
/* the t value with two-sided tail probability 1-level */
double stats_t_quantile(double level, double df);
/* regularized incomplete beta I_x(a, b) */
double stats_ibeta(double x, double a, double b);

#endif
