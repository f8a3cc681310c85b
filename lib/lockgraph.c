/* SPDX-License-Identifier: MIT */
/*
 * lockgraph.c - lock holders, wait-for edges, chains and deadlocks from
 * the futex words read at each snapshot. See lockgraph.h.
 */
#include "lockgraph.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "escape.h"
#include "util.h"

/* <linux/futex.h>, spelled out: this file is built into libpmp.a, which
 * must not depend on kernel headers */
#define FUTEX_WAIT		0
#define FUTEX_LOCK_PI		6
#define FUTEX_TRYLOCK_PI	8
#define FUTEX_WAIT_BITSET	9
#define FUTEX_LOCK_PI2		13
#define FUTEX_CMD_MASK		(~(128u | 256u))	/* PRIVATE, CLOCK_REALTIME */
#define FUTEX_TID_MASK		0x3fffffffu

/* how deep in a stack the mutex frame may be: futex_wait,
 * __lll_lock_wait, lll_mutex_lock_optimized, ___pthread_mutex_lock
 * and the inlined frames between them */
#define MUTEX_FRAME_DEPTH 8

/* a lock's holders and waiter stacks are scanned while they are this
 * few (most locks have one or two), and indexed past that */
#define COUNT_SCAN 8

static const char *const kind_names[LK_NKINDS] = { "mutex", "pi-mutex", "futex" };

const char *
lock_kind_name(enum lock_kind k)
{
	return k < LK_NKINDS ? kind_names[k] : "?";
}

static const char *const obj_kind_names[OBJ_NKINDS] = {
	"-", "dwarf", "symbol", "section", "stack", "tls", "heap", "anon", "file",
};

const char *
obj_kind_name(enum obj_kind k)
{
	return k < OBJ_NKINDS ? obj_kind_names[k] : "-";
}

int
obj_kind_parse(const char *name)
{
	for (int k = 0; k < OBJ_NKINDS; k++)
		if (!strcmp(name, obj_kind_names[k]))
			return k;
	return -1;
}

static waitlen_emit_fn wait_ended;

void
lockgraph_init(struct lockgraph *g, struct stackset *ss)
{
	memset(g, 0, sizeof(*g));
	g->ss = ss;
	waitlen_init(&g->wl, wait_ended, g);
}

void
lockgraph_snapshot_time(struct lockgraph *g, double time)
{
	char buf[64];

	/* to the microsecond, as raw captures write it and read it back
	 * ("time=%.6f", strtod): the lengths of waits live and from the
	 * capture are the same doubles (once per snapshot: every thread of
	 * it gives the same time) */
	if (time == g->time_in)
		return;
	g->time_in = time;
	snprintf(buf, sizeof(buf), "%.6f", time);
	g->time = strtod(buf, NULL);
}

static void
paths_free(struct lg_path *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(p[i].hops);
	free(p);
}

const double lg_wait_edges[LG_WAIT_BUCKETS - 1] = { 0.01, 0.1, 1, 10 };

void
lockgraph_release(struct lockgraph *g)
{
	waitlen_release(&g->wl);
	free(g->wlt);
	free(g->ts_locks);
	free(g->current);
	for (size_t i = 0; i < g->nlocks; i++) {
		free(g->locks[i].longest);
		free(g->locks[i].holders);
		free(g->locks[i].wstacks);
		hashidx_release(&g->locks[i].holders_idx);
		hashidx_release(&g->locks[i].wstacks_idx);
	}
	free(g->locks);
	free(g->edges);
	paths_free(g->chains, g->nchains);
	paths_free(g->cycles, g->ncycles);
	free(g->cur);
	hashidx_release(&g->locks_idx);
	hashidx_release(&g->edges_idx);
	hashidx_release(&g->chains_idx);
	hashidx_release(&g->cycles_idx);
	memset(g, 0, sizeof(*g));
}

void
lockgraph_thread_statement(struct lockgraph *g, uint32_t stmt)
{
	if (g->ncur)
		g->cur[g->ncur - 1].stmt = stmt;
}

void
lockgraph_thread(struct lockgraph *g, long tid, uint64_t tcb, uint32_t stack,
		 uint32_t pstack, const struct futex_wait *fw)
{
	struct lg_thread *t;

	ALLOC_GROW(g->cur, g->ncur + 1, g->acur);
	t = &g->cur[g->ncur++];
	memset(t, 0, sizeof(*t));
	t->tid = tid;
	t->tcb = tcb;
	t->stack = stack;
	t->pstack = pstack;
	if (fw && fw->addr) {
		t->waits = true;
		t->fw = *fw;
		/* fw->obj is borrowed for this call only: keep it interned */
		t->fw.obj = NULL;
		if (fw->obj && *fw->obj)
			t->obj = stackset_str(g->ss, fw->obj, strlen(fw->obj));
		g->futex_threads++;
	}
}

