/* SPDX-License-Identifier: MIT */
/*
 * main.c - the pmp command: the table of commands (cmd.h), and dispatch.
 * No logic here.
 */
#include <gnu/libc-version.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "cmd.h"
#include "offline.h"
#include "outfile.h"
#include "util.h"

/* the Makefile passes both: tools/version's (or the Debian package's)
 * version, and the PRETTY_NAME of the system it was built on */
#ifndef PMP_VERSION
#define PMP_VERSION "unknown"
#endif
#ifndef PMP_BUILT_ON
#define PMP_BUILT_ON "an unknown system"
#endif

const struct command commands[] = {
	{ NULL, cmd_live, "-p PID|NAME [options]",
	  "sample the stacks of a running process" },
	{ "top", cmd_top, "top -p PID [options]",
	  "a live view of its hotspots, stacks, threads" },
	{ "serve", cmd_serve, "serve -p PID [options]",
	  "serve its lock waits and profiles over HTTP" },
	{ "dump", cmd_dump, "dump -p PID [options]",
	  "one snapshot, thread by thread, with its locks" },
	{ "stalk", cmd_stalk, "stalk -p PID -d DIR [options]",
	  "catch incidents: the seconds before and after" },
	{ "--core", cmd_core, "--core FILE [--exe BINARY]",
	  "the stacks of a core dump (crash, gcore)" },
	{ "aggregate", cmd_aggregate, "aggregate [options] FILE...",
	  "aggregate saved stacks into reports" },
	{ "diff", cmd_diff, "diff [options] BEFORE AFTER",
	  "what changed between two profiles" },
	{ "rules", cmd_rules, "rules check|explain|list ...",
	  "validate rule packs, explain a stack" },
	{ NULL, NULL, NULL, NULL }
};

static void
usage(FILE *f)
{
	for (const struct command *c = commands; c->run; c++)
		fprintf(f, "%s pmp %-29s  %s\n", c == commands ? "usage:" : "      ",
			c->synopsis, c->help);
	fputs("       pmp --version | --help\n"
	      "\n"
	      "pmp is a poor man's profiler and lock-contention analyzer for MariaDB.\n"
	      "'pmp aggregate --help' lists the options. See pmp(1).\n"
	      "\n"
	      "Exit status: 0 success; 1 partial results; 2 bad input or fatal error;\n"
	      "64 usage error.\n", f);
}

#ifdef __clang__
#define PMP_CC "clang " __clang_version__
#else
#define PMP_CC "gcc " __VERSION__
#endif
#define PMP_STR_(x) #x
#define PMP_STR(x) PMP_STR_(x)

/* which pmp, and for which release: a package built for one Debian
 * release and run on another says so (the glibc it runs with) */
static void
version(FILE *f)
{
	fprintf(f, "pmp %s\n"
		"built on %s with glibc %s, %s\n"
		"running with glibc %s\n",
		PMP_VERSION, PMP_BUILT_ON,
		PMP_STR(__GLIBC__) "." PMP_STR(__GLIBC_MINOR__), PMP_CC,
		gnu_get_libc_version());
}

/* the command an option names ("--core" or "--core=FILE"), before "--" */
static bool
option_given(int argc, char **argv, const char *name)
{
	size_t n = strlen(name);

	for (int i = 1; i < argc && strcmp(argv[i], "--"); i++)
		if (!strncmp(argv[i], name, n) && (!argv[i][n] || argv[i][n] == '='))
			return true;
	return false;
}

static int
dispatch(int argc, char **argv)
{
	const struct command *c, *dflt = NULL;

	/* raw captures read by aggregate and diff are named again by
	 * pmp/offline/offline.c: aggregate/ only defines the hook */
	raw_namer_new = offline_namer_new;
	if (argc < 2) {
		usage(stderr);
		return EXIT_USAGE;
	}
	if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") ||
	    !strcmp(argv[1], "help")) {
		usage(stdout);
		return EXIT_OK;
	}
	if (!strcmp(argv[1], "--version") || !strcmp(argv[1], "-V")) {
		version(stdout);
		return EXIT_OK;
	}
	/* `pmp --core FILE ...` and live sampling, `pmp -p PID ...`: options
	 * may come before --core or -p */
	for (c = commands; c->run; c++) {
		if (!c->name)
			dflt = c;
		else if (c->name[0] != '-' && !strcmp(argv[1], c->name))
			return c->run(argc - 1, argv + 1);
		else if (c->name[0] == '-' && argv[1][0] == '-' && option_given(argc, argv, c->name))
			return c->run(argc, argv);
	}
	if (argv[1][0] == '-' && dflt)
		return dflt->run(argc, argv);
	usage(stderr);
	die(EXIT_USAGE, "unknown command '%s'", argv[1]);
}

int
main(int argc, char **argv)
{
	/* a file or a pipe: one buffer for the texts pmp prints at once
	 * (--help is over 4 KiB), so that a failed write is seen when it is
	 * flushed below, with its errno (ENOSPC), not in the middle of an
	 * fputs() that leaves only the stream's error flag. Static: glibc
	 * ignores the size without a buffer, and stdout outlives main() */
	static char outbuf[1 << 16];
	int rc;

	if (!isatty(STDOUT_FILENO))
		setvbuf(stdout, outbuf, _IOFBF, sizeof(outbuf));
	rc = dispatch(argc, argv);

	/* what went to stdout must have been written: `pmp --help >/dev/full`
	 * and `pmp rules list` to a full disk fail. A run that failed already
	 * said why (output_write() checks its stream) */
	if ((rc == EXIT_OK || rc == EXIT_PARTIAL) && outfile_close_stdout() < 0)
		rc = EXIT_BAD;
	return rc;
}
