/* SPDX-License-Identifier: MIT */
/*
 * input_mariadb_log.c - read the backtrace a MariaDB (or MySQL) server
 * writes to its error log when it crashes (docs/formats.md#mariadb-log):
 *
 *   Thread pointer: 0x0
 *   stack_bottom = 0x0 thread_stack 0x49000
 *   /usr/sbin/mariadbd(my_print_stacktrace+0x2e)[0x5578f2adf87e]
 *   libc_sigaction.c:0(__restore_rt)[0x7f76ef25a050]
 *   linux/poll.c:29(__GI___poll)[0x7f76ef31a26f]
 *   /usr/sbin/mariadbd(_Z26handle_connections_socketsv+0x27f)[0x5578f232094f]
 *   Writing a core file...
 *
 * mysys/stacktrace.c prints "stack_bottom = %p thread_stack 0x%lx", then
 * one frame a line, innermost first: "FILE:LINE(FUNCTION)[ADDR]" where it
 * could resolve the address (my_addr_resolve), else what glibc's
 * backtrace_symbols() makes of it: "MODULE(SYMBOL+0xOFF)[ADDR]" (MySQL:
 * "... [ADDR]", a demangled SYMBOL with its arguments), "MODULE(+0xOFF)",
 * "MODULE[ADDR]"; or, without backtrace(), the bare addresses. The first
 * other line ends the stack. Everything else in the log is not a stack.
 *
 * Each crash is one thread seen once, a snapshot of its own. The log may
 * come through the journal or syslog ("Dec  6 01:06:55 host mariadbd[123]: "
 * before each line), indented or quoted: those prefixes are skipped.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "input.h"
#include "strbuf.h"
#include "util.h"

enum crash_state { OUTSIDE, BEFORE_FRAMES, IN_FRAMES };

struct crash_reader {
	struct input *in;
	enum crash_state state;
	uint32_t *frames;	/* innermost first */
	size_t nframes, aframes;
	struct strbuf sb;
};

/* past "... NAME[PID]: ", the prefix journalctl and syslog put before a line */
static const char *
after_syslog_prefix(const char *s)
{
	const char *c = strstr(s, "]: "), *d;

	if (!c)
		return s;
	for (d = c; d > s && isdigit((unsigned char)d[-1]); d--)
		;
	return d < c && d > s && d[-1] == '[' ? c + 3 : s;
}

static bool
hex_address(const char *s, const char *end)
{
	if (end - s < 3 || s[0] != '0' || s[1] != 'x')
		return false;
	for (s += 2; s < end; s++)
		if (!isxdigit((unsigned char)*s))
			return false;
	return true;
}

/* the '(' that opens the group which ends at close (a ')'), or NULL */
static const char *
group_open(const char *start, const char *close)
{
	int depth = 0;

	for (const char *p = close; p >= start; p--) {
		if (*p == ')')
			depth++;
		else if (*p == '(' && --depth == 0)
			return p;
	}
	return NULL;
}

/* an interned "??" frame, with "module+0xOFF" when known */
static void
unknown_frame(struct crash_reader *r, struct frame *f, const char *off, size_t n)
{
	struct stackset *ss = r->in->ss;

	f->name = stackset_str(ss, "??", 2);
	if (f->module && n) {
		strbuf_reset(&r->sb);
		strbuf_adds(&r->sb, strpool_str(&ss->strs, f->module));
		strbuf_add(&r->sb, off, n);
		f->where = stackset_str(ss, r->sb.buf, r->sb.len);
	}
}

/* "FILE:LINE(FUNCTION)" or "MODULE(SYMBOL+0xOFF)" or "MODULE(+0xOFF)" */
static void
group_frame(struct crash_reader *r, struct frame *f, const char *s, const char *open,
	    const char *close)
{
	struct stackset *ss = r->in->ss;
	const char *plus = NULL;

	for (const char *p = close - 1; p > open; p--)
		if (*p == '+') {
			plus = p;
			break;
		}
	if (plus && hex_address(plus + 1, close)) {
		f->module = input_module(r->in, s, open - s);
		if (plus == open + 1)
			unknown_frame(r, f, plus, close - plus);
		else
			f->name = stackset_str(ss, open + 1, plus - open - 1);
		return;
	}
	if (open > s && memcmp(s, "??:", 3))
		f->file = stackset_str(ss, s, open - s);
	if (close - open - 1 == 2 && !memcmp(open + 1, "??", 2))
		f->name = stackset_str(ss, "??", 2);
	else
		f->name = stackset_str(ss, open + 1, close - open - 1);
}

/* one frame line; false if s is not one */
static bool
frame_line(struct crash_reader *r, const char *s)
{
	struct frame f = { 0 };
	const char *end = s + strlen(s), *lb, *left_end;

	while (end > s && (end[-1] == ' ' || end[-1] == '\t'))
		end--;
	if (hex_address(s, end)) {	/* no backtrace(): addresses only */
		f.name = stackset_str(r->in->ss, "??", 2);
		goto add;
	}
	if (end - s < 5 || end[-1] != ']')
		return false;
	for (lb = end - 1; lb > s && *lb != '['; lb--)
		;
	if (*lb != '[' || !hex_address(lb + 1, end - 1))
		return false;
	for (left_end = lb; left_end > s && left_end[-1] == ' '; left_end--)
		;
	if (left_end == s) {
		f.name = stackset_str(r->in->ss, "??", 2);
	} else if (left_end[-1] == ')') {
		const char *open = group_open(s, left_end - 1);

		if (!open)
			return false;
		group_frame(r, &f, s, open, left_end - 1);
	} else {
		f.module = input_module(r->in, s, left_end - s);
		unknown_frame(r, &f, NULL, 0);
	}
add:
	ALLOC_GROW(r->frames, r->nframes + 1, r->aframes);
	r->frames[r->nframes++] = stackset_frame(r->in->ss, &f);
	return true;
}

static void
end_crash(struct crash_reader *r)
{
	if (r->nframes) {
		input_emit(r->in, NULL, 0, r->frames, r->nframes, 1);
		if (r->in->sink->snapshot_end)
			r->in->sink->snapshot_end(r->in->sink);
	}
	r->nframes = 0;
	r->state = OUTSIDE;
}

/* what may come between "stack_bottom = " and the first frame */
static bool
before_frames_chatter(const char *s)
{
	return !strncmp(s, "(my_addr_resolve failure", 24) ||
	       !strncmp(s, "Cannot determine thread", 23) ||
	       !strncmp(s, "Stack range sanity check OK", 27);
}

static void
crash_line(struct crash_reader *r, const char *s)
{
	if (!strncmp(s, "stack_bottom = ", 15)) {
		end_crash(r);
		r->state = BEFORE_FRAMES;
		return;
	}
	if (r->state == OUTSIDE)
		return;
	if (frame_line(r, s)) {
		r->state = IN_FRAMES;
		return;
	}
	if (r->state == BEFORE_FRAMES) {
		if (before_frames_chatter(s))
			return;
		input_skip(r->in, "not a backtrace frame after 'stack_bottom = ': this "
			   "crash report has no stack");
	}
	end_crash(r);
}

int
input_mariadb_log(struct input *in)
{
	struct crash_reader r = { .in = in };
	char *line;
	size_t len;

	in->has_snapshots = true;
	strbuf_init(&r.sb);
	while (input_line(in, &line, &len)) {
		const char *s = line + input_paste_prefix(line);

		crash_line(&r, after_syslog_prefix(s));
	}
	end_crash(&r);
	free(r.frames);
	strbuf_release(&r.sb);
	return 0;
}
