/* SPDX-License-Identifier: MIT */
/*
 * out_report.c - the default, for people: a header (inputs, snapshots,
 * thread-samples), then the top stacks with count, share, threads per
 * snapshot and the frames innermost first, one per line.
 *
 * With futex words (pmp -p, raw captures), the lock graph: every lock
 * hotspot lists its lock addresses apart, each with its waiters and its
 * holder's stack; then deadlocks (a line starting "DEADLOCK:"), wait
 * chains of two hops or more, and the locks with waiters. A lock is shown
 * by its object when one was named (lockgraph_lock_label()); locks with
 * no owner field (futex) are summarised per hotspot, and per-thread
 * objects (each waiter its own) make one group line (docs/locks.md).
 *
 * out_report_hotspots() writes the hotspot sections and the lock graph
 * alone: out_report() calls it between its header and its stacks, and
 * pmp top's hotspots view shows the same text.
 */
#include <string.h>

#include "escape.h"
#include "hotspots.h"
#include "lockgraph.h"
#include "out_sql.h"
#include "output.h"
#include "strbuf.h"

#define REPORT_TOP_DEFAULT 20
#define REPORT_HOTSPOTS_MAX 15	/* rows per section */
#define REPORT_LOCKS_MAX 10	/* lock addresses per hotspot, locks listed */
#define HOLDER_FRAMES 8		/* frames of a holder's stack shown */
#define HS_INDENT (9 + 7 + 7 + 2)
#define SUMMARY_NAMES 5		/* named objects in a summary line */
#define CURRENT_WAITS_MAX 5	/* waits going on at the end, listed */

/*
 * Which locks to list: mutexes always; a futex with no owner field only
 * when the rules call its waiters a latch, a logical wait or CPU work
 * (otherwise every idle worker's condition variable would be listed).
 */
static bool
lock_shown(const struct hotspots *hs, const struct lockgraph *g, const struct lg_lock *l)
{
	const struct hotspot *h;

	if (!lockgraph_lock_ownerless(l))
		return true;
	h = hotspots_of_lock(hs, g, l);
	return h && h->cls != RC_IDLE;
}

/* "held by tid 123 (5/5 snapshots) in: f < g < h", or why not */
static void
put_holder(FILE *out, const struct lockgraph *g, const struct lg_lock *l,
	   struct strbuf *sb)
{
	if (l->nholders) {
		const struct lg_count *c = &l->holders[0];

		lockgraph_stack_text(g->ss, c->stack, HOLDER_FRAMES, sb);
		fprintf(out, "held by tid %ld (%llu/%llu snapshots%s) in: %s", c->tid,
			(unsigned long long)c->n, (unsigned long long)l->snapshots,
			l->by_layout ? ", InnoDB sux_lock layout" : "", sb->buf);
		if (c->stmt)
			fprintf(out, "; running: %s", out_sql_label(g->ss, c->stmt, sb));
		if (l->nholders > 1)
			fprintf(out, " (+%zu other holders or stacks)", l->nholders - 1);
		/* a holder that waits itself: where the chain goes on */
		for (size_t i = 0; i < g->nedges; i++)
			if (g->edges[i].waiter == c->tid) {
				strbuf_reset(sb);
				lockgraph_lock_label(g, g->edges[i].lock, sb);
				fprintf(out, "; it waits for %s held by %ld", sb->buf,
					g->edges[i].holder);
				break;
			}
		if (l->for_io)
			fprintf(out, "; held for an I/O in %llu snapshots",
				(unsigned long long)l->for_io);
	} else if (l->for_io) {
		fprintf(out, "held for an I/O (a page read or write in progress) "
			"(%llu/%llu snapshots, InnoDB sux_lock layout)",
			(unsigned long long)l->for_io, (unsigned long long)l->snapshots);
	} else if (l->foreign) {
		fprintf(out, "holder recorded but not a thread of the snapshot");
	} else if (l->kind == LK_FUTEX) {
		fprintf(out, "no owner recorded (not a pthread mutex: a rule's holder pattern may tell)");
	} else {
		fprintf(out, "no holder seen (released as it was sampled)");
	}
}

