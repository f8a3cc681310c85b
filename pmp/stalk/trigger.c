/* SPDX-License-Identifier: MIT */
/*
 * trigger.c - parsing and evaluating incident triggers (trigger.h).
 */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "trigger.h"
#include "util.h"

static const char *const cond_word[] = {
	[COND_LOCK] = "lock", [COND_WAIT] = "wait", [COND_RUNNING] = "running",
	[COND_STATUS] = "status", [COND_DEADLOCK] = "deadlock",
};

/* the status variables pmp reads (pmp/sql/procsql.h) */
static const char *const status_vars[] = { "Threads_running", "Innodb_row_lock_current_waits" };

void
trigger_release(struct trigger *t)
{
	for (size_t i = 0; i < t->n; i++)
		free(t->c[i].name);
	free(t->c);
	free(t->spec);
	memset(t, 0, sizeof(*t));
}

static int
bad(struct trigger *t, char *err, size_t errsize, const char *at, const char *what)
{
	if (at && *at)
		snprintf(err, errsize, "at '%.40s': %s", at, what);
	else
		snprintf(err, errsize, "at its end: %s", what);
	trigger_release(t);
	return -1;
}

/* a non-negative finite number at *s, its end into *s: 0, or -1 */
static int
number(const char **s, double *v)
{
	char *end;

	if (!isdigit((unsigned char)**s) && **s != '.')
		return -1;
	errno = 0;
	*v = strtod(*s, &end);
	if (errno || end == *s || !isfinite(*v) || *v < 0)
		return -1;
	*s = end;
	return 0;
}

/* one condition at *s (up to '&', ',' or the end) into c: NULL, or what
 * is wrong */
static const char *
parse_cond(const char **sp, struct cond *c)
{
	const char *s = *sp;
	size_t k;

	for (k = 0; k < sizeof(cond_word) / sizeof(cond_word[0]); k++) {
		size_t l = strlen(cond_word[k]);

		if (!strncmp(s, cond_word[k], l) && !isalnum((unsigned char)s[l]) && s[l] != '_')
			break;
	}
	if (k == sizeof(cond_word) / sizeof(cond_word[0]))
		return "a condition is expected: lock, wait, running, status or deadlock";
	c->kind = (enum cond_kind)k;
	s += strlen(cond_word[k]);
	if (c->kind == COND_DEADLOCK) {
		*sp = s;
		return NULL;
	}
	if (*s == ':') {
		const char *n = ++s;

		if (c->kind == COND_RUNNING)
			return "running takes no name";
		while (*s && strncmp(s, ">=", 2) && *s != '&' && *s != ',')
			s++;
		if (s == n)
			return "a name is expected after ':'";
		c->name = xstrndup(n, (size_t)(s - n));
		if (c->kind == COND_STATUS) {
			size_t i;

			for (i = 0; i < sizeof(status_vars) / sizeof(status_vars[0]); i++)
				if (!strcasecmp(c->name, status_vars[i]))
					break;
			if (i == sizeof(status_vars) / sizeof(status_vars[0]))
				return "pmp reads the status variables Threads_running and "
				       "Innodb_row_lock_current_waits only";
			free(c->name);
			c->name = xstrdup(status_vars[i]);
		}
	} else if (c->kind == COND_STATUS) {
		return "status needs a variable: status:Threads_running>=N";
	}
	if (strncmp(s, ">=", 2)) {
		*sp = s;
		return "'>=' is expected";
	}
	s += 2;
	*sp = s;
	if (number(&s, &c->min) < 0)
		return "a number is expected";
	if (c->kind != COND_WAIT && c->min != floor(c->min))
		return "a whole number is expected";
	if (c->kind != COND_WAIT && c->min < 1)
		return "the least number is 1";
	*sp = s;
	return NULL;
}

int
trigger_parse(struct trigger *t, const char *spec, char *err, size_t errsize)
{
	const char *s = spec, *why;
	size_t alloc = 0;

	t->spec = xstrdup(spec);
	if (!*s)
		return bad(t, err, errsize, s, "an empty trigger");
	for (;;) {
		ALLOC_GROW(t->c, t->n + 1, alloc);
		memset(&t->c[t->n], 0, sizeof(t->c[0]));
		if ((why = parse_cond(&s, &t->c[t->n++])))
			return bad(t, err, errsize, s, why);
		if (*s != '&')
			break;
		s++;
	}
	if (!strncmp(s, ",for=", 5)) {
		s += 5;
		if (number(&s, &t->hold) < 0)
			return bad(t, err, errsize, s, "seconds are expected after for=");
		if (*s == 's')
			s++;
		if (t->hold > 86400)
			return bad(t, err, errsize, s, "for= is at most 86400 seconds");
	}
	if (*s)
		return bad(t, err, errsize, s, "'&' or ',for=SECONDS' or the end is expected");
	return 0;
}

bool
trigger_needs_status(const struct trigger *t)
{
	for (size_t i = 0; i < t->n; i++)
		if (t->c[i].kind == COND_STATUS)
			return true;
	return false;
}

