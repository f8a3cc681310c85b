/* SPDX-License-Identifier: MIT */
/*
 * outopt.c - the shared output options and the filter sink; see outopt.h.
 */
#include "outopt.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "hotspots.h"
#include "outfile.h"
#include "profile.h"
#include "util.h"

unsigned long
outopt_ulong(const char *opt, const char *arg)
{
	unsigned long v;

	if (parse_ulong(arg, &v) < 0)
		die(EXIT_USAGE, "option '%s' needs a non-negative integer, not '%s'",
		    opt, arg);
	return v;
}

void
outopt_check_files(const struct outopt *o, const char *save)
{
	if ((o->outpath && outfile_check(o->outpath) < 0) ||
	    (save && outfile_check(save) < 0))
		exit(EXIT_USAGE);
	if (save && o->outpath && outfile_same(save, o->outpath))
		die(EXIT_USAGE, "--save '%s' and -o '%s' are the same file: the "
		    "capture and the report need a file each", save, o->outpath);
}

void
outopt_init(struct outopt *o)
{
	memset(o, 0, sizeof(*o));
	o->oo.fmt = OUT_REPORT;
	o->oo.names = NAME_SHORT;
	o->f.tl.ordered = true;
}

static bool
ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), k = strlen(suffix);

	return n > k && !strcmp(s + n - k, suffix);
}

/*
 * -o FILE without --format: the format its name says, as perf, pprof and
 * speedscope users name their files. The longest suffix first
 * (".speedscope.json" before ".json"). A name it does not know keeps the
 * report; ".raw" is the raw capture (outopt_save()).
 */
static void
format_from_name(struct outopt *o, const char *path)
{
	static const struct {
		const char *suffix;
		enum output_format fmt;
	} by_name[] = {
		{ ".speedscope.json", OUT_SPEEDSCOPE }, { ".json", OUT_JSON },
		{ ".svg", OUT_SVG }, { ".folded", OUT_FOLDED },
		{ ".pb.gz", OUT_PPROF },
	};

	o->raw_path = NULL;
	o->oo.fmt = OUT_REPORT;
	if (ends_with(path, ".raw")) {
		o->raw_path = path;
		return;
	}
	for (size_t i = 0; i < sizeof(by_name) / sizeof(by_name[0]); i++)
		if (ends_with(path, by_name[i].suffix)) {
			o->oo.fmt = by_name[i].fmt;
			return;
		}
}

int
outopt_parse(struct outopt *o, int opt, const char *arg)
{
	switch (opt) {
	case 'f':
		if (output_format_parse(arg, &o->oo.fmt) < 0) {
			struct strbuf known;

			strbuf_init(&known);
			for (int i = 0; i < OUT_NFORMATS; i++)
				strbuf_addf(&known, "%s%s", i ? ", " : "", output_format_name(i));
			die(EXIT_USAGE, "unknown output format '%s' (%s)", arg, known.buf);
		}
		o->fmt_given = true;
		o->raw_path = NULL;
		return 1;
	case 'o':
		o->outpath = arg;
		if (!o->fmt_given)
			format_from_name(o, arg);
		return 1;
	case 't': o->oo.top = outopt_ulong("--top", arg); return 1;
	case 'l': o->depth = outopt_ulong("-l", arg); return 1;
	case OPT_OUT_THREADS: o->threads = arg; return 1;
	case OPT_OUT_FULL_NAMES: o->oo.names = NAME_FULL; return 1;
	case OPT_OUT_THREAD_NAMES:
		if (o->root == ROOT_NONE)
			o->root = ROOT_NAME;
		return 1;
	case OPT_OUT_TID: o->root = ROOT_TID; return 1;
	case OPT_OUT_MIN_SHARE:
		if (parse_double(arg, &o->oo.min_share) < 0 || o->oo.min_share > 100)
			die(EXIT_USAGE, "--min-share needs a percentage, not '%s'", arg);
		return 1;
	case OPT_OUT_INVERT: o->oo.invert = true; return 1;
	case OPT_OUT_ANNOTATE: o->oo.annotate = true; return 1;
	case OPT_OUT_ICICLE: o->oo.icicle = true; return 1;
	case OPT_OUT_SYSCALLS: o->oo.syscalls = true; return 1;
	case OPT_OUT_SQL: o->sql_frame = true; return 1;
	case OPT_OUT_IDLE: o->idle = IDLE_SHOW; return 1;
	case OPT_OUT_NO_IDLE: o->idle = IDLE_HIDE; return 1;
	}
	return 0;
}

