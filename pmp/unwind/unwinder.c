/* SPDX-License-Identifier: MIT */
/*
 * unwinder.c - what every unwinder does alike, in front of the vtable
 * (unwinder.h): the register numbering of a capture, and the thread that
 * runs no user code.
 */
#include <string.h>

#include "unwinder.h"

void
unwind_regs(const struct thread_capture *t, uint64_t r[UNWIND_NREGS])
{
	const struct user_regs_struct *u = &t->regs;
	const uint64_t v[UNWIND_NREGS] = {
		u->rax, u->rdx, u->rcx, u->rbx, u->rsi, u->rdi, u->rbp, u->rsp,
		u->r8, u->r9, u->r10, u->r11, u->r12, u->r13, u->r14, u->r15,
		u->rip,
	};

	memcpy(r, v, sizeof(v));
}

bool
unwind_reg(const struct thread_capture *t, int regno, uint64_t *val)
{
	uint64_t r[UNWIND_NREGS];

	if (regno < 0 || regno >= UNWIND_NREGS)
		return false;
	unwind_regs(t, r);
	*val = r[regno];
	return true;
}

/*
 * A kernel worker of the process (io_uring's iou-wrk-* threads): it never
 * runs user code, and ptrace shows it with rip and rsp 0. It is not an
 * unwind failure: one frame at address 0, which the symbolizer names.
 */
int
unwind_walk(const struct unwinder *u, struct unwind_ctx *ctx,
	    const struct thread_capture *t, struct unwind_frame *fr, int max)
{
	if (t->regs.rip == 0 && t->regs.rsp == 0 && max > 0) {
		fr[0].pc = 0;
		fr[0].activation = true;
		return 1;
	}
	return u->walk(ctx, t, fr, max);
}
