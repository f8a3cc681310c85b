/* SPDX-License-Identifier: MIT */
#include "diff.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diff_carry.h"
#include "hotspots.h"
#include "sqlprof.h"
#include "strbuf.h"
#include "util.h"

#define DROPPED UINT32_MAX

/* keys of one stack at every level, computed once per distinct stack */
struct stack_keys {
	uint32_t *k[DL_NLEVELS];
	uint32_t n[DL_NLEVELS];
	enum rule_class cls;	/* class of the hotspot rows */
	uint32_t group;		/* the lock's group key, or 0 */
	/* the canonical frames, root first, and the edge key of each frame
	 * to the next (nseq - 1 of them), for diff_carry() */
	uint32_t *seq, *eseq, nseq;
	bool done;
};

/* per-row, per-side observations */
struct row_obs {
	double *v[2];		/* per snapshot, when per_snapshot */
	double *cm[2];		/* per capture: its mean of v; a side with two or
				 * more captures (--paired: both), else NULL */
	size_t ncm[2];		/* captures in cm[s] */
	bool parked;		/* the same value in every snapshot of each
				 * capture, not zero in all (row_means()) */
};

struct builder {
	struct diff *d;
	struct stack_keys *sk;
	uint32_t nsk;
	uint32_t *canon;	/* frame id -> canonical key + 1, DROPPED, or 0 */
	uint32_t ncanon;
	uint32_t *rowidx[DL_NLEVELS];	/* key -> row + 1 */
	uint32_t *eends;	/* edge key k: its caller's key at 2k, callee's at 2k + 1 */
	uint32_t neends;	/* keys eends covers */
	uint32_t nrowidx[DL_NLEVELS];
	struct row_obs *ro[DL_NLEVELS];
	size_t arows[DL_NLEVELS];
	uint32_t idle_key, none_key;
	/* object key -> its object rule's lock key + 1 (0: not looked up,
	 * UINT32_MAX: no object rule), and that rule's class and group */
	uint32_t *objrule, *objgroup;
	enum rule_class *objcls;
	uint32_t nobjrule;
	/* stack id -> the keys of its named waits: only_state 0 none, 1 one
	 * lock row (only[stack]), 2 several */
	struct obs_keys *only;
	unsigned char *only_state;
	uint32_t nonly;
};

/* one observation's keys where its lock object changes them */
struct obs_keys {
	uint32_t lock, group, object;	/* key + 1, or 0: the stack's */
	enum rule_class cls;
};

/* s's stack, under its statement's frame with --sql (diff.h) */
static uint32_t
sample_stack(struct diff *d, const struct sample *s)
{
	struct frame f = { .flags = FRAME_LABEL };
	uint32_t *v, st;

	if (!d->by_sql || !s->sql)
		return stackset_stack(d->ss, s->frames, s->n);
	d->sql_seen = true;
	v = xmalloc(((size_t)s->n + 1) * sizeof(*v));
	f.name = f.ptpmp = sqlprof_label(d->ss, s->sql);
	v[0] = stackset_frame(d->ss, &f);
	memcpy(v + 1, s->frames, s->n * sizeof(*v));
	st = stackset_stack(d->ss, v, s->n + 1);
	free(v);
	return st;
}

static void
side_sample(struct sink *sk, const struct sample *s)
{
	struct diff_side *side = (struct diff_side *)sk;
	uint32_t st = sample_stack(side->d, s);

	const struct futex_wait *fw = s->futex;
	uint32_t obj = 0;
	struct frame call;

	if (side->d->on_cpu) {
		if (stackset_stack_syscall(side->d->ss, st, &call) < 0) {
			side->uncalled += s->count;
		} else {
			side->called += s->count;
			if (call.flags & FRAME_SYSCALL) {
				/* in a system call: waiting, not on a CPU */
				side->off_cpu += s->count;
				side->in_snapshot = true;
				return;
			}
		}
	}
	profile_add(&side->prof, st, s->count);
	side->sink.total = side->prof.samples;
	if (fw && fw->obj && *fw->obj && fw->obj_kind != OBJ_NONE) {
		obj = strpool_intern(&side->d->keys, fw->obj, strlen(fw->obj)) + 1;
		side->d->objects = true;
	}
	ALLOC_GROW(side->obs, side->nobs + 1, side->aobs);
	side->obs[side->nobs++] = (struct diff_obs){ st, side->snap, s->count, obj,
						     obj ? fw->obj_kind : OBJ_NONE };
	side->in_snapshot = true;
}

static void
side_snapshot_end(struct sink *sk)
{
	struct diff_side *side = (struct diff_side *)sk;

	side->snap++;
	side->nsnap++;
	side->in_snapshot = false;
}

void
diff_init(struct diff *d, struct stackset *ss, struct ruleset *rs, struct canon *canon,
	  double level)
{
	memset(d, 0, sizeof(*d));
	d->ss = ss;
	d->rs = rs;
	d->canon = canon;
	d->level = level;
	d->dispersion = 1;
	strpool_init(&d->keys);
	for (int i = 0; i < 2; i++) {
		struct diff_side *s = &d->side[i];

		s->sink.sample = side_sample;
		s->sink.snapshot_end = side_snapshot_end;
		s->d = d;
		s->known = true;
		s->perf = true;
		profile_init(&s->prof, ss);
	}
}

void
diff_release(struct diff *d)
{
	for (int i = 0; i < 2; i++) {
		free(d->side[i].obs);
		free(d->side[i].inputs);
		free(d->side[i].cap_start);
		free(d->side[i].cap_samples);
		free(d->side[i].cap_work);
		profile_release(&d->side[i].prof);
	}
	for (int l = 0; l < DL_NLEVELS; l++)
		free(d->rows[l]);
	strpool_release(&d->keys);
	memset(d, 0, sizeof(*d));
}

int
diff_read(struct diff *d, int which, int fd, const char *path, enum input_format fmt)
{
	struct diff_side *side = &d->side[which];
	uint64_t before = side->prof.samples;
	struct input in;
	int r;

	side->cap_start = xrealloc(side->cap_start,
				   (side->ninputs + 1) * sizeof(*side->cap_start));
	side->cap_start[side->ninputs] = side->snap;
	side->called = side->uncalled = 0;
	r = input_read(&in, fd, path, fmt, d->ss, &side->sink, d->namer);
	/* --on-cpu needs to know which threads were in a system call: an
	 * input that recorded no call cannot say (perf samples were taken on
	 * a CPU, so all of them are) */
	if (d->on_cpu && side->uncalled && !side->called && in.fmt != IN_PERF &&
	    in.fmt != IN_PERF_REPORT && !d->on_cpu_refused)
		d->on_cpu_refused = path;
	d->untrusted |= in.untrusted;
	if (in.fmt != IN_AUTO && !in.has_snapshots)
		side->known = false;
	if (in.fmt != IN_PERF)
		side->perf = false;
	side->cap_samples = xrealloc(side->cap_samples,
				     (side->ninputs + 1) * sizeof(*side->cap_samples));
	side->cap_samples[side->ninputs] = side->prof.samples - before;
	/* an input without boundaries is one bag of samples; the next input
	 * starts a new observation either way */
	if (side->in_snapshot) {
		side->snap++;
		side->in_snapshot = false;
	}
	side->inputs = xrealloc(side->inputs, (side->ninputs + 1) * sizeof(*side->inputs));
	side->inputs[side->ninputs++] = path;
	return r < 0 || in.skipped ? -1 : 0;
}

