/* SPDX-License-Identifier: MIT */
/*
 * sqlprof.c - statements per profile stack, and the server's row-lock
 * waits per snapshot; see sqlprof.h.
 */
#include <stdlib.h>
#include <string.h>

#include "sqlprof.h"
#include "util.h"

void
sqlprof_init(struct sqlprof *p, struct stackset *ss)
{
	memset(p, 0, sizeof(*p));
	p->ss = ss;
}

void
sqlprof_release(struct sqlprof *p)
{
	free(p->e);
	free(p->blocks);
	free(p->cur);
	hashidx_release(&p->idx);
	hashidx_release(&p->bidx);
	memset(p, 0, sizeof(*p));
}

uint32_t
sqlprof_label(struct stackset *ss, const struct sql_thread *st)
{
	struct strbuf sb;
	const char *s;
	uint32_t id;

	if (st->digest)
		return stackset_str(ss, st->digest, strlen(st->digest));
	strbuf_init(&sb);
	s = sql_thread_label(st, &sb);
	id = stackset_str(ss, s, strlen(s));
	strbuf_release(&sb);
	return id;
}

static uint64_t
ent_hash(uint32_t stack, uint32_t stmt)
{
	return hashidx_mix((uint64_t)stack << 32 | stmt);
}

void
sqlprof_sample(struct sqlprof *p, long tid, const struct sql_thread *st,
	       uint32_t stmt, uint32_t pstack, uint32_t stack, uint64_t count)
{
	size_t cursor;

	if (!st)
		return;
	p->samples += count;
	ALLOC_GROW(p->cur, p->ncur + 1, p->acur);
	p->cur[p->ncur++] = (struct sqlprof_cur){ .tid = tid, .conn = st->id,
		.blocked_by = st->blocked_by, .stmt = stmt, .stack = stack, .time = st->time };
	if (pstack == SQLPROF_NO_STACK)
		return;
	for (size_t i = hashidx_first(&p->idx, ent_hash(pstack, stmt), &cursor);
	     i != HASHIDX_NONE; i = hashidx_next(&p->idx, ent_hash(pstack, stmt), &cursor))
		if (p->e[i].stack == pstack && p->e[i].stmt == stmt) {
			p->e[i].n += count;
			return;
		}
	ALLOC_GROW(p->e, p->n + 1, p->alloc);
	p->e[p->n] = (struct sqlprof_ent){ .stack = pstack, .stmt = stmt, .n = count,
		.text = st->text ? stackset_str(p->ss, st->text, strlen(st->text)) : 0 };
	hashidx_add(&p->idx, ent_hash(pstack, stmt), p->n++);
}

/* the thread of the current snapshot serving connection conn, or NULL
 * (a snapshot has tens to hundreds of connections, few of them waiting
 * for a row lock: a scan per waiter) */
static const struct sqlprof_cur *
cur_of_conn(const struct sqlprof *p, uint64_t conn)
{
	for (size_t i = 0; i < p->ncur; i++)
		if (p->cur[i].conn == conn)
			return &p->cur[i];
	return NULL;
}

static struct sqlprof_block *
block_get(struct sqlprof *p, uint32_t wstmt, uint64_t bconn)
{
	uint64_t h = hashidx_mix(bconn ^ hashidx_mix(wstmt));
	size_t cursor;

	for (size_t i = hashidx_first(&p->bidx, h, &cursor); i != HASHIDX_NONE;
	     i = hashidx_next(&p->bidx, h, &cursor))
		if (p->blocks[i].wstmt == wstmt && p->blocks[i].bconn == bconn)
			return &p->blocks[i];
	ALLOC_GROW(p->blocks, p->nblocks + 1, p->ablocks);
	p->blocks[p->nblocks] = (struct sqlprof_block){ .wstmt = wstmt, .bconn = bconn,
							.bstack = SQLPROF_NO_STACK,
							.last = UINT64_MAX };
	hashidx_add(&p->bidx, h, p->nblocks);
	return &p->blocks[p->nblocks++];
}

void
sqlprof_snapshot_end(struct sqlprof *p)
{
	if (!p->ncur)
		return;
	p->snapshots++;
	for (size_t i = 0; i < p->ncur; i++) {
		const struct sqlprof_cur *w = &p->cur[i], *b;
		struct sqlprof_block *k;

		if (!w->blocked_by)
			continue;
		k = block_get(p, w->stmt, w->blocked_by);
		k->waiters++;
		if (k->last != p->snapshots) {
			k->last = p->snapshots;
			k->snapshots++;
		}
		/* the holder as this snapshot saw it; its stack the first time */
		if ((b = cur_of_conn(p, w->blocked_by))) {
			k->btid = b->tid;
			k->bstmt = b->stmt;
			if (k->bstack == SQLPROF_NO_STACK)
				k->bstack = b->stack;
			if (b->time > k->btime)
				k->btime = b->time;
		}
	}
	p->ncur = 0;
}

static int
cmp_ent(const void *a, const void *b)
{
	const struct sqlprof_ent *x = a, *y = b;

	if (x->n != y->n)
		return x->n < y->n ? 1 : -1;
	if (x->stack != y->stack)
		return x->stack < y->stack ? -1 : 1;
	return (x->stmt > y->stmt) - (x->stmt < y->stmt);
}

static int
cmp_block(const void *a, const void *b)
{
	const struct sqlprof_block *x = a, *y = b;

	if (x->waiters != y->waiters)
		return x->waiters < y->waiters ? 1 : -1;
	if (x->bconn != y->bconn)
		return x->bconn < y->bconn ? -1 : 1;
	return (x->wstmt > y->wstmt) - (x->wstmt < y->wstmt);
}

void
sqlprof_finish(struct sqlprof *p)
{
	sqlprof_snapshot_end(p);
	/* qsort() with a NULL array is undefined even for 0 elements */
	if (p->n)
		qsort(p->e, p->n, sizeof(*p->e), cmp_ent);
	if (p->nblocks)
		qsort(p->blocks, p->nblocks, sizeof(*p->blocks), cmp_block);
	/* the order changed: positions indexed are stale */
	hashidx_clear(&p->idx);
	hashidx_clear(&p->bidx);
	for (size_t i = 0; i < p->n; i++)
		hashidx_add(&p->idx, ent_hash(p->e[i].stack, p->e[i].stmt), i);
	for (size_t i = 0; i < p->nblocks; i++)
		hashidx_add(&p->bidx, hashidx_mix(p->blocks[i].bconn ^
						  hashidx_mix(p->blocks[i].wstmt)), i);
}