static uint32_t
word32(const struct futex_wait *fw, size_t off, bool *ok)
{
	uint32_t v;

	if (fw->len < off + 4) {
		*ok = false;
		return 0;
	}
	memcpy(&v, fw->w + off, 4);	/* the target's byte order is ours */
	*ok = true;
	return v;
}

/* a pthread_mutex_*lock frame (not unlock) near the top of the stack */
static bool
stack_in_mutex_lock(struct stackset *ss, uint32_t stack)
{
	uint32_t n;
	const uint32_t *fr = stackset_stack_get(ss, stack, &n);

	struct frame f;

	/* the recorded call (FRAME_PSEUDO) is the innermost frame, no function */
	if (n && (stackset_frame_get(ss, fr[n - 1], &f), f.flags & FRAME_PSEUDO))
		n--;
	for (uint32_t k = 0; k < n && k < MUTEX_FRAME_DEPTH; k++) {
		const char *name = stackset_name_str(ss,
			stackset_frame_name(ss, fr[n - 1 - k], NAME_SHORT));

		if (strstr(name, "pthread_mutex_") && !strstr(name, "unlock") &&
		    strstr(name, "lock"))
			return true;
	}
	return false;
}

/* InnoDB's sux_lock, MariaDB 10.6 and later (lockgraph.h): its writer
 * field, when the words are of a latch that is held */
#define SUX_RECURSIVE 8
#define SUX_WRITER 16
#define SUX_FOR_IO UINT64_MAX
static bool
sux_writer(const struct futex_wait *fw, uint64_t *writer)
{
	bool ok0, ok8;
	uint32_t w0 = word32(fw, 0, &ok0), rec = word32(fw, SUX_RECURSIVE, &ok8);

	if ((fw->addr & 7) || !ok0 || !ok8 || !(w0 & 1) || !rec ||
	    fw->len < SUX_WRITER + 8)
		return false;
	memcpy(writer, fw->w + SUX_WRITER, 8);
	return *writer != 0;
}

struct tcb_ent {
	uint64_t tcb;
	long tid;
};

static int
cmp_tcb(const void *a, const void *b)
{
	const struct tcb_ent *x = a, *y = b;

	return (x->tcb > y->tcb) - (x->tcb < y->tcb);
}

/* what t waits for, and the owner's tid the words record (0: none) */
static enum lock_kind
classify(struct stackset *ss, const struct lg_thread *t, long *owner)
{
	uint32_t cmd = t->fw.op & FUTEX_CMD_MASK, w;
	bool ok;

	*owner = 0;
	if (cmd == FUTEX_LOCK_PI || cmd == FUTEX_LOCK_PI2 || cmd == FUTEX_TRYLOCK_PI) {
		w = word32(&t->fw, 0, &ok);
		if (ok)
			*owner = w & FUTEX_TID_MASK;
		return LK_PI;
	}
	if ((cmd == FUTEX_WAIT || cmd == FUTEX_WAIT_BITSET) &&
	    stack_in_mutex_lock(ss, t->stack)) {
		/* __lock 0 means unlocked: whatever __owner says is stale */
		if (word32(&t->fw, 0, &ok) != 0 && ok)
			*owner = (int32_t)word32(&t->fw, 8, &ok);
		if (*owner < 0)
			*owner = 0;
		return LK_MUTEX;
	}
	return LK_FUTEX;
}

static int
cmp_thread_tid(const void *a, const void *b)
{
	const struct lg_thread *x = a, *y = b;

	return (x->tid > y->tid) - (x->tid < y->tid);
}

static long
find_thread(const struct lockgraph *g, long tid)
{
	size_t lo = 0, hi = g->ncur;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (g->cur[mid].tid < tid)
			lo = mid + 1;
		else if (g->cur[mid].tid > tid)
			hi = mid;
		else
			return (long)mid;
	}
	return -1;
}

/* the keys of the indexes: a lock by its address alone (its kinds are
 * found together, lockgraph_find()), a count by tid and stack, an edge
 * by waiter, holder and lock, a path by its hops' locks and holders */
static uint64_t
lock_hash(uint64_t addr)
{
	return hashidx_mix(addr);
}

