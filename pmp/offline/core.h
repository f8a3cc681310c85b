/* SPDX-License-Identifier: MIT */
/*
 * core.h - read the threads of a core dump (a crashed process, or a hung
 * one dumped with gdb's gcore) with libdwfl's core-file support: the
 * modules from the core's NT_FILE note and link map, each thread's
 * registers from its NT_PRSTATUS note, its stack from the dumped memory.
 * Frames are named by the same symbolizer as a live run (symbolize.h).
 *
 * A core has no per-thread name: every thread is given the process name
 * of NT_PRPSINFO (pr_fname, 15 characters at most), as the kernel and
 * gdb write it.
 */
#ifndef PMP_CORE_H
#define PMP_CORE_H

#include <libelf.h>
#include <stdbool.h>
#include <sys/user.h>
#include <stdint.h>
#include <sys/types.h>

#include "stackset.h"
#include "symbolize.h"
#include "unwinder.h"

struct core {
	const char *path;		/* borrowed */
	int fd;
	Elf *elf;			/* owned; outlives sym */
	struct symbolizer *sym;		/* owned; its Dwfl reads elf */
	pid_t pid;			/* NT_PRPSINFO, else NT_PRSTATUS; 0 unknown */
	char comm[17];			/* NT_PRPSINFO pr_fname, "?" unknown */
	char args[81];			/* NT_PRPSINFO pr_psargs, "" unknown */
	int signal;			/* the signal that dumped it (first
					 * NT_PRSTATUS pr_cursig), 0 for gcore */
	unsigned nthreads;		/* NT_PRSTATUS notes */
	unsigned missing;		/* modules whose file was not found */
	uint64_t exe_phdr;		/* NT_AUXV AT_PHDR: in the executable */
	uint64_t exe_entry;		/* NT_AUXV AT_ENTRY: its entry point */
	bool class64;			/* ELFCLASS64 */
	/* each thread's registers at the dump (NT_PRSTATUS, native cores
	 * only): the system call it was in, as the live sampler reads it */
	struct core_regs *regs;		/* owned */
	size_t nregs, aregs;
};

struct core_regs {
	pid_t tid;
	struct user_regs_struct r;
};

/* thread tid's registers in c, or NULL */
const struct user_regs_struct *core_thread_regs(const struct core *c, pid_t tid);

/*
 * Open the core at path (a regular ELF core file), exe the executable
 * that dumped it or NULL (libdwfl then finds it from the core's NT_FILE
 * note). Reports why and returns -1 for a file that is not a core, a
 * truncated or compressed one, or one whose executable cannot be found
 * (the message says which file and to pass --exe). Files of shared
 * libraries that cannot be found are warned about (c->missing); their
 * frames stay "??".
 */
int core_open(struct core *c, const char *path, const char *exe,
	      struct stackset *ss, const struct symbolizer_opts *o);
void core_release(struct core *c);

/*
 * Unwind every thread of the core, in the core's order, and call fn with
 * its frames, innermost first (return addresses flagged as such, as the
 * live unwinders do). n is 0 when not even the first frame could be read.
 * Returns 0, or the first non-zero value fn returned.
 */
typedef int core_thread_fn(pid_t tid, const struct unwind_frame *fr, int n, void *arg);
int core_threads(struct core *c, core_thread_fn *fn, void *arg);

#endif
