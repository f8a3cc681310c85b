/* SPDX-License-Identifier: MIT */
#include "input.h"

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "util.h"

#define DETECT_BYTES (64u << 10)
#define SKIP_REPORT_MAX 5	/* skipped lines reported one by one */

static const char *const format_names[IN_NFORMATS] = {
	[IN_AUTO] = "auto", [IN_GDB] = "gdb", [IN_EUSTACK] = "eu-stack",
	[IN_PTPMP] = "ptpmp", [IN_FOLDED] = "folded", [IN_RAW] = "raw",
	[IN_PERF] = "perf", [IN_PERF_REPORT] = "perf-report",
	[IN_COREDUMP] = "coredump", [IN_MARIADB_LOG] = "mariadb-log",
};

/* other names people know these formats by */
static const struct {
	const char *name;
	enum input_format f;
} format_aliases[] = {
	{ "pt-pmp", IN_PTPMP }, { "pmp", IN_PTPMP },
	{ "systemd-coredump", IN_COREDUMP }, { "coredumpctl", IN_COREDUMP },
	{ "mysql-log", IN_MARIADB_LOG }, { "error-log", IN_MARIADB_LOG },
};

const char *
input_format_name(enum input_format f)
{
	return f < IN_NFORMATS ? format_names[f] : "?";
}

int
input_format_parse(const char *name, enum input_format *out)
{
	for (int i = 0; i < IN_NFORMATS; i++)
		if (!strcmp(name, format_names[i])) {
			*out = i;
			return 0;
		}
	for (size_t i = 0; i < sizeof(format_aliases) / sizeof(format_aliases[0]); i++)
		if (!strcmp(name, format_aliases[i].name)) {
			*out = format_aliases[i].f;
			return 0;
		}
	return -1;
}

static bool
starts_digits_then(const char *s, const char *then)
{
	if (!isdigit((unsigned char)*s))
		return false;
	while (isdigit((unsigned char)*s))
		s++;
	return !strncmp(s, then, strlen(then));
}

/* "   12 a,b,c" or "   12 " (pt-pmp, classic PMP) */
static bool
looks_ptpmp(const char *s)
{
	s += input_paste_prefix(s);
	if (!isdigit((unsigned char)*s))
		return false;
	while (isdigit((unsigned char)*s))
		s++;
	return *s == ' ' || *s == '\0';
}

/* the first lines of a MariaDB or MySQL crash report */
static bool
looks_crash_report(const char *s)
{
	return !strncmp(s, "stack_bottom = ", 15) || !strncmp(s, "Thread pointer: 0x", 18);
}

/*
 * A line of a MariaDB or MySQL error log: "2026-12-06  1:05:50 0 [Note] ...",
 * "261206  1:06:55 [ERROR] ...". An error log is long, and its crash may
 * be past the bytes detection looks at; but a bug report may quote a few
 * such lines before a gdb dump, so they decide only when nothing else does
 */
static bool
looks_error_log(const char *s)
{
	return isdigit((unsigned char)*s) &&
	       (strstr(s, " [Note] ") || strstr(s, " [Warning] ") || strstr(s, " [ERROR] "));
}

/* "a;b;c 12" */
static bool
looks_folded(const char *s, size_t n)
{
	size_t i = n;

	while (i > 0 && isdigit((unsigned char)s[i - 1]))
		i--;
	return i < n && i >= 2 && s[i - 1] == ' ' && !isspace((unsigned char)s[0]);
}

