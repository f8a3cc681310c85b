/* SPDX-License-Identifier: MIT */
/*
 * diff_out.c - writers of a computed diff: report (ranked tables), json,
 * and folded with two count columns ("stack before after", what
 * flamegraph.pl and difffolded.pl read as a differential flame graph),
 * and svg, pmp's own differential flame graph (drawn by out_svg.c).
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "diff_out.h"
#include "stats.h"
#include "escape.h"
#include "output.h"
#include "strbuf.h"

static const char *const level_title[DL_NLEVELS] = {
	[DL_GROUP] = "Hotspot families (rule groups, per class)",
	[DL_LOCK] = "Hotspots (rule locks)",
	[DL_OBJECT] = "Lock objects (waits by the object of their lock)",
	[DL_FUNC_SELF] = "Functions, self (innermost frame)",
	[DL_FUNC_TOTAL] = "Functions, total (anywhere in the stack)",
	[DL_EDGE] = "Call edges (caller -> callee, once per stack)",
	[DL_STACK] = "Stacks (canonical, root first)",
};

static const char *
cls_name(const struct diff_row *r)
{
	return r->cls == RC_NCLASSES ? "-" : rule_class_name(r->cls);
}

static void
fmt_p(char *buf, size_t n, double p)
{
	if (p < 0.001)
		snprintf(buf, n, "<0.001");
	else
		snprintf(buf, n, "%.3f", p);
}

/* where a row is reported: causes first, then code paths seen on one
 * side only, then the idle and unclassified populations (docs/diff.md) */
enum section { SEC_CAUSE, SEC_ONE_SIDE, SEC_POP };

static enum section
row_section(int level, const struct diff_row *r)
{
	if (r->pop)
		return SEC_POP;
	if ((level == DL_FUNC_SELF || level == DL_FUNC_TOTAL || level == DL_STACK) &&
	    (r->cb == 0 || r->ca == 0))
		return SEC_ONE_SIDE;
	return SEC_CAUSE;
}

static const char *const section_key[] = {
	[SEC_CAUSE] = "cause", [SEC_ONE_SIDE] = "one_side", [SEC_POP] = "population",
};

static int
cmp_size(const void *x, const void *y)
{
	const struct diff_row *a = *(const struct diff_row *const *)x;
	const struct diff_row *b = *(const struct diff_row *const *)y;
	double da = fabs(a->ch.delta), db = fabs(b->ch.delta);

	if (da != db)
		return da < db ? 1 : -1;
	return (int)a->key - (int)b->key;
}

/*
 * --per-work figures are thread-samples per unit of work (per query):
 * 0.0004 and 0.0007 both printed 0.000. When every value is under 1,
 * they are printed per a power of ten of units instead, the smallest that
 * brings the largest value of any row to 100 or more ("per 1000 units of
 * work"), so that rows 10^5 times smaller still show.
 */
static double
work_scale(const struct diff *d)
{
	double max = 0, k = 1;

	if (!d->per_work)
		return 1;
	for (int l = 0; l < DL_NLEVELS; l++)
		for (size_t i = 0; i < d->nrows[l]; i++) {
			const struct change *c = &d->rows[l][i].ch;

			max = fmax(max, fmax(fabs(c->before), fabs(c->after)));
		}
	if (max >= 1)
		return 1;
	while (max > 0 && max * k < 100 && k < 1e9)
		k *= 10;
	return k;
}

/* after/before as a factor: "1.80x", or "new" and "gone" */
static void
fmt_ratio(char *buf, size_t n, double before, double after)
{
	if (before <= 0 && after <= 0)
		snprintf(buf, n, "-");
	else if (before <= 0)
		snprintf(buf, n, "new");
	else if (after <= 0)
		snprintf(buf, n, "gone");
	else if (after / before >= 100 || after / before < 0.01)
		snprintf(buf, n, "%.3gx", after / before);
	else
		snprintf(buf, n, "%.2fx", after / before);
}

/*
 * A row's key and its marks: the class of a hotspot row, a stack's tag,
 * an edge's when it is on one side only. A row that carries the change of
 * an origin below it (diff_carry.h) is indented under that origin when
 * it follows it (or a row it carries), else names it.
 */
