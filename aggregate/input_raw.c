/* SPDX-License-Identifier: MIT */
/*
 * input_raw.c - read pmp's raw capture (pmp -p PID --save FILE), format
 * "raw", detected by its first line "# pmp raw capture vN":
 *
 *   # pmp raw capture v2
 *   # pid 1234 comm mariadbd unwinder libdw
 *   snapshot 1 time=1712345678.123456 pause_us=850 threads=12
 *   thread 1235 S mariadbd
 *   frame libc.so.6+0x8a3ef 4f7b...a1 i futex-internal.c:57 __futex_abstimed_wait_common64
 *   frame libc.so.6+0x8a3ef 4f7b...a1 - futex-internal.c:87 __futex_abstimed_wait_common
 *   frame mariadbd+0x6a1b2c 2b3c...9f fde=0x6a1a80 - ??
 *   end snapshots=1
 *
 * "thread TID STATE NAME" (NAME is the rest of the line; STATE is a letter,
 * followed by ",reused" when the thread had not run since an earlier
 * snapshot and was not stopped: its frames are those of that snapshot,
 * written out again, so a reader that ignores the mark reads the same
 * profile); the snapshot line then says reused=N woke=N; "frame ADDR
 * BUILDID FLAGS FILE SYMBOL", innermost first: ADDR module+0xOFF or
 * 0xADDR, BUILDID hex or "-", FLAGS "-", "i" (inlined) or "fde=0xSTART"
 * (the start of the function of an unnamed pc: the frame is
 * "module+0xSTART", FRAME_UNNAMED in lib/stackset.h; any other FLAGS
 * reads as "-"), FILE "file:line" or "-", SYMBOL the rest of the line
 * ("??" when unknown: the frame then keeps ADDR, which json prints when
 * it has no fde=). "# futex ADDR OP HEX" after
 * a thread line: that thread was stopped inside futex(2) at ADDR with op
 * OP, and HEX are the bytes read there ("-": none could be read); the
 * lock graph (lib/lockgraph.h) reads them, and readers older than it
 * take the line for a comment. "# lockobj KIND NAME" right after a
 * "# futex" line names the object at that address (KIND: dwarf, symbol,
 * section, stack, tls, heap, anon, file; NAME the rest of the line, e.g.
 * "dwarf mysql_bin_log.LOCK_log"). "# syscall NR NAME ARG0 ARG1 ARG2
 * FILE" right after a thread line (before "# futex"): the thread was
 * stopped inside that system call (lib/syscall_rec.h); it becomes the
 * innermost frame, a FRAME_SYSCALL pseudo-frame, as pmp -p made it; in a
 * capture whose header says "# syscalls recorded", a thread without one
 * ran in user space (a FRAME_NO_SYSCALL pseudo-frame). "# tcb 0xADDR"
 * right after a thread line (before "# syscall"): the thread's TCB, its
 * pthread_t, which the lock graph matches against the holder InnoDB's
 * latches record.
 * "# module START END BUILDID PATH" lines (before the first snapshot
 * line, and again before a snapshot line when the modules changed) list
 * the capture's modules; with them, frames are named again offline
 * through raw_namer.h. In a v2 capture ("# pmp raw capture v2") every
 * string (names, paths, symbols, FILE and ADDR) is escaped as
 * lib/escape.h says and decoded here; a v1 capture is read as it is.
 * The writer renames the file
 * into place only after the "end" line; a file without it is reported as
 * truncated (what it holds is still delivered).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <inttypes.h>

#include "escape.h"
#include "input.h"
#include "raw_namer.h"
#include "strbuf.h"
#include "syscall_rec.h"
#include "util.h"

struct raw_reader {
	struct input *in;
	uint32_t *frames;	/* innermost first */
	size_t nframes, aframes;
	uint32_t *wheres;	/* each frame's ADDR, for a sink that takes
				 * them (sink.wheres), else 0s */
	size_t awheres;
	char *thread;
	long tid;
	bool in_snapshot;
	struct futex_wait fw;	/* of the current thread, when has_fw */
	bool has_fw;
	uint64_t tcb;		/* of the current thread ("# tcb"), or 0 */
	/* its statement ("# sql" lines), when has_sql: the strings point
	 * into sql_line, sql_digest and sql_text (owned) */
	struct sql_thread sql;
	bool has_sql;
	char *sql_line, *sql_digest, *sql_text;
	bool thread_reused;	/* its thread line said ",reused" */
	char *obj;		/* fw.obj points here (owned), or NULL */
	bool has_obj;		/* a "# lockobj" line was read for fw */
	bool has_sc;		/* frames[0] is the thread's system call */
	bool sc_recorded;	/* SYSCALL_HEADER: no line means user space */
	struct syscall_rec sc;	/* scratch */
	unsigned long reused;	/* thread lines marked ",reused" */
	/* naming offline (raw_namer.h) */
	struct raw_namer_opts *nopts;	/* in->namer, or none (below) */
	struct raw_namer_opts none;
	struct raw_namer *namer;	/* made at the first "# module" line */
	bool namer_failed;
	bool in_modules;	/* the last line was a "# module" line */
	bool skip_group;	/* frame lines of a pc named again: dropped
				 * up to its "-" line */
	uint32_t unknown;	/* string id of "??" */
	char *comm;		/* from the "# pid" or "# core" line */
	bool escaped;		/* v2: strings are escaped (lib/escape.h) */
	unsigned long renamed, kept;
};

