/* SPDX-License-Identifier: MIT */
/*
 * procsql.c - the server's process list per snapshot; see procsql.h.
 */
#include <mysql.h>
#include <errmsg.h>
#include <inttypes.h>
#include <mysqld_error.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include "escape.h"
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
/* the figures pmp's triggers watch */
static const char status_query[] =
	"SHOW GLOBAL STATUS WHERE Variable_name IN "
	"('Threads_running', 'Innodb_row_lock_current_waits')";
/* the metadata locks held (the metadata_lock_info plugin's table; the
 * column order is the one row_fill_mdl() reads) */
static const char mdl_query[] =
	"SELECT THREAD_ID, LOCK_MODE, LOCK_DURATION, LOCK_TYPE, TABLE_SCHEMA, "
	"TABLE_NAME FROM information_schema.METADATA_LOCK_INFO";

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

/* whether the last query failed for want of the server (a timeout, the
 * connection lost) rather than of its answer: off, as the list's failure */
static bool
server_lost(struct procsql *q)
{
	unsigned int e = mysql_errno(q->db);

	return e == CR_SERVER_LOST || e == CR_SERVER_GONE_ERROR;
}

static void
rows_clear(struct procsql *q)
{
	for (size_t i = 0; i < q->n; i++)
		free(q->rows[i].mem);
	q->n = 0;
}