static void
report_key(FILE *out, const struct diff *d, int level, const struct diff_row *r,
	   uint32_t *origin)
{
	bool under = r->carried_by && r->carried_by == *origin;

	/* the origin printed last, key + 1, while only its carriers follow */
	*origin = r->carried_by ? (under ? *origin : 0) : r->key + 1;
	fprintf(out, "%s%s", under ? "  " : "", diff_key(d, r->key));
	if (level == DL_GROUP || level == DL_LOCK || level == DL_OBJECT)
		fprintf(out, " [%s]", cls_name(r));
	if (level == DL_STACK || (level == DL_EDGE && (!r->cb || !r->ca)))
		fprintf(out, " [%s]", r->tag);
	if (r->carried_by && under)
		fprintf(out, " (carried)");
	else if (r->carried_by)
		fprintf(out, " (carried by %s)", diff_key(d, r->carried_by - 1));
	fputc('\n', out);
}

static void
report_table(FILE *out, const struct diff *d, int level, enum section sec,
	     const char *title, unsigned long top)
{
	const char *unit = d->per_work ? "per work" : d->per_snapshot ? "per snap" : "share";
	size_t nsig = 0, shown = 0, nns = 0, nut = 0, n = 0, ncar = 0;
	uint32_t origin = 0;
	bool pct = !d->per_snapshot && !d->per_work;
	double wk = work_scale(d);
	char unitbuf[64];
	const struct diff_row **rows = xmalloc((d->nrows[level] + 1) * sizeof(*rows));

	for (size_t i = 0; i < d->nrows[level]; i++) {
		const struct diff_row *r = &d->rows[level][i];

		if (row_section(level, r) != sec)
			continue;
		rows[n++] = r;
		ncar += r->carried_by != 0;
		if (r->significant)
			nsig++;
		else if (r->ch.delta != 0 && r->untested)
			nut++;
		else if (r->ch.delta != 0)
			nns++;
	}
	/* one-side rows: by size alone (threads per snapshot), the others are
	 * already significant first, then by size */
	if (sec == SEC_ONE_SIDE && n)
		qsort(rows, n, sizeof(*rows), cmp_size);
	fprintf(out, "%s: %zu significant change%s", title, nsig, nsig == 1 ? "" : "s");
	if (ncar)
		fprintf(out, " (%zu carried from below)", ncar);
	if (nns)
		fprintf(out, ", %zu not significant", nns);
	if (nut)
		fprintf(out, ", %zu not tested", nut);
	fprintf(out, "\n");
	if (!nsig && !nns && !nut) {
		fprintf(out, "  no change at all\n\n");
		free(rows);
		return;
	}
	{
		char ci[32];

		snprintf(ci, sizeof(ci), "%s interval", d->family > 1 ? "simult." : "95%");
		if (d->family <= 1)
			snprintf(ci, sizeof(ci), "%g%% interval", d->level * 100);
		fprintf(out, "  %10s %10s %10s %7s  %-23s %7s  %s\n", "before", "after", "change",
			"ratio", ci, "p adj", "");
	}
	for (size_t i = 0; i < n && shown < top; i++) {
		const struct diff_row *r = rows[i];
		const struct change *c = &r->ch;
		char p[16], ci[64], ratio[16];
		double k = pct ? 100.0 : wk;

		if (!r->significant && (c->delta == 0 || (sec != SEC_ONE_SIDE &&
							 shown >= 5 + nsig)))
			continue;	/* noise: a few are shown, flagged */
		shown++;
		fmt_p(p, sizeof(p), c->p_adj);
		fmt_ratio(ratio, sizeof(ratio), c->before, c->after);
		snprintf(ci, sizeof(ci), "[%+.3f, %+.3f]", c->lo * k, c->hi * k);
		fprintf(out, "  %10.3f %10.3f %+10.3f %7s  %-23s %7s  %s", c->before * k,
			c->after * k, c->delta * k, ratio, ci, p,
			r->significant ? "" : r->untested ? "not tested " : "n.s. ");
		report_key(out, d, level, r, &origin);
	}
	if (wk > 1) {
		snprintf(unitbuf, sizeof(unitbuf), "per %.0f units of work", wk);
		unit = unitbuf;
	}
	fprintf(out, "  (%s%s)\n\n", unit, pct ? ", in percent of thread-samples" : "");
	free(rows);
}

