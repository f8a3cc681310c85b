/* SPDX-License-Identifier: MIT */
/*
 * input_folded.c - read FlameGraph folded stacks, "root;...;leaf COUNT".
 * A differential line "stack BEFORE AFTER" (difffolded.pl) is read with
 * its AFTER count. Frames are kept as written.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "input.h"
#include "util.h"

/* s[0..n) ends with " DIGITS": returns the index of the space, else 0 */
static size_t
trailing_count(const char *s, size_t n)
{
	size_t i = n;

	while (i > 0 && isdigit((unsigned char)s[i - 1]))
		i--;
	return (i < n && i > 0 && s[i - 1] == ' ') ? i - 1 : 0;
}

int
input_folded(struct input *in)
{
	uint32_t *frames = NULL;
	size_t aframes = 0;
	char *line;
	size_t len;

	in->has_snapshots = false;
	while (input_line(in, &line, &len)) {
		size_t sp = trailing_count(line, len), stack_end, n = 0;
		uint64_t count;
		char *cend;

		if (len == 0)
			continue;
		if (!sp) {
			input_skip(in, "not a 'stack COUNT' line");
			continue;
		}
		if (input_count(in, line + sp + 1, &cend, &count) < 0)
			continue;
		stack_end = sp;
		if (trailing_count(line, sp))	/* differential: "stack A B" */
			stack_end = trailing_count(line, sp);
		line[stack_end] = '\0';
		for (char *s = line; *s;) {
			char *e = strchr(s, ';');
			size_t flen = e ? (size_t)(e - s) : strlen(s);
			struct frame f = { 0 };

			if (flen) {
				f.name = stackset_str(in->ss, s, flen);
				ALLOC_GROW(frames, n + 1, aframes);
				frames[n++] = stackset_frame(in->ss, &f);
			}
			s += flen + (e != NULL);
		}
		if (!n) {
			input_skip(in, "no frames before the count");
			continue;
		}
		if (count == 0)
			continue;
		/* folded is root first; input_emit expects innermost first */
		for (size_t i = 0; i < n / 2; i++) {
			uint32_t t = frames[i];

			frames[i] = frames[n - 1 - i];
			frames[n - 1 - i] = t;
		}
		input_emit(in, NULL, 0, frames, n, count);
	}
	free(frames);
	return 0;
}
