/* SPDX-License-Identifier: MIT */
/*
 * offline.h - the raw_namer (aggregate/raw_namer.h) of pmp aggregate and
 * pmp diff: names a raw capture's frames again from its "# module" lines,
 * by build-id and offset, with the live symbolizer's lookup (symbolize.h)
 * over files found here: --exe, the capture's paths, DIR/.build-id/xx/
 * rest(.debug) under /usr/lib/debug and --debug-dir, by .gnu_debuglink,
 * and debuginfod with --debuginfod. Its lock addresses are named through
 * objname (objname.h) over the same Dwfl.
 *
 * pmp/cmd/main.c installs offline_namer_new() as raw_namer_new. A namer owns
 * its symbolizer and objname (freed by its free op); ss is borrowed.
 */
#ifndef PMP_OFFLINE_H
#define PMP_OFFLINE_H

#include "raw_namer.h"

struct raw_namer *offline_namer_new(struct stackset *ss, struct raw_namer_opts *o,
				    const char *path, const char *comm);

#endif
