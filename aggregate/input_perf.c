/* SPDX-License-Identifier: MIT */
/*
 * input_perf.c - read `perf script` output, format "perf": what
 * FlameGraph's stackcollapse-perf.pl reads. One record per sample: a
 * header line, the frames innermost first, then a blank line:
 *
 *   writer 25498  2962.845569:     250000 cpu-clock:
 *   	ffffffff816b8af8 vfs_write+0x78 ([kernel.kallsyms])
 *   	           f838f __GI___libc_write+0x4f (/usr/lib/x86_64-linux-gnu/libc.so.6)
 *   	           14f38 intel_check_word+0x158 (inlined)
 *   	            1379 sys_worker+0x9 (/tmp/prog)
 *   	               0 [unknown] ([unknown])
 *
 * Header: "COMM TID", or "COMM PID/TID" with `perf script -F
 * comm,pid,tid,...`, then an optional "[CPU]", the time "SECS.USECS:", an
 * optional period and the event "NAME:" (a tracepoint's fields may
 * follow). COMM may hold spaces: the "TID" taken is the first number
 * followed by the time, else the first number (stackcollapse-perf.pl
 * takes the first). Without a call graph (perf record without -g), perf
 * right-aligns COMM, so the header is indented, and prints the sample's
 * one frame on the header line, after the event.
 *
 * Frame: "ADDR SYMBOL+0xOFF (MODULE)". The offset is dropped;
 * "[unknown]" becomes "??"; the module keeps its basename; "(inlined)"
 * (perf script --inline) marks an inlined frame (FRAME_INLINE). Source
 * lines of -F +srcline ("  file.c:12") are skipped.
 *
 * Events: as stackcollapse-perf.pl, only one event is read, because
 * counts of different events (cycles and instructions) do not add up:
 * input_perf_event, or else the first event of the input; samples of
 * other events are skipped with one warning. Every sample counts 1.
 *
 * perf samples are not snapshots of all threads: the input keeps no
 * snapshot boundaries. The thread name is COMM, the tid TID, and the pid
 * PID when perf printed it.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "input.h"
#include "util.h"

const char *input_perf_event;

struct perf_header {
	const char *comm;	/* not NUL-terminated: comm_len */
	size_t comm_len;
	long pid, tid;
	const char *event;	/* not NUL-terminated: event_len; NULL if none */
	size_t event_len;
	const char *rest;	/* after the event: a frame, tracepoint fields */
	bool timed;		/* the time was found after the tid */
	double time;		/* that time, in seconds */
};

static const char *
skip_ws(const char *s)
{
	while (*s == ' ' || *s == '\t')
		s++;
	return s;
}

static const char *
token_end(const char *s)
{
	while (*s && *s != ' ' && *s != '\t')
		s++;
	return s;
}

/* "SECS.USECS:" at s: returns what follows the colon, else NULL */
static const char *
time_token(const char *s)
{
	const char *p = s;

	while (isdigit((unsigned char)*p))
		p++;
	if (p == s || *p != '.' || !isdigit((unsigned char)p[1]))
		return NULL;
	p++;
	while (isdigit((unsigned char)*p))
		p++;
	return *p == ':' && (p[1] == ' ' || p[1] == '\t' || !p[1]) ? p + 1 : NULL;
}

/* "N" or "N/M" followed by a blank or the end at s; the end, else NULL */
static const char *
pid_token(const char *s, long *a, long *b)
{
	const char *p = s;

	*b = -1;
	if (!isdigit((unsigned char)*p))
		return NULL;
	*a = strtol(p, (char **)&p, 10);
	if (*p == '/' && isdigit((unsigned char)p[1]))
		*b = strtol(p + 1, (char **)&p, 10);
	return *p == ' ' || *p == '\t' || !*p ? p : NULL;
}

/* "[CPU]" at s: what follows it, else NULL */
static const char *
cpu_token(const char *s)
{
	const char *e = s + 1;

	if (*s != '[')
		return NULL;
	while (isdigit((unsigned char)*e))
		e++;
	return e > s + 1 && *e == ']' ? e + 1 : NULL;
}

/* a number alone (the period) at s, followed by a blank or the end */
static const char *
number_token(const char *s)
{
	const char *e = s;

	while (isdigit((unsigned char)*e))
		e++;
	return e > s && (!*e || *e == ' ' || *e == '\t') ? e : NULL;
}