bool
outopt_hides_idle(const struct outopt *o)
{
	/* flame graphs are for where time goes: 62 idle threads of 79 took
	 * 78.5% of the width; pt-pmp, folded and pprof users expect every
	 * thread, as their tools print them */
	if (o->idle != IDLE_DEFAULT)
		return o->idle == IDLE_HIDE;
	return o->oo.fmt == OUT_SVG || o->oo.fmt == OUT_SPEEDSCOPE;
}

bool
outopt_wants_rules(const struct outopt *o)
{
	return o->oo.fmt == OUT_REPORT || o->oo.fmt == OUT_JSON || o->oo.fmt == OUT_SVG ||
	       outopt_hides_idle(o);
}

/* speedscope: every sample in time order; pprof: each sample's thread,
 * as a label */
static bool
records_timeline(const struct outopt *o)
{
	return o->oo.fmt == OUT_SPEEDSCOPE || o->oo.fmt == OUT_PPROF;
}

/* a stack the profile kept (arg) still counts */
static bool
kept_stack(uint32_t st, void *arg)
{
	const struct profile *kept = arg;

	return st < kept->ncount && kept->count[st];
}

/*
 * --no-idle: prof without the stacks hs classified idle, into kept (which
 * shares prof's stackset); the timeline loses their samples too. Returns
 * the thread-samples left out.
 */
static uint64_t
drop_idle(struct outopt *o, const struct profile *prof, const struct hotspots *hs,
	  struct profile *kept)
{
	uint64_t dropped = 0;
	size_t n = 0;

	profile_init(kept, prof->ss);
	kept->snapshots = prof->snapshots;
	kept->snapshots_known = prof->snapshots_known;
	kept->inputs = prof->inputs;
	for (uint32_t st = 0; st < prof->ncount; st++) {
		const struct hotspot *h;

		if (!prof->count[st])
			continue;
		h = hotspots_of_stack(hs, st);
		if (h && h->cls == RC_IDLE)
			dropped += prof->count[st];
		else
			profile_add(kept, st, prof->count[st]);
	}
	for (size_t i = 0; i < o->f.tl.n; i++)
		if (kept_stack(o->f.tl.s[i].stack, kept))
			o->f.tl.s[n++] = o->f.tl.s[i];
	o->f.tl.n = n;
	thread_samples_keep(&o->f.tl.ts, kept_stack, kept);
	return dropped;
}

/* the lock graph, on the profile's stackset: a caller may start the
 * outopt before it sets the profile up (pmp -p compiles --threads before
 * it touches the target) */
static struct lockgraph *
graph(struct outopt *o)
{
	o->f.graph.ss = o->f.prof->ss;
	return &o->f.graph;
}

/* the same for the statements */
static struct sqlprof *
sqlp(struct outopt *o)
{
	o->f.sql.ss = o->f.prof->ss;
	return &o->f.sql;
}

/* a thread of the lock graph, with its statement's label (0: none) */
static void
graph_thread(struct outopt *o, const struct sample *s, uint32_t full, uint32_t st,
	     uint32_t stmt)
{
	lockgraph_snapshot_time(graph(o), s->time);
	lockgraph_thread(graph(o), s->tid, s->tcb, full, st, s->futex);
	if (stmt)
		lockgraph_thread_statement(graph(o), stmt);
}

/* the frame above the stack that --sql puts: the statement's label */
static uint32_t
sql_frame(struct outopt *o, uint32_t stmt)
{
	struct frame f = { .flags = FRAME_LABEL };

	f.name = f.ptpmp = stmt;
	return stackset_frame(o->f.prof->ss, &f);
}

/*
 * pprof's pcs of a sample's n frames, root first (wh: the innermost n of
 * the sample's, or NULL; root: frames put above them): id + 1
 * in tl.pcs, or 0 when none is known
 */
static uint32_t
sample_pcs(struct outopt *o, const uint32_t *wh, uint32_t n, uint32_t root)
{
	uint32_t *v;
	bool any = false;

	if (!wh)
		return 0;
	for (uint32_t i = 0; i < n && !any; i++)
		any = wh[i] != 0;
	if (!any)
		return 0;
	ALLOC_GROW(o->f.pcbuf, n + root, o->f.apcbuf);
	v = o->f.pcbuf;
	for (uint32_t i = 0; i < root; i++)
		*v++ = 0;
	memcpy(v, wh, n * sizeof(*wh));
	return idseq_intern(&o->f.tl.pcs, o->f.pcbuf, n + root) + 1;
}

