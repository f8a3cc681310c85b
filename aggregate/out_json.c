/* SPDX-License-Identifier: MIT */
/*
 * out_json.c - {"snapshots":N,"threads":T,"stacks":[{"count":C,"share":F,
 * "frames":[innermost,...,outermost]},...]}, stacks sorted by count,
 * descending, after {"version":1,...}. "snapshots" is null when the
 * inputs kept no snapshot boundaries; "per_snapshot" appears only when
 * they did. docs/pmp-json.schema.json describes every field (and `pmp
 * diff`'s json): a new field goes there too, and a change that breaks a
 * reader of the old shape raises PMP_JSON_VERSION (output.h).
 *
 * With futex words (pmp -p, raw captures) a "lock_graph" object:
 *   {"snapshots":N,"futex_waits":N,"deadlocks":[{"snapshots":N,"threads":
 *     [{"tid":T,"holds":"0x..","waits_for":"0x..","stack":[...]}]}],
 *    "chains":[{"snapshots":N,"waiters":N,"into_deadlock":B,"hops":
 *     [{"lock":"0x..","kind":K,"holder":T,"holder_stack":[...]}]}],
 *    "locks":[{"addr":"0x..","kind":"mutex"|"pi-mutex"|"futex","waiters":N,
 *     "per_snapshot":F,"snapshots":N,"held":N,"object":NAME|null,
 *     "object_kind":"dwarf"|"symbol"|"section"|"stack"|"tls"|"heap"|"anon"|
 *     "file"|null,"per_thread":B,"hotspot":{"rule":R,"lock":L}|null,
 *     "holders":[{"tid":T,"snapshots":N,"stack":[...]}]}],
 *    "edges":[{"waiter":T,"holder":T,"lock":"0x..","snapshots":N}]}
 * A stack or hotspot whose threads were stopped inside a system call
 * (live and raw captures) has "syscall":{"name":N,"file":F|null}: the call
 * and the file of its fd argument (a hotspot's name or file is null when
 * its stacks were in different ones); the frames do not hold the call.
 * Stacks are frame names, innermost first. "locks" lists every mutex and
 * the ownerless futexes whose waiters the rules do not call idle. A
 * deadlock thread has "holds_object"/"waits_for_object" and a chain hop
 * "object" when the lock's object is known. A hotspot row named by a
 * global lock object has "object" (and "rule_lock", the stack rule's own
 * name, when the two disagree); "by_object": true when an object rule
 * classified it.
 */
#include "hotspots.h"
#include "lockgraph.h"
#include "output.h"
#include "sqlprof.h"
#include "strbuf.h"
#include "util.h"

#define JSON_STACK_FRAMES 64

static void
json_paths(struct strbuf *sb, const char *key, const struct hs_path *p, size_t n)
{
	strbuf_addf(sb, ",\"%s\":[", key);
	for (size_t k = 0; k < n; k++) {
		if (k)
			strbuf_addc(sb, ',');
		strbuf_adds(sb, "{\"path\":");
		strbuf_add_json(sb, p[k].text);
		strbuf_addf(sb, ",\"threads\":%llu}", (unsigned long long)p[k].count);
	}
	strbuf_addc(sb, ']');
}

/* "hotspots": latch, wait and cpu verdicts; "idle": idle ones; sorted by
 * threads, descending */
/* ,"syscall":{"name":N,"file":F} (either may be NULL: null) */
static void
json_syscall(struct strbuf *sb, const char *name, const char *file)
{
	strbuf_adds(sb, ",\"syscall\":{\"name\":");
	if (name)
		strbuf_add_json(sb, name);
	else
		strbuf_adds(sb, "null");
	strbuf_adds(sb, ",\"file\":");
	if (file)
		strbuf_add_json(sb, file);
	else
		strbuf_adds(sb, "null");
	strbuf_addc(sb, '}');
}

