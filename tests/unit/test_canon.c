/* SPDX-License-Identifier: MIT */
/*
 * test_canon.c - rules/canon.c, pmp diff's canonical frames: the
 * canonical spelling of a name, "drop" lines (comments, blanks, CR LF,
 * blanks around), errors with FILE:LINE:COL and a failed file adding
 * nothing, and the shipped diff.canon on the wrappers it is there for.
 */
#include "unit.h"

#include "canon.h"
#include "util.h"

/* load text as a canon file into c; *err: what went to stderr */
static int
load(struct canon *c, const char *text, char **err)
{
	char path[UNIT_PATH_MAX];
	struct errcap cap;
	char *e;
	int r;

	unit_temp_file(path, text);
	errcap_begin(&cap);
	r = canon_load(c, path);
	e = errcap_end(&cap);
	unlink(path);
	/* messages name the file: keep what follows its name */
	if (err) {
		char *p = strstr(e, path);

		*err = strdup(p ? p + strlen(path) : e);
		assert_non_null(*err);
	}
	free(e);
	return r;
}

static void
test_name(void **state)
{
	(void)state;
	assert_string_equal(canon_name("__GI___pthread_mutex_lock"), "pthread_mutex_lock");
	assert_string_equal(canon_name("__GI_raise"), "raise");
	assert_string_equal(canon_name("__lll_lock_wait"), "lll_lock_wait");
	assert_string_equal(canon_name("_L_lock_13"), "L_lock_13");
	/* a name of underscores keeps its last one */
	assert_string_equal(canon_name("__"), "_");
	assert_string_equal(canon_name("_"), "_");
	assert_string_equal(canon_name("do_command"), "do_command");
	/* "__GI_" only as a prefix, once */
	assert_string_equal(canon_name("f__GI_x"), "f__GI_x");
	/* a suffix of the name, not a copy */
	{
		const char *n = "__GI_x";

		assert_ptr_equal(canon_name(n), n + 5);
	}
}

static void
test_load_and_drop(void **state)
{
	struct canon c;
	char *err;

	(void)state;
	canon_init(&c);
	assert_int_equal(load(&c, "# wrappers\n"
			      "\n"
			      "drop ^psi_\\w+$\r\n"
			      "  \tdrop\t^inline_mysql_\\w+$  \n"
			      "drop ^futex_wait$", &err), 0);
	assert_string_equal(err, "");
	free(err);
	assert_int_equal(c.n, 3);
	assert_string_equal(c.src[1], "^inline_mysql_\\w+$");
	assert_true(canon_drops(&c, "psi_cond_wait"));
	assert_true(canon_drops(&c, "inline_mysql_mutex_lock"));
	assert_true(canon_drops(&c, "futex_wait"));
	assert_false(canon_drops(&c, "futex_wait_x"));
	assert_false(canon_drops(&c, "my_psi_cond_wait"));
	assert_false(canon_drops(&c, "do_command"));
	canon_release(&c);

	/* no pattern: nothing is dropped */
	canon_init(&c);
	assert_false(canon_drops(&c, "psi_cond_wait"));
	canon_release(&c);
}

static void
test_errors(void **state)
{
	struct canon c;
	struct errcap cap;
	char *err;

	(void)state;
	canon_init(&c);
	assert_int_equal(load(&c, "drop ^kept$\n", NULL), 0);
	assert_int_equal(c.n, 1);

	/* a bad line among good ones: -1, and none of the file's patterns */
	assert_int_equal(load(&c, "drop ^a$\n  keep ^b$\ndrop ^c$\n", &err), -1);
	assert_string_equal(err, ":2:3: expected 'drop PATTERN'\n");
	free(err);
	assert_int_equal(c.n, 1);
	assert_true(canon_drops(&c, "kept"));
	assert_false(canon_drops(&c, "a"));
	assert_false(canon_drops(&c, "c"));

	/* "dropx" is not "drop" */
	assert_int_equal(load(&c, "dropx ^a$\n", &err), -1);
	assert_string_equal(err, ":1:1: expected 'drop PATTERN'\n");
	free(err);

	/* the column of a bad pattern is the byte PCRE2 stopped at */
	assert_int_equal(load(&c, "drop  ^(ab$\n", &err), -1);
	assert_non_null(strstr(err, ":1:12: bad pattern: "));
	free(err);

	canon_release(&c);

	canon_init(&c);
	errcap_begin(&cap);
	assert_int_equal(canon_load(&c, "/nonexistent/pmp.canon"), -1);
	free(errcap_end(&cap));
	assert_int_equal(c.n, 0);
	canon_release(&c);
}

static void
test_nul_and_long(void **state)
{
	struct canon c;
	char path[UNIT_PATH_MAX], *err, *big;
	struct errcap cap;
	int fd;

	(void)state;
	canon_init(&c);
	/* a NUL byte in a line: not a canon file */
	strcpy(path, "/tmp/pmp-unit-XXXXXX");
	fd = mkstemp(path);
	assert_true(fd >= 0);
	assert_int_equal(write(fd, "drop ^a$\ndrop ^b\0c$\n", 20), 20);
	close(fd);
	errcap_begin(&cap);
	assert_int_equal(canon_load(&c, path), -1);
	err = errcap_end(&cap);
	assert_non_null(strstr(err, ":2: NUL byte: not a canon file"));
	free(err);
	unlink(path);
	assert_int_equal(c.n, 0);

	/* a line over RULES_LINE_MAX */
	big = malloc(RULES_LINE_MAX + 100);
	assert_non_null(big);
	memset(big, 'a', RULES_LINE_MAX + 98);
	memcpy(big, "drop ", 5);
	strcpy(big + RULES_LINE_MAX + 98, "\n");
	assert_int_equal(load(&c, big, &err), -1);
	assert_non_null(strstr(err, ":1: line longer than"));
	free(err);
	free(big);
	assert_int_equal(c.n, 0);
	canon_release(&c);
}

/* the shipped file drops the wrappers that inlining moves, not the work */
static void
test_default(void **state)
{
	struct canon c;
	static const char *const dropped[] = {
		"psi_cond_wait", "inline_mysql_mutex_lock", "futex_wait",
		"lll_mutex_lock_optimized", "pthread_cond_wait_common",
		"futex_abstimed_wait_common64", "syscall_cancel",
	};
	static const char *const kept[] = {
		"do_command", "pthread_cond_wait", "pthread_mutex_lock",
		"buf_page_get_gen", "start_thread", "my_pthread_cond_wait",
	};

	(void)state;
	canon_init(&c);
	assert_int_equal(canon_load_default(&c), 0);
	assert_true(c.n > 5);
	for (size_t i = 0; i < sizeof(dropped) / sizeof(dropped[0]); i++)
		if (!canon_drops(&c, canon_name(dropped[i])))
			fail_msg("diff.canon keeps %s", dropped[i]);
	for (size_t i = 0; i < sizeof(kept) / sizeof(kept[0]); i++)
		if (canon_drops(&c, canon_name(kept[i])))
			fail_msg("diff.canon drops %s", kept[i]);
	/* through canon_name(): glibc's internal spelling of a wrapper */
	assert_true(canon_drops(&c, canon_name("__GI___futex_abstimed_wait_common64")));
	canon_release(&c);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_name),
		cmocka_unit_test(test_load_and_drop),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_nul_and_long),
		cmocka_unit_test(test_default),
	};

	progname = "pmp";
	return cmocka_run_group_tests(tests, NULL, NULL);
}
