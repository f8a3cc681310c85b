/* SPDX-License-Identifier: MIT */
/*
 * mdlhold.h - who holds the metadata lock a connection waits for, from
 * the rows of information_schema.METADATA_LOCK_INFO (MariaDB's
 * metadata_lock_info plugin, which a DBA installs with INSTALL SONAME
 * 'metadata_lock_info'; pmp never installs it) and the waiter's
 * statement. No server here: procsql.c reads the rows, this matches them,
 * and the unit tests feed it rows by hand.
 *
 * What it cannot tell: the plugin lists the locks granted, not those
 * asked for, so the table a waiter waits for is taken from its statement
 * (the tables it names, qualified or in its default database): a table
 * reached through a view, a trigger, a foreign key or a routine is not
 * found, and a name that only looks like a table's (a column called as
 * the table) matches. Nor are the modes' conflicts judged: every lock
 * another connection holds on the table is named, a shared one that
 * would not block the waiter's request as well, save those of the
 * waiter's own mode (which it shares with them); the mode is shown for
 * the reader to judge.
 */
#ifndef PMP_MDLHOLD_H
#define PMP_MDLHOLD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* one row of METADATA_LOCK_INFO; the strings are borrowed from whoever
 * made the row, NULL where the server said NULL */
struct mdl_lock {
	uint64_t id;		/* THREAD_ID: the holder's connection id */
	const char *mode;	/* "MDL_SHARED_NO_READ_WRITE" */
	const char *duration;	/* "MDL_TRANSACTION", NULL on 10.11+ */
	const char *type;	/* "Table metadata lock", "Backup lock" */
	const char *schema, *table;	/* "" for a lock of no table */
};

/* whether a process-list State is a wait for a metadata lock
 * ("Waiting for table metadata lock", "... schema metadata lock") */
bool mdl_state_waits(const char *state);

/*
 * Whether stmt names table schema.table: as schema.table, or as table
 * alone when db (the connection's default database, NULL: none) is
 * schema. Names compare without case (lower_case_table_names is the
 * server's; a false match only adds a candidate); quoted names
 * (`t`, "t") count, string literals do not.
 */
bool mdl_stmt_names(const char *stmt, const char *db, const char *schema,
		    const char *table);

/*
 * The holders of the lock a connection waits for, as the top comment
 * says: the indexes into l (n rows) of the locks on a table its
 * statement stmt names (in database db) held by another connection, in
 * a mode the waiter holds on no such table itself, one per holder, in
 * l's order, into out (room for n); returns how many.
 */
size_t mdl_holders(const struct mdl_lock *l, size_t n, uint64_t waiter,
		   const char *db, const char *stmt, size_t *out);

#endif
