/* SPDX-License-Identifier: MIT */
/*
 * promtext.c - the Prometheus text exposition format (promtext.h shows
 * it). The rules followed, from Prometheus' exposition_formats.md: label
 * values escape '\\', '"' and newline; HELP escapes '\\' and newline;
 * values are Go floats, "NaN", "+Inf", "-Inf"; lines end with '\n'.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "promtext.h"

static void
add_escaped(struct strbuf *out, const char *s, bool quote)
{
	for (; *s; s++) {
		if (*s == '\\')
			strbuf_adds(out, "\\\\");
		else if (*s == '\n')
			strbuf_adds(out, "\\n");
		else if (quote && *s == '"')
			strbuf_adds(out, "\\\"");
		else
			strbuf_addc(out, *s);
	}
}

void
promtext_family(struct strbuf *out, const char *name, const char *type,
		const char *help)
{
	strbuf_addf(out, "# HELP %s ", name);
	add_escaped(out, help, false);
	strbuf_addf(out, "\n# TYPE %s %s\n", name, type);
}

void
promtext_value(struct strbuf *out, double v)
{
	if (isnan(v))
		strbuf_adds(out, "NaN");
	else if (isinf(v))
		strbuf_adds(out, v > 0 ? "+Inf" : "-Inf");
	/* counts and thread numbers: exact, without an exponent */
	else if (v == floor(v) && fabs(v) < 1e15)
		strbuf_addf(out, "%.0f", v);
	else {
		/* the shortest of 15 or 17 digits that reads back as v */
		char buf[32];

		snprintf(buf, sizeof(buf), "%.15g", v);
		if (strtod(buf, NULL) != v)
			snprintf(buf, sizeof(buf), "%.17g", v);
		strbuf_adds(out, buf);
	}
}

static void
add_labels(struct strbuf *out, const struct prom_label *l, size_t nl,
	   const char *le)
{
	if (!nl && !le)
		return;
	strbuf_addc(out, '{');
	for (size_t i = 0; i < nl; i++) {
		strbuf_addf(out, "%s%s=\"", i ? "," : "", l[i].name);
		add_escaped(out, l[i].value ? l[i].value : "", true);
		strbuf_addc(out, '"');
	}
	if (le)
		strbuf_addf(out, "%sle=\"%s\"", nl ? "," : "", le);
	strbuf_addc(out, '}');
}

void
promtext_sample(struct strbuf *out, const char *name,
		const struct prom_label *l, size_t nl, double value)
{
	strbuf_adds(out, name);
	add_labels(out, l, nl, NULL);
	strbuf_addc(out, ' ');
	promtext_value(out, value);
	strbuf_addc(out, '\n');
}

void
promtext_histogram(struct strbuf *out, const char *name,
		   const struct prom_label *l, size_t nl, const double *bounds,
		   const uint64_t *counts, size_t n, double sum)
{
	uint64_t cum = 0;
	struct strbuf le;

	strbuf_init(&le);
	for (size_t i = 0; i <= n; i++) {
		cum += counts[i];
		strbuf_reset(&le);
		if (i < n)
			promtext_value(&le, bounds[i]);
		else
			strbuf_adds(&le, "+Inf");
		strbuf_addf(out, "%s_bucket", name);
		add_labels(out, l, nl, le.buf);
		strbuf_addf(out, " %llu\n", (unsigned long long)cum);
	}
	strbuf_addf(out, "%s_sum", name);
	add_labels(out, l, nl, NULL);
	strbuf_addc(out, ' ');
	promtext_value(out, sum);
	strbuf_addf(out, "\n%s_count", name);
	add_labels(out, l, nl, NULL);
	strbuf_addf(out, " %llu\n", (unsigned long long)cum);
	strbuf_release(&le);
}

bool
promtext_name_ok(const char *name, bool label)
{
	if (!*name)
		return false;
	for (const char *p = name; *p; p++) {
		bool alpha = (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
			*p == '_' || (!label && *p == ':');

		if (!alpha && !(p > name && *p >= '0' && *p <= '9'))
			return false;
	}
	return true;
}
