/* SPDX-License-Identifier: MIT */
/*
 * out_ptpmp.c - pt-pmp's line format: the count right-aligned in 7
 * columns (uniq -c), a space, the frames innermost first joined by ',':
 *
 *      90 __GI___poll,vio_io_wait,...,start_thread,clone3
 *      57 __futex_abstimed_wait_common64,...,start_thread,clone3
 *
 * In pt-pmp's order, byte for byte: pt-pmp ends with `sort | uniq -c |
 * sort -r -n -k 1,1`, and -r reverses sort's last-resort comparison of
 * whole lines too, so lines of equal counts come in descending byte order
 * (the C locale's; another LC_COLLATE makes pt-pmp's ties follow that
 * locale, which pmp does not). --top N keeps the first N of that order.
 */
#include <stdlib.h>
#include <string.h>

#include "output.h"
#include "strbuf.h"
#include "util.h"

struct line {
	uint64_t count;
	char *text;	/* the frames, as printed */
};

static int
cmp_line(const void *x, const void *y)
{
	const struct line *a = x, *b = y;

	if (a->count != b->count)
		return a->count > b->count ? -1 : 1;
	/* equal counts: the whole lines differ in their frames only */
	return -strcmp(a->text, b->text);
}

void
out_ptpmp(FILE *out, const struct view *v, const struct output_opts *o)
{
	unsigned long n = out_limit(v, o);
	struct line *l = xmalloc((v->n ? v->n : 1) * sizeof(*l));
	struct strbuf sb;

	strbuf_init(&sb);
	/* every line, not only the first n: --top cuts pt-pmp's order */
	for (uint32_t i = 0; i < v->n; i++) {
		struct view_stack s;

		view_get(v, i, &s);
		strbuf_reset(&sb);
		for (uint32_t k = s.n; k-- > 0;) {
			strbuf_adds(&sb, view_name(v, s.names[k]));
			if (k)
				strbuf_addc(&sb, ',');
		}
		l[i].count = s.count;
		l[i].text = xstrdup(sb.buf);
	}
	qsort(l, v->n, sizeof(*l), cmp_line);
	for (unsigned long i = 0; i < n; i++)
		fprintf(out, "%7llu %s\n", (unsigned long long)l[i].count, l[i].text);
	for (uint32_t i = 0; i < v->n; i++)
		free(l[i].text);
	free(l);
	strbuf_release(&sb);
}