/* "; waits: 3 seen, the longest at least 2.10 s (at most 2.30 s)", when
 * the snapshots had times and some wait went on over two (lib/waitlen.h);
 * then "; 4.20 thread-seconds" waited for it, when times were known */
static void
put_waits(FILE *out, const struct lg_lock *l)
{
	const struct waitlen_episode *e = l->nlongest ? &l->longest[0] : NULL;

	/* below what two decimals show (captures a microsecond apart): none */
	if (l->thread_seconds >= 0.005)
		fprintf(out, "; %.2f thread-seconds", l->thread_seconds);
	/* nothing proven (one snapshot each, or no reused copies): no line */
	if (!e || e->min <= 0)
		return;
	fprintf(out, "; waits: %llu seen, the longest at least %.2f s",
		(unsigned long long)l->episodes, e->min);
	if (e->max >= 0)
		fprintf(out, " (at most %.2f s)", e->max);
	else if (e->ongoing)
		fprintf(out, " (still waiting at the end)");
}

/* "12.34" threads per snapshot, or a thread-sample count when unknown,
 * right-aligned in width */
static void
put_amount(FILE *out, const struct hotspots *hs, uint64_t n, int width)
{
	if (hs->snapshots)
		fprintf(out, "%*.2f", width, hotspots_per_snapshot(hs, n));
	else
		fprintf(out, "%*llu", width, (unsigned long long)n);
}

static void
put_waiting(FILE *out, const struct hotspots *hs, uint64_t waiters)
{
	put_amount(out, hs, waiters, 0);
	fputs(hs->snapshots ? " waiting per snapshot" : " waiting", out);
}

/* "12 threads, each its own (tls 8, heap 4): 2.50 waiting per snapshot" */
static void
per_thread_line(FILE *out, const struct hotspots *hs, const struct lockgraph *g,
		const struct hotspot *h)
{
	size_t n = 0, bykind[OBJ_NKINDS] = { 0 };
	uint64_t waiters = 0;
	const char *sep = " (";

	for (size_t i = 0; i < g->nlocks; i++) {
		const struct lg_lock *l = &g->locks[i];

		if (hotspots_of_lock(hs, g, l) != h || !lockgraph_lock_per_thread(g, l))
			continue;
		n++;
		waiters += l->waiters;
		bykind[l->obj_kind]++;
	}
	fprintf(out, "%*sper-thread %s: %zu threads, each its own", HS_INDENT, "", h->lock, n);
	for (int k = 0; k < OBJ_NKINDS; k++)
		if (bykind[k]) {
			fprintf(out, "%s%s %zu", sep, k ? obj_kind_name(k) : "unnamed",
				bykind[k]);
			sep = ", ";
		}
	fprintf(out, "%s: ", *sep == ',' ? ")" : "");
	put_waiting(out, hs, waiters);
	fputc('\n', out);
}

/* an ownerless futex of h that its summary line counts */
static bool
summarised(const struct hotspots *hs, const struct lockgraph *g, const struct lg_lock *l,
	   const struct hotspot *h, bool per_thread_apart)
{
	return hotspots_of_lock(hs, g, l) == h && lockgraph_lock_ownerless(l) &&
	       !(per_thread_apart && lockgraph_lock_per_thread(g, l));
}

/* the ownerless futexes of one hotspot in one line: how many, the largest */
static void
futex_summary(FILE *out, const struct hotspots *hs, const struct lockgraph *g,
	      const struct hotspot *h, bool per_thread_apart, struct strbuf *sb)
{
	size_t n = 0, shown = 0;
	uint64_t waiters = 0;

	for (size_t i = 0; i < g->nlocks; i++) {
		const struct lg_lock *l = &g->locks[i];

		if (!summarised(hs, g, l, h, per_thread_apart))
			continue;
		n++;
		waiters += l->waiters;
	}
	fprintf(out, "%*s%zu futex addresses with no owner field: ", HS_INDENT, "", n);
	put_waiting(out, hs, waiters);
	fprintf(out, "; the largest:");
	/* g->locks is sorted by waiters */
	for (size_t i = 0; i < g->nlocks && shown < SUMMARY_NAMES; i++) {
		const struct lg_lock *l = &g->locks[i];

		if (!summarised(hs, g, l, h, per_thread_apart))
			continue;
		strbuf_reset(sb);
		lockgraph_lock_label(g, l->addr, sb);
		fprintf(out, "%s %s %.2f", shown ? "," : "", sb->buf,
			hotspots_per_snapshot(hs, l->waiters));
		shown++;
	}
	if (n > shown)
		fprintf(out, " (+%zu more)", n - shown);
	fputc('\n', out);
}