void
trigger_reset(struct trigger *t)
{
	t->holding = false;
	t->since = 0;
}

static bool
name_is(const char *name, const char *a)
{
	return a && !strcmp(name, a);
}

static bool
waited_class(enum rule_class c)
{
	return c == RC_LATCH || c == RC_WAIT;
}

/*
 * Threads waiting on one lock: the hotspots the name names (its rule, its
 * lock name or object), summed; or a lock object of the graph by name;
 * without a name, the largest latch or wait hotspot or lock object. The
 * larger of the two readings, and what it was, into *what.
 */
static double
lock_value(const struct cond *c, const struct trigger_obs *o, struct strbuf *what)
{
	double best = 0, sum = 0;
	const struct hotspots *hs = o->hs;
	const struct lockgraph *g = o->g;

	strbuf_reset(what);
	for (size_t i = 0; hs && i < hs->n; i++) {
		const struct hotspot *h = &hs->h[i];

		if (c->name) {
			if (name_is(c->name, h->rule_id) || name_is(c->name, h->lock) ||
			    name_is(c->name, h->object))
				sum += (double)h->threads;
		} else if (waited_class(h->cls) && (double)h->threads > best) {
			best = (double)h->threads;
			strbuf_reset(what);
			strbuf_adds(what, h->lock ? h->lock : h->rule_id);
		}
	}
	if (c->name && sum > best) {
		best = sum;
		strbuf_adds(what, c->name);
	}
	for (size_t i = 0; g && i < g->nlocks; i++) {
		const struct lg_lock *l = &g->locks[i];
		const char *obj = lockgraph_obj(g, l);
		const struct hotspot *h = hs ? hotspots_of_lock(hs, g, l) : NULL;

		if ((double)l->waiters <= best)
			continue;
		if (c->name ? !name_is(c->name, obj) : (h && !waited_class(h->cls)))
			continue;
		best = (double)l->waiters;
		strbuf_reset(what);
		if (obj)
			strbuf_adds(what, obj);
		else
			lockgraph_lock_label(g, l->addr, what);
	}
	return best;
}

/* the oldest wait going on (of the lock the name names) */
static double
wait_value(const struct cond *c, const struct trigger_obs *o, struct strbuf *what)
{
	double best = 0;

	strbuf_reset(what);
	for (size_t i = 0; i < o->nwaits; i++) {
		const struct trigger_wait *w = &o->waits[i];

		if (c->name && !name_is(c->name, w->lock) && !name_is(c->name, w->rule_id) &&
		    !name_is(c->name, w->object))
			continue;
		if (w->age < best || (w->age == best && what->len))
			continue;
		best = w->age;
		strbuf_reset(what);
		strbuf_addf(what, "thread %ld on %s", w->tid,
			    w->object ? w->object : w->lock ? w->lock : "?");
	}
	return best;
}

/* whether c holds in o; its value into why when it does */
static bool
cond_holds(const struct cond *c, const struct trigger_obs *o, struct strbuf *why,
	   struct strbuf *what)
{
	double v = 0;
	bool known = true;

	strbuf_reset(what);
	switch (c->kind) {
	case COND_LOCK: v = lock_value(c, o, what); break;
	case COND_WAIT: v = wait_value(c, o, what); break;
	case COND_RUNNING: v = o->running; break;
	case COND_STATUS:
		known = o->status && o->status(o->status_arg, c->name, &v) == 0;
		break;
	case COND_DEADLOCK:
		if (!o->g || !o->g->ncycles)
			return false;
		strbuf_addf(why, "%sdeadlock: %zu cycle%s", why->len ? "; " : "",
			    o->g->ncycles, o->g->ncycles == 1 ? "" : "s");
		return true;
	}
	if (!known || v < c->min)
		return false;
	strbuf_addf(why, "%s%s%s%s=%g (>= %g)", why->len ? "; " : "", cond_word[c->kind],
		    c->name ? ":" : "", c->name ? c->name : "", v, c->min);
	if (what->len)
		strbuf_addf(why, " [%s]", what->buf);
	return true;
}

bool
trigger_eval(struct trigger *t, const struct trigger_obs *o, struct strbuf *why)
{
	struct strbuf vals, what;
	bool all = true;

	strbuf_init(&vals);
	strbuf_init(&what);
	for (size_t i = 0; i < t->n && all; i++)
		all = cond_holds(&t->c[i], o, &vals, &what);
	if (!all) {
		trigger_reset(t);
	} else if (!t->holding) {
		t->holding = true;
		t->since = o->time;
	}
	/* fires once held long enough; half a millisecond of slack for the
	 * snapshots' own jitter would make for=1 at 1 Hz fire a second late */
	all = all && o->time - t->since >= t->hold - 0.0005;
	if (all) {
		strbuf_adds(why, vals.buf ? vals.buf : "");
		if (t->hold > 0)
			strbuf_addf(why, ", held %.1f s", o->time - t->since);
		trigger_reset(t);
	}
	strbuf_release(&vals);
	strbuf_release(&what);
	return all;
}
