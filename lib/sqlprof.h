/* SPDX-License-Identifier: MIT */
/*
 * sqlprof.h - the statements beside the profile: thread-samples per
 * profile stack and statement (a digest, or "[Sleep]" for a connection
 * that runs none: sql_thread_label()), so that the report can group each
 * hotspot's threads by statement; and, per snapshot, the server's own
 * row-lock waits (lib/sqlinfo.h, blocked_by) turned into waiter ->
 * holder pairs: the waiters' statement, the holding connection, its
 * thread, what it runs and its stack in the same snapshot.
 *
 * A sqlprof borrows its stackset (statements are string ids of it,
 * stacks its stack ids); it owns everything else, freed by
 * sqlprof_release().
 */
#ifndef PMP_SQLPROF_H
#define PMP_SQLPROF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hashidx.h"
#include "sqlinfo.h"
#include "stackset.h"

#define SQLPROF_NO_STACK UINT32_MAX

struct sqlprof_ent {
	uint32_t stack;		/* profile stack id */
	uint32_t stmt;		/* statement label, a string id */
	uint32_t text;		/* the first text seen of it, a string id,
				 * or 0 (none, or --no-sql-text) */
	uint64_t n;		/* thread-samples */
};

/* threads running one statement that waited for a row lock of one
 * connection */
struct sqlprof_block {
	uint32_t wstmt;		/* the waiters' statement label */
	uint64_t bconn;		/* the connection holding the lock */
	long btid;		/* its thread, 0 when not in the snapshot */
	uint32_t bstmt;		/* its statement label, 0 when unknown */
	uint32_t bstack;	/* its whole stack (first seen), or
				 * SQLPROF_NO_STACK when unknown */
	double btime;		/* seconds in its command (the longest seen) */
	uint64_t snapshots;	/* snapshots in which some thread waited so */
	uint64_t waiters;	/* thread-samples */
	uint64_t last;		/* private */
};

struct sqlprof_cur {		/* private: a thread of the current snapshot */
	long tid;
	uint64_t conn, blocked_by;
	uint32_t stmt, stack;
	double time;
};

struct sqlprof {
	struct stackset *ss;		/* borrowed */
	uint64_t samples;		/* thread-samples with a connection */
	uint64_t snapshots;		/* snapshots with some */
	struct sqlprof_ent *e;		/* by thread-samples, most first, once
					 * finished */
	size_t n, alloc;
	struct sqlprof_block *blocks;	/* by waiters, most first, once finished */
	size_t nblocks, ablocks;
	struct sqlprof_cur *cur;
	size_t ncur, acur;
	struct hashidx idx, bidx;	/* private */
};

void sqlprof_init(struct sqlprof *p, struct stackset *ss);
void sqlprof_release(struct sqlprof *p);
/*
 * A thread-sample: its statement st (NULL: it serves no connection; then
 * nothing is counted) and st's label (sqlprof_label(), which the caller
 * has made for its other uses), pstack the stack it was counted under in
 * the profile (SQLPROF_NO_STACK: filtered out) and stack its whole stack.
 */
void sqlprof_sample(struct sqlprof *p, long tid, const struct sql_thread *st,
		    uint32_t stmt, uint32_t pstack, uint32_t stack, uint64_t count);
/* the snapshot ended: its row-lock waits */
void sqlprof_snapshot_end(struct sqlprof *p);
/* sort for the writers (idempotent) */
void sqlprof_finish(struct sqlprof *p);

static inline bool
sqlprof_any(const struct sqlprof *p)
{
	return p && p->samples;
}

/* a statement label of thread-sample st, interned in ss (lib/sqlinfo.h) */
uint32_t sqlprof_label(struct stackset *ss, const struct sql_thread *st);

#endif
