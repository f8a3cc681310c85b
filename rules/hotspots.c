/* SPDX-License-Identifier: MIT */
/* hotspots.c - rule verdicts summed into hotspot rows (hotspots.h) */
#include "hotspots.h"

#include <stdlib.h>
#include <string.h>

#include "escape.h"
#include "strbuf.h"
#include "util.h"

/* a run of n unnamed frames, as one item of a path */
static void
path_unnamed(struct strbuf *out, int *items, size_t n)
{
	if (!n)
		return;
	if ((*items)++)
		strbuf_adds(out, " < ");
	if (n == 1)
		strbuf_adds(out, "??");
	else
		strbuf_addf(out, "?? x%zu", n);
}

/*
 * up to PATH_FRAMES named frames of the rule string s starting at byte at.
 * Unnamed frames ("??": a stripped binary, such as Debian's mariadbd,
 * whose InnoDB has no symbols) do not count: a run of them is one item
 * ("?? x5"), so the path reaches the first callers that have names
 * (handler::ha_index_read_map, ha_commit_trans) instead of stopping at
 * "?? < ?? < ??", which says nothing and folds every code path into one.
 */
static void
path_at(const char *s, size_t len, size_t at, struct strbuf *out)
{
	int frames = 0, items = 0;
	size_t unnamed = 0;

	strbuf_reset(out);
	/* a match may end inside a frame: start at the next frame */
	if (at > 0 && at < len && s[at - 1] != ',')
		while (at < len && s[at] != ',')
			at++;
	while (at < len && s[at] == ',')
		at++;
	while (at < len && frames < PATH_FRAMES) {
		size_t n = strcspn(s + at, ",");

		if (n == 2 && !memcmp(s + at, "??", 2)) {
			unnamed++;
		} else {
			path_unnamed(out, &items, unnamed);
			unnamed = 0;
			if (items++)
				strbuf_adds(out, " < ");
			strbuf_add(out, s + at, n);
			frames++;
		}
		at += n + 1;
	}
	path_unnamed(out, &items, unnamed);
}

/* the last PATH_FRAMES whole frames inside s[start..end): what a holder
 * is doing inside the critical section, innermost first */
static void
path_before(const char *s, size_t start, size_t end, struct strbuf *out)
{
	size_t b = end, frames = 0;

	while (b > start && s[b - 1] == ',')
		b--;
	end = b;
	while (b > start && frames < PATH_FRAMES) {
		b--;
		if (s[b] == ',' || b == start)
			frames++;
	}
	while (b < end && s[b] == ',')
		b++;
	strbuf_reset(out);
	for (size_t i = b; i < end; i++) {
		if (s[i] == ',')
			strbuf_adds(out, " < ");
		else
			strbuf_addc(out, s[i]);
	}
}

/*
 * A copy of s for a row's text: lock names, files and paths come from
 * the target or an input file, and every writer prints them as they are
 * (the report on a terminal): a control byte becomes "\xHH"
 * (lib/escape.h), as in the text formats' frame names.
 */
static char *
xstrdup_text(const char *s)
{
	struct strbuf sb;

	if (!escape_has_ctl(s))
		return xstrdup(s);
	strbuf_init(&sb);
	escape_ctl(&sb, s, strlen(s));
	return sb.buf;	/* the strbuf's memory is the copy */
}

static void
add_path(struct hs_path **v, size_t *n, const char *text, uint64_t count)
{
	char *t = xstrdup_text(*text ? text : "(top of stack)");

	for (size_t i = 0; i < *n; i++)
		if (!strcmp((*v)[i].text, t)) {
			(*v)[i].count = sat_add64((*v)[i].count, count);
			free(t);
			return;
		}
	*v = xrealloc(*v, (*n + 1) * sizeof(**v));
	(*v)[*n].text = t;
	(*v)[*n].count = count;
	(*n)++;
}

static int
cmp_path(const void *a, const void *b)
{
	const struct hs_path *x = a, *y = b;

	if (x->count != y->count)
		return x->count < y->count ? 1 : -1;
	return strcmp(x->text, y->text);
}

static int
cmp_hotspot(const void *a, const void *b)
{
	const struct hotspot *x = a, *y = b;

	if (x->threads != y->threads)
		return x->threads < y->threads ? 1 : -1;
	return strcmp(x->lock, y->lock);
}

