/* SPDX-License-Identifier: MIT */
/*
 * sqlinfo.h - what the server said about a thread: the connection it
 * serves and the statement it runs, from MariaDB's
 * information_schema.PROCESSLIST (its TID column is the OS thread), read
 * by pmp/sql/procsql.c after each snapshot, and the raw capture's lines
 * that carry it offline (docs/formats.md):
 *
 *   # sql ID TIME BLOCKED_BY COMMAND USER DB STATE
 *   # sql-digest DIGEST
 *   # sql-text TEXT
 *
 * ID the connection id; TIME the seconds in the current command (3
 * decimals); BLOCKED_BY the connection whose transaction holds the row
 * lock this one waits for (InnoDB's lock waits), or "-"; COMMAND, USER,
 * DB and STATE space-separated fields escaped as lib/escape.h says ("-"
 * for NULL). The digest (lib/sqldigest.h) and text lines come only with
 * a statement, the text not at all under --no-sql-text; both run to the
 * end of the line (escaped, not as fields).
 *
 * A struct sql_thread borrows its strings from whoever made it (the
 * process-list reader, the raw reader's line buffers): valid for the
 * sample it is given with.
 */
#ifndef PMP_SQLINFO_H
#define PMP_SQLINFO_H

#include <stdbool.h>
#include <stdint.h>

#include "strbuf.h"

struct sql_thread {
	uint64_t id;		/* connection id */
	double time;		/* seconds in the current command */
	uint64_t blocked_by;	/* connection holding the row lock it waits
				 * for (the server's lock waits), or 0 */
	/* NULL where the server said NULL */
	const char *command, *user, *db, *state;
	const char *digest;	/* the statement's digest, NULL: none */
	const char *text;	/* its text, NULL: none or not kept */
};

/* the server variable past which an InnoDB latch wait makes the server
 * abort itself (seconds): pmp warns when a wait gets over half of it */
#define SQL_FATAL_WAIT_VAR "innodb_fatal_semaphore_wait_threshold"

/* the three lines above for st, each ending in '\n', appended to out */
void sql_thread_format(const struct sql_thread *st, struct strbuf *out);

/*
 * Parse the rest of a "# sql " line (s, modified: the strings point into
 * it, unescaped when esc) into st, its digest and text NULL: 0, or -1
 * (st unspecified) when it is not one.
 */
int sql_thread_parse(char *s, bool esc, struct sql_thread *st);

/* "update t set k=k+? where id=?", or "[Sleep]" for a connection that
 * runs no statement (its command in brackets), or "[?]" */
const char *sql_thread_label(const struct sql_thread *st, struct strbuf *scratch);

#endif
