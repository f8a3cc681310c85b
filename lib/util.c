/* SPDX-License-Identifier: MIT */
#include "util.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <string.h>

const char *progname = "pmp";
int verbose;

/*
 * Messages quote names from targets and files (thread names, paths,
 * symbols): a control byte among them is written "\xHH", as the text
 * formats do (lib/escape.h), so that a message neither moves the
 * terminal nor forges a line of its own.
 */
static __thread char *capture_buf;
static __thread size_t capture_len;

void
msg_capture_begin(char *buf, size_t n)
{
	capture_buf = n ? buf : NULL;
	capture_len = n;
	if (n)
		buf[0] = '\0';
}

void
msg_capture_end(void)
{
	capture_buf = NULL;
	capture_len = 0;
}

static void
vreport(const char *prefix, const char *fmt, va_list ap)
{
	char *msg = NULL, *line;
	int n = vasprintf(&msg, fmt, ap);
	size_t len = 0;

	if (capture_buf) {
		snprintf(capture_buf, capture_len, "%s", n >= 0 ? msg : "?");
		free(msg);
		return;
	}
	if (n < 0) {	/* no memory for the message */
		fprintf(stderr, "%s: %s\n", progname, prefix);
		return;
	}
	/* the line is written at once: stderr is unbuffered, and a byte at
	 * a time is a system call each (a long message took seconds) and
	 * lets another process's line cut into it */
	line = xmalloc(strlen(progname) + 2 + strlen(prefix) + 4 * (size_t)n + 2);
	len += sprintf(line, "%s: %s", progname, prefix);
	for (int i = 0; i < n; i++) {
		unsigned char c = (unsigned char)msg[i];

		if (c < 0x20 || c == 0x7f)
			len += sprintf(line + len, "\\x%02x", c);
		else
			line[len++] = (char)c;
	}
	line[len++] = '\n';
	fwrite(line, 1, len, stderr);
	free(line);
	free(msg);
}

int
error_msg(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport("error: ", fmt, ap);
	va_end(ap);
	return -1;
}

void
warning_msg(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport("warning: ", fmt, ap);
	va_end(ap);
}

void
verbose_msg(const char *fmt, ...)
{
	va_list ap;

	if (!verbose)
		return;
	va_start(ap, fmt);
	vreport("", fmt, ap);
	va_end(ap);
}

void
die(int code, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport("error: ", fmt, ap);
	va_end(ap);
	exit(code);
}

void
xalloc_failed(const char *what)
{
	fprintf(stderr, "%s: out of memory (%s)\n", progname, what);
	abort();
}

/* every x*alloc() asks for one byte at least, so NULL is always a
 * failure (a zero size, or n * size of xcalloc() wrapped to zero, used
 * to return NULL) */
static void *
check_alloc(void *p, size_t n)
{
	if (!p) {
		fprintf(stderr, "%s: out of memory (%zu bytes)\n", progname, n);
		abort();
	}
	return p;
}

void *
xmalloc(size_t n)
{
	return check_alloc(malloc(n ? n : 1), n);
}

void *
xcalloc(size_t n, size_t size)
{
	return check_alloc(calloc(n ? n : 1, size ? size : 1), n * size);
}

void *
xrealloc(void *p, size_t n)
{
	return check_alloc(realloc(p, n ? n : 1), n);
}

char *
xstrdup(const char *s)
{
	return xstrndup(s, strlen(s));
}

char *
xstrndup(const char *s, size_t n)
{
	char *p = xmalloc(n + 1);

	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

/*
 * strtoul() and strtod() skip leading blanks and take a sign, and strtod()
 * takes "nan", "inf" and hex floats: a NaN compares false with every
 * bound, so `-s nan` passed "interval > 86400" and slept forever. Only
 * plain decimal digits are numbers here. The first byte, a digit or a
 * '.', is what refuses a negative value: strtod() of what follows it can
 * give none (a negative exponent makes a small number, not a negative
 * one).
 */
int
parse_ulong(const char *s, unsigned long *out)
{
	char *end;

	if (!s || !isdigit((unsigned char)*s))
		return -1;
	errno = 0;
	*out = strtoul(s, &end, 10);
	return (errno || *end) ? -1 : 0;
}

int
parse_double(const char *s, double *out)
{
	char *end;

	if (!s || !(isdigit((unsigned char)*s) ||
		    (*s == '.' && isdigit((unsigned char)s[1]))))
		return -1;
	if (strpbrk(s, "xXnN"))	/* hex floats, "nan", "inf" */
		return -1;
	errno = 0;
	*out = strtod(s, &end);
	return (errno || *end || !isfinite(*out)) ? -1 : 0;
}

ssize_t
getline_max(char **line, size_t *cap, FILE *f, size_t max)
{
	size_t len = 0;
	int c;

	while ((c = getc_unlocked(f)) != EOF) {
		if (len == max)
			return -2;	/* not read on: the line may never end */
		ALLOC_GROW(*line, len + 2, *cap);
		(*line)[len++] = (char)c;
		if (c == '\n')
			break;
	}
	if (!len)
		return -1;
	(*line)[len] = '\0';
	return (ssize_t)len;
}

FILE *
fopen_read(const char *path, const char *what, struct stat *st)
{
	struct stat sb;
	FILE *f = fopen(path, "r");

	if (!st)
		st = &sb;
	if (!f) {
		error_msg("cannot open %s '%s': %s", what, path, strerror(errno));
		return NULL;
	}
	if (fstat(fileno(f), st) < 0)
		error_msg("cannot read %s '%s': %s", what, path, strerror(errno));
	else if (S_ISDIR(st->st_mode))
		error_msg("cannot read %s '%s': it is a directory", what, path);
	else
		return f;
	fclose(f);
	return NULL;
}

uint64_t
mono_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

uint64_t
thread_cpu_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

const char *
sig_abbrev(int sig)
{
	/* by the constants, not their numbers, which differ by architecture */
	static const char *const name[] = {
		[SIGHUP] = "HUP",	[SIGINT] = "INT",	[SIGQUIT] = "QUIT",
		[SIGILL] = "ILL",	[SIGTRAP] = "TRAP",	[SIGABRT] = "ABRT",
		[SIGBUS] = "BUS",	[SIGFPE] = "FPE",	[SIGKILL] = "KILL",
		[SIGUSR1] = "USR1",	[SIGSEGV] = "SEGV",	[SIGUSR2] = "USR2",
		[SIGPIPE] = "PIPE",	[SIGALRM] = "ALRM",	[SIGTERM] = "TERM",
#ifdef SIGSTKFLT
		[SIGSTKFLT] = "STKFLT",
#endif
		[SIGCHLD] = "CHLD",	[SIGCONT] = "CONT",	[SIGSTOP] = "STOP",
		[SIGTSTP] = "TSTP",	[SIGTTIN] = "TTIN",	[SIGTTOU] = "TTOU",
		[SIGURG] = "URG",	[SIGXCPU] = "XCPU",	[SIGXFSZ] = "XFSZ",
		[SIGVTALRM] = "VTALRM",	[SIGPROF] = "PROF",	[SIGWINCH] = "WINCH",
		[SIGPOLL] = "POLL",
#ifdef SIGPWR
		[SIGPWR] = "PWR",
#endif
		[SIGSYS] = "SYS",
	};

	if (sig <= 0 || (size_t)sig >= sizeof(name) / sizeof(name[0]))
		return NULL;
	return name[sig];
}
