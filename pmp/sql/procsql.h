/* SPDX-License-Identifier: MIT */
/*
 * procsql.h - which statement each thread runs: a connection to the
 * target server (libmariadb, on its own Unix socket) that reads
 * information_schema.PROCESSLIST, whose TID column is the OS thread of
 * each connection, after each snapshot, when the threads run again
 * (never while they are stopped: the server could not answer), and the
 * server's InnoDB lock waits (which connection's transaction holds the
 * row lock another waits for); when asked, two status variables (for
 * pmp's triggers) and the metadata locks held (the metadata_lock_info
 * plugin's table, mdlhold.h).
 *
 * Off, with one warning line saying why, when it cannot connect (no
 * socket, refused credentials, not a MariaDB server), or when a read
 * fails or takes longer than PROCSQL_TIMEOUT seconds (a server that
 * hangs must not hang pmp: pmp is what one runs on a hung server).
 *
 * pmp's own connection is a thread of the server too: procsql_own_tid()
 * names it, so that the live session leaves it out of every snapshot.
 *
 * A status variable that cannot be read, or a metadata-lock table that
 * fails, leaves that part unknown (-1, none) and the rest on; a read
 * that times out or loses the connection turns everything off, as above.
 *
 * A struct procsql owns its connection and the rows of the last read
 * (process list and metadata locks); procsql_find()'s result lives until
 * the next procsql_read() or procsql_close().
 */
#ifndef PMP_PROCSQL_H
#define PMP_PROCSQL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>

#include "mdlhold.h"
#include "sqlinfo.h"
#include "strbuf.h"

#define PROCSQL_TIMEOUT 2	/* seconds: connect, read, write */
#define PROCSQL_TEXT_MAX 16384	/* bytes of a statement's text read */

struct procsql_opts {
	bool off;			/* --no-sql */
	bool no_text;			/* --no-sql-text: digests only */
	const char *socket;		/* --socket, or NULL: the target's */
	const char *defaults_file;	/* --defaults-file, or NULL: the
					 * usual option files ([client]) */
	bool status;			/* read the status variables too
					 * (procsql_status()) */
	bool mdl;			/* read the metadata locks held too,
					 * when the plugin's table is there */
};

struct procsql_row {
	long tid;
	struct sql_thread st;	/* strings point into mem */
	char *mem;
};

/* one metadata lock held (METADATA_LOCK_INFO's row) */
struct procsql_mdl {
	struct mdl_lock l;	/* strings point into mem */
	char *mem;
};

struct procsql {
	bool on;			/* connected, and reading */
	void *db;			/* the MYSQL handle (mysql.h) */
	bool no_text;
	bool lock_waits;		/* the InnoDB lock-wait tables answer */
	char socket[108];
	uint64_t own_id;		/* pmp's connection id */
	double fatal_wait;		/* SQL_FATAL_WAIT_VAR, 0: unknown */
	long own_tid;			/* ... and the server thread serving it */
	struct procsql_row *rows;	/* the last read, by tid */
	size_t n, alloc;
	/* SHOW GLOBAL STATUS's Threads_running and
	 * Innodb_row_lock_current_waits of the last read, -1: unknown or
	 * not read (procsql_opts.status off) */
	bool status;
	double threads_running, row_lock_waits;
	/* the metadata locks: asked (procsql_opts.mdl), the plugin's table
	 * answers (looked for once, at open), the last read's rows */
	bool mdl_asked, mdl;
	struct procsql_mdl *locks;
	size_t nlocks, alloc_locks;
	struct strbuf scratch;
	/* figures: reads done, the seconds spent reading (pmp's clock),
	 * and the CPU time of the server thread that served them
	 * (/proc/PID/task/TID/schedstat at open and at close) */
	unsigned long reads;
	double secs;
	pid_t pid;
	uint64_t server_ns0;
	char why[1024];			/* why it is off, "" when never on */
};

/*
 * Connect to pid's server as o says; on a failure, one warning line and
 * q stays off. Without --socket only a process named as a server
 * (comm: procsql_server_name()) is tried: any other program is left
 * alone, silently (pmp samples programs that are no database as well).
 * The caller has zeroed q.
 */
void procsql_open(struct procsql *q, pid_t pid, const char *comm,
		  const struct procsql_opts *o);
/* "mariadbd", "mysqld" (and MariaDB's older "mysqld" name for it) */
bool procsql_server_name(const char *comm);
/* read the process list (and the lock waits, the status variables and
 * the metadata locks when asked) into q's rows; on a failure of the
 * list, or a timeout, one warning line and q is off from now on */
void procsql_read(struct procsql *q);
/*
 * The status variable name ("Threads_running",
 * "Innodb_row_lock_current_waits", without case) of the last read into
 * *v: 0, or -1 when it is another name, unknown or not read.
 */
int procsql_status(const struct procsql *q, const char *name, double *v);
/*
 * The last read as text for people (an incident's processlist.txt; not
 * made to be parsed, it may change): every connection (Id, TID, User,
 * db, Command, Time, State, its statement), the InnoDB row-lock waits
 * (waiter -> holder), then procsql_write_mdl()'s section. Strings of the
 * server are escaped (lib/escape.h, escape_ctl()). Nothing when q never
 * read; f is borrowed, its errors are the caller's to check.
 */
void procsql_write_list(const struct procsql *q, FILE *f);
/*
 * The "Metadata locks" section of procsql_write_list() alone (pmp dump
 * prints it after the threads): each lock held (mode, duration, type,
 * schema.table, its connection, thread and statement), each connection
 * that waits for a metadata lock, its statement and the holders that
 * mdlhold.h finds; without the plugin's table, one line saying how a DBA
 * installs it.
 */
void procsql_write_mdl(const struct procsql *q, FILE *f);
/* the row of thread tid in the last read, or NULL */
const struct sql_thread *procsql_find(const struct procsql *q, long tid);
/* pmp's own server thread, or 0 when off or unknown */
static inline long
procsql_own_tid(const struct procsql *q)
{
	return q->on ? q->own_tid : 0;
}
/* with -v, one line of the figures above */
void procsql_close(struct procsql *q);

#endif