enum input_format
input_detect(const char *data, size_t len)
{
	unsigned long ptpmp = 0, folded = 0, errlog = 0;
	const char *p = data, *end = data + len;
	bool perf_header = false;	/* the line before is one, untimed */

	if (len >= 19 && !memcmp(data, "# pmp raw capture v", 19))
		return IN_RAW;

	while (p < end) {
		const char *nl = memchr(p, '\n', end - p), *start = p;
		size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
		char line[512];
		size_t m = n < sizeof(line) - 1 ? n : sizeof(line) - 1;
		const char *q;
		bool timed;

		memcpy(line, p, m);
		line[m] = '\0';
		if (m && line[m - 1] == '\r')
			line[--m] = '\0';
		q = line + input_paste_prefix(line);
		p += n + 1;
		/* perf report --stdio: its column header */
		if (input_perf_report_header(line))
			return IN_PERF_REPORT;
		/* indented or quoted by a paste (input_paste_prefix()) */
		if (!strncmp(q, "TID ", 4) && starts_digits_then(q + 4, ":"))
			return IN_EUSTACK;
		if (!strncmp(q, "PID ", 4) && starts_digits_then(q + 4, " - "))
			return IN_EUSTACK;
		if (!strncmp(q, "Stack trace of thread ", 22) &&
		    starts_digits_then(q + 22, ":"))
			return IN_COREDUMP;
		if (!strncmp(q, "Thread ", 7) && starts_digits_then(q + 7, " ("))
			return IN_GDB;
		if (!strncasecmp(q, "[Switching to thread ", 21))
			return IN_GDB;
		if (q[0] == '#' && starts_digits_then(q + 1, " "))
			return IN_GDB;
		if (looks_crash_report(q))
			return IN_MARIADB_LOG;
		/* a perf sample header with its time is one on its own; one
		 * without (perf script -F comm,tid,ip,sym,dso) only when a
		 * frame line follows: "spinner 1266" alone would be a
		 * folded line, "1266 " a pt-pmp one */
		if (perf_header && input_perf_frame_line(line))
			return IN_PERF;
		/* with its time, a header may be anywhere; without, it is
		 * not tab-indented as frames are (perf right-aligns a short
		 * TID or COMM with blanks) */
		perf_header = input_perf_header(line, &timed);
		if (perf_header && timed)
			return IN_PERF;
		perf_header = perf_header && line[0] != '\t';
		if (looks_error_log(q))
			errlog++;
		else if (looks_ptpmp(line))
			ptpmp++;
		/* the whole line: a folded stack is often longer than the copy,
		 * and its count is at the end */
		else if (looks_folded(start, n && start[n - 1] == '\r' ? n - 1 : n))
			folded++;
	}
	if (errlog && errlog >= ptpmp && errlog >= folded)
		return IN_MARIADB_LOG;
	if (ptpmp && ptpmp >= folded)
		return IN_PTPMP;
	if (folded)
		return IN_FOLDED;
	return IN_AUTO;
}

int
input_line(struct input *in, char **line, size_t *len)
{
	for (;;) {
		int r = linereader_next(&in->lr, line, len);

		if (r <= 0 || in->lr.last_incomplete || in->lr.nul)
			return 0;
		if (in->lr.too_long) {
			input_skip(in, "line longer than 4 MiB");
			continue;
		}
		return 1;
	}
}

void
input_skip(struct input *in, const char *why)
{
	if (!in->skipped++)
		in->first_skipped = in->lr.lineno;
	if (in->skipped <= SKIP_REPORT_MAX)
		warning_msg("%s:%lu: %s, line skipped", in->path, in->lr.lineno, why);
}

size_t
input_paste_prefix(const char *line)
{
	return strspn(line, " \t>");
}

uint32_t
input_module(struct input *in, const char *path, size_t n)
{
	const char *base = path;

	for (const char *p = path; p < path + n; p++)
		if (*p == '/')
			base = p + 1;
	return stackset_str(in->ss, base, path + n - base);
}

