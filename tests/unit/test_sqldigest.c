/* SPDX-License-Identifier: MIT */
/* lib/sqldigest.c: statements' digests as pt-fingerprint makes them */
#include "unit.h"

#include <stdlib.h>
#include <string.h>

#include "sqldigest.h"

/* the digest of the n bytes at in, from a copy of exactly n bytes (no
 * NUL after it: a read past the end is ASan's, in SANITIZE builds),
 * appended after "x:" to see that the digest is appended */
static void
digest(struct strbuf *sb, const char *in, size_t n)
{
	char *copy = xmalloc(n ? n : 1);

	memcpy(copy, in, n);
	strbuf_reset(sb);
	strbuf_adds(sb, "x:");
	sql_digest(sb, copy, n);
	free(copy);
	assert_true(sb->len >= 2 && !memcmp(sb->buf, "x:", 2));
}

/*
 * The expected digests are pt-fingerprint's output, from percona-toolkit
 * 3.2.1 of Debian 12: `pt-fingerprint --match-embedded-numbers --query
 * STATEMENT`, its final newline left out. The option keeps the digits of
 * names ("sbtest12"), as sqldigest.h says. Odd corners on purpose: "k+1"
 * is "k?", "0xFF" is "?ff", "b-1" is "?", the trailing space stays, a
 * comment cut by a quote stays, and so does an unterminated one.
 */
static const struct {
	const char *in, *want;
} pt_table[] = {
	{ "SELECT c FROM sbtest1 WHERE id=5012",
	  "select c from sbtest1 where id=?" },
	{ "SELECT c FROM sbtest3 WHERE id BETWEEN 10 AND 109 ORDER BY c",
	  "select c from sbtest3 where id between ? and ? order by c" },
	{ "SELECT SUM(k) FROM sbtest2 WHERE id BETWEEN 4 AND 103",
	  "select sum(k) from sbtest2 where id between ? and ?" },
	{ "SELECT DISTINCT c FROM sbtest4 WHERE id BETWEEN 7 AND 106 ORDER BY c",
	  "select distinct c from sbtest4 where id between ? and ? order by c" },
	{ "UPDATE sbtest1 SET k=k+1 WHERE id=17",
	  "update sbtest1 set k=k? where id=?" },
	{ "UPDATE sbtest5 SET c='09276247427-82342934433' WHERE id=9",
	  "update sbtest5 set c=? where id=?" },
	{ "INSERT INTO sbtest1 (id, k, c, pad) VALUES (5, 7, '68487932199-96439406143-93774651418', '22195207048-70116052123')",
	  "insert into sbtest1 (id, k, c, pad) values(?+)" },
	{ "DELETE FROM sbtest1 WHERE id=5",
	  "delete from sbtest1 where id=?" },
	{ "BEGIN",
	  "begin" },
	{ "COMMIT",
	  "commit" },
	{ "SELECT * FROM t WHERE id IN (1, 2, 3)",
	  "select * from t where id in(?+)" },
	{ "select * from t where a in ('x','y') and b not in ( 5 )",
	  "select * from t where a in(?+) and b not in(?+)" },
	{ "INSERT INTO t (a, b) VALUES (1, 'x'), (2, 'y'), (3, 'z')",
	  "insert into t (a, b) values(?+)" },
	{ "REPLACE INTO t VALUES (1),(2)",
	  "replace into t values(?+)" },
	{ "INSERT INTO t VALUES (NULL, 1), (NULL, 2)",
	  "insert into t values(?+)" },
	{ "SELECT /* hint */ a FROM t",
	  "select a from t" },
	{ "SELECT a FROM t -- trailing",
	  "select a from t " },
	{ "SELECT a FROM t # hash",
	  "select a from t " },
	{ "SELECT a -- it's\nFROM t",
	  "select a -- it's from t" },
	{ "SELECT /*!40100 SQL_NO_CACHE */ a FROM t",
	  "select /*!? sql_no_cache */ a from t" },
	{ "/* only a comment */",
	  "" },
	{ "-- only a comment",
	  "" },
	{ "/**/SELECT 1 /* x */",
	  "" },
	{ "SELECT 1 /* unbalanced",
	  "select ? /* unbalanced" },
	{ "SELECT 'it''s'",
	  "select ??" },
	{ "SELECT 'a\\'b' FROM t",
	  "select ? from t" },
	{ "SELECT \"double\" FROM t WHERE c = 'x'",
	  "select ? from t where c = ?" },
	{ "SELECT 0xFF, x'ab' FROM t",
	  "select ?ff, ? from t" },
	{ "SELECT -5, 1.5e3, -0.25, 1e-3 FROM t",
	  "select ?, ?, ?, ? from t" },
	{ "SELECT a FROM t WHERE b-1 > 0",
	  "select a from t where ? > ?" },
	{ "SELECT t1.c2 FROM sbtest12 t1",
	  "select t1.c2 from sbtest12 t1" },
	{ "SELECT `t`.`c1` FROM `db`.`t`",
	  "select `t`.`c1` from `db`.`t`" },
	{ "LOCK TABLES t WRITE",
	  "lock tables t write" },
	{ "SELECT SLEEP(3)",
	  "select sleep(?)" },
	{ "CALL p(1,2)",
	  "call p" },
	{ "USE test",
	  "use ?" },
	{ "",
	  "" },
	{ "SELECT 'unterminated",
	  "select 'unterminated" },
	{ "SELECT \x01\xff\x80 FROM t WHERE a='\xfe'",
	  "select \x01\xff\x80 from t where a=?" },
	{ "SELECT '\xc3\xa9', Nom FROM T\xc3\xa2" "ble WHERE b='Zo\xc3\xab'",
	  "select ?, nom from t\xc3\xa2" "ble where b=?" },
	{ "SELECT a FROM t WHERE b IS NULL",
	  "select a from t where b is ?" },
	{ "SELECT a FROM t LIMIT 10, 20",
	  "select a from t limit ?" },
	{ "SELECT a FROM t LIMIT 10 OFFSET 20",
	  "select a from t limit ?" },
	{ "SELECT a FROM t ORDER BY a ASC, b DESC",
	  "select a from t order by a, b desc" },
	{ "  SELECT\n\ta ,  b\r\nFROM t  ",
	  "select a , b from t " },
	{ "SELECT a FROM t WHERE id=1 UNION ALL SELECT a FROM t WHERE id=2",
	  "select a from t where id=? /*repeat union all*/" },
	{ "administrator command: Quit",
	  "administrator command: Quit" },
	{ "SELECT /*!40001 SQL_NO_CACHE */ * FROM `sbtest1`",
	  "mysqldump" },
	{ "SELECT c FROM t /*db.tbl:1/4*/",
	  "percona-toolkit" },
};