static uint64_t
count_hash(long tid, uint32_t stack)
{
	return hashidx_mix((uint64_t)tid ^ hashidx_mix(stack));
}

static uint64_t
edge_hash(long waiter, long holder, uint64_t lock)
{
	return hashidx_mix(lock ^ hashidx_mix((uint64_t)waiter ^ hashidx_mix((uint64_t)holder)));
}

static uint64_t
path_hash(const struct lg_hop *hops, size_t n)
{
	uint64_t h = hashidx_mix(n);

	for (size_t i = 0; i < n; i++)
		h = hashidx_mix(h ^ hashidx_mix(hops[i].lock ^ hashidx_mix((uint64_t)hops[i].holder)));
	return h;
}

static struct lg_lock *
lock_get(struct lockgraph *g, uint64_t addr, enum lock_kind kind)
{
	uint64_t h = lock_hash(addr);
	struct lg_lock *l;
	size_t cur;

	for (size_t i = hashidx_first(&g->locks_idx, h, &cur); i != HASHIDX_NONE;
	     i = hashidx_next(&g->locks_idx, h, &cur))
		if (g->locks[i].addr == addr && g->locks[i].kind == kind)
			return &g->locks[i];
	ALLOC_GROW(g->locks, g->nlocks + 1, g->alocks);
	l = &g->locks[g->nlocks];
	memset(l, 0, sizeof(*l));
	l->addr = addr;
	l->kind = kind;
	l->last = UINT64_MAX;
	hashidx_add(&g->locks_idx, h, g->nlocks++);
	return l;
}

/* the count of tid and stack in v (n of them), or NULL: scanned while
 * they are few, then through x, built on first use */
static struct lg_count *
count_find(struct lg_count *v, size_t n, struct hashidx *x, long tid, uint32_t stack)
{
	uint64_t h = count_hash(tid, stack);
	size_t cur;

	if (n <= COUNT_SCAN && !x->n) {
		for (size_t i = 0; i < n; i++)
			if (v[i].tid == tid && v[i].stack == stack)
				return &v[i];
		return NULL;
	}
	if (!x->n)
		for (size_t i = 0; i < n; i++)
			hashidx_add(x, count_hash(v[i].tid, v[i].stack), i);
	for (size_t i = hashidx_first(x, h, &cur); i != HASHIDX_NONE;
	     i = hashidx_next(x, h, &cur))
		if (v[i].tid == tid && v[i].stack == stack)
			return &v[i];
	return NULL;
}

static struct lg_count *
count_add(struct lg_count **v, size_t *n, size_t *alloc, struct hashidx *x, long tid,
	  uint32_t stack)
{
	struct lg_count *c = count_find(*v, *n, x, tid, stack);

	if (c) {
		c->n++;
		return c;
	}
	ALLOC_GROW(*v, *n + 1, *alloc);
	(*v)[*n] = (struct lg_count){ .tid = tid, .stack = stack, .n = 1 };
	if (x->n)
		hashidx_add(x, count_hash(tid, stack), *n);
	return &(*v)[(*n)++];
}

static void
edge_add(struct lockgraph *g, long waiter, long holder, uint64_t lock)
{
	uint64_t h = edge_hash(waiter, holder, lock);
	size_t cur;

	for (size_t i = hashidx_first(&g->edges_idx, h, &cur); i != HASHIDX_NONE;
	     i = hashidx_next(&g->edges_idx, h, &cur)) {
		struct lg_edge *e = &g->edges[i];

		if (e->waiter == waiter && e->holder == holder && e->lock == lock) {
			e->snapshots++;
			return;
		}
	}
	ALLOC_GROW(g->edges, g->nedges + 1, g->aedges);
	g->edges[g->nedges] = (struct lg_edge){ waiter, holder, lock, 1 };
	hashidx_add(&g->edges_idx, h, g->nedges++);
}

static bool
hops_equal(const struct lg_hop *a, const struct lg_hop *b, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (a[i].lock != b[i].lock || a[i].holder != b[i].holder)
			return false;
	return true;
}

