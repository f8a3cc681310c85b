/* SPDX-License-Identifier: MIT */
/*
 * procsql.c - the server's process list per snapshot; see procsql.h.
 */
#include <mysql.h>
#include <errmsg.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "procsql.h"
#include "sqldigest.h"
#include "sqlsock.h"
#include "util.h"

#define STR_(x) #x
#define STR(x) STR_(x)

/* the OS thread first: rows are found by it */
static const char list_query[] =
	"SELECT TID, ID, TIME_MS, COMMAND, USER, DB, STATE, LEFT(INFO, "
	STR(PROCSQL_TEXT_MAX) ") FROM information_schema.PROCESSLIST";
/* who waits for whose row lock, by connection */
static const char waits_query[] =
	"SELECT r.trx_mysql_thread_id, b.trx_mysql_thread_id "
	"FROM information_schema.INNODB_LOCK_WAITS w "
	"JOIN information_schema.INNODB_TRX r ON r.trx_id = w.requesting_trx_id "
	"JOIN information_schema.INNODB_TRX b ON b.trx_id = w.blocking_trx_id";

static double
now_secs(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec + t.tv_nsec / 1e9;
}

/* off from now on, with why in one warning line */
static void
turn_off(struct procsql *q, const char *what)
{
	snprintf(q->why, sizeof(q->why), "%s: %s", what, mysql_error(q->db));
	warning_msg("statements: %s; the report goes on without them", q->why);
	q->on = false;
}

static void
rows_clear(struct procsql *q)
{
	for (size_t i = 0; i < q->n; i++)
		free(q->rows[i].mem);
	q->n = 0;
}

static int
cmp_row(const void *a, const void *b)
{
	const struct procsql_row *x = a, *y = b;

	return (x->tid > y->tid) - (x->tid < y->tid);
}

/*
 * Credentials as the client programs take them: --defaults-file alone
 * when given, else the usual option files' [client] group; the user,
 * when none of them names one, is the one pmp runs as (root gets in by
 * unix_socket authentication on a default install).
 */
static void
set_options(struct procsql *q, const struct procsql_opts *o)
{
	unsigned int timeout = PROCSQL_TIMEOUT;

	if (o->defaults_file)
		mysql_optionsv(q->db, MYSQL_READ_DEFAULT_FILE, o->defaults_file);
	mysql_optionsv(q->db, MYSQL_READ_DEFAULT_GROUP, "client");
	mysql_optionsv(q->db, MYSQL_OPT_CONNECT_TIMEOUT, &timeout);
	mysql_optionsv(q->db, MYSQL_OPT_READ_TIMEOUT, &timeout);
	mysql_optionsv(q->db, MYSQL_OPT_WRITE_TIMEOUT, &timeout);
	mysql_optionsv(q->db, MYSQL_SET_CHARSET_NAME, "utf8mb4");
	/* the option files' own socket would win otherwise */
	mysql_optionsv(q->db, MYSQL_OPT_PROTOCOL, &(unsigned int){ MYSQL_PROTOCOL_SOCKET });
}

/* the name of the user pmp runs as, for a connection none was given */
static const char *
login_name(void)
{
	struct passwd *pw = getpwuid(geteuid());

	return pw ? pw->pw_name : NULL;
}

/* the CPU time (ns) thread tid of pid has run, or 0 when unknown */
static uint64_t
thread_run_ns(pid_t pid, long tid)
{
	char path[64];
	unsigned long long ns = 0;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/task/%ld/schedstat", (int)pid, tid);
	if (!(f = fopen(path, "re")))
		return 0;
	if (fscanf(f, "%llu", &ns) != 1)
		ns = 0;
	fclose(f);
	return ns;
}

/* the one-row, one-column answer of query as a number, or 0 */
static uint64_t
query_number(struct procsql *q, const char *query)
{
	MYSQL_RES *res;
	MYSQL_ROW row;
	uint64_t v = 0;

	if (mysql_query(q->db, query) || !(res = mysql_store_result(q->db)))
		return 0;
	if ((row = mysql_fetch_row(res)) && row[0])
		v = strtoull(row[0], NULL, 10);
	mysql_free_result(res);
	return v;
}

bool
procsql_server_name(const char *comm)
{
	return !strcmp(comm, "mariadbd") || !strcmp(comm, "mysqld");
}