/* offline, a better name for the lock object: DWARF over a symbol over
 * a section; never a worse one than the capture has */
static int
obj_rank(enum obj_kind k)
{
	switch (k) {
	case OBJ_DWARF: return 3;
	case OBJ_SYMBOL: return 2;
	case OBJ_SECTION: return 1;
	default: return 0;
	}
}

static void
name_object(struct raw_reader *r)
{
	const char *name = NULL;
	enum obj_kind k;

	/* a DWARF name cannot get better, and the names of stacks, TLS,
	 * the heap and mappings come from the live process only: those are
	 * not looked up again (that would load the module's DWARF for
	 * nothing) */
	if (!r->namer || !r->has_fw || obj_rank(r->fw.obj_kind) == 3 ||
	    (r->fw.obj_kind != OBJ_NONE && !obj_rank(r->fw.obj_kind)))
		return;
	/* unasked, only what a stripped build named (a symbol, a section)
	 * is named again: an address the capture left unnamed stays so */
	if (!r->nopts->given && r->fw.obj_kind == OBJ_NONE)
		return;
	k = r->namer->object(r->namer, r->fw.addr, &name);
	if (k == OBJ_NONE || !name || obj_rank(k) < obj_rank(r->fw.obj_kind))
		return;
	r->fw.obj_kind = k;
	r->fw.obj = name;
}

/* where: the string id of the frame's pc ("module+0xOFF"), or 0 */
static void
push_frame(struct raw_reader *r, uint32_t id, uint32_t where)
{
	ALLOC_GROW(r->frames, r->nframes + 1, r->aframes);
	ALLOC_GROW(r->wheres, r->nframes + 1, r->awheres);
	r->wheres[r->nframes] = where;
	r->frames[r->nframes++] = id;
}

/* the string id of a frame line's ADDR for a sink that takes it, else 0 */
static uint32_t
line_where(struct raw_reader *r, const char *addr)
{
	return r->in->sink->wheres ? stackset_str(r->in->ss, addr, strlen(addr)) : 0;
}

static void
sql_clear(struct raw_reader *r)
{
	r->has_sql = false;
	free(r->sql_line);
	free(r->sql_digest);
	free(r->sql_text);
	r->sql_line = r->sql_digest = r->sql_text = NULL;
}

static void
flush_thread(struct raw_reader *r)
{
	name_object(r);
	if (r->thread) {
		if (r->sc_recorded && !r->has_sc) {
			/* innermost first: in front */
			push_frame(r, 0, 0);
			memmove(r->frames + 1, r->frames, (r->nframes - 1) * sizeof(*r->frames));
			memmove(r->wheres + 1, r->wheres, (r->nframes - 1) * sizeof(*r->wheres));
			r->frames[0] = syscall_rec_frame(r->in->ss, NULL);
			r->wheres[0] = 0;
		}
		r->fw.reused = r->thread_reused;
		r->in->futex = r->has_fw ? &r->fw : NULL;
		r->in->tcb = r->tcb;
		r->in->sql = r->has_sql ? &r->sql : NULL;
		r->in->wheres = r->in->sink->wheres ? r->wheres : NULL;
		input_emit(r->in, r->thread, r->tid, r->frames, r->nframes, 1);
		r->in->futex = NULL;
		r->in->tcb = 0;
		r->in->sql = NULL;
		r->in->wheres = NULL;
	}
	r->has_fw = false;
	r->tcb = 0;
	sql_clear(r);
	r->skip_group = false;
	free(r->obj);
	r->obj = NULL;
	r->has_obj = false;
	r->has_sc = false;
	free(r->thread);
	r->thread = NULL;
	r->nframes = 0;
}