static void
test_pt_fingerprint(void **state)
{
	struct strbuf sb;
	int bad = 0;

	(void)state;
	strbuf_init(&sb);
	for (size_t i = 0; i < ARRAY_SIZE(pt_table); i++) {
		digest(&sb, pt_table[i].in, strlen(pt_table[i].in));
		if (strcmp(sb.buf + 2, pt_table[i].want)) {
			print_error("sql_digest('%s') = '%s', want '%s'\n",
				    pt_table[i].in, sb.buf + 2, pt_table[i].want);
			bad++;
		}
	}
	strbuf_release(&sb);
	assert_int_equal(bad, 0);
}

/* every cut of statements with a construct open at their end: no read
 * past the n bytes (ASan), and a cut inside a quote keeps the quote */
static void
test_cuts(void **state)
{
	static const char *const stmts[] = {
		"INSERT IGNORE INTO t (a) VALUES (1, 'x'), (2, \"y\") , (3)",
		"CALL proc(1) /*db.t:1/2*/ -- c\n# d\r\n'e\\'f' \"g\"",
		"select a from t union all select a from t union select a",
		"SELECT a FROM t WHERE b IN (1, 2) AND c = NULL LIMIT 5 OFFSET 6",
		"select a from t order by a asc, b  asc limit 1, 2",
		"use db\n",
		"SELECT /*!40001 SQL_NO_CACHE */ * FROM `t`",
		"administrator command: Ping",
	};
	struct strbuf sb;

	(void)state;
	strbuf_init(&sb);
	for (size_t k = 0; k < ARRAY_SIZE(stmts); k++)
		for (size_t n = 0; n <= strlen(stmts[k]); n++)
			digest(&sb, stmts[k], n);
	digest(&sb, "SELECT 'a", 9);
	assert_string_equal(sb.buf + 2, "select 'a");
	strbuf_release(&sb);
}

/* n bytes of pattern over and over */
static char *
repeat(const char *pattern, size_t n)
{
	char *s = xmalloc(n);
	size_t l = strlen(pattern);

	for (size_t i = 0; i < n; i++)
		s[i] = pattern[i % l];
	return s;
}

/* inputs that a naive matcher takes quadratic time on (the runner's
 * timeout is the check): 2 MB each */
static void
test_hostile(void **state)
{
	static const char *const patterns[] = {
		"select a union ", "select a%d union ", " union ", "--", "#",
		"in (,", "/*", "INSERT INTO t VALUES", ")", "/*a.", "\v",
		"limit ", "'\"", "order by a\v",
	};
	const size_t n = 2 << 20;
	struct strbuf sb;
	char *s;

	(void)state;
	strbuf_init(&sb);
	for (size_t k = 0; k < ARRAY_SIZE(patterns); k++) {
		s = repeat(patterns[k], n);
		digest(&sb, s, n);
		free(s);
	}
	/* a chain of one statement folds whole */
	s = repeat("select a union ", 15 * 100000);
	digest(&sb, s, 15 * 100000 - 7);
	assert_string_equal(sb.buf + 2, "select a /*repeat union*/");
	free(s);
	/* every byte but NUL */
	s = xmalloc(n);
	srand(7);
	for (size_t i = 0; i < n; i++)
		s[i] = (char)(1 + rand() % 255);
	digest(&sb, s, n);
	free(s);
	strbuf_release(&sb);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_pt_fingerprint),
		cmocka_unit_test(test_cuts),
		cmocka_unit_test(test_hostile),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
