/* SPDX-License-Identifier: MIT */
/*
 * test_ruleset.c - rules/ruleset.c: rule packs loaded from temporary
 * files, the errors of broken packs (FILE:LINE:COL, nothing half-loaded),
 * and classification: $N in lock names, precedence (nearest the top of
 * the stack, named before generic, idle last), holders, recorded system
 * calls, object rules and the rule strings of the readers.
 */
#include "unit.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ruleset.h"
#include "strbuf.h"

/* what goes to stderr between errcap_begin() and errcap_end() */
struct errcap {
	char path[UNIT_PATH_MAX];
	int fd, saved;
};

static void
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
static char *
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

/* load text as a pack; *err gets what went to stderr (caller frees) */
static int
load_text(struct ruleset *rs, const char *text, char *path, char **err)
{
	struct errcap c;
	int rc;

	unit_temp_file(path, text);
	errcap_begin(&c);
	rc = ruleset_load(rs, path);
	*err = errcap_end(&c);
	return rc;
}

static const char MAIN_PACK[] =
	"# a pack of three rules\n"
	"pack unit\n"
	"define TOP ^,futex_wait,(?:__GI___lll_lock_wait|__lll_lock_wait),___pthread_mutex_lock,\n"
	"\n"
	"rule unit.mutex\n"
	"    lock    mutex in $1\n"
	"    group   unit locks\n"
	"    class   latch\n"
	"    kind    mutex\n"
	"    match   {TOP}(\\w+),\n"
	"    holder  ,(?:do_work|hold_it),\n"
	"    explain a mutex\n"
	"    advice  look at $1\n"
	"    example futex_wait,__GI___lll_lock_wait,___pthread_mutex_lock,my_fn,start_thread\n"
	"    counter futex_wait,__GI___lll_lock_wait,other_lock,my_fn,start_thread\n"
	"end\n"
	"rule unit.io\n"
	"    lock    writes of $1\n"
	"    class   wait\n"
	"    kind    io\n"
	"    match   ^,(?:__GI___)?(?:pwrite64|fdatasync),(\\w+),\n"
	"    syscall ^(?:fdatasync|pwrite64|)$\n"
	"    file    ^(?:/data/.*|)$\n"
	"    explain file writes\n"
	"end\n"
	"rule unit.sleep\n"
	"    lock    sleeping\n"
	"    class   idle\n"
	"    kind    sleep\n"
	"    match   ,(?:__GI___)?(?:nanosleep|clock_nanosleep),\n"
	"    explain a nap\n"
	"end\n";

static struct ruleset rs;
static char main_path[UNIT_PATH_MAX];

static int
setup(void **state)
{
	char *err;
	int rc;

	(void)state;
	ruleset_init(&rs);
	rc = load_text(&rs, MAIN_PACK, main_path, &err);
	if (rc || *err)
		fprintf(stderr, "# %s", err);
	free(err);
	return rc;
}

static int
teardown(void **state)
{
	(void)state;
	unlink(main_path);
	ruleset_release(&rs);
	return 0;
}

static int
classify_names(const char *const *names, size_t n, struct verdict *v)
{
	struct strbuf sb;
	int r;

	strbuf_init(&sb);
	rule_string_from_names(&sb, names, n);
	r = ruleset_classify(&rs, sb.buf, sb.len, v);
	strbuf_release(&sb);
	return r;
}

static void
test_load(void **state)
{
	const struct rule *r;

	(void)state;
	assert_int_equal(rs.n, 3);
	r = &rs.r[0];
	assert_string_equal(r->id, "unit.mutex");
	assert_string_equal(r->lock, "mutex in $1");
	assert_string_equal(r->group, "unit locks");
	assert_string_equal(r->kind, "mutex");
	assert_int_equal(r->cls, RC_LATCH);
	assert_false(r->generic);
	assert_int_equal(r->nmatch, 1);
	assert_non_null(r->holder);
	assert_int_equal(r->nex, 2);
	assert_true(r->ex[0].must_match);
	assert_false(r->ex[1].must_match);
	assert_int_equal(r->ex[1].line, 15);
	assert_int_equal(r->line, 5);
	assert_string_equal(r->file, main_path);
	assert_int_equal(rs.r[1].cls, RC_WAIT);
	assert_non_null(rs.r[1].syscall);
	assert_non_null(rs.r[1].fdfile);
	assert_int_equal(rs.r[2].cls, RC_IDLE);
	assert_string_equal(rule_class_name(RC_IDLE), "idle");
	assert_int_equal(ruleset_check_examples(&rs, false), 0);
	/* the same file again loads nothing */
	assert_int_equal(ruleset_load(&rs, main_path), 0);
	assert_int_equal(rs.n, 3);
}