int
input_count(struct input *in, const char *s, char **end, uint64_t *count)
{
	errno = 0;
	*count = strtoull(s, end, 10);
	if (errno == ERANGE) {
		error_msg("%s:%lu: count '%.*s' is larger than 2^64-1, line skipped",
			  in->path, in->lr.lineno, (int)(*end - s), s);
		goto bad;
	}
	/* this input's, or what the sink holds with earlier inputs */
	if (*count > UINT64_MAX - (in->sink->total > in->samples ?
				   in->sink->total : in->samples)) {
		error_msg("%s:%lu: count %" PRIu64 " makes the total larger than 2^64-1, "
			  "line skipped", in->path, in->lr.lineno, *count);
		goto bad;
	}
	return 0;
bad:
	/* counted as a skipped line: the run exits with 2 */
	if (!in->skipped++)
		in->first_skipped = in->lr.lineno;
	return -1;
}

void
input_emit(struct input *in, const char *thread, long tid,
	   uint32_t *frames, uint32_t n, uint64_t count)
{
	struct sample s = { .thread = thread, .tid = tid, .pid = in->pid, .time = in->time,
			    .frames = frames, .n = n, .count = count,
			    .lock_words = in->fmt == IN_RAW, .futex = in->futex,
			    .tcb = in->tcb, .sql = in->sql };

	if (n > INPUT_MAX_FRAMES) {
		struct frame f = { 0 };

		if (!in->cut++)
			warning_msg("%s:%lu: a stack of %u frames: its innermost %u are "
				    "kept, under a root frame '%s' (the limit)", in->path,
				    in->lr.lineno, n, INPUT_MAX_FRAMES - 1,
				    INPUT_TRUNCATED_FRAME);
		f.name = f.ptpmp = stackset_str(in->ss, INPUT_TRUNCATED_FRAME,
						 strlen(INPUT_TRUNCATED_FRAME));
		n = INPUT_MAX_FRAMES;
		frames[n - 1] = stackset_frame(in->ss, &f);
		s.n = n;
		if (in->wheres)
			in->wheres[n - 1] = 0;
	}

	/* readers collect innermost first, as dumps print; the model is root first */
	for (uint32_t i = 0; i < n / 2; i++) {
		uint32_t t = frames[i];

		frames[i] = frames[n - 1 - i];
		frames[n - 1 - i] = t;
		if (in->wheres) {
			t = in->wheres[i];
			in->wheres[i] = in->wheres[n - 1 - i];
			in->wheres[n - 1 - i] = t;
		}
	}
	s.wheres = in->wheres;
	/* cannot wrap: input_count() refused counts that would, and the
	 * other readers add 1 a line */
	in->samples += count;
	in->stacks++;
	in->sink->sample(in->sink, &s);
}

/* the line number of data + off: 1 + the newlines before it */
static unsigned long
line_at(const char *data, size_t off)
{
	unsigned long line = 1;

	for (size_t i = 0; i < off; i++)
		line += data[i] == '\n';
	return line;
}

/* the start of the input: readable, not empty, not binary, and its format
 * when *fmt is IN_AUTO; -1 after saying why not */
static int
input_start(struct input *in, enum input_format *fmt)
{
	const char *data, *nul, *path = in->path;
	size_t len = linereader_peek(&in->lr, DETECT_BYTES, &data);

	if (in->lr.err && in->lr.why) {
		/* bad compressed data: where the decoded text stopped */
		error_msg("%s:%lu: read error: %s", path, line_at(data, len), in->lr.why);
		return -1;
	}
	if (in->lr.err) {
		error_msg("cannot read '%s': %s", path, strerror(in->lr.err));
		return -1;
	}
	if (in->lr.dz.kind != DZ_NONE)
		verbose_msg("%s: %s-compressed, read decompressed", path,
			    decompress_kind_name(in->lr.dz.kind));
	if (len == 0) {
		error_msg("%s: empty input, no stacks to read", path);
		return -1;
	}
	if ((nul = memchr(data, '\0', len))) {
		error_msg("%s:%lu: binary data (NUL byte): not a stack dump", path,
			  line_at(data, nul - data));
		return -1;
	}
	if (*fmt != IN_AUTO)
		return 0;
	*fmt = input_detect(data, len);
	if (*fmt == IN_AUTO) {
		const char *nl = memchr(data, '\n', len);
		int n = nl ? (int)(nl - data) : (int)len;

		error_msg("%s:1: cannot tell the input format: no line fits gdb, "
			  "eu-stack, ptpmp, folded, perf script, perf report, "
			  "systemd-coredump, a MariaDB error log or a raw capture "
			  "(first line: '%.*s'); use --from", path,
			  n > 80 ? 80 : n, data);
		return -1;
	}
	verbose_msg("%s: detected format %s", path, input_format_name(*fmt));
	return 0;
}

