/* SPDX-License-Identifier: MIT */
/*
 * input_gdb.c - read gdb "thread apply all bt" output.
 *
 * Each frame gets two spellings: ours (function, module, source file,
 * parsed with C++ names with spaces and templates in mind) and the exact
 * string that Debian's pt-pmp 3.x makes of the line with its awk, so that
 * "--format ptpmp" prints what "pt-pmp FILE" prints. The awk's quirks are
 * reproduced on purpose, including that its "tfile" (the last field of the
 * last frame line with an address) carries over to later frames.
 *
 * Snapshot boundaries: pt-pmp's "TS ..." separator lines, gdb's
 * "[Inferior 1 (process N) detached]", and a thread (LWP) seen twice.
 *
 * Dumps as people paste them read the same: lines indented or quoted
 * ("> "), CRLF ends (the line reader drops the CR), `bt full`'s locals
 * (indented, ignored), a gdb session's "[Switching to thread ...]" and
 * `bt`s one after the other.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "input.h"
#include "strbuf.h"
#include "util.h"

/* ---- pt-pmp awk emulation ------------------------------------------- */

struct field {
	const char *p;
	size_t n;
};

#define MAXF 6	/* $1..$5 and $NF are all the awk looks at */

/* awk default field splitting; returns NF, fills f[1..5] and *last ($NF) */
static int
awk_fields(const char *s, struct field f[MAXF], struct field *last)
{
	int nf = 0;

	memset(f, 0, sizeof(struct field) * MAXF);
	last->p = "";
	last->n = 0;
	for (;;) {
		const char *b;

		while (*s == ' ' || *s == '\t' || *s == '\n')
			s++;
		if (!*s)
			break;
		b = s;
		while (*s && *s != ' ' && *s != '\t' && *s != '\n')
			s++;
		nf++;
		if (nf < MAXF) {
			f[nf].p = b;
			f[nf].n = s - b;
		}
		last->p = b;
		last->n = s - b;
	}
	for (int i = nf + 1; i < MAXF; i++)
		f[i].p = "";
	return nf;
}

static bool
fcontains(struct field f, const char *needle)
{
	size_t k = strlen(needle);

	if (k > f.n)
		return false;
	for (size_t i = 0; i + k <= f.n; i++)
		if (!memcmp(f.p + i, needle, k))
			return true;
	return false;
}

/* $2 ~ /[1-9]/ */
static bool
has_digit19(struct field f)
{
	for (size_t i = 0; i < f.n; i++)
		if (f.p[i] >= '1' && f.p[i] <= '9')
			return true;
	return false;
}

/* gsub(/OPEN[^OPEN CLOSE]*CLOSE/, "", sb); returns substitutions */
static int
gsub_group(struct strbuf *sb, char open, char close)
{
	struct strbuf o;
	int subs = 0;
	size_t i = 0;

	strbuf_init(&o);
	while (i < sb->len) {
		if (sb->buf[i] == open) {
			size_t j = i + 1;

			while (j < sb->len && sb->buf[j] != open && sb->buf[j] != close)
				j++;
			if (j < sb->len && sb->buf[j] == close) {
				subs++;
				i = j + 1;
				continue;
			}
		}
		strbuf_addc(&o, sb->buf[i++]);
	}
	strbuf_reset(sb);
	strbuf_add(sb, o.buf, o.len);
	strbuf_release(&o);
	return subs;
}

/* gsub(/ ?(void|const) ?/, "") and then gsub(/ /, "") */
static void
strip_void_const_spaces(struct strbuf *sb)
{
	struct strbuf o;
	size_t i = 0;

	strbuf_init(&o);
	while (i < sb->len) {
		const char *s = sb->buf + i;
		size_t m = 0, w;

		for (int sp = 1; sp >= 0 && !m; sp--) {
			if (sp && s[0] != ' ')
				continue;
			w = !strncmp(s + sp, "void", 4) ? 4 :
			    !strncmp(s + sp, "const", 5) ? 5 : 0;
			if (w)
				m = sp + w + (s[sp + w] == ' ');
		}
		if (m) {
			i += m;
			continue;
		}
		strbuf_addc(&o, sb->buf[i++]);
	}
	strbuf_reset(sb);
	for (size_t k = 0; k < o.len; k++)
		if (o.buf[k] != ' ')
			strbuf_addc(sb, o.buf[k]);
	strbuf_release(&o);
}

