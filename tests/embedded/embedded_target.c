/* SPDX-License-Identifier: MIT */
/*
 * embedded_target.c - a real MariaDB server (the embedded server of
 * Debian's libmariadbd-dev, linked statically from libmariadbd.a, which
 * keeps its full DWARF) as a live test target for pmp: every InnoDB and
 * SQL-layer function and inline frame has a name.
 *
 *   embedded_target MODE DATADIR [threads=N] [rows=N] [hot=N] [inlist=N]
 *                   [tables=N] [sleep_us=N] [monitor=SEC] [--server-option=V ...]
 *
 * DATADIR must hold the system tables first:
 *   mariadb-install-db --no-defaults --datadir=DIR --user=root
 * The program starts the server on it (mysql_library_init), loads table
 * test.t (ROWS sysbench-like rows) unless it holds ROWS rows already,
 * starts N worker threads, each with its own embedded connection
 * (mysql_thread_init, mysql_init, MYSQL_OPT_USE_EMBEDDED_CONNECTION,
 * mysql_real_connect), and prints "ready ..." on stdout when all of them
 * run the workload. It runs until SIGTERM or SIGINT, then _exits (no clean
 * shutdown). Start each run on a fresh copy of the data directory
 * (tests/embedded/lib.bash, emb_datadir): the recovery of a killed run
 * fails, its redo names the tables' files by the absolute path with the
 * data directory put in front again ("File /d//d/test/t.ibd was not
 * found", MariaDB 10.11.19).
 *
 * MODE, with defaults that make each wait show up on a 2-core box
 * (measured with pmp and gdb, tests/embedded/README.md):
 *   points   16 threads, each SELECT SUM(k) FROM t WHERE id IN (100 random
 *            ids among the first hot=40000 of rows=100000), 16 MB buffer
 *            pool: buf_page_make_young waits for buf_pool.mutex
 *            (points_opts below says why these numbers)
 *   hotrow   8 threads: BEGIN; UPDATE t SET k=k+1 WHERE id=1; sleep 2 ms;
 *            COMMIT: row lock waits (lock_wait)
 *   commit   8 threads of autocommit UPDATE (own rows) and INSERT ... ON
 *            DUPLICATE KEY UPDATE, innodb_flush_log_at_trx_commit=1: redo
 *            waits (group_commit_lock::acquire in log_write_up_to)
 *   hotpage  16 threads, each UPDATE t SET k = k + 1 WHERE id = its own
 *            row among the first 16 (one leaf page), autocommit,
 *            innodb_flush_log_at_trx_commit=0: no row lock or redo
 *            waits, the page latch (buf_block_t::page.lock) is what they
 *            share: its waiters and its holder (tests/embedded/latch.test)
 *   idle     8 threads parked in states that do not change: thread 0 holds
 *            a row lock and GET_LOCK('pmp_idle') and sleeps in the client;
 *            the others, by number: 1, 5 client sleep (nanosleep); 2, 6
 *            SELECT SLEEP() (Interruptible_wait); 3, 7 an UPDATE waiting
 *            for thread 0's row lock (lock_wait); 4 GET_LOCK() waiting for
 *            thread 0 (MDL_wait::timed_wait)
 * The CPU-cost modes (tests/bench/cpu-scenarios.sh: a server option
 * changes the work per query; monitor= gives the QPS), 4 threads each:
 *   tables   SELECT c FROM tK WHERE id = R, K random among tables=32
 *            copies of t (t1 .. t32, rows=1000 each), R among the first
 *            hot rows: with --table-open-cache=10 (its minimum) most
 *            statements open their table again (open_table_from_share);
 *            with tables=1 and --query-cache-type=1 the same 1000
 *            statements come back (Query_cache::send_result_to_client);
 *            with rows=100000 the adaptive hash index serves the lookups
 *            (--innodb-adaptive-hash-index=ON: btr_search_guess_on_hash)
 *   distinct SELECT DISTINCT c FROM s WHERE id BETWEEN R AND R + 999:
 *            table s (rows=20000, 500 distinct strings of 40 characters,
 *            some not ASCII) is made again at every start with
 *            CHARACTER SET utf8mb4 and the collation of
 *            --collation-server, so the HEAP temporary table of DISTINCT
 *            hashes and compares with that collation (my_hash_sort_*)
 *
 * Arguments starting with "--" go to the server after the defaults, so
 * they override them (e.g. --innodb-buffer-pool-size=64M). monitor=SEC
 * prints server counters (per second) on stderr every SEC seconds.
 *
 * Built by `make embedded-target` (not by `make`): 7 s and 210 MB.
 */