/* what this diff can detect, at three row sizes (diff_mde()) */
static void
report_mde(FILE *out, const struct diff *d)
{
	static const double at[] = { 0.1, 1, 10 };
	double mde[3];
	size_t caps[3];

	for (int i = 0; i < 3; i++)
		if (!diff_mde(d, at[i], &mde[i], &caps[i]))
			return;
	fprintf(out, "  detectable (significant half the time), in threads per snapshot: "
		"a change of\n  %.2f in a row near 0.1, %.2f near 1, %.2f near 10; a new "
		"row of 0.1 needs", mde[0], mde[1], mde[2]);
	if (caps[0])
		fprintf(out, " %zu\n  captures per side, of 1: %zu (docs/diff.md);\n", caps[0],
			caps[1]);
	else
		fprintf(out, " over 200\n  captures per side, of 1: %zu (docs/diff.md);\n", caps[1]);
}

/* what a replicate's figure is */
static const char *
figure_name(const struct diff *d)
{
	if (d->per_snapshot)
		return d->per_work ? "thread-samples per unit of work" : "threads per snapshot";
	return d->per_work ? "perf samples per unit of work" : "share of perf samples";
}

/* perf inputs, one capture per side: tested as samples, which a second
 * capture would move by more (docs/diff.md#perf-captures-as-replicates) */
static void
one_perf(FILE *out, const struct diff *d)
{
	if (d->side[0].perf && d->side[1].perf && d->side[0].ncap == 1 && d->side[1].ncap == 1)
		fprintf(out, "  ONE CAPTURE PER SIDE: the samples of one perf capture are not "
			"replicates of a\n  configuration; a second run moves a row by more "
			"than their sampling noise;\n");
}

static void
report_method(FILE *out, const struct diff *d)
{
	const struct diff_side *b = &d->side[0], *a = &d->side[1];
	double k = d->per_work ? work_scale(d) : d->per_snapshot ? 1 : 100;

	switch (d->mode) {
	case DM_ONE:
		fprintf(out, "  compared: %s; ONE CAPTURE PER SIDE: the snapshots of one "
			"capture are not\n  replicates of a configuration, so each side's "
			"variance is that of blocks of\n  consecutive snapshots, moderated "
			"toward a between-capture floor and never\n  below it (docs/diff.md);\n",
			d->per_work ? "thread-samples per unit of work" : "threads per snapshot");
		break;
	case DM_REPL:
	case DM_PAIRED:
		fprintf(out, "  compared: %s; the capture is the replicate (%zu before, %zu "
			"after): %s;\n", figure_name(d),
			b->ncap, a->ncap,
			d->mode == DM_PAIRED ? "paired t over the alternating pairs, the variance "
					       "of the differences moderated toward the floor" :
					       "Welch over capture means, each side's variance "
					       "moderated toward the floor");
		/* the prior, as fitted to the rows (diff.c fitted_floor()) */
		fprintf(out, "  the floor fitted to the rows: x%.2f, worth %.1f captures "
			"(the rows' variances\n  between captures; docs/diff.md);\n",
			d->dispersion, d->prior_df);
		break;
	case DM_RATE:
		fprintf(out, "  compared: thread-samples per unit of work (Poisson rates); "
			"the inputs keep no\n  per-snapshot counts, so samples are treated "
			"as independent;\n");
		one_perf(out, d);
		break;
	case DM_SHARE:
		fprintf(out, "  compared: share of thread-samples (two-proportion z test); "
			"the inputs keep no\n  per-snapshot counts, so samples are treated as "
			"independent and intervals are too narrow\n  when threads move "
			"together;\n");
		one_perf(out, d);
		break;
	}
	if (d->per_work)
		fprintf(out, "  per unit of work: work after/before %g / %g = %.3f; per "
			"snapshot (the throughput\n  ratio when snapshots are evenly spaced) "
			"%.3f;\n", a->work, b->work, a->work / b->work,
			d->per_snapshot ? (a->work / a->nsnap) / (b->work / b->nsnap) :
					  a->work / b->work);
	if (d->min_effect > 0)
		fprintf(out, "  significant: Bonferroni-adjusted p < %.2f over all %zu rows of "
			"all tables and |change|\n  > %.3g%s; intervals are simultaneous "
			"(each at %.4g%%), so a row is significant\n  exactly when its "
			"interval clears the minimum effect; n.s. = not significant.\n",
			1 - d->level, d->family, d->min_effect * k,
			k == 100 && !d->per_work ? " points" :
			k > 1 ? " (per the tables' units of work)" : "",
			100 * (1 - (1 - d->level) / (d->family ? d->family : 1)));
	else
		fprintf(out, "  significant: Bonferroni-adjusted p < %.2f over all %zu rows of "
			"all tables; intervals\n  are simultaneous (each at %.4g%%), so a "
			"row is significant exactly when its\n  interval excludes 0; n.s. = "
			"not significant.\n", 1 - d->level, d->family,
			100 * (1 - (1 - d->level) / (d->family ? d->family : 1)));
	if (d->repeats)
		fprintf(out, "  %zu call edge%s the test of %s caller's or callee's total, counted "
			"once.\n", d->repeats, d->repeats == 1 ? " repeats" : "s repeat",
			d->repeats == 1 ? "its" : "their");
	report_mde(out, d);
}

