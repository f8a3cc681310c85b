/* SPDX-License-Identifier: MIT */
/*
 * out_report.c - the default, for people: a header (inputs, snapshots,
 * thread-samples), then the top stacks with count, share, threads per
 * snapshot and the frames innermost first, one per line.
 */
#include "hotspots.h"
#include "output.h"

#define REPORT_TOP_DEFAULT 20
#define REPORT_HOTSPOTS_MAX 15	/* rows per section */

/* "12.34" threads per snapshot, or a thread-sample count when unknown */
static void
put_amount(FILE *out, const struct hotspots *hs, uint64_t n)
{
	if (hs->snapshots)
		fprintf(out, "%9.2f", hotspots_per_snapshot(hs, n));
	else
		fprintf(out, "%9llu", (unsigned long long)n);
}

static void
section(FILE *out, const struct hotspots *hs, enum rule_class cls, const char *title)
{
	uint64_t busy = hs->total - hs->by_class[RC_IDLE];
	size_t shown = 0;

	if (!hs->by_class[cls])
		return;
	fprintf(out, "%s\n", title);
	fprintf(out, "%9s %6s %6s  %-34s %-8s %s\n", hs->snapshots ? "per-snap" : "samples",
		"all%", "busy%", "lock", "kind", "waiting in (callers, innermost first)");
	for (size_t i = 0; i < hs->n && shown < REPORT_HOTSPOTS_MAX; i++) {
		const struct hotspot *h = &hs->h[i];

		if (h->cls != cls)
			continue;
		shown++;
		put_amount(out, hs, h->threads);
		fprintf(out, " %5.1f%% %5.1f%%  %-34s %-8s %s (%llu)\n",
			share_pct(h->threads, hs->total), share_pct(h->threads, busy),
			h->lock, h->kind, h->npaths ? h->paths[0].text : "",
			h->npaths ? (unsigned long long)h->paths[0].count : 0ULL);
		for (size_t k = 1; k < h->npaths && k < HOTSPOT_PATHS; k++)
			fprintf(out, "%*s%s (%llu)\n", 9 + 7 + 7 + 2 + 34 + 1 + 8 + 1, "",
				h->paths[k].text, (unsigned long long)h->paths[k].count);
		if (h->holders) {
			fprintf(out, "%*sholders: ", 9 + 7 + 7 + 2, "");
			put_amount(out, hs, h->holders);
			fprintf(out, " %s inside: %s (%llu)\n",
				hs->snapshots ? "per snapshot" : "thread-samples",
				h->hpaths[0].text, (unsigned long long)h->hpaths[0].count);
		}
	}
	fputc('\n', out);
}

static void
report_hotspots(FILE *out, const struct hotspots *hs)
{
	uint64_t idle = hs->by_class[RC_IDLE];
	size_t shown = 0;

	section(out, hs, RC_LATCH, "Lock hotspots (threads waiting for a latch):");
	section(out, hs, RC_WAIT, "Logical waits (row locks, MDL, group commit, throttling):");
	section(out, hs, RC_CPU, "Known CPU hotspots:");
	if (!hs->by_class[RC_LATCH] && !hs->by_class[RC_WAIT])
		fprintf(out, "No lock hotspot or logical wait found by the rules.\n\n");
	if (idle) {
		fprintf(out, "Idle threads, set aside: ");
		if (hs->snapshots)
			fprintf(out, "%.2f per snapshot, ", hotspots_per_snapshot(hs, idle));
		fprintf(out, "%.1f%% of all\n", share_pct(idle, hs->total));
		for (size_t i = 0; i < hs->n && shown < REPORT_HOTSPOTS_MAX; i++) {
			const struct hotspot *h = &hs->h[i];

			if (h->cls != RC_IDLE)
				continue;
			shown++;
			put_amount(out, hs, h->threads);
			fprintf(out, "  %s\n", h->lock);
		}
		fputc('\n', out);
	}
	fprintf(out, "Running or unclassified: ");
	if (hs->snapshots)
		fprintf(out, "%.2f per snapshot, ", hotspots_per_snapshot(hs, hs->unclassified));
	fprintf(out, "%.1f%% of all (see the stacks below)\n\n",
		share_pct(hs->unclassified, hs->total));
}

/* "  partial:        2 of 20 snapshots (2 max_pause: threads did ...)" */
static void
report_faults(FILE *out, const struct snapshot_faults *f, uint64_t snapshots)
{
	for (int skipped = 0; skipped < 2; skipped++) {
		unsigned long n = skipped ? f->skipped : f->partial;
		const char *sep = " (";

		if (!n)
			continue;
		if (skipped)
			fprintf(out, "  skipped:        %lu snapshot%s, not counted", n,
				n == 1 ? "" : "s");
		else
			fprintf(out, "  partial:        %lu of %llu snapshots missed threads",
				n, (unsigned long long)snapshots);
		for (size_t i = 0; i < f->n; i++) {
			unsigned long k = skipped ? f->v[i].skipped : f->v[i].partial;

			if (!k)
				continue;
			fprintf(out, "%s%lu %s: %s", sep, k, f->v[i].reason, f->v[i].text);
			sep = "; ";
		}
		fprintf(out, "%s\n", *sep == ';' ? ")" : "");
	}
}

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
		fprintf(out, "  snapshots:      unknown (an input keeps no snapshot boundaries)\n");
	if (o->pause_known)
		fprintf(out, "  pause:          p50 %.3f ms, p99 %.3f ms, max %.3f ms "
			"(target stopped, per snapshot)\n", o->pause_p50_us / 1e3,
			o->pause_p99_us / 1e3, o->pause_max_us / 1e3);
	if (o->faults)
		report_faults(out, o->faults, v->snapshots);
	if (o->reused_known)
		fprintf(out, "  reused:         %.1f threads per snapshot (idle since "
			"their last copy: not stopped, stack reused); %lu woke and "
			"were copied again\n", v->snapshots ?
			(double)o->reused / (double)v->snapshots : 0.0, o->woke);
	fprintf(out, "  thread-samples: %llu", (unsigned long long)v->total);
	if (snap)
		fprintf(out, " (%.1f threads per snapshot)",
			(double)v->total / (double)v->snapshots);
	fprintf(out, "\n  distinct stacks: %u\n\n", v->n);
	if (o->hotspots)
		report_hotspots(out, o->hotspots);
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