/* count one occurrence of a path in this snapshot */
static void
path_add(struct lockgraph *g, bool cycle, bool into_cycle, const struct lg_hop *hops,
	 size_t n)
{
	struct lg_path **v = cycle ? &g->cycles : &g->chains;
	size_t *nv = cycle ? &g->ncycles : &g->nchains;
	size_t *av = cycle ? &g->acycles : &g->achains;
	struct hashidx *x = cycle ? &g->cycles_idx : &g->chains_idx;
	uint64_t h = path_hash(hops, n);
	struct lg_path *p;
	size_t cur;

	for (size_t i = hashidx_first(x, h, &cur); i != HASHIDX_NONE;
	     i = hashidx_next(x, h, &cur)) {
		p = &(*v)[i];
		if (p->n != n || !hops_equal(p->hops, hops, n))
			continue;
		if (p->last != g->snapshots) {
			p->snapshots++;
			p->last = g->snapshots;
		}
		p->waiters++;
		return;
	}
	ALLOC_GROW(*v, *nv + 1, *av);
	hashidx_add(x, h, *nv);
	p = &(*v)[(*nv)++];
	memset(p, 0, sizeof(*p));
	p->hops = xmalloc(n * sizeof(*hops));
	memcpy(p->hops, hops, n * sizeof(*hops));
	p->n = n;
	p->cycle = cycle;
	p->into_cycle = into_cycle;
	p->snapshots = 1;
	p->waiters = 1;
	p->last = g->snapshots;
}

/* the wait-for graph of one snapshot, over the indexes of g->cur (sorted
 * by tid); scratch of lockgraph_snapshot_end() */
struct waitgraph {
	size_t n;
	long *out;		/* the holder thread waited for, or -1 */
	long *lk;		/* the index in g->locks waited for, or -1 */
	unsigned char *color;	/* walk marks */
	unsigned char *indeg;	/* 1: some thread waits for this one */
	struct lg_hop *hops;	/* the path being built */
	struct tcb_ent *tcbs;	/* the threads by TCB, or NULL: none known */
	size_t ntcbs;
};

/* the thread of the snapshot (not skip) whose TCB is tcb, or 0 */
static long
tcb_thread(const struct waitgraph *w, uint64_t tcb, long skip)
{
	struct tcb_ent key = { .tcb = tcb };
	const struct tcb_ent *e = bsearch(&key, w->tcbs, w->ntcbs, sizeof(key), cmp_tcb);

	return e && e->tid != skip ? e->tid : 0;
}

/* w->tcbs: every thread whose TCB is known (two threads never share one) */
static void
tcbs_index(const struct lockgraph *g, struct waitgraph *w)
{
	for (size_t i = 0; i < g->ncur; i++) {
		if (!g->cur[i].tcb)
			continue;
		if (!w->tcbs)
			w->tcbs = xmalloc(g->ncur * sizeof(*w->tcbs));
		w->tcbs[w->ntcbs].tcb = g->cur[i].tcb;
		w->tcbs[w->ntcbs++].tid = g->cur[i].tid;
	}
	if (w->ntcbs > 1)
		qsort(w->tcbs, w->ntcbs, sizeof(*w->tcbs), cmp_tcb);
}

/* thread i's wait: its lock's statistics, and its out-edge if the owner
 * is a thread of the snapshot */
static void
thread_wait_add(struct lockgraph *g, struct waitgraph *w, size_t i)
{
	struct lg_thread *t = &g->cur[i];
	struct lg_lock *l;
	enum lock_kind kind;
	long owner, h;
	uint64_t writer;
	bool layout = false, io = false;

	w->out[i] = w->lk[i] = -1;
	if (!t->waits)
		return;
	kind = classify(g->ss, t, &owner);
	l = lock_get(g, t->fw.addr, kind);
	w->lk[i] = l - g->locks;
	if (kind == LK_FUTEX && w->tcbs && sux_writer(&t->fw, &writer)) {
		if (writer == SUX_FOR_IO)
			io = true;
		else if ((owner = tcb_thread(w, writer, t->tid)))
			layout = true;
	}
	h = owner && owner != t->tid ? find_thread(g, owner) : -1;
	if (!l->obj_kind && t->fw.obj_kind > OBJ_NONE && t->fw.obj_kind < OBJ_NKINDS) {
		l->obj_kind = t->fw.obj_kind;
		l->obj = t->obj;
	}
	if (!l->waiters)
		l->wtid = t->tid;
	else if (l->wtid != t->tid)
		l->many_tids = true;
	l->waiters++;
	if (t->pstack != LG_NO_STACK)
		count_add(&l->wstacks, &l->nwstacks, &l->awstacks, &l->wstacks_idx, 0,
			  t->pstack);
	if (l->last != g->snapshots) {
		l->last = g->snapshots;
		l->snapshots++;
		if (h >= 0) {
			l->held++;
			l->by_layout += layout;
			struct lg_count *c = count_add(&l->holders, &l->nholders,
						       &l->aholders, &l->holders_idx,
						       owner, g->cur[h].stack);

			if (!c->stmt)
				c->stmt = g->cur[h].stmt;
		} else if (io) {
			l->for_io++;
		} else if (owner) {
			l->foreign++;
		}
	}
	if (h >= 0) {
		w->out[i] = h;
		w->indeg[h] = 1;
		edge_add(g, t->tid, owner, t->fw.addr);
	}
}