static void
locks_clear(struct procsql *q)
{
	for (size_t i = 0; i < q->nlocks; i++)
		free(q->locks[i].mem);
	q->nlocks = 0;
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
	q->threads_running = q->row_lock_waits = -1;
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
	q->status = o->status;
	q->mdl_asked = o->mdl;
	/* the plugin's table, once: pmp never installs it (a DBA's choice) */
	if (o->mdl) {
		q->mdl = !mysql_query(db, "SELECT THREAD_ID FROM "
				      "information_schema.METADATA_LOCK_INFO LIMIT 0");
		if (q->mdl)
			mysql_free_result(mysql_store_result(db));
		else if (mysql_errno(db) == ER_UNKNOWN_TABLE)
			verbose_msg("statements: no metadata-lock holders: the server's "
				    "metadata_lock_info plugin is not installed");
		else
			verbose_msg("statements: no metadata-lock holders: %s", mysql_error(db));
	}
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

/* the status variables into q: 0, or -1 when the query failed (they
 * stay unknown) */
static int
read_status(struct procsql *q)
{
	MYSQL_RES *res;
	MYSQL_ROW row;

	q->threads_running = q->row_lock_waits = -1;
	if (mysql_query(q->db, status_query) || !(res = mysql_store_result(q->db)))
		return -1;
	while ((row = mysql_fetch_row(res))) {
		if (!row[0] || !row[1])
			continue;
		if (!strcasecmp(row[0], "Threads_running"))
			q->threads_running = strtod(row[1], NULL);
		else if (!strcasecmp(row[0], "Innodb_row_lock_current_waits"))
			q->row_lock_waits = strtod(row[1], NULL);
	}
	mysql_free_result(res);
	return 0;
}

/* one lock's strings copied into one block; the pointers into it */
static void
row_fill_mdl(struct procsql *q, struct procsql_mdl *m, MYSQL_ROW row,
	     const unsigned long *len)
{
	struct strbuf *sb = &q->scratch;
	size_t off[5];
	const char **dst[5] = { &m->l.mode, &m->l.duration, &m->l.type, &m->l.schema,
				&m->l.table };

	strbuf_reset(sb);
	for (int i = 0; i < 5; i++) {
		off[i] = sb->len;
		if (row[1 + i])
			strbuf_add(sb, row[1 + i], len[1 + i]);
		strbuf_addc(sb, '\0');
	}
	m->mem = xmalloc(sb->len);
	memcpy(m->mem, sb->buf, sb->len);
	for (int i = 0; i < 5; i++)
		*dst[i] = row[1 + i] ? m->mem + off[i] : NULL;
}

static int
read_mdl(struct procsql *q)
{
	MYSQL_RES *res;
	MYSQL_ROW row;

	locks_clear(q);
	if (mysql_query(q->db, mdl_query) || !(res = mysql_store_result(q->db)))
		return -1;
	while ((row = mysql_fetch_row(res))) {
		struct procsql_mdl *m;
		uint64_t id;

		if (!row[0] || !(id = strtoull(row[0], NULL, 10)) || id == q->own_id)
			continue;
		ALLOC_GROW(q->locks, q->nlocks + 1, q->alloc_locks);
		m = &q->locks[q->nlocks++];
		memset(m, 0, sizeof(*m));
		m->l.id = id;
		row_fill_mdl(q, m, row, mysql_fetch_lengths(res));
	}
	mysql_free_result(res);
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
	if (q->status && read_status(q) < 0) {
		if (server_lost(q)) {
			turn_off(q, "reading the server's status variables failed");
			return;
		}
		verbose_msg("statements: no status variables: %s", mysql_error(q->db));
	}
	if (q->mdl && read_mdl(q) < 0) {
		if (server_lost(q)) {
			turn_off(q, "reading the server's metadata locks failed");
			return;
		}
		/* uninstalled since (ER_UNKNOWN_TABLE), or failing: not again */
		verbose_msg("statements: no metadata-lock holders from now on: %s",
			    mysql_error(q->db));
		q->mdl = false;
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
	locks_clear(q);
	free(q->locks);
	q->locks = NULL;
	q->alloc_locks = 0;
	if (q->db)
		mysql_close(q->db);
	q->db = NULL;
	q->on = false;
	strbuf_release(&q->scratch);
}

int
procsql_status(const struct procsql *q, const char *name, double *v)
{
	double x = -1;

	if (!strcasecmp(name, "Threads_running"))
		x = q->threads_running;
	else if (!strcasecmp(name, "Innodb_row_lock_current_waits"))
		x = q->row_lock_waits;
	if (x < 0)
		return -1;
	*v = x;
	return 0;
}

/* ---- the last read as text for people -------------------------------- */

/* s for people: control bytes escaped, "-" for NULL or empty */
static void
add_esc(struct strbuf *sb, const char *s)
{
	if (!s || !*s)
		strbuf_addc(sb, '-');
	else
		escape_ctl(sb, s, strlen(s));
}

/* the row of connection id, or NULL */
static const struct procsql_row *
find_id(const struct procsql *q, uint64_t id)
{
	for (size_t i = 0; i < q->n; i++)
		if (q->rows[i].st.id == id)
			return &q->rows[i];
	return NULL;
}

/* "connection 12 (thread 4242)", or without the thread when the process
 * list did not have the connection */
static void
add_conn(struct strbuf *sb, const struct procsql *q, uint64_t id)
{
	const struct procsql_row *r = find_id(q, id);

	strbuf_addf(sb, "connection %" PRIu64, id);
	if (r)
		strbuf_addf(sb, " (thread %ld)", r->tid);
}

/* ": Query: SELECT ..." what connection r runs, its text or its digest */
static void
add_stmt(struct strbuf *sb, const struct procsql_row *r)
{
	const char *s;

	if (!r)
		return;
	s = r->st.text ? r->st.text : r->st.digest;
	strbuf_adds(sb, ", ");
	add_esc(sb, r->st.command);
	if (s) {
		strbuf_adds(sb, ": ");
		escape_ctl(sb, s, strlen(s));
	}
}

static void
flush_sb(struct strbuf *sb, FILE *f)
{
	fwrite(sb->buf, 1, sb->len, f);
	strbuf_reset(sb);
}

static int
cmp_row_id(const void *a, const void *b)
{
	const struct procsql_row *x = *(const struct procsql_row *const *)a;
	const struct procsql_row *y = *(const struct procsql_row *const *)b;

	return (x->st.id > y->st.id) - (x->st.id < y->st.id);
}

/* q's rows by connection id (a list people read in the server's order);
 * the caller frees the array */
static const struct procsql_row **
rows_by_id(const struct procsql *q)
{
	const struct procsql_row **v = xcalloc(q->n + 1, sizeof(*v));

	for (size_t i = 0; i < q->n; i++)
		v[i] = &q->rows[i];
	qsort(v, q->n, sizeof(*v), cmp_row_id);
	return v;
}

/* "MDL_SHARED_NO_READ_WRITE on Table metadata lock d.t, duration -" */
static void
add_lock(struct strbuf *sb, const struct mdl_lock *l)
{
	add_esc(sb, l->mode);
	strbuf_adds(sb, " on ");
	add_esc(sb, l->type);
	if (l->schema && *l->schema) {
		strbuf_addc(sb, ' ');
		escape_ctl(sb, l->schema, strlen(l->schema));
		if (l->table && *l->table) {
			strbuf_addc(sb, '.');
			escape_ctl(sb, l->table, strlen(l->table));
		}
	}
	strbuf_adds(sb, ", duration ");
	add_esc(sb, l->duration);
}

void
procsql_write_mdl(const struct procsql *q, FILE *f)
{
	const struct procsql_row **v = rows_by_id(q);
	struct mdl_lock *l = xcalloc(q->nlocks + 1, sizeof(*l));
	size_t *hold = xcalloc(q->nlocks + 1, sizeof(*hold));
	struct strbuf sb;
	size_t nwait = 0;

	strbuf_init(&sb);
	for (size_t i = 0; i < q->nlocks; i++)
		l[i] = q->locks[i].l;
	if (q->mdl) {
		strbuf_addf(&sb, "Metadata locks held (information_schema."
			    "METADATA_LOCK_INFO): %zu\n", q->nlocks);
		for (size_t i = 0; i < q->nlocks; i++) {
			strbuf_adds(&sb, "  ");
			add_conn(&sb, q, l[i].id);
			strbuf_adds(&sb, ": ");
			add_lock(&sb, &l[i]);
			add_stmt(&sb, find_id(q, l[i].id));
			strbuf_addc(&sb, '\n');
		}
	} else if (q->mdl_asked) {
		strbuf_adds(&sb, "Metadata locks held: unknown: the server's metadata_lock_info "
			    "plugin is not installed (a DBA installs it with INSTALL SONAME "
			    "'metadata_lock_info'; see pmp's locks.md)\n");
	} else {
		strbuf_adds(&sb, "Metadata locks held: not read\n");
	}
	for (size_t i = 0; i < q->n; i++)
		nwait += mdl_state_waits(v[i]->st.state);
	strbuf_addf(&sb, "Waiting for a metadata lock: %zu\n", nwait);
	for (size_t i = 0; i < q->n; i++) {
		const struct sql_thread *st = &v[i]->st;
		const char *s = st->text ? st->text : st->digest;
		size_t nh;

		if (!mdl_state_waits(st->state))
			continue;
		strbuf_adds(&sb, "  ");
		add_conn(&sb, q, st->id);
		strbuf_addf(&sb, ", %.1f s, ", st->time);
		add_esc(&sb, st->state);
		strbuf_adds(&sb, ": ");
		add_esc(&sb, s);
		strbuf_addc(&sb, '\n');
		if (!q->mdl)
			continue;
		nh = mdl_holders(l, q->nlocks, st->id, st->db, s, hold);
		if (!nh)
			strbuf_adds(&sb, "    holder: not found (no lock held on a table "
				    "its statement names)\n");
		for (size_t k = 0; k < nh; k++) {
			strbuf_adds(&sb, "    holder: ");
			add_conn(&sb, q, l[hold[k]].id);
			strbuf_adds(&sb, ", ");
			add_lock(&sb, &l[hold[k]]);
			add_stmt(&sb, find_id(q, l[hold[k]].id));
			strbuf_addc(&sb, '\n');
		}
	}
	flush_sb(&sb, f);
	strbuf_release(&sb);
	free(hold);
	free(l);
	free(v);
}

void
procsql_write_list(const struct procsql *q, FILE *f)
{
	const struct procsql_row **v;
	struct strbuf sb;
	size_t nwait = 0;

	if (!q->reads)
		return;
	v = rows_by_id(q);
	strbuf_init(&sb);
	strbuf_addf(&sb, "Connections: %zu (the server's process list, pmp's own left out)\n",
		    q->n);
	strbuf_addf(&sb, "%8s %8s  %-12s %-12s %-10s %9s  %s\n", "Id", "TID", "User", "db",
		    "Command", "Time", "State");
	for (size_t i = 0; i < q->n; i++) {
		const struct sql_thread *st = &v[i]->st;
		const char *s = st->text ? st->text : st->digest;
		size_t at;

		strbuf_addf(&sb, "%8" PRIu64 " %8ld  ", st->id, v[i]->tid);
		/* escaped strings are padded as they print */
		at = sb.len;
		add_esc(&sb, st->user);
		strbuf_addf(&sb, "%*s ", (int)(at + 12 > sb.len ? at + 12 - sb.len : 0), "");
		at = sb.len;
		add_esc(&sb, st->db);
		strbuf_addf(&sb, "%*s ", (int)(at + 12 > sb.len ? at + 12 - sb.len : 0), "");
		at = sb.len;
		add_esc(&sb, st->command);
		strbuf_addf(&sb, "%*s %9.3f  ", (int)(at + 10 > sb.len ? at + 10 - sb.len : 0), "",
			    st->time);
		add_esc(&sb, st->state);
		strbuf_addc(&sb, '\n');
		if (s) {
			strbuf_adds(&sb, st->text ? "         statement: " : "         digest: ");
			escape_ctl(&sb, s, strlen(s));
			strbuf_addc(&sb, '\n');
		}
		nwait += st->blocked_by != 0;
	}
	if (!q->lock_waits) {
		strbuf_adds(&sb, "\nInnoDB row-lock waits: unknown (the server's lock-wait "
			    "tables do not answer)\n");
	} else {
		strbuf_addf(&sb, "\nInnoDB row-lock waits (waiter -> holder): %zu\n", nwait);
		for (size_t i = 0; i < q->n; i++) {
			if (!v[i]->st.blocked_by)
				continue;
			strbuf_adds(&sb, "  ");
			add_conn(&sb, q, v[i]->st.id);
			strbuf_adds(&sb, " -> ");
			add_conn(&sb, q, v[i]->st.blocked_by);
			strbuf_addc(&sb, '\n');
		}
	}
	strbuf_addc(&sb, '\n');
	flush_sb(&sb, f);
	strbuf_release(&sb);
	free(v);
	procsql_write_mdl(q, f);
}