void
ptpmp_state_release(struct ptpmp_state *st)
{
	free(st->tfile);
	st->tfile = NULL;
	st->cap = 0;
}

void
ptpmp_state_set(struct ptpmp_state *st, const char *tfile, size_t n)
{
	/* one buffer for the whole read: this runs for every frame line */
	if (n + 1 > st->cap) {
		st->cap = n + 64;
		st->tfile = xrealloc(st->tfile, st->cap);
	}
	memcpy(st->tfile, tfile, n);
	st->tfile[n] = '\0';
}

void
ptpmp_frame(struct ptpmp_state *st, const char *line, struct strbuf *out)
{
	struct field f[MAXF], last;
	struct strbuf targ;
	const char *at;

	awk_fields(line, f, &last);
	strbuf_init(&targ);
	if (fcontains(f[2], "0x")) {
		if (fcontains(f[4], "void") || fcontains(f[4], "const")) {
			strbuf_add(&targ, f[5].p, f[5].n);
		} else {
			strbuf_add(&targ, f[4].p, f[4].n);
			ptpmp_state_set(st, last.p, last.n);
		}
		if (memchr(targ.buf, '<', targ.len) || memchr(targ.buf, '(', targ.len)) {
			const char *in = strstr(line, " in ");
			char *cut;

			strbuf_reset(&targ);
			strbuf_adds(&targ, in ? in + 4 : (strlen(line) >= 3 ? line + 3 : ""));
			if ((cut = strstr(targ.buf, " from ")))
				strbuf_setlen(&targ, cut - targ.buf);
			if ((cut = strstr(targ.buf, " at ")))
				strbuf_setlen(&targ, cut - targ.buf);
			while (strstr(targ.buf, ">::"))
				if (!gsub_group(&targ, '<', '>'))
					break;
			while (strchr(targ.buf, '('))
				if (!gsub_group(&targ, '(', ')'))
					break;
			strip_void_const_spaces(&targ);
		} else if (strstr(targ.buf, "??") && has_digit19(f[2])) {
			const char *base = last.p, *end = last.p + last.n, *dot;

			for (const char *q = last.p; q < end; q++)
				if (*q == '/')
					base = q + 1;
			dot = memchr(base, '.', end - base);
			strbuf_reset(&targ);
			if (dot)
				strbuf_add(&targ, base, dot - base);
			strbuf_adds(&targ, "::??");
		}
	} else {
		strbuf_add(&targ, f[2].p, f[2].n);
	}
	if ((at = strstr(targ.buf, "@@"))) {
		strbuf_add(out, targ.buf, at - targ.buf);
	} else {
		strbuf_add(out, targ.buf, targ.len);
		if (st->tfile && st->tfile[0] == '/') {
			const char *base = strrchr(st->tfile, '/') + 1;

			strbuf_addc(out, '(');
			strbuf_adds(out, base);
			strbuf_addc(out, ')');
		}
	}
	strbuf_release(&targ);
}

/* ---- our own reading of a frame line ---------------------------------- */

/* length of an operator token starting at s[i] right after "operator" */
static size_t
after_operator(const char *s, size_t i)
{
	static const char *const ops[] = { "<<=", ">>=", "<=>", "<<", ">>", "<=",
					   ">=", "->", "()", "<", ">", NULL };

	if (i < 8 || memcmp(s + i - 8, "operator", 8))
		return 0;
	for (int k = 0; ops[k]; k++)
		if (!strncmp(s + i, ops[k], strlen(ops[k])))
			return strlen(ops[k]);
	return 0;
}

/* skip a balanced "(...)" at s (which points at '('), minding quoted
 * strings in gdb's argument values; returns a pointer past ')' or NULL */
static const char *
skip_args(const char *s)
{
	int depth = 0;

	for (; *s; s++) {
		if (*s == '"' || *s == '\'') {
			char q = *s++;

			while (*s && *s != q) {
				if (*s == '\\' && s[1])
					s++;
				s++;
			}
			if (!*s)
				return NULL;
			continue;
		}
		if (*s == '(')
			depth++;
		else if (*s == ')' && --depth == 0)
			return s + 1;
	}
	return NULL;
}

struct gdb_frame {
	const char *name;
	size_t name_len;
	const char *module;	/* path after " from " */
	size_t module_len;
	const char *file;	/* "file:line" after " at " */
	size_t file_len;
};

