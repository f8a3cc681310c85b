/* SPDX-License-Identifier: MIT */
/* pmp/sql/mdlhold.c (the holders of a metadata lock, from the plugin's
 * rows and the waiter's statement) and procsql's text of a read, on rows
 * made by hand: no server */
#include "unit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mdlhold.h"
#include "procsql.h"

static void
test_state(void **state)
{
	(void)state;
	assert_true(mdl_state_waits("Waiting for table metadata lock"));
	assert_true(mdl_state_waits("Waiting for schema metadata lock"));
	assert_false(mdl_state_waits("Waiting for table level lock"));
	assert_false(mdl_state_waits("User sleep"));
	assert_false(mdl_state_waits("metadata lock"));
	assert_false(mdl_state_waits(NULL));
}

static void
test_names(void **state)
{
	(void)state;
	/* unqualified: in the default database only */
	assert_true(mdl_stmt_names("SELECT * FROM t WHERE id > 1", "d", "d", "t"));
	assert_false(mdl_stmt_names("SELECT * FROM t", "e", "d", "t"));
	assert_false(mdl_stmt_names("SELECT * FROM t", NULL, "d", "t"));
	/* qualified, quoted, spaced, without case */
	assert_true(mdl_stmt_names("select * from d.t", NULL, "d", "t"));
	assert_true(mdl_stmt_names("select * from `d` . `t`", "x", "d", "t"));
	assert_true(mdl_stmt_names("SELECT * FROM D.T", NULL, "d", "t"));
	assert_true(mdl_stmt_names("update \"t\" set v=?", "d", "d", "t"));
	assert_false(mdl_stmt_names("select * from e.t", "d", "d", "t"));
	/* a column qualified by the table counts as the table */
	assert_true(mdl_stmt_names("select t.id from u join t2 as t", "d", "d", "t"));
	/* a longer name, a string, a name's part: not it */
	assert_false(mdl_stmt_names("SELECT * FROM t2, tt, t_1", "d", "d", "t"));
	assert_false(mdl_stmt_names("SELECT 'from t' FROM u", "d", "d", "t"));
	assert_false(mdl_stmt_names("SELECT 'it\\'s t' FROM u", "d", "d", "t"));
	assert_false(mdl_stmt_names("SELECT `a``t` FROM u", "d", "d", "t"));
	/* a quoted name with a doubled quote */
	assert_true(mdl_stmt_names("SELECT * FROM `a``b`", "d", "d", "a``b"));
	/* no statement, no table */
	assert_false(mdl_stmt_names(NULL, "d", "d", "t"));
	assert_false(mdl_stmt_names("SELECT 1", "d", "d", ""));
	/* an unterminated quote or string ends the scan */
	assert_false(mdl_stmt_names("SELECT `t", "d", "d", "u"));
	assert_false(mdl_stmt_names("SELECT 't", "d", "d", "t"));
}

/* connection 5 holds t (LOCK TABLES t WRITE), 6 holds u for read, 7
 * waits for t and holds a shared lock of its own on u */
static const struct mdl_lock locks[] = {
	{ 5, "MDL_BACKUP_DDL", NULL, "Backup lock", "", "" },
	{ 5, "MDL_INTENTION_EXCLUSIVE", NULL, "Schema metadata lock", "d", "" },
	{ 5, "MDL_SHARED_NO_READ_WRITE", NULL, "Table metadata lock", "d", "t" },
	{ 6, "MDL_SHARED_READ", "MDL_TRANSACTION", "Table metadata lock", "d", "u" },
	{ 7, "MDL_SHARED_READ", "MDL_TRANSACTION", "Table metadata lock", "d", "u" },
	{ 8, "MDL_SHARED_WRITE", "MDL_TRANSACTION", "Table metadata lock", "d", "u" },
	{ 5, "MDL_SHARED_WRITE", NULL, "Table metadata lock", "d", "u" },
};
#define NLOCKS (sizeof(locks) / sizeof(locks[0]))

static void
test_holders(void **state)
{
	size_t out[NLOCKS];

	(void)state;
	/* the table lock only: not the backup or schema lock of 5 */
	assert_int_equal(mdl_holders(locks, NLOCKS, 9, "d", "SELECT * FROM t", out), 1);
	assert_int_equal(out[0], 2);
	/* never the waiter itself */
	assert_int_equal(mdl_holders(locks, NLOCKS, 5, "d", "SELECT * FROM t", out), 0);
	/* t and u: 5 once (by its first lock), not 6 (its lock is of 7's
	 * own mode on u), 8 */
	assert_int_equal(mdl_holders(locks, NLOCKS, 7, "d", "SELECT * FROM t JOIN u", out), 2);
	assert_int_equal(out[0], 2);
	assert_int_equal(out[1], 5);
	/* another database's t, no statement */
	assert_int_equal(mdl_holders(locks, NLOCKS, 9, "e", "SELECT * FROM t", out), 0);
	assert_int_equal(mdl_holders(locks, NLOCKS, 9, "d", NULL, out), 0);
	assert_int_equal(mdl_holders(locks, 0, 9, "d", "SELECT * FROM t", out), 0);
}

