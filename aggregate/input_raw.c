/* SPDX-License-Identifier: MIT */
/*
 * input_raw.c - read pmp's raw capture (pmp -p PID --save FILE), format
 * "raw", detected by its first line "# pmp raw capture v1":
 *
 *   # pmp raw capture v1
 *   # pid 1234 comm mariadbd unwinder libdw
 *   snapshot 1 time=1712345678.123456 pause_us=850 threads=12
 *   thread 1235 S mariadbd
 *   frame libc.so.6+0x8a3ef 4f7b...a1 i futex-internal.c:57 __futex_abstimed_wait_common64
 *   frame libc.so.6+0x8a3ef 4f7b...a1 - futex-internal.c:87 __futex_abstimed_wait_common
 *   frame mariadbd+0x6a1b2c 2b3c...9f - - ??
 *   end snapshots=1
 *
 * "thread TID STATE NAME" (NAME is the rest of the line; STATE is a letter,
 * followed by ",reused" when the thread had not run since an earlier
 * snapshot and was not stopped: its frames are those of that snapshot,
 * written out again, so a reader that ignores the mark reads the same
 * profile); the snapshot line then says reused=N woke=N; "frame ADDR
 * BUILDID FLAGS FILE SYMBOL", innermost first: ADDR module+0xOFF or
 * 0xADDR, BUILDID hex or "-", FLAGS "-" or "i" (inlined), FILE
 * "file:line" or "-", SYMBOL the rest of the line ("??" when unknown: the
 * frame then keeps ADDR, which json prints). "# futex ADDR OP HEX" after
 * a thread line: that thread was stopped inside futex(2) at ADDR with op
 * OP, and HEX are the bytes read there ("-": none could be read); the
 * lock graph (lib/lockgraph.h) reads them, and readers older than it
 * take the line for a comment. "# lockobj KIND NAME" right after a
 * "# futex" line names the object at that address (KIND: dwarf, symbol,
 * section, stack, tls, heap, anon, file; NAME the rest of the line, e.g.
 * "dwarf mysql_bin_log.LOCK_log"). The writer renames the file
 * take the line for a comment. "# syscall NR NAME ARG0 ARG1 ARG2 FILE"
 * right after a thread line (before "# futex"): the thread was stopped
 * inside that system call (lib/syscall.h); it becomes the innermost
 * frame, a FRAME_SYSCALL pseudo-frame, as pmp -p made it; in a capture
 * whose header says "# syscalls recorded", a thread without one ran in
 * user space (a FRAME_NO_SYSCALL pseudo-frame). The writer renames the file
 * into place only after the "end" line; a file without it is reported as
 * truncated (what it holds is still delivered).
 */
#include <stdlib.h>
#include <string.h>

#include "input.h"
#include "syscall.h"
#include "util.h"

struct raw_reader {
	struct input *in;
	uint32_t *frames;	/* innermost first */
	size_t nframes, aframes;
	char *thread;
	long tid;
	bool in_snapshot;
	struct futex_wait fw;	/* of the current thread, when has_fw */
	bool has_fw;
	char *obj;		/* fw.obj points here (owned), or NULL */
	bool has_obj;		/* a "# lockobj" line was read for fw */
	bool has_sc;		/* frames[0] is the thread's system call */
	bool sc_recorded;	/* SYSCALL_HEADER: no line means user space */
	struct syscall_rec sc;	/* scratch */
	unsigned long reused;	/* thread lines marked ",reused" */
};

static void
flush_thread(struct raw_reader *r)
{
	if (r->thread) {
		if (r->sc_recorded && !r->has_sc) {
			/* innermost first: in front */
			ALLOC_GROW(r->frames, r->nframes + 1, r->aframes);
			memmove(r->frames + 1, r->frames, r->nframes * sizeof(*r->frames));
			r->frames[0] = syscall_rec_frame(r->in->ss, NULL);
			r->nframes++;
		}
		r->in->futex = r->has_fw ? &r->fw : NULL;
		input_emit(r->in, r->thread, r->tid, r->frames, r->nframes, 1);
		r->in->futex = NULL;
	}
	r->has_fw = false;
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
	r->thread = xstrdup(s);
	r->in_snapshot = true;
	if (strstr(state, ",reused"))
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
	/* innermost first: the call is the first frame */
	ALLOC_GROW(r->frames, 1, r->aframes);
	r->frames[r->nframes++] = syscall_rec_frame(r->in->ss, &r->sc);
	r->has_sc = true;
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
	r->obj = fw.obj ? xstrdup(fw.obj) : NULL;
	r->has_obj = true;
	r->fw.obj_kind = fw.obj_kind;
	r->fw.obj = r->obj;
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
	f.name = stackset_str(ss, s, strlen(s));
	plus = strstr(addr, "+0x");
	if (plus && plus > addr)
		f.module = stackset_str(ss, addr, plus - addr);
	if (strcmp(file, "-"))
		f.file = stackset_str(ss, file, strlen(file));
	if (!strcmp(flags, "i"))
		f.flags = FRAME_INLINE;
	if (!strcmp(s, "??"))
		f.where = stackset_str(ss, addr, strlen(addr));
	ALLOC_GROW(r->frames, r->nframes + 1, r->aframes);
	r->frames[r->nframes++] = stackset_frame(ss, &f);
}

int
input_raw(struct input *in)
{
	struct raw_reader r = { .in = in };
	bool ended = false;
	char *line;
	size_t len;
	int ret = 0;

	in->has_snapshots = true;
	while (input_line(in, &line, &len)) {
		if (ended) {
			if (line[0] && line[0] != '#')
				input_skip(in, "raw capture line after the 'end' line");
			continue;
		}
		if (!strncmp(line, "frame ", 6))
			frame_line(&r, line);
		else if (!strncmp(line, "thread ", 7))
			thread_line(&r, line);
		else if (!strncmp(line, "# futex ", 8))
			futex_line(&r, line);
		else if (!strncmp(line, "# lockobj ", 10))
			lockobj_line(&r, line);
		else if (!strncmp(line, "# syscall ", 10))
			syscall_line(&r, line, len);
		else if (!strncmp(line, "snapshot ", 9))
			end_snapshot(&r);
		else if (!strncmp(line, "end", 3) && (line[3] == ' ' || !line[3])) {
			end_snapshot(&r);
			ended = true;
		} else if (!strncmp(line, "# pid ", 6)) {
			/* the process of every thread: --tid and --pid roots */
			in->pid = strtol(line + 6, NULL, 10);
			if (in->pid < 0)
				in->pid = 0;
		} else if (!strcmp(line, SYSCALL_HEADER))
			r.sc_recorded = true;
		else if (line[0] == '#' || line[0] == '\0')
			continue;
		else
			input_skip(in, "not a raw capture line");
	}
	end_snapshot(&r);
	if (r.reused)
		verbose_msg("%s: %lu thread-samples are reused stacks (idle threads "
			    "not stopped again)", in->path, r.reused);
	if (!ended && !in->lr.err && !in->lr.nul) {
		error_msg("%s: truncated raw capture (no 'end' line): pmp was stopped "
			  "while saving; %lu thread-samples read", in->path, in->samples);
		ret = -1;
	}
	free(r.frames);
	free(r.thread);
	free(r.obj);
	return ret;
}
