/* SPDX-License-Identifier: MIT */
/*
 * live_cli.h - the sampling options `pmp -p`, `pmp top`, `pmp dump` and
 * `pmp serve` share (-p, --stack-bytes, --max-pause, --unwinder,
 * --debug-dir, --no-skip-idle), into the options of a live session
 * (pmp/live/live.h). Command code: live_cli_*() die (EXIT_USAGE) on a bad
 * value.
 */
#ifndef PMP_LIVE_CLI_H
#define PMP_LIVE_CLI_H

#include <sys/types.h>

#include "live.h"

enum {
	OPT_LIVE_STACK_BYTES = 800, OPT_LIVE_MAX_PAUSE, OPT_LIVE_UNWINDER,
	OPT_LIVE_DEBUG_DIR, OPT_LIVE_NO_SKIP_IDLE, OPT_LIVE_NO_SQL,
	OPT_LIVE_NO_SQL_TEXT, OPT_LIVE_SOCKET, OPT_LIVE_DEFAULTS_FILE,
	OPT_LIVE_OWN_COST,
};

#define LIVE_LONG_OPTIONS                                                      \
	{ "stack-bytes", required_argument, NULL, OPT_LIVE_STACK_BYTES },      \
	{ "max-pause", required_argument, NULL, OPT_LIVE_MAX_PAUSE },          \
	{ "unwinder", required_argument, NULL, OPT_LIVE_UNWINDER },            \
	{ "debug-dir", required_argument, NULL, OPT_LIVE_DEBUG_DIR },          \
	{ "no-skip-idle", no_argument, NULL, OPT_LIVE_NO_SKIP_IDLE },          \
	{ "no-sql", no_argument, NULL, OPT_LIVE_NO_SQL },                      \
	{ "no-sql-text", no_argument, NULL, OPT_LIVE_NO_SQL_TEXT },            \
	{ "socket", required_argument, NULL, OPT_LIVE_SOCKET },                \
	{ "defaults-file", required_argument, NULL, OPT_LIVE_DEFAULTS_FILE },  \
	{ "own-cost", no_argument, NULL, OPT_LIVE_OWN_COST }

/* their help lines (pmp top's words; pmp -p and pmp top may use it too) */
#define LIVE_HELP                                                              \
"      --no-skip-idle    stop every thread in every snapshot; by default a\n"  \
"                        thread that has not run since its last copy is not\n" \
"                        stopped and its stack is reused\n"                     \
"      --stack-bytes N   stack bytes copied per thread (default 65536)\n"      \
"      --max-pause MS    bound on the stop of one snapshot (default 100;\n"    \
"                        also $PMP_MAX_PAUSE)\n"                               \
"      --unwinder NAME   libdw (default; also $PMP_UNWINDER) or libunwind\n"  \
"      --debug-dir DIR   look for separate debug files in DIR as well\n"      \
"      --own-cost        at the end, pmp's own CPU time per snapshot, phase\n" \
"                        by phase, on stderr\n"

/* the statements' options (pmp/sql/procsql.h) */
#define LIVE_SQL_HELP                                                          \
"      --no-sql          do not connect to the server for the statements of\n" \
"                        its threads (by default pmp reads the process list\n" \
"                        after each snapshot, on the server's own socket)\n" \
"      --no-sql-text     keep statement digests only, not their text\n"      \
"      --socket PATH     the server's Unix socket (default: the one it\n"     \
"                        listens on, from /proc)\n"                           \
"      --defaults-file F credentials for it from F alone (default: the usual\n" \
"                        option files' [client], else as the user pmp runs as)\n"

struct live_cli {
	pid_t pid;			/* -p, or 0 */
	struct live_opts lo;		/* lo.so points at so */
	struct symbolizer_opts so;
	const char *unwinder;		/* borrowed from argv or the environment */
};

/* the defaults, then $PMP_MAX_PAUSE and $PMP_UNWINDER */
void live_cli_init(struct live_cli *c);
/* 1 if opt was -p or one of LIVE_LONG_OPTIONS (consumed), else 0 */
int live_cli_parse(struct live_cli *c, int opt, const char *arg);
/*
 * After the option loop (getopt_long()'s optind) of a command that samples
 * one process: no operand left, a process given (-p; else usage goes to
 * stderr first), and not pmp itself. Dies (EXIT_USAGE) on the first that
 * fails.
 */
void live_cli_check(const struct live_cli *c, int argc, char **argv, const char *usage);
/* the same for pmp serve, where --comm NAME (comm, or NULL) may name the
 * process instead of -p */
void live_cli_check_comm(const struct live_cli *c, int argc, char **argv, const char *usage,
			 const char *comm);
/* a day: the longest interval, refresh or window of pmp top and serve */
#define LIVE_SECS_MAX 86400.0
/*
 * A number of seconds from min to max for option opt (-s, --window, ...
 * of pmp top and pmp serve): dies (EXIT_USAGE) on anything else, with
 * the range in the message
 */
double live_cli_secs(const char *opt, const char *arg, double min, double max);
/* the unwinder named by --unwinder or $PMP_UNWINDER (libdw by default) */
const struct unwinder *live_cli_unwinder(const struct live_cli *c);

#endif
