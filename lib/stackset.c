/* SPDX-License-Identifier: MIT */
#include "stackset.h"

#include <stdlib.h>
#include <string.h>

#include "escape.h"
#include "normalize.h"
#include "strbuf.h"
#include "util.h"

void
stackset_init(struct stackset *ss)
{
	memset(ss, 0, sizeof(*ss));
	strpool_init(&ss->strs);
	idseq_init(&ss->frames);
	idseq_init(&ss->stacks);
}

void
stackset_release(struct stackset *ss)
{
	for (int m = 0; m < NAME_MODES; m++)
		free(ss->disp[m]);
	idseq_release(&ss->stacks);
	idseq_release(&ss->frames);
	strpool_release(&ss->strs);
	memset(ss, 0, sizeof(*ss));
}

uint32_t
stackset_frame(struct stackset *ss, const struct frame *f)
{
	uint32_t v[6] = { f->name, f->module, f->file, f->ptpmp, f->flags, f->where };

	return idseq_intern(&ss->frames, v, 6);
}

void
stackset_frame_get(const struct stackset *ss, uint32_t id, struct frame *f)
{
	uint32_t n;
	const uint32_t *v = idseq_get(&ss->frames, id, &n);

	f->name = v[0];
	f->module = v[1];
	f->file = v[2];
	f->ptpmp = v[3];
	f->flags = v[4];
	f->where = v[5];
}

uint32_t
stackset_stack(struct stackset *ss, const uint32_t *frames, uint32_t n)
{
	return idseq_intern(&ss->stacks, frames, n);
}

/*
 * The name of string id as text formats show it: a name from a target or
 * a file (a thread name is a frame too, with --thread-names) may hold
 * control bytes, which become "\xHH" (lib/escape.h) so that none reaches
 * a terminal or splits a line. The *_ADDR modes are json's, whose writer
 * escapes them its own way.
 */
static uint32_t
text_name(struct stackset *ss, uint32_t id, enum name_mode mode)
{
	const char *s = strpool_str(&ss->strs, id);
	struct strbuf sb;
	uint32_t r;

	if (mode == NAME_SHORT_ADDR || mode == NAME_FULL_ADDR || !escape_has_ctl(s))
		return id;
	strbuf_init(&sb);
	escape_ctl(&sb, s, strlen(s));
	r = strpool_intern(&ss->strs, sb.buf, sb.len);
	strbuf_release(&sb);
	return r;
}

static uint32_t
compute_name(struct stackset *ss, uint32_t id, enum name_mode mode)
{
	struct frame f;
	struct strbuf sb;
	uint32_t r;

	stackset_frame_get(ss, id, &f);
	if (f.flags & FRAME_PSEUDO) {
		/* a call, not a function: "[fdatasync]" in every mode */
		strbuf_init(&sb);
		strbuf_addf(&sb, "[%s]", strpool_str(&ss->strs, f.name));
		r = strpool_intern(&ss->strs, sb.buf, sb.len);
		strbuf_release(&sb);
		return text_name(ss, r, mode);
	}
	if (mode == NAME_PTPMP && f.ptpmp)
		return text_name(ss, f.ptpmp, mode);
	if (f.flags & FRAME_LABEL)
		return text_name(ss, f.name, mode);
	if (f.flags & FRAME_UNNAMED)	/* "MODULE+0xSTART": pt-pmp says "??" */
		return mode == NAME_PTPMP ? strpool_intern(&ss->strs, "??", 2)
					  : text_name(ss, f.name, mode);
	if ((mode == NAME_SHORT_ADDR || mode == NAME_FULL_ADDR) && f.where &&
	    !strcmp(strpool_str(&ss->strs, f.name), "??"))
		return f.where;
	strbuf_init(&sb);
	normalize_name(strpool_str(&ss->strs, f.name),
		       (mode == NAME_FULL || mode == NAME_FULL_ADDR) ?
			       NORM_FULL : NORM_SHORT, &sb);
	if (sb.len == 0)
		strbuf_adds(&sb, "??");
	r = strpool_intern(&ss->strs, sb.buf, sb.len);
	strbuf_release(&sb);
	return text_name(ss, r, mode);
}

uint32_t
stackset_frame_name(struct stackset *ss, uint32_t frame, enum name_mode mode)
{
	uint32_t *c;

	if (frame >= ss->disp_alloc[mode]) {
		uint32_t old = ss->disp_alloc[mode];
		uint32_t n = ss->frames.n > frame ? ss->frames.n : frame + 1;

		n += n / 2;
		ss->disp[mode] = xrealloc(ss->disp[mode], n * sizeof(uint32_t));
		memset(ss->disp[mode] + old, 0, (n - old) * sizeof(uint32_t));
		ss->disp_alloc[mode] = n;
	}
	c = &ss->disp[mode][frame];
	if (!*c)
		*c = compute_name(ss, frame, mode) + 1;
	return *c - 1;
}

size_t
stackset_bytes(const struct stackset *ss)
{
	size_t b = ss->strs.bytes + ss->strs.alloc * (sizeof(char *) + 12) +
		   ss->strs.nslots * 4;

	b += idseq_bytes(&ss->frames) + idseq_bytes(&ss->stacks);
	for (int m = 0; m < NAME_MODES; m++)
		b += ss->disp_alloc[m] * sizeof(uint32_t);
	return b;
}

int64_t
stackset_stack_syscall(const struct stackset *ss, uint32_t st, struct frame *f)
{
	uint32_t n;
	const uint32_t *fr = stackset_stack_get(ss, st, &n);

	if (!n)
		return -1;
	stackset_frame_get(ss, fr[n - 1], f);
	return (f->flags & FRAME_PSEUDO) ? (int64_t)fr[n - 1] : -1;
}
