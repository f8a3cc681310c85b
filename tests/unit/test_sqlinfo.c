/* SPDX-License-Identifier: MIT */
/* lib/sqlinfo.c and lib/sqlprof.c: the raw capture's "# sql" lines both
 * ways (user data of any bytes), and the statements per stack and the
 * server's row-lock waits per snapshot */
#include "unit.h"

#include "escape.h"
#include "sqlinfo.h"
#include "sqlprof.h"

/* the lines of st, read back as the raw reader does (each line's rest),
 * into lines[] and out; returns the block they point into, for free() */
static char *
roundtrip(const struct sql_thread *st, struct sql_thread *out, char **lines)
{
	struct strbuf sb;
	char *p, *nl;
	int k = 0;

	strbuf_init(&sb);
	sql_thread_format(st, &sb);
	p = strdup(sb.buf);
	strbuf_release(&sb);
	assert_non_null(p);
	for (int i = 0; i < 3; i++)
		lines[i] = NULL;
	for (char *s = p; *s; s = nl + 1) {
		nl = strchr(s, '\n');
		assert_non_null(nl);
		*nl = '\0';
		assert_true(k < 3);
		lines[k++] = s;
	}
	assert_non_null(lines[0]);
	assert_true(!strncmp(lines[0], "# sql ", 6));
	assert_int_equal(sql_thread_parse(lines[0] + 6, true, out), 0);
	if (lines[1]) {
		assert_true(!strncmp(lines[1], "# sql-digest ", 13));
		unescape_raw(lines[1] + 13);
		out->digest = lines[1] + 13;
	}
	if (lines[2]) {
		assert_true(!strncmp(lines[2], "# sql-text ", 11));
		unescape_raw(lines[2] + 11);
		out->text = lines[2] + 11;
	}
	return p;
}

static void
assert_str_or_null(const char *a, const char *b)
{
	if (!a || !b)
		assert_ptr_equal(a, b);
	else
		assert_string_equal(a, b);
}

static void
test_roundtrip(void **state)
{
	/* spaces, a lone "-", a backslash, a newline, an escape byte, an
	 * empty string, UTF-8 */
	struct sql_thread st = {
		.id = 42, .time = 2.5, .blocked_by = 7, .command = "Query",
		.user = "-", .db = "my db\\x", .state = "",
		.digest = "select `a\x1b]0;x\x07` from t where id=?",
		.text = "SELECT `a\x1b]0;x\x07` FROM t WHERE id=1\n-- caf\xc3\xa9",
	}, out;
	char *lines[3], *mem;

	(void)state;
	mem = roundtrip(&st, &out, lines);
	/* one line each: nothing of the text split a line */
	assert_non_null(lines[2]);
	assert_null(strchr(lines[0], '\x1b'));
	assert_int_equal(out.id, 42);
	assert_true(out.time == 2.5);
	assert_int_equal(out.blocked_by, 7);
	assert_str_or_null(out.command, st.command);
	assert_str_or_null(out.user, st.user);
	assert_str_or_null(out.db, st.db);
	assert_str_or_null(out.state, st.state);
	assert_str_or_null(out.digest, st.digest);
	assert_str_or_null(out.text, st.text);
	free(mem);
}

/* NULLs (DB NULL, no statement), no blocker; --no-sql-text: no text line */
static void
test_nulls(void **state)
{
	struct sql_thread st = { .id = 3, .command = "Sleep", .user = "app" }, out;
	struct sql_thread nt = { .id = 4, .command = "Query", .user = "app",
				 .digest = "select ?" };
	char *lines[3], *mem;

	(void)state;
	mem = roundtrip(&st, &out, lines);
	assert_null(lines[1]);
	assert_null(out.db);
	assert_null(out.state);
	assert_null(out.digest);
	assert_int_equal(out.blocked_by, 0);
	free(mem);
	mem = roundtrip(&nt, &out, lines);
	assert_non_null(lines[1]);
	assert_null(lines[2]);
	assert_null(out.text);
	free(mem);
}

