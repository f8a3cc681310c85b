/* SPDX-License-Identifier: MIT */
/*
 * live_cli.c - the sampling options the live commands share; see
 * live_cli.h.
 */
#include "live_cli.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "outopt.h"
#include "path_opt.h"
#include "proc.h"
#include "util.h"

/* range: "between 1 and 60000 ms", for the message */
static unsigned long
range_arg(const char *opt, const char *arg, unsigned long min, unsigned long max,
	  const char *range)
{
	unsigned long v = outopt_ulong(opt, arg);

	if (v < min || v > max)
		die(EXIT_USAGE, "%s must be %s", opt, range);
	return v;
}

double
live_cli_secs(const char *opt, const char *arg, double min, double max)
{
	double v;

	if (parse_double(arg, &v) < 0 || v < min || v > max)
		die(EXIT_USAGE, "%s needs seconds (%g to %g), not '%s'", opt, min, max, arg);
	return v;
}

/*
 * -p NAME: the one process called NAME (proc_find_name()). Several is
 * refused, with their list: sampling the wrong server of two (a replica
 * and its primary on one host) would look like a result.
 */
static pid_t
pid_of_name(const char *name)
{
	pid_t *pids, pid;
	size_t n;
	int r;

	if (!*name)
		die(EXIT_USAGE, "-p needs a process id or name, not ''");
	if ((r = proc_find_name(name, &pids, &n)) < 0)
		die(EXIT_BAD, "cannot read /proc to find '%s': %s", name, strerror(-r));
	if (n == 0)
		die(EXIT_BAD, "no process named '%s'", name);
	if (n > 1) {
		error_msg("%zu processes are named '%s': give one pid with -p PID", n, name);
		for (size_t i = 0; i < n; i++) {
			char cmd[256];

			if (proc_cmdline(pids[i], cmd, sizeof(cmd)) < 0 || !*cmd)
				proc_comm(pids[i], cmd, sizeof(cmd));
			fprintf(stderr, "  %d  %s\n", (int)pids[i], cmd);
		}
		free(pids);
		exit(EXIT_USAGE);
	}
	pid = pids[0];
	free(pids);
	verbose_msg("-p %s: process %d", name, (int)pid);
	return pid;
}

void
live_cli_init(struct live_cli *c)
{
	const char *env_pause;

	memset(c, 0, sizeof(*c));
	c->lo.stack_bytes = 64 << 10;
	c->lo.max_pause = SAMPLER_MAX_PAUSE_DEFAULT;
	c->lo.so = &c->so;
	c->lo.skip_idle = true;
	c->unwinder = getenv("PMP_UNWINDER");
	/* a test suite on a loaded machine raises the default for every run */
	if ((env_pause = getenv("PMP_MAX_PAUSE")) &&
	    (parse_ulong(env_pause, &c->lo.max_pause) < 0 || c->lo.max_pause < 1 ||
	     c->lo.max_pause > 60000))
		die(EXIT_USAGE, "PMP_MAX_PAUSE must be between 1 and 60000 ms, not '%s'",
		    env_pause);
}

int
live_cli_parse(struct live_cli *c, int opt, const char *arg)
{
	unsigned long v;

	switch (opt) {
	case 'p':
		/* a pid, or what looks like one (a sign, a blank, a digit
		 * first: "-1", " 5", "1.5"); anything else is a name */
		if (isdigit((unsigned char)arg[0]) || arg[0] == '-' || arg[0] == '+' ||
		    isspace((unsigned char)arg[0])) {
			if (parse_ulong(arg, &v) < 0 || v == 0 || v > 0x7fffffff)
				die(EXIT_USAGE, "-p needs a process id or name, not '%s'",
				    arg);
			c->pid = (pid_t)v;
		} else {
			c->pid = pid_of_name(arg);
		}
		return 1;
	case OPT_LIVE_STACK_BYTES:
		c->lo.stack_bytes = range_arg("--stack-bytes", arg, 4096, 64ul << 20,
					    "between 4096 and 64 MiB");
		return 1;
	case OPT_LIVE_MAX_PAUSE:
		c->lo.max_pause = range_arg("--max-pause", arg, 1, 60000,
					  "between 1 and 60000 ms");
		return 1;
	case OPT_LIVE_UNWINDER:
		c->unwinder = arg;
		return 1;
	case OPT_LIVE_DEBUG_DIR:
		path_opt_dir("--debug-dir", arg);
		c->so.debug_dir = arg;
		return 1;
	case OPT_LIVE_NO_SKIP_IDLE:
		c->lo.skip_idle = false;
		return 1;
	case OPT_LIVE_OWN_COST:
		c->lo.own_cost = true;
		return 1;
	case OPT_LIVE_NO_SQL:
		c->lo.sql.off = true;
		return 1;
	case OPT_LIVE_NO_SQL_TEXT:
		c->lo.sql.no_text = true;
		return 1;
	case OPT_LIVE_SOCKET:
		if (!*arg || strlen(arg) >= sizeof(((struct procsql *)0)->socket))
			die(EXIT_USAGE, "--socket '%s': a Unix socket path of 1 to %zu bytes",
			    arg, sizeof(((struct procsql *)0)->socket) - 1);
		c->lo.sql.socket = arg;
		return 1;
	case OPT_LIVE_DEFAULTS_FILE:
		path_opt_file("--defaults-file", arg);
		c->lo.sql.defaults_file = arg;
		return 1;
	}
	return 0;
}

/* the checks of live_cli_check(): given says a process was named, missing
 * what to say when not */
static void
check(const struct live_cli *c, int argc, char **argv, const char *usage, bool given,
      const char *missing)
{
	if (optind < argc)
		die(EXIT_USAGE, "unexpected argument '%s'", argv[optind]);
	if (!given) {
		fputs(usage, stderr);
		die(EXIT_USAGE, "%s", missing);
	}
	if (c->pid == getpid())
		die(EXIT_USAGE, "pmp cannot sample itself");
}

void
live_cli_check(const struct live_cli *c, int argc, char **argv, const char *usage)
{
	check(c, argc, argv, usage, c->pid != 0, "no process given (-p PID)");
}

void
live_cli_check_comm(const struct live_cli *c, int argc, char **argv, const char *usage,
		    const char *comm)
{
	check(c, argc, argv, usage, c->pid || comm,
	      "no process given (-p PID or --comm NAME)");
}

const struct unwinder *
live_cli_unwinder(const struct live_cli *c)
{
	if (!c->unwinder || !strcmp(c->unwinder, "libdw"))
		return &unwinder_libdw;
	if (!strcmp(c->unwinder, "libunwind"))
		return &unwinder_libunwind;
	die(EXIT_USAGE, "unknown unwinder '%s' (libdw, libunwind)", c->unwinder);
}