/* where the data is weak, what would settle it */
static void
report_advice(FILE *out, const struct diff *d)
{
	uint32_t fewest = d->side[0].nsnap < d->side[1].nsnap ? d->side[0].nsnap :
								  d->side[1].nsnap;

	if (d->mode == DM_ONE)
		fprintf(out, "To settle these: one capture per side cannot tell a change "
			"from a second run of the\nsame configuration. Take 3 or more "
			"captures per side, interleaved (A B A B ...)\nunder one load, and give "
			"them as --before A1 A2 A3 --after B1 B2 B3 --paired\n(docs/diff.md, "
			"the protocol).\n");
	else if ((d->mode == DM_SHARE || d->mode == DM_RATE) && d->side[0].perf &&
		 d->side[1].perf)
		fprintf(out, "To settle these: one perf capture per side cannot tell a change "
			"from a second run\nof the same configuration. Take 3 or more `perf "
			"record` captures per side,\ninterleaved (A B A B ...) under one load, "
			"and give them as --before A1 A2 A3\n--after B1 B2 B3 --paired "
			"(docs/diff.md#perf-captures-as-replicates).\n");
	else if (d->mode == DM_SHARE || d->mode == DM_RATE)
		fprintf(out, "To settle these: inputs without snapshot boundaries cannot "
			"show how threads move\ntogether; raw captures (pmp -p --save), "
			"several per side, can (docs/diff.md).\n");
	else if (d->side[0].ncap < 3 || d->side[1].ncap < 3)
		fprintf(out, "To settle these: %zu and %zu captures give few degrees of "
			"freedom; 3 to 5\ninterleaved captures per side do (docs/diff.md).\n",
			d->side[0].ncap, d->side[1].ncap);
	if (d->per_snapshot && fewest < 30)
		fprintf(out, "Few snapshots (%u on the smaller side): 50 to 100 per capture "
			"make each capture's\nmean steadier.\n", fewest);
}

void
diff_report(FILE *out, const struct diff *d, unsigned long top)
{
	const char *names[2] = { "before", "after" };
	/* a new code path's entry (its outermost new function) names the
	 * path where its stacks are many and its innermost frames are not
	 * new (a write, a mutex wait): functions, total, come first */
	static const int one_side[] = { DL_FUNC_TOTAL, DL_STACK, DL_FUNC_SELF };
	static const char *const one_title[] = {
		"New and gone functions, total (on one side only, by threads)",
		"New and gone stacks (on one side only, by threads)",
		"New and gone functions, self (on one side only, by threads)",
	};

	fprintf(out, "pmp diff\n");
	for (int s = 0; s < 2; s++) {
		const struct diff_side *side = &d->side[s];

		fprintf(out, "  %-7s ", names[s]);
		for (size_t i = 0; i < side->ninputs; i++) {
			/* file names (a directory's, too): escaped */
			struct strbuf sb;

			strbuf_init(&sb);
			escape_ctl(&sb, side->inputs[i], strlen(side->inputs[i]));
			fprintf(out, "%s%s", i ? ", " : "", sb.buf);
			strbuf_release(&sb);
		}
		fprintf(out, ": %llu thread-samples", (unsigned long long)side->prof.samples);
		if (side->known && side->nsnap)
			fprintf(out, " in %u snapshots (%.1f per snapshot)", side->nsnap,
				(double)side->prof.samples / side->nsnap);
		if (side->work > 0)
			fprintf(out, ", work %g", side->work);
		fputc('\n', out);
	}
	report_method(out, d);
	if (d->on_cpu)
		fprintf(out, "  view: on CPU (--on-cpu): threads stopped in user space, running "
			"or runnable;\n  left out, in a system call: %llu before, %llu after "
			"thread-samples.\n", (unsigned long long)d->side[0].off_cpu,
			(unsigned long long)d->side[1].off_cpu);
	fprintf(out, "  Stacks are matched after canonicalization (%s).\n"
		"  Order: waits, locks and running code first; then code paths on one "
		"side only;\n  then idle and unclassified populations.\n\n",
		d->canon ? "wrappers and glibc internals dropped, docs/diff.md" :
			   "off: --exact");
	for (int l = 0; l < DL_NLEVELS; l++)
		if (l != DL_OBJECT || d->objects)	/* no objects, no table */
			report_table(out, d, l, SEC_CAUSE, level_title[l], top);
	for (size_t i = 0; i < sizeof(one_side) / sizeof(one_side[0]); i++)
		report_table(out, d, one_side[i], SEC_ONE_SIDE, one_title[i], top);
	fprintf(out, "Idle and unclassified populations (they move with any change "
		"of throughput):\n");
	fprintf(out, "  not tested: a pool's size (io_uring workers, InnoDB's tpool, the "
		"thread pool)\n  is set by the run's history, the connections sending "
		"to clients by the client's\n  pace; they are consequences, shown with "
		"their intervals (docs/diff.md)\n");
	fputc('\n', out);
	report_table(out, d, DL_GROUP, SEC_POP, "Populations (idle and unclassified)", top);
	report_table(out, d, DL_FUNC_SELF, SEC_POP, "Functions, self, mostly of idle threads",
		     top);
	report_advice(out, d);
}