static void
test_bad_lines(void **state)
{
	static const char *bad[] = {
		"", "5", "5 1.0 - Query u db", "5 1.0 - Query u db st extra",
		"0 1.0 - Query u db st", "x 1.0 - Query u db st", "5 -1 - Query u db st",
		"5 abc - Query u db st", "5 1.0 0 Query u db st", "5 1.0 x Query u db st",
		"5 nan - Query u db st", "99999999999999999999999 1 - Query u db st",
	};
	struct sql_thread out;

	(void)state;
	for (size_t i = 0; i < sizeof(bad) / sizeof(*bad); i++) {
		char *s = strdup(bad[i]);

		if (sql_thread_parse(s, true, &out) == 0)
			fail_msg("'%s' parsed", bad[i]);
		free(s);
	}
}

static void
test_label(void **state)
{
	struct strbuf sb;
	struct sql_thread a = { .id = 1, .command = "Sleep" }, b = { .id = 2 },
			  c = { .id = 3, .command = "Query", .digest = "select ?" };

	(void)state;
	strbuf_init(&sb);
	assert_string_equal(sql_thread_label(&a, &sb), "[Sleep]");
	assert_string_equal(sql_thread_label(&b, &sb), "[?]");
	assert_string_equal(sql_thread_label(&c, &sb), "select ?");
	strbuf_release(&sb);
}

/*
 * Two snapshots: connections 10 and 11 run one UPDATE and wait for the
 * row lock of 12, which sleeps; 13 waits for 99, which no thread of the
 * snapshot serves. Statements per stack are summed over both.
 */
static void
test_prof(void **state)
{
	struct stackset ss;
	struct sqlprof p;
	struct sql_thread w1 = { .id = 10, .command = "Query", .digest = "update t set v=?",
				 .blocked_by = 12 },
			  w2 = w1, h = { .id = 12, .command = "Sleep", .time = 4 },
			  o = { .id = 13, .command = "Query", .digest = "delete from t",
				.blocked_by = 99 };
	uint32_t fr[2] = { 1, 2 }, s1, s2;

	(void)state;
	w2.id = 11;
	stackset_init(&ss);
	s1 = stackset_stack(&ss, fr, 1);
	s2 = stackset_stack(&ss, fr, 2);
	sqlprof_init(&p, &ss);
	for (int snap = 0; snap < 2; snap++) {
		sqlprof_sample(&p, 100, &w1, sqlprof_label(&ss, &w1), s1, s1, 1);
		sqlprof_sample(&p, 101, &w2, sqlprof_label(&ss, &w2), s1, s1, 1);
		sqlprof_sample(&p, 102, &h, sqlprof_label(&ss, &h), s2, s2, 1);
		sqlprof_sample(&p, 103, &o, sqlprof_label(&ss, &o), SQLPROF_NO_STACK, s1, 1);
		sqlprof_sample(&p, 104, NULL, 0, s2, s2, 1);	/* no connection */
		sqlprof_snapshot_end(&p);
	}
	sqlprof_finish(&p);
	assert_int_equal(p.samples, 8);
	assert_int_equal(p.snapshots, 2);
	/* (s1, update) 4; (s2, [Sleep]) 2; the filtered thread is not
	 * in the profile's entries */
	assert_int_equal(p.n, 2);
	assert_int_equal(p.e[0].n, 4);
	assert_int_equal(p.e[0].stack, s1);
	assert_string_equal(stackset_name_str(&ss, p.e[0].stmt), "update t set v=?");
	assert_string_equal(stackset_name_str(&ss, p.e[1].stmt), "[Sleep]");
	assert_int_equal(p.nblocks, 2);
	assert_int_equal(p.blocks[0].bconn, 12);
	assert_int_equal(p.blocks[0].waiters, 4);
	assert_int_equal(p.blocks[0].snapshots, 2);
	assert_int_equal(p.blocks[0].btid, 102);
	assert_int_equal(p.blocks[0].bstack, s2);
	assert_true(p.blocks[0].btime == 4);
	assert_string_equal(stackset_name_str(&ss, p.blocks[0].bstmt), "[Sleep]");
	assert_int_equal(p.blocks[1].bconn, 99);
	assert_int_equal(p.blocks[1].btid, 0);
	assert_int_equal(p.blocks[1].bstack, SQLPROF_NO_STACK);
	sqlprof_release(&p);
	stackset_release(&ss);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_roundtrip),
		cmocka_unit_test(test_nulls),
		cmocka_unit_test(test_bad_lines),
		cmocka_unit_test(test_label),
		cmocka_unit_test(test_prof),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