static void
end_snapshot(struct raw_reader *r)
{
	flush_thread(r);
	if (r->in_snapshot && r->in->sink->snapshot_end)
		r->in->sink->snapshot_end(r->in->sink);
	r->in_snapshot = false;
}

/* s decoded in place when the capture escapes its strings (v2) */
static char *
unesc(const struct raw_reader *r, char *s)
{
	if (r->escaped && s)
		unescape_raw(s);
	return s;
}

/* next space-separated field of *s; NULL when there is none */
static char *
field(char **s)
{
	char *p = *s, *e;

	if (!p || !*p)
		return NULL;
	e = strchr(p, ' ');
	if (e) {
		*e = '\0';
		*s = e + 1;
	} else {
		*s = p + strlen(p);
	}
	return p;
}

static void
thread_line(struct raw_reader *r, char *line)
{
	char *s = line + 7, *tid = field(&s), *state = field(&s), *end;

	flush_thread(r);
	if (!tid || !state || !*s) {
		input_skip(r->in, "raw capture thread line without tid, state and name");
		return;
	}
	r->tid = strtol(tid, &end, 10);
	if (*end || r->tid <= 0) {
		input_skip(r->in, "raw capture thread line with a bad tid");
		return;
	}
	r->thread = unesc(r, xstrdup(s));
	r->in_snapshot = true;
	r->thread_reused = strstr(state, ",reused") != NULL;
	if (r->thread_reused)
		r->reused++;
}

static void
syscall_line(struct raw_reader *r, const char *line, size_t len)
{
	const char *why;
	char msg[160];

	if (!r->thread || r->nframes || r->has_fw) {
		input_skip(r->in, "raw capture syscall line not right after a thread line");
		return;
	}
	if (syscall_rec_parse(line + 10, len - 10, &r->sc, &why) < 0) {
		snprintf(msg, sizeof(msg), "raw capture syscall line: %s", why);
		input_skip(r->in, msg);
		return;
	}
	unesc(r, r->sc.file);
	/* innermost first: the call is the first frame */
	push_frame(r, syscall_rec_frame(r->in->ss, &r->sc), 0);
	r->has_sc = true;
}

/*
 * "# sql ...", then "# sql-digest ..." and "# sql-text ..." (lib/sqlinfo.h):
 * within a thread's lines, once each, in that order
 */
static void
sql_line(struct raw_reader *r, const char *line)
{
	if (!r->thread || r->has_sql) {
		input_skip(r->in, "raw capture sql line outside a thread, or a second one");
		return;
	}
	r->sql_line = xstrdup(line + 6);
	if (sql_thread_parse(r->sql_line, r->escaped, &r->sql) < 0) {
		free(r->sql_line);
		r->sql_line = NULL;
		input_skip(r->in, "raw capture sql line without ID TIME BLOCKED_BY COMMAND "
			   "USER DB STATE");
		return;
	}
	r->has_sql = true;
}

/* "# sql-digest TEXT" or "# sql-text TEXT": after the "# sql" line */
static void
sql_str_line(struct raw_reader *r, const char *s, bool text)
{
	char **dst = text ? &r->sql_text : &r->sql_digest;

	if (!r->has_sql || *dst || (text && !r->sql_digest)) {
		input_skip(r->in, text ? "raw capture sql-text line not after its sql-digest line"
				       : "raw capture sql-digest line not after its sql line");
		return;
	}
	*dst = unesc(r, xstrdup(s));
	if (text)
		r->sql.text = *dst;
	else
		r->sql.digest = *dst;
}

