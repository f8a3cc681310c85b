/* SPDX-License-Identifier: MIT */
/*
 * util.h - error reporting and allocation used by every module.
 *
 * Error convention (see docs/HACKING.md):
 *  - library functions return 0 on success and a negative value on failure;
 *    they report the failure once, where it happens, with error_msg();
 *  - who may call die() or exit(): the rule in docs/HACKING.md (Errors);
 *  - x*alloc() never return NULL: allocation failure ends the program,
 *    which is acceptable for a command-line tool (xalloc_failed() for
 *    a library's allocator, zlib's, zstd's).
 * Messages follow git's rules: lowercase, no final period, 'quoted' subject.
 */
#ifndef PMP_UTIL_H
#define PMP_UTIL_H

#include <stddef.h>
#include <stdio.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <stdint.h>
#include <stdarg.h>

#define ATTR_PRINTF(a, b) __attribute__((format(printf, a, b)))
#define ATTR_NORETURN __attribute__((noreturn))
#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

/* exit codes, part of the interface (printed by --help, docs/pmp.1) */
#define EXIT_OK 0
#define EXIT_PARTIAL 1	/* results shown, but some were incomplete */
#define EXIT_BAD 2	/* bad input or fatal error */
#define EXIT_USAGE 64	/* wrong command line */

extern const char *progname;	/* "pmp"; set by main() */
extern int verbose;		/* -v count */

/* "pmp: error: ..." on stderr; returns -1 so callers can `return error_msg()` */
int error_msg(const char *fmt, ...) ATTR_PRINTF(1, 2);
void warning_msg(const char *fmt, ...) ATTR_PRINTF(1, 2);
/*
 * Send this thread's error_msg() and warning_msg() text to buf (at most
 * n bytes, NUL-terminated, the last message kept) instead of stderr, until
 * msg_capture_end(). For a caller that retries a library call every
 * second and must say a failure once, not at every try (pmp serve's
 * --textfile). Per thread: pmp serve's HTTP threads still report.
 */
void msg_capture_begin(char *buf, size_t n);
void msg_capture_end(void);
/* printed only with -v */
void verbose_msg(const char *fmt, ...) ATTR_PRINTF(1, 2);
/* "pmp: error: ..." and exit(code); who may call it: docs/HACKING.md */
void die(int code, const char *fmt, ...) ATTR_PRINTF(2, 3) ATTR_NORETURN;

/* never NULL (returns_nonnull tells the compiler and its analyzer) */
#define ATTR_NONNULL_RET __attribute__((returns_nonnull))
void *xmalloc(size_t n) ATTR_NONNULL_RET;
void *xcalloc(size_t n, size_t size) ATTR_NONNULL_RET;
void *xrealloc(void *p, size_t n) ATTR_NONNULL_RET;
char *xstrdup(const char *s) ATTR_NONNULL_RET;
char *xstrndup(const char *s, size_t n) ATTR_NONNULL_RET;
/* the end x*alloc() make when memory runs out, for the allocation of
 * another library: "pmp: out of memory (WHAT)", abort() */
void xalloc_failed(const char *what) ATTR_NORETURN;

/* the struct that holds member ptr (a callback's context, as the kernel does) */
#define container_of(ptr, type, member) \
	((type *)(void *)((char *)(ptr) - offsetof(type, member)))

/* grow *p (of *alloc elements of size sz) so that it holds at least want;
 * p is not NULL after it, even for want 0 (as gcc -fanalyzer can see) */
#define ALLOC_GROW(p, want, alloc)                                             \
	do {                                                                   \
		if ((size_t)(want) > (alloc) || !(p)) {                        \
			size_t n_ = (alloc) ? (alloc) * 2 : 16;               \
			while (n_ < (size_t)(want))                            \
				n_ *= 2;                                       \
			(p) = xrealloc((p), n_ * sizeof(*(p)));                \
			(alloc) = n_;                                          \
		}                                                              \
	} while (0)

/* 64-bit FNV-1a, good enough for interning names and stacks */
static inline uint64_t
hash_bytes(const void *p, size_t n, uint64_t h)
{
	const unsigned char *s = p;

	for (size_t i = 0; i < n; i++) {
		h ^= s[i];
		h *= 0x100000001b3ULL;
	}
	return h;
}
#define HASH_SEED 0xcbf29ce484222325ULL

/* the value of a lower-case hex digit (what pmp writes), or -1 */
static inline int
hexval(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	return -1;
}

/* a + b, or UINT64_MAX when the sum does not fit: a count that saturates
 * shows as a huge number, a count that wrapped would show as a small one */
static inline uint64_t
sat_add64(uint64_t a, uint64_t b)
{
	uint64_t s;

	return __builtin_add_overflow(a, b, &s) ? UINT64_MAX : s;
}

/* CLOCK_MONOTONIC now, in nanoseconds: for durations and deadlines */
uint64_t mono_ns(void);
/* this thread's CPU time (CLOCK_THREAD_CPUTIME_ID: user and system), in
 * nanoseconds; a system call, not vDSO */
uint64_t thread_cpu_ns(void);

/*
 * The abbreviation of signal sig without "SIG" ("SEGV", "TERM"), as
 * glibc's sigabbrev_np() gives it, or NULL for 0, a real-time signal or
 * an unknown number. Our own table: sigabbrev_np() came with glibc 2.32,
 * and the package builds on Debian 11's 2.31. Static storage.
 */
const char *sig_abbrev(int sig);

/*
 * s, a whole string of plain decimal digits ("42"), into *out: 0, or -1
 * when it is anything else (empty, a sign or blank first, trailing
 * bytes, out of range); *out may hold anything then
 */
int parse_ulong(const char *s, unsigned long *out);
/*
 * s, a whole non-negative decimal number ("0.5", ".5", "2", "1e3"), into
 * *out: 0, or -1 when it is anything else: empty, a sign or blank first
 * (so never a negative value), hex, "nan" or "inf", trailing bytes, or
 * out of range (overflow or underflow); *out may hold anything then
 */
int parse_double(const char *s, double *out);
/*
 * getline(3) with a bound, for small text files (rule packs, canon files):
 * the line with its newline in *line (grown as getline does, NUL
 * terminated; it may hold NUL bytes: compare strlen with the length),
 * its length, -1 at the end of the file, or -2 for a line longer than max
 * bytes: the caller gives up on the file then (the line may never end,
 * as in /dev/zero), so neither memory nor time is unbounded.
 */
ssize_t getline_max(char **line, size_t *cap, FILE *f, size_t max);
/*
 * fopen(path, "r") for a small text file read whole (what: "rule pack",
 * "canon file"): NULL after reporting why. A directory is refused:
 * fopen() opens one, and reading it fails at once, so it used to load
 * as an empty pack. *st (may be NULL) gets the file's stat, for telling
 * a file loaded twice.
 */
FILE *fopen_read(const char *path, const char *what, struct stat *st);

#endif
