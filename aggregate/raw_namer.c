/* SPDX-License-Identifier: MIT */
/*
 * raw_namer.c - the options of naming raw captures offline and the hook's
 * slot; see raw_namer.h.
 */
#include <stdlib.h>

#include "raw_namer.h"

struct raw_namer_opts raw_namer_opts;
struct raw_namer *(*raw_namer_new)(struct stackset *ss, const struct raw_namer_opts *o,
				   const char *path, const char *comm);

int
raw_namer_opt_parse(int opt, const char *arg)
{
	switch (opt) {
	case OPT_NAMER_DEBUG_DIR: raw_namer_opts.debug_dir = arg; break;
	case OPT_NAMER_DEBUGINFOD: raw_namer_opts.debuginfod = true; break;
	case OPT_NAMER_EXE: raw_namer_opts.exe = arg; break;
	default: return 0;
	}
	/* debuginfod alone asks for renaming too: it is the only way the
	 * user can say "find more than the capture had" */
	raw_namer_opts.given = true;
	return 1;
}