void
diff_set_work(struct diff *d, int s, const double *work, size_t n)
{
	struct diff_side *side = &d->side[s];

	free(side->cap_work);
	side->cap_work = xmalloc((n ? n : 1) * sizeof(*work));
	side->nwork = n;
	side->work = 0;
	for (size_t i = 0; i < n; i++) {
		side->cap_work[i] = work[i];
		side->work += work[i];
	}
}

/* perf captures are the replicates: no snapshots, two or more captures
 * on a side (docs/diff.md#perf-captures-as-replicates) */
static bool
by_capture(const struct diff *d)
{
	return !d->per_snapshot && (d->mode == DM_REPL || d->mode == DM_PAIRED);
}

/* the figures a row keeps per side: one per snapshot, or per perf
 * capture (indexed as snapshots are: one each), or none (pooled) */
static uint32_t
row_slots(const struct diff *d, const struct diff_side *side)
{
	return d->per_snapshot ? side->nsnap : by_capture(d) ? side->snap : 0;
}

const char *
diff_key(const struct diff *d, uint32_t key)
{
	static char buf[512];
	const char *s = strpool_str(&d->keys, key), *tab = strchr(s, '\t');

	if (!tab)
		return s;
	snprintf(buf, sizeof(buf), "%.*s", (int)(tab - s), s);
	return buf;
}

static uint32_t
key(struct diff *d, const char *s)
{
	return strpool_intern(&d->keys, s, strlen(s));
}

/* canonical key of a frame, or DROPPED */
static uint32_t
canon_frame(struct builder *b, uint32_t frame)
{
	struct diff *d = b->d;
	uint32_t r;

	if (frame >= b->ncanon) {
		uint32_t n = d->ss->frames.n + 64;

		b->canon = xrealloc(b->canon, n * sizeof(*b->canon));
		memset(b->canon + b->ncanon, 0, (n - b->ncanon) * sizeof(*b->canon));
		b->ncanon = n;
	}
	if (b->canon[frame])
		return b->canon[frame] == DROPPED ? DROPPED : b->canon[frame] - 1;
	if (!d->canon) {	/* --exact: the full name, nothing dropped */
		r = key(d, stackset_name_str(d->ss, stackset_frame_name(d->ss, frame, NAME_FULL)));
	} else {
		const char *name = canon_name(stackset_name_str(
			d->ss, stackset_frame_name(d->ss, frame, NAME_SHORT)));

		r = canon_drops(d->canon, name) ? DROPPED : key(d, name);
	}
	b->canon[frame] = r == DROPPED ? DROPPED : r + 1;
	return r;
}

/*
 * The row key of a rule's lock name. A name may hold a file's path
 * (glibc.rules' "$syscall on $file": "pwrite64 on
 * /var/lib/mysql/ib_logfile0"), and two servers keep one file under two
 * directories (each test server its own datadir, two installs of two
 * versions), and a binlog's number moves on at each rotation: such rows of
 * one file never lined up across servers, and a constant population of
 * one file in A and of "another" in B was a change of its whole size (a
 * false alarm of the cross-run validation, docs/diff.md). So the key is
 * the file's base name, a rotation number folded: "pwrite64 on
 * .../ib_logfile0", "fdatasync on .../binlog.N". Files of one name in two
 * directories become one row. --exact keeps the name as it is.
 */
static uint32_t
lock_key(struct diff *d, const char *lock)
{
	const char *on = d->canon ? strstr(lock, " on /") : NULL;
	const char *base, *dot;
	struct strbuf sb;
	uint32_t r;
	size_t i;

	if (!on)
		return key(d, lock);
	base = strrchr(on, '/') + 1;
	strbuf_init(&sb);
	strbuf_add(&sb, lock, (size_t)(on - lock));
	strbuf_adds(&sb, " on .../");
	dot = strrchr(base, '.');
	for (i = dot ? 1 : 0; dot && dot[i] >= '0' && dot[i] <= '9'; i++)
		;
	if (dot && i > 1 && !dot[i]) {	/* binlog.000042: binlog.N */
		strbuf_add(&sb, base, (size_t)(dot - base));
		strbuf_adds(&sb, ".N");
	} else {
		strbuf_adds(&sb, base);
	}
	r = key(d, sb.buf);
	strbuf_release(&sb);
	return r;
}

static void
push(struct stack_keys *k, int level, uint32_t key)
{
	k->k[level] = xrealloc(k->k[level], (k->n[level] + 1) * sizeof(uint32_t));
	k->k[level][k->n[level]++] = key;
}

/*
 * The edges of a stack of canonical frames fr[0..n) (root first): each
 * frame to the next, "CALLER -> CALLEE", once per stack as a function's
 * total is (a recursion that repeats an edge counts it once). k keeps fr.
 */
static void
stack_edges(struct builder *b, struct stack_keys *k, uint32_t *fr, uint32_t n)
{
	struct diff *d = b->d;
	struct strbuf sb;

	k->seq = fr;
	k->nseq = n;
	k->eseq = xmalloc((n ? n : 1) * sizeof(*k->eseq));
	strbuf_init(&sb);
	for (uint32_t i = 0; i + 1 < n; i++) {
		bool seen = false;

		strbuf_reset(&sb);
		strbuf_adds(&sb, diff_key(d, fr[i]));
		strbuf_adds(&sb, " -> ");
		strbuf_adds(&sb, diff_key(d, fr[i + 1]));
		k->eseq[i] = key(d, sb.buf);
		if (k->eseq[i] >= b->neends) {
			uint32_t want = d->keys.n + 64;

			b->eends = xrealloc(b->eends, 2 * (size_t)want * sizeof(*b->eends));
			b->neends = want;
		}
		b->eends[2 * k->eseq[i]] = fr[i];
		b->eends[2 * k->eseq[i] + 1] = fr[i + 1];
		for (uint32_t j = 0; j < i && !seen; j++)
			seen = k->eseq[j] == k->eseq[i];
		if (!seen)
			push(k, DL_EDGE, k->eseq[i]);
	}
	strbuf_release(&sb);
}