/* hop k of the path: thread x waits for the lock thread y holds */
static void
hop_set(const struct lockgraph *g, const struct waitgraph *w, size_t k, long x, long y)
{
	w->hops[k].lock = g->locks[w->lk[x]].addr;
	w->hops[k].holder = g->cur[y].tid;
	w->hops[k].stack = g->cur[y].stack;
}

/* counts the cycle through thread j */
static void
cycle_add(struct lockgraph *g, struct waitgraph *w, long j)
{
	long *out = w->out, start = j;
	size_t k = 0;
	struct lg_hop first;

	/* start at its smallest tid (the threads are sorted by tid: the
	 * smallest index) */
	for (long x = out[j]; x != j; x = out[x])
		if (x < start)
			start = x;
	for (long x = start;;) {
		hop_set(g, w, k++, x, out[x]);
		x = out[x];
		if (x == start)
			break;
	}
	/* hop i's holder waits for hop i+1's lock: rotate so that hop 0 is
	 * the lock held by the smallest tid */
	first = w->hops[k - 1];
	memmove(w->hops + 1, w->hops, (k - 1) * sizeof(*w->hops));
	w->hops[0] = first;
	path_add(g, true, false, w->hops, k);
}

/* cycles: walk each unvisited thread; meeting a thread of the walk
 * (colour 1) again closes a cycle */
static void
cycles_find(struct lockgraph *g, struct waitgraph *w)
{
	long *out = w->out;
	unsigned char *color = w->color;

	for (size_t i = 0; i < w->n; i++) {
		long j = (long)i;

		if (color[i] || out[i] < 0)
			continue;
		while (j >= 0 && !color[j]) {
			color[j] = 1;
			j = out[j];
		}
		if (j >= 0 && color[j] == 1)
			cycle_add(g, w, j);
		for (long x = (long)i; x >= 0 && color[x] == 1; x = out[x])
			color[x] = 2;
	}
}

/* chains: from each waiter nobody waits for, two hops or more */
static void
chains_find(struct lockgraph *g, struct waitgraph *w)
{
	long *out = w->out;

	/* cycles_find() marked every thread; a walk unmarks its own */
	memset(w->color, 0, w->n);
	for (size_t i = 0; i < w->n; i++) {
		size_t k = 0;
		long x = (long)i;
		bool into_cycle = false;

		if (out[i] < 0 || w->indeg[i])
			continue;
		while (out[x] >= 0) {
			long y = out[x];

			if (w->color[y]) {
				into_cycle = true;
				break;
			}
			w->color[y] = 1;
			hop_set(g, w, k++, x, y);
			x = y;
		}
		if (k >= 2)
			path_add(g, false, into_cycle, w->hops, k);
		/* a walk that ran into a cycle meets its first thread of
		 * the cycle again, unmarked by then */
		for (x = (long)i; out[x] >= 0 && w->color[out[x]]; x = out[x])
			w->color[out[x]] = 0;
	}
}

static int
cmp_episode(const void *a, const void *b)
{
	const struct waitlen_episode *x = a, *y = b;

	if (x->min != y->min)
		return x->min < y->min ? 1 : -1;
	return (x->tid > y->tid) - (x->tid < y->tid);
}

/* one wait ended (or was cut by the end of the input): its lock's
 * counts and longest, and the current waits */
static void
wait_ended(void *arg, const struct waitlen_episode *e)
{
	struct lockgraph *g = arg;
	struct lg_lock *l = (struct lg_lock *)lockgraph_find(g, e->addr);
	size_t b = 0;

	if (!l)		/* every address waited on has a lock */
		return;
	while (b < LG_WAIT_BUCKETS - 1 && e->min >= lg_wait_edges[b])
		b++;
	l->episodes++;
	l->by_min[b]++;
	/* the longest LG_WAIT_KEEP, kept sorted: the new one replaces the
	 * shortest when it is longer */
	if (l->nlongest < LG_WAIT_KEEP) {
		if (!l->longest)
			l->longest = xmalloc(LG_WAIT_KEEP * sizeof(*l->longest));
		l->longest[l->nlongest++] = *e;
	} else if (cmp_episode(e, &l->longest[LG_WAIT_KEEP - 1]) < 0) {
		l->longest[LG_WAIT_KEEP - 1] = *e;
	} else {
		goto current;
	}
	qsort(l->longest, l->nlongest, sizeof(*l->longest), cmp_episode);
current:
	if (e->ongoing) {
		ALLOC_GROW(g->current, g->ncurrent + 1, g->acurrent);
		g->current[g->ncurrent++] = *e;
	}
}

