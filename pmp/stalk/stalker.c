/* SPDX-License-Identifier: MIT */
/*
 * stalker.c - triggers evaluated per snapshot, incidents written between
 * snapshots (stalker.h).
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "procsql.h"
#include "promtext.h"
#include "stalker.h"
#include "util.h"

size_t
stalker_ring_cap(const struct stalker_opts *o, double interval)
{
	/* the before window at the low rate, the after window at the high
	 * one, and a snapshot more of each for the edges */
	return (size_t)ceil(o->before / interval) + (size_t)ceil(o->after / o->fast) + 4;
}

static struct stalker_count *count_of(struct stalker *K, const char *trigger);

/* the waits' ends are not needed: only those going on */
static void
wait_ended(void *arg, const struct waitlen_episode *e)
{
	(void)arg;
	(void)e;
}

int
stalker_open(struct stalker *K, const struct stalker_opts *o)
{
	char why[512];

	memset(K, 0, sizeof(*K));
	K->o = *o;
	strbuf_init(&K->why);
	waitlen_init(&K->wl, wait_ended, NULL);
	if (incdir_open(&K->D, o->dir, o->max_bytes, o->min_free) < 0)
		return -1;
	if (incdir_space(&K->D, why, sizeof(why)) < 0)
		return error_msg("%s: pmp stalk does not start on it", why);
	/* the cap holds from the start, for what an earlier run left */
	incdir_prune(&K->D);
	/* every trigger's series from the start, at 0: a rate needs them */
	for (size_t i = 0; i < o->ntrig; i++)
		count_of(K, o->trig[i].spec);
	return 0;
}

void
stalker_release(struct stalker *K)
{
	for (size_t i = 0; i < K->nby; i++)
		free(K->by[i].trigger);
	free(K->by);
	free(K->trig_name);
	free(K->plist);
	free(K->wlt);
	free(K->waits);
	waitlen_release(&K->wl);
	strbuf_release(&K->why);
	incdir_release(&K->D);
}

double
stalker_interval(const struct stalker *K, double base)
{
	return K->state == STALK_AFTER ? K->o.fast : base;
}

void
stalker_request(struct stalker *K, const char *name)
{
	snprintf(K->request, sizeof(K->request), "%s", name);
}

static struct stalker_count *
count_of(struct stalker *K, const char *trigger)
{
	for (size_t i = 0; i < K->nby; i++)
		if (!strcmp(K->by[i].trigger, trigger))
			return &K->by[i];
	ALLOC_GROW(K->by, K->nby + 1, K->aby);
	memset(&K->by[K->nby], 0, sizeof(K->by[0]));
	K->by[K->nby].trigger = xstrdup(trigger);
	return &K->by[K->nby++];
}

/* ---- what a snapshot shows ------------------------------------------- */

static int
status_of(void *arg, const char *name, double *v)
{
	return procsql_status(arg, name, v);
}

/*
 * The waits going on in snapshot s, for the wait conditions: each thread
 * seen waiting on the same address in every snapshot since the first
 * that saw it, on a lock the rules call a latch or a wait (idle threads
 * wait for work as long as there is none: they are no incident).
 */
static size_t
waits_of(struct stalker *K, const struct ring_snap *s, const struct lockgraph *g,
	 const struct hotspots *hs)
{
	size_t n = 0;

	ALLOC_GROW(K->wlt, s->n, K->awlt);
	for (size_t i = 0; i < s->n; i++) {
		K->wlt[i].tid = s->t[i].tid;
		K->wlt[i].addr = s->t[i].fw.addr;
		K->wlt[i].reused = s->t[i].fw.addr && s->t[i].fw.reused;
	}
	waitlen_snapshot(&K->wl, s->time, K->wlt, s->n);
	if (!g || !hs)
		return 0;
	ALLOC_GROW(K->waits, K->wl.nst, K->awaits);
	for (size_t i = 0; i < K->wl.nst; i++) {
		const struct waitlen_state *w = &K->wl.st[i];
		const struct lg_lock *l = lockgraph_find(g, w->addr);
		const struct hotspot *h = l ? hotspots_of_lock(hs, g, l) : NULL;

		if (!h || (h->cls != RC_LATCH && h->cls != RC_WAIT))
			continue;
		K->waits[n].tid = w->tid;
		K->waits[n].age = s->time - w->first;
		K->waits[n].lock = h->lock;
		K->waits[n].rule_id = h->rule_id;
		K->waits[n++].object = lockgraph_obj(g, l);
	}
	return n;
}

/* ---- writing an incident --------------------------------------------- */

