/* SPDX-License-Identifier: MIT */
/*
 * debugfile.h - a module's ELF and debug files, found where libdwfl looks
 * for them (elfutils 0.188: dwfl_build_id_find_elf(),
 * dwfl_standard_find_debuginfo()), but opened only as regular files and
 * without blocking.
 *
 * libdwfl open()s each candidate path as is: a FIFO at
 * DIR/.build-id/xx/rest.debug, beside a binary under its .gnu_debuglink
 * name, or in its .debug directory, blocked pmp forever (live, inside
 * the unwinding of a snapshot; and offline), and a device there was
 * opened. Here every candidate is opened O_NONBLOCK|O_NOCTTY and kept
 * only if fstat() says it is a regular file; a FIFO or device is skipped
 * and told to the caller, never read. The symbolizer's libdwfl callbacks
 * (symbolize.c for pmp -p, top, dump, serve and --core; offline.c for
 * pmp aggregate and diff) search with these functions before anything of
 * libdwfl's; libdwfl's own search is asked only for debuginfod
 * (DEBUGINFOD_URLS set) when no candidate was a FIFO or device.
 *
 * The order is libdwfl's: by build-id under the absolute directories of
 * the debug path; then by .gnu_debuglink name (or NAME.debug) in the
 * file's directory, its .debug, and each absolute directory with the
 * file's directory under it; then the same for the file's real path.
 * A candidate is taken when its build-id is the module's (when known),
 * else when its CRC is the debuglink's. The alternate (dwz) file a debug
 * file names in .gnu_debugaltlink is found the same way, by its build-id.
 */
#ifndef PMP_DEBUGFILE_H
#define PMP_DEBUGFILE_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>
#include <elfutils/libdwfl.h>

/* debugfile_open()'s answer for a path that is there but is not a
 * regular file (a FIFO, a device, a directory, a socket) */
#define DEBUGFILE_NOT_REGULAR (-2)

/* path opened read-only if it is a regular file (it never blocks): its
 * fd (O_CLOEXEC), -1 (errno set), or DEBUGFILE_NOT_REGULAR */
int debugfile_open(const char *path);

enum debugfile_refusal {
	DF_NOT_REGULAR,		/* a FIFO, device, directory or socket */
	DF_NOT_ELF,
	DF_OTHER_BUILD,		/* its build-id is not the module's */
	DF_BAD_CRC,		/* no build-id to check; its CRC is not the
				 * .gnu_debuglink's */
};

struct debugfile_search {
	const char *path;	/* libdwfl's debug path (":.debug:DIR...");
				 * borrowed */
	/* told of each candidate that is there but not taken (what is
	 * "debug file" or "file"; bid, nbid: the file's build-id, nbid -1
	 * when it has none); NULL: nothing said */
	void (*refused)(void *arg, const char *file, const char *what,
			enum debugfile_refusal why, const unsigned char *bid,
			ssize_t nbid);
	void *arg;
	bool not_regular;	/* out: a candidate was not a regular file */
};

/*
 * The callbacks' bodies: Dwfl_Callbacks.find_elf by build-id (the
 * module's own file, DIR/.build-id/xx/rest SUFFIX: "", or ".debug" for
 * its debug file, which holds its symbols and program headers too) and
 * .find_debuginfo. Same arguments and results as libdwfl's; *file_name
 * is set (malloc'd) only with an fd.
 */
int debugfile_find_elf(struct debugfile_search *s, Dwfl_Module *mod,
		       const char *suffix, char **file_name);
int debugfile_find_debuginfo(struct debugfile_search *s, Dwfl_Module *mod,
			     const char *file_name, const char *debuglink,
			     GElf_Word crc, char **debuginfo_file);

/* true the first time key is given (a warning said once per file) */
bool debugfile_once(const char *key);

/* debuginfod may be asked (DEBUGINFOD_URLS set and not empty): the
 * commands unset it unless --debuginfod was given */
bool debugfile_debuginfod(void);

#endif
