/* SPDX-License-Identifier: MIT */
/*
 * out_ptpmp.c - pt-pmp's line format: the count right-aligned in 7
 * columns (uniq -c), a space, the frames innermost first joined by ','.
 * Sorted by count, highest first.
 */
#include "output.h"

void
out_ptpmp(FILE *out, const struct view *v, const struct output_opts *o)
{
	unsigned long n = out_limit(v, o);

	for (unsigned long i = 0; i < n; i++) {
		struct view_stack s;

		view_get(v, i, &s);
		fprintf(out, "%7llu ", (unsigned long long)s.count);
		for (uint32_t k = s.n; k-- > 0;) {
			fputs(view_name(v, s.names[k]), out);
			if (k)
				fputc(',', out);
		}
		fputc('\n', out);
	}
}