/* "NAME:" at s, not a number: what follows the colon, else NULL */
static const char *
event_token(const char *s, const char **name_end)
{
	const char *e = token_end(s);

	if (e <= s + 1 || e[-1] != ':' || time_token(s) || isdigit((unsigned char)*s))
		return NULL;
	*name_end = e - 1;
	return e;
}

/*
 * What may follow the [PID/]TID of a header, each part optional and in
 * this order (perf script prints the fields of -F in a fixed order,
 * whatever order they are given in): "[CPU]", "SECS.USECS:", the period,
 * "EVENT:", then anything (a tracepoint's fields, the one frame of a
 * sample without a call graph). Returns true when the rest of the line
 * fits: it ends after the optional parts, or has an event or a time
 * before the rest. h gets the parts.
 */
static bool
header_tail(const char *s, struct perf_header *h)
{
	const char *t, *name_end;

	s = skip_ws(s);
	if ((t = cpu_token(s)))
		s = skip_ws(t);
	if ((t = time_token(s))) {
		h->timed = true;
		h->time = strtod(s, NULL);	/* "SECS.USECS:" */
		s = skip_ws(t);
	}
	if ((t = number_token(s)))
		s = skip_ws(t);
	if ((t = event_token(s, &name_end))) {
		h->event = s;
		h->event_len = name_end - s;
		s = skip_ws(t);
		h->rest = s;
		return true;
	}
	h->rest = s;
	return !*s || h->timed;
}

/*
 * Parse a header line: "[COMM ]TID" or "[COMM ]PID/TID", then the parts
 * header_tail() knows. COMM may hold blanks and digits: the TID is the
 * first number whose tail fits, preferring one followed by the time (as
 * before -F made the time optional). A line whose tail does not fit is
 * not a header: a pt-pmp line "  12 f,g" or a folded line "a;b 12" never
 * is, so a tid is never read as a count nor a count as a tid.
 */
static bool
parse_header(const char *line, struct perf_header *h)
{
	struct perf_header best, cur;
	bool found = false;

	/* without a call graph, perf right-aligns COMM: blanks may come first */
	line = skip_ws(line);
	if (!*line || *line == '#')
		return false;
	for (const char *p = line; *p; p++) {
		const char *d, *e;
		long a, b;

		/* a number starts the line (no COMM) or follows a blank */
		if (p > line && (!(*p == ' ' || *p == '\t') || (p[-1] == ' ' || p[-1] == '\t')))
			continue;
		d = p == line ? p : skip_ws(p);
		if (!(e = pid_token(d, &a, &b)))
			continue;
		memset(&cur, 0, sizeof(cur));
		if (!header_tail(e, &cur))
			continue;
		cur.comm = line;
		cur.comm_len = p - line;
		if (b >= 0) {
			cur.pid = a;
			cur.tid = b;
		} else {
			cur.tid = a;
		}
		if (!found || (cur.timed && !best.timed)) {
			best = cur;
			found = true;
		}
		if (cur.timed)
			break;
	}
	if (found && h)
		*h = best;
	return found;
}

bool
input_perf_header(const char *line, bool *timed)
{
	struct perf_header h;

	if (!parse_header(line, &h))
		return false;
	*timed = h.timed;
	return true;
}

bool
input_perf_frame_line(const char *line)
{
	const char *p = line;

	/* perf script indents every frame with a tab, then right-aligns the
	 * address: no other format starts a line this way */
	if (*p++ != '\t')
		return false;
	p = skip_ws(p);
	if (!isxdigit((unsigned char)*p))
		return false;
	while (isxdigit((unsigned char)*p))
		p++;
	return !*p || *p == ' ' || *p == '\t';
}

/* perf's event modifiers, as in "cycles:u" or "cpu-clock:pppH" */
static bool
modifiers_only(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (!strchr("ukhIGHpPSDWe", s[i]))
			return false;
	return n > 0;
}

/* does event (len n) match the wanted name: exactly, or with modifiers */
static bool
event_is(const char *ev, size_t n, const char *want)
{
	size_t w = strlen(want);
	const char *colon;

	if (n == w && !memcmp(ev, want, n))
		return true;
	colon = memrchr(ev, ':', n);
	return colon && (size_t)(colon - ev) == w && !memcmp(ev, want, w) &&
	       modifiers_only(colon + 1, n - w - 1);
}

