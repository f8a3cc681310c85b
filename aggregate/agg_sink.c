/* SPDX-License-Identifier: MIT */
/*
 * agg_sink.c - the sink, output options and output step shared by
 * `pmp aggregate` and `pmp --core`; see agg_sink.h.
 */
#include "agg_sink.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "hotspots.h"
#include "util.h"

static void
agg_sample(struct sink *sk, const struct sample *s)
{
	struct agg_sink *a = (struct agg_sink *)sk;
	struct stackset *ss = a->prof->ss;
	const uint32_t *fr = s->frames;
	uint32_t n = s->n, st;

	if (a->threads_re) {
		int r;

		if (!s->thread) {
			a->unnamed_dropped++;
			return;
		}
		a->named++;
		r = pcre2_match(a->threads_re, (PCRE2_SPTR)s->thread,
				PCRE2_ZERO_TERMINATED, 0, 0, a->md, NULL);
		if (r < 0)
			return;
	}
	if (a->depth && n > a->depth) {	/* keep the innermost frames */
		fr += n - a->depth;
		n = a->depth;
	}
	if (a->thread_names && (s->thread || a->root != ROOT_NAME)) {
		struct frame f = { 0 };
		struct strbuf *sb = &a->rootname;

		/* stackcollapse-perf.pl's process name, "-PID", "-PID/TID" */
		strbuf_reset(sb);
		strbuf_adds(sb, s->thread ? s->thread : "??");
		if (a->root != ROOT_NAME) {
			if (s->pid)
				strbuf_addf(sb, "-%ld", s->pid);
			else
				strbuf_adds(sb, "-?");
		}
		if (a->root == ROOT_TID)
			strbuf_addf(sb, "/%ld", s->tid);
		ALLOC_GROW(a->buf, n + 1, a->abuf);
		f.name = f.ptpmp = stackset_str(ss, sb->buf, sb->len);
		a->buf[0] = stackset_frame(ss, &f);
		memcpy(a->buf + 1, fr, n * sizeof(*fr));
		fr = a->buf;
		n++;
	}
	st = stackset_stack(ss, fr, n);
	profile_add(a->prof, st, s->count);
	if (a->timeline) {
		struct timeline *tl = a->timeline;

		ALLOC_GROW(tl->s, tl->n + 1, tl->alloc);
		tl->s[tl->n++] = (struct timeline_sample){
			.stack = st, .snapshot = a->snapshots, .tid = s->tid,
			.count = s->count,
			.thread = s->thread ? stackset_str(ss, s->thread, strlen(s->thread)) : 0,
		};
	}
}

static void
agg_snapshot_end(struct sink *sk)
{
	((struct agg_sink *)sk)->prof->snapshots++;
	((struct agg_sink *)sk)->snapshots++;
}

static unsigned long
num_arg(const char *opt, const char *arg)
{
	unsigned long v;

	if (parse_ulong(arg, &v) < 0)
		die(EXIT_USAGE, "option '%s' needs a non-negative integer, not '%s'",
		    opt, arg);
	return v;
}

void
agg_sink_init(struct agg_sink *a, struct agg_opts *ao)
{
	memset(a, 0, sizeof(*a));
	a->sink.sample = agg_sample;
	a->sink.snapshot_end = agg_snapshot_end;
	strbuf_init(&a->rootname);
	memset(ao, 0, sizeof(*ao));
	ao->oo.fmt = OUT_REPORT;
	ao->oo.names = NAME_SHORT;
	ao->tl.ordered = true;
}

int
agg_opt_parse(struct agg_opts *ao, struct agg_sink *a, int c, const char *arg)
{
	struct output_opts *oo = &ao->oo;

	switch (c) {
	case 'f':
		if (output_format_parse(arg, &oo->fmt) < 0)
			die(EXIT_USAGE, "unknown output format '%s' (report, ptpmp, "
			    "folded, tree, flat, json, svg, speedscope, pprof)", arg);
		return 1;
	case 'o': ao->outpath = arg; return 1;
	case 't': oo->top = num_arg("--top", arg); return 1;
	case 'l': a->depth = num_arg("-l", arg); return 1;
	case OPT_AGG_THREADS: ao->threads = arg; return 1;
	case OPT_AGG_FULL_NAMES: oo->names = NAME_FULL; return 1;
	case OPT_AGG_THREAD_NAMES: a->thread_names = true; return 1;
	case OPT_AGG_MIN_SHARE:
		if (parse_double(arg, &oo->min_share) < 0 || oo->min_share > 100)
			die(EXIT_USAGE, "--min-share needs a percentage, not '%s'", arg);
		return 1;
	case OPT_AGG_INVERT: oo->invert = true; return 1;
	case OPT_AGG_TID:
		a->thread_names = true;
		a->root = ROOT_TID;
		return 1;
	case OPT_AGG_PID:
		a->thread_names = true;
		if (a->root != ROOT_TID)
			a->root = ROOT_PID;
		return 1;
	case OPT_AGG_ANNOTATE: oo->annotate = true; return 1;
	case OPT_AGG_ICICLE: oo->icicle = true; return 1;
	default:
		return 0;
	}
}

void
agg_sink_setup(struct agg_sink *a, struct agg_opts *ao, struct profile *prof)
{
	if (ao->oo.fmt == OUT_PPROF && !ao->outpath && isatty(STDOUT_FILENO))
		die(EXIT_USAGE, "--format pprof writes gzipped binary data: use -o FILE "
		    "or redirect the output");
	if (ao->threads) {
		int err;
		PCRE2_SIZE off;

		a->threads_re = pcre2_compile((PCRE2_SPTR)ao->threads,
					      PCRE2_ZERO_TERMINATED, 0, &err, &off, NULL);
		if (!a->threads_re) {
			PCRE2_UCHAR msg[256];

			pcre2_get_error_message(err, msg, sizeof(msg));
			die(EXIT_USAGE, "--threads '%s': %s at offset %zu", ao->threads,
			    (char *)msg, (size_t)off);
		}
		a->md = pcre2_match_data_create_from_pattern(a->threads_re, NULL);
	}
	if (ao->oo.fmt == OUT_SPEEDSCOPE) {
		a->timeline = &ao->tl;
		ao->oo.timeline = &ao->tl;
	}
	a->prof = prof;
}

void
agg_sink_release(struct agg_sink *a, struct agg_opts *ao)
{
	free(a->buf);
	free(ao->tl.s);
	strbuf_release(&a->rootname);
	if (a->md)
		pcre2_match_data_free(a->md);
	if (a->threads_re)
		pcre2_code_free(a->threads_re);
}

int
agg_write(struct profile *prof, struct agg_opts *ao, struct ruleset *rs)
{
	struct hotspots hs;
	bool have_hs = false;
	FILE *out = stdout;
	int r = 0;

	if (rs->n) {
		hotspots_build(&hs, rs, prof);
		have_hs = true;
		ao->oo.hotspots = &hs;
		ao->oo.rules = rs;
	}
	if (ao->outpath && !(out = fopen(ao->outpath, "w"))) {
		r = error_msg("cannot write '%s': %s", ao->outpath, strerror(errno));
		goto out;
	}
	if (output_write(out, prof, &ao->oo) < 0)
		r = -1;
	if (ao->outpath && fclose(out) != 0)
		r = error_msg("cannot write '%s': %s", ao->outpath, strerror(errno));
out:
	ao->oo.hotspots = NULL;
	ao->oo.rules = NULL;
	if (have_hs)
		hotspots_release(&hs);
	return r;
}
