/* SPDX-License-Identifier: MIT */
/*
 * path_opt.c - the paths of --debug-dir and --exe, checked before any
 * work; see path_opt.h.
 */
#include "path_opt.h"

#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "raw_namer.h"
#include "util.h"

/* stat() only: nothing is opened, so a FIFO or a device given here is
 * named in the error, never read (docs/safety.md) */
static void
check(const char *opt, const char *path, mode_t type, const char *what)
{
	struct stat st;

	if (stat(path, &st) < 0)
		die(EXIT_USAGE, "%s '%s': %s", opt, path, strerror(errno));
	if ((st.st_mode & S_IFMT) != type)
		die(EXIT_USAGE, "%s '%s': not a %s", opt, path, what);
	if (access(path, type == S_IFDIR ? R_OK | X_OK : R_OK) < 0)
		die(EXIT_USAGE, "%s '%s': %s", opt, path, strerror(errno));
}

void
path_opt_dir(const char *opt, const char *dir)
{
	check(opt, dir, S_IFDIR, "directory");
}

void
path_opt_file(const char *opt, const char *file)
{
	check(opt, file, S_IFREG, "regular file");
}

int
path_opt_namer_parse(struct raw_namer_opts *o, int opt, const char *arg)
{
	if (!raw_namer_opt_parse(o, opt, arg))
		return 0;
	if (opt == OPT_NAMER_DEBUG_DIR)
		path_opt_dir("--debug-dir", arg);
	else if (opt == OPT_NAMER_EXE)
		path_opt_file("--exe", arg);
	return 1;
}