/* "# server NAME VALUE": a variable of the target server */
static void
server_line(struct raw_reader *r, char *s)
{
	char *name = field(&s), *end;
	double v;

	errno = 0;
	v = name && *s ? strtod(s, &end) : -1;
	if (!name || !*s || *end || errno || !(v >= 0)) {
		input_skip(r->in, "raw capture server line without NAME and a number");
		return;
	}
	if (r->in->sink->server_var)
		r->in->sink->server_var(r->in->sink, name, v);
}

/* "# tcb 0xADDR": right after the thread line */
static void
tcb_line(struct raw_reader *r, const char *line)
{
	char *end;

	if (!r->thread || r->nframes || r->has_fw || r->tcb) {
		input_skip(r->in, "raw capture tcb line not right after a thread line");
		return;
	}
	errno = 0;
	r->tcb = strtoull(line + 6, &end, 16);
	if (strncmp(line + 6, "0x", 2) || *end || errno || !r->tcb) {
		r->tcb = 0;
		input_skip(r->in, "raw capture tcb line with a bad address");
	}
}

static void
futex_line(struct raw_reader *r, const char *line)
{
	/* after the thread line, or after its "# syscall" line */
	if (!r->thread || r->nframes != (size_t)r->has_sc || r->has_fw) {
		input_skip(r->in, "raw capture futex line not right after a thread line");
		return;
	}
	if (futex_wait_parse(line + 8, &r->fw) < 0) {
		input_skip(r->in, "raw capture futex line with a bad address, op or words");
		return;
	}
	r->has_fw = true;
}

/*
 * Name the pc of a frame line again (raw_namer.h): its frames replace the
 * line and the lines after it up to the pc's "-" line (the inlined
 * callees come first, flag "i", then the function that holds the pc).
 * Returns true when it did. A pc the namer cannot name here (no file of
 * its module), and one it names "??" (or by its start only, FRAME_UNNAMED)
 * where the capture had a name, keep
 * the captured lines.
 */
static bool
rename_frame(struct raw_reader *r, const char *addr, const char *bid,
	     const char *flags, const char *sym)
{
	const char *plus = strstr(addr, "+0x");
	const uint32_t *ids;
	uint32_t n;
	uint64_t off;
	char *end, label[256];
	struct frame f;
	uint32_t where;

	if (!r->namer || (!r->nopts->given && strcmp(sym, "??")))
		return false;
	if (!plus || plus == addr || (size_t)(plus - addr) >= sizeof(label))
		return false;
	off = strtoull(plus + 3, &end, 16);
	if (*end)
		return false;
	memcpy(label, addr, plus - addr);
	label[plus - addr] = '\0';
	if (r->namer->frames(r->namer, label, strcmp(bid, "-") ? bid : NULL, off,
			     &ids, &n) < 0 || !n) {
		r->kept++;
		return false;
	}
	stackset_frame_get(r->in->ss, ids[n - 1], &f);
	if (n == 1 && (f.name == r->unknown || (f.flags & FRAME_UNNAMED)) &&
	    strcmp(sym, "??")) {
		r->kept++;
		return false;
	}
	where = line_where(r, addr);
	for (uint32_t i = 0; i < n; i++)
		push_frame(r, ids[i], where);
	r->renamed++;
	r->skip_group = !strcmp(flags, "i");
	return true;
}

static void
lockobj_line(struct raw_reader *r, const char *line)
{
	struct futex_wait fw = { 0 };

	if (!r->has_fw || r->nframes != (size_t)r->has_sc || r->has_obj) {
		input_skip(r->in, "raw capture lockobj line not right after a futex line");
		return;
	}
	if (futex_wait_parse_obj(line + 10, &fw) < 0) {
		input_skip(r->in, "raw capture lockobj line without a known kind (and the name of a global object)");
		return;
	}
	r->obj = fw.obj ? unesc(r, xstrdup(fw.obj)) : NULL;
	r->has_obj = true;
	r->fw.obj_kind = fw.obj_kind;
	r->fw.obj = r->obj;
}

/*
 * FLAGS "fde=0xSTART" of an unnamed frame of module f->module: f becomes
 * the FRAME_UNNAMED frame "module+0xSTART", as pmp -p made it. 0 (also
 * for other FLAGS, f unchanged), or -1 after skipping the line.
 */
