/* SPDX-License-Identifier: MIT */
/*
 * snapring.c - the ring of recent snapshots of pmp top and pmp serve
 * (snapring.h).
 * The hooks of live.c fill the current slot thread by thread while
 * live_step() adds the threads to L->prof; the ring keeps what a window
 * needs again: stack ids, states, names, futex waits and connections,
 * about 100 bytes per thread and snapshot, so memory is bounded by cap x
 * threads.
 */
#include <stdlib.h>
#include <string.h>

#include "raw_save.h"
#include "snapring.h"
#include "sqlprof.h"
#include "util.h"

void
snapring_init(struct snapring *R, size_t cap)
{
	memset(R, 0, sizeof(*R));
	R->cap = cap ? cap : 1;
	R->ring = xcalloc(R->cap, sizeof(*R->ring));
	R->next_seq = 1;
}

void
snapring_release(struct snapring *R)
{
	for (size_t i = 0; i < R->cap; i++)
		free(R->ring[i].t);
	free(R->ring);
	free(R->fwhere);
	free(R->fbid);
	memset(R, 0, sizeof(*R));
}

/* s interned (0: NULL) */
static uint32_t
ring_str(struct stackset *ss, const char *s)
{
	return s ? stackset_str(ss, s, strlen(s)) : 0;
}

/* the string of id (0: NULL) */
static const char *
ring_strget(const struct stackset *ss, uint32_t id)
{
	return id ? stackset_name_str(ss, id) : NULL;
}

static void
hook_thread(struct live *L, const struct thread_capture *t, uint32_t stack)
{
	struct snapring *R = L->hook_arg;
	struct ring_snap *s = R->cur;
	struct ring_thread *x;
	const struct sql_thread *sql;

	if (!s)
		return;
	ALLOC_GROW(s->t, s->n + 1, s->alloc);
	x = &s->t[s->n++];
	x->tid = t->tid;
	x->state = t->state;
	x->comm = stackset_str(&L->ss, t->comm, strnlen(t->comm, sizeof(t->comm)));
	x->stack = stack;
	x->tcb = t->tcb;
	x->obj = live_thread_futex(L, t, &x->fw);
	x->reused = t->reused;
	sql = procsql_find(&L->sql, t->tid);
	x->stmt = sql ? sqlprof_label(&L->ss, sql) : 0;
	memset(&x->sql, 0, sizeof(x->sql));
	if (sql) {
		x->sql = (struct ring_sql){ .id = sql->id, .blocked_by = sql->blocked_by,
					    .time = sql->time,
					    .command = ring_str(&L->ss, sql->command),
					    .user = ring_str(&L->ss, sql->user),
					    .db = ring_str(&L->ss, sql->db),
					    .state = ring_str(&L->ss, sql->state),
					    .digest = ring_str(&L->ss, sql->digest) };
	}
}

static void
hook_pc(struct live *L, const struct sym_result *r)
{
	struct snapring *R = L->hook_arg;

	for (uint32_t i = 0; i < r->n; i++) {
		uint32_t f = r->frames[i];

		if (f >= R->afw) {
			size_t n = R->afw ? R->afw : 256;

			while (n <= f)
				n *= 2;
			R->fwhere = xrealloc(R->fwhere, n * sizeof(*R->fwhere));
			R->fbid = xrealloc(R->fbid, n * sizeof(*R->fbid));
			memset(R->fwhere + R->afw, 0, (n - R->afw) * sizeof(*R->fwhere));
			memset(R->fbid + R->afw, 0, (n - R->afw) * sizeof(*R->fbid));
			R->afw = n;
		}
		if (!R->fwhere[f]) {
			R->fwhere[f] = r->where;
			R->fbid[f] = r->buildid;
		}
	}
}

void
snapring_attach(struct snapring *R, struct live *L)
{
	R->L = L;
	R->head = R->count = 0;
	R->cur = NULL;
	/* frame ids of the old stackset */
	if (R->afw) {
		memset(R->fwhere, 0, R->afw * sizeof(*R->fwhere));
		memset(R->fbid, 0, R->afw * sizeof(*R->fbid));
	}
	L->thread_added = hook_thread;
	L->pc_named = hook_pc;
	L->hook_arg = R;
}

struct ring_snap *
snapring_at(const struct snapring *R, size_t i)
{
	return &R->ring[(R->head + i) % R->cap];
}

enum live_step
snapring_step(struct snapring *R, unsigned long *taken, unsigned *failures, bool *exited)
{
	struct ring_snap *s;
	enum live_step r;

	if (R->count == R->cap) {
		R->head = (R->head + 1) % R->cap;
		R->count--;
	}
	s = snapring_at(R, R->count);
	s->n = 0;
	R->cur = s;
	r = live_step(R->L, *taken + 1, taken, failures, exited);
	R->cur = NULL;
	if (r == LIVE_TAKEN && s->n) {
		s->seq = R->next_seq++;
		s->mono_ns = mono_ns();
		s->time = R->L->snap.time;
		s->pause_ns = R->L->snap.pause_ns;
		s->window_ns = R->L->snap.window_ns;
		s->partial = R->L->snap.partial;
		R->count++;
	}
	return r;
}

size_t
snapring_since(const struct snapring *R, uint64_t now_ns, uint64_t span_ns)
{
	size_t i = R->count;

	while (i > 0 && now_ns - snapring_at(R, i - 1)->mono_ns < span_ns)
		i--;
	return i;
}