static void
test_classify(void **state)
{
	static const char *const mutex[] = { "futex_wait", "__GI___lll_lock_wait",
		"___pthread_mutex_lock", "buf_flush", "start_thread", "clone3" };
	static const char *const other[] = { "futex_wait", "__GI___lll_lock_wait",
		"other_lock", "buf_flush", "start_thread" };
	static const char *const nap[] = { "__GI___clock_nanosleep", "__GI___nanosleep",
		"my_sleep", "main" };
	/* a sleep under the mutex wait's caller: the latch is nearer the top */
	static const char *const both[] = { "futex_wait", "__lll_lock_wait",
		"___pthread_mutex_lock", "napper", "__GI___nanosleep", "main" };
	struct verdict v;
	struct strbuf sb;
	size_t s, e;

	(void)state;
	assert_int_equal(classify_names(mutex, 6, &v), 0);
	assert_int_equal(v.rule, 0);
	assert_string_equal(v.lock, "mutex in buf_flush");
	assert_int_equal(v.off, 0);
	assert_int_equal(v.end, strlen(",futex_wait,__GI___lll_lock_wait,___pthread_mutex_lock,buf_flush,"));
	assert_int_equal(classify_names(other, 5, &v), -1);
	assert_int_equal(v.rule, -1);
	assert_int_equal(classify_names(nap, 4, &v), 2);
	assert_string_equal(v.lock, "sleeping");
	assert_int_equal(classify_names(both, 6, &v), 0);
	assert_string_equal(v.lock, "mutex in napper");
	/* holders */
	strbuf_init(&sb);
	rule_string_from_ptpmp("work,hold_it,start_thread", &sb);
	assert_string_equal(sb.buf, ",work,hold_it,start_thread,");
	assert_true(ruleset_holder_match(&rs, 0, sb.buf, sb.len, &s, &e));
	assert_int_equal(s, strlen(",work"));
	assert_int_equal(e, strlen(",work,hold_it,"));
	assert_false(ruleset_holder_match(&rs, 1, sb.buf, sb.len, &s, &e));
	rule_string_from_ptpmp("sleep,hold_it_not,start_thread", &sb);
	assert_false(ruleset_holder_match(&rs, 0, sb.buf, sb.len, &s, &e));
	/* pt-pmp stacks are normalized as every reader's names are */
	rule_string_from_ptpmp("__GI___pthread_mutex_lock@@GLIBC_2.2.5,f", &sb);
	assert_string_equal(sb.buf, ",__GI___pthread_mutex_lock,f,");
	strbuf_release(&sb);
	assert_int_equal(rs.match_errors, 0);
	assert_int_equal(ruleset_exit_status(&rs, 0), 0);
}

/* the syscall and file keys: a recorded call must match; none recorded
 * (a dump) is the empty string */
static void
test_classify_call(void **state)
{
	static const char *const w[] = { "__GI___fdatasync", "log_flush", "start_thread" };
	struct rule_call fsync = { "fdatasync", "/data/ib_logfile0" };
	struct rule_call elsewhere = { "fdatasync", "/tmp/x" };
	struct rule_call read = { "read", NULL };
	struct verdict v;
	struct strbuf sb;

	(void)state;
	strbuf_init(&sb);
	rule_string_from_names(&sb, w, 3);
	assert_string_equal(sb.buf, ",__GI___fdatasync,log_flush,start_thread,");
	/* the pattern knows __GI___ only before pwrite64 / fdatasync */
	assert_int_equal(ruleset_classify_call(&rs, sb.buf, sb.len, NULL, &v), 1);
	assert_string_equal(v.lock, "writes of log_flush");
	assert_int_equal(ruleset_classify_call(&rs, sb.buf, sb.len, &fsync, &v), 1);
	assert_int_equal(ruleset_classify_call(&rs, sb.buf, sb.len, &elsewhere, &v), -1);
	assert_int_equal(ruleset_classify_call(&rs, sb.buf, sb.len, &read, &v), -1);
	strbuf_release(&sb);
}

struct broken {
	const char *text;
	int line, col;
	const char *msg;
};