static int
unnamed_frame(struct raw_reader *r, struct frame *f, const char *flags)
{
	struct strbuf sb;
	uint64_t start;
	char *end;

	if (strncmp(flags, "fde=", 4))
		return 0;
	start = strtoull(flags + 6, &end, 16);
	if (strncmp(flags + 4, "0x", 2) || end == flags + 6 || *end || !f->module) {
		input_skip(r->in, "raw capture frame line with a bad fde= start");
		return -1;
	}
	strbuf_init(&sb);
	strbuf_addf(&sb, "%s+0x%" PRIx64, stackset_name_str(r->in->ss, f->module), start);
	f->name = stackset_str(r->in->ss, sb.buf, sb.len);
	f->flags |= FRAME_UNNAMED;
	strbuf_release(&sb);
	return 0;
}

static void
frame_line(struct raw_reader *r, char *line)
{
	struct stackset *ss = r->in->ss;
	char *s = line + 6, *addr = field(&s), *bid = field(&s), *flags = field(&s);
	char *file = field(&s), *plus;
	struct frame f = { 0 };

	if (!r->thread) {
		input_skip(r->in, "raw capture frame line outside a thread");
		return;
	}
	if (!addr || !bid || !flags || !file || !*s) {
		input_skip(r->in, "raw capture frame line with missing fields");
		return;
	}
	/* "-" (none) is told from an escaped "\x2d" before decoding */
	if (!strcmp(file, "-"))
		file = NULL;
	unesc(r, addr);
	unesc(r, file);
	unesc(r, s);
	if (r->skip_group) {
		/* a later line of a pc named again */
		r->skip_group = !strcmp(flags, "i");
		return;
	}
	if (rename_frame(r, addr, bid, flags, s))
		return;
	f.name = stackset_str(ss, s, strlen(s));
	plus = strstr(addr, "+0x");
	if (plus && plus > addr)
		f.module = stackset_str(ss, addr, plus - addr);
	if (file)
		f.file = stackset_str(ss, file, strlen(file));
	if (!strcmp(flags, "i"))
		f.flags = FRAME_INLINE;
	if (!strcmp(s, "??")) {
		f.where = stackset_str(ss, addr, strlen(addr));
		if (unnamed_frame(r, &f, flags) < 0)
			return;
	}
	push_frame(r, stackset_frame(ss, &f), line_where(r, addr));
}

/* "... comm NAME <after> ...": the process name of a header line */
static void
header_comm(struct raw_reader *r, const char *line, const char *after)
{
	const char *c = strstr(line, " comm "), *e;

	if (!c || r->comm)
		return;
	c += 6;
	e = strstr(c, after);
	r->comm = unesc(r, e ? xstrndup(c, e - c) : xstrdup(c));
}

/* "# module START END BUILDID PATH" */
static void
module_line(struct raw_reader *r, char *line)
{
	char *s = line + 9, *start = field(&s), *end = field(&s), *bid = field(&s);
	uint64_t lo, hi;
	char *e1, *e2;

	if (!start || !end || !bid || !*s) {
		input_skip(r->in, "raw capture module line without start, end, "
			   "build-id and path");
		return;
	}
	lo = strtoull(start, &e1, 16);
	hi = strtoull(end, &e2, 16);
	if (strncmp(start, "0x", 2) || strncmp(end, "0x", 2) || *e1 || *e2 || hi <= lo) {
		input_skip(r->in, "raw capture module line with a bad address range");
		return;
	}
	if (strcmp(bid, "-") && (strspn(bid, "0123456789abcdef") != strlen(bid) ||
				 strlen(bid) % 2 || strlen(bid) > 128)) {
		input_skip(r->in, "raw capture module line with a bad build-id");
		return;
	}
	unesc(r, s);
	if (r->in->sink->module)
		r->in->sink->module(r->in->sink, lo, hi, strcmp(bid, "-") ? bid : NULL, s);
	if (!r->namer && !r->namer_failed && raw_namer_new) {
		r->namer = raw_namer_new(r->in->ss, r->nopts, r->in->path, r->comm);
		r->namer_failed = !r->namer;
	}
	if (!r->namer)
		return;
	if (!r->in_modules)
		r->namer->modules_begin(r->namer);
	r->namer->module(r->namer, lo, hi, strcmp(bid, "-") ? bid : NULL, s);
	r->in_modules = true;
}