static struct stack_keys *
stack_keys(struct builder *b, uint32_t st)
{
	struct diff *d = b->d;
	struct stack_keys *k;
	uint32_t n, *canon = NULL, nc = 0;
	const uint32_t *fr;
	struct strbuf sb;
	struct verdict v;
	struct rule_call cbuf;
	const struct rule_call *call;

	if (st >= b->nsk) {
		uint32_t want = d->ss->stacks.n + 64;

		b->sk = xrealloc(b->sk, want * sizeof(*b->sk));
		memset(b->sk + b->nsk, 0, (want - b->nsk) * sizeof(*b->sk));
		b->nsk = want;
	}
	k = &b->sk[st];
	if (k->done)
		return k;
	k->done = true;
	fr = stackset_stack_get(d->ss, st, &n);
	strbuf_init(&sb);
	/* hotspots: the rule verdict on the un-canonicalized rule string */
	call = rule_string_from_stack(d->ss, st, &sb, &cbuf);
	if (d->rs && d->rs->n && ruleset_classify_call(d->rs, sb.buf, sb.len, call, &v) >= 0) {
		const struct rule *r = &d->rs->r[v.rule];
		char g[512];

		k->cls = r->cls;
		if (r->cls == RC_IDLE) {
			push(k, DL_GROUP, b->idle_key);
		} else {
			uint32_t lk = lock_key(d, v.lock);

			push(k, DL_LOCK, lk);
			snprintf(g, sizeof(g), "%s\t%s",
				 r->group ? r->group : strpool_str(&d->keys, lk),
				 rule_class_name(r->cls));
			k->group = key(d, g);
			push(k, DL_GROUP, k->group);
		}
	} else {
		k->cls = RC_NCLASSES;
		push(k, DL_GROUP, b->none_key);
	}
	/* canonical frames, root first, consecutive duplicates folded */
	canon = xmalloc((n ? n : 1) * sizeof(*canon));
	if (call)
		n--;	/* the recorded call is no function (stackset.h) */
	for (uint32_t i = 0; i < n; i++) {
		uint32_t c = canon_frame(b, fr[i]);

		if (c == DROPPED || (d->canon && nc && canon[nc - 1] == c))
			continue;
		canon[nc++] = c;
	}
	push(k, DL_FUNC_SELF, nc ? canon[nc - 1] : key(d, "??"));
	for (uint32_t i = 0; i < nc; i++) {
		bool seen = false;

		for (uint32_t j = 0; j < i && !seen; j++)
			seen = canon[j] == canon[i];
		if (!seen)	/* recursion counts once per stack */
			push(k, DL_FUNC_TOTAL, canon[i]);
	}
	strbuf_reset(&sb);
	for (uint32_t i = 0; i < nc; i++) {
		if (i)
			strbuf_addc(&sb, ';');
		strbuf_adds(&sb, diff_key(d, canon[i]));
	}
	push(k, DL_STACK, key(d, nc ? sb.buf : "??"));
	stack_edges(b, k, canon, nc);
	strbuf_release(&sb);
	return k;
}

static struct diff_row *
row_get(struct builder *b, int level, uint32_t key, struct row_obs **ro)
{
	struct diff *d = b->d;
	uint32_t idx;

	if (key >= b->nrowidx[level]) {
		uint32_t n = d->keys.n + 256;

		b->rowidx[level] = xrealloc(b->rowidx[level], n * sizeof(uint32_t));
		memset(b->rowidx[level] + b->nrowidx[level], 0,
		       (n - b->nrowidx[level]) * sizeof(uint32_t));
		b->nrowidx[level] = n;
	}
	idx = b->rowidx[level][key];
	if (!idx) {
		ALLOC_GROW(d->rows[level], d->nrows[level] + 1, b->arows[level]);
		b->ro[level] = xrealloc(b->ro[level], b->arows[level] * sizeof(struct row_obs));
		idx = ++d->nrows[level];
		b->rowidx[level][key] = idx;
		memset(&d->rows[level][idx - 1], 0, sizeof(struct diff_row));
		d->rows[level][idx - 1].key = key;
		memset(&b->ro[level][idx - 1], 0, sizeof(struct row_obs));
		for (int s = 0; s < 2; s++) {
			uint32_t n = row_slots(d, &d->side[s]);

			if (n || d->per_snapshot)
				b->ro[level][idx - 1].v[s] = xcalloc(n ? n : 1, sizeof(double));
		}
	}
	*ro = &b->ro[level][idx - 1];
	return &d->rows[level][idx - 1];
}

/*
 * Rows not significant are ranked by the evidence, their raw p (the
 * moderated t's, as limma's topTable does), then (the callers) by size. By size alone a
 * row that swings between runs outranked a change present in every
 * capture: the table-open cost of issue 25, 0 0 0 against 0.35 0.34 0.40
 * threads per snapshot, ranked 5th behind rows of +0.6 to +0.9 whose
 * captures disagreed. With one capture per side every row under the
 * minimum effect has p 1 and keeps the order by size.
 */
int
diff_row_cmp_unsig(const struct diff_row *a, const struct diff_row *b)
{
	if (a->ch.p != b->ch.p)
		return a->ch.p < b->ch.p ? -1 : 1;
	return 0;	/* the caller goes on by size */
}

static int
cmp_rows(const void *x, const void *y)
{
	const struct diff_row *a = x, *b = y;
	double da = fabs(a->ch.delta), db = fabs(b->ch.delta);
	int c;

	if (a->significant != b->significant)
		return a->significant ? -1 : 1;
	if (!a->significant && (c = diff_row_cmp_unsig(a, b)))
		return c;
	if (da != db)
		return da < db ? 1 : -1;
	return (int)a->key - (int)b->key;
}

/* rate test when work is given and there are no snapshots: counts as
 * Poisson, rates c/w */
static void
rate_test(double cb, double wb, double ca, double wa, double level, struct change *c)
{
	double se = sqrt(cb / (wb * wb) + ca / (wa * wa)), z, q = 1.959963985;

	c->before = cb / wb;
	c->after = ca / wa;
	c->delta = c->after - c->before;
	z = se > 0 ? c->delta / se : 0;
	c->p = se > 0 ? erfc(fabs(z) / sqrt(2.0)) : (c->delta == 0 ? 1.0 : 0.0);
	if (level != 0.95) {	/* normal quantile by bisection */
		double lo = 0, hi = 10;

		for (int i = 0; i < 100; i++) {
			double mid = (lo + hi) / 2;

			if (erfc(mid / sqrt(2.0)) > 1 - level)
				lo = mid;
			else
				hi = mid;
		}
		q = (lo + hi) / 2;
	}
	c->lo = c->delta - q * se;
	c->hi = c->delta + q * se;
	c->p_adj = c->p;
	c->se = se;
	c->df = INFINITY;
}

