/* SPDX-License-Identifier: MIT */
/*
 * promtext.h - the Prometheus text exposition format, version 0.0.4
 * (what /metrics answers and node_exporter's textfile collector reads):
 *
 *   # HELP pmp_target_up 1 while the target process is sampled, else 0
 *   # TYPE pmp_target_up gauge
 *   pmp_target_up 1
 *   pmp_lock_waiting_threads{lock="hot",class="latch",kind="mutex"} 12
 *   pmp_snapshot_pause_seconds_bucket{le="0.001"} 40
 *   pmp_snapshot_pause_seconds_bucket{le="+Inf"} 41
 *   pmp_snapshot_pause_seconds_sum 0.0312
 *   pmp_snapshot_pause_seconds_count 41
 *
 * Writes into a strbuf the caller owns; nothing is kept between calls.
 * Label values are escaped as the format says (backslash, double quote,
 * newline), HELP text likewise (backslash, newline), so any lock or
 * thread name is safe to pass. Metric and label names are the caller's
 * constants: promtext_name_ok() checks one.
 */
#ifndef PMP_PROMTEXT_H
#define PMP_PROMTEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "strbuf.h"

/* one label: name (a constant) and value (any bytes, NUL-terminated) */
struct prom_label {
	const char *name;
	const char *value;
};

/* "# HELP name help" and "# TYPE name type" (counter, gauge, histogram) */
void promtext_family(struct strbuf *out, const char *name, const char *type,
		     const char *help);
/* "name{l1="v1",...} value"; nl labels, none when nl is 0 */
void promtext_sample(struct strbuf *out, const char *name,
		     const struct prom_label *l, size_t nl, double value);
/*
 * A histogram's series: name_bucket{...,le="B"} for each upper bound of
 * bounds (ascending, n of them) with the cumulative count, then
 * le="+Inf", name_sum and name_count. counts[i] counts the observations
 * in (bounds[i-1], bounds[i]], counts[n] those above bounds[n-1].
 */
void promtext_histogram(struct strbuf *out, const char *name,
			const struct prom_label *l, size_t nl, const double *bounds,
			const uint64_t *counts, size_t n, double sum);
/* a value as the format writes it: integers exactly, NaN, +Inf, -Inf */
void promtext_value(struct strbuf *out, double v);
/* [a-zA-Z_:][a-zA-Z0-9_:]* (metric) or without ':' (label) */
bool promtext_name_ok(const char *name, bool label);

#endif