static int
file_close(FILE *f, const char *name)
{
	int r = ferror(f) ? -1 : 0;

	if (fclose(f) != 0)
		r = -1;
	if (r < 0)
		error_msg("%s: cannot write it: %s", name, strerror(errno ? errno : EIO));
	return r;
}

static int
save_raw(struct incident *I, const struct snapring *R, size_t first, size_t end,
	 const char *name)
{
	FILE *f = incident_file(I, name);

	if (!f)
		return -1;
	snapring_save(R, first, end, f);
	return file_close(f, name);
}

static void
stamp(double t, char *buf, size_t size)
{
	time_t sec = (time_t)t;
	struct tm tm;
	size_t l;

	gmtime_r(&sec, &tm);
	l = strftime(buf, size, "%Y-%m-%dT%H:%M:%S", &tm);
	snprintf(buf + l, size - l, ".%03dZ", (int)((t - floor(t)) * 1000));
}

static void
window_line(FILE *f, const char *what, double asked, const struct snapring *R, size_t first,
	    size_t end, const char *file)
{
	if (first >= end) {
		fprintf(f, "%s: %g s asked, no snapshot\n", what, asked);
		return;
	}
	fprintf(f, "%s: %g s asked, snapshots %llu-%llu over %.3f s in %s\n", what, asked,
		(unsigned long long)snapring_at(R, first)->seq,
		(unsigned long long)snapring_at(R, end - 1)->seq,
		snapring_at(R, end - 1)->time - snapring_at(R, first)->time, file);
}

static int
write_summary(struct stalker *K, struct incident *I, const struct snapring *R, size_t first,
	      size_t trig, size_t end, const char *cut)
{
	FILE *f = incident_file(I, "summary.txt");
	char when[40];

	if (!f)
		return -1;
	stamp(K->trig_time, when, sizeof(when));
	fprintf(f, "trigger: %s\n", K->trig_name);
	fprintf(f, "fired: %s (%.6f; the first snapshot of after.raw)\n", when, K->trig_time);
	fprintf(f, "values: %s\n", K->why.len ? K->why.buf : "-");
	fprintf(f, "pid: %d\ncomm: %s\n", R->L ? (int)R->L->pid : 0, R->L ? R->L->comm : "?");
	window_line(f, "before", K->o.before, R, first, trig, "before.raw");
	window_line(f, "after", K->o.after, R, trig, end, "after.raw");
	fprintf(f, "interval after the trigger: %g s\n", K->o.fast);
	fprintf(f, "processlist: %s\n", K->plist ? "processlist.txt" :
		"not read (no connection to the server)");
	fprintf(f, "complete: %s\n", cut ? cut : "yes");
	return file_close(f, "summary.txt");
}

static int
write_plist(struct stalker *K, struct incident *I)
{
	FILE *f;

	if (!K->plist)
		return 0;
	if (!(f = incident_file(I, "processlist.txt")))
		return -1;
	fwrite(K->plist, 1, K->plist_len, f);
	return file_close(f, "processlist.txt");
}

/* report.txt, made as pmp aggregate makes it from the two captures; an
 * incident without one is still written (said) */
static void
write_report(struct stalker *K, struct incident *I, bool before)
{
	char *paths[2], *out = incident_path(&K->D, I, "report.txt");
	const char *shown[2];
	size_t n = 0;

	/* named as in the incident: the temporary directory's name dies */
	if (before) {
		shown[n] = "before.raw";
		paths[n++] = incident_path(&K->D, I, "before.raw");
	}
	shown[n] = "after.raw";
	paths[n++] = incident_path(&K->D, I, "after.raw");
	if (K->o.report &&
	    K->o.report(K->o.report_arg, (const char *const *)paths, shown, n, out) < 0)
		warning_msg("incident: no report.txt (above); its captures are kept");
	for (size_t i = 0; i < n; i++)
		free(paths[i]);
	free(out);
}

/* the incident being sampled, into the directory; cut: why it is short,
 * or NULL */