/*
 * The lock addresses behind one hotspot: each mutex on its line; the
 * per-thread objects (two or more) as one group; the other ownerless
 * futexes one line each when there is one, else one summary line.
 */
static void
hotspot_locks(FILE *out, const struct hotspots *hs, const struct lockgraph *g,
	      const struct hotspot *h, struct strbuf *sb)
{
	size_t shown = 0, n = 0, nper = 0, nfutex = 0, nowned = 0;
	bool per_apart;

	for (size_t i = 0; i < g->nlocks; i++) {
		const struct lg_lock *l = &g->locks[i];

		if (hotspots_of_lock(hs, g, l) != h)
			continue;
		n++;
		nper += lockgraph_lock_per_thread(g, l);
	}
	per_apart = nper >= 2;
	for (size_t i = 0; i < g->nlocks; i++) {
		const struct lg_lock *l = &g->locks[i];

		if (hotspots_of_lock(hs, g, l) != h || (per_apart && lockgraph_lock_per_thread(g, l)))
			continue;
		if (lockgraph_lock_ownerless(l))
			nfutex++;
		else
			nowned++;
	}
	for (size_t i = 0; i < g->nlocks && shown < REPORT_LOCKS_MAX; i++) {
		const struct lg_lock *l = &g->locks[i];

		if (hotspots_of_lock(hs, g, l) != h || (per_apart && lockgraph_lock_per_thread(g, l)) ||
		    (lockgraph_lock_ownerless(l) && nfutex > 1))
			continue;
		shown++;
		strbuf_reset(sb);
		lockgraph_lock_label(g, l->addr, sb);
		fprintf(out, "%*s%s %s: ", HS_INDENT, "", n > 1 ? "lock" : "at", sb->buf);
		put_waiting(out, hs, l->waiters);
		fprintf(out, ", ");
		put_holder(out, g, l, sb);
		put_waits(out, l);
		fputc('\n', out);
	}
	if (nowned + (nfutex == 1) > shown)
		fprintf(out, "%*s(%zu more lock addresses)\n", HS_INDENT, "",
			nowned + (nfutex == 1) - shown);
	if (nfutex > 1)
		futex_summary(out, hs, g, h, per_apart, sb);
	if (per_apart)
		per_thread_line(out, hs, g, h);
}