/*
 * pprof needs each sample's stack and thread, not its order: merge the
 * samples of one stack and thread (and tid) into one, so that the
 * timeline grows with those pairs, not with the samples (pmp -p for an
 * hour). Called when it has doubled since the last time.
 */
static void
timeline_merge(struct outopt *o)
{
	struct timeline *tl = &o->f.tl;

	tl->n = timeline_samples_merge(tl->s, tl->n);
	tl->ordered = false;
	o->f.merge_at = 2 * tl->n + 4096;
}

static void
filter_sample(struct sink *sk, const struct sample *s)
{
	struct outopt *o = container_of(sk, struct outopt, f.sink);
	struct stackset *ss = o->f.prof->ss;
	const uint32_t *fr = s->frames, *wh = s->wheres;
	uint32_t n = s->n, st, root = 0, top[2];
	/* its statement's label, once: the lock graph, --sql and the
	 * statements per stack all take it */
	uint32_t stmt = s->sql ? sqlprof_label(ss, s->sql) : 0;
	/* the whole stack, for the lock graph */
	uint32_t full = s->lock_words ? stackset_stack(ss, s->frames, s->n) : LG_NO_STACK;

	if (o->f.threads_re) {
		if (!s->thread) {
			o->f.unnamed_dropped++;
			return;
		}
		o->f.named++;
		if (pcre2_match(o->f.threads_re, (PCRE2_SPTR)s->thread,
				PCRE2_ZERO_TERMINATED, 0, 0, o->f.md, NULL) < 0) {
			if (s->lock_words)
				graph_thread(o, s, full, LG_NO_STACK, stmt);
			sqlprof_sample(sqlp(o), s->tid, s->sql, stmt, SQLPROF_NO_STACK, full,
				       s->count);
			return;
		}
	}
	if (o->depth && n > o->depth) {	/* keep the innermost frames */
		uint32_t keep = (uint32_t)o->depth;
		struct frame f;

		/* the recorded call is no function: it does not count */
		stackset_frame_get(ss, fr[n - 1], &f);
		if ((f.flags & FRAME_PSEUDO) && keep < n)
			keep++;
		fr += n - keep;
		if (wh)
			wh += n - keep;
		n = keep;
	}
	if (o->root != ROOT_NONE && (s->thread || o->root != ROOT_NAME)) {
		struct frame f = { 0 };
		struct strbuf *sb = &o->f.rootname;

		/* stackcollapse-perf.pl's process name, "-PID", "-PID/TID" */
		strbuf_reset(sb);
		strbuf_adds(sb, s->thread ? s->thread : "??");
		if (o->root != ROOT_NAME) {
			if (s->pid)
				strbuf_addf(sb, "-%ld", s->pid);
			else
				strbuf_adds(sb, "-?");
		}
		if (o->root == ROOT_TID)
			strbuf_addf(sb, "/%ld", s->tid);
		f.name = f.ptpmp = stackset_str(ss, sb->buf, sb->len);
		top[root++] = stackset_frame(ss, &f);
	}
	if (o->sql_frame && stmt)
		top[root++] = sql_frame(o, stmt);
	if (root) {
		ALLOC_GROW(o->f.buf, n + root, o->f.abuf);
		memcpy(o->f.buf, top, root * sizeof(*top));
		memcpy(o->f.buf + root, fr, n * sizeof(*fr));
		fr = o->f.buf;
		n += root;
	}
	st = stackset_stack(ss, fr, n);
	profile_add(o->f.prof, st, s->count);
	o->f.sink.total = o->f.prof->samples;
	if (s->lock_words)
		graph_thread(o, s, full, st, stmt);
	sqlprof_sample(sqlp(o), s->tid, s->sql, stmt, st,
		       full != LG_NO_STACK ? full : stackset_stack(ss, s->frames, s->n), s->count);
	if (records_timeline(o) && o->oo.fmt == OUT_SPEEDSCOPE) {
		thread_samples_add(&o->f.tl.ts, s->tid,
				   s->thread ? stackset_str(ss, s->thread, strlen(s->thread)) : 0,
				   st, s->count, s->time, o->f.snapshots);
	} else if (records_timeline(o)) {
		struct timeline *tl = &o->f.tl;

		ALLOC_GROW(tl->s, tl->n + 1, tl->alloc);
		tl->s[tl->n++] = (struct timeline_sample){
			.stack = st, .snapshot = o->f.snapshots, .tid = s->tid,
			.count = s->count, .time = s->time,
			.thread = s->thread ? stackset_str(ss, s->thread, strlen(s->thread)) : 0,
		};
		tl->s[tl->n - 1].pcs = sample_pcs(o, wh, n - root, root);
		if (!o->oo.tid_label)	/* a label only with --tid */
			tl->s[tl->n - 1].tid = 0;
		if (tl->n >= o->f.merge_at)
			timeline_merge(o);
	}
}