/*
 * A wait on a named lock object: an object rule names its hotspot row;
 * else a global object does, when the stack's rule is a wait that is
 * not idle (rules/hotspots.h). The object row: a global object by its
 * name, the others by kind (a per-thread object's name holds a tid).
 */
/* "SYMBOL" of a symbol object's name "SYMBOL+0xOFF", in buf */
static const char *
symbol_object(const char *name, char *buf, size_t size)
{
	const char *plus = strstr(name, "+0x");
	size_t n = (size_t)(plus - name);

	if (n >= size)
		n = size - 1;
	memcpy(buf, name, n);
	buf[n] = 0;
	return buf;
}

static void
obs_keys(struct builder *b, const struct diff_obs *o, const struct stack_keys *k,
	 struct obs_keys *ok)
{
	struct diff *d = b->d;
	const char *name = strpool_str(&d->keys, o->obj - 1);
	char buf[300];

	memset(ok, 0, sizeof(*ok));
	ok->cls = k->cls;
	if (o->okind == OBJ_SYMBOL && strstr(name, "+0x")) {
		/* offsets inside one symbol's object are one object: a
		 * mutex and the condition variable beside it in one struct
		 * (query_cache+0x7c and +0x98: Query_cache's mutex and its
		 * condition) are one lock to compare, as the DWARF name of
		 * the object would say, not two rows none significant alone */
		ok->object = key(d, symbol_object(name, buf, sizeof(buf))) + 1;
	} else if (obj_kind_global(o->okind)) {
		ok->object = o->obj;
	} else {
		snprintf(buf, sizeof(buf), "%s objects (not global: by kind)",
			 obj_kind_name(o->okind));
		ok->object = key(d, buf) + 1;
	}
	if (o->obj - 1 < b->nobjrule && !b->objrule[o->obj - 1] && d->rs && d->rs->n) {
		struct verdict v;
		uint32_t r = UINT32_MAX;

		if (ruleset_classify_object(d->rs, name, &v) >= 0)
			r = key(d, v.lock) + 1;
		b->objrule[o->obj - 1] = r;
		if (r != UINT32_MAX) {
			const struct rule *ru = &d->rs->r[v.rule];
			char g[512];

			snprintf(g, sizeof(g), "%s\t%s", ru->group ? ru->group : v.lock,
				 rule_class_name(ru->cls));
			/* kept beside the lock key: its class and group */
			b->objcls[o->obj - 1] = ru->cls;
			b->objgroup[o->obj - 1] = key(d, g);
		}
	}
	if (o->obj - 1 < b->nobjrule && b->objrule[o->obj - 1] &&
	    b->objrule[o->obj - 1] != UINT32_MAX) {
		ok->lock = b->objrule[o->obj - 1];
		ok->cls = b->objcls[o->obj - 1];
		ok->group = b->objgroup[o->obj - 1] + 1;
	} else if (obj_kind_named(o->okind) && k->n[DL_LOCK] && k->cls != RC_IDLE &&
		   k->cls != RC_NCLASSES) {
		ok->lock = ok->object;
	}
}

static void
only_note(struct builder *b, uint32_t st, const struct obs_keys *ok)
{
	if (st >= b->nonly) {
		uint32_t n = st + 64;

		b->only = xrealloc(b->only, n * sizeof(*b->only));
		b->only_state = xrealloc(b->only_state, n);
		memset(b->only_state + b->nonly, 0, n - b->nonly);
		b->nonly = n;
	}
	if (!ok->lock)
		b->only_state[st] = 2;
	else if (!b->only_state[st])
		b->only_state[st] = 1, b->only[st] = *ok;
	else if (b->only_state[st] == 1 && b->only[st].lock != ok->lock)
		b->only_state[st] = 2;
}

/* the snapshots [*s, *e) of input c of a side; false if it held none */
static bool
capture_span(const struct diff_side *side, size_t c, uint32_t *s, uint32_t *e)
{
	*s = side->cap_start[c];
	*e = c + 1 < side->ninputs ? side->cap_start[c + 1] : side->nsnap;
	if (*e > side->nsnap)	/* samples after the last boundary are dropped */
		*e = side->nsnap;
	return *s < *e;
}

/* the mean of each capture of a side that holds snapshots; returns their
 * number. *parked stays true only when v is the same in every snapshot of
 * each capture */
static size_t
capture_means(const struct diff_side *side, const double *v, double *out, bool *parked)
{
	size_t n = 0;

	for (size_t c = 0; c < side->ninputs; c++) {
		uint32_t s, e;
		double sum = 0;

		if (!capture_span(side, c, &s, &e))
			continue;
		for (uint32_t j = s; j < e; j++) {
			sum += v[j];
			*parked = *parked && v[j] == v[s];
		}
		out[n++] = sum / (e - s);
	}
	return n;
}

/* what a perf capture's count is divided by: its samples, or its work */
static double
capture_denom(const struct diff *d, const struct diff_side *side, size_t c)
{
	return d->per_work ? side->cap_work[c] : (double)side->cap_samples[c];
}

/* perf: each capture's figure of a row, its count in v over
 * capture_denom(), of the captures that held samples; returns their
 * number */
static size_t
capture_figures(const struct diff *d, const struct diff_side *side, const double *v,
		double *out)
{
	size_t n = 0;

	for (size_t c = 0; c < side->ninputs; c++) {
		uint32_t s = side->cap_start[c];
		uint32_t e = c + 1 < side->ninputs ? side->cap_start[c + 1] : side->snap;
		double sum = 0;

		if (!side->cap_samples[c])
			continue;
		for (uint32_t j = s; j < e; j++)
			sum += v[j];
		out[n++] = sum / capture_denom(d, side, c);
	}
	return n;
}

/* row ro's capture means, once, for fitted_floor() and row_test() */
static void
row_means(const struct diff *d, struct row_obs *ro)
{
	bool parked = true, any = false;

	for (int s = 0; s < 2; s++) {
		const struct diff_side *side = &d->side[s];

		if (by_capture(d)) {
			ro->cm[s] = xmalloc((side->ninputs + 1) * sizeof(double));
			ro->ncm[s] = capture_figures(d, side, ro->v[s], ro->cm[s]);
			continue;
		}
		if (!d->per_snapshot || d->mode == DM_ONE ||
		    (d->mode == DM_REPL && side->ncap < 2))
			continue;
		ro->cm[s] = xmalloc((side->ninputs + 1) * sizeof(double));
		ro->ncm[s] = capture_means(side, ro->v[s], ro->cm[s], &parked);
		for (size_t c = 0; c < ro->ncm[s]; c++)
			any = any || ro->cm[s][c] != 0;
	}
	ro->parked = parked && any;
}

