/* SPDX-License-Identifier: MIT */
/*
 * out_folded.c - FlameGraph folded stacks, "root;...;leaf COUNT", which
 * flamegraph.pl, inferno and speedscope read. A frame must not hold ';'
 * (the separator: written as ':') and must not end in " NUMBER", or
 * flamegraph.pl would read the line as a differential one (the space is
 * written as '_').
 */
#include <ctype.h>
#include <string.h>

#include "output.h"

static void
put_frame(FILE *out, const char *s)
{
	size_t n = strlen(s), tail = n;

	while (tail > 0 && (isdigit((unsigned char)s[tail - 1]) || s[tail - 1] == '.'))
		tail--;
	if (!(tail < n && tail > 0 && isspace((unsigned char)s[tail - 1])))
		tail = (size_t)-1;	/* no " NUMBER" ending */
	else
		tail--;
	if (n == 0) {
		fputs("??", out);
		return;
	}
	for (size_t i = 0; i < n; i++) {
		char c = s[i];

		if (c == ';')
			c = ':';
		else if (i == tail || c == '\n' || c == '\r' || c == '\t')
			c = '_';
		fputc(c, out);
	}
}

void
out_folded(FILE *out, const struct view *v, const struct output_opts *o)
{
	unsigned long n = out_limit(v, o);

	for (unsigned long i = 0; i < n; i++) {
		struct view_stack s;

		view_get(v, i, &s);
		for (uint32_t k = 0; k < s.n; k++) {
			if (k)
				fputc(';', out);
			put_frame(out, view_name(v, s.names[k]));
		}
		fprintf(out, " %llu\n", (unsigned long long)s.count);
	}
}
