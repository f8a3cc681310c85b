/* SPDX-License-Identifier: MIT */
/*
 * cmd.h - the commands of pmp, and the one table main.c dispatches with.
 *
 * Command code is everything in pmp/cmd/: option parsing, --help and
 * the exit codes (lib/util.h); the die() rule is in docs/HACKING.md.
 * Each command returns its exit code.
 */
#ifndef PMP_CMD_H
#define PMP_CMD_H

/* `pmp aggregate [options] FILE...`: saved stacks into reports */
int cmd_aggregate(int argc, char **argv);
/* `pmp diff [options] BEFORE AFTER`: what changed between two profiles */
int cmd_diff(int argc, char **argv);
/* `pmp rules check|explain|list ...` */
int cmd_rules(int argc, char **argv);
/* `pmp -p PID ...`, the live sampler */
int cmd_live(int argc, char **argv);
/* `pmp --core FILE ...`, the stacks of a core dump */
int cmd_core(int argc, char **argv);
/* `pmp top -p PID`, the live terminal view */
int cmd_top(int argc, char **argv);
/* `pmp serve`, continuous sampling for Prometheus and pprof scrapers */
int cmd_serve(int argc, char **argv);
/* `pmp dump -p PID`, one snapshot thread by thread */
int cmd_dump(int argc, char **argv);
/* `pmp stalk -p PID -d DIR`, incidents caught as they happen */
int cmd_stalk(int argc, char **argv);

/* the report `pmp aggregate -o OUT PATHS` writes, of raw captures, with
 * the rules rs (a struct ruleset, loaded), its inputs named shown[]: pmp
 * stalk's and pmp serve's incidents (a stalker_report_fn, stalker.h).
 * 0, or -1 (reported) */
int report_files(void *rs, const char *const *paths, const char *const *shown, size_t n,
		 const char *out);

/*
 * One entry per command, in the order `pmp --help` lists them. A command
 * named by a word (`pmp aggregate ...`) is given argv from that word on.
 * One named by an option (`--core`) is looked for among the options,
 * which may come before it, and is given the whole argv; the entry with
 * no name is the default when the first argument is an option (`pmp -p
 * PID`).
 */
struct command {
	const char *name;	/* "aggregate", "--core", or NULL */
	int (*run)(int argc, char **argv);
	const char *synopsis;	/* after "pmp " in the usage */
	const char *help;	/* one line */
};

extern const struct command commands[];

#endif