/* the mean number of snapshots of a capture, over both sides */
static double
snaps_per_capture(const struct diff *d)
{
	double n = (double)(d->side[0].ncap + d->side[1].ncap);

	return n > 0 ? (double)(d->side[0].nsnap + d->side[1].nsnap) / n : 1;
}

/*
 * The floor of side s before it is scaled to the rows: the snapshots',
 * or for perf captures stats_floor_counts() at the figure of one sample
 * (the mean over the side's captures of 1 / capture_denom()); s 2: the
 * two sides' mean, for --paired, whose one floor holds both sides
 */
static struct between_floor
base_floor(const struct diff *d, int s)
{
	double per = 0;
	size_t n = 0;

	if (!by_capture(d))
		return stats_floor_replicates(snaps_per_capture(d));
	for (int i = 0; i < 2; i++) {
		const struct diff_side *side = &d->side[i];

		for (size_t c = 0; c < side->ninputs && (s == 2 || s == i); c++)
			if (side->cap_samples[c]) {
				per += 1 / capture_denom(d, side, c);
				n++;
			}
	}
	return stats_floor_counts(n ? per / (double)n : 0);
}

/* one side's estimate (side s of row ro): blocks of its one capture, or
 * its captures (perf: always its captures, the floor alone for one) */
static void
side_est(const struct diff_side *side, const struct row_obs *ro, int s,
	 const struct between_floor *fl, struct side_est *e)
{
	if (side->ncap < 2 && !ro->cm[s])
		stats_side_blocks(ro->v[s], side->nsnap, fl, e);
	else
		stats_side_replicates(ro->cm[s], ro->ncm[s], fl, e);
}

/* one row's ratio of between-capture variance to the floor's, with its
 * degrees of freedom, kept for fitted_floor() when the row varied at all
 * (a row constant on a side says nothing of the scale) */
static void
ratio_add(double r, size_t n, double **rs, double **dfs, size_t *nr, size_t *cap)
{
	if (!(isfinite(r) && r > 0))
		return;
	if (*nr == *cap) {
		*cap = *cap ? 2 * *cap : 64;
		*rs = xrealloc(*rs, *cap * sizeof(**rs));
		*dfs = xrealloc(*dfs, *cap * sizeof(**dfs));
	}
	(*rs)[*nr] = r;
	(*dfs)[(*nr)++] = (double)(n - 1);
}

/* an idle or unclassified population, not a cause (docs/diff.md) */
static bool
is_population(int l, const struct diff_row *r)
{
	return l == DL_GROUP || l == DL_LOCK || l == DL_OBJECT ?
		       r->cls == RC_IDLE || r->cls == RC_NCLASSES :
		       2 * r->cause < r->cb + r->ca;
}

/*
 * Rows the prior is fitted to: with snapshots, those seen in at least one
 * snapshot in 20 on average. A rarer row is a few isolated hits per capture that vary
 * as Poisson counts (variance 0.01 m at 100 snapshots, a tenth of the
 * shape's): the hundreds of them would make the rows look as if they
 * disagreed with the shape, and the prior weigh nothing.
 */
static bool
fit_row(const struct diff *d, const struct diff_row *r)
{
	double n = (double)(d->side[0].nsnap + d->side[1].nsnap);

	if (by_capture(d))	/* perf: the count term is Poisson's own */
		return true;
	return n > 0 && ((double)r->cb + (double)r->ca) / n >= 0.05;
}


/*
 * The prior of this diff's rows (lib/stats.c stats_floor_fit()): with
 * replicates, each row's variance between capture means (each side with
 * two or more captures; --paired: of the differences) against the
 * replicate floor's shape gives the prior's scale (the dispersion) and
 * its weight (prior_df). A target whose threads move in convoys longer
 * than a capture (tests/diff/mixer_target) has rows that vary six times
 * what the shape says: the scale follows. A row that varies much more
 * than the others (threads sending to clients: 0.8 against 4.5 per
 * snapshot in two runs of one configuration) keeps more of its own
 * variance as the rows disagree more (a smaller prior_df), instead of
 * widening every row as a floor scaled to the largest row did. One
 * capture per side fits nothing: its blocks measure inside a capture,
 * not between captures.
 */
static struct between_floor
fitted_floor(struct diff *d, struct row_obs *const ro[DL_NLEVELS])
{
	double *rs = NULL, *dfs = NULL, phi, d0;
	size_t nr = 0, cap = 0;
	struct between_floor fl[3], out;

	d->dispersion = 1;
	d->prior_df = stats_floor_default.prior_df;
	if (d->mode != DM_PAIRED && d->mode != DM_REPL)
		return stats_floor_default;
	for (int s = 0; s < 3; s++)
		fl[s] = base_floor(d, s);
	for (int l = 0; l < DL_NLEVELS; l++)
		for (size_t i = 0; i < d->nrows[l]; i++) {
			const struct row_obs *o = &ro[l][i];

			/* the populations' sizes are set by each server run's
			 * history (1 against 8 io_uring workers), which the
			 * prior is not about; an edge's figures are those of
			 * its callee's total on its callers' stacks: more rows,
			 * no more evidence of the prior */
			if (is_population(l, &d->rows[l][i]) || l == DL_EDGE ||
			    !fit_row(d, &d->rows[l][i]))
				continue;
			if (d->mode == DM_PAIRED) {
				ratio_add(stats_floor_ratio_paired(o->cm[0], o->cm[1], o->ncm[0], &fl[2]),
					  o->ncm[0], &rs, &dfs, &nr, &cap);
				continue;
			}
			for (int s = 0; s < 2; s++)
				if (o->cm[s])
					ratio_add(stats_floor_ratio(o->cm[s], o->ncm[s], &fl[s]),
						  o->ncm[s], &rs, &dfs, &nr, &cap);
		}
	stats_floor_fit(rs, dfs, nr, fl[2].prior_df, &phi, &d0);
	/* perf captures: the floor scaled to the most variable row, on the
	 * floor's own weight. Kernel rows of perf samples (preemption,
	 * irqentry_exit_to_user_mode) vary up to 28 times the floor between
	 * runs of one configuration; a typical scale left them significant
	 * in 5 of 40 same-configuration 3v3 diffs, the largest row's in 1 */
	if (by_capture(d)) {
		phi = stats_floor_scale(rs, dfs, nr);
		d0 = fl[2].prior_df;
	}
	free(rs);
	free(dfs);
	/* at least 10, the one-capture floor's weight: with the 1100 to
	 * 2300 rows of a server with full names, a weight of 2 to 4 put the
	 * Bonferroni quantile on 4 to 6 degrees of freedom, three times the
	 * normal's, and a buffer pool's page reads present in every capture
	 * (+3.67 threads per snapshot) lost significance; at most 50: rows
	 * that agree perfectly still keep a little of their own variance */
	d0 = d0 < 10 ? 10 : d0 > 50 ? 50 : d0;
	/* never below the shape: fitted to the rows of 36 same-configuration
	 * diffs (docs/diff.md), a scale of 0.25 called rows significant in 2
	 * of them */
	phi = phi < 1 ? 1 : phi;
	out = stats_floor_scaled(&fl[2], phi);
	out.prior_df = d0;
	d->dispersion = phi;
	d->prior_df = d0;
	return out;
}