static void
json_side(struct strbuf *sb, const struct diff_side *side)
{
	strbuf_adds(sb, "{\"inputs\":[");
	for (size_t i = 0; i < side->ninputs; i++) {
		if (i)
			strbuf_addc(sb, ',');
		strbuf_add_json(sb, side->inputs[i]);
	}
	strbuf_adds(sb, "],\"snapshots\":");
	if (side->known && side->nsnap)
		strbuf_addf(sb, "%u", side->nsnap);
	else
		strbuf_adds(sb, "null");
	strbuf_addf(sb, ",\"threads\":%llu,\"work\":", (unsigned long long)side->prof.samples);
	if (side->work > 0)
		strbuf_addf(sb, "%g", side->work);
	else
		strbuf_adds(sb, "null");
	/* --on-cpu: thread-samples left out, in a system call */
	if (side->d->on_cpu)
		strbuf_addf(sb, ",\"off_cpu\":%llu", (unsigned long long)side->off_cpu);
	else
		strbuf_adds(sb, ",\"off_cpu\":null");
	strbuf_addc(sb, '}');
}

static void
json_num(struct strbuf *sb, double v)
{
	if (isfinite(v))
		strbuf_addf(sb, "%.6g", v);
	else
		strbuf_adds(sb, "null");
}

/* text (a key, or punctuation), then v */
static void
json_field(struct strbuf *sb, const char *text, double v)
{
	strbuf_adds(sb, text);
	json_num(sb, v);
}

/* what the diff can detect (diff_mde()): null without snapshots */
static void
json_mde(struct strbuf *sb, const struct diff *d)
{
	static const double at[] = { 0.1, 1, 10 };
	const char *sep = "";

	strbuf_adds(sb, ",\"detectable\":");
	for (size_t i = 0; i < sizeof(at) / sizeof(at[0]); i++) {
		double mde;
		size_t caps;

		if (!diff_mde(d, at[i], &mde, &caps)) {
			strbuf_adds(sb, "null");
			return;
		}
		strbuf_addf(sb, "%s{\"at\":%g,\"change\":", *sep ? sep : "[", at[i]);
		json_num(sb, mde);
		if (caps)
			strbuf_addf(sb, ",\"captures_for_new\":%zu}", caps);
		else
			strbuf_adds(sb, ",\"captures_for_new\":null}");
		sep = ",";
	}
	strbuf_adds(sb, "]");
}

/* the settings the rows were judged by: unit, mode, captures, family,
 * minimum effect, dispersion, work ratio */