/* parse "#N  [0xADDR in ]NAME (ARGS)[ from LIB| at FILE:LINE]"; -1 if not a frame */
static int
parse_frame(const char *line, struct gdb_frame *fr)
{
	const char *s = line + 1, *name, *rest;
	int angle = 0;

	memset(fr, 0, sizeof(*fr));
	if (!isdigit((unsigned char)*s))
		return -1;
	while (isdigit((unsigned char)*s))
		s++;
	if (*s != ' ')
		return -1;
	while (*s == ' ')
		s++;
	if (s[0] == '0' && s[1] == 'x') {
		const char *in = strstr(s, " in ");

		if (!in)
			return -1;
		s = in + 4;
	}
	name = s;
	/* the name ends at the " (" that opens the argument list, outside
	 * template brackets: "std::map<int, (anonymous namespace)::X>::find (" */
	for (rest = s; *rest; rest++) {
		size_t ol = after_operator(name, rest - name);

		if (ol) {
			rest += ol - 1;
			continue;
		}
		if (*rest == '<')
			angle++;
		else if (*rest == '>' && angle > 0)
			angle--;
		else if (*rest == ' ' && rest[1] == '(' && angle == 0)
			break;
	}
	fr->name = name;
	fr->name_len = rest - name;
	if (*rest == ' ') {
		const char *end = skip_args(rest + 1);

		if (!end)
			return 0;	/* arguments cut short: keep the name */
		rest = end;
	}
	if (!strncmp(rest, " from ", 6)) {
		fr->module = rest + 6;
		fr->module_len = strcspn(fr->module, " ");
	} else if (!strncmp(rest, " at ", 4)) {
		fr->file = rest + 4;
		fr->file_len = strcspn(fr->file, " ");
	}
	if (fr->name_len == 0)
		return -1;
	return 0;
}

/* ---- the reader ------------------------------------------------------- */

/*
 * Dumps repeat the same frame lines snapshot after snapshot (the same
 * threads parked at the same pcs), and reading a line (pt-pmp's awk rules,
 * our own parse, four interned strings) is most of the work. A fixed,
 * direct-mapped cache maps (line, pt-pmp's carried field before it) to
 * (frame, carried field after it). Its size is fixed, so memory still
 * does not grow with the input.
 */
#define LC_SLOTS 4096
#define LC_LINE 248

struct lc_ent {
	uint64_t h;
	uint32_t len;		/* > LC_LINE: empty slot */
	uint32_t tfile_in, tfile_out;
	uint32_t frame;
	char line[LC_LINE];
};

/* 8 bytes at a time: the byte-wise FNV is too slow for every line */
static uint64_t
line_hash(const char *s, size_t n, uint64_t seed)
{
	uint64_t h = seed ^ (n * 0x9e3779b97f4a7c15ULL);
	size_t i = 0;

	for (; i + 8 <= n; i += 8) {
		uint64_t w;

		memcpy(&w, s + i, 8);
		h = (h ^ w) * 0xff51afd7ed558ccdULL;
		h ^= h >> 32;
	}
	if (i < n) {
		uint64_t w = 0;

		memcpy(&w, s + i, n - i);
		h = (h ^ w) * 0xc4ceb9fe1a85ec53ULL;
	}
	h ^= h >> 29;
	return h * 0x9e3779b97f4a7c15ULL;
}

struct tidset {
	long *v;
	uint32_t cap, n;
};

/* true if tid was already in the set */
static bool
tidset_add(struct tidset *t, long tid)
{
	uint32_t i;

	if ((t->n + 1) * 2 > t->cap) {
		struct tidset o = *t;

		t->cap = t->cap ? t->cap * 2 : 256;
		t->v = xcalloc(t->cap, sizeof(*t->v));
		t->n = 0;
		for (uint32_t k = 0; k < o.cap; k++)
			if (o.v[k])
				tidset_add(t, o.v[k]);
		free(o.v);
	}
	/* unsigned: a huge "(LWP n)" must not overflow a signed multiply */
	i = (uint32_t)((unsigned long)tid * 2654435761u) & (t->cap - 1);
	for (; t->v[i]; i = (i + 1) & (t->cap - 1))
		if (t->v[i] == tid)
			return true;
	t->v[i] = tid;
	t->n++;
	return false;
}

