/* SPDX-License-Identifier: MIT */
/*
 * output.h - writers of an aggregated profile. Each writer works on a
 * view (lib/profile.h) built in the naming mode it needs; none of them
 * changes the profile. docs/formats.md shows every format.
 */
#ifndef PMP_OUTPUT_H
#define PMP_OUTPUT_H

#include <stdbool.h>
#include <stdio.h>

#include "profile.h"

struct hotspots;

enum output_format {
	OUT_REPORT, OUT_PTPMP, OUT_FOLDED, OUT_TREE, OUT_FLAT, OUT_JSON, OUT_NFORMATS
};

struct output_opts {
	enum output_format fmt;
	enum name_mode names;		/* NAME_SHORT or NAME_FULL */
	unsigned long top;		/* stacks or rows to print; 0 = all */
	double min_share;		/* tree: prune nodes under this percent */
	bool invert;			/* tree: leaf first */
	const char *const *inputs;	/* input names, for headers */
	size_t ninputs;
	const char *input_format;	/* "gdb", "mixed", ... for headers */
	const struct hotspots *hotspots; /* rule verdicts (report, json), or NULL */
	/* live sampling (pmp -p): how long the target was stopped per
	 * snapshot, in microseconds */
	bool pause_known;
	double pause_p50_us, pause_p99_us, pause_max_us;
};

const char *output_format_name(enum output_format f);
int output_format_parse(const char *name, enum output_format *out);
/* returns 0, or -1 if writing failed (reported) */
int output_write(FILE *out, const struct profile *p, const struct output_opts *o);

/* the writers, one per file out_*.c */
void out_ptpmp(FILE *out, const struct view *v, const struct output_opts *o);
void out_folded(FILE *out, const struct view *v, const struct output_opts *o);
void out_tree(FILE *out, const struct view *v, const struct output_opts *o);
void out_flat(FILE *out, const struct view *v, const struct output_opts *o);
void out_json(FILE *out, const struct view *v, const struct output_opts *o);
void out_report(FILE *out, const struct view *v, const struct output_opts *o);

/* helpers shared by writers */
static inline double
share_pct(uint64_t n, uint64_t total)
{
	return total ? 100.0 * (double)n / (double)total : 0.0;
}
static inline unsigned long
out_limit(const struct view *v, const struct output_opts *o)
{
	return (o->top && o->top < v->n) ? o->top : v->n;
}

#endif