/*
 * Thread-seconds: the waiters of the last snapshot with a time are
 * credited dt each, dt the time from it to this one (or, at the end,
 * the mean of the intervals seen: the last snapshot stands for one
 * interval as the others do). now 0: the end.
 */
static void
ts_credit(struct lockgraph *g, double now)
{
	double dt;

	if (now > 0 && g->ts_prev > 0 && now > g->ts_prev) {
		dt = now - g->ts_prev;
		g->ts_sum += dt;
		g->ts_intervals++;
	} else if (now <= 0 && g->ts_intervals) {
		dt = g->ts_sum / (double)g->ts_intervals;
	} else {
		dt = 0;
	}
	for (size_t i = 0; i < g->ts_n && dt > 0; i++)
		g->locks[g->ts_locks[i]].thread_seconds += dt;
	g->ts_n = 0;
	if (now > 0)
		g->ts_prev = now;
}

/* the snapshot's threads to the wait episodes (lib/waitlen.h) */
static void
waits_feed(struct lockgraph *g)
{
	ALLOC_GROW(g->wlt, g->ncur, g->awlt);
	for (size_t i = 0; i < g->ncur; i++) {
		const struct lg_thread *t = &g->cur[i];

		g->wlt[i].tid = t->tid;
		g->wlt[i].addr = t->waits ? t->fw.addr : 0;
		g->wlt[i].reused = t->waits && t->fw.reused;
	}
	waitlen_snapshot(&g->wl, g->time, g->wlt, g->ncur);
}

/*
 * The analysis of one snapshot. Each waiting thread has at most one
 * out-edge (the holder of what it waits for), so the wait-for graph is
 * a functional graph: following out-edges from any thread ends at a
 * thread that does not wait (a chain) or runs into a cycle (a deadlock).
 */
void
lockgraph_snapshot_end(struct lockgraph *g)
{
	size_t n = g->ncur;
	struct waitgraph w = { .n = n };
	bool any = false;

	for (size_t i = 0; i < n && !any; i++)
		any = g->cur[i].waits;
	if (!n)
		return;
	g->snapshots++;
	if (g->time > 0)
		ts_credit(g, g->time);
	if (!any) {	/* the common case: nothing to draw */
		waits_feed(g);	/* waits may have ended */
		g->ncur = 0;
		return;
	}
	qsort(g->cur, n, sizeof(*g->cur), cmp_thread_tid);
	w.out = xmalloc(n * sizeof(*w.out));
	w.lk = xmalloc(n * sizeof(*w.lk));
	w.color = xcalloc(n, 1);
	w.indeg = xcalloc(n, 1);
	w.hops = xmalloc(n * sizeof(*w.hops));
	tcbs_index(g, &w);
	for (size_t i = 0; i < n; i++)
		thread_wait_add(g, &w, i);
	/* this snapshot's waiters, for the time to the next one */
	for (size_t i = 0; i < n && g->time > 0; i++)
		if (w.lk[i] >= 0) {
			ALLOC_GROW(g->ts_locks, g->ts_n + 1, g->ts_alloc);
			g->ts_locks[g->ts_n++] = (size_t)w.lk[i];
		}
	cycles_find(g, &w);
	chains_find(g, &w);
	waits_feed(g);
	g->ncur = 0;
	g->sorted = false;
	free(w.out);
	free(w.lk);
	free(w.color);
	free(w.indeg);
	free(w.hops);
	free(w.tcbs);
}

static int
cmp_count(const void *a, const void *b)
{
	const struct lg_count *x = a, *y = b;

	if (x->n != y->n)
		return x->n < y->n ? 1 : -1;
	return (x->tid > y->tid) - (x->tid < y->tid);
}

static int
cmp_lock(const void *a, const void *b)
{
	const struct lg_lock *x = a, *y = b;

	if (x->waiters != y->waiters)
		return x->waiters < y->waiters ? 1 : -1;
	return (x->addr > y->addr) - (x->addr < y->addr);
}