static void
json_hotspots(struct strbuf *sb, const struct hotspots *hs)
{
	for (int idle = 0; idle < 2; idle++) {
		bool first = true;

		strbuf_adds(sb, idle ? ",\"idle\":[" : ",\"hotspots\":[");
		for (size_t i = 0; i < hs->n; i++) {
			const struct hotspot *h = &hs->h[i];

			if ((h->cls == RC_IDLE) != idle)
				continue;
			strbuf_adds(sb, first ? "\n{" : ",\n{");
			first = false;
			strbuf_adds(sb, "\"rule\":");
			strbuf_add_json(sb, h->rule_id);
			strbuf_adds(sb, ",\"lock\":");
			strbuf_add_json(sb, h->lock);
			if (h->object) {
				strbuf_adds(sb, ",\"object\":");
				strbuf_add_json(sb, h->object);
			}
			if (h->rule_lock) {
				strbuf_adds(sb, ",\"rule_lock\":");
				strbuf_add_json(sb, h->rule_lock);
			}
			if (h->by_object)
				strbuf_adds(sb, ",\"by_object\":true");
			strbuf_adds(sb, ",\"group\":");
			if (h->group)
				strbuf_add_json(sb, h->group);
			else
				strbuf_adds(sb, "null");
			strbuf_addf(sb, ",\"class\":\"%s\",\"kind\":", rule_class_name(h->cls));
			strbuf_add_json(sb, h->kind);
			strbuf_addf(sb, ",\"threads\":%llu,\"per_snapshot\":",
				    (unsigned long long)h->threads);
			if (hs->snapshots)
				strbuf_addf(sb, "%.4f", hotspots_per_snapshot(hs, h->threads));
			else
				strbuf_adds(sb, "null");
			strbuf_addf(sb, ",\"share\":%.6f",
				    hs->total ? (double)h->threads / hs->total : 0.0);
			/* share of the non-idle threads: meaningless for idle ones */
			if (!idle)
				strbuf_addf(sb, ",\"share_busy\":%.6f",
					    hs->total > hs->by_class[RC_IDLE] ?
						    (double)h->threads /
							    (hs->total - hs->by_class[RC_IDLE]) : 0.0);
			if (h->sc_seen)
				json_syscall(sb, h->syscall, h->sysfile);
			json_paths(sb, "paths", h->paths, h->npaths < HOTSPOT_PATHS ? h->npaths : HOTSPOT_PATHS);
			if (h->holders) {
				strbuf_addf(sb, ",\"holders\":%llu", (unsigned long long)h->holders);
				json_paths(sb, "holder_paths", h->hpaths,
					   h->nhpaths < HOTSPOT_PATHS ? h->nhpaths : HOTSPOT_PATHS);
			}
			strbuf_addc(sb, '}');
		}
		strbuf_addc(sb, ']');
	}
	strbuf_addf(sb, ",\"unclassified\":%llu", (unsigned long long)hs->unclassified);
}

static void
json_stack(struct strbuf *sb, struct stackset *ss, uint32_t stack)
{
	uint32_t n;
	const uint32_t *fr = stackset_stack_get(ss, stack, &n);
	struct frame f;

	if (stackset_stack_syscall(ss, stack, &f) >= 0)
		n--;	/* the call is no frame (stackset.h) */
	strbuf_addc(sb, '[');
	for (uint32_t k = 0; k < n && k < JSON_STACK_FRAMES; k++) {
		if (k)
			strbuf_addc(sb, ',');
		strbuf_add_json(sb, stackset_name_str(ss,
			stackset_frame_name(ss, fr[n - 1 - k], NAME_SHORT)));
	}
	strbuf_addc(sb, ']');
}

static const char *
kind_of(const struct lockgraph *g, uint64_t addr)
{
	const struct lg_lock *l = lockgraph_find(g, addr);

	return l ? lock_kind_name(l->kind) : "futex";
}

/* ,"KEY":"name" when the lock at addr has an object */
static void
json_obj(struct strbuf *sb, const struct lockgraph *g, const char *key, uint64_t addr)
{
	const struct lg_lock *l = lockgraph_find(g, addr);
	const char *obj = l ? lockgraph_obj(g, l) : NULL;

	if (!obj)
		return;
	strbuf_addf(sb, ",\"%s\":", key);
	strbuf_add_json(sb, obj);
}

/* {"tid":T,"lock":"0x..","first":S,"min":S,"max":S|null,"ongoing":B} */
static void
json_episode(struct strbuf *sb, const struct waitlen_episode *e)
{
	strbuf_addf(sb, "{\"tid\":%ld,\"lock\":\"0x%llx\",\"first\":%.6f,\"min\":%.6f,\"max\":",
		    e->tid, (unsigned long long)e->addr, e->first, e->min);
	if (e->max >= 0)
		strbuf_addf(sb, "%.6f", e->max);
	else
		strbuf_adds(sb, "null");
	strbuf_addf(sb, ",\"ongoing\":%s}", e->ongoing ? "true" : "false");
}

