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
#include "output.h"
#include "strbuf.h"

static const char *const level_title[DL_NLEVELS] = {
	[DL_GROUP] = "Hotspot families (rule groups, per class)",
	[DL_LOCK] = "Hotspots (rule locks)",
	[DL_OBJECT] = "Lock objects (waits by the object of their lock)",
	[DL_FUNC_SELF] = "Functions, self (innermost frame)",
	[DL_FUNC_TOTAL] = "Functions, total (anywhere in the stack)",
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

static void
report_table(FILE *out, const struct diff *d, int level, unsigned long top)
{
	const char *unit = d->per_work ? "per work" : d->per_snapshot ? "per snap" : "share";
	size_t nsig = 0, shown = 0, nns = 0;
	bool pct = !d->per_snapshot && !d->per_work;

	for (size_t i = 0; i < d->nrows[level]; i++) {
		if (d->rows[level][i].significant)
			nsig++;
		else if (d->rows[level][i].ch.delta != 0)
			nns++;
	}
	fprintf(out, "%s: %zu significant change%s", level_title[level], nsig,
		nsig == 1 ? "" : "s");
	if (nns)
		fprintf(out, ", %zu not significant", nns);
	fprintf(out, "\n");
	if (!nsig && !nns) {
		fprintf(out, "  no change at all\n\n");
		return;
	}
	{
		char ci[32];

		snprintf(ci, sizeof(ci), "%g%% interval", d->level * 100);
		fprintf(out, "  %10s %10s %10s  %-23s %7s  %s\n", "before", "after", "change",
			ci, "p", "");
	}
	for (size_t i = 0; i < d->nrows[level] && shown < top; i++) {
		const struct diff_row *r = &d->rows[level][i];
		const struct change *c = &r->ch;
		char p[16], ci[64];
		double k = pct ? 100.0 : 1.0;

		if (!r->significant && (c->delta == 0 || shown >= 5 + nsig))
			continue;	/* noise: a few are shown, flagged */
		shown++;
		fmt_p(p, sizeof(p), c->p_adj);
		snprintf(ci, sizeof(ci), "[%+.3f, %+.3f]", c->lo * k, c->hi * k);
		fprintf(out, "  %10.3f %10.3f %+10.3f  %-23s %7s  %s%s", c->before * k,
			c->after * k, c->delta * k, ci, p, r->significant ? "" : "n.s. ",
			diff_key(d, r->key));
		if (level == DL_GROUP || level == DL_LOCK || level == DL_OBJECT)
			fprintf(out, " [%s]", cls_name(r));
		if (level == DL_STACK)
			fprintf(out, " [%s]", r->tag);
		fputc('\n', out);
	}
	fprintf(out, "  (%s%s)\n\n", unit, pct ? ", in percent of thread-samples" : "");
}

void
diff_report(FILE *out, const struct diff *d, unsigned long top)
{
	const char *names[2] = { "before", "after" };

	fprintf(out, "pmp diff\n");
	for (int s = 0; s < 2; s++) {
		const struct diff_side *side = &d->side[s];

		fprintf(out, "  %-7s ", names[s]);
		for (size_t i = 0; i < side->ninputs; i++)
			fprintf(out, "%s%s", i ? ", " : "", side->inputs[i]);
		fprintf(out, ": %llu thread-samples", (unsigned long long)side->prof.samples);
		if (side->known && side->nsnap)
			fprintf(out, " in %u snapshots (%.1f per snapshot)", side->nsnap,
				(double)side->prof.samples / side->nsnap);
		if (side->work > 0)
			fprintf(out, ", work %g", side->work);
		fputc('\n', out);
	}
	if (d->per_snapshot)
		fprintf(out, "  compared: %s; each snapshot is one observation (Welch's t);\n",
			d->per_work ? "thread-samples per unit of work" : "threads per snapshot");
	else if (d->per_work)
		fprintf(out, "  compared: thread-samples per unit of work (Poisson rates); "
			"the inputs keep no\n  per-snapshot counts, so samples are treated "
			"as independent;\n");
	else
		fprintf(out, "  compared: share of thread-samples (two-proportion z test); "
			"the inputs keep no\n  per-snapshot counts, so samples are treated as "
			"independent and intervals are too narrow\n  when threads move "
			"together;\n");
	fprintf(out, "  significant: Holm-adjusted p < %.2f over all rows of all tables; "
		"n.s. = not significant.\n  Stacks are matched after canonicalization "
		"(%s).\n\n", 1 - d->level,
		d->canon ? "wrappers and glibc internals dropped, docs/diff.md" :
			   "off: --exact");
	for (int l = 0; l < DL_NLEVELS; l++)
		if (l != DL_OBJECT || d->objects)	/* no objects, no table */
			report_table(out, d, l, top);
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

void
diff_json(FILE *out, const struct diff *d, unsigned long top)
{
	static const char *const keys[DL_NLEVELS] = {
		[DL_GROUP] = "groups", [DL_LOCK] = "hotspots", [DL_OBJECT] = "lock_objects",
		[DL_FUNC_SELF] = "functions_self",
		[DL_FUNC_TOTAL] = "functions", [DL_STACK] = "stacks",
	};
	struct strbuf sb;

	strbuf_init(&sb);
	strbuf_adds(&sb, "{\"before\":");
	json_side(&sb, &d->side[0]);
	strbuf_adds(&sb, ",\"after\":");
	json_side(&sb, &d->side[1]);
	strbuf_addf(&sb, ",\"unit\":\"%s\",\"level\":%g",
		    d->per_work ? "per_work" : d->per_snapshot ? "per_snapshot" : "share",
		    d->level);
	for (int l = 0; l < DL_NLEVELS; l++) {
		unsigned long n = 0;

		if (l == DL_OBJECT && !d->objects)
			continue;
		strbuf_addf(&sb, ",\"%s\":[", keys[l]);
		for (size_t i = 0; i < d->nrows[l] && (!top || n < top); i++) {
			const struct diff_row *r = &d->rows[l][i];

			if (r->ch.delta == 0 && !r->significant)
				continue;
			strbuf_adds(&sb, n++ ? ",\n{" : "\n{");
			if (l == DL_LOCK) {
				strbuf_adds(&sb, "\"lock\":");
				strbuf_add_json(&sb, diff_key(d, r->key));
				strbuf_adds(&sb, ",\"group\":");
				if (r->group)
					strbuf_add_json(&sb, diff_key(d, r->group));
				else
					strbuf_adds(&sb, "null");
				strbuf_addf(&sb, ",\"class\":\"%s\"", cls_name(r));
			} else if (l == DL_OBJECT) {
				strbuf_adds(&sb, "\"object\":");
				strbuf_add_json(&sb, diff_key(d, r->key));
				strbuf_addf(&sb, ",\"class\":\"%s\"", cls_name(r));
			} else if (l == DL_GROUP) {
				strbuf_adds(&sb, "\"group\":");
				strbuf_add_json(&sb, diff_key(d, r->key));
				strbuf_addf(&sb, ",\"class\":\"%s\"", cls_name(r));
			} else {
				strbuf_adds(&sb, l == DL_STACK ? "\"stack\":" : "\"function\":");
				strbuf_add_json(&sb, diff_key(d, r->key));
				if (l == DL_STACK)
					strbuf_addf(&sb, ",\"change\":\"%s\"", r->tag);
			}
			strbuf_adds(&sb, ",\"before\":");
			json_num(&sb, r->ch.before);
			strbuf_adds(&sb, ",\"after\":");
			json_num(&sb, r->ch.after);
			strbuf_adds(&sb, ",\"delta\":");
			json_num(&sb, r->ch.delta);
			strbuf_adds(&sb, ",\"ci\":[");
			json_num(&sb, r->ch.lo);
			strbuf_addc(&sb, ',');
			json_num(&sb, r->ch.hi);
			strbuf_adds(&sb, "],\"p\":");
			json_num(&sb, r->ch.p_adj);
			strbuf_adds(&sb, ",\"p_raw\":");
			json_num(&sb, r->ch.p);
			strbuf_addf(&sb, ",\"samples\":[%.0f,%.0f],\"significant\":%s}", r->cb,
				    r->ca, r->significant ? "true" : "false");
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
		strbuf_addf(sb, "%s%s", i ? ", " : "", s && s > p ? s : p);
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