size_t
snapring_window(const struct snapring *R, uint64_t span_ns)
{
	if (!R->count)
		return 0;
	/* "at most span_ns before": strictly less than span_ns + 1 */
	return snapring_since(R, snapring_at(R, R->count - 1)->mono_ns, span_ns + 1);
}

size_t
snapring_find(const struct snapring *R, uint64_t seq)
{
	uint64_t first;

	if (!R->count)
		return 0;
	/* sequence numbers are consecutive within one session's ring */
	first = snapring_at(R, 0)->seq;
	if (seq < first || seq - first >= R->count)
		return R->count;
	return (size_t)(seq - first);
}

void
snapring_build(const struct snapring *R, size_t first, size_t end,
	       struct profile *p, struct lockgraph *g)
{
	struct stackset *ss = &R->L->ss;

	for (size_t i = first; i < end && i < R->count; i++) {
		const struct ring_snap *s = snapring_at(R, i);

		for (size_t k = 0; k < s->n; k++) {
			const struct ring_thread *t = &s->t[k];
			struct futex_wait fw = t->fw;

			profile_add(p, t->stack, 1);
			if (!g)
				continue;
			fw.obj = t->obj ? stackset_name_str(ss, t->obj) : NULL;
			lockgraph_thread(g, t->tid, t->tcb, t->stack, t->stack,
					 t->fw.addr ? &fw : NULL);
		}
		if (g) {
			lockgraph_snapshot_time(g, s->time);
			lockgraph_snapshot_end(g);
		}
		p->snapshots++;
	}
	p->snapshots_known = true;
}

/* the capture's lines after the RAW_SAVE_MAGIC one */
static void
save_lines(const struct snapring *R, size_t first, size_t end, FILE *f)
{
	struct live *L = R->L;
	struct stackset *ss = &L->ss;
	struct strbuf line;
	size_t n = 0, npartial = 0;

	raw_save_pid_line(f, L->pid, L->comm, L->uw->name);
	/* the modules now: those of the window's frames unless a library
	 * was unloaded meanwhile */
	raw_save_modules(f, symbolizer_dwfl(L->mods.sym));
	strbuf_init(&line);
	fputs(SYSCALL_HEADER "\n", f);
	for (size_t i = first; i < end && i < R->count; i++) {
		const struct ring_snap *s = snapring_at(R, i);

		struct raw_snapshot rs = {
			.no = ++n, .time = s->time, .live = true, .pause_ns = s->pause_ns,
			.window_ns = s->window_ns, .threads = s->n,
		};

		/* why threads are missing, as live.c says it */
		strbuf_reset(&line);
		for (unsigned b = 0; b < SNAP_NPARTIAL; b++)
			if (s->partial & (1u << b))
				strbuf_addf(&line, "%s%s", line.len ? "," : "",
					    snapshot_partial_name(b));
		rs.partial = line.len ? line.buf : NULL;
		npartial += s->partial != 0;
		raw_save_snapshot(f, &rs);
		for (size_t k = 0; k < s->n; k++) {
			const struct ring_thread *t = &s->t[k];
			uint32_t nf;
			const uint32_t *fr = stackset_stack_get(ss, t->stack, &nf);
			struct frame fm;
			struct syscall_rec call;
			bool in_call = false;
			/* the lock graph, as live.c writes it */
			struct futex_wait fw = t->fw;
			char state[16];

			if (stackset_stack_syscall(ss, t->stack, &fm) >= 0) {
				/* the call (the ring keeps no arguments) */
				if (fm.flags & FRAME_SYSCALL) {
					raw_save_frame_call(ss, &fm, &call);
					in_call = true;
				}
				nf--;
			}
			fw.obj = t->obj ? stackset_name_str(ss, t->obj) : NULL;
			/* ",reused" as live.c writes it: the waits' proven
			 * lengths read back (lib/waitlen.h) */
			snprintf(state, sizeof(state), "%c%s", t->state,
				 t->reused ? ",reused" : "");
			raw_save_thread(f, t->tid, state, stackset_name_str(ss, t->comm),
					t->tcb, in_call ? &call : NULL, &fw);
			if (t->sql.id) {
				struct sql_thread st = {
					.id = t->sql.id, .blocked_by = t->sql.blocked_by,
					.time = t->sql.time,
					.command = ring_strget(ss, t->sql.command),
					.user = ring_strget(ss, t->sql.user),
					.db = ring_strget(ss, t->sql.db),
					.state = ring_strget(ss, t->sql.state),
					.digest = ring_strget(ss, t->sql.digest),
				};

				raw_save_sql(f, &st);
			}
			for (uint32_t j = nf; j-- > 0;)
				raw_save_frame(f, ss, fr[j] < R->afw ? R->fwhere[fr[j]] : 0,
					       fr[j] < R->afw ? R->fbid[fr[j]] : 0, fr[j]);
		}
	}
	strbuf_release(&line);
	raw_save_end(f, n, npartial, 0, 0);
}

void
snapring_save(const struct snapring *R, size_t first, size_t end, FILE *f)
{
	fputs(RAW_SAVE_MAGIC "\n", f);
	save_lines(R, first, end, f);
}

void
snapring_save_to(const struct snapring *R, size_t first, size_t end, struct raw_save *w)
{
	save_lines(R, first, end, w->f);
}