/* a raw capture's module, once per path and build-id: pprof's mappings */
static void
filter_module(struct sink *sk, uint64_t start, uint64_t end, const char *buildid,
	      const char *path)
{
	struct outopt *o = container_of(sk, struct outopt, f.sink);

	for (size_t i = 0; i < o->f.nmods; i++)
		if (!strcmp(o->f.mods[i].path, path) &&
		    !strcmp(o->f.mods[i].buildid ? o->f.mods[i].buildid : "", buildid ? buildid : ""))
			return;
	ALLOC_GROW(o->f.mods, o->f.nmods + 1, o->f.amods);
	o->f.mods[o->f.nmods++] = (struct output_module){
		.path = xstrdup(path), .buildid = buildid ? xstrdup(buildid) : NULL,
		.size = end - start,
	};
}

static void
filter_server_var(struct sink *sk, const char *name, double value)
{
	struct outopt *o = container_of(sk, struct outopt, f.sink);

	if (!strcmp(name, SQL_FATAL_WAIT_VAR))
		o->f.fatal_wait = value;
}

static void
filter_snapshot_end(struct sink *sk)
{
	struct outopt *o = container_of(sk, struct outopt, f.sink);

	o->f.prof->snapshots++;
	o->f.snapshots++;
	lockgraph_snapshot_end(graph(o));
	sqlprof_snapshot_end(sqlp(o));
}

const char *
outopt_save(struct outopt *o, const char *save)
{
	const char *raw = o->raw_path;

	if (!raw)
		return save;
	if (save && strcmp(save, raw))
		die(EXIT_USAGE, "-o '%s' is a raw capture, and so is --save '%s': give "
		    "one of them, or --format for -o", raw, save);
	o->raw_path = NULL;
	o->outpath = NULL;	/* the report goes to standard output */
	return raw;
}

void
outopt_start(struct outopt *o, struct profile *prof)
{
	if (o->raw_path)
		die(EXIT_USAGE, "-o '%s': only pmp -p and pmp --core write raw captures "
		    "(--save); give --format to write another format under that name",
		    o->raw_path);
	if (o->oo.fmt == OUT_PPROF && !o->outpath && !o->to && isatty(STDOUT_FILENO))
		die(EXIT_USAGE, "--format pprof writes gzipped binary data: use -o FILE "
		    "or redirect the output");
	if (o->threads) {
		int err;
		PCRE2_SIZE off;

		o->f.threads_re = pcre2_compile((PCRE2_SPTR)o->threads, PCRE2_ZERO_TERMINATED,
					      0, &err, &off, NULL);
		if (!o->f.threads_re) {
			PCRE2_UCHAR msg[256];

			pcre2_get_error_message(err, msg, sizeof(msg));
			die(EXIT_USAGE, "--threads '%s': %s at offset %zu", o->threads,
			    (char *)msg, (size_t)off);
		}
		o->f.md = pcre2_match_data_create_from_pattern(o->f.threads_re, NULL);
	}
	o->oo.tid_label = o->root == ROOT_TID;
	o->f.merge_at = 4096;
	o->f.prof = prof;
	strbuf_init(&o->f.rootname);
	lockgraph_init(&o->f.graph, prof->ss);
	sqlprof_init(&o->f.sql, prof->ss);
	o->f.started = true;
	o->f.sink.sample = filter_sample;
	o->f.sink.snapshot_end = filter_snapshot_end;
	o->f.sink.server_var = filter_server_var;
	if (o->oo.fmt == OUT_PPROF) {
		o->f.sink.module = filter_module;
		/* a location per pc, where the input knows them */
		o->f.sink.wheres = true;
		idseq_init(&o->f.tl.pcs);
	}
}

/* the rule verdicts of prof into hs (*have_hs), given to d; with
 * --no-idle, prof without the idle threads into kept (*have_kept) and
 * the verdicts of kept, the shares of what is shown */