/* ,"waits":{"episodes":N,"by_min":[5 counts],"longest":[episodes]} */
static void
json_waits(struct strbuf *sb, const struct lg_lock *l)
{
	strbuf_addf(sb, ",\"waits\":{\"episodes\":%llu,\"by_min\":[",
		    (unsigned long long)l->episodes);
	for (int b = 0; b < LG_WAIT_BUCKETS; b++)
		strbuf_addf(sb, "%s%llu", b ? "," : "", (unsigned long long)l->by_min[b]);
	strbuf_adds(sb, "],\"longest\":[");
	for (size_t k = 0; k < l->nlongest; k++) {
		if (k)
			strbuf_addc(sb, ',');
		json_episode(sb, &l->longest[k]);
	}
	strbuf_adds(sb, "]}");
}

static void
json_lock(struct strbuf *sb, const struct lockgraph *g, const struct lg_lock *l,
	  const struct hotspot *h)
{
	const char *obj = lockgraph_obj(g, l);

	strbuf_addf(sb, "{\"addr\":\"0x%llx\",\"kind\":\"%s\",\"waiters\":%llu,"
		    "\"per_snapshot\":%.4f,\"snapshots\":%llu,\"held\":%llu,"
		    "\"held_by_layout\":%llu,\"held_for_io\":%llu",
		    (unsigned long long)l->addr, lock_kind_name(l->kind),
		    (unsigned long long)l->waiters,
		    g->snapshots ? (double)l->waiters / g->snapshots : 0.0,
		    (unsigned long long)l->snapshots, (unsigned long long)l->held,
		    (unsigned long long)l->by_layout, (unsigned long long)l->for_io);
	strbuf_adds(sb, ",\"object\":");
	if (obj)
		strbuf_add_json(sb, obj);
	else
		strbuf_adds(sb, "null");
	if (l->obj_kind != OBJ_NONE)
		strbuf_addf(sb, ",\"object_kind\":\"%s\"", obj_kind_name(l->obj_kind));
	else
		strbuf_adds(sb, ",\"object_kind\":null");
	strbuf_addf(sb, ",\"per_thread\":%s,\"hotspot\":",
		    lockgraph_lock_per_thread(g, l) ? "true" : "false");
	if (h) {
		strbuf_adds(sb, "{\"rule\":");
		strbuf_add_json(sb, h->rule_id);
		strbuf_adds(sb, ",\"lock\":");
		strbuf_add_json(sb, h->lock);
		strbuf_addc(sb, '}');
	} else {
		strbuf_adds(sb, "null");
	}
	json_waits(sb, l);
	strbuf_addf(sb, ",\"thread_seconds\":%.6f", l->thread_seconds);
	strbuf_adds(sb, ",\"holders\":[");
	for (size_t k = 0; k < l->nholders; k++) {
		strbuf_addf(sb, "%s{\"tid\":%ld,\"snapshots\":%llu,\"stack\":",
			    k ? "," : "", l->holders[k].tid,
			    (unsigned long long)l->holders[k].n);
		json_stack(sb, g->ss, l->holders[k].stack);
		if (l->holders[k].stmt) {
			strbuf_adds(sb, ",\"statement\":");
			strbuf_add_json(sb, stackset_name_str(g->ss, l->holders[k].stmt));
		}
		strbuf_addc(sb, '}');
	}
	strbuf_adds(sb, "]}");
}

static void
json_path(struct strbuf *sb, const struct lockgraph *g, const struct lg_path *p)
{
	if (p->cycle) {
		strbuf_addf(sb, "{\"snapshots\":%llu,\"threads\":[",
			    (unsigned long long)p->snapshots);
		for (size_t k = 0; k < p->n; k++) {
			const struct lg_hop *h = &p->hops[k], *next = &p->hops[(k + 1) % p->n];

			strbuf_addf(sb, "%s{\"tid\":%ld,\"holds\":\"0x%llx\","
				    "\"waits_for\":\"0x%llx\",\"waits_for_holder\":%ld",
				    k ? "," : "", h->holder, (unsigned long long)h->lock,
				    (unsigned long long)next->lock, next->holder);
			json_obj(sb, g, "holds_object", h->lock);
			json_obj(sb, g, "waits_for_object", next->lock);
			strbuf_adds(sb, ",\"stack\":");
			json_stack(sb, g->ss, h->stack);
			strbuf_addc(sb, '}');
		}
		strbuf_adds(sb, "]}");
		return;
	}
	strbuf_addf(sb, "{\"snapshots\":%llu,\"waiters\":%llu,\"into_deadlock\":%s,"
		    "\"hops\":[", (unsigned long long)p->snapshots,
		    (unsigned long long)p->waiters, p->into_cycle ? "true" : "false");
	for (size_t k = 0; k < p->n; k++) {
		strbuf_addf(sb, "%s{\"lock\":\"0x%llx\",\"kind\":\"%s\",\"holder\":%ld",
			    k ? "," : "", (unsigned long long)p->hops[k].lock,
			    kind_of(g, p->hops[k].lock), p->hops[k].holder);
		json_obj(sb, g, "object", p->hops[k].lock);
		strbuf_adds(sb, ",\"holder_stack\":");
		json_stack(sb, g->ss, p->hops[k].stack);
		strbuf_addc(sb, '}');
	}
	strbuf_adds(sb, "]}");
}

