/* SPDX-License-Identifier: MIT */
/*
 * unwinder.h - stack unwinders over a captured thread (strace's shape: one
 * vtable, one small file per backend).
 *
 * An unwinder walks the registers and stack copy of a struct
 * thread_capture after the target runs again; memory outside the copy is
 * read only from read-only mappings of the target (code, .eh_frame), which
 * cannot have changed. It emits program counters only: naming is the
 * symbolizer's job (symbolize.h), for every backend alike.
 */
#ifndef PMP_UNWIND_H
#define PMP_UNWIND_H

#include <stdbool.h>
#include <stdint.h>

#include "snapshot.h"
#include "target_mem.h"

struct symbolizer;

struct unwind_frame {
	uint64_t pc;
	/* true for the interrupted frame (pc is where it stopped: frame 0,
	 * or the frame under a signal frame); false for a return address,
	 * which is looked up at pc - 1 */
	bool activation;
};

/* what a backend may use; borrowed, must outlive the unwinder context */
struct unwind_env {
	pid_t pid;
	struct symbolizer *sym;		/* its Dwfl (libdw backend) */
	struct target_mem *mem;		/* read-only target memory */
};

struct unwind_ctx;

struct unwinder {
	const char *name;
	/* 0 and *ctx set, or -errno (reported) */
	int (*open)(struct unwind_ctx **ctx, const struct unwind_env *env);
	void (*close)(struct unwind_ctx *ctx);
	/* the target's mappings changed (dlopen): drop cached unwind info */
	void (*flush)(struct unwind_ctx *ctx);
	/* frames innermost first; returns how many (>= 0) or -errno when
	 * not even the first frame could be produced. Called through
	 * unwind_walk() only: never for a thread that runs no user code */
	int (*walk)(struct unwind_ctx *ctx, const struct thread_capture *t,
		    struct unwind_frame *fr, int max);
};

extern const struct unwinder unwinder_libdw;
extern const struct unwinder unwinder_libunwind;

/*
 * The shared parts, in front of the vtable (unwinder.c).
 *
 * x86_64's DWARF register numbers: rax rdx rcx rbx rsi rdi rbp rsp,
 * r8..r15, then the return address column (rip). libdw numbers them so,
 * and so does libunwind (UNW_X86_64_RAX .. UNW_X86_64_RIP).
 */
#define UNWIND_NREGS 17
/* t's registers in that order */
void unwind_regs(const struct thread_capture *t, uint64_t r[UNWIND_NREGS]);
/* t's register regno into *val; false when no register has that number */
bool unwind_reg(const struct thread_capture *t, int regno, uint64_t *val);
/*
 * t's frames innermost first, as u's walk returns them; a thread that
 * runs no user code (a kernel worker: rip and rsp 0) is one frame at
 * address 0 for every backend, and is not walked
 */
int unwind_walk(const struct unwinder *u, struct unwind_ctx *ctx,
		const struct thread_capture *t, struct unwind_frame *fr, int max);

#endif