/* the standard error and degrees of freedom of a change from mb to ma
 * with nb and na captures under floor fl: the prior alone, as a row
 * that varies no more than the floor (paired: nb pairs) */
static double
prior_se(enum diff_mode mode, const struct between_floor *fl, double mb, double ma,
	 size_t nb, size_t na, double *df)
{
	double vb = stats_floor_var(fl, mb), va = stats_floor_var(fl, ma);

	if (mode == DM_ONE) {	/* one capture: never below the floor */
		*df = fl->prior_df;
		return sqrt(vb + va);
	}
	if (mode == DM_PAIRED) {
		*df = fl->prior_df + (double)nb - 1;
		return sqrt((vb + va) / (double)nb);
	}
	*df = fl->prior_df + (double)(nb + na) - 2;
	return sqrt(vb / (double)nb + va / (double)na);
}

bool
diff_mde(const struct diff *d, double m, double *mde, size_t *captures)
{
	double df, se, q, bonf = 1 - (1 - d->level) / (double)(d->family ? d->family : 1);
	size_t nb = d->side[0].ncap ? d->side[0].ncap : 1;
	size_t na = d->side[1].ncap ? d->side[1].ncap : 1;
	struct between_floor fl = d->floor;

	if (!d->per_snapshot)
		return false;
	se = prior_se(d->mode, &fl, m, m, nb, na, &df);
	*mde = stats_q2(bonf, df) * se + d->min_effect;
	/* more captures: replicates, each with the fitted prior (a diff of
	 * one capture per side has none: the replicate floor's shape) */
	if (d->mode == DM_ONE)
		fl = stats_floor_replicates((double)(d->side[0].nsnap + d->side[1].nsnap) / 2);
	*captures = 0;
	for (size_t n = 2; n <= 200; n++) {
		se = prior_se(DM_PAIRED, &fl, 0, m, n, n, &df);
		q = stats_q2(bonf, df);
		if (q * se <= m) {
			*captures = n;
			break;
		}
	}
	return true;
}

/*
 * The minimum effect. With one capture per side, half a thread per
 * snapshot (a share: half a point; per unit of work, half a thread per
 * snapshot at the two sides' mean rate of snapshots per unit of work):
 * the floor is a guess there, and a precise change of a population
 * constant inside each capture says nothing. With replicates none: the
 * variance between captures is measured, and a change present in every
 * capture is a change however small (the table-open cost: 0.46,
 * 0.36, 0.31 against 0, 0, 0 threads per snapshot was hidden by it); the
 * report states instead what this diff could detect (diff_mde()).
 */
static double
min_effect(const struct diff *d)
{
	if (d->mode == DM_PAIRED || d->mode == DM_REPL)
		return 0;
	if (d->per_snapshot && d->per_work)
		return 0.5 * (d->side[0].nsnap / d->side[0].work +
			      d->side[1].nsnap / d->side[1].work) / 2;
	if (d->per_snapshot)
		return 0.5;
	return d->per_work ? 0 : 0.005;
}

/* the captures of side s: inputs that held a snapshot, or without
 * snapshots, perf inputs that held samples (other inputs without
 * snapshots are pooled: no captures) */
static size_t
count_captures(const struct diff *d, const struct diff_side *side)
{
	size_t n = 0;

	for (size_t c = 0; c < side->ninputs; c++) {
		uint32_t b, e;

		if (d->per_snapshot)
			n += capture_span(side, c, &b, &e);
		else
			n += side->perf && side->cap_samples[c] > 0;
	}
	return n;
}

/* --per-work's figures against the captures: one per side, or one per
 * input; perf replicates need one per input. 0, or -1 (reported) */
static int
check_work(const struct diff *d)
{
	static const char *const names[] = { "before", "after" };

	for (int s = 0; s < 2 && d->per_work; s++) {
		const struct diff_side *side = &d->side[s];

		if (side->nwork == side->ninputs || (side->nwork == 1 && !by_capture(d)))
			continue;
		return error_msg("--per-work gives %zu figure%s of work for the %s side, which "
				 "has %zu input%s: %s (--per-work B1,B2,... A1,A2,..., in the "
				 "order of the inputs)", side->nwork, side->nwork == 1 ? "" : "s",
				 names[s], side->ninputs, side->ninputs == 1 ? "" : "s",
				 side->nwork == 1 ? "perf captures are replicates, each with "
						    "its own work: give one figure per capture" :
						    "give one figure per input, or one for the side");
	}
	return 0;
}

/* which test the rows get (enum diff_mode), from what the two sides
 * have; -1 when --paired or --per-work cannot be had */
static int
diff_choose_mode(struct diff *d)
{
	size_t nc[2];

	d->per_snapshot = d->side[0].known && d->side[1].known && d->side[0].nsnap &&
			  d->side[1].nsnap;
	d->per_work = d->side[0].work > 0 && d->side[1].work > 0;
	for (int s = 0; s < 2; s++)
		nc[s] = d->side[s].ncap = count_captures(d, &d->side[s]);
	if (!d->per_snapshot && d->side[0].perf && d->side[1].perf && (nc[0] > 1 || nc[1] > 1))
		d->mode = d->paired ? DM_PAIRED : DM_REPL;	/* perf captures */
	else if (!d->per_snapshot)
		d->mode = d->per_work ? DM_RATE : DM_SHARE;
	else if (nc[0] < 2 && nc[1] < 2)
		d->mode = DM_ONE;
	else
		d->mode = d->paired ? DM_PAIRED : DM_REPL;
	if (d->paired && (d->mode != DM_PAIRED || nc[0] != nc[1])) {
		error_msg("--paired needs the same number of captures on each side, two or "
			  "more, with snapshots or perf samples (before %zu, after %zu)", nc[0],
			  nc[1]);
		return -1;
	}
	return check_work(d);
}

/* the keys of level l an observation counts under: the stack's, or the
 * one its lock object gives (one holds it) */
static uint32_t
level_keys(const struct stack_keys *k, const struct obs_keys *ok, int l,
	   const uint32_t **keys, uint32_t *one)
{
	if (l == DL_LOCK && ok->lock) {
		*one = ok->lock - 1;
	} else if (l == DL_GROUP && ok->group) {
		*one = ok->group - 1;
	} else if (l == DL_OBJECT) {
		*one = ok->object - 1;
		*keys = one;
		return ok->object ? 1 : 0;
	} else {
		*keys = k->k[l];
		return k->n[l];
	}
	*keys = one;
	return 1;
}