static void
json_settings(struct strbuf *sb, const struct diff *d)
{
	static const char *const modes[] = {
		[DM_SHARE] = "share", [DM_RATE] = "rate", [DM_ONE] = "one_capture",
		[DM_REPL] = "replicates", [DM_PAIRED] = "paired",
	};

	strbuf_addf(sb, ",\"unit\":\"%s\",\"level\":%g,\"view\":\"%s\"",
		    d->per_work ? "per_work" : d->per_snapshot ? "per_snapshot" : "share",
		    d->level, d->on_cpu ? "on_cpu" : "all");
	strbuf_addf(sb, ",\"mode\":\"%s\",\"captures\":[%zu,%zu],\"family\":%zu,"
		    "\"adjust\":\"bonferroni\",\"min_effect\":", modes[d->mode],
		    d->side[0].ncap, d->side[1].ncap, d->family);
	json_num(sb, d->min_effect);
	/* the floor (and its fit) is used with snapshots and perf replicates */
	if (d->per_snapshot || d->mode == DM_REPL || d->mode == DM_PAIRED) {
		strbuf_adds(sb, ",\"dispersion\":");
		json_num(sb, d->dispersion);
		strbuf_adds(sb, ",\"prior_df\":");
		json_num(sb, d->prior_df);
	} else {
		strbuf_adds(sb, ",\"dispersion\":null,\"prior_df\":null");
	}
	json_mde(sb, d);
	strbuf_adds(sb, ",\"work_ratio\":");
	if (d->per_work)
		json_num(sb, d->side[1].work / d->side[0].work);
	else
		strbuf_adds(sb, "null");
}

/* what a row of level l is keyed by: its lock (and group), object, group,
 * function or stack */
static void
json_row_key(struct strbuf *sb, const struct diff *d, int l, const struct diff_row *r)
{
	if (l == DL_LOCK) {
		strbuf_adds(sb, "\"lock\":");
		strbuf_add_json(sb, diff_key(d, r->key));
		strbuf_adds(sb, ",\"group\":");
		if (r->group)
			strbuf_add_json(sb, diff_key(d, r->group));
		else
			strbuf_adds(sb, "null");
		strbuf_addf(sb, ",\"class\":\"%s\"", cls_name(r));
	} else if (l == DL_OBJECT || l == DL_GROUP) {
		strbuf_adds(sb, l == DL_OBJECT ? "\"object\":" : "\"group\":");
		strbuf_add_json(sb, diff_key(d, r->key));
		strbuf_addf(sb, ",\"class\":\"%s\"", cls_name(r));
	} else {
		strbuf_adds(sb, l == DL_STACK ? "\"stack\":" : l == DL_EDGE ? "\"edge\":" :
									  "\"function\":");
		strbuf_add_json(sb, diff_key(d, r->key));
		if (l == DL_STACK || l == DL_EDGE)
			strbuf_addf(sb, ",\"change\":\"%s\"", r->tag);
	}
	/* the origin below whose change this row carries (diff_carry.h) */
	if (l == DL_FUNC_TOTAL || l == DL_EDGE) {
		strbuf_adds(sb, ",\"carried_by\":");
		if (r->carried_by)
			strbuf_add_json(sb, diff_key(d, r->carried_by - 1));
		else
			strbuf_adds(sb, "null");
	}
}

/* one row: its key, the change and its test */
static void
json_row(struct strbuf *sb, const struct diff *d, int l, const struct diff_row *r)
{
	strbuf_addc(sb, '{');
	json_row_key(sb, d, l, r);
	json_field(sb, ",\"before\":", r->ch.before);
	json_field(sb, ",\"after\":", r->ch.after);
	json_field(sb, ",\"delta\":", r->ch.delta);
	json_field(sb, ",\"ci\":[", r->ch.lo);
	json_field(sb, ",", r->ch.hi);
	json_field(sb, "],\"p\":", r->ch.p_adj);
	json_field(sb, ",\"p_raw\":", r->ch.p);
	strbuf_addf(sb, ",\"samples\":[%.0f,%.0f],\"significant\":%s,"
		    "\"tested\":%s,\"section\":\"%s\"}", r->cb, r->ca,
		    r->significant ? "true" : "false",
		    r->untested ? "false" : "true",
		    section_key[row_section(l, r)]);
}

