/* SPDX-License-Identifier: MIT */
/*
 * raw_namer.h - naming a raw capture again, offline: the hook the raw
 * reader (input_raw.c) calls for each frame line and each futex address,
 * and the options that ask for it (--debug-dir, --debuginfod, --exe of
 * pmp aggregate and pmp diff).
 *
 * aggregate/ defines the hook and pmp/offline/offline.c implements it over
 * libdwfl: aggregate/ may not depend on pmp/ (lib <- rules <- aggregate
 * <- pmp), so pmp/cmd/main.c installs the implementation in raw_namer_new
 * before dispatching. Without it (unit tests, fuzzers) captures are read
 * as captured.
 *
 * docs/formats.md#naming-a-capture-again says when frames are named
 * again: with any of the options, every frame of a capture that has
 * "# module" lines; without them, only its "??" frames.
 */
#ifndef PMP_RAW_NAMER_H
#define PMP_RAW_NAMER_H

#include <getopt.h>
#include <stdbool.h>
#include <stdint.h>

#include "lockgraph.h"
#include "stackset.h"

/* a command's naming options (raw_namer_opt_parse), given to input_read()
 * and read by input_raw.c; zeroed: none given */
struct raw_namer_opts {
	const char *debug_dir;	/* borrowed from argv, or NULL */
	const char *exe;	/* borrowed from argv, or NULL */
	bool debuginfod;	/* allow debuginfod downloads */
	bool given;		/* any of them was given: name every frame */
	unsigned long refused;	/* out: files of another build refused (the
				 * commands then exit with EXIT_PARTIAL) */
};

struct raw_namer {
	/* the capture's module set starts again: the "# module" lines that
	 * follow replace the earlier set */
	void (*modules_begin)(struct raw_namer *n);
	/* one "# module START END BUILDID PATH" line; buildid NULL for "-";
	 * strings borrowed for the call */
	void (*module)(struct raw_namer *n, uint64_t start, uint64_t end,
		       const char *buildid, const char *path);
	/*
	 * The frames of the pc a frame line wrote as LABEL+0xOFF with
	 * BUILDID (NULL for "-"): *frames (stackset ids, innermost first,
	 * inlined callees before their caller; borrowed until the next
	 * call) and 0, or -1 when no file of that module was found here
	 * (the captured frames stay).
	 */
	int (*frames)(struct raw_namer *n, const char *label, const char *buildid,
		      uint64_t offset, const uint32_t **frames, uint32_t *nframes);
	/* the object holding a lock address, when a module of the capture
	 * does (*name borrowed until free); OBJ_NONE otherwise */
	enum obj_kind (*object)(struct raw_namer *n, uint64_t addr, const char **name);
	void (*free)(struct raw_namer *n);
};

/*
 * The constructor pmp/cmd/main.c installs (NULL: no naming offline). path
 * names the capture in messages, comm is its process name (from its
 * "# pid" or "# core" line, or NULL): --exe is the module it names.
 * Frames are interned in ss, o is the options (both borrowed; the namer
 * counts the files it refused in o->refused). NULL after reporting why.
 */
extern struct raw_namer *(*raw_namer_new)(struct stackset *ss,
					  struct raw_namer_opts *o,
					  const char *path, const char *comm);

enum { OPT_NAMER_DEBUG_DIR = 940, OPT_NAMER_DEBUGINFOD, OPT_NAMER_EXE };

#define RAW_NAMER_LONG_OPTIONS                                                 \
	{ "debug-dir", required_argument, NULL, OPT_NAMER_DEBUG_DIR },         \
	{ "debuginfod", no_argument, NULL, OPT_NAMER_DEBUGINFOD },             \
	{ "exe", required_argument, NULL, OPT_NAMER_EXE }

#define RAW_NAMER_HELP                                                         \
	"Naming raw captures again (their frames by build-id and offset):\n"  \
	"      --debug-dir DIR   look for debug files in DIR (DIR/.build-id/xx/\n" \
	"                        rest.debug, and by path); /usr/lib/debug always\n" \
	"      --debuginfod      allow debuginfod downloads (off by default)\n" \
	"      --exe FILE        the capture's executable, when its path there\n" \
	"                        does not exist here\n"

/* 1 if opt was one of these options (consumed, into o), else 0 */
int raw_namer_opt_parse(struct raw_namer_opts *o, int opt, const char *arg);

#endif