static void
json_graph(struct strbuf *sb, const struct output_data *d)
{
	const struct lockgraph *g = d->locks;
	const struct hotspots *hs = d->hotspots;
	bool first = true;

	strbuf_addf(sb, ",\"lock_graph\":{\"snapshots\":%llu,\"futex_waits\":%llu,"
		    "\"deadlocks\":[", (unsigned long long)g->snapshots,
		    (unsigned long long)g->futex_threads);
	for (size_t i = 0; i < g->ncycles; i++) {
		strbuf_adds(sb, i ? ",\n" : "\n");
		json_path(sb, g, &g->cycles[i]);
	}
	strbuf_adds(sb, "],\"chains\":[");
	for (size_t i = 0; i < g->nchains; i++) {
		strbuf_adds(sb, i ? ",\n" : "\n");
		json_path(sb, g, &g->chains[i]);
	}
	strbuf_adds(sb, "],\"locks\":[");
	for (size_t i = 0; i < g->nlocks; i++) {
		const struct lg_lock *l = &g->locks[i];
		const struct hotspot *h = hotspots_of_lock(hs, g, l);

		/* an ownerless futex of idle threads (a condition variable) */
		if (lockgraph_lock_ownerless(l) && (!h || h->cls == RC_IDLE))
			continue;
		strbuf_adds(sb, first ? "\n" : ",\n");
		first = false;
		json_lock(sb, g, l, h);
	}
	strbuf_adds(sb, "],\"edges\":[");
	for (size_t i = 0; i < g->nedges; i++) {
		const struct lg_edge *e = &g->edges[i];

		strbuf_addf(sb, "%s{\"waiter\":%ld,\"holder\":%ld,\"lock\":\"0x%llx\","
			    "\"snapshots\":%llu}", i ? "," : "", e->waiter, e->holder,
			    (unsigned long long)e->lock, (unsigned long long)e->snapshots);
	}
	strbuf_adds(sb, "],\"current_waits\":[");
	for (size_t i = 0; i < g->ncurrent; i++) {
		if (i)
			strbuf_addc(sb, ',');
		json_episode(sb, &g->current[i]);
	}
	strbuf_adds(sb, "]");
	/* the server's fatal threshold, and the latch waits over half of it */
	if (d->fatal_wait > 0) {
		bool first = true;

		strbuf_addf(sb, ",\"fatal_wait_threshold\":%g,\"fatal_waits\":[", d->fatal_wait);
		for (size_t i = 0; i < g->ncurrent; i++) {
			if (!output_fatal_wait(d, &g->current[i]))
				continue;
			if (!first)
				strbuf_addc(sb, ',');
			first = false;
			json_episode(sb, &g->current[i]);
		}
		strbuf_adds(sb, "]");
	}
	strbuf_adds(sb, "}");
}

/* ,"partial_snapshots":N,"partial_reasons":{"max_pause":N},"skipped_... */
static void
json_faults(struct strbuf *sb, const struct snapshot_faults *f)
{
	for (int skipped = 0; skipped < 2; skipped++) {
		const char *kind = skipped ? "skipped" : "partial";
		char sep = '{';

		strbuf_addf(sb, ",\"%s_snapshots\":%lu,\"%s_reasons\":", kind,
			    skipped ? f->skipped : f->partial, kind);
		for (size_t i = 0; i < f->n; i++) {
			unsigned long k = skipped ? f->v[i].skipped : f->v[i].partial;

			if (!k)
				continue;
			strbuf_addc(sb, sep);
			strbuf_add_json(sb, f->v[i].reason);
			strbuf_addf(sb, ":%lu", k);
			sep = ',';
		}
		strbuf_adds(sb, sep == '{' ? "{}" : "}");
	}
}

