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
#include "strbuf.h"
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

/* blanks at both ends of a frame, left by ", " or a wrapped line */
static const char *
trim(const char *b, size_t *n)
{
	while (*n && (*b == ' ' || *b == '\t')) {
		b++;
		(*n)--;
	}
	while (*n && (b[*n - 1] == ' ' || b[*n - 1] == '\t'))
		(*n)--;
	return b;
}

struct ptpmp_record {
	struct strbuf text;	/* the frames, joined from the lines read */
	uint64_t count;
	bool open;		/* a record was started and not yet emitted */
	uint32_t *frames;
	size_t aframes;
};

/* split a record into frames (innermost first) and hand it on */
static void
emit_record(struct input *in, struct ptpmp_record *r)
{
	const char *s = r->text.buf;
	size_t n = 0;

	r->open = false;
	if (r->count == 0)
		return;		/* the frameless line every awk-made file has */
	while (*s) {
		const char *b = s;
		size_t flen;

		s = ptpmp_frame_end(b, &flen);
		b = trim(b, &flen);
		if (flen == 0)
			continue;
		ALLOC_GROW(r->frames, n + 1, r->aframes);
		r->frames[n++] = make_frame(in->ss, b, flen);
	}
	if (n)
		input_emit(in, NULL, 0, r->frames, n, r->count);
}

/*
 * Add a line's frames to the record. A paste may have put blanks after
 * the commas (", "), also between the two commas of a split template
 * (", ,"): those are dropped there, so the pieces split as the awk's.
 */
static void
add_text(struct ptpmp_record *r, const char *s)
{
	for (; *s; s++) {
		strbuf_addc(&r->text, *s);
		if (*s == ',') {
			size_t k = strspn(s + 1, " \t");

			if (s[1 + k] == ',')
				s += k;
		}
	}
	while (r->text.len && (r->text.buf[r->text.len - 1] == ' ' ||
			       r->text.buf[r->text.len - 1] == '\t'))
		strbuf_setlen(&r->text, r->text.len - 1);
}

/*
 * A line that does not start with a count: the rest of the record before
 * it when that ended with a comma or this starts with one (a line wrapped
 * by a mail client or a terminal); else not ptpmp
 */
static void
other_line(struct input *in, struct ptpmp_record *r, const char *s, const char *line)
{
	if (r->open && (*s == ',' || (r->text.len && r->text.buf[r->text.len - 1] == ','))) {
		add_text(r, s);
		return;
	}
	if (in->lr.lineno == 1) {	/* pt-pmp's `date` line */
		verbose_msg("%s:1: skipped header line '%s'", in->path, line);
		return;
	}
	/* frames, then, but where a wrap cut a frame in two */
	input_skip(in, r->open && strchr(s, ',') ? "not a 'COUNT frames' line, nor "
		   "the rest of the one before (which does not end with ',')" :
		   "not a 'COUNT frames' line");
}

int
input_ptpmp(struct input *in)
{
	struct ptpmp_record r = { .open = false };
	char *line;
	size_t len;

	in->has_snapshots = false;
	strbuf_init(&r.text);
	while (input_line(in, &line, &len)) {
		/* indented or quoted by a paste, or right-aligned */
		char *s = line + input_paste_prefix(line), *end;
		uint64_t count;

		if (*s == '\0')
			continue;
		if (!isdigit((unsigned char)*s)) {
			other_line(in, &r, s, line);
			continue;
		}
		if (r.open)
			emit_record(in, &r);
		if (input_count(in, s, &end, &count) < 0)
			continue;
		if (*end != ' ' && *end != '\t' && *end != '\0') {
			input_skip(in, "not a 'COUNT frames' line");
			continue;
		}
		strbuf_reset(&r.text);
		add_text(&r, end + strspn(end, " \t"));
		r.count = count;
		r.open = true;
	}
	if (r.open)
		emit_record(in, &r);
	free(r.frames);
	strbuf_release(&r.text);
	return 0;
}