/* the row of (rule, lock); object: the global object naming it, or NULL */
static size_t
find_or_add(struct hotspots *hs, struct ruleset *rs, int rule, const char *lock,
	    const char *object, const char *rule_lock)
{
	const struct rule *r = &rs->r[rule];
	struct hotspot *h;
	char *key = xstrdup_text(lock);

	for (size_t i = 0; i < hs->n; i++)
		if (hs->h[i].rule == rule && !strcmp(hs->h[i].lock, key) &&
		    !hs->h[i].object == !object) {
			free(key);
			return i;
		}
	hs->h = xrealloc(hs->h, (hs->n + 1) * sizeof(*hs->h));
	h = &hs->h[hs->n++];
	memset(h, 0, sizeof(*h));
	h->rule = rule;
	h->rule_id = xstrdup(r->id);
	h->lock = key;
	h->group = r->group ? xstrdup(r->group) : NULL;
	h->kind = xstrdup(r->kind);
	h->explain = xstrdup(r->explain);
	h->advice = r->advice ? xstrdup(r->advice) : NULL;
	h->cls = r->cls;
	if (object) {
		h->object = xstrdup_text(object);
		if (rule_lock && !hotspot_obj_agrees(object, rule_lock))
			h->rule_lock = xstrdup_text(rule_lock);
	}
	return hs->n - 1;
}

/* one more stack of h recorded in call: keep the call while all agree */
static void
note_call(struct hotspot *h, const struct rule_call *c)
{
	if (!h->sc_seen) {
		h->sc_seen = true;
		h->syscall = xstrdup(c->name);
		h->sysfile = c->file ? xstrdup_text(c->file) : NULL;
		return;
	}
	if (!h->sc_mixed && strcmp(h->syscall, c->name)) {
		h->sc_mixed = true;
		free(h->syscall);
		h->syscall = NULL;
	}
	if (!h->file_mixed && c->file && h->sysfile) {
		char *f = xstrdup_text(c->file);
		bool same = !strcmp(h->sysfile, f);

		free(f);
		if (same)
			return;
	}
	if (!h->file_mixed) {
		h->file_mixed = true;
		free(h->sysfile);
		h->sysfile = NULL;
	}
}

/* the rule string of stack st (ruleset.h), and its recorded call */
static char *
rule_string(struct stackset *ss, uint32_t st, struct strbuf *sb,
	    struct rule_call *cbuf, const struct rule_call **call)
{
	*call = rule_string_from_stack(ss, st, sb, cbuf);
	return xstrndup(sb->buf, sb->len);
}

/* the next component of a name (see hotspot_obj_agrees); NULL at the end */
static const char *
component(const char **s, size_t *len)
{
	const char *p = *s, *c;

	for (;;) {
		while (*p && strchr(".[]+: ", *p))
			p++;
		if (p[0] == '-' && p[1] == '>') {
			p += 2;
			continue;
		}
		if (!*p)
			return NULL;
		c = p;
		while (*p && !strchr(".[]+: ", *p) && !(p[0] == '-' && p[1] == '>'))
			p++;
		*s = p;
		*len = (size_t)(p - c);
		/* indexes and offsets differ between the two for no reason */
		if (c[0] >= '0' && c[0] <= '9')
			continue;
		return c;
	}
}

#define MAX_COMPONENTS 32

static size_t
components(const char *s, const char **c, size_t *len)
{
	size_t n = 0;
	const char *x;

	while (n < MAX_COMPONENTS && (x = component(&s, &len[n])))
		c[n++] = x;
	return n;
}

bool
hotspot_obj_agrees(const char *object, const char *rule_lock)
{
	const char *oc[MAX_COMPONENTS], *rc[MAX_COMPONENTS];
	size_t ol[MAX_COMPONENTS], rl[MAX_COMPONENTS];
	size_t no = components(object, oc, ol), nr = components(rule_lock, rc, rl);

	if (!nr || strchr(rule_lock, ' '))	/* "mutex in f": a description */
		return false;
	for (size_t i = 0; i + nr <= no; i++) {
		size_t k = 0;

		while (k < nr && ol[i + k] == rl[k] && !memcmp(oc[i + k], rc[k], rl[k]))
			k++;
		if (k == nr)
			return true;
	}
	return false;
}

/* a part of a stack's thread-samples counted under row hi */
static void
count_into(struct hotspots *hs, size_t hi, uint64_t n, const char *s, size_t len,
	   const struct rule_call *call, size_t at, struct strbuf *path)
{
	struct hotspot *h = &hs->h[hi];

	if (call)
		note_call(h, call);
	/* saturating, as the profile's own sums (lib/profile.c) */
	h->threads = sat_add64(h->threads, n);
	hs->by_class[h->cls] = sat_add64(hs->by_class[h->cls], n);
	path_at(s, len, at, path);
	add_path(&h->paths, &h->npaths, path->buf, n);
}