/* observation o of side s added to the rows of every level */
static void
obs_count(struct builder *b, int s, const struct diff_obs *o)
{
	struct diff *d = b->d;
	const struct diff_side *side = &d->side[s];
	struct stack_keys *k = stack_keys(b, o->stack);
	struct obs_keys ok = { .cls = k->cls };

	if (o->obj)
		obs_keys(b, o, k, &ok);
	else if (o->stack < b->nonly && b->only_state[o->stack] == 1)
		ok = b->only[o->stack], ok.object = 0;
	for (int l = 0; l < DL_NLEVELS; l++) {
		const uint32_t *keys;
		uint32_t one, nkeys = level_keys(k, &ok, l, &keys, &one);

		for (uint32_t j = 0; j < nkeys; j++) {
			struct row_obs *ro;
			struct diff_row *r = row_get(b, l, keys[j], &ro);

			if (l == DL_GROUP || l == DL_LOCK || l == DL_OBJECT)
				r->cls = ok.cls;
			if (l == DL_LOCK)
				r->group = ok.group ? ok.group - 1 : k->group;
			if (s == 0)
				r->cb += o->count;
			else
				r->ca += o->count;
			if (k->cls != RC_IDLE)
				r->cause += o->count;
			if (o->snap < row_slots(d, side))
				ro->v[s][o->snap] += o->count;
		}
	}
}

/* every observation of both sides into rows */
static void
diff_rows_build(struct builder *b)
{
	struct diff *d = b->d;

	b->idle_key = key(d, "idle threads (all)");
	b->none_key = key(d, "running or unclassified");
	/* every object name was interned while reading */
	b->nobjrule = d->keys.n;
	b->objrule = xcalloc(b->nobjrule + 1, sizeof(*b->objrule));
	b->objgroup = xcalloc(b->nobjrule + 1, sizeof(*b->objgroup));
	b->objcls = xcalloc(b->nobjrule + 1, sizeof(*b->objcls));
	/* the lock row of each stack's named waits, when they all have one
	 * (as in rules/hotspots.c): its waits caught outside futex(2) go
	 * there too */
	for (int s = 0; s < 2; s++)
		for (size_t i = 0; i < d->side[s].nobs; i++) {
			const struct diff_obs *o = &d->side[s].obs[i];
			struct stack_keys *k;
			struct obs_keys ok;

			if (!o->obj)
				continue;
			k = stack_keys(b, o->stack);
			obs_keys(b, o, k, &ok);
			only_note(b, o->stack, &ok);
		}
	for (int s = 0; s < 2; s++)
		for (size_t i = 0; i < d->side[s].nobs; i++)
			obs_count(b, s, &d->side[s].obs[i]);
	free(b->objrule);
	free(b->objgroup);
	free(b->objcls);
	free(b->only);
	free(b->only_state);
}

/*
 * A row parked in one state (the same count of threads in every snapshot
 * of each capture: a background thread, a pool worker that was started in
 * one run and not in another) changes between runs by whole threads, as
 * the run's history sets it, not by the counting the replicate floor is
 * about: it keeps the one-capture floor's step of a thread. Measured on
 * 36 same-configuration 2v2 diffs of Debian's mariadbd: without it, 1
 * against 0 threads per snapshot in a lock object row (a condition
 * variable waited on in one run's pair, an io_uring worker in the other)
 * was significant in 3 of them.
 */
static struct between_floor
row_floor(const struct diff *d, const struct row_obs *ro, const struct between_floor *floor)
{
	struct between_floor fl = *floor;
	double step = stats_floor_default.abs * sqrt(d->dispersion);

	if (ro->parked && fl.abs < step)
		fl.abs = step;
	return fl;
}

/* perf captures: row r's change over each capture's figure, with each
 * side's floor (base_floor()) scaled as the snapshots' is */
static void
row_test_captures(const struct diff *d, struct diff_row *r, const struct row_obs *ro)
{
	struct between_floor fl[3];
	struct side_est e[2];

	for (int s = 0; s < 3; s++) {
		struct between_floor b = base_floor(d, s);

		fl[s] = stats_floor_scaled(&b, d->dispersion);
		fl[s].prior_df = d->prior_df;
	}
	if (d->mode == DM_PAIRED) {
		stats_paired(ro->cm[0], ro->cm[1], ro->ncm[0], &fl[2], d->level, d->min_effect,
			     &r->ch);
		return;
	}
	for (int s = 0; s < 2; s++)
		stats_side_replicates(ro->cm[s], ro->ncm[s], &fl[s], &e[s]);
	stats_welch_est(&e[0], &e[1], d->level, d->min_effect, &r->ch);
}

/* row r's change and its test, from its per-snapshot figures and capture
 * means ro (--paired scales ro's means in place: they are not used after) */
static void
row_test(const struct diff *d, struct diff_row *r, struct row_obs *ro,
	 const struct between_floor *floor)
{
	struct between_floor fl = row_floor(d, ro, floor);

	if (d->per_snapshot) {
		/* per work: the figures times snapshots/work, so that a
		 * mean is thread-samples per unit of work; the floor is
		 * in threads, so each side is estimated in threads first */
		double f[2] = { 1, 1 };

		for (int s = 0; s < 2 && d->per_work; s++)
			f[s] = d->side[s].nsnap / d->side[s].work;
		if (d->mode == DM_PAIRED) {
			size_t n = ro->ncm[0];

			for (int s = 0; s < 2; s++)
				for (size_t j = 0; j < n; j++)
					ro->cm[s][j] *= f[s];
			fl.abs *= (f[0] + f[1]) / 2;
			fl.count *= (f[0] + f[1]) / 2;
			stats_paired(ro->cm[0], ro->cm[1], n, &fl, d->level, d->min_effect, &r->ch);
		} else {
			struct side_est e[2];

			for (int s = 0; s < 2; s++) {
				side_est(&d->side[s], ro, s, &fl, &e[s]);
				e[s].mean *= f[s];
				e[s].var *= f[s] * f[s];
			}
			stats_welch_est(&e[0], &e[1], d->level, d->min_effect, &r->ch);
		}
	} else if (by_capture(d)) {
		row_test_captures(d, r, ro);
	} else if (d->per_work) {
		rate_test(r->cb, d->side[0].work, r->ca, d->side[1].work, d->level, &r->ch);
	} else {
		stats_two_prop(r->cb, (double)d->side[0].prof.samples, r->ca,
			       (double)d->side[1].prof.samples, d->level, &r->ch);
	}
	r->ch.min_effect = d->min_effect;
}