static bool
write_incident(struct stalker *K, const struct snapring *R, const char *cut)
{
	uint64_t from = K->trig_mono - (uint64_t)fmin(K->o.before * 1e9, (double)K->trig_mono);
	size_t trig = snapring_find(R, K->trig_seq), first = 0, end = R->count;
	struct stalker_count *c = count_of(K, K->trig_name);
	struct incident I;
	bool ok = false;

	if (trig == R->count)	/* cannot be, the ring holds both windows */
		trig = 0;
	while (first < trig && snapring_at(R, first)->mono_ns < from)
		first++;
	if (incdir_begin(&K->D, &I, (time_t)K->trig_time) == 0) {
		ok = (first == trig || save_raw(&I, R, first, trig, "before.raw") == 0) &&
		     save_raw(&I, R, trig, end, "after.raw") == 0 &&
		     write_plist(K, &I) == 0 &&
		     write_summary(K, &I, R, first, trig, end, cut) == 0;
		if (ok)
			write_report(K, &I, first < trig);
		if (!ok)
			incdir_abort(&K->D, &I);
		else
			ok = incdir_commit(&K->D, &I) == 0;
	}
	if (ok) {
		struct stalker_recent *r = &K->recent[K->nrecent++ % STALKER_RECENT];

		K->written++;
		c->written++;
		snprintf(r->name, sizeof(r->name), "%s", I.name);
		snprintf(r->trigger, sizeof(r->trigger), "%s", K->trig_name);
		snprintf(r->why, sizeof(r->why), "%s", K->why.len ? K->why.buf : "");
		r->time = K->trig_time;
		r->snaps_before = (unsigned)(trig - first);
		r->snaps_after = (unsigned)(end - trig);
		fprintf(stderr, "%s: incident written: %s/%s (%zu snapshots before the trigger, "
			"%zu from it on)%s%s\n", progname, K->D.path, I.name, trig - first,
			end - trig, cut ? "; " : "", cut ? cut : "");
	} else {
		K->failed++;
		warning_msg("incident of '%s' not written (above)", K->trig_name);
	}
	free(I.name);
	/* the next incident: after the cool-down, with holds started anew */
	K->state = STALK_WATCH;
	K->cool_until = snapring_at(R, R->count - 1)->mono_ns + (uint64_t)(K->o.cooldown * 1e9);
	K->warned = false;
	for (size_t i = 0; i < K->o.ntrig; i++)
		trigger_reset(&K->o.trig[i]);
	free(K->trig_name);
	K->trig_name = NULL;
	free(K->plist);
	K->plist = NULL;
	return ok;
}

/* ---- firing ---------------------------------------------------------- */

/* the process list now, with its metadata locks, kept for the incident */
static void
keep_plist(struct stalker *K, struct procsql *sql)
{
	FILE *f;

	free(K->plist);
	K->plist = NULL;
	K->plist_len = 0;
	if (!sql || !sql->on || !(f = open_memstream(&K->plist, &K->plist_len)))
		return;
	procsql_write_list(sql, f);
	if (fclose(f) != 0) {
		free(K->plist);
		K->plist = NULL;
	}
}

/* trigger name fired at snapshot s (values in why): an incident begins,
 * unless the caps say no */
static bool
fire(struct stalker *K, const struct snapring *R, const struct ring_snap *s, const char *name,
     const char *why, struct procsql *sql)
{
	struct stalker_count *c = count_of(K, name);
	char reason[600] = "";

	if (s->mono_ns < K->cool_until)
		snprintf(reason, sizeof(reason), "in the cool-down (%.0f s more)",
			 (double)(K->cool_until - s->mono_ns) / 1e9);
	else if (K->o.max_per_hour &&
		 incdir_count_since(&K->D, time(NULL) - 3600) >= K->o.max_per_hour)
		snprintf(reason, sizeof(reason), "%lu incidents in the last hour already "
			 "(--max-per-hour)", K->o.max_per_hour);
	else
		incdir_space(&K->D, reason, sizeof(reason));
	if (*reason) {
		K->suppressed++;
		c->suppressed++;
		if (!K->warned)
			warning_msg("trigger '%s' fired (%s), no incident: %s", name, why, reason);
		K->warned = true;
		return false;
	}
	K->state = STALK_AFTER;
	K->trig_seq = s->seq;
	K->trig_mono = s->mono_ns;
	K->trig_time = s->time;
	K->end_mono = s->mono_ns + (uint64_t)(K->o.after * 1e9);
	free(K->trig_name);
	K->trig_name = xstrdup(name);
	strbuf_reset(&K->why);
	strbuf_adds(&K->why, why);
	keep_plist(K, sql);
	fprintf(stderr, "%s: incident: '%s' fired (%s); sampling every %g s for %g s\n",
		progname, name, why, K->o.fast, K->o.after);
	if (K->o.after <= 0)
		return write_incident(K, R, NULL);
	return false;
}

