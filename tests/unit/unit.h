/* SPDX-License-Identifier: MIT */
/* unit.h - includes every cmocka test needs, in the order cmocka 1.1 wants */
#ifndef PMP_UNIT_H
#define PMP_UNIT_H
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
/*
 * cmocka 1.1 does not declare that a failure or a skip does not return
 * (it longjmps out of the test, or exits): said here, and assert_non_null()
 * spelled with it, so that gcc -fanalyzer (make lint) does not follow a
 * test past a failed check.
 */
void _fail(const char *const file, const int line) __attribute__((noreturn));
void _skip(const char *const file, const int line) __attribute__((noreturn));
#undef assert_non_null
#define assert_non_null(c) do { if (!(c)) fail_msg("%s is NULL", #c); } while (0)

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "ruleset.h"
#include "stackset.h"

/* `make check T=unit/NAME:CASE` runs one case: tests/run.sh hands CASE
 * (a glob: cmocka's test filter) over in PMP_UNIT_CASE. A constructor,
 * so that every test binary's main() stays as it is. */
__attribute__((constructor)) static void
unit_case_filter(void)
{
	const char *c = getenv("PMP_UNIT_CASE");

	if (c && *c)
		cmocka_set_test_filter(c);
}

/* a memfd holding text, at offset 0: an input file without a file */
static inline int
unit_memfd(const char *text)
{
	int fd = memfd_create("t", 0);

	assert_true(fd >= 0);
	assert_int_equal(write(fd, text, strlen(text)), (ssize_t)strlen(text));
	lseek(fd, 0, SEEK_SET);
	return fd;
}

/* text in a new file /tmp/pmp-unit-XXXXXX (a rule pack: ruleset_load()
 * takes a path); path holds UNIT_PATH_MAX bytes; the caller unlinks it */
#define UNIT_PATH_MAX 64
static inline void
unit_temp_file(char *path, const char *text)
{
	int fd;

	strcpy(path, "/tmp/pmp-unit-XXXXXX");
	fd = mkstemp(path);
	assert_true(fd >= 0);
	assert_int_equal(write(fd, text, strlen(text)), (ssize_t)strlen(text));
	close(fd);
}

/* what goes to stderr between errcap_begin() and errcap_end() */
struct errcap {
	char path[UNIT_PATH_MAX];
	int fd, saved;
};

static inline void
errcap_begin(struct errcap *c)
{
	unit_temp_file(c->path, "");
	c->fd = open(c->path, O_RDWR);
	c->saved = dup(2);
	assert_true(c->fd >= 0 && c->saved >= 0);
	fflush(stderr);
	dup2(c->fd, 2);
}

/* the text written (the caller frees it) */
static inline char *
errcap_end(struct errcap *c)
{
	FILE *f;
	long n;
	char *text;

	fflush(stderr);
	dup2(c->saved, 2);
	close(c->saved);
	f = fdopen(c->fd, "r");
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	text = calloc(1, (size_t)n + 1);
	assert_non_null(text);
	assert_int_equal(fread(text, 1, (size_t)n, f), (size_t)n);
	fclose(f);
	unlink(c->path);
	return text;
}

/* rs initialized and loaded with the rule pack text, which must load */
static inline void
unit_ruleset(struct ruleset *rs, const char *text)
{
	char path[UNIT_PATH_MAX];

	unit_temp_file(path, text);
	ruleset_init(rs);
	assert_int_equal(ruleset_load(rs, path), 0);
	unlink(path);
}

/* a stack of one frame per name, names[] innermost first (n <= 64) */
static inline uint32_t
unit_stack(struct stackset *ss, const char *const *names, size_t n)
{
	uint32_t fr[64];

	assert_true(n <= 64);
	for (size_t i = 0; i < n; i++) {
		struct frame f = { 0 };

		f.name = stackset_str(ss, names[n - 1 - i], strlen(names[n - 1 - i]));
		fr[i] = stackset_frame(ss, &f);
	}
	return stackset_stack(ss, fr, (uint32_t)n);
}
#endif