static void
section(FILE *out, const struct hotspots *hs, const struct lockgraph *g,
	const struct sqlprof *sp, enum rule_class cls, const char *title, struct strbuf *sb)
{
	uint64_t busy = hs->total - hs->by_class[RC_IDLE];
	size_t shown = 0;

	if (!hs->by_class[cls])
		return;
	fprintf(out, "%s\n", title);
	fprintf(out, "%9s %6s %6s  %-34s %-8s %s\n", hs->snapshots ? "per-snap" : "samples",
		"all%", "busy%", "lock", "kind", "waiting in (callers, innermost first)");
	for (size_t i = 0; i < hs->n && shown < REPORT_HOTSPOTS_MAX; i++) {
		const struct hotspot *h = &hs->h[i];

		if (h->cls != cls)
			continue;
		shown++;
		put_amount(out, hs, h->threads, 9);
		strbuf_reset(sb);
		strbuf_adds(sb, h->lock);
		if (h->rule_lock)	/* the object wins; the rule is shown beside */
			strbuf_addf(sb, " (rule: %s)", h->rule_lock);
		fprintf(out, " %5.1f%% %5.1f%%  %-34s %-8s %s (%llu)\n",
			share_pct(h->threads, hs->total), share_pct(h->threads, busy),
			sb->buf, h->kind, h->npaths ? h->paths[0].text : "",
			h->npaths ? (unsigned long long)h->paths[0].count : 0ULL);
		for (size_t k = 1; k < h->npaths && k < HOTSPOT_PATHS; k++)
			fprintf(out, "%*s%s (%llu)\n", 9 + 7 + 7 + 2 + 34 + 1 + 8 + 1, "",
				h->paths[k].text, (unsigned long long)h->paths[k].count);
		/* the call its threads were stopped in (live and raw
		 * captures), unless it is the futex a latch row implies */
		if (h->sc_seen && (!h->syscall || strcmp(h->syscall, "futex")))
			fprintf(out, "%*sin system call: %s%s%s\n", 9 + 7 + 7 + 2, "",
				h->syscall ? h->syscall : "(several)",
				h->sysfile ? " on " : "", h->sysfile ? h->sysfile : "");
		if (h->holders) {
			fprintf(out, "%*sholders: ", 9 + 7 + 7 + 2, "");
			put_amount(out, hs, h->holders, 9);
			fprintf(out, " %s inside: %s (%llu)\n",
				hs->snapshots ? "per snapshot" : "thread-samples",
				h->hpaths[0].text, (unsigned long long)h->hpaths[0].count);
		}
		if (sp)
			out_sql_hotspot(out, sp, hs, h, HS_INDENT);
		if (g)
			hotspot_locks(out, hs, g, h, sb);
	}
	fputc('\n', out);
}

static void
report_hotspots(FILE *out, const struct hotspots *hs, const struct lockgraph *g,
		const struct sqlprof *sp, struct strbuf *sb)
{
	uint64_t idle = hs->by_class[RC_IDLE];
	size_t shown = 0;

	section(out, hs, g, sp, RC_LATCH, "Lock hotspots (threads waiting for a latch):", sb);
	section(out, hs, g, sp, RC_WAIT,
		"Logical waits (row locks, MDL, group commit, throttling):", sb);
	section(out, hs, g, sp, RC_CPU, "Known CPU hotspots:", sb);
	if (!hs->by_class[RC_LATCH] && !hs->by_class[RC_WAIT])
		fprintf(out, "No lock hotspot or logical wait found by the rules.\n\n");
	if (idle) {
		fprintf(out, "Idle threads, set aside: ");
		if (hs->snapshots)
			fprintf(out, "%.2f per snapshot, ", hotspots_per_snapshot(hs, idle));
		fprintf(out, "%.1f%% of all\n", share_pct(idle, hs->total));
		for (size_t i = 0; i < hs->n && shown < REPORT_HOTSPOTS_MAX; i++) {
			const struct hotspot *h = &hs->h[i];

			if (h->cls != RC_IDLE)
				continue;
			shown++;
			put_amount(out, hs, h->threads, 9);
			fprintf(out, "  %s\n", h->lock);
		}
		fputc('\n', out);
	}
	fprintf(out, "Running or unclassified: ");
	if (hs->snapshots)
		fprintf(out, "%.2f per snapshot, ", hotspots_per_snapshot(hs, hs->unclassified));
	fprintf(out, "%.1f%% of all (see the stacks below)\n\n",
		share_pct(hs->unclassified, hs->total));
}

static const char *
kind_of(const struct lockgraph *g, uint64_t addr)
{
	const struct lg_lock *l = lockgraph_find(g, addr);

	return l ? lockgraph_lock_kind_text(l) : "lock";
}

/* "mutex lock_a (0x1000)": the kind, then lockgraph_lock_label() */
static const char *
hop_text(const struct lockgraph *g, uint64_t addr, struct strbuf *sb)
{
	strbuf_reset(sb);
	strbuf_addf(sb, "%s ", kind_of(g, addr));
	lockgraph_lock_label(g, addr, sb);
	return sb->buf;
}