static void
tidset_clear(struct tidset *t)
{
	if (t->n)
		memset(t->v, 0, t->cap * sizeof(*t->v));
	t->n = 0;
}

struct gdb_reader {
	struct input *in;
	struct ptpmp_state pt;
	uint32_t *frames;	/* innermost first, as gdb prints */
	size_t nframes, aframes;
	char *thread;		/* name of the thread being read */
	long tid;
	bool in_snapshot;	/* a thread was seen since the last boundary */
	bool switched;		/* "[Switching to thread ...]" came last: a
				 * "#0" may follow twice, gdb's display of
				 * the selected frame, then `bt`'s */
	struct tidset seen;
	struct strbuf sb;
	uint32_t tfile_id;	/* pt.tfile, interned */
	struct lc_ent *lc;	/* LC_SLOTS entries */
};

/* the stack read so far, as one sample of the current thread */
static void
emit_stack(struct gdb_reader *g)
{
	if (g->nframes)
		input_emit(g->in, g->thread, g->tid, g->frames, g->nframes, 1);
	g->nframes = 0;
	g->switched = false;
}

static void
flush_thread(struct gdb_reader *g)
{
	emit_stack(g);
	free(g->thread);
	g->thread = NULL;
	g->tid = 0;
}

static void
end_snapshot(struct gdb_reader *g)
{
	flush_thread(g);
	if (g->in_snapshot && g->in->sink->snapshot_end)
		g->in->sink->snapshot_end(g->in->sink);
	g->in_snapshot = false;
	tidset_clear(&g->seen);
}

/* "Thread 3 (Thread 0x7f.. (LWP 1234) "name"):" or "Thread 3 (LWP 1234 "x"):",
 * and "[Switching to thread 2 (Thread 0x7f.. (LWP 1234))]" of a gdb session */
static void
thread_header(struct gdb_reader *g, const char *line)
{
	const char *lwp = strstr(line, "(LWP ");
	const char *q1 = strchr(line, '"'), *q2 = strrchr(line, '"');
	long tid = lwp ? strtol(lwp + 5, NULL, 10) : 0;

	flush_thread(g);
	if (tid > 0 && tidset_add(&g->seen, tid)) {
		/* the same thread again: a new dump began without a separator */
		end_snapshot(g);
		tidset_add(&g->seen, tid);
	}
	g->in_snapshot = true;
	g->tid = tid;
	if (q1 && q2 > q1)
		g->thread = xstrndup(q1 + 1, q2 - q1 - 1);
}

/*
 * gdb prints a frame without "0xADDR in " when its pc is where its line
 * starts. A caller frame's pc is a return address, inside a line, so
 * there that happens only to the function an inlined call was made from
 * (gdb's INLINE_FRAME sits at the same pc): the frame before it, the
 * inlined callee, is marked FRAME_INLINE, as raw and perf inputs mark
 * theirs. Frame #0 and "<signal handler called>" say nothing of the kind.
 */
static bool
caller_without_address(const char *line)
{
	const char *s = line + 1;

	if (s[0] == '0' && s[1] == ' ')
		return false;	/* frame #0 */
	while (isdigit((unsigned char)*s))
		s++;
	while (*s == ' ')
		s++;
	return !(s[0] == '0' && s[1] == 'x') && *s != '<';
}

static void
mark_callee_inline(struct gdb_reader *g)
{
	struct stackset *ss = g->in->ss;
	struct frame f;

	stackset_frame_get(ss, g->frames[g->nframes - 1], &f);
	if (!(f.flags & FRAME_INLINE)) {
		f.flags |= FRAME_INLINE;
		g->frames[g->nframes - 1] = stackset_frame(ss, &f);
	}
}

/*
 * A "#0" line while a stack is open starts another stack of the same
 * thread: a pasted gdb session with several `bt`s. After "[Switching to
 * thread ...]", gdb shows the selected frame, "#0  ...", and `bt` prints
 * it again: that first line is dropped, not read as a stack of its own.
 */
static void
frame_zero(struct gdb_reader *g)
{
	if (g->switched && g->nframes == 1) {
		g->nframes = 0;
		g->switched = false;
	} else
		emit_stack(g);
}

/* "#0  0x00007f.. futex_wait (libc.so.6 + 0x8b9b2)": a frame as systemd-coredump
 * prints it, which has its own reader */
static bool
coredump_frame(const char *line)
{
	const char *plus = strstr(line, " + 0x");

	return plus && line[strlen(line) - 1] == ')' && !strstr(line, " in ");
}

