/* SPDX-License-Identifier: MIT */
/*
 * raw_save.c - write raw captures; raw_save.h describes the format.
 */
#include "raw_save.h"

#include "input.h"

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "escape.h"
#include "syscall_rec.h"
#include "syscall_info.h"
#include <elfutils/libdwfl.h>
#include <inttypes.h>

#include "util.h"

/* s escaped (escape_raw()); "-" if empty or NULL when dash */
static void
add_field(struct strbuf *sb, const char *s, bool field, bool dash)
{
	if (!s || !*s) {
		if (dash)
			strbuf_addc(sb, '-');
		return;
	}
	escape_raw(sb, s, strlen(s), field);
}

void
raw_save_pid_line(FILE *f, pid_t pid, const char *comm, const char *unwinder)
{
	struct strbuf sb;

	strbuf_init(&sb);
	fprintf(f, "# pid %d comm %s unwinder %s\n", (int)pid,
		escape_raw_str(&sb, comm, false), unwinder);
	strbuf_release(&sb);
}

void
raw_save_snapshot(FILE *f, const struct raw_snapshot *s)
{
	fprintf(f, "snapshot %lu time=%.6f", s->no, s->time);
	if (s->live)
		fprintf(f, " pause_us=%.0f", s->pause_ns / 1e3);
	fprintf(f, " threads=%lu", s->threads);
	if (s->live)
		fprintf(f, " window_us=%.0f", s->window_ns / 1e3);
	if (s->idle)
		fprintf(f, " reused=%u woke=%u", s->reused, s->woke);
	if (s->partial)
		fprintf(f, " partial=%s", s->partial);
	if (s->skipped)
		fprintf(f, " skipped=%s", s->skipped);
	fputc('\n', f);
}

void
raw_save_thread(FILE *f, pid_t tid, const char *state, const char *name,
		uint64_t tcb, const struct syscall_rec *call, const struct futex_wait *fw)
{
	struct strbuf sb;

	strbuf_init(&sb);
	fprintf(f, "thread %d %s %s\n", (int)tid, state, escape_raw_str(&sb, name, false));
	if (tcb)
		fprintf(f, "# tcb 0x%" PRIx64 "\n", tcb);
	if (call) {
		strbuf_reset(&sb);
		syscall_rec_format(call, &sb);
		fprintf(f, "# syscall %s\n", sb.buf);
	}
	if (fw && fw->addr) {
		strbuf_reset(&sb);
		futex_wait_format(fw, &sb);
		fprintf(f, "# futex %s\n", sb.buf);
		if (fw->obj_kind != OBJ_NONE) {
			strbuf_reset(&sb);
			fprintf(f, "# lockobj %s%s%s\n", obj_kind_name(fw->obj_kind),
				fw->obj && *fw->obj ? " " : "",
				escape_raw_str(&sb, fw->obj, false));
		}
	}
	strbuf_release(&sb);
}

void
raw_save_server(FILE *f, const char *name, double value)
{
	fprintf(f, "# server %s %.17g\n", name, value);
}

void
raw_save_sql(FILE *f, const struct sql_thread *st)
{
	struct strbuf sb;

	strbuf_init(&sb);
	sql_thread_format(st, &sb);
	fwrite(sb.buf, 1, sb.len, f);
	strbuf_release(&sb);
}

struct mod_line {
	uint64_t start, end;
	char *text;		/* "BUILDID PATH" */
};

static int
mod_line_cmp(const void *a, const void *b)
{
	const struct mod_line *x = a, *y = b;

	return (x->start > y->start) - (x->start < y->start);
}

/*
 * A module's range and build-id (hex into bid, empty when it has none);
 * false for one that is no ELF file. A module listed from /proc/PID/maps
 * has no build-id until its ELF is open; opening it (not its DWARF) is
 * what libdw's unwinder does anyway for any module a stack passes
 * through. Files that are not ELF (locale archives) are listed by
 * dwfl_linux_proc_report() too.
 */
static bool
mod_info(Dwfl_Module *mod, Dwarf_Addr *low, Dwarf_Addr *high, struct strbuf *bid)
{
	Dwarf_Addr bias;
	const unsigned char *bits;
	GElf_Addr vaddr;
	int n;

	*low = *high = 0;
	dwfl_module_info(mod, NULL, low, high, NULL, NULL, NULL, NULL);
	if (!dwfl_module_getelf(mod, &bias))
		return false;	/* not ELF (a locale file): no code */
	n = dwfl_module_build_id(mod, &bits, &vaddr);
	for (int i = 0; i < n; i++)
		strbuf_addf(bid, "%02x", bits[i]);
	return true;
}

static int
mod_sink_add(Dwfl_Module *mod, void **ud, const char *name, Dwarf_Addr start,
	     void *arg)
{
	struct sink *sk = arg;
	Dwarf_Addr low, high;
	struct strbuf sb;

	(void)ud;
	(void)start;
	strbuf_init(&sb);
	if (mod_info(mod, &low, &high, &sb))
		sk->module(sk, low, high, sb.len ? sb.buf : NULL, name);
	strbuf_release(&sb);
	return DWARF_CB_OK;
}

void
raw_save_modules_sink(struct sink *sk, struct Dwfl *dwfl)
{
	if (sk->module && dwfl)
		dwfl_getmodules(dwfl, mod_sink_add, sk, 0);
}

/* the "# module" lines, gathered to be sorted: a sink that takes only
 * modules */
