/* SPDX-License-Identifier: MIT */
/*
 * unwind_libdw.c - the default unwinder: elfutils libdwfl over a capture.
 *
 * dwfl_attach_state() with our own callbacks (perf's util/unwind-libdw.c
 * does the same): registers come from PTRACE_GETREGSET, memory from the
 * stack copy, or from read-only mappings of the target. libdwfl uses
 * .eh_frame, then .debug_frame, then (x86_64 backend) frame pointers.
 */
#include <elfutils/libdwfl.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "symbolize.h"
#include "unwind.h"
#include "util.h"

struct unwind_ctx {
	Dwfl *dwfl;
	struct unwind_env env;
	const struct thread_capture *cur;	/* thread being walked */
	bool attached;
};

static pid_t
ld_next_thread(Dwfl *dwfl, void *arg, void **thread_argp)
{
	struct unwind_ctx *c = arg;

	(void)dwfl;
	/* only dwfl_getthread_frames() is used: one thread at a time */
	if (*thread_argp || !c->cur)
		return 0;
	*thread_argp = (void *)c->cur;
	return c->cur->tid;
}

static bool
ld_get_thread(Dwfl *dwfl, pid_t tid, void *arg, void **thread_argp)
{
	struct unwind_ctx *c = arg;

	(void)dwfl;
	if (!c->cur || c->cur->tid != tid)
		return false;
	*thread_argp = (void *)c->cur;
	return true;
}

static bool
ld_memory_read(Dwfl *dwfl, Dwarf_Addr addr, Dwarf_Word *result, void *arg)
{
	struct unwind_ctx *c = arg;

	(void)dwfl;
	if (c->cur && capture_read(c->cur, addr, result, sizeof(*result)))
		return true;
	return target_mem_read(c->env.mem, addr, result, sizeof(*result));
}

static bool
ld_set_initial_registers(Dwfl_Thread *thread, void *thread_arg)
{
	const struct thread_capture *t = thread_arg;
	const struct user_regs_struct *r = &t->regs;
	/* DWARF register numbers of x86_64: rax rdx rcx rbx rsi rdi rbp rsp
	 * r8..r15, then the return address column (rip) */
	Dwarf_Word regs[17] = {
		r->rax, r->rdx, r->rcx, r->rbx, r->rsi, r->rdi, r->rbp, r->rsp,
		r->r8, r->r9, r->r10, r->r11, r->r12, r->r13, r->r14, r->r15,
		r->rip,
	};

	if (!dwfl_thread_state_registers(thread, 0, 17, regs))
		return false;
	dwfl_thread_state_register_pc(thread, r->rip);
	return true;
}

static const Dwfl_Thread_Callbacks ld_callbacks = {
	.next_thread = ld_next_thread,
	.get_thread = ld_get_thread,
	.memory_read = ld_memory_read,
	.set_initial_registers = ld_set_initial_registers,
};

static int
ld_open(struct unwind_ctx **ctxp, const struct unwind_env *env)
{
	struct unwind_ctx *c = xcalloc(1, sizeof(*c));

	c->env = *env;
	c->dwfl = symbolizer_dwfl(env->sym);
	/* elf NULL: libdwfl takes the machine from the first module */
	if (!dwfl_attach_state(c->dwfl, NULL, env->pid, &ld_callbacks, c)) {
		error_msg("libdw cannot unwind process %d: %s", (int)env->pid,
			  dwfl_errmsg(-1));
		free(c);
		return -EIO;
	}
	c->attached = true;
	*ctxp = c;
	return 0;
}

static void
ld_close(struct unwind_ctx *c)
{
	/* the Dwfl (and its attached state) belongs to the symbolizer */
	free(c);
}

static void
ld_flush(struct unwind_ctx *c)
{
	(void)c;	/* libdwfl keeps its CFI per module: nothing to drop */
}

struct walk {
	struct unwind_frame *fr;
	int n, max;
};

static int
frame_cb(Dwfl_Frame *state, void *arg)
{
	struct walk *w = arg;
	Dwarf_Addr pc;
	bool activation;

	if (!dwfl_frame_pc(state, &pc, &activation))
		return DWARF_CB_ABORT;
	if (pc == 0)
		return DWARF_CB_ABORT;
	w->fr[w->n].pc = pc;
	w->fr[w->n].activation = activation;
	return ++w->n < w->max ? DWARF_CB_OK : DWARF_CB_ABORT;
}

static int
ld_walk(struct unwind_ctx *c, const struct thread_capture *t,
	struct unwind_frame *fr, int max)
{
	struct walk w = { .fr = fr, .max = max };
	int r;

	c->cur = t;
	r = dwfl_getthread_frames(c->dwfl, t->tid, frame_cb, &w);
	c->cur = NULL;
	/* -1 after some frames is normal (the CFI ran out): keep them */
	if (r < 0 && w.n == 0) {
		verbose_msg("thread %d: libdw: %s", (int)t->tid, dwfl_errmsg(-1));
		return -EIO;
	}
	return w.n;
}

const struct unwinder unwinder_libdw = {
	.name = "libdw",
	.open = ld_open,
	.close = ld_close,
	.flush = ld_flush,
	.walk = ld_walk,
};