/* the statements of the threads of hotspot h (NULL: all), or of none
 * (hs NULL): {"statement":S,"text":T|null,"threads":N} each, most first */
static void
json_statements(struct strbuf *sb, const struct sqlprof *sp, const struct hotspots *hs,
		const struct hotspot *h)
{
	/* entries are sorted by thread-samples: the first of a label is its
	 * largest; the labels in the order of their totals */
	size_t *order = xmalloc((sp->n + 1) * sizeof(*order)), n = 0;
	uint64_t *tot = xmalloc((sp->n + 1) * sizeof(*tot));

	for (size_t i = 0; i < sp->n; i++) {
		size_t k;

		if (h && hotspots_of_stack(hs, sp->e[i].stack) != h)
			continue;
		for (k = 0; k < n && sp->e[order[k]].stmt != sp->e[i].stmt; k++)
			;
		if (k == n) {
			order[n] = i;
			tot[n++] = 0;
		}
		tot[k] += sp->e[i].n;
	}
	/* by total, most first (insertion: few labels) */
	for (size_t i = 1; i < n; i++)
		for (size_t k = i; k > 0 && tot[k] > tot[k - 1]; k--) {
			size_t o = order[k];
			uint64_t t = tot[k];

			order[k] = order[k - 1];
			tot[k] = tot[k - 1];
			order[k - 1] = o;
			tot[k - 1] = t;
		}
	strbuf_adds(sb, "[");
	for (size_t k = 0; k < n; k++) {
		const struct sqlprof_ent *e = &sp->e[order[k]];

		strbuf_adds(sb, k ? ",{\"statement\":" : "{\"statement\":");
		strbuf_add_json(sb, stackset_name_str(sp->ss, e->stmt));
		strbuf_adds(sb, ",\"text\":");
		if (e->text)
			strbuf_add_json(sb, stackset_name_str(sp->ss, e->text));
		else
			strbuf_adds(sb, "null");
		strbuf_addf(sb, ",\"threads\":%llu}", (unsigned long long)tot[k]);
	}
	strbuf_adds(sb, "]");
	free(order);
	free(tot);
}

/* ,"sql":{...}: the statements, per hotspot, and the server's row-lock
 * waits */
static void
json_sql(struct strbuf *sb, const struct sqlprof *sp, const struct hotspots *hs)
{
	strbuf_addf(sb, ",\"sql\":{\"thread_samples\":%llu,\"snapshots\":%llu,\"statements\":",
		    (unsigned long long)sp->samples, (unsigned long long)sp->snapshots);
	json_statements(sb, sp, hs, NULL);
	strbuf_adds(sb, ",\"hotspots\":[");
	for (size_t i = 0, first = 1; hs && i < hs->n; i++) {
		if (hs->h[i].cls == RC_IDLE)
			continue;
		strbuf_adds(sb, first ? "{\"rule\":" : ",{\"rule\":");
		first = 0;
		strbuf_add_json(sb, hs->h[i].rule_id);
		strbuf_adds(sb, ",\"lock\":");
		strbuf_add_json(sb, hs->h[i].lock);
		strbuf_adds(sb, ",\"statements\":");
		json_statements(sb, sp, hs, &hs->h[i]);
		strbuf_addc(sb, '}');
	}
	strbuf_adds(sb, "],\"row_lock_waits\":[");
	for (size_t i = 0; i < sp->nblocks; i++) {
		const struct sqlprof_block *b = &sp->blocks[i];

		strbuf_adds(sb, i ? ",{\"statement\":" : "{\"statement\":");
		strbuf_add_json(sb, stackset_name_str(sp->ss, b->wstmt));
		strbuf_addf(sb, ",\"waiters\":%llu,\"snapshots\":%llu,\"blocker\":{"
			    "\"connection\":%llu,\"tid\":", (unsigned long long)b->waiters,
			    (unsigned long long)b->snapshots, (unsigned long long)b->bconn);
		if (b->btid)
			strbuf_addf(sb, "%ld", b->btid);
		else
			strbuf_adds(sb, "null");
		strbuf_adds(sb, ",\"statement\":");
		if (b->bstmt)
			strbuf_add_json(sb, stackset_name_str(sp->ss, b->bstmt));
		else
			strbuf_adds(sb, "null");
		strbuf_addf(sb, ",\"seconds\":%.3f,\"stack\":", b->btime);
		if (b->bstack != SQLPROF_NO_STACK)
			json_stack(sb, sp->ss, b->bstack);
		else
			strbuf_adds(sb, "null");
		strbuf_adds(sb, "}}");
	}
	strbuf_adds(sb, "]}");
}