/* the longest waits still going on at the end, on the locks listed */
static void
current_waits(FILE *out, const struct output_data *d, struct strbuf *sb)
{
	const struct lockgraph *g = d->locks;
	const struct hotspots *hs = d->hotspots;
	size_t shown = 0;

	for (size_t i = 0; i < g->ncurrent && shown < CURRENT_WAITS_MAX; i++) {
		const struct waitlen_episode *e = &g->current[i];
		const struct lg_lock *l = lockgraph_find(g, e->addr);

		if (!l || !lock_shown(hs, g, l) || e->min <= 0)
			continue;
		if (!shown++)
			fprintf(out, "Waits going on at the end (the longest, at least as long as shown):\n");
		strbuf_reset(sb);
		lockgraph_lock_label(g, e->addr, sb);
		fprintf(out, "  tid %ld waiting at least %.2f s for %s %s", e->tid, e->min,
			lockgraph_lock_kind_text(l), sb->buf);
		if (l->nholders)
			fprintf(out, ", held by tid %ld", l->holders[0].tid);
		if (output_fatal_wait(d, e))
			fprintf(out, "; OVER HALF of innodb_fatal_semaphore_wait_threshold "
				"(%g s): the server aborts when a latch wait passes it", d->fatal_wait);
		fputc('\n', out);
	}
}

bool
output_fatal_wait(const struct output_data *d, const struct waitlen_episode *e)
{
	const struct lockgraph *g = d->locks;
	const struct lg_lock *l = g ? lockgraph_find(g, e->addr) : NULL;
	const struct hotspot *h;

	if (!l || d->fatal_wait <= 0 || e->min < d->fatal_wait / 2)
		return false;
	if (l->by_layout || l->for_io)
		return true;
	h = d->hotspots ? hotspots_of_lock(d->hotspots, g, l) : NULL;
	return h && h->cls == RC_LATCH;
}

void
output_warn_fatal_waits(const struct output_data *d)
{
	const struct lockgraph *g = d->locks;
	size_t n = 0;
	struct strbuf sb;

	strbuf_init(&sb);
	for (size_t i = 0; i < g->ncurrent; i++) {
		const struct waitlen_episode *e = &g->current[i];

		if (!output_fatal_wait(d, e) || n++ >= FATAL_WARN_MAX)
			continue;
		strbuf_reset(&sb);
		lockgraph_lock_label(g, e->addr, &sb);
		warning_msg("thread %ld has waited at least %.1f s for the InnoDB latch %s: "
			    "over half of innodb_fatal_semaphore_wait_threshold (%g s), "
			    "past which the server aborts itself", e->tid, e->min, sb.buf,
			    d->fatal_wait);
	}
	if (n > FATAL_WARN_MAX)
		warning_msg("... and %zu more waits over half of "
			    "innodb_fatal_semaphore_wait_threshold", n - FATAL_WARN_MAX);
	strbuf_release(&sb);
}