static int
input_dispatch(struct input *in)
{
	switch (in->fmt) {
	case IN_GDB: return input_gdb(in);
	case IN_EUSTACK: return input_eustack(in);
	case IN_PTPMP: return input_ptpmp(in);
	case IN_FOLDED: return input_folded(in);
	case IN_RAW: return input_raw(in);
	case IN_PERF: return input_perf(in);
	case IN_PERF_REPORT: return input_perf_report(in);
	case IN_COREDUMP: return input_coredump(in);
	case IN_MARIADB_LOG: return input_mariadb_log(in);
	default: return -1;
	}
}

/* what the whole read says, after the reader's result r: read errors,
 * binary data, a truncated last line, skipped lines, cut stacks, no
 * stacks; the result */
static int
input_finish(struct input *in, int r)
{
	const char *path = in->path;

	if (in->lr.err && in->lr.dz.corrupt) {
		/* a corrupt stream decodes to wrong text before the decoder
		 * sees it is wrong (a checksum at the member's end) */
		error_msg("%s:%lu: read error: %s: corrupt %s data; what was decoded "
			  "before it (%lu lines) cannot be trusted", path, in->lr.lineno,
			  in->lr.why, decompress_kind_name(in->lr.dz.kind), in->lr.lineno);
		in->untrusted = true;
		r = -1;
	} else if (in->lr.err) {
		error_msg("%s:%lu: read error: %s", path, in->lr.lineno,
			  in->lr.why ? in->lr.why : strerror(in->lr.err));
		r = -1;
	}
	if (r == 0 && in->lr.nul) {
		error_msg("%s:%lu: binary data (NUL byte): not a stack dump", path,
			  in->lr.lineno);
		r = -1;
	}
	if (r == 0 && in->lr.last_incomplete) {
		error_msg("%s:%lu: last line has no newline: the dump looks truncated "
			  "(that line was not used)", path, in->lr.lineno);
		r = -1;
	}
	if (in->skipped)
		warning_msg("%s: %lu of %lu lines skipped (first at line %lu)", path,
			    in->skipped, in->lr.lineno, in->first_skipped);
	if (in->cut > 1)
		warning_msg("%s: %lu stacks were cut to their innermost %u frames",
			    path, in->cut, INPUT_MAX_FRAMES - 1);
	if (r == 0 && in->stacks == 0) {
		error_msg("%s: no stacks found in %lu lines read as %s", path,
			  in->lr.lineno, input_format_name(in->fmt));
		r = -1;
	}
	verbose_msg("%s: %lu lines, %lu thread-samples in %lu records", path,
		    in->lr.lineno, in->samples, in->stacks);
	return r;
}

int
input_read(struct input *in, int fd, const char *path, enum input_format fmt,
	   struct stackset *ss, struct sink *sink, struct raw_namer_opts *namer)
{
	int r = -1;

	memset(in, 0, sizeof(*in));
	in->path = path;
	in->ss = ss;
	in->sink = sink;
	in->namer = namer;
	linereader_init(&in->lr, fd);
	if (input_start(in, &fmt) == 0) {
		in->fmt = fmt;
		r = input_finish(in, input_dispatch(in));
	}
	linereader_release(&in->lr);
	in->bad = r < 0;
	return r;
}