/* a struct procsql as a read leaves it, by hand */
static void
make_read(struct procsql *q, struct procsql_row *rows, struct procsql_mdl *m)
{
	memset(q, 0, sizeof(*q));
	memset(rows, 0, 3 * sizeof(*rows));
	rows[0] = (struct procsql_row){ .tid = 100, .st = { .id = 5, .time = 30,
		.command = "Query", .user = "root", .db = "d", .state = "User sleep",
		.digest = "select sleep(?)", .text = "SELECT SLEEP(30)" } };
	rows[1] = (struct procsql_row){ .tid = 101, .st = { .id = 6, .time = 2.5,
		.command = "Query", .user = "app\033]0;x\007", .db = "d",
		.state = "Waiting for table metadata lock",
		.digest = "select * from t", .text = "SELECT * FROM t /* \033[2J */" } };
	rows[2] = (struct procsql_row){ .tid = 102, .st = { .id = 7, .time = 1,
		.blocked_by = 6, .command = "Query", .user = "root", .db = NULL,
		.state = "updating", .digest = "update d.r set v=?" } };
	q->rows = rows;
	q->n = 3;
	q->reads = 1;
	q->lock_waits = true;
	q->mdl_asked = q->mdl = true;
	m[0].l = locks[2];
	q->locks = m;
	q->nlocks = 1;
	q->threads_running = 4;
	q->row_lock_waits = -1;
}

/* what f wrote, NUL-terminated; the caller frees it */
static char *
text_of(const struct procsql *q, void (*write)(const struct procsql *, FILE *))
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	assert_non_null(f);
	write(q, f);
	assert_int_equal(fclose(f), 0);
	return buf;
}

static void
test_list(void **state)
{
	struct procsql q;
	struct procsql_row rows[3];
	struct procsql_mdl m[1];
	char *s;

	(void)state;
	make_read(&q, rows, m);
	s = text_of(&q, procsql_write_list);
	/* every connection, by id, its statement or digest */
	assert_non_null(strstr(s, "Connections: 3 "));
	assert_non_null(strstr(s, "       5      100  root         d            Query"));
	assert_non_null(strstr(s, "statement: SELECT SLEEP(30)\n"));
	assert_non_null(strstr(s, "digest: update d.r set v=?\n"));
	assert_true(strstr(s, "    5 ") < strstr(s, "    6 "));
	/* the server's strings reach no terminal as they are */
	assert_null(strchr(s, '\033'));
	assert_null(strchr(s, '\007'));
	assert_non_null(strstr(s, "app\\x1b]0;x\\x07"));
	assert_non_null(strstr(s, "/* \\x1b[2J */"));
	/* the row-lock wait, the lock held, the waiter and its holder */
	assert_non_null(strstr(s, "InnoDB row-lock waits (waiter -> holder): 1\n"
			       "  connection 7 (thread 102) -> connection 6 (thread 101)\n"));
	assert_non_null(strstr(s, "Metadata locks held (information_schema.METADATA_LOCK_INFO): 1\n"
			       "  connection 5 (thread 100): MDL_SHARED_NO_READ_WRITE on Table "
			       "metadata lock d.t, duration -, Query: SELECT SLEEP(30)\n"));
	assert_non_null(strstr(s, "Waiting for a metadata lock: 1\n"
			       "  connection 6 (thread 101), 2.5 s, Waiting for table metadata "
			       "lock: SELECT * FROM t /* \\x1b[2J */\n"
			       "    holder: connection 5 (thread 100), MDL_SHARED_NO_READ_WRITE"));
	free(s);

	/* without the plugin: one line how to have it, the waiter still */
	q.mdl = false;
	s = text_of(&q, procsql_write_mdl);
	assert_non_null(strstr(s, "INSTALL SONAME 'metadata_lock_info'"));
	assert_null(strstr(s, "holder"));
	assert_non_null(strstr(s, "Waiting for a metadata lock: 1\n"));
	free(s);

	/* never read: nothing */
	q.reads = 0;
	s = text_of(&q, procsql_write_list);
	assert_string_equal(s, "");
	free(s);
}

static void
test_status(void **state)
{
	struct procsql q;
	struct procsql_row rows[3];
	struct procsql_mdl m[1];
	double v = 0;

	(void)state;
	make_read(&q, rows, m);
	assert_int_equal(procsql_status(&q, "Threads_running", &v), 0);
	assert_true(v == 4);
	assert_int_equal(procsql_status(&q, "THREADS_RUNNING", &v), 0);
	assert_int_equal(procsql_status(&q, "Innodb_row_lock_current_waits", &v), -1);
	assert_int_equal(procsql_status(&q, "Uptime", &v), -1);
	q.row_lock_waits = 0;
	assert_int_equal(procsql_status(&q, "innodb_row_lock_current_waits", &v), 0);
	assert_true(v == 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_state),
		cmocka_unit_test(test_names),
		cmocka_unit_test(test_holders),
		cmocka_unit_test(test_list),
		cmocka_unit_test(test_status),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