/* deadlocks, chains, locks: the lock graph on its own */
static void
report_graph(FILE *out, const struct output_data *d, struct strbuf *sb)
{
	const struct lockgraph *g = d->locks;
	const struct hotspots *hs = d->hotspots;
	size_t shown = 0, nfutex = 0;
	uint64_t futex_waiters = 0;

	fprintf(out, "Lock graph (futex waits read in %llu snapshots: %llu "
		"thread-samples):\n", (unsigned long long)g->snapshots,
		(unsigned long long)g->futex_threads);
	for (size_t i = 0; i < g->ncycles; i++) {
		const struct lg_path *p = &g->cycles[i];

		fprintf(out, "DEADLOCK: %zu threads wait for each other (in %llu of "
			"%llu snapshots):\n", p->n, (unsigned long long)p->snapshots,
			(unsigned long long)g->snapshots);
		for (size_t k = 0; k < p->n; k++) {
			const struct lg_hop *h = &p->hops[k], *next = &p->hops[(k + 1) % p->n];

			fprintf(out, "  thread %ld holds %s, ", h->holder,
				hop_text(g, h->lock, sb));
			fprintf(out, "waits for %s (held by %ld)\n", hop_text(g, next->lock, sb),
				next->holder);
			lockgraph_stack_text(g->ss, h->stack, HOLDER_FRAMES, sb);
			fprintf(out, "      in: %s\n", sb->buf);
		}
	}
	if (!g->ncycles)
		fprintf(out, "No deadlock (no cycle of threads waiting for each other).\n");
	if (g->nchains)
		fprintf(out, "Wait chains of 2 hops or more (waiters -> lock held by "
			"a thread that waits itself -> ...):\n");
	for (size_t i = 0; i < g->nchains && i < REPORT_LOCKS_MAX; i++) {
		const struct lg_path *p = &g->chains[i];

		fprintf(out, "  %.2f waiters per snapshot (in %llu snapshots)",
			g->snapshots ? (double)p->waiters / g->snapshots : 0.0,
			(unsigned long long)p->snapshots);
		for (size_t k = 0; k < p->n; k++)
			fprintf(out, " -> %s held by %ld", hop_text(g, p->hops[k].lock, sb),
				p->hops[k].holder);
		fprintf(out, "%s\n", p->into_cycle ? " -> (deadlock)" : "");
		for (size_t k = 0; k < p->n; k++) {
			lockgraph_stack_text(g->ss, p->hops[k].stack, HOLDER_FRAMES, sb);
			fprintf(out, "      %ld in: %s\n", p->hops[k].holder, sb->buf);
		}
	}
	fprintf(out, "Locks with waiters (by waiters):\n");
	fprintf(out, "%9s  %-18s %-8s %s\n", "per-snap", "lock", "kind", "holder");
	for (size_t i = 0; i < g->nlocks; i++)
		if (lock_shown(hs, g, &g->locks[i]) && lockgraph_lock_ownerless(&g->locks[i])) {
			nfutex++;
			futex_waiters += g->locks[i].waiters;
		}
	for (size_t i = 0; i < g->nlocks; i++) {
		const struct lg_lock *l = &g->locks[i];

		/* two or more with no owner field: summarised below, as under
		 * their hotspots */
		if (!lock_shown(hs, g, l) || (lockgraph_lock_ownerless(l) && nfutex > 1))
			continue;
		if (shown++ >= REPORT_LOCKS_MAX)
			continue;
		strbuf_reset(sb);
		lockgraph_lock_label(g, l->addr, sb);
		fprintf(out, "%9.2f  %-18s %-8s ", g->snapshots ?
			(double)l->waiters / g->snapshots : 0.0, sb->buf,
			lockgraph_lock_kind_text(l));
		put_holder(out, g, l, sb);
		put_waits(out, l);
		fputc('\n', out);
	}
	if (shown > REPORT_LOCKS_MAX)
		fprintf(out, "  (%zu more locks with an owner field)\n", shown - REPORT_LOCKS_MAX);
	if (nfutex > 1) {
		fprintf(out, "%9.2f  %zu futex addresses with no owner field (condition "
			"variables, InnoDB latches, semaphores): see their hotspots above\n",
			g->snapshots ? (double)futex_waiters / g->snapshots : 0.0, nfutex);
		shown++;
	}
	if (!shown)
		fprintf(out, "  (none: the futex waits seen were idle threads)\n");
	current_waits(out, d, sb);
	fputc('\n', out);
}

/* "  partial:        2 of 20 snapshots (2 max_pause: threads did ...)" */
static void
report_faults(FILE *out, const struct snapshot_faults *f, uint64_t snapshots)
{
	for (int skipped = 0; skipped < 2; skipped++) {
		unsigned long n = skipped ? f->skipped : f->partial;
		const char *sep = " (";

		if (!n)
			continue;
		if (skipped)
			fprintf(out, "  skipped:        %lu snapshot%s, not counted", n,
				n == 1 ? "" : "s");
		else
			fprintf(out, "  partial:        %lu of %llu snapshots missed threads",
				n, (unsigned long long)snapshots);
		for (size_t i = 0; i < f->n; i++) {
			unsigned long k = skipped ? f->v[i].skipped : f->v[i].partial;

			if (!k)
				continue;
			fprintf(out, "%s%lu %s: %s", sep, k, f->v[i].reason, f->v[i].text);
			sep = "; ";
		}
		fprintf(out, "%s\n", *sep == ';' ? ")" : "");
	}
}