struct perf_reader {
	struct input *in;
	uint32_t *frames;	/* innermost first */
	size_t nframes, aframes;
	char *comm;
	long tid, pid;
	bool in_record;		/* a header was read, its record is open */
	bool wanted;		/* ... and its event is the one read */
	uint32_t inline_frame;	/* the header line's own frame, or 0 + flag */
	bool has_inline_frame;
	char *event;		/* the event read (first seen, or the filter) */
	char *other;		/* the first other event skipped */
	unsigned long others;	/* samples of other events skipped */
	double time;		/* the record's, 0 unknown */
};

/* is "(m)" of length n a module: a path, "[kernel.kallsyms]", "[unknown]",
 * "inlined", or a file name with a dot ("libc.so.6")? Without -F dso a
 * symbol may end in parentheses of its own ("f(int)", "operator()") */
static bool
module_like(const char *m, size_t n)
{
	if (!n)
		return false;
	if (m[0] == '/' || m[0] == '[' || (n == 7 && !memcmp(m, "inlined", 7)))
		return true;
	return memchr(m, '.', n) && !memchr(m, ' ', n) && !memchr(m, ',', n) &&
	       !memchr(m, '(', n);
}

/*
 * "ADDR SYMBOL (MODULE)", "ADDR SYMBOL" (-F without dso), "ADDR (MODULE)"
 * (without sym) or "ADDR" (-F ip only) at s, blanks skipped; the frame id
 * in *id. A frame without a symbol is "??".
 */
static bool
parse_frame(struct perf_reader *r, const char *s, uint32_t *id)
{
	struct stackset *ss = r->in->ss;
	const char *sym, *open = NULL, *end, *plus;
	struct frame f = { 0 };
	size_t n, mlen = 0;

	s = skip_ws(s);
	sym = s;
	while (isxdigit((unsigned char)*sym))
		sym++;
	if (sym == s || (*sym && *sym != ' ' && *sym != '\t'))
		return false;
	sym = skip_ws(sym);
	end = sym + strlen(sym);
	while (end > sym && (end[-1] == ' ' || end[-1] == '\t'))
		end--;
	n = end - sym;
	if (end - sym >= 2 && end[-1] == ')') {
		/* the last "(" at the start or after a blank opens the module */
		for (open = end - 2; open >= sym && !(open[0] == '(' &&
						     (open == sym || open[-1] == ' ')); open--)
			;
		if (open >= sym && module_like(open + 1, end - 1 - (open + 1))) {
			mlen = end - 1 - (open + 1);
			n = open > sym ? (size_t)(open - 1 - sym) : 0;
		} else {
			open = NULL;
		}
	}
	/* "name+0x1f": the offset goes */
	for (plus = sym + n; plus > sym && isxdigit((unsigned char)plus[-1]); plus--)
		;
	if (plus - sym >= 3 && plus < sym + n && plus[-1] == 'x' && plus[-2] == '0' &&
	    plus[-3] == '+')
		n = plus - 3 - sym;
	if (n == 0 || (n == 9 && !memcmp(sym, "[unknown]", 9)))
		f.name = stackset_str(ss, "??", 2);
	else
		f.name = stackset_str(ss, sym, n);
	if (open && mlen == 7 && !memcmp(open + 1, "inlined", 7)) {
		f.flags = FRAME_INLINE;
	} else if (open && mlen && !(mlen == 9 && !memcmp(open + 1, "[unknown]", 9))) {
		const char *m = open + 1, *slash = memrchr(m, '/', mlen);

		if (slash && m[0] != '[') {	/* "[kernel.kallsyms]" as it is */
			mlen -= slash + 1 - m;
			m = slash + 1;
		}
		f.module = stackset_str(ss, m, mlen);
	}
	*id = stackset_frame(ss, &f);
	return true;
}