int
hotspots_build(struct hotspots *hs, struct ruleset *rs, struct profile *p)
{
	return hotspots_build_locks(hs, rs, p, NULL);
}

/*
 * The state of one hotspots_build_locks(): per profile stack (st) and
 * per lock of the graph (li). A stack's thread-samples are counted once:
 * first those of its waits on named lock objects, then what is left.
 */
struct hs_build {
	struct hotspots *hs;
	struct ruleset *rs;
	struct profile *p;
	const struct lockgraph *g;
	uint32_t nst;
	size_t nlocks;
	struct verdict *vd;	/* the stack's rule */
	char **strs;		/* its rule string (NULL: not in the profile) */
	/* its recorded call (not "-": user space), for the rows */
	struct rule_call *calls;
	bool *has_call;
	uint64_t *left;		/* thread-samples not counted yet */
	int *hidx;		/* the row that has most of it, or -1 */
	uint64_t *best;		/* how many that row has */
	int *only;		/* the one row its named waits went to: -1
				 * none, -2 several */
	int *lidx;		/* the row that has most of the lock's waits */
	uint64_t *lbest;
	struct strbuf sb, path;
};

static void
hs_build_init(struct hs_build *b, struct hotspots *hs, struct ruleset *rs,
	      struct profile *p, const struct lockgraph *g)
{
	size_t nsz = p->ncount ? p->ncount : 1;

	b->hs = hs;
	b->rs = rs;
	b->p = p;
	b->g = g;
	b->nst = p->ncount;
	b->nlocks = g ? g->nlocks : 0;
	b->vd = xcalloc(nsz, sizeof(*b->vd));
	b->strs = xcalloc(nsz, sizeof(*b->strs));
	b->calls = xcalloc(nsz, sizeof(*b->calls));
	b->has_call = xcalloc(nsz, sizeof(*b->has_call));
	b->left = xcalloc(nsz, sizeof(*b->left));
	b->hidx = xmalloc(nsz * sizeof(*b->hidx));
	b->best = xcalloc(nsz, sizeof(*b->best));
	b->only = xmalloc(nsz * sizeof(*b->only));
	b->lidx = xmalloc((b->nlocks ? b->nlocks : 1) * sizeof(*b->lidx));
	b->lbest = xcalloc(b->nlocks ? b->nlocks : 1, sizeof(*b->lbest));
	strbuf_init(&b->sb);
	strbuf_init(&b->path);
}

/* hidx and lidx have become the hotspots' maps */
static void
hs_build_release(struct hs_build *b)
{
	for (uint32_t st = 0; st < b->nst; st++)
		free(b->strs[st]);
	free(b->strs);
	strbuf_release(&b->sb);
	strbuf_release(&b->path);
	free(b->vd);
	free(b->left);
	free(b->best);
	free(b->lbest);
	free(b->only);
	free(b->calls);
	free(b->has_call);
}

static const struct rule_call *
hs_call(const struct hs_build *b, uint32_t st)
{
	return b->has_call[st] ? &b->calls[st] : NULL;
}

/* each stack's rule string, recorded call and verdict */
static void
classify_stacks(struct hs_build *b)
{
	for (uint32_t st = 0; st < b->nst; st++) {
		struct rule_call cbuf;
		const struct rule_call *call;

		b->hidx[st] = -1;
		b->only[st] = -1;
		b->vd[st].rule = -1;
		if (!b->p->count[st])
			continue;
		b->strs[st] = rule_string(b->p->ss, st, &b->sb, &cbuf, &call);
		if (call && strcmp(call->name, "-")) {
			b->calls[st] = cbuf;
			b->has_call[st] = true;
		}
		ruleset_classify_call(b->rs, b->strs[st], strlen(b->strs[st]), call,
				      &b->vd[st]);
		b->left[st] = b->p->count[st];
	}
}

/* the row of a wait of stack verdict v on lock l named obj, whose own
 * verdict is ov; -1 if the object does not decide it */