/* pmp -p's figures: the pauses, the faulty snapshots, the reused stacks */
static void
report_live(FILE *out, const struct output_live *l, const struct view *v)
{
	fprintf(out, "  pause:          p50 %.3f ms, p99 %.3f ms, max %.3f ms "
		"(target stopped, per snapshot)\n", l->pause_p50_us / 1e3,
		l->pause_p99_us / 1e3, l->pause_max_us / 1e3);
	if (l->faults)
		report_faults(out, l->faults, v->snapshots);
	if (l->reused_known)
		fprintf(out, "  reused:         %.1f threads per snapshot (idle since "
			"their last copy: not stopped, stack reused); %lu woke and "
			"were copied again\n", v->snapshots ?
			(double)l->reused / (double)v->snapshots : 0.0, l->woke);
}

void
out_report_hotspots(FILE *out, const struct output_data *d)
{
	struct strbuf sb;

	strbuf_init(&sb);
	if (d->hotspots)
		report_hotspots(out, d->hotspots, d->locks, d->sql, &sb);
	if (d->locks)
		report_graph(out, d, &sb);
	if (d->sql)
		out_sql_sections(out, d->sql, d->hotspots);
	strbuf_release(&sb);
}

void
out_report(FILE *out, const struct view *v, const struct output_opts *o,
	   const struct output_data *d)
{
	unsigned long top = o->top ? o->top : REPORT_TOP_DEFAULT;
	unsigned long n = top < v->n ? top : v->n;
	bool snap = v->snapshots_known && v->snapshots;
	struct strbuf sb;

	fprintf(out, "pmp report\n");
	fprintf(out, "  inputs:         ");
	for (size_t i = 0; i < d->ninputs; i++) {
		/* file names, and the target's own name (live): escaped */
		strbuf_init(&sb);
		escape_ctl(&sb, d->inputs[i], strlen(d->inputs[i]));
		fprintf(out, "%s%s", i ? ", " : "", sb.buf);
		strbuf_release(&sb);
	}
	if (d->input_format)
		fprintf(out, " (%s)", d->input_format);
	fputc('\n', out);
	if (snap)
		fprintf(out, "  snapshots:      %llu\n", (unsigned long long)v->snapshots);
	else
		fprintf(out, "  snapshots:      unknown (an input keeps no snapshot boundaries)\n");
	if (d->live)
		report_live(out, d->live, v);
	fprintf(out, "  thread-samples: %llu", (unsigned long long)v->total);
	if (snap)
		fprintf(out, " (%.1f threads per snapshot)",
			(double)v->total / (double)v->snapshots);
	fprintf(out, "\n  distinct stacks: %u\n", v->n);
	strbuf_init(&sb);
	if (output_idle_note(d, v, &sb))	/* --no-idle */
		fprintf(out, "  idle:           %s\n", sb.buf);
	strbuf_release(&sb);
	fputc('\n', out);
	out_report_hotspots(out, d);
	fprintf(out, "Top %lu of %u stacks:\n\n", n, v->n);
	fprintf(out, "%9s %7s", "count", "share");
	if (snap)
		fprintf(out, " %9s", "per-snap");
	fprintf(out, "  stack (innermost first)\n");
	for (unsigned long i = 0; i < n; i++) {
		struct view_stack s;
		int indent = 9 + 1 + 7 + (snap ? 10 : 0) + 2;

		view_get(v, i, &s);
		fprintf(out, "%9llu %6.2f%%", (unsigned long long)s.count,
			share_pct(s.count, v->total));
		if (snap)
			fprintf(out, " %9.2f", (double)s.count / (double)v->snapshots);
		if (!s.n)
			fputs("  (no frames)\n", out);
		for (uint32_t k = s.n; k-- > 0;)
			fprintf(out, "%*s%s\n", k == s.n - 1 ? 2 : indent, "",
				view_name(v, s.names[k]));
		fputc('\n', out);
	}
	if (n < v->n)
		fprintf(out, "(%u more stacks; --top N shows more, --format tree or flat "
			"summarises them all)\n", v->n - (unsigned)n);
}