static void
end_record(struct perf_reader *r)
{
	if (r->in_record && r->wanted) {
		if (!r->nframes) {
			struct frame f = { 0 };
			uint32_t id;

			if (r->has_inline_frame)
				id = r->inline_frame;
			else {
				f.name = stackset_str(r->in->ss, "??", 2);
				id = stackset_frame(r->in->ss, &f);
			}
			ALLOC_GROW(r->frames, 1, r->aframes);
			r->frames[r->nframes++] = id;
		}
		r->in->pid = r->pid;
		r->in->time = r->time;
		input_emit(r->in, r->comm, r->tid, r->frames, r->nframes, 1);
		r->in->pid = 0;
		r->in->time = 0;
	}
	r->in_record = r->wanted = r->has_inline_frame = false;
	r->nframes = 0;
}

static void
header(struct perf_reader *r, const char *line, const struct perf_header *h)
{
	(void)line;
	end_record(r);
	r->in_record = true;
	free(r->comm);
	/* -F tid,...: no COMM, no thread name */
	r->comm = h->comm_len ? xstrndup(h->comm, h->comm_len) : NULL;
	r->tid = h->tid;
	r->pid = h->pid;
	r->time = h->time;
	if (!h->event) {		/* -F without event: read them all */
		r->wanted = true;
	} else if (!r->event && !input_perf_event) {
		r->event = xstrndup(h->event, h->event_len);
		r->wanted = true;
	} else {
		r->wanted = input_perf_event ? event_is(h->event, h->event_len, input_perf_event)
					     : (strlen(r->event) == h->event_len &&
						!memcmp(r->event, h->event, h->event_len));
		if (!r->wanted && !r->others++)
			r->other = xstrndup(h->event, h->event_len);
		if (r->wanted && !r->event)
			r->event = xstrndup(h->event, h->event_len);
	}
	if (r->wanted && h->rest && *h->rest)
		r->has_inline_frame = parse_frame(r, h->rest, &r->inline_frame);
}

/* "  file.c:12" of perf script -F +srcline */
static bool
srcline(const char *s)
{
	const char *colon;

	s = skip_ws(s);
	colon = strrchr(s, ':');
	if (!colon || colon == s || !isdigit((unsigned char)colon[1]))
		return false;
	for (const char *p = colon + 1; *p; p++)
		if (!isdigit((unsigned char)*p))
			return false;
	return !strchr(s, ' ');
}

int
input_perf(struct input *in)
{
	struct perf_reader r = { .in = in };
	char *line;
	size_t len;

	in->has_snapshots = false;
	while (input_line(in, &line, &len)) {
		struct perf_header h;
		uint32_t id;

		if (len && line[len - 1] == '\r')
			line[--len] = '\0';
		if (line[0] == '#')
			continue;
		if (skip_ws(line)[0] == '\0') {
			end_record(&r);
			continue;
		}
		/* a header is not indented by a tab, as frames are: perf
		 * right-aligns COMM without -g and TID ("%5d"), so blanks
		 * may come first; one with its time may be anywhere */
		if (parse_header(line, &h) && (h.timed || line[0] != '\t')) {
			header(&r, line, &h);
			continue;
		}
		if (!isspace((unsigned char)line[0])) {
			input_skip(in, "not a perf script sample header "
				   "('COMM [PID/]TID ... EVENT:')");
			continue;
		}
		if (!r.in_record) {
			input_skip(in, "perf frame line outside a sample");
			continue;
		}
		if (!r.wanted)
			continue;
		if (parse_frame(&r, line, &id)) {
			ALLOC_GROW(r.frames, r.nframes + 1, r.aframes);
			r.frames[r.nframes++] = id;
		} else if (!srcline(line)) {
			input_skip(in, "not a perf script frame line ('ADDR SYMBOL (MODULE)')");
		}
	}
	end_record(&r);
	if (r.others && r.event && input_perf_event)	/* as asked */
		verbose_msg("%s: read event '%s': %lu samples of other events skipped",
			    in->path, r.event, r.others);
	else if (r.others && r.event)
		warning_msg("%s: read the samples of event '%s' only: %lu samples of other "
			    "events skipped (the first: '%s'); --event EVENT picks one",
			    in->path, r.event, r.others, r.other);
	else if (r.others)
		warning_msg("%s: no sample of event '%s': %lu samples of other events "
			    "skipped (the first: '%s')", in->path, input_perf_event,
			    r.others, r.other);
	free(r.frames);
	free(r.comm);
	free(r.event);
	free(r.other);
	return 0;
}