static int
cmp_path(const void *a, const void *b)
{
	const struct lg_path *x = a, *y = b;

	if (x->snapshots != y->snapshots)
		return x->snapshots < y->snapshots ? 1 : -1;
	if (x->n != y->n)
		return x->n < y->n ? 1 : -1;
	return (x->hops[0].holder > y->hops[0].holder) -
	       (x->hops[0].holder < y->hops[0].holder);
}

static int
cmp_edge(const void *a, const void *b)
{
	const struct lg_edge *x = a, *y = b;

	if (x->holder != y->holder)
		return (x->holder > y->holder) - (x->holder < y->holder);
	return (x->waiter > y->waiter) - (x->waiter < y->waiter);
}

/* the indexes of g again, after a sort moved what they index */
static void
reindex(struct lockgraph *g)
{
	hashidx_clear(&g->locks_idx);
	for (size_t i = 0; i < g->nlocks; i++) {
		hashidx_add(&g->locks_idx, lock_hash(g->locks[i].addr), i);
		/* built again by count_find() when needed */
		hashidx_clear(&g->locks[i].holders_idx);
		hashidx_clear(&g->locks[i].wstacks_idx);
	}
	hashidx_clear(&g->edges_idx);
	for (size_t i = 0; i < g->nedges; i++) {
		const struct lg_edge *e = &g->edges[i];

		hashidx_add(&g->edges_idx, edge_hash(e->waiter, e->holder, e->lock), i);
	}
	hashidx_clear(&g->chains_idx);
	for (size_t i = 0; i < g->nchains; i++)
		hashidx_add(&g->chains_idx, path_hash(g->chains[i].hops, g->chains[i].n), i);
	hashidx_clear(&g->cycles_idx);
	for (size_t i = 0; i < g->ncycles; i++)
		hashidx_add(&g->cycles_idx, path_hash(g->cycles[i].hops, g->cycles[i].n), i);
}

void
lockgraph_finish(struct lockgraph *g)
{
	if (g->sorted)
		return;
	if (g->ncur)
		lockgraph_snapshot_end(g);
	/* the last snapshot's thread-seconds, and the waits still going on:
	 * before the locks move */
	ts_credit(g, 0);
	waitlen_finish(&g->wl);
	if (g->ncurrent)
		qsort(g->current, g->ncurrent, sizeof(*g->current), cmp_episode);
	/* qsort with a NULL array is undefined even for 0 elements */
	for (size_t i = 0; i < g->nlocks; i++) {
		struct lg_lock *l = &g->locks[i];

		if (l->nholders)
			qsort(l->holders, l->nholders, sizeof(*l->holders), cmp_count);
		if (l->nwstacks)
			qsort(l->wstacks, l->nwstacks, sizeof(*l->wstacks), cmp_count);
	}
	if (g->nlocks)
		qsort(g->locks, g->nlocks, sizeof(*g->locks), cmp_lock);
	if (g->nedges)
		qsort(g->edges, g->nedges, sizeof(*g->edges), cmp_edge);
	if (g->nchains)
		qsort(g->chains, g->nchains, sizeof(*g->chains), cmp_path);
	if (g->ncycles)
		qsort(g->cycles, g->ncycles, sizeof(*g->cycles), cmp_path);
	reindex(g);
	g->sorted = true;
}

/* the first lock of g->locks at addr, whatever its kind */
const struct lg_lock *
lockgraph_find(const struct lockgraph *g, uint64_t addr)
{
	uint64_t h = lock_hash(addr);
	size_t cur, first = HASHIDX_NONE;

	for (size_t i = hashidx_first(&g->locks_idx, h, &cur); i != HASHIDX_NONE;
	     i = hashidx_next(&g->locks_idx, h, &cur))
		if (g->locks[i].addr == addr && i < first)
			first = i;
	return first != HASHIDX_NONE ? &g->locks[first] : NULL;
}

const char *
lockgraph_obj(const struct lockgraph *g, const struct lg_lock *l)
{
	return l->obj ? stackset_name_str(g->ss, l->obj) : NULL;
}

void
lockgraph_lock_label(const struct lockgraph *g, uint64_t addr, struct strbuf *out)
{
	const struct lg_lock *l = lockgraph_find(g, addr);
	const char *name = l ? lockgraph_obj(g, l) : NULL;
	const char *kind = l ? obj_kind_name(l->obj_kind) : NULL;
	struct strbuf esc;

	/* a DWARF or symbol name of the target's: no control byte reaches
	 * the report (lib/escape.h) */
	strbuf_init(&esc);
	if (name && escape_has_ctl(name)) {
		escape_ctl(&esc, name, strlen(name));
		name = esc.buf;
	}
	if (!l || l->obj_kind == OBJ_NONE)
		strbuf_addf(out, "0x%llx", (unsigned long long)addr);
	else if (obj_kind_global(l->obj_kind) && name)
		strbuf_addf(out, "%s (0x%llx)", name, (unsigned long long)addr);
	else if (name && strcmp(name, kind))	/* "heap" names itself */
		strbuf_addf(out, "%s %s 0x%llx", kind, name, (unsigned long long)addr);
	else
		strbuf_addf(out, "%s 0x%llx", kind, (unsigned long long)addr);
	strbuf_release(&esc);
}