void
diff_json(FILE *out, const struct diff *d, unsigned long top)
{
	static const char *const keys[DL_NLEVELS] = {
		[DL_GROUP] = "groups", [DL_LOCK] = "hotspots", [DL_OBJECT] = "lock_objects",
		[DL_FUNC_SELF] = "functions_self",
		[DL_FUNC_TOTAL] = "functions", [DL_EDGE] = "edges", [DL_STACK] = "stacks",
	};
	struct strbuf sb;

	strbuf_init(&sb);
	strbuf_addf(&sb, "{\"version\":%d,\"before\":", PMP_JSON_VERSION);	/* output.h */
	json_side(&sb, &d->side[0]);
	strbuf_adds(&sb, ",\"after\":");
	json_side(&sb, &d->side[1]);
	json_settings(&sb, d);
	for (int l = 0; l < DL_NLEVELS; l++) {
		unsigned long n = 0;

		if (l == DL_OBJECT && !d->objects)
			continue;
		strbuf_addf(&sb, ",\"%s\":[", keys[l]);
		for (size_t i = 0; i < d->nrows[l] && (!top || n < top); i++) {
			const struct diff_row *r = &d->rows[l][i];

			/* rows with no change and no verdict are left out */
			if (r->ch.delta == 0 && !r->significant)
				continue;
			strbuf_adds(&sb, n++ ? ",\n" : "\n");
			json_row(&sb, d, l, r);
		}
		strbuf_adds(&sb, "]");
	}
	strbuf_adds(&sb, "}\n");
	fputs(sb.buf, out);
	strbuf_release(&sb);
}

void
diff_folded(FILE *out, const struct diff *d)
{
	/* raw thread-sample counts of each canonical stack, as difffolded.pl
	 * writes them; flamegraph.pl's --negate / -n options normalize */
	for (size_t i = 0; i < d->nrows[DL_STACK]; i++) {
		const struct diff_row *r = &d->rows[DL_STACK][i];

		for (const char *s = diff_key(d, r->key); *s; s++)
			fputc(*s == ' ' ? '_' : *s, out);
		fprintf(out, " %.0f %.0f\n", r->cb, r->ca);
	}
}

/* the inputs of a side, each by its last two path components */
static void
side_label(struct strbuf *sb, const struct diff_side *side)
{
	for (size_t i = 0; i < side->ninputs; i++) {
		const char *p = side->inputs[i], *s = strrchr(p, '/');

		if (s)
			while (s > p && s[-1] != '/')
				s--;
		if (i)
			strbuf_adds(sb, ", ");
		p = s && s > p ? s : p;
		escape_ctl(sb, p, strlen(p));
		if (i == 2 && side->ninputs > 3) {
			strbuf_addf(sb, " and %zu more", side->ninputs - 3);
			break;
		}
	}
	strbuf_addf(sb, " (%llu)", (unsigned long long)side->prof.samples);
}

void
diff_svg(FILE *out, const struct diff *d, bool icicle)
{
	size_t n = d->nrows[DL_STACK];
	struct fg_stack *st = xcalloc(n ? n : 1, sizeof(*st));
	char **keys = xcalloc(n ? n : 1, sizeof(*keys));
	struct fg_opts fo = { .icicle = icicle, .diff = true };
	struct strbuf sub;
	double before = 0;

	/* the canonical stacks, "root;...;leaf", split into frames */
	for (size_t i = 0; i < n; i++) {
		const struct diff_row *r = &d->rows[DL_STACK][i];
		const char **names;
		uint32_t k = 1;

		keys[i] = xstrdup(diff_key(d, r->key));
		for (const char *c = keys[i]; *c; c++)
			k += *c == ';';
		names = xmalloc(k * sizeof(*names));
		k = 0;
		for (char *c = keys[i], *e; c; c = e) {
			e = strchr(c, ';');
			if (e)
				*e++ = '\0';
			names[k++] = c;
		}
		st[i] = (struct fg_stack){ .names = names, .n = k, .count = r->ca, .before = r->cb };
		before += r->cb;
	}
	strbuf_init(&sub);
	strbuf_adds(&sub, "before: ");
	side_label(&sub, &d->side[0]);
	strbuf_adds(&sub, " \xe2\x86\x92 after: ");
	side_label(&sub, &d->side[1]);
	strbuf_adds(&sub, "; width: after");
	fo.title = icicle ? "pmp differential icicle graph" : "pmp differential flame graph";
	fo.subtitle = sub.buf;
	fo.total_before = before;
	fg_write(out, st, n, &fo);
	for (size_t i = 0; i < n; i++) {
		free((void *)st[i].names);
		free(keys[i]);
	}
	free(st);
	free(keys);
	strbuf_release(&sub);
}
