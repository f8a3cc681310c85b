/* SPDX-License-Identifier: MIT */
#include "hotspots.h"

#include <stdlib.h>
#include <string.h>

#include "strbuf.h"
#include "util.h"

/* up to PATH_FRAMES frames of the rule string s starting at byte at */
static void
path_at(const char *s, size_t len, size_t at, struct strbuf *out)
{
	int frames = 0;

	strbuf_reset(out);
	/* a match may end inside a frame: start at the next frame */
	if (at > 0 && at < len && s[at - 1] != ',')
		while (at < len && s[at] != ',')
			at++;
	while (at < len && s[at] == ',')
		at++;
	while (at < len && frames < PATH_FRAMES) {
		size_t n = strcspn(s + at, ",");

		if (frames++)
			strbuf_adds(out, " < ");
		strbuf_add(out, s + at, n);
		at += n + 1;
	}
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

static void
add_path(struct hs_path **v, size_t *n, const char *text, uint64_t count)
{
	for (size_t i = 0; i < *n; i++)
		if (!strcmp((*v)[i].text, text)) {
			(*v)[i].count += count;
			return;
		}
	*v = xrealloc(*v, (*n + 1) * sizeof(**v));
	(*v)[*n].text = xstrdup(*text ? text : "(top of stack)");
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

static struct hotspot *
find_or_add(struct hotspots *hs, struct ruleset *rs, int rule, const char *lock)
{
	const struct rule *r = &rs->r[rule];
	struct hotspot *h;

	for (size_t i = 0; i < hs->n; i++)
		if (hs->h[i].rule == rule && !strcmp(hs->h[i].lock, lock))
			return &hs->h[i];
	hs->h = xrealloc(hs->h, (hs->n + 1) * sizeof(*hs->h));
	h = &hs->h[hs->n++];
	memset(h, 0, sizeof(*h));
	h->rule = rule;
	h->rule_id = xstrdup(r->id);
	h->lock = xstrdup(lock);
	h->group = r->group ? xstrdup(r->group) : NULL;
	h->kind = xstrdup(r->kind);
	h->explain = xstrdup(r->explain);
	h->advice = r->advice ? xstrdup(r->advice) : NULL;
	h->cls = r->cls;
	return h;
}

/* one more stack of h recorded in call: keep the call while all agree */
static void
note_call(struct hotspot *h, const struct rule_call *c)
{
	if (!h->sc_seen) {
		h->sc_seen = true;
		h->syscall = xstrdup(c->name);
		h->sysfile = c->file ? xstrdup(c->file) : NULL;
		return;
	}
	if (!h->sc_mixed && strcmp(h->syscall, c->name)) {
		h->sc_mixed = true;
		free(h->syscall);
		h->syscall = NULL;
	}
	if (!h->file_mixed && (!h->sysfile || !c->file || strcmp(h->sysfile, c->file))) {
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

int
hotspots_build(struct hotspots *hs, struct ruleset *rs, struct profile *p)
{
	struct strbuf sb, path;
	uint32_t nst = p->ncount;
	int *verdict = xcalloc(nst ? nst : 1, sizeof(*verdict));
	int *hidx = xmalloc((nst ? nst : 1) * sizeof(*hidx));
	int *newpos;
	char **strs = xcalloc(nst ? nst : 1, sizeof(*strs));
	bool any_holder = false;

	memset(hs, 0, sizeof(*hs));
	hs->total = p->samples;
	hs->snapshots = p->snapshots_known ? p->snapshots : 0;
	strbuf_init(&sb);
	strbuf_init(&path);
	for (size_t i = 0; i < rs->n; i++)
		any_holder = any_holder || rs->r[i].holder;
	for (uint32_t st = 0; st < nst; st++) {
		struct verdict v;
		struct hotspot *h;
		struct rule_call cbuf;
		const struct rule_call *call;
		size_t len;

		verdict[st] = -1;
		hidx[st] = -1;
		if (!p->count[st])
			continue;
		strs[st] = rule_string(p->ss, st, &sb, &cbuf, &call);
		len = strlen(strs[st]);
		if (ruleset_classify_call(rs, strs[st], len, call, &v) < 0) {
			hs->unclassified += p->count[st];
			continue;
		}
		verdict[st] = v.rule;
		hs->by_class[rs->r[v.rule].cls] += p->count[st];
		h = find_or_add(hs, rs, v.rule, v.lock);
		hidx[st] = (int)(h - hs->h);
		h->threads += p->count[st];
		if (call && strcmp(call->name, "-"))
			note_call(h, call);
		path_at(strs[st], len, v.end, &path);
		add_path(&h->paths, &h->npaths, path.buf, p->count[st]);
	}
	/* holders: stacks inside the critical section, not waiting for it */
	for (size_t i = 0; any_holder && i < hs->n; i++) {
		struct hotspot *h = &hs->h[i];

		if (!rs->r[h->rule].holder)
			continue;
		for (uint32_t st = 0; st < nst; st++) {
			size_t hs0, hs1;

			if (!strs[st] || verdict[st] == h->rule ||
			    !ruleset_holder_match(rs, h->rule, strs[st], strlen(strs[st]),
						  &hs0, &hs1))
				continue;
			h->holders += p->count[st];
			path_before(strs[st], hs0, hs1, &path);
			add_path(&h->hpaths, &h->nhpaths, path.buf, p->count[st]);
		}
	}
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
	/* stack -> hotspot, for the lock graph (which lock address belongs
	 * to which hotspot) */
	newpos = xmalloc((hs->n ? hs->n : 1) * sizeof(*newpos));
	for (size_t i = 0; i < hs->n; i++)
		newpos[hs->h[i].seq] = (int)i;
	for (uint32_t st = 0; st < nst; st++)
		if (hidx[st] >= 0)
			hidx[st] = newpos[hidx[st]];
	free(newpos);
	hs->stack_hotspot = hidx;
	hs->nstacks = nst;
	for (uint32_t st = 0; st < nst; st++)
		free(strs[st]);
	free(strs);
	strbuf_release(&sb);
	strbuf_release(&path);
	free(verdict);
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
		free(h->syscall);
		free(h->sysfile);
		free_paths(h->paths, h->npaths);
		free_paths(h->hpaths, h->nhpaths);
	}
	free(hs->h);
	free(hs->stack_hotspot);
	memset(hs, 0, sizeof(*hs));
}

const struct hotspot *
hotspots_of_stack(const struct hotspots *hs, uint32_t stack)
{
	if (!hs || stack >= hs->nstacks || hs->stack_hotspot[stack] < 0)
		return NULL;
	return &hs->h[hs->stack_hotspot[stack]];
}

double
hotspots_per_snapshot(const struct hotspots *hs, uint64_t n)
{
	return hs->snapshots ? (double)n / (double)hs->snapshots : (double)n;
}