bool
lockgraph_lock_per_thread(const struct lockgraph *g, const struct lg_lock *l)
{
	(void)g;
	return !l->nholders && !l->foreign && !l->for_io && !l->many_tids &&
	       !obj_kind_global(l->obj_kind);
}

void
lockgraph_warn_deadlocks(const struct lockgraph *g)
{
	struct strbuf sb;

	strbuf_init(&sb);
	for (size_t i = 0; i < g->ncycles; i++) {
		const struct lg_path *p = &g->cycles[i];

		strbuf_reset(&sb);
		for (size_t k = 0; k < p->n && k < DEADLOCK_WARN_THREADS; k++) {
			const struct lg_hop *next = &p->hops[(k + 1) % p->n];

			strbuf_addf(&sb, "%sthread %ld waits for ", k ? ", " : "",
				    p->hops[k].holder);
			lockgraph_lock_label(g, next->lock, &sb);
			strbuf_addf(&sb, " held by %ld", next->holder);
		}
		if (p->n > DEADLOCK_WARN_THREADS)
			strbuf_addf(&sb, ", ... and %zu more threads",
				    p->n - DEADLOCK_WARN_THREADS);
		warning_msg("deadlock: %s (in %llu of %llu snapshots)", sb.buf,
			    (unsigned long long)p->snapshots,
			    (unsigned long long)g->snapshots);
	}
	strbuf_release(&sb);
}

void
lockgraph_stack_text(struct stackset *ss, uint32_t stack, unsigned nframes,
		     struct strbuf *out)
{
	uint32_t n;
	const uint32_t *fr = stackset_stack_get(ss, stack, &n);

	strbuf_reset(out);
	for (uint32_t k = 0; k < n && k < nframes; k++) {
		if (k)
			strbuf_adds(out, " < ");
		strbuf_adds(out, stackset_name_str(ss,
			stackset_frame_name(ss, fr[n - 1 - k], NAME_SHORT)));
	}
	if (!n)
		strbuf_adds(out, "(no frames)");
}

void
futex_wait_format(const struct futex_wait *fw, struct strbuf *out)
{
	strbuf_addf(out, "0x%llx 0x%x ", (unsigned long long)fw->addr, fw->op);
	for (uint32_t i = 0; i < fw->len && i < LOCK_WORD_BYTES; i++)
		strbuf_addf(out, "%02x", fw->w[i]);
	if (!fw->len)
		strbuf_addc(out, '-');
}

int
futex_wait_parse(const char *s, struct futex_wait *fw)
{
	unsigned long long addr;
	unsigned op;
	int used = 0;

	memset(fw, 0, sizeof(*fw));
	if (sscanf(s, "0x%llx 0x%x %n", &addr, &op, &used) < 2 || !used || !addr)
		return -1;
	fw->addr = addr;
	fw->op = op;
	s += used;
	if (!strcmp(s, "-"))
		return 0;
	for (; s[0] && s[1]; s += 2) {
		int hi = hexval(s[0]), lo = hexval(s[1]);

		if (hi < 0 || lo < 0 || fw->len == LOCK_WORD_BYTES)
			return -1;
		fw->w[fw->len++] = (unsigned char)(hi << 4 | lo);
	}
	return *s ? -1 : 0;
}

int
futex_wait_parse_obj(const char *s, struct futex_wait *fw)
{
	size_t n = strcspn(s, " ");
	char kind[16];
	int k;

	if (!n || n >= sizeof(kind))
		return -1;
	memcpy(kind, s, n);
	kind[n] = '\0';
	k = obj_kind_parse(kind);
	if (k <= OBJ_NONE)
		return -1;
	/* "heap" and "anon" say all there is; a global object needs its name */
	if ((!s[n] || !s[n + 1]) && obj_kind_global((enum obj_kind)k))
		return -1;
	fw->obj_kind = (enum obj_kind)k;
	fw->obj = s[n] && s[n + 1] ? s + n + 1 : NULL;
	return 0;
}
