/* SPDX-License-Identifier: MIT */
/*
 * out_json.c - {"snapshots":N,"threads":T,"stacks":[{"count":C,"share":F,
 * "frames":[innermost,...,outermost]},...]}, stacks sorted by count,
 * descending. "snapshots" is null when the inputs kept no snapshot
 * boundaries; "per_snapshot" appears only when they did. Later issues add
 * fields; this shape stays.
 */
#include "output.h"
#include "strbuf.h"

void
out_json(FILE *out, const struct view *v, const struct output_opts *o)
{
	unsigned long n = out_limit(v, o);
	bool snap = v->snapshots_known;
	struct strbuf sb;

	strbuf_init(&sb);
	strbuf_adds(&sb, "{\"snapshots\":");
	if (snap)
		strbuf_addf(&sb, "%llu", (unsigned long long)v->snapshots);
	else
		strbuf_adds(&sb, "null");
	strbuf_addf(&sb, ",\"threads\":%llu,\"distinct_stacks\":%u",
		    (unsigned long long)v->total, v->n);
	if (o->input_format) {
		strbuf_adds(&sb, ",\"input_format\":");
		strbuf_add_json(&sb, o->input_format);
	}
	strbuf_adds(&sb, ",\"inputs\":[");
	for (size_t i = 0; i < o->ninputs; i++) {
		if (i)
			strbuf_addc(&sb, ',');
		strbuf_add_json(&sb, o->inputs[i]);
	}
	strbuf_adds(&sb, "],\"stacks\":[");
	fputs(sb.buf, out);
	for (unsigned long i = 0; i < n; i++) {
		struct view_stack s;

		view_get(v, i, &s);
		strbuf_reset(&sb);
		strbuf_addf(&sb, "%s\n{\"count\":%llu,\"share\":%.6f", i ? "," : "",
			    (unsigned long long)s.count,
			    v->total ? (double)s.count / (double)v->total : 0.0);
		if (snap && v->snapshots)
			strbuf_addf(&sb, ",\"per_snapshot\":%.4f",
				    (double)s.count / (double)v->snapshots);
		strbuf_adds(&sb, ",\"frames\":[");
		for (uint32_t k = s.n; k-- > 0;) {
			strbuf_add_json(&sb, view_name(v, s.names[k]));
			if (k)
				strbuf_addc(&sb, ',');
		}
		strbuf_adds(&sb, "]}");
		fputs(sb.buf, out);
	}
	fputs("\n]}\n", out);
	strbuf_release(&sb);
}
