/* SPDX-License-Identifier: MIT */
/*
 * stackset.h - the stack model: interned names, frames and stacks.
 *
 * A frame is a tuple of string ids (struct frame); a stack is a sequence
 * of frame ids in one canonical order: OUTERMOST FIRST (root, e.g.
 * start_thread or _start, at index 0; the innermost frame last). Readers
 * of innermost-first formats reverse at the edge, writers likewise.
 *
 * Display names (demangled, @GLIBC stripped, optionally simplified) are
 * computed once per distinct frame and cached here.
 *
 * A stackset owns everything it interns; pointers and ids stay valid until
 * stackset_release(). Several profiles may share one stackset.
 */
#ifndef PMP_STACKSET_H
#define PMP_STACKSET_H

#include <stdint.h>

#include "idseq.h"
#include "strpool.h"

#define FRAME_INLINE 0x1	/* an inlined call (gdb prints no address) */
/*
 * The system call a thread was stopped in (live captures and raw captures
 * that recorded one: pmp/naming/syscall_info.h): a pseudo-frame, always the
 * innermost one, named by the call ("fdatasync"), with file the path of
 * the file descriptor in its first argument or 0. Every display name of
 * it is "[NAME]". Views drop it unless asked (view_build_syscalls()), the
 * rule string skips it (the rules see the call through their `syscall`
 * key), and so does the lock graph's look at the top frames.
 */
#define FRAME_SYSCALL 0x2
/*
 * The thread ran in user space when it was stopped, in a capture that
 * records calls (live, raw captures from a pmp that writes "# syscall"
 * lines): so it was in no call, which a dump cannot say. A pseudo-frame
 * named "-", innermost, that every view drops; the rules see the call
 * name "-" (docs/rules.md).
 */
#define FRAME_NO_SYSCALL 0x4
#define FRAME_PSEUDO (FRAME_SYSCALL | FRAME_NO_SYSCALL)
/*
 * A function no symbol names, keyed by where its code starts: name is
 * "MODULE+0xSTART", START the link-time address of the .eh_frame FDE
 * that covers the pc (pmp/elf/fde.h), the same for every pc of the function
 * and in every run of one build. Outputs and pmp diff show and key it so;
 * two builds give two starts, and naming offline turns it into the real
 * name. The rule string and pt-pmp's spelling see "??", as for a pc no
 * FDE covers (JIT code, a module without .eh_frame), which stays "??".
 */
#define FRAME_UNNAMED 0x8
/*
 * A label pmp puts above a stack, not a function: --sql's statement
 * (lib/sqlprof.h). Shown as it is in every mode (control bytes escaped),
 * never cut as a C++ name would be ("select sleep(?)" stays whole).
 */
#define FRAME_LABEL 0x10
struct frame {
	uint32_t name;		/* function as the input spelled it; "??" unknown */
	uint32_t module;	/* module basename ("libc.so.6") or 0 */
	uint32_t file;		/* source "file.cc:NN" or 0 */
	uint32_t ptpmp;		/* pt-pmp's exact spelling, or 0: derive it */
	uint32_t flags;		/* FRAME_* */
	uint32_t where;		/* "module+0xOFF" of the pc, for a frame
				 * without a symbol ("??" or FRAME_UNNAMED:
				 * live captures), or 0 */
};

/* how frames are named on output */
enum name_mode {
	NAME_SHORT,	/* demangled, @GLIBC stripped, templates and args removed */
	NAME_FULL,	/* demangled, @GLIBC stripped, templates and args kept */
	NAME_PTPMP,	/* pt-pmp's spelling: what Debian's pt-pmp prints */
	NAME_SHORT_ADDR, /* NAME_SHORT, but "module+0xOFF" for "??" frames */
	NAME_FULL_ADDR,	/* NAME_FULL, likewise */
	NAME_MODES
};

struct stackset {
	struct strpool strs;
	struct idseq frames;	/* struct frame as 6 uint32 */
	struct idseq stacks;	/* frame ids, root first */
	uint32_t *disp[NAME_MODES];	/* frame id -> display string id + 1 */
	uint32_t disp_alloc[NAME_MODES];
};

void stackset_init(struct stackset *ss);
void stackset_release(struct stackset *ss);

static inline uint32_t
stackset_str(struct stackset *ss, const char *s, size_t n)
{
	return strpool_intern(&ss->strs, s, n);
}
uint32_t stackset_frame(struct stackset *ss, const struct frame *f);
void stackset_frame_get(const struct stackset *ss, uint32_t id, struct frame *f);
/* frames[0] is the root */
uint32_t stackset_stack(struct stackset *ss, const uint32_t *frames, uint32_t n);
static inline const uint32_t *
stackset_stack_get(const struct stackset *ss, uint32_t id, uint32_t *n)
{
	return idseq_get(&ss->stacks, id, n);
}
/* display name of a frame (string id), computed once per frame and mode */
uint32_t stackset_frame_name(struct stackset *ss, uint32_t frame, enum name_mode mode);
static inline const char *
stackset_name_str(const struct stackset *ss, uint32_t strid)
{
	return strpool_str(&ss->strs, strid);
}
size_t stackset_bytes(const struct stackset *ss);
/* the FRAME_SYSCALL or FRAME_NO_SYSCALL frame of stack st (its innermost,
 * into *f), or -1 (a stack of a dump: nothing recorded) */
int64_t stackset_stack_syscall(const struct stackset *ss, uint32_t st, struct frame *f);

#endif
