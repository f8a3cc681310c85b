/* SPDX-License-Identifier: MIT */
/*
 * stalk_opt.h - the incident options `pmp stalk` and `pmp serve
 * --incidents` share (--trigger, --fast, --before, --after, --cooldown,
 * --max-per-hour, --max-bytes, --min-free), into the stalker's options
 * (pmp/stalk/stalker.h). Command code: a bad value or trigger dies with
 * EXIT_USAGE, saying where.
 */
#ifndef PMP_STALK_OPT_H
#define PMP_STALK_OPT_H

#include <getopt.h>
#include <stdbool.h>

#include "stalker.h"
#include "trigger.h"

enum {
	OPT_STALK_TRIGGER = 1000, OPT_STALK_FAST, OPT_STALK_BEFORE, OPT_STALK_AFTER,
	OPT_STALK_COOLDOWN, OPT_STALK_MAX_PER_HOUR, OPT_STALK_MAX_BYTES, OPT_STALK_MIN_FREE,
};

#define STALK_LONG_OPTIONS                                                     \
	{ "trigger", required_argument, NULL, OPT_STALK_TRIGGER },             \
	{ "fast", required_argument, NULL, OPT_STALK_FAST },                   \
	{ "before", required_argument, NULL, OPT_STALK_BEFORE },               \
	{ "after", required_argument, NULL, OPT_STALK_AFTER },                 \
	{ "cooldown", required_argument, NULL, OPT_STALK_COOLDOWN },           \
	{ "max-per-hour", required_argument, NULL, OPT_STALK_MAX_PER_HOUR },   \
	{ "max-bytes", required_argument, NULL, OPT_STALK_MAX_BYTES },         \
	{ "min-free", required_argument, NULL, OPT_STALK_MIN_FREE }

#define STALK_HELP                                                             \
"  -t, --trigger SPEC    when to write an incident (repeatable: any of them);\n" \
"                        default 'deadlock' and 'wait>=5'. SPEC is\n"         \
"                        COND[&COND...][,for=SECONDS], COND one of\n"         \
"                          lock[:NAME]>=N    N threads waiting on one lock\n" \
"                                            (NAME: a rule, lock or object)\n" \
"                          wait[:NAME]>=S    one wait seen for S seconds\n"   \
"                          running>=N        N threads running or runnable\n" \
"                          status:VAR>=N     Threads_running or\n"            \
"                                            Innodb_row_lock_current_waits\n" \
"                          deadlock          a cycle in the lock graph\n"     \
"      --fast SEC        the interval after a trigger (default 0.1)\n"        \
"      --before SEC      seconds kept before the trigger (default 30)\n"      \
"      --after SEC       seconds sampled after it (default 10)\n"             \
"      --cooldown SEC    no incident for SEC after one (default 300)\n"       \
"      --max-per-hour N  incidents in any hour, those in DIR too (default 6)\n" \
"      --max-bytes SIZE  all incidents in DIR together, the oldest removed\n" \
"                        first (default 1G; K, M, G)\n"                       \
"      --min-free PCT    per cent of DIR's filesystem kept free: below it\n"  \
"                        pmp does not start nor write (default 10)\n"

struct stalk_opt {
	struct stalker_opts so;		/* so.dir set by the command */
	const char **specs;		/* borrowed from argv */
	size_t nspecs, aspecs;
	struct trigger *trig;		/* owned, after stalk_opt_finish() */
	size_t ntrig;
};

void stalk_opt_init(struct stalk_opt *o);
/* 1 if opt was one of the options above (consumed), else 0 */
int stalk_opt_parse(struct stalk_opt *o, int opt, const char *arg);
/* after the command line, with -s's interval: check the combination and
 * parse the triggers (the defaults when none was given) */
void stalk_opt_finish(struct stalk_opt *o, double interval);
/* whether a trigger reads the server's status variables */
bool stalk_opt_needs_status(const struct stalk_opt *o);
void stalk_opt_release(struct stalk_opt *o);

#endif