void
procsql_open(struct procsql *q, pid_t pid, const char *comm,
	     const struct procsql_opts *o)
{
	char why[512];
	MYSQL *db;

	strbuf_init(&q->scratch);
	q->no_text = o->no_text;
	if (o->off) {
		snprintf(q->why, sizeof(q->why), "off (--no-sql)");
		return;
	}
	if (!o->socket && !procsql_server_name(comm)) {
		snprintf(q->why, sizeof(q->why), "process %d (%s) is no MariaDB or MySQL "
			 "server (give --socket to connect anyway)", (int)pid, comm);
		verbose_msg("statements: %s", q->why);
		return;
	}
	if (o->socket)
		snprintf(q->socket, sizeof(q->socket), "%s", o->socket);
	else if (sqlsock_find(pid, q->socket, sizeof(q->socket), why, sizeof(why)) < 0) {
		snprintf(q->why, sizeof(q->why), "%s", why);
		warning_msg("statements: %s; the report goes on without them", q->why);
		return;
	}
	if (!(q->db = mysql_init(NULL))) {
		snprintf(q->why, sizeof(q->why), "out of memory");
		return;
	}
	db = q->db;
	set_options(q, o);
	/* a user from the option files wins over the login name: the
	 * library takes ours only when it has none */
	if (!mysql_real_connect(db, NULL, NULL, NULL, NULL, 0, q->socket, 0) &&
	    (mysql_errno(db) != 1045 || !login_name() ||
	     !mysql_real_connect(db, NULL, login_name(), NULL, NULL, 0, q->socket, 0))) {
		char what[300];

		snprintf(what, sizeof(what), "cannot connect to the server on %s "
			 "(give credentials with --defaults-file, or --no-sql)", q->socket);
		turn_off(q, what);
		return;
	}
	q->on = true;
	q->own_id = mysql_thread_id(db);
	/* a server too old for the TID column fails here: off */
	{
		char query[128];

		snprintf(query, sizeof(query), "SELECT TID FROM information_schema.PROCESSLIST "
			 "WHERE ID = %llu", (unsigned long long)q->own_id);
		if (mysql_query(db, query)) {
			turn_off(q, "the server's process list has no thread ids (TID)");
			return;
		}
		mysql_free_result(mysql_store_result(db));
		q->own_tid = (long)query_number(q, query);
	}
	q->fatal_wait = (double)query_number(q, "SELECT @@GLOBAL." SQL_FATAL_WAIT_VAR);
	q->pid = pid;
	q->server_ns0 = q->own_tid ? thread_run_ns(pid, q->own_tid) : 0;
	q->lock_waits = !mysql_query(db, waits_query);
	if (q->lock_waits)
		mysql_free_result(mysql_store_result(db));
	else
		verbose_msg("statements: no InnoDB lock waits from the server: %s",
			    mysql_error(db));
	verbose_msg("statements: connected to %s as connection %llu (server thread %ld)",
		    q->socket, (unsigned long long)q->own_id, q->own_tid);
}

/* copy the row's strings into one block; the pointers into it */
static void
row_fill(struct procsql *q, struct procsql_row *r, MYSQL_ROW row, const unsigned long *len)
{
	struct strbuf *sb = &q->scratch;
	size_t off[6];
	const char *src[4] = { row[3], row[4], row[5], row[6] };
	const char **dst[4] = { &r->st.command, &r->st.user, &r->st.db, &r->st.state };

	strbuf_reset(sb);
	for (int i = 0; i < 4; i++) {
		off[i] = sb->len;
		if (src[i])
			strbuf_add(sb, src[i], len[3 + i]);
		strbuf_addc(sb, '\0');
	}
	off[4] = sb->len;
	if (row[7])
		sql_digest(sb, row[7], len[7]);
	strbuf_addc(sb, '\0');
	off[5] = sb->len;
	if (row[7] && !q->no_text)
		strbuf_add(sb, row[7], len[7]);
	strbuf_addc(sb, '\0');
	r->mem = xmalloc(sb->len);
	memcpy(r->mem, sb->buf, sb->len);
	for (int i = 0; i < 4; i++)
		*dst[i] = src[i] ? r->mem + off[i] : NULL;
	/* a statement whose digest is empty (all comment) keeps none */
	r->st.digest = row[7] && r->mem[off[4]] ? r->mem + off[4] : NULL;
	r->st.text = r->st.digest && !q->no_text ? r->mem + off[5] : NULL;
}

