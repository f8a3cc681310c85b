/* SPDX-License-Identifier: MIT */
/*
 * symbolize.h - program counter -> frames, with libdwfl only.
 *
 * Names follow libdwfl's dwfl_module_addrinfo(): a name only when the
 * address is inside a sized symbol (or, as libdwfl allows, at a sizeless
 * assembly label no sized symbol covers); an address without one is
 * keyed by the start of the .eh_frame FDE that covers it, "module+0xSTART"
 * (FRAME_UNNAMED, lib/stackset.h; fde.h), or is "??" when none does,
 * never a guess from a nearby symbol; both keep "module+0xOFF" in
 * frame.where.
 * Each module's symbols are read once into a sorted table with the same
 * rules (symbolize.c), as dwfl_module_addrinfo() of elfutils 0.188 reads
 * every symbol for each lookup. Inlined calls are expanded from DWARF as
 * eu-stack -i does (dwarf_getscopes, then dwarf_getscopes_die), each with
 * its call site as file:line. Separate debug files are found by build-id
 * and .gnu_debuglink under /usr/lib/debug and the --debug-dir directory;
 * debuginfod only with opts.debuginfod.
 *
 * symbolizer_new_core() is the same symbolizer over a core file, so that
 * `pmp --core` names frames exactly as `pmp -p` does.
 *
 * symbolizer_report() only lists the modules of /proc/PID/maps. A module's
 * ELF, symbol table and DWARF are loaded the first time an address in it
 * is looked up (its CFI the first time libdw unwinds through it): after a
 * snapshot has released the target, and only for modules some stack
 * passes through.
 *
 * Frames are interned in the stackset given at init (borrowed; it must
 * outlive the symbolizer). Lookups are cached by address across snapshots;
 * a report keeps the entries of modules still mapped where they were.
 * Address 0 (the one frame the unwinders give a thread that runs no user
 * code, such as an io_uring worker) is named "[no user code]".
 */
#ifndef PMP_SYMBOLIZE_H
#define PMP_SYMBOLIZE_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>
#include <libelf.h>
#include <gelf.h>
#include <elfutils/libdwfl.h>

#include "stackset.h"

struct symbolizer_opts {
	const char *debug_dir;	/* extra debug file directory, or NULL */
	bool debuginfod;	/* allow debuginfod downloads */
};

/* the frames one program counter stands for */
struct sym_result {
	const uint32_t *frames;	/* stackset frame ids, innermost first;
				 * inlined callees before their caller */
	uint32_t n;		/* >= 1 */
	uint32_t module;	/* string id of the module basename, or 0 */
	uint32_t where;		/* string id "module+0xOFF" (or "0xADDR") */
	uint32_t buildid;	/* string id of the hex build-id, or 0 */
	uint64_t offset;	/* address looked up, relative to the module */
};

struct symbolizer;

/* returns NULL after reporting why */
struct symbolizer *symbolizer_new(pid_t pid, struct stackset *ss,
				  const struct symbolizer_opts *o);
/*
 * The same over a core file (pmp --core): its modules are reported from
 * the core's notes and mappings (NT_FILE, the link map), with exe, if not
 * NULL, as the executable, and its threads attached for dwfl_getthreads().
 * core (borrowed) must stay open until symbolizer_free(); path names it
 * in messages. Names, "??" and inline frames follow the same rules as for
 * a process. symbolizer_report() does nothing on it. NULL after reporting
 * why.
 */
struct symbolizer *symbolizer_new_core(Elf *core, const char *path, const char *exe,
				       struct stackset *ss,
				       const struct symbolizer_opts *o);
/*
 * Offline (pmp/offline/offline.c): a symbolizer over no process, whose modules
 * the caller reports with symbolizer_report_modules() (a raw capture's
 * "# module" lines), and whose files the caller's libdwfl callbacks find
 * (fi, copied; NULL: libdwfl's build-id and standard searches). Names
 * follow the same rules as for a process. NULL after reporting why.
 */
struct symbolizer_finders {
	int (*find_elf)(Dwfl_Module *, void **, const char *, Dwarf_Addr,
			char **, Elf **);
	int (*find_debuginfo)(Dwfl_Module *, void **, const char *, Dwarf_Addr,
			      const char *, const char *, GElf_Word, char **);
	void *arg;		/* the callers', for symbolizer_finder_arg() */
};
/* in a finder, the arg of the symbolizer that reported the module whose
 * userdata slot ud is (the second argument libdwfl gives it), or NULL;
 * every module of symbolizer_report_modules() has one */
void *symbolizer_finder_arg(void **ud);
/* how many modules' debug files were said to be corrupt (a warning
 * each): some of their frames were named from the symbol table, or ?? */
unsigned long symbolizer_unusable(const struct symbolizer *s);
/* s's debug path (libdwfl's debuginfo_path: ":.debug:/usr/lib/debug"
 * and the --debug-dir made absolute), for the offline callbacks'
 * searches (debugfile.h); s owns it */
const char *symbolizer_debug_path(const struct symbolizer *s);
struct symbolizer *symbolizer_new_offline(struct stackset *ss,
					  const struct symbolizer_opts *o,
					  const struct symbolizer_finders *fi);
/* one module of a capture: its mapped range (dwfl_module_info's low and
 * high), its build-id (nbuildid 0: unknown) and its path; borrowed */
struct sym_module {
	uint64_t start, end;
	const unsigned char *buildid;
	size_t nbuildid;
	const char *path;
};
/* replace the module set (modules already reported at the same place
 * keep what was loaded for them); 0 or -1 after reporting why */
int symbolizer_report_modules(struct symbolizer *s, const struct sym_module *m,
			      size_t n);
/*
 * The frames of the pc written as "module+0xOFF" (sym_result.offset) in
 * the module reported at start: the same frames symbolizer_lookup() gave
 * the live pc. NULL when no file of that module was found (nothing to
 * name it with). Borrowed as symbolizer_lookup()'s result.
 */
const struct sym_result *symbolizer_lookup_offset(struct symbolizer *s, uint64_t start,
						  uint64_t offset);
void symbolizer_free(struct symbolizer *s);
/* (re)read the list of modules of the process (their files are loaded on
 * first use); drops the cached lookups of modules that went away. 0 or
 * -errno (reported) */
int symbolizer_report(struct symbolizer *s);
/* the Dwfl (owned by the symbolizer), for the libdw unwinder */
struct Dwfl *symbolizer_dwfl(struct symbolizer *s);
/* frames for an unwound pc; the result is borrowed until the next
 * lookup or report */
const struct sym_result *symbolizer_lookup(struct symbolizer *s, uint64_t pc,
					   bool activation);

#endif