static long
object_row(struct hs_build *b, const struct lg_lock *l, const char *obj,
	   const struct verdict *ov, const struct verdict *v)
{
	struct hotspots *hs = b->hs;
	struct ruleset *rs = b->rs;
	size_t hi;

	if (ov->rule >= 0) {
		hi = find_or_add(hs, rs, ov->rule, ov->lock, NULL, NULL);
		hs->h[hi].by_object = true;
		/* the stack's rule said another lock: shown beside */
		if (v->rule >= 0 && rs->r[v->rule].cls != RC_IDLE &&
		    strcmp(v->lock, ov->lock) && !hs->h[hi].rule_lock &&
		    !hotspot_obj_agrees(obj, v->lock))
			hs->h[hi].rule_lock = xstrdup_text(v->lock);
		return (long)hi;
	}
	if (v->rule < 0 || rs->r[v->rule].cls == RC_IDLE)
		return -1;
	if (obj_kind_named(l->obj_kind))
		return (long)find_or_add(hs, rs, v->rule, obj, obj, v->lock);
	/* no name from the process: the rule's row, with this lock under it
	 * (lockgraph.h, obj_kind_named) */
	if (l->obj_kind == OBJ_SECTION)
		return (long)find_or_add(hs, rs, v->rule, v->lock, NULL, NULL);
	return -1;
}

/* the waits on named lock objects first: the object wins */
static void
count_objects(struct hs_build *b)
{
	for (size_t li = 0; li < b->nlocks; li++) {
		const struct lg_lock *l = &b->g->locks[li];
		const char *obj = lockgraph_obj(b->g, l);
		struct verdict ov;

		b->lidx[li] = -1;
		if (!obj)
			continue;
		ruleset_classify_object(b->rs, obj, &ov);
		for (size_t k = 0; k < l->nwstacks; k++) {
			uint32_t st = l->wstacks[k].stack;
			uint64_t n = l->wstacks[k].n;
			const struct verdict *v;
			long hi;

			if (st >= b->nst || !b->left[st])
				continue;
			v = &b->vd[st];
			if ((hi = object_row(b, l, obj, &ov, v)) < 0)
				continue;
			if (n > b->left[st])
				n = b->left[st];
			b->left[st] -= n;
			count_into(b->hs, (size_t)hi, n, b->strs[st], strlen(b->strs[st]),
				   hs_call(b, st), v->rule >= 0 ? v->end : 0, &b->path);
			b->only[st] = b->only[st] == -1 || b->only[st] == hi ? (int)hi : -2;
			if (n > b->best[st]) {
				b->best[st] = n;
				b->hidx[st] = (int)hi;
			}
			if (n > b->lbest[li]) {
				b->lbest[li] = n;
				b->lidx[li] = (int)hi;
			}
		}
	}
}

/*
 * What is left of each stack (thread-samples with no futex word or no
 * object): the row its named waits all went to, when they went to one
 * (the same code path waiting for the same lock, caught before or
 * after its futex call); else its own rule.
 */
static void
count_rest(struct hs_build *b)
{
	for (uint32_t st = 0; st < b->nst; st++) {
		const struct verdict *v = &b->vd[st];
		size_t hi;

		if (!b->left[st])
			continue;
		if (b->only[st] >= 0) {
			count_into(b->hs, (size_t)b->only[st], b->left[st], b->strs[st],
				   strlen(b->strs[st]), hs_call(b, st),
				   v->rule >= 0 ? v->end : 0, &b->path);
			continue;
		}
		if (v->rule < 0) {
			b->hs->unclassified = sat_add64(b->hs->unclassified, b->left[st]);
			continue;
		}
		hi = find_or_add(b->hs, b->rs, v->rule, v->lock, NULL, NULL);
		count_into(b->hs, hi, b->left[st], b->strs[st], strlen(b->strs[st]),
			   hs_call(b, st), v->end, &b->path);
		if (b->left[st] > b->best[st])
			b->hidx[st] = (int)hi;
	}
}

/* holders: stacks inside the critical section, not waiting for it */
static void
count_holders(struct hs_build *b)
{
	struct hotspots *hs = b->hs;
	bool any_holder = false;

	for (size_t i = 0; i < b->rs->n; i++)
		any_holder = any_holder || b->rs->r[i].holder;
	for (size_t i = 0; any_holder && i < hs->n; i++) {
		struct hotspot *h = &hs->h[i];

		if (!b->rs->r[h->rule].holder)
			continue;
		for (uint32_t st = 0; st < b->nst; st++) {
			size_t hs0, hs1;

			if (!b->strs[st] || b->vd[st].rule == h->rule ||
			    !ruleset_holder_match(b->rs, h->rule, b->strs[st],
						  strlen(b->strs[st]), &hs0, &hs1))
				continue;
			h->holders = sat_add64(h->holders, b->p->count[st]);
			path_before(b->strs[st], hs0, hs1, &b->path);
			add_path(&h->hpaths, &h->nhpaths, b->path.buf, b->p->count[st]);
		}
	}
}