bool
stalker_snapshot(struct stalker *K, const struct snapring *R, const struct lockgraph *g,
		 const struct hotspots *hs, struct procsql *sql)
{
	const struct ring_snap *s;
	struct trigger_obs o = { 0 };
	struct strbuf why;
	bool done = false;

	if (!R->count)
		return false;
	s = snapring_at(R, R->count - 1);
	o.nwaits = waits_of(K, s, g, hs);
	if (K->state == STALK_AFTER)
		return s->mono_ns >= K->end_mono ? write_incident(K, R, NULL) : false;
	o.time = s->time;
	o.hs = hs;
	o.g = g;
	o.waits = K->waits;
	for (size_t i = 0; i < s->n; i++)
		o.running += s->t[i].state == 'R' && !s->t[i].reused;
	if (sql && sql->on) {
		o.status = status_of;
		o.status_arg = sql;
	}
	strbuf_init(&why);
	for (size_t i = 0; i < K->o.ntrig && K->state == STALK_WATCH; i++) {
		strbuf_reset(&why);
		if (trigger_eval(&K->o.trig[i], &o, &why))
			done |= fire(K, R, s, K->o.trig[i].spec, why.buf, sql);
	}
	if (K->request[0] && K->state == STALK_WATCH) {
		char name[32];

		memcpy(name, K->request, sizeof(name));
		K->request[0] = '\0';
		done |= fire(K, R, s, name, !strcmp(name, "signal") ? "SIGUSR1" : "POST /trigger",
			     sql);
	}
	K->request[0] = '\0';
	strbuf_release(&why);
	return done;
}

bool
stalker_finish(struct stalker *K, const struct snapring *R, const char *why)
{
	if (K->state != STALK_AFTER || !R->count)
		return false;
	return write_incident(K, R, why);
}

/* ---- what pmp serve shows -------------------------------------------- */

void
stalker_metrics(const struct stalker *K, struct strbuf *out)
{
	struct prom_label l = { "trigger", NULL };

	promtext_family(out, "pmp_incidents_total", "counter",
			"Incidents written, by the trigger that fired them (signal: SIGUSR1, "
			"request: POST /trigger).");
	for (size_t i = 0; i < K->nby; i++) {
		l.value = K->by[i].trigger;
		promtext_sample(out, "pmp_incidents_total", &l, 1, (double)K->by[i].written);
	}
	promtext_family(out, "pmp_incidents_suppressed_total", "counter",
			"Triggers that fired when no incident could be written: in the "
			"cool-down, --max-per-hour reached, the disk too full.");
	for (size_t i = 0; i < K->nby; i++) {
		l.value = K->by[i].trigger;
		promtext_sample(out, "pmp_incidents_suppressed_total", &l, 1,
				(double)K->by[i].suppressed);
	}
	promtext_family(out, "pmp_incidents_failed_total", "counter",
			"Incidents that could not be written (a full disk, a file error; "
			"said on standard error).");
	promtext_sample(out, "pmp_incidents_failed_total", NULL, 0, (double)K->failed);
	promtext_family(out, "pmp_incident_sampling", "gauge",
			"1 while an incident is being sampled, at the fast rate.");
	promtext_sample(out, "pmp_incident_sampling", NULL, 0,
			K->state == STALK_AFTER ? 1 : 0);
}

/* s with control characters (a tab, a newline in a trigger given on the
 * command line or a name read from the target) as '?': one line, one
 * field */
static void
add_field(struct strbuf *out, const char *s)
{
	for (; *s; s++)
		strbuf_addc(out, (unsigned char)*s < 0x20 || *s == 0x7f ? '?' : *s);
}

/* the details of incident name when this pmp wrote it, or NULL */
static const struct stalker_recent *
recent_of(const struct stalker *K, const char *name)
{
	size_t n = K->nrecent < STALKER_RECENT ? K->nrecent : STALKER_RECENT;

	for (size_t i = 0; i < n; i++)
		if (!strcmp(K->recent[i].name, name))
			return &K->recent[i];
	return NULL;
}

void
stalker_list(const struct stalker *K, struct strbuf *out)
{
	strbuf_addf(out, "# %zu incidents in %s; this pmp wrote %lu, suppressed %lu, failed %lu%s\n",
		    K->D.n, K->D.path, K->written, K->suppressed, K->failed,
		    K->state == STALK_AFTER ? "; one is being sampled" : "");
	strbuf_adds(out, "# name\tfired (UTC)\ttrigger\tsnapshots before/after\tvalues\n");
	for (size_t i = K->D.n; i-- > 0;) {
		const struct stalker_recent *r = recent_of(K, K->D.e[i].name);
		char when[40];

		strbuf_adds(out, K->D.e[i].name);
		stamp(r ? r->time : (double)K->D.e[i].when, when, sizeof(when));
		strbuf_addf(out, "\t%s\t", when);
		if (r) {
			add_field(out, r->trigger);
			strbuf_addf(out, "\t%u/%u\t", r->snaps_before, r->snaps_after);
			add_field(out, r->why);
			strbuf_addc(out, '\n');
		}
		else	/* an earlier run's: its summary.txt says */
			strbuf_adds(out, "-\t-\t-\n");
	}
}
