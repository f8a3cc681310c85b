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

/* "N" or "N/M" followed by a blank at s; the end, else NULL */
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
	return *p == ' ' || *p == '\t' ? p : NULL;
}

/* after the pid: "[CPU]"? then the time; what follows the time or NULL */
static const char *
after_time(const char *s)
{
	s = skip_ws(s);
	if (*s == '[') {
		const char *e = s + 1;

		while (isdigit((unsigned char)*e))
			e++;
		if (e == s + 1 || *e != ']')
			return NULL;
		s = skip_ws(e + 1);
	}
	return time_token(s);
}

/*
 * Parse a header line. With h NULL, only say whether it is one with a
 * time (what detection needs: strict).
 */
static bool
parse_header(const char *line, struct perf_header *h)
{
	const char *first = NULL, *first_end = NULL, *rest = NULL;
	long fa = 0, fb = -1;

	/* without a call graph, perf right-aligns COMM: blanks may come first */
	line = skip_ws(line);
	if (!*line || *line == '#')
		return false;
	for (const char *p = line + 1; *p; p++) {
		const char *d, *e;
		long a, b;

		if (!(*p == ' ' || *p == '\t') || (p[-1] == ' ' || p[-1] == '\t'))
			continue;
		d = skip_ws(p);
		if (!(e = pid_token(d, &a, &b)))
			continue;
		if (!first) {
			first = p;
			first_end = e;
			fa = a;
			fb = b;
		}
		if ((rest = after_time(e))) {	/* the best: followed by the time */
			first = p;
			first_end = e;
			fa = a;
			fb = b;
			break;
		}
	}
	if (!h)
		return rest != NULL;
	if (!first)
		return false;
	memset(h, 0, sizeof(*h));
	h->timed = rest != NULL;
	if (rest) {	/* rest follows "SECS.USECS:": back to its first digit */
		const char *t = rest - 1;

		while (t > line && (isdigit((unsigned char)t[-1]) || t[-1] == '.'))
			t--;
		h->time = strtod(t, NULL);
	}
	h->comm = line;
	h->comm_len = first - line;
	if (fb >= 0) {
		h->pid = fa;
		h->tid = fb;
	} else {
		h->tid = fa;
	}
	/* the event: the first "NAME:" token after the time (or the pid) that
	 * is not a number */
	for (const char *s = skip_ws(rest ? rest : first_end); *s; s = skip_ws(s)) {
		const char *e = token_end(s);

		if (e > s + 1 && e[-1] == ':' && !time_token(s)) {
			h->event = s;
			h->event_len = e - 1 - s;
			h->rest = skip_ws(e);
			break;
		}
		s = e;
	}
	return true;
}

bool
input_perf_header(const char *line)
{
	return parse_header(line, NULL);
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
	double time;		/* the record's, 0 unknown */
	bool in_record;		/* a header was read, its record is open */
	bool wanted;		/* ... and its event is the one read */
	uint32_t inline_frame;	/* the header line's own frame, or 0 + flag */
	bool has_inline_frame;
	char *event;		/* the event read (first seen, or the filter) */
	char *other;		/* the first other event skipped */
	unsigned long others;	/* samples of other events skipped */
};

/* "ADDR SYMBOL (MODULE)" at s (blanks skipped); the frame id in *id */
static bool
parse_frame(struct perf_reader *r, const char *s, uint32_t *id)
{
	struct stackset *ss = r->in->ss;
	const char *sym, *open, *end, *plus;
	struct frame f = { 0 };
	size_t n, mlen;

	s = skip_ws(s);
	sym = s;
	while (isxdigit((unsigned char)*sym))
		sym++;
	if (sym == s || (*sym != ' ' && *sym != '\t'))
		return false;
	sym = skip_ws(sym);
	end = sym + strlen(sym);
	while (end > sym && (end[-1] == ' ' || end[-1] == '\t'))
		end--;
	if (end - sym < 4 || end[-1] != ')')
		return false;
	/* the last " (" opens the module */
	for (open = end - 2; open > sym && !(open[0] == '(' && open[-1] == ' '); open--)
		;
	if (open <= sym)
		return false;
	mlen = end - 1 - (open + 1);
	n = open - 1 - sym;
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
	if (mlen == 7 && !memcmp(open + 1, "inlined", 7)) {
		f.flags = FRAME_INLINE;
	} else if (mlen && !(mlen == 9 && !memcmp(open + 1, "[unknown]", 9))) {
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
	r->comm = xstrndup(h->comm, h->comm_len);
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
		/* a header starts at column 0, or is indented but has its
		 * time (perf script without -g right-aligns COMM) */
		if (parse_header(line, &h) && (h.timed || !isspace((unsigned char)line[0]))) {
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