/* rows and their paths in order; the stack and lock maps follow the rows */
static void
sort_rows(struct hs_build *b)
{
	struct hotspots *hs = b->hs;
	int *newpos;

	/* qsort with a NULL array is undefined even for 0 elements */
	for (size_t i = 0; i < hs->n; i++) {
		if (hs->h[i].npaths)
			qsort(hs->h[i].paths, hs->h[i].npaths, sizeof(struct hs_path), cmp_path);
		if (hs->h[i].nhpaths)
			qsort(hs->h[i].hpaths, hs->h[i].nhpaths, sizeof(struct hs_path), cmp_path);
	}
	for (size_t i = 0; i < hs->n; i++)
		hs->h[i].seq = i;
	if (hs->n)
		qsort(hs->h, hs->n, sizeof(*hs->h), cmp_hotspot);
	/* stack -> hotspot and lock -> hotspot, for the lock graph (which
	 * lock address belongs to which hotspot) */
	newpos = xmalloc((hs->n ? hs->n : 1) * sizeof(*newpos));
	for (size_t i = 0; i < hs->n; i++)
		newpos[hs->h[i].seq] = (int)i;
	for (uint32_t st = 0; st < b->nst; st++)
		if (b->hidx[st] >= 0)
			b->hidx[st] = newpos[b->hidx[st]];
	for (size_t li = 0; li < b->nlocks; li++) {
		const struct lg_lock *l = &b->g->locks[li];

		if (b->lidx[li] >= 0)
			b->lidx[li] = newpos[b->lidx[li]];
		else if (l->nwstacks && l->wstacks[0].stack < b->nst)
			b->lidx[li] = b->hidx[l->wstacks[0].stack];
	}
	free(newpos);
}

int
hotspots_build_locks(struct hotspots *hs, struct ruleset *rs, struct profile *p,
		     const struct lockgraph *g)
{
	struct hs_build b;

	memset(hs, 0, sizeof(*hs));
	hs->total = p->samples;
	hs->snapshots = p->snapshots_known ? p->snapshots : 0;
	hs_build_init(&b, hs, rs, p, g);
	classify_stacks(&b);
	count_objects(&b);
	count_rest(&b);
	count_holders(&b);
	sort_rows(&b);
	hs->stack_hotspot = b.hidx;
	hs->nstacks = b.nst;
	if (g) {
		hs->lock_hotspot = b.lidx;
		hs->nlocks = b.nlocks;
	} else {
		free(b.lidx);
	}
	hs_build_release(&b);
	return 0;
}

static void
free_paths(struct hs_path *v, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(v[i].text);
	free(v);
}

void
hotspots_release(struct hotspots *hs)
{
	for (size_t i = 0; i < hs->n; i++) {
		struct hotspot *h = &hs->h[i];

		free(h->rule_id);
		free(h->lock);
		free(h->group);
		free(h->kind);
		free(h->explain);
		free(h->advice);
		free(h->object);
		free(h->rule_lock);
		free(h->syscall);
		free(h->sysfile);
		free_paths(h->paths, h->npaths);
		free_paths(h->hpaths, h->nhpaths);
	}
	free(hs->h);
	free(hs->stack_hotspot);
	free(hs->lock_hotspot);
	memset(hs, 0, sizeof(*hs));
}

const struct hotspot *
hotspots_of_stack(const struct hotspots *hs, uint32_t stack)
{
	if (!hs || stack >= hs->nstacks || hs->stack_hotspot[stack] < 0)
		return NULL;
	return &hs->h[hs->stack_hotspot[stack]];
}

const struct hotspot *
hotspots_of_lock(const struct hotspots *hs, const struct lockgraph *g,
		 const struct lg_lock *l)
{
	size_t i;

	if (!hs)
		return NULL;
	i = (size_t)(l - g->locks);
	if (hs->lock_hotspot && i < hs->nlocks)
		return hs->lock_hotspot[i] >= 0 ? &hs->h[hs->lock_hotspot[i]] : NULL;
	return l->nwstacks ? hotspots_of_stack(hs, l->wstacks[0].stack) : NULL;
}

double
hotspots_per_snapshot(const struct hotspots *hs, uint64_t n)
{
	return hs->snapshots ? (double)n / (double)hs->snapshots : (double)n;
}