struct mod_lines {
	struct sink sk;
	struct mod_line *v;
	size_t n, alloc;
};

static void
mod_line_add(struct sink *sk, uint64_t start, uint64_t end, const char *bid,
	     const char *path)
{
	struct mod_lines *ml = (struct mod_lines *)sk;
	struct strbuf sb;

	strbuf_init(&sb);
	strbuf_adds(&sb, bid ? bid : "-");
	strbuf_addc(&sb, ' ');
	add_field(&sb, path, false, true);
	ALLOC_GROW(ml->v, ml->n + 1, ml->alloc);
	ml->v[ml->n].start = start;
	ml->v[ml->n].end = end;
	ml->v[ml->n++].text = xstrdup(sb.buf);
	strbuf_release(&sb);
}

void
raw_save_modules(FILE *f, struct Dwfl *dwfl)
{
	struct mod_lines ml = { .sk.module = mod_line_add };

	raw_save_modules_sink(&ml.sk, dwfl);
	qsort(ml.v, ml.n, sizeof(*ml.v), mod_line_cmp);
	for (size_t i = 0; i < ml.n; i++) {
		fprintf(f, "# module 0x%" PRIx64 " 0x%" PRIx64 " %s\n", ml.v[i].start,
			ml.v[i].end, ml.v[i].text);
		free(ml.v[i].text);
	}
	free(ml.v);
}

/*
 * FLAGS of a FRAME_UNNAMED frame: " fde=0xSTART ", its function's start
 * (the "+0x" part of its name "MODULE+0xSTART"); SYMBOL stays "??", so
 * that a reader that knows no fde= reads the frame as before
 */
static void
unnamed_flags(struct strbuf *sb, const struct stackset *ss, const struct frame *f)
{
	const char *start = strrchr(stackset_name_str(ss, f->name), '+');

	strbuf_addf(sb, " fde=%s ", start ? start + 1 : "0x0");
}

void
raw_save_frame_add(struct strbuf *sb, const struct stackset *ss, uint32_t where,
		   uint32_t buildid, uint32_t frame)
{
	struct frame f;

	stackset_frame_get(ss, frame, &f);
	strbuf_add(sb, "frame ", 6);
	add_field(sb, where ? stackset_name_str(ss, where) : NULL, true, true);
	strbuf_addc(sb, ' ');
	add_field(sb, buildid ? stackset_name_str(ss, buildid) : NULL, true, true);
	if (f.flags & FRAME_UNNAMED)
		unnamed_flags(sb, ss, &f);
	else
		strbuf_add(sb, f.flags & FRAME_INLINE ? " i " : " - ", 3);
	add_field(sb, f.file ? stackset_name_str(ss, f.file) : NULL, true, true);
	strbuf_addc(sb, ' ');
	add_field(sb, (f.flags & FRAME_UNNAMED) ? "??" : stackset_name_str(ss, f.name),
		  false, false);
	strbuf_addc(sb, '\n');
}

void
raw_save_frames_add(struct strbuf *sb, const struct stackset *ss, const struct sym_result *r)
{
	for (uint32_t i = 0; i < r->n; i++)
		raw_save_frame_add(sb, ss, r->where, r->buildid, r->frames[i]);
}

void
raw_save_frame(FILE *out, const struct stackset *ss, uint32_t where, uint32_t buildid,
	       uint32_t frame)
{
	struct strbuf sb;

	strbuf_init(&sb);
	raw_save_frame_add(&sb, ss, where, buildid, frame);
	fwrite(sb.buf, 1, sb.len, out);
	strbuf_release(&sb);
}

void
raw_save_frames(FILE *out, const struct stackset *ss, const struct sym_result *r)
{
	for (uint32_t i = 0; i < r->n; i++)
		raw_save_frame(out, ss, r->where, r->buildid, r->frames[i]);
}

int
raw_save_open(struct raw_save *w, const char *path)
{
	w->f = NULL;
	if (outfile_open(&w->out, path, RAW_SAVE_BUF) < 0)
		return -1;
	w->f = w->out.f;
	fputs(RAW_SAVE_MAGIC "\n", w->f);
	return 0;
}

int
raw_save_close(struct raw_save *w)
{
	int r;

	if (!w->f)
		return 0;
	w->f = NULL;
	r = outfile_commit(&w->out);
	outfile_release(&w->out);
	return r;
}

void
raw_save_release(struct raw_save *w)
{
	w->f = NULL;
	outfile_release(&w->out);
}

void
raw_save_frame_call(const struct stackset *ss, const struct frame *f, struct syscall_rec *out)
{
	memset(out, 0, sizeof(*out));
	snprintf(out->name, sizeof(out->name), "%s", stackset_name_str(ss, f->name));
	snprintf(out->file, sizeof(out->file), "%s",
		 f->file ? stackset_name_str(ss, f->file) : "");
	out->nr = syscall_info_number(out->name);
	if (out->nr < 0)	/* a number libseccomp had no name for: "nr_N" */
		out->nr = strncmp(out->name, "nr_", 3) ? 0 : atol(out->name + 3);
}

void
raw_save_end(FILE *f, unsigned long snapshots, unsigned long partial, unsigned long skipped,
	     int sig)
{
	fprintf(f, "end snapshots=%lu partial=%lu skipped=%lu", snapshots, partial, skipped);
	if (sig)
		fprintf(f, " stopped-by=%s", sig_abbrev(sig));
	fputc('\n', f);
}
