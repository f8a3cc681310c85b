/* SPDX-License-Identifier: MIT */
/*
 * stalk_opt.c - the incident options (stalk_opt.h).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "live_cli.h"
#include "stalk_opt.h"
#include "util.h"

static const char *const default_triggers[] = { "deadlock", "wait>=5" };

void
stalk_opt_init(struct stalk_opt *o)
{
	memset(o, 0, sizeof(*o));
	o->so.fast = 0.1;
	o->so.before = 30;
	o->so.after = 10;
	o->so.cooldown = 300;
	o->so.max_per_hour = 6;
	o->so.max_bytes = 1ull << 30;
	o->so.min_free = 10;
}

/* "1G", "200M", "4096": bytes */
static uint64_t
size_arg(const char *opt, const char *arg)
{
	char *end;
	double v = strtod(arg, &end);
	double mult = 1;

	if (end != arg && *end && !end[1]) {
		switch (*end) {
		case 'k': case 'K': mult = 1024.0; end++; break;
		case 'm': case 'M': mult = 1024.0 * 1024; end++; break;
		case 'g': case 'G': mult = 1024.0 * 1024 * 1024; end++; break;
		}
	}
	if (end == arg || *end || !isfinite(v) || v < 0 || v * mult > 1e15)
		die(EXIT_USAGE, "%s needs a size (4096, 200M, 1G), not '%s'", opt, arg);
	return (uint64_t)(v * mult);
}

int
stalk_opt_parse(struct stalk_opt *o, int opt, const char *arg)
{
	unsigned long v;
	double d;

	switch (opt) {
	case OPT_STALK_TRIGGER:
		ALLOC_GROW(o->specs, o->nspecs + 1, o->aspecs);
		o->specs[o->nspecs++] = arg;
		return 1;
	case OPT_STALK_FAST: o->so.fast = live_cli_secs("--fast", arg, 0.01, 3600); return 1;
	case OPT_STALK_BEFORE: o->so.before = live_cli_secs("--before", arg, 0, 3600); return 1;
	case OPT_STALK_AFTER: o->so.after = live_cli_secs("--after", arg, 0, 3600); return 1;
	case OPT_STALK_COOLDOWN:
		o->so.cooldown = live_cli_secs("--cooldown", arg, 0, LIVE_SECS_MAX);
		return 1;
	case OPT_STALK_MAX_PER_HOUR:
		if (parse_ulong(arg, &v) < 0 || v < 1 || v > 3600)
			die(EXIT_USAGE, "--max-per-hour needs a number from 1 to 3600, not '%s'",
			    arg);
		o->so.max_per_hour = v;
		return 1;
	case OPT_STALK_MAX_BYTES: o->so.max_bytes = size_arg("--max-bytes", arg); return 1;
	case OPT_STALK_MIN_FREE:
		if (parse_double(arg, &d) < 0 || d < 0 || d > 99)
			die(EXIT_USAGE, "--min-free needs a per cent from 0 to 99, not '%s'", arg);
		o->so.min_free = d;
		return 1;
	}
	return 0;
}

void
stalk_opt_finish(struct stalk_opt *o, double interval)
{
	const char *const *specs = o->nspecs ? o->specs : default_triggers;
	size_t n = o->nspecs ? o->nspecs : sizeof(default_triggers) / sizeof(default_triggers[0]);

	if (o->so.fast > interval)
		die(EXIT_USAGE, "--fast (%g s) is slower than -s (%g s)", o->so.fast, interval);
	if (stalker_ring_cap(&o->so, interval) > 1000000)
		die(EXIT_USAGE, "--before / -s and --after / --fast make more than a million "
		    "snapshots");
	o->trig = xcalloc(n, sizeof(*o->trig));
	for (size_t i = 0; i < n; i++) {
		char err[256];

		if (trigger_parse(&o->trig[i], specs[i], err, sizeof(err)) < 0)
			die(EXIT_USAGE, "--trigger '%s': %s (docs/stalk.md)", specs[i], err);
		o->ntrig++;
	}
	o->so.trig = o->trig;
	o->so.ntrig = o->ntrig;
}

bool
stalk_opt_needs_status(const struct stalk_opt *o)
{
	for (size_t i = 0; i < o->ntrig; i++)
		if (trigger_needs_status(&o->trig[i]))
			return true;
	return false;
}

void
stalk_opt_release(struct stalk_opt *o)
{
	for (size_t i = 0; i < o->ntrig; i++)
		trigger_release(&o->trig[i]);
	free(o->trig);
	free(o->specs);
	memset(o, 0, sizeof(*o));
}