static void
outopt_rules(struct outopt *o, struct profile *prof, struct ruleset *rs,
	     struct output_data *d, struct hotspots *hs, bool *have_hs,
	     struct profile *kept, bool *have_kept)
{
	hotspots_build_locks(hs, rs, prof, d->locks);
	*have_hs = true;
	if (outopt_hides_idle(o)) {
		d->idle_left_out = drop_idle(o, prof, hs, kept);
		d->idle_left = d->idle_left_out > 0;
		*have_kept = true;
		/* the verdicts of what is shown: shares of the rest */
		hotspots_release(hs);
		*have_hs = false;
		if (kept->samples) {
			hotspots_build_locks(hs, rs, kept, d->locks);
			*have_hs = true;
		}
	}
	if (*have_hs)
		d->hotspots = hs;
	d->rules = rs;
}

int
outopt_write(struct outopt *o, struct profile *prof, struct ruleset *rs,
	     const struct output_data *given)
{
	struct output_data d = *given;
	struct output_opts oo = o->oo;
	struct hotspots hs;
	struct profile kept;
	bool have_hs = false, have_kept = false;
	FILE *out = o->to ? o->to : stdout;
	struct outfile of = { 0 };
	int r = 0;

	lockgraph_finish(graph(o));
	if (lockgraph_any(&o->f.graph)) {
		d.locks = &o->f.graph;
		lockgraph_warn_deadlocks(&o->f.graph);
	}
	sqlprof_finish(sqlp(o));
	if (sqlprof_any(&o->f.sql))
		d.sql = &o->f.sql;
	if (o->idle == IDLE_HIDE && !(rs && rs->n))
		warning_msg("--no-idle: no rules are loaded, so no thread is known to be "
			    "idle: nothing is left out");
	if (rs && rs->n && prof->samples)
		outopt_rules(o, prof, rs, &d, &hs, &have_hs, &kept, &have_kept);
	d.fatal_wait = o->f.fatal_wait;
	if (d.locks && d.fatal_wait > 0)
		output_warn_fatal_waits(&d);
	d.timeline = records_timeline(o) ? &o->f.tl : NULL;
	d.modules = o->f.mods;
	d.nmodules = o->f.nmods;
	/* -o FILE: written aside and renamed into place when complete
	 * (lib/outfile.h); a failed write leaves an existing FILE as it was */
	if (o->outpath && !o->to) {
		if (outfile_open(&of, o->outpath, 0) < 0) {
			r = -1;
			goto out;
		}
		out = of.f;
		oo.path = o->outpath;
	}
	if (output_write(out, have_kept ? &kept : prof, &oo, &d) < 0)
		r = -1;
	if (o->outpath && !o->to && (r < 0 || outfile_commit(&of) < 0))
		r = -1;
	outfile_release(&of);
out:
	if (have_hs)
		hotspots_release(&hs);
	if (have_kept)
		profile_release(&kept);
	return r;
}

void
outopt_release(struct outopt *o)
{
	if (o->f.started) {
		lockgraph_release(&o->f.graph);
		sqlprof_release(&o->f.sql);
	}
	free(o->f.buf);
	free(o->f.tl.s);
	thread_samples_release(&o->f.tl.ts);
	idseq_release(&o->f.tl.pcs);
	free(o->f.pcbuf);
	for (size_t i = 0; i < o->f.nmods; i++) {
		free(o->f.mods[i].path);
		free(o->f.mods[i].buildid);
	}
	free(o->f.mods);
	strbuf_release(&o->f.rootname);
	if (o->f.md)
		pcre2_match_data_free(o->f.md);
	if (o->f.threads_re)
		pcre2_code_free(o->f.threads_re);
}

struct sink *
outopt_sink(struct outopt *o)
{
	return &o->f.sink;
}

bool
outopt_filters_threads(const struct outopt *o)
{
	return o->threads != NULL;
}

void
outopt_input_done(struct outopt *o, const char *name, enum input_format fmt)
{
	if (o->f.threads_re && o->f.unnamed_dropped && !o->f.named)
		warning_msg("%s: the input has no thread names, so --threads "
			    "dropped all of it", name);
	o->f.named = o->f.unnamed_dropped = 0;
	/* per-thread samples in time order: not in aggregated files */
	if (fmt == IN_PTPMP || fmt == IN_FOLDED)
		o->f.tl.ordered = false;
}