/* make lint compiles it with the Makefile's -D_GNU_SOURCE */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <mysql.h>

#define MAX_ARGS 64
#define MAX_THREADS 512

enum mode { M_POINTS, M_HOTROW, M_COMMIT, M_IDLE, M_TABLES, M_DISTINCT, M_HOTPAGE };

static enum mode mode;
static int nthreads = -1;
static long nrows = -1;
static long sleep_us = -1;
static int inlist = -1;
static long hot = -1;
static int ntables = 32;
static int monitor;

static pthread_mutex_t ready_mutex = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t ready_cond = PTHREAD_COND_INITIALIZER;
static int nready;

static void
die(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	fputs("embedded_target: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
	_exit(2);
}

static void
query(MYSQL *m, const char *sql)
{
	MYSQL_RES *res;

	if (mysql_query(m, sql) != 0)
		die("query failed: %s: %s", sql, mysql_error(m));
	/* drain any result set */
	do {
		if ((res = mysql_store_result(m)))
			mysql_free_result(res);
	} while (mysql_next_result(m) == 0);
}

/* the first column of the first row into buf ("" when none) */
static void
query_text(MYSQL *m, const char *sql, char *buf, size_t len)
{
	MYSQL_RES *res;
	MYSQL_ROW row;

	buf[0] = 0;
	if (mysql_query(m, sql) != 0)
		die("query failed: %s: %s", sql, mysql_error(m));
	if ((res = mysql_store_result(m))) {
		if ((row = mysql_fetch_row(res)) && row[0])
			snprintf(buf, len, "%s", row[0]);
		mysql_free_result(res);
	}
}

static long
query_long(MYSQL *m, const char *sql)
{
	char v[64];

	query_text(m, sql, v, sizeof(v));
	return v[0] ? atol(v) : -1;
}

static MYSQL *
connect_embedded(void)
{
	MYSQL *m;

	if (mysql_thread_init() != 0)
		die("mysql_thread_init failed");
	if (!(m = mysql_init(NULL)))
		die("mysql_init failed");
	mysql_options(m, MYSQL_OPT_USE_EMBEDDED_CONNECTION, NULL);
	if (!mysql_real_connect(m, NULL, NULL, NULL, "test", 0, NULL, 0))
		die("mysql_real_connect failed: %s", mysql_error(m));
	return m;
}

static void
i_am_ready(void)
{
	pthread_mutex_lock(&ready_mutex);
	nready++;
	pthread_cond_broadcast(&ready_cond);
	pthread_mutex_unlock(&ready_mutex);
}

static unsigned long
xorshift(unsigned long *s)
{
	unsigned long x = *s;

	x ^= x << 13;
	x ^= x >> 7;
	x ^= x << 17;
	return *s = x;
}

/* ---- workloads -------------------------------------------------------- */

/* random point selects: with inlist > 1, one statement reads that many
 * random rows by primary key (more page accesses per parsed statement) */
static void
work_points(MYSQL *m, unsigned long seed)
{
	char sql[16384];
	int first = 1;

	for (;;) {
		int n = snprintf(sql, sizeof(sql), "SELECT SUM(k) FROM t WHERE id IN (");

		for (int i = 0; i < inlist && n < (int)sizeof(sql) - 32; i++)
			n += snprintf(sql + n, sizeof(sql) - n, "%s%lu", i ? "," : "",
				      1 + xorshift(&seed) % (unsigned long)hot);
		snprintf(sql + n, sizeof(sql) - n, ")");
		query(m, sql);
		if (first) {
			first = 0;
			i_am_ready();
		}
	}
}

/* tables: one row by primary key from a random table of t1 .. tN */
static void
work_tables(MYSQL *m, unsigned long seed)
{
	char sql[128];
	int first = 1;

	for (;;) {
		unsigned long k = 1 + xorshift(&seed) % (unsigned long)ntables;

		snprintf(sql, sizeof(sql), "SELECT c FROM t%lu WHERE id = %lu", k,
			 1 + xorshift(&seed) % (unsigned long)hot);
		query(m, sql);
		if (first) {
			first = 0;
			i_am_ready();
		}
	}
}

/* distinct: 1000 rows of s through DISTINCT (a HEAP temporary table) */
static void
work_distinct(MYSQL *m, unsigned long seed)
{
	char sql[128];
	int first = 1;
	unsigned long span = nrows > 1000 ? (unsigned long)nrows - 999 : 1;

	for (;;) {
		unsigned long lo = 1 + xorshift(&seed) % span;

		snprintf(sql, sizeof(sql), "SELECT DISTINCT c FROM s WHERE id BETWEEN %lu AND %lu",
			 lo, lo + 999);
		query(m, sql);
		if (first) {
			first = 0;
			i_am_ready();
		}
	}
}

static void
work_hotrow(MYSQL *m)
{
	int first = 1;

	for (;;) {
		query(m, "BEGIN");
		query(m, "UPDATE t SET k = k + 1 WHERE id = 1");
		if (sleep_us > 0)
			usleep(sleep_us);
		query(m, "COMMIT");
		if (first) {
			first = 0;
			i_am_ready();
		}
	}
}

static void
work_hotpage(MYSQL *m, int no)
{
	char sql[128];
	int first = 1;

	/* rows 1 .. 16 share the first leaf page: each thread its own row */
	snprintf(sql, sizeof(sql), "UPDATE t SET k = k + 1 WHERE id = %d", 1 + no % 16);
	for (;;) {
		query(m, sql);
		if (first) {
			first = 0;
			i_am_ready();
		}
	}
}

static void
work_commit(MYSQL *m, int no, unsigned long seed)
{
	char sql[256];
	unsigned long n = 0;
	int first = 1;

	for (;;) {
		/* each thread its own rows: no row lock waits, only redo */
		unsigned long id = 1 + (unsigned long)no * 1000 + xorshift(&seed) % 1000;

		if (id > (unsigned long)nrows)
			id = 1 + id % (unsigned long)nrows;
		snprintf(sql, sizeof(sql), "UPDATE t SET k = k + 1 WHERE id = %lu", id);
		query(m, sql);
		snprintf(sql, sizeof(sql),
			 "INSERT INTO log (thread, n, v) VALUES (%d, %lu, 'x') "
			 "ON DUPLICATE KEY UPDATE v = 'y'", no, n++ % 10000);
		query(m, sql);
		if (first) {
			first = 0;
			i_am_ready();
		}
	}
}

/* idle: threads parked in different, unchanging states. Thread 0 holds a
 * row lock and a user lock forever (and sleeps in the client); the others,
 * by number modulo 4: client sleep, SELECT SLEEP() in the server, row lock
 * wait, GET_LOCK() wait */
static void
client_park(void)
{
	for (;;)
		sleep(1000);
}

static void
work_idle(MYSQL *m, int no)
{
	if (no == 0) {
		query(m, "SET SESSION innodb_lock_wait_timeout = 100000");
		query(m, "BEGIN");
		query(m, "SELECT k FROM t WHERE id = 1 FOR UPDATE");
		if (query_long(m, "SELECT GET_LOCK('pmp_idle', 0)") != 1)
			die("GET_LOCK failed");
		i_am_ready();
		client_park();
	}
	/* wait until thread 0 holds its locks */
	pthread_mutex_lock(&ready_mutex);
	while (nready < 1)
		pthread_cond_wait(&ready_cond, &ready_mutex);
	pthread_mutex_unlock(&ready_mutex);
	i_am_ready();
	switch (no % 4) {
	case 1:
		client_park();
		break;
	case 2:
		query(m, "SELECT SLEEP(1000000)");
		break;
	case 3:
		query(m, "SET SESSION innodb_lock_wait_timeout = 100000");
		query(m, "UPDATE t SET k = k + 1 WHERE id = 1");
		break;
	case 0:
		query(m, "SELECT GET_LOCK('pmp_idle', 1000000)");
		break;
	}
	client_park();
}

/* monitor=SEC: every SEC seconds, one line of server counters on stderr
 * (deltas), to tune the workloads */
static void *
monitor_thread(void *arg)
{
	static const char *names[] = {
		"Questions", "Innodb_buffer_pool_read_requests", "Innodb_buffer_pool_reads",
		"Innodb_buffer_pool_pages_made_young", "Innodb_row_lock_waits", "Innodb_log_writes",
		"Innodb_os_log_fsyncs", "Innodb_data_fsyncs", "Innodb_buffer_pool_pages_made_not_young",
		"Innodb_buffer_pool_pages_free", "Innodb_buffer_pool_pages_data",
		"Innodb_rows_updated", "Innodb_rows_inserted", "Innodb_rows_read",
		"Opened_tables", "Qcache_hits",
	};
	enum { N = sizeof(names) / sizeof(names[0]) };
	long prev[N] = { 0 };
	MYSQL *m = connect_embedded();
	char sql[256], settings[512];

	(void)arg;
	/* the settings the CPU-cost scenarios change, as the server took them */
	query_text(m, "SELECT CONCAT_WS(' ', @@innodb_flush_log_at_trx_commit, "
		   "@@innodb_buffer_pool_size, @@table_open_cache, @@query_cache_type, "
		   "@@query_cache_size, @@performance_schema, @@innodb_adaptive_hash_index, "
		   "@@collation_server)", settings, sizeof(settings));
	fprintf(stderr, "monitor: innodb_flush_log_at_trx_commit innodb_buffer_pool_size "
		"table_open_cache query_cache_type query_cache_size performance_schema "
		"innodb_adaptive_hash_index collation_server: %s\n", settings);
	for (;;) {
		sleep(monitor);
		fprintf(stderr, "monitor:");
		for (int i = 0; i < N; i++) {
			long v;

			snprintf(sql, sizeof(sql),
				 "SELECT VARIABLE_VALUE FROM information_schema.GLOBAL_STATUS "
				 "WHERE VARIABLE_NAME = '%s'", names[i]);
			v = query_long(m, sql);
			/* counters as deltas per second, page counts as they are */
			fprintf(stderr, " %s=%ld", names[i] + (strncmp(names[i], "Innodb_", 7) ? 0 : 7),
				strstr(names[i], "pages_") && !strstr(names[i], "made") ? v
				: (v - prev[i]) / monitor);
			prev[i] = v;
		}
		fputc('\n', stderr);
	}
	return NULL;
}

static void *
worker(void *arg)
{
	int no = (int)(long)arg;
	unsigned long seed = 0x9e3779b97f4a7c15UL * (unsigned long)(no + 1);
	MYSQL *m = connect_embedded();

	switch (mode) {
	case M_POINTS: work_points(m, seed); break;
	case M_HOTROW: work_hotrow(m); break;
	case M_COMMIT: work_commit(m, no, seed); break;
	case M_IDLE: work_idle(m, no); break;
	case M_TABLES: work_tables(m, seed); break;
	case M_DISTINCT: work_distinct(m, seed); break;
	case M_HOTPAGE: work_hotpage(m, no); break;
	}
	return NULL;
}

/* ---- setup ------------------------------------------------------------- */

/* tables: t1 .. tN, copies of t (kept from run to run, as t) */
static void
load_copies(MYSQL *m)
{
	char sql[256];

	for (int k = 1; k <= ntables; k++) {
		snprintf(sql, sizeof(sql), "CREATE TABLE IF NOT EXISTS t%d LIKE t", k);
		query(m, sql);
		snprintf(sql, sizeof(sql), "SELECT COUNT(*) FROM t%d", k);
		if (query_long(m, sql) == nrows)
			continue;
		snprintf(sql, sizeof(sql), "TRUNCATE TABLE t%d", k);
		query(m, sql);
		snprintf(sql, sizeof(sql), "INSERT INTO t%d SELECT * FROM t", k);
		query(m, sql);
	}
}

/* distinct: s made again with the server's collation, so that one data
 * directory serves runs with different --collation-server */
static void
load_strings(MYSQL *m)
{
	char coll[128], sql[1024];

	query_text(m, "SELECT @@collation_server", coll, sizeof(coll));
	if (strncmp(coll, "utf8mb4_", 8))
		die("distinct wants a utf8mb4 --collation-server, not %s", coll);
	query(m, "DROP TABLE IF EXISTS s");
	snprintf(sql, sizeof(sql), "CREATE TABLE s (id INT UNSIGNED NOT NULL PRIMARY KEY, "
		 "c VARCHAR(64) NOT NULL) ENGINE=InnoDB CHARACTER SET utf8mb4 COLLATE %s", coll);
	query(m, sql);
	/* 40 characters: a letter 30 times, an accented one, a number */
	snprintf(sql, sizeof(sql),
		 "INSERT INTO s WITH RECURSIVE q(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM q "
		 "WHERE n < %ld) SELECT n, CONCAT(REPEAT(CHAR(97 + n %% 26), 30), "
		 "IF(n %% 2, _utf8mb4 0xC3A9, _utf8mb4 0xC3B6), LPAD(n %% 500, 9, '0')) FROM q",
		 nrows);
	query(m, sql);
	fprintf(stderr, "embedded_target: table s, %ld rows, collation %s\n", nrows, coll);
}

static void
load(void)
{
	MYSQL *m = connect_embedded();
	char sql[1024];
	long have;

	if (mode == M_DISTINCT) {
		load_strings(m);
		mysql_close(m);
		mysql_thread_end();
		return;
	}

	query(m, "CREATE TABLE IF NOT EXISTS t (id INT UNSIGNED NOT NULL PRIMARY KEY, "
		 "k INT UNSIGNED NOT NULL DEFAULT 0, c CHAR(120) NOT NULL DEFAULT '', "
		 "pad CHAR(60) NOT NULL DEFAULT '', KEY k_1 (k)) ENGINE=InnoDB");
	query(m, "CREATE TABLE IF NOT EXISTS log (thread INT NOT NULL, n INT NOT NULL, "
		 "v CHAR(20) NOT NULL, PRIMARY KEY (thread, n)) ENGINE=InnoDB");
	have = query_long(m, "SELECT COUNT(*) FROM t");
	if (have != nrows) {
		fprintf(stderr, "embedded_target: loading %ld rows\n", nrows);
		query(m, "TRUNCATE TABLE t");
		for (long lo = 1; lo <= nrows; lo += 100000) {
			long hi = lo + 99999 < nrows ? lo + 99999 : nrows;

			snprintf(sql, sizeof(sql),
				 "INSERT INTO t (id, k, c, pad) WITH RECURSIVE s(n) AS "
				 "(SELECT %ld UNION ALL SELECT n + 1 FROM s WHERE n < %ld) "
				 "SELECT n, n * 7 %% %ld, REPEAT(CHAR(97 + n %% 26), 120), "
				 "REPEAT('p', 60) FROM s", lo, hi, nrows);
			query(m, sql);
		}
	}
	/* warm the buffer pool: every leaf page of the hot rows once */
	snprintf(sql, sizeof(sql), "SELECT SUM(LENGTH(c)) FROM t FORCE INDEX (PRIMARY) "
		 "WHERE id <= %ld", hot);
	query_long(m, sql);
	if (mode == M_TABLES)
		load_copies(m);
	mysql_close(m);
	mysql_thread_end();
}

static void
usage(void)
{
	fputs("usage: embedded_target points|hotrow|commit|idle|tables|distinct|hotpage DATADIR "
	      "[threads=N] [rows=N] [hot=N] [sleep_us=N] [inlist=N] [tables=N] [monitor=SEC] "
	      "[--server-opt=V ...]\n", stderr);
	exit(64);
}

/*
 * points: the table (100000 rows, about 1400 pages) is larger than the
 * pool (16 MB, about 900 data pages), so loading it starts eviction
 * (buf_pool.freed_page_clock > 0: only then does InnoDB make pages young);
 * the 40000 hot rows (about 570 pages) then fit. With 90% of the LRU list
 * "old", nearly every access to a hot page moves it to the head of the
 * list under buf_pool.mutex (buf_page_make_young_if_needed, about 30% of
 * page reads), and 16 threads on 2 cores queue on that mutex. A smaller
 * lru_scan_depth keeps the page cleaner from evicting the hot pages to
 * keep 1536 pages free (the default, more than this whole pool).
 */
static const char *const points_opts[] = {
	"--innodb-buffer-pool-size=16M", "--innodb-lru-scan-depth=100",
	"--innodb-old-blocks-pct=90", NULL
};
/* everything in memory: waits are row locks and redo, not reads */
static const char *const other_opts[] = { "--innodb-buffer-pool-size=64M", NULL };
/* ... and no redo waits either: what is left is the page latch */
static const char *const hotpage_opts[] = {
	"--innodb-buffer-pool-size=64M", "--innodb-flush-log-at-trx-commit=0", NULL
};

/* the modes and their workload defaults, tuned on a 2-core box (see the
 * comment at the top): settings and "--" options given after MODE DATADIR
 * override them (-1: the mode has no such setting) */
static const struct mode_info {
	const char *name;
	enum mode mode;
	int threads;
	long rows, hot;
	int inlist;
	long sleep_us;
	const char *const *opts;
} modes[] = {
	{ "points", M_POINTS, 16, 100000, 40000, 100, -1, points_opts },
	{ "hotrow", M_HOTROW, 8, 1000, -1, -1, 2000, other_opts },
	{ "commit", M_COMMIT, 8, 20000, -1, -1, -1, other_opts },
	{ "idle", M_IDLE, 8, 1000, -1, -1, -1, other_opts },
	{ "tables", M_TABLES, 4, 1000, -1, -1, -1, other_opts },
	{ "distinct", M_DISTINCT, 4, 20000, -1, -1, -1, other_opts },
	{ "hotpage", M_HOTPAGE, 16, 1000, -1, -1, -1, hotpage_opts },
};

/* a NAME=VALUE setting of the command line; -1 if there is no such name */
static int
parse_setting(const char *a)
{
	if (!strncmp(a, "threads=", 8))
		nthreads = atoi(a + 8);
	else if (!strncmp(a, "rows=", 5))
		nrows = atol(a + 5);
	else if (!strncmp(a, "sleep_us=", 9))
		sleep_us = atol(a + 9);
	else if (!strncmp(a, "monitor=", 8))
		monitor = atoi(a + 8);
	else if (!strncmp(a, "hot=", 4))
		hot = atol(a + 4);
	else if (!strncmp(a, "inlist=", 7))
		inlist = atoi(a + 7);
	else if (!strncmp(a, "tables=", 7))
		ntables = atoi(a + 7);
	else
		return -1;
	return 0;
}

/* the server (the library) on argv, then the tables of the mode */
static void
start_server(int argc, char **argv)
{
	static char *groups[] = { "embedded", "server", NULL };
	struct timespec t0, t1;

	if (mysql_library_init(argc, argv, groups) != 0)
		die("mysql_library_init failed (datadir made by mariadb-install-db?)");
	clock_gettime(CLOCK_MONOTONIC, &t0);
	load();
	clock_gettime(CLOCK_MONOTONIC, &t1);
	fprintf(stderr, "embedded_target: server started, table ready in %.1f s\n",
		t1.tv_sec - t0.tv_sec + (t1.tv_nsec - t0.tv_nsec) / 1e9);
}

int
main(int argc, char **argv)
{
	char *sargv[MAX_ARGS];
	int sargc = 0;
	char datadir[4096], lang[256];
	const char *lang_dir = "/usr/share/mysql/english";
	const struct mode_info *mi = NULL;
	pthread_t tids[MAX_THREADS];
	sigset_t set;
	int sig;

	if (argc < 3)
		usage();
	for (size_t i = 0; i < sizeof(modes) / sizeof(modes[0]); i++)
		if (!strcmp(argv[1], modes[i].name))
			mi = &modes[i];
	if (!mi)
		usage();
	mode = mi->mode;
	nthreads = mi->threads;
	nrows = mi->rows;
	hot = mi->hot;
	inlist = mi->inlist;
	sleep_us = mi->sleep_us;

	if (access(lang_dir, R_OK) != 0 && access("/usr/share/mariadb/english", R_OK) == 0)
		lang_dir = "/usr/share/mariadb/english";
	snprintf(datadir, sizeof(datadir), "--datadir=%s", argv[2]);
	snprintf(lang, sizeof(lang), "--language=%s", lang_dir);
	sargv[sargc++] = "embedded_target";
	sargv[sargc++] = "--no-defaults";
	sargv[sargc++] = datadir;
	sargv[sargc++] = lang;
	sargv[sargc++] = "--skip-grant-tables";
	sargv[sargc++] = "--max-recursive-iterations=100000000";
	sargv[sargc++] = "--innodb-flush-log-at-trx-commit=1";
	sargv[sargc++] = "--innodb-lock-wait-timeout=1000";
	for (int i = 0; mi->opts[i]; i++)
		sargv[sargc++] = (char *)mi->opts[i];
	for (int i = 3; i < argc; i++) {
		char *a = argv[i];

		if (!strncmp(a, "--", 2)) {
			if (sargc >= MAX_ARGS - 1)
				die("too many server options");
			sargv[sargc++] = a;
		} else if (parse_setting(a) != 0) {
			usage();
		}
	}
	if (nthreads < 1 || nthreads > MAX_THREADS || nrows < 2 || inlist > 1000 ||
	    ntables < 1 || ntables > 1000)
		usage();
	if (hot < 1 || hot > nrows)
		hot = nrows;	/* rows= smaller than the default hot= */
	if (mode == M_IDLE && nthreads < 5)
		nthreads = 5;
	sargv[sargc] = NULL;

	/* SIGTERM and SIGINT go to main's sigwait, whatever thread they hit */
	sigemptyset(&set);
	sigaddset(&set, SIGTERM);
	sigaddset(&set, SIGINT);
	pthread_sigmask(SIG_BLOCK, &set, NULL);

	start_server(sargc, sargv);

	for (int i = 0; i < nthreads; i++) {
		int e = pthread_create(&tids[i], NULL, worker, (void *)(long)i);

		if (e)
			die("pthread_create: %s", strerror(e));
	}
	pthread_mutex_lock(&ready_mutex);
	while (nready < nthreads)
		pthread_cond_wait(&ready_cond, &ready_mutex);
	pthread_mutex_unlock(&ready_mutex);
	if (monitor > 0) {
		pthread_t mt;

		pthread_create(&mt, NULL, monitor_thread, NULL);
	}
	printf("ready pid=%d mode=%s threads=%d rows=%ld\n", (int)getpid(), argv[1],
	       nthreads, nrows);
	fflush(stdout);

	do {
		if (sigwait(&set, &sig) != 0)
			die("sigwait: %s", strerror(errno));
	} while (sig != SIGTERM && sig != SIGINT);
	_exit(0);
}