/* every broken pack: -1, one message with its FILE:LINE:COL, nothing added */
static void
test_errors(void **state)
{
	static const struct broken cases[] = {
		{ "pack b\nrule b.x\n    lock x\n    class latch\n    kind mutex\n"
		  "    match   ^,(?:foo\n    explain e\nend\n", 6, 21, "bad pattern: missing closing parenthesis" },
		{ "pack b\nrule b.x\n    lock x\n    class latch\n    kind mutex\n"
		  "    bogus 1\n    match ,x,\n    explain e\nend\n", 6, 1, "unknown keyword 'bogus' in rule 'b.x'" },
		{ "pack b\nrule b.x\n    lock x\n    class sometimes\n", 4, 11, "unknown class 'sometimes'" },
		{ "pack b\nrule b.x\n    lock x\n    class latch\n    kind mutex\n"
		  "    match ,x,\n    explain e\n", 7, 1, "rule 'b.x' has no 'end'" },
		{ "pack b\nrule b.x\n    lock x\n    class latch\n    kind mutex\n"
		  "    explain e\nend\n", 2, 1, "rule 'b.x' has no 'match' or 'object' pattern" },
		{ "pack b\nrule b.x\n    lock x\n    class latch\n    kind mutex\n"
		  "    match {NOPE},\n    explain e\nend\n", 6, 11, "unknown macro '{NOPE}' (define it first)" },
		{ "lock x\n", 1, 1, "'lock' outside a rule" },
		/* an id of the pack loaded first */
		{ "pack b\nrule unit.sleep\n    lock x\n    class idle\n    kind sleep\n"
		  "    match ,x,\n    explain e\nend\n", 2, 1, "duplicate rule id 'unit.sleep' (first defined at " },
	};
	char path[UNIT_PATH_MAX], want[512];

	(void)state;
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		char *err;
		int rc = load_text(&rs, cases[i].text, path, &err);

		snprintf(want, sizeof(want), "error: %s:%d:%d: %s", path, cases[i].line,
			 cases[i].col, cases[i].msg);
		if (!strstr(err, want))
			fail_msg("case %zu: want '%s', got '%s'", i, want, err);
		assert_int_equal(rc, -1);
		assert_int_equal(rs.n, 3);
		free(err);
		unlink(path);
	}
}

/* an example that fails is counted, the pack still loads */
static void
test_examples_fail(void **state)
{
	static const char pack[] =
		"pack g generic\n"
		"rule g.any\n    lock any $1\n    class latch\n    kind mutex\n"
		"    match ^,futex_wait,[^,]+,___pthread_mutex_lock,(\\w+),\n"
		"    explain e\n"
		"    example futex_wait,x,other,f\n"
		"end\n";
	static const char *const mutex[] = { "futex_wait", "__GI___lll_lock_wait",
		"___pthread_mutex_lock", "buf_flush", "start_thread" };
	char path[UNIT_PATH_MAX], want[256], *err;
	struct verdict v;
	struct errcap c;

	(void)state;
	assert_int_equal(load_text(&rs, pack, path, &err), 0);
	assert_string_equal(err, "");
	free(err);
	unlink(path);
	assert_int_equal(rs.n, 4);
	assert_true(rs.r[3].generic);
	/* the generic rule matches at the same offset: the named one wins */
	assert_int_equal(classify_names(mutex, 5, &v), 0);
	assert_string_equal(v.lock, "mutex in buf_flush");
	errcap_begin(&c);
	assert_int_equal(ruleset_check_examples(&rs, false), 1);
	err = errcap_end(&c);
	snprintf(want, sizeof(want), "error: %s:8:1: example of rule 'g.any'", path);
	if (!strstr(err, want))
		fail_msg("want '%s', got '%s'", want, err);
	free(err);
}

/* object rules: the lock object's name alone, captures in the lock name */
static void
test_objects(void **state)
{
	static const char pack[] =
		"pack o\n"
		"rule o.log\n    lock    binlog $1\n    class latch\n    kind mutex\n"
		"    object  ^mysql_bin_log\\.(LOCK_\\w+)$\n"
		"    object-example mysql_bin_log.LOCK_log\n"
		"    explain e\n"
		"end\n";
	char path[UNIT_PATH_MAX], *err;
	struct verdict v;

	(void)state;
	assert_int_equal(load_text(&rs, pack, path, &err), 0);
	free(err);
	unlink(path);
	assert_int_equal(rs.r[3].nobject, 1);
	assert_int_equal(rs.r[3].nmatch, 0);
	assert_int_equal(ruleset_classify_object(&rs, "mysql_bin_log.LOCK_index", &v), 3);
	assert_string_equal(v.lock, "binlog LOCK_index");
	assert_int_equal(v.off, 0);
	assert_int_equal(ruleset_classify_object(&rs, "x.mysql_bin_log.LOCK_index", &v), -1);
	assert_int_equal(ruleset_check_examples(&rs, false), 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_load, setup, teardown),
		cmocka_unit_test_setup_teardown(test_classify, setup, teardown),
		cmocka_unit_test_setup_teardown(test_classify_call, setup, teardown),
		cmocka_unit_test_setup_teardown(test_errors, setup, teardown),
		cmocka_unit_test_setup_teardown(test_examples_fail, setup, teardown),
		cmocka_unit_test_setup_teardown(test_objects, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