static int
read_list(struct procsql *q)
{
	MYSQL_RES *res;
	MYSQL_ROW row;

	if (mysql_query(q->db, list_query) || !(res = mysql_store_result(q->db)))
		return -1;
	rows_clear(q);
	while ((row = mysql_fetch_row(res))) {
		const unsigned long *len = mysql_fetch_lengths(res);
		struct procsql_row *r;
		uint64_t id;

		if (!row[0] || !row[1] || !(id = strtoull(row[1], NULL, 10)) || id == q->own_id)
			continue;
		ALLOC_GROW(q->rows, q->n + 1, q->alloc);
		r = &q->rows[q->n++];
		memset(r, 0, sizeof(*r));
		r->tid = strtol(row[0], NULL, 10);
		r->st.id = id;
		r->st.time = row[2] ? strtod(row[2], NULL) / 1000 : 0;
		row_fill(q, r, row, len);
	}
	mysql_free_result(res);
	if (q->n > 1)
		qsort(q->rows, q->n, sizeof(*q->rows), cmp_row);
	return 0;
}

/* the row of connection id, or NULL (rows are few: a scan) */
static struct procsql_row *
row_of_id(struct procsql *q, uint64_t id)
{
	for (size_t i = 0; i < q->n; i++)
		if (q->rows[i].st.id == id)
			return &q->rows[i];
	return NULL;
}

/*
 * InnoDB lists every lock a waiter conflicts with, those granted and
 * those requested ahead of it in the queue: a waiter behind two others
 * is "blocked" by the holder and by the other waiter. The holder is what
 * the reader wants: a blocker that waits for no lock itself wins over one
 * that does (the first given, when all wait: a cycle the server's own
 * deadlock detector is about to break).
 */
static int
read_waits(struct procsql *q)
{
	MYSQL_RES *res;
	MYSQL_ROW row;
	uint64_t (*pairs)[2] = NULL;
	size_t n = 0, alloc = 0;

	if (mysql_query(q->db, waits_query) || !(res = mysql_store_result(q->db)))
		return -1;
	while ((row = mysql_fetch_row(res))) {
		uint64_t w, by;

		if (!row[0] || !row[1] || !(w = strtoull(row[0], NULL, 10)) ||
		    !(by = strtoull(row[1], NULL, 10)))
			continue;
		ALLOC_GROW(pairs, n + 1, alloc);
		pairs[n][0] = w;
		pairs[n++][1] = by;
	}
	mysql_free_result(res);
	for (int pass = 0; pass < 2; pass++)
		for (size_t i = 0; i < n; i++) {
			struct procsql_row *r = row_of_id(q, pairs[i][0]);
			bool waits = false;

			for (size_t k = 0; k < n && !waits; k++)
				waits = pairs[k][0] == pairs[i][1];
			/* pass 0: blockers that wait for nothing; pass 1: any */
			if (r && !r->st.blocked_by && (pass || !waits))
				r->st.blocked_by = pairs[i][1];
		}
	free(pairs);
	return 0;
}

void
procsql_read(struct procsql *q)
{
	double t0;

	if (!q->on)
		return;
	t0 = now_secs();
	if (read_list(q) < 0) {
		rows_clear(q);
		turn_off(q, "reading the server's process list failed");
		return;
	}
	if (q->lock_waits && read_waits(q) < 0) {
		verbose_msg("statements: no InnoDB lock waits from now on: %s", mysql_error(q->db));
		q->lock_waits = false;
	}
	q->reads++;
	q->secs += now_secs() - t0;
}

const struct sql_thread *
procsql_find(const struct procsql *q, long tid)
{
	struct procsql_row key = { .tid = tid };
	const struct procsql_row *r;

	if (!q->n)
		return NULL;
	r = bsearch(&key, q->rows, q->n, sizeof(key), cmp_row);
	return r ? &r->st : NULL;
}

void
procsql_close(struct procsql *q)
{
	if (q->reads) {
		uint64_t ns = q->server_ns0 ? thread_run_ns(q->pid, q->own_tid) : 0;

		verbose_msg("statements: %lu reads of the process list, %.3f ms each "
			    "(pmp's wait); the server thread serving them ran %.3f ms "
			    "each", q->reads, q->secs * 1e3 / q->reads,
			    ns > q->server_ns0 ? (ns - q->server_ns0) / 1e6 / q->reads : 0.0);
	}
	rows_clear(q);
	free(q->rows);
	q->rows = NULL;
	q->alloc = 0;
	if (q->db)
		mysql_close(q->db);
	q->db = NULL;
	q->on = false;
	strbuf_release(&q->scratch);
}
