/* SPDX-License-Identifier: MIT */
/*
 * input_ptpmp.c - read aggregated pt-pmp / classic PMP lines:
 *
 *       208 futex_wait,__GI___lll_lock_wait,...,start_thread,clone3
 *
 * Count right-aligned, one space, frames innermost first joined by ','.
 * Quirks of the awk that makes these files are accepted (see
 * ../shared/corpus/README.md): a line with a count and no frames (the
 * awk's first empty print) is ignored; a template argument list that held
 * a comma leaves "name<a,,next": the empty piece closes the open template
 * ("name<a,"), so frames are split where the awk joined them. pt-pmp's
 * leading date line is skipped. Frame spellings are kept exactly, so
 * --format ptpmp writes them back unchanged; a trailing "(file:line)" or
 * "(lib.so)" is split off for the other formats.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "input.h"
#include "normalize.h"
#include "util.h"

static uint32_t
make_frame(struct stackset *ss, const char *s, size_t n)
{
	struct frame f = { 0 };
	size_t name_end = n;

	f.ptpmp = stackset_str(ss, s, n);
	/* "func(file.cc:12)" / "func(libc.so.6)": pt-pmp's location suffix */
	if (n > 2 && s[n - 1] == ')') {
		const char *open = NULL;

		for (size_t i = n - 1; i > 0; i--)
			if (s[i] == '(') {
				open = s + i;
				break;
			}
		if (open && (memchr(open, '.', s + n - open) || memchr(open, ':', s + n - open)) &&
		    !memchr(open, ',', s + n - open)) {
			name_end = open - s;
			if (memchr(open, ':', s + n - open) && !strstr(open, ".so"))
				f.file = stackset_str(ss, open + 1, s + n - open - 2);
			else
				f.module = stackset_str(ss, open + 1, s + n - open - 2);
		}
	}
	/* pt-pmp writes an unknown frame as "libc::??" (or "::??"): it is "??" */
	if (name_end >= 4 && !memcmp(s + name_end - 4, "::??", 4)) {
		if (name_end > 4 && !f.module)
			f.module = stackset_str(ss, s, name_end - 4);
		name_end = 0;
	}
	f.name = name_end ? stackset_str(ss, s, name_end) : stackset_str(ss, "??", 2);
	return stackset_frame(ss, &f);
}

int
input_ptpmp(struct input *in)
{
	uint32_t *frames = NULL;
	size_t aframes = 0;
	char *line;
	size_t len;

	in->has_snapshots = false;
	while (input_line(in, &line, &len)) {
		char *s = line, *end;
		uint64_t count;
		size_t n = 0;

		while (*s == ' ' || *s == '\t')
			s++;
		if (!isdigit((unsigned char)*s)) {
			if (*s == '\0')
				continue;
			if (in->lr.lineno == 1) {	/* pt-pmp's `date` line */
				verbose_msg("%s:1: skipped header line '%s'", in->path, line);
				continue;
			}
			input_skip(in, "not a 'COUNT frames' line");
			continue;
		}
		if (input_count(in, s, &end, &count) < 0)
			continue;
		if (*end != ' ' && *end != '\0') {
			input_skip(in, "not a 'COUNT frames' line");
			continue;
		}
		s = end;
		while (*s == ' ')
			s++;
		if (*s == '\0' || count == 0)
			continue;	/* the frameless line every awk-made file has */
		while (*s) {
			const char *b = s;
			size_t flen;

			s = (char *)ptpmp_frame_end(b, &flen);
			if (flen == 0)
				continue;
			ALLOC_GROW(frames, n + 1, aframes);
			frames[n++] = make_frame(in->ss, b, flen);
		}
		if (n)
			input_emit(in, NULL, 0, frames, n, count);
	}
	free(frames);
	return 0;
}
