/* SPDX-License-Identifier: MIT */
/*
 * main.c - the pmp command: dispatch to subcommands. No logic here.
 */
#include <stdio.h>
#include <string.h>

#include "cmd.h"
#include "cmd_core.h"
#include "cmd_dump.h"
#include "cmd_live.h"
#include "cmd_serve.h"
#include "cmd_top.h"
#include "offline.h"
#include "outfile.h"
#include "util.h"

#ifndef PMP_VERSION
#define PMP_VERSION "0.1"
#endif

static const char usage_text[] =
"usage: pmp -p PID|NAME [options]        sample the stacks of a running process\n"
"       pmp top -p PID [options]         a live view of its hotspots, stacks,\n"
"                                         threads (keys; --batch for scripts)\n"
"       pmp serve -p PID [options]       serve its lock waits and profiles to\n"
"                                         Prometheus and pprof scrapers (HTTP)\n"
"       pmp dump -p PID [options]        one snapshot, thread by thread: names,\n"
"                                         states, system calls, locks, stacks\n"
"       pmp --core FILE [--exe BINARY]    the stacks of a core dump (crash, gcore)\n"
"       pmp aggregate [options] FILE...   aggregate saved stacks (gdb, eu-stack,\n"
"                                         pt-pmp, folded) into reports\n"
"       pmp diff [options] BEFORE AFTER    what changed between two profiles\n"
"       pmp rules check|explain|list ...   validate rule packs, explain a stack\n"
"       pmp --version | --help\n"
"\n"
"pmp is a poor man's profiler and lock-contention analyzer for MariaDB.\n"
"'pmp aggregate --help' lists the options. See pmp(1).\n"
"\n"
"Exit status: 0 success; 1 partial results; 2 bad input or fatal error;\n"
"64 usage error.\n";

static int
dispatch(int argc, char **argv)
{
	/* raw captures read by aggregate and diff are named again by
	 * pmp/offline.c: aggregate/ only defines the hook */
	raw_namer_new = offline_namer_new;
	if (argc < 2) {
		fputs(usage_text, stderr);
		return EXIT_USAGE;
	}
	if (!strcmp(argv[1], "aggregate"))
		return cmd_aggregate(argc - 1, argv + 1);
	if (!strcmp(argv[1], "rules"))
		return cmd_rules(argc - 1, argv + 1);
	if (!strcmp(argv[1], "top"))
		return cmd_top(argc - 1, argv + 1);
	if (!strcmp(argv[1], "serve"))
		return cmd_serve(argc - 1, argv + 1);
	if (!strcmp(argv[1], "dump"))
		return cmd_dump(argc - 1, argv + 1);
	if (!strcmp(argv[1], "diff"))
		return cmd_diff(argc - 1, argv + 1);
	if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") ||
	    !strcmp(argv[1], "help")) {
		fputs(usage_text, stdout);
		return EXIT_OK;
	}
	if (!strcmp(argv[1], "--version") || !strcmp(argv[1], "-V")) {
		printf("pmp %s\n", PMP_VERSION);
		return EXIT_OK;
	}
	/* `pmp --core FILE ...` and live sampling, `pmp -p PID ...`: options
	 * may come before --core or -p */
	if (argv[1][0] == '-') {
		for (int i = 1; i < argc && strcmp(argv[i], "--"); i++)
			if (!strcmp(argv[i], "--core") || !strncmp(argv[i], "--core=", 7))
				return cmd_core(argc, argv);
		return cmd_live(argc, argv);
	}
	fputs(usage_text, stderr);
	die(EXIT_USAGE, "unknown command '%s'", argv[1]);
}

int
main(int argc, char **argv)
{
	int rc = dispatch(argc, argv);

	/* what went to stdout must have been written: `pmp --help >/dev/full`
	 * and `pmp rules list` to a full disk fail. A run that failed already
	 * said why (output_write() checks its stream) */
	if ((rc == EXIT_OK || rc == EXIT_PARTIAL) && outfile_close_stdout() < 0)
		rc = EXIT_BAD;
	return rc;
}
