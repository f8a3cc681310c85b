/* SPDX-License-Identifier: MIT */
/*
 * out_report.c - the default, for people: a header (inputs, snapshots,
 * thread-samples), then the top stacks with count, share, threads per
 * snapshot and the frames innermost first, one per line.
 */
#include "output.h"

#define REPORT_TOP_DEFAULT 20

void
out_report(FILE *out, const struct view *v, const struct output_opts *o)
{
	unsigned long top = o->top ? o->top : REPORT_TOP_DEFAULT;
	unsigned long n = top < v->n ? top : v->n;
	bool snap = v->snapshots_known && v->snapshots;

	fprintf(out, "pmp report\n");
	fprintf(out, "  inputs:         ");
	for (size_t i = 0; i < o->ninputs; i++)
		fprintf(out, "%s%s", i ? ", " : "", o->inputs[i]);
	if (o->input_format)
		fprintf(out, " (%s)", o->input_format);
	fputc('\n', out);
	if (snap)
		fprintf(out, "  snapshots:      %llu\n", (unsigned long long)v->snapshots);
	else
		fprintf(out, "  snapshots:      unknown (the input keeps no snapshot boundaries)\n");
	fprintf(out, "  thread-samples: %llu", (unsigned long long)v->total);
	if (snap)
		fprintf(out, " (%.1f threads per snapshot)",
			(double)v->total / (double)v->snapshots);
	fprintf(out, "\n  distinct stacks: %u\n\n", v->n);
	fprintf(out, "Top %lu of %u stacks:\n\n", n, v->n);
	fprintf(out, "%9s %7s", "count", "share");
	if (snap)
		fprintf(out, " %9s", "per-snap");
	fprintf(out, "  stack (innermost first)\n");
	for (unsigned long i = 0; i < n; i++) {
		struct view_stack s;
		int indent = 9 + 1 + 7 + (snap ? 10 : 0) + 2;

		view_get(v, i, &s);
		fprintf(out, "%9llu %6.2f%%", (unsigned long long)s.count,
			share_pct(s.count, v->total));
		if (snap)
			fprintf(out, " %9.2f", (double)s.count / (double)v->snapshots);
		if (!s.n)
			fputs("  (no frames)\n", out);
		for (uint32_t k = s.n; k-- > 0;)
			fprintf(out, "%*s%s\n", k == s.n - 1 ? 2 : indent, "",
				view_name(v, s.names[k]));
		fputc('\n', out);
	}
	if (n < v->n)
		fprintf(out, "(%u more stacks; --top N shows more, --format tree or flat "
			"summarises them all)\n", v->n - (unsigned)n);
}