/* a line of the snapshots (not a module line); *ended is set at the
 * 'end' line */
static void
body_line(struct raw_reader *r, char *line, size_t len, bool *ended)
{
	struct input *in = r->in;

	if (!strncmp(line, "frame ", 6))
		frame_line(r, line);
	else if (!strncmp(line, "thread ", 7))
		thread_line(r, line);
	else if (!strncmp(line, "# futex ", 8))
		futex_line(r, line);
	else if (!strncmp(line, "# tcb ", 6))
		tcb_line(r, line);
	else if (!strncmp(line, "# sql ", 6))
		sql_line(r, line);
	else if (!strncmp(line, "# sql-digest ", 13))
		sql_str_line(r, line + 13, false);
	else if (!strncmp(line, "# sql-text ", 11))
		sql_str_line(r, line + 11, true);
	else if (!strncmp(line, "# lockobj ", 10))
		lockobj_line(r, line);
	else if (!strncmp(line, "# syscall ", 10))
		syscall_line(r, line, len);
	else if (!strncmp(line, "snapshot ", 9)) {
		const char *t = strstr(line, " time=");

		end_snapshot(r);
		/* the snapshot's time, for speedscope's timelines */
		in->time = t ? strtod(t + 6, NULL) : 0;
	} else if (!strncmp(line, "end", 3) && (line[3] == ' ' || !line[3])) {
		end_snapshot(r);
		*ended = true;
	} else if (!strncmp(line, "# pid ", 6)) {
		/* the process of every thread: --tid and --pid roots */
		in->pid = strtol(line + 6, NULL, 10);
		if (in->pid < 0)
			in->pid = 0;
		header_comm(r, line, " unwinder ");
	} else if (!strncmp(line, "# core ", 7)) {
		header_comm(r, line, " signal ");
	} else if (!strncmp(line, "# pmp raw capture v", 19)) {
		/* v1 wrote strings as they were (a newline became '_' or
		 * ' '); v2 and later escape them */
		r->escaped = atoi(line + 19) >= 2;
	} else if (!strcmp(line, SYSCALL_HEADER)) {
		r->sc_recorded = true;
	} else if (!strncmp(line, "# server ", 9)) {
		server_line(r, line + 9);
	} else if (line[0] != '#' && line[0] != '\0') {	/* comments, blank lines */
		input_skip(in, "not a raw capture line");
	}
}

int
input_raw(struct input *in)
{
	struct raw_reader r = { .in = in };
	bool ended = false, modules = false;
	char *line;
	size_t len;
	int ret = 0;

	r.nopts = in->namer ? in->namer : &r.none;
	in->has_snapshots = true;
	r.unknown = stackset_str(in->ss, "??", 2);
	while (input_line(in, &line, &len)) {
		bool was_modules = r.in_modules;

		r.in_modules = false;
		if (!strncmp(line, "# module ", 9)) {
			r.in_modules = was_modules;
			if (!ended)
				module_line(&r, line);
			modules = true;
			continue;
		}
		if (ended) {
			if (line[0] && line[0] != '#')
				input_skip(in, "raw capture line after the 'end' line");
			continue;
		}
		body_line(&r, line, len, &ended);
	}
	end_snapshot(&r);
	if (r.nopts->given && !modules && raw_namer_new)
		warning_msg("%s: the capture has no '# module' lines (an older pmp "
			    "wrote it): its frames cannot be named again", in->path);
	if (r.namer) {
		verbose_msg("%s: %lu pcs named again offline, %lu kept as captured",
			    in->path, r.renamed, r.kept);
		r.namer->free(r.namer);
	}
	free(r.comm);
	if (r.reused)
		verbose_msg("%s: %lu thread-samples are reused stacks (idle threads "
			    "not stopped again)", in->path, r.reused);
	if (!ended && !in->lr.err && !in->lr.nul) {
		error_msg("%s: truncated raw capture (no 'end' line): pmp was stopped "
			  "while saving; %lu thread-samples read", in->path, in->samples);
		ret = -1;
	}
	free(r.frames);
	free(r.wheres);
	free(r.thread);
	free(r.obj);
	return ret;
}