/* pmp -p's figures: the pauses, the faulty snapshots, the reused stacks */
static void
json_live(struct strbuf *sb, const struct output_live *l, const struct view *v)
{
	strbuf_addf(sb, ",\"pause_us\":{\"p50\":%.1f,\"p99\":%.1f,\"max\":%.1f}",
		    l->pause_p50_us, l->pause_p99_us, l->pause_max_us);
	if (l->faults)
		json_faults(sb, l->faults);
	if (l->reused_known)
		strbuf_addf(sb, ",\"reused\":{\"thread_samples\":%lu,\"per_snapshot\":%.2f,"
			    "\"woke\":%lu}", l->reused, v->snapshots ?
			    (double)l->reused / (double)v->snapshots : 0.0, l->woke);
}

void
out_json(FILE *out, const struct view *v, const struct output_opts *o,
	 const struct output_data *d)
{
	unsigned long n = out_limit(v, o);
	bool snap = v->snapshots_known;
	struct strbuf sb;

	strbuf_init(&sb);
	/* the first field: docs/pmp-json.schema.json describes this version */
	strbuf_addf(&sb, "{\"version\":%d,\"snapshots\":", PMP_JSON_VERSION);
	if (snap)
		strbuf_addf(&sb, "%llu", (unsigned long long)v->snapshots);
	else
		strbuf_adds(&sb, "null");
	strbuf_addf(&sb, ",\"threads\":%llu,\"distinct_stacks\":%u",
		    (unsigned long long)v->total, v->n);
	if (d->input_format) {
		strbuf_adds(&sb, ",\"input_format\":");
		strbuf_add_json(&sb, d->input_format);
	}
	if (d->live)
		json_live(&sb, d->live, v);
	if (d->idle_left) {	/* --no-idle */
		strbuf_addf(&sb, ",\"idle_left_out\":{\"thread_samples\":%llu,\"per_snapshot\":",
			    (unsigned long long)d->idle_left_out);
		if (snap && v->snapshots)
			strbuf_addf(&sb, "%.4f}", (double)d->idle_left_out / (double)v->snapshots);
		else
			strbuf_adds(&sb, "null}");
	}
	strbuf_adds(&sb, ",\"inputs\":[");
	for (size_t i = 0; i < d->ninputs; i++) {
		if (i)
			strbuf_addc(&sb, ',');
		strbuf_add_json(&sb, d->inputs[i]);
	}
	strbuf_adds(&sb, "]");
	if (d->hotspots)
		json_hotspots(&sb, d->hotspots);
	if (d->locks)
		json_graph(&sb, d);
	if (d->sql)
		json_sql(&sb, d->sql, d->hotspots);
	strbuf_adds(&sb, ",\"stacks\":[");
	fputs(sb.buf, out);
	for (unsigned long i = 0; i < n; i++) {
		struct view_stack s;

		view_get(v, i, &s);
		strbuf_reset(&sb);
		strbuf_addf(&sb, "%s\n{\"count\":%llu,\"share\":%.6f", i ? "," : "",
			    (unsigned long long)s.count,
			    v->total ? (double)s.count / (double)v->total : 0.0);
		if (snap && v->snapshots)
			strbuf_addf(&sb, ",\"per_snapshot\":%.4f",
				    (double)s.count / (double)v->snapshots);
		if (s.syscall >= 0) {
			struct frame f;

			stackset_frame_get(v->ss, (uint32_t)s.syscall, &f);
			if (f.flags & FRAME_SYSCALL)	/* not user space */
				json_syscall(&sb, stackset_name_str(v->ss, f.name),
				     f.file ? stackset_name_str(v->ss, f.file) : NULL);
		}
		strbuf_adds(&sb, ",\"frames\":[");
		for (uint32_t k = s.n; k-- > 0;) {
			strbuf_add_json(&sb, view_name(v, s.names[k]));
			if (k)
				strbuf_addc(&sb, ',');
		}
		strbuf_adds(&sb, "]}");
		fputs(sb.buf, out);
	}
	fputs("\n]}\n", out);
	strbuf_release(&sb);
}