static void
frame_line(struct gdb_reader *g, const char *line, size_t len)
{
	struct stackset *ss = g->in->ss;
	struct gdb_frame gf;
	struct frame f = { 0 };
	uint64_t h;
	struct lc_ent *e;
	uint32_t id;

	if (line[1] == '0' && line[2] == ' ' && g->nframes)
		frame_zero(g);
	h = line_hash(line, len, g->tfile_id);
	e = &g->lc[h & (LC_SLOTS - 1)];

	if (e->len == len && e->h == h && e->tfile_in == g->tfile_id &&
	    !memcmp(e->line, line, len)) {
		if (e->tfile_out != g->tfile_id) {
			const char *t = strpool_str(&ss->strs, e->tfile_out);

			ptpmp_state_set(&g->pt, t, strlen(t));
			g->tfile_id = e->tfile_out;
		}
		id = e->frame;
		goto add;
	}
	strbuf_reset(&g->sb);
	ptpmp_frame(&g->pt, line, &g->sb);
	if (parse_frame(line, &gf) < 0) {
		input_skip(g->in, coredump_frame(line) ? "a systemd-coredump frame, not a "
			   "gdb one (--from coredump reads those)" : "not a gdb frame");
		g->tfile_id = g->pt.tfile ? stackset_str(ss, g->pt.tfile, strlen(g->pt.tfile)) : 0;
		return;
	}
	f.name = stackset_str(ss, gf.name, gf.name_len);
	if (gf.module_len) {
		const char *base = gf.module;

		for (const char *p = gf.module; p < gf.module + gf.module_len; p++)
			if (*p == '/')
				base = p + 1;
		f.module = stackset_str(ss, base, gf.module + gf.module_len - base);
	}
	if (gf.file_len)
		f.file = stackset_str(ss, gf.file, gf.file_len);
	/* pt-pmp's spelling; an empty one (the awk found no name) falls back
	 * to ours */
	f.ptpmp = stackset_str(ss, g->sb.buf, g->sb.len);
	id = stackset_frame(ss, &f);
	if (len <= LC_LINE) {
		e->h = h;
		e->len = (uint32_t)len;
		e->tfile_in = g->tfile_id;
		memcpy(e->line, line, len);
	}
	g->tfile_id = g->pt.tfile ? stackset_str(ss, g->pt.tfile, strlen(g->pt.tfile)) : 0;
	if (len <= LC_LINE) {
		e->tfile_out = g->tfile_id;
		e->frame = id;
	}
add:
	g->in_snapshot = true;
	if (g->nframes && caller_without_address(line))
		mark_callee_inline(g);
	ALLOC_GROW(g->frames, g->nframes + 1, g->aframes);
	g->frames[g->nframes++] = id;
}

int
input_gdb(struct input *in)
{
	struct gdb_reader g = { .in = in };
	char *line;
	size_t len;

	in->has_snapshots = true;
	strbuf_init(&g.sb);
	/* every byte touched now (0xff: no slot matches a line length), so its
	 * memory is the same for every input size; zeros would be optimized
	 * into a lazy calloc */
	g.lc = xmalloc(LC_SLOTS * sizeof(*g.lc));
	memset(g.lc, 0xff, LC_SLOTS * sizeof(*g.lc));
	while (input_line(in, &line, &len)) {
		size_t p = input_paste_prefix(line);

		/* indented or quoted by a paste: the same lines */
		line += p;
		len -= p;
		if (line[0] == '#')
			frame_line(&g, line, len);
		else if (!strncmp(line, "Thread ", 7) && isdigit((unsigned char)line[7]))
			thread_header(&g, line);
		else if (!strncasecmp(line, "[Switching to thread ", 21)) {
			thread_header(&g, line);
			g.switched = true;
		} else if (!strncmp(line, "TS ", 3) ||
			 (!strncmp(line, "[Inferior ", 10) && strstr(line, "detached]")))
			end_snapshot(&g);
		/* everything else is gdb's chatter: "[New LWP n]", "warning: ...",
		 * source lines printed on attach; pt-pmp ignores it too */
	}
	end_snapshot(&g);
	ptpmp_state_release(&g.pt);
	free(g.lc);
	free(g.frames);
	free(g.seen.v);
	strbuf_release(&g.sb);
	return 0;
}