/*
 * An edge row whose thread-samples on each side are those of its caller's
 * or its callee's total is that row's test again: the edge's stacks are
 * among each's, so equal counts are the same observations, and the same
 * statistic rejects in the same event. Bonferroni bounds the chance of a
 * false rejection by a sum over distinct events, so such an edge is
 * counted once, as its twin, and takes its twin's adjusted change. A
 * function called from one place, or calling one, makes most edges so
 * (109 of the 122 changed edges of the samples' ro/rw diff): counted
 * twice, they had nearly doubled the family.
 */
static struct diff_row **
edge_twins(struct builder *b)
{
	struct diff *d = b->d;
	struct diff_row **tw = xcalloc(d->nrows[DL_EDGE] + 1, sizeof(*tw));
	const uint32_t *idx = b->rowidx[DL_FUNC_TOTAL];

	for (size_t i = 0; i < d->nrows[DL_EDGE]; i++) {
		const struct diff_row *r = &d->rows[DL_EDGE][i];

		for (int e = 0; e < 2 && !tw[i] && r->key < b->neends; e++) {
			uint32_t f = b->eends[2 * r->key + e];
			struct diff_row *t;

			if (f >= b->nrowidx[DL_FUNC_TOTAL] || !idx[f])
				continue;
			t = &d->rows[DL_FUNC_TOTAL][idx[f] - 1];
			if (t->cb == r->cb && t->ca == r->ca)
				tw[i] = t;
		}
	}
	return tw;
}

/* every row tested, then adjusted as one family; frees the rows'
 * per-snapshot figures */
static void
diff_rows_test(struct builder *b)
{
	struct diff *d = b->d;
	size_t nall = 0, k = 0;
	struct change **pc;
	struct between_floor floor;
	struct diff_row **twin = edge_twins(b);

	for (int l = 0; l < DL_NLEVELS; l++)
		for (size_t i = 0; i < d->nrows[l]; i++)
			row_means(d, &b->ro[l][i]);
	floor = fitted_floor(d, b->ro);
	d->floor = floor;

	for (int l = 0; l < DL_NLEVELS; l++)
		nall += d->nrows[l];
	pc = xmalloc((nall ? nall : 1) * sizeof(*pc));
	for (int l = 0; l < DL_NLEVELS; l++) {
		for (size_t i = 0; i < d->nrows[l]; i++) {
			struct diff_row *r = &d->rows[l][i];
			struct row_obs *ro = &b->ro[l][i];

			if (l != DL_EDGE || !twin[i]) {	/* a twin's test is copied */
				row_test(d, r, ro, &floor);
				pc[k++] = &r->ch;
			}
			for (int s = 0; s < 2; s++) {
				free(ro->v[s]);
				free(ro->cm[s]);
			}
		}
		free(b->ro[l]);
		free(b->rowidx[l]);
	}
	/* one family: every row of every table, so that "no significant
	 * change" holds for the whole report at the stated level; Bonferroni
	 * rather than Holm so that the printed interval is the one the
	 * adjusted p-value tests */
	stats_bonferroni(pc, k, d->level);
	d->family = k;
	d->repeats = nall - k;
	for (size_t i = 0; i < d->nrows[DL_EDGE]; i++)
		if (twin[i])
			d->rows[DL_EDGE][i].ch = twin[i]->ch;
	free(twin);
	free(pc);
}

/* each row's verdict and tag; each level's rows in report order */
static void
diff_rows_judge(struct diff *d)
{
	for (int l = 0; l < DL_NLEVELS; l++) {
		for (size_t i = 0; i < d->nrows[l]; i++) {
			struct diff_row *r = &d->rows[l][i];

			r->pop = is_population(l, r);
			/*
			 * Idle pools (io_uring's kernel workers, InnoDB's tpool,
			 * the thread pool, the thread cache) are started on
			 * demand and retired after an idle timeout, so a run's
			 * history sets their size: 1 against 8 io_uring workers
			 * in two runs of one configuration, constant inside
			 * each. With one capture per side nothing estimates
			 * that variance (the floor is for a row that a second
			 * capture moves by about a thread), and the validation
			 * called such a row significant in 7 of 62 pairs
			 * (docs/diff.md). Replicates do not settle it either:
			 * connections sending to their clients, a population
			 * set by the client's pace, were 0.8 and 0.8 threads
			 * per snapshot in two runs and 4.5 and 4.5 in two more
			 * of one configuration, which two captures a side take
			 * for a change (3 of 36 same-configuration 2v2 diffs).
			 * The populations are a consequence (the report shows
			 * them apart): they are shown, with their interval, and
			 * not tested. They stay in the family.
			 */
			r->untested = r->pop;
			r->significant = !r->untested && r->ch.p_adj < 1 - d->level &&
					 r->ch.delta != 0;
			if (l == DL_STACK || l == DL_EDGE)
				r->tag = r->cb == 0 ? "new" : r->ca == 0 ? "gone" :
					 r->ch.delta > 0 ? "grown" : r->ch.delta < 0 ? "shrunk" :
							      "same";
		}
		if (d->nrows[l])	/* rows is NULL when empty */
			qsort(d->rows[l], d->nrows[l], sizeof(struct diff_row), cmp_rows);
	}
}

/* every distinct stack's canonical frames and edges with its
 * thread-samples on each side, for diff_carry() */
static void
diff_rows_carry(struct builder *b)
{
	struct diff *d = b->d;
	struct carry_stack *cs = xcalloc(b->nsk + 1, sizeof(*cs));
	size_t n = 0;

	for (int s = 0; s < 2; s++)
		for (size_t i = 0; i < d->side[s].nobs; i++) {
			const struct diff_obs *o = &d->side[s].obs[i];

			/* stack_keys() saw every observed stack */
			cs[o->stack].count[s] += (double)o->count;
		}
	for (uint32_t st = 0; st < b->nsk; st++) {
		const struct stack_keys *k = &b->sk[st];

		if (!k->done || (!cs[st].count[0] && !cs[st].count[1]))
			continue;
		cs[n] = cs[st];	/* n <= st: this slot was read */
		cs[n].fn = k->seq;
		cs[n].edge = k->eseq;
		cs[n++].n = k->nseq;
	}
	diff_carry(d, cs, n);
	free(cs);
}

int
diff_compute(struct diff *d)
{
	struct builder b = { .d = d };

	if (diff_choose_mode(d) < 0)
		return -1;
	d->min_effect = min_effect(d);
	diff_rows_build(&b);
	diff_rows_test(&b);
	diff_rows_judge(d);
	diff_rows_carry(&b);
	for (uint32_t i = 0; i < b.nsk; i++) {
		for (int l = 0; l < DL_NLEVELS; l++)
			free(b.sk[i].k[l]);
		free(b.sk[i].seq);
		free(b.sk[i].eseq);
	}
	free(b.sk);
	free(b.eends);
	free(b.canon);
	return 0;
}
