/* SPDX-License-Identifier: MIT */
/*
 * raw_namer.c - the options of naming raw captures offline and the hook's
 * slot; see raw_namer.h.
 */
#include <stdlib.h>

#include "raw_namer.h"

struct raw_namer *(*raw_namer_new)(struct stackset *ss, struct raw_namer_opts *o,
				   const char *path, const char *comm);

int
raw_namer_opt_parse(struct raw_namer_opts *o, int opt, const char *arg)
{
	switch (opt) {
	case OPT_NAMER_DEBUG_DIR: o->debug_dir = arg; break;
	case OPT_NAMER_DEBUGINFOD: o->debuginfod = true; break;
	case OPT_NAMER_EXE: o->exe = arg; break;
	default: return 0;
	}
	/* debuginfod alone asks for renaming too: it is the only way the
	 * user can say "find more than the capture had" */
	o->given = true;
	return 1;
}
