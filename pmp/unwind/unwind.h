/* SPDX-License-Identifier: MIT */
/*
 * unwind.h - stack unwinders over a captured thread (strace's shape: one
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

#include "sampler.h"

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
	 * not even the first frame could be produced */
	int (*walk)(struct unwind_ctx *ctx, const struct thread_capture *t,
		    struct unwind_frame *fr, int max);
};

extern const struct unwinder unwinder_libdw;
extern const struct unwinder unwinder_libunwind;

#endif
