/* SPDX-License-Identifier: MIT */
/*
 * unwind_libdw.c - the default unwinder: elfutils libdwfl over a capture.
 *
 * dwfl_attach_state() with our own callbacks (perf's util/unwind-libdw.c
 * does the same): registers come from PTRACE_GETREGSET, memory from the
 * stack copy, or from read-only mappings of the target. libdwfl uses
 * .eh_frame, then .debug_frame, then (x86_64 backend) frame pointers.
 *
 * Why a cache of unwind rules: libdwfl finds the FDE of a pc, runs its CFA
 * program and evaluates every register's rule afresh for each frame of
 * each thread of each snapshot (malloc'd frame states, a malloc'd
 * expression stack per register): 80% of pmp's own CPU time per snapshot
 * of a busy mariadbd once names are cached. The same pcs come back in every
 * snapshot, so the rules libdw gives for a pc (dwarf_cfi_addrframe(),
 * dwarf_frame_cfa(), dwarf_frame_register()) are kept by pc and applied
 * here by a copy of libdwfl's own step (libdwfl/frame_unwind.c,
 * handle_cfi() and expr_eval()): same registers, same end of stack, same
 * activation flags. Whatever that copy does not cover exactly, a pc
 * without CFI (libdwfl's frame-pointer fallback), an expression with an
 * operation it does not know, is left to libdwfl: the whole thread is
 * walked by dwfl_getthread_frames() as before.
 *
 * PMP_LIBDW_VERIFY=1 in the environment walks every thread both ways and
 * reports any difference (tests/live/unwind-cache.sh).
 */
#include <dwarf.h>
#include <elfutils/libdwfl.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "symbolize.h"
#include "unwinder.h"
#include "util.h"

/* x86_64: DWARF registers 0..15 and the return address column 16 */
#define NREGS UNWIND_NREGS
/* operations of one expression; libdw's simple rules use 1 to 3 */
#define MAX_OPS 8

enum rule_kind {
	R_UNSET,	/* dwarf_frame_register() failed: left unset */
	R_UNDEF,	/* undefined: unset (the end of the stack for the RA) */
	R_SAME,		/* same value: copied if known */
	R_EXPR,		/* ops: a location (read it) or a value */
};

struct reg_rule {
	uint8_t kind;
	uint8_t nops;
	uint32_t first;		/* into ctx->ops */
};

/* what libdw says at one lookup address */
struct pc_rule {
	uint64_t key;		/* lookup address + 1; 0 = empty slot */
	bool libdw;		/* not covered here: libdwfl walks the thread */
	bool signal;		/* the FDE's CIE has the 'S' augmentation */
	uint8_t ra;		/* return address column */
	uint8_t cfa_nops;
	uint32_t cfa_first;
	struct reg_rule reg[NREGS];
};

/* one frame's registers, as libdwfl's Dwfl_Frame */
struct ustate {
	uint64_t r[NREGS];
	uint32_t set;		/* bit per register with a known value */
	uint64_t pc;
	bool initial, signal;
};

struct unwind_ctx {
	Dwfl *dwfl;
	struct unwind_env env;
	const struct thread_capture *cur;	/* thread being walked */
	bool verify;			/* PMP_LIBDW_VERIFY: walk both ways */
	struct pc_rule *rules;		/* open addressing, power of two */
	size_t nrules, nused;
	Dwarf_Op *ops;			/* the expressions of the rules */
	size_t nops, aops;
	/* figures for -v */
	unsigned long walks, fallbacks, rule_misses, mismatches;
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
	Dwarf_Word regs[NREGS];

	unwind_regs(t, regs);
	if (!dwfl_thread_state_registers(thread, 0, NREGS, regs))
		return false;
	dwfl_thread_state_register_pc(thread, t->regs.rip);
	return true;
}

static const Dwfl_Thread_Callbacks ld_callbacks = {
	.next_thread = ld_next_thread,
	.get_thread = ld_get_thread,
	.memory_read = ld_memory_read,
	.set_initial_registers = ld_set_initial_registers,
};

static void
rules_reset(struct unwind_ctx *c)
{
	free(c->rules);
	c->nrules = 1024;
	c->rules = xcalloc(c->nrules, sizeof(*c->rules));
	c->nused = 0;
	c->nops = 0;
}

static int
ld_open(struct unwind_ctx **ctxp, const struct unwind_env *env)
{
	struct unwind_ctx *c = xcalloc(1, sizeof(*c));
	const char *v = getenv("PMP_LIBDW_VERIFY");

	c->env = *env;
	c->dwfl = symbolizer_dwfl(env->sym);
	c->verify = v && *v && strcmp(v, "0") != 0;
	/* elf NULL: libdwfl takes the machine from the first module */
	if (!dwfl_attach_state(c->dwfl, NULL, env->pid, &ld_callbacks, c)) {
		error_msg("libdw cannot unwind process %d: %s", (int)env->pid,
			  dwfl_errmsg(-1));
		free(c);
		return -EIO;
	}
	rules_reset(c);
	*ctxp = c;
	return 0;
}

static void
ld_close(struct unwind_ctx *c)
{
	verbose_msg("libdw: %lu threads walked, %lu by libdwfl itself, %lu unwind "
		    "rules read", c->walks, c->fallbacks, c->rule_misses);
	if (c->verify)
		verbose_msg("libdw: %lu threads walked differently by libdwfl",
			    c->mismatches);
	/* the Dwfl (and its attached state) belongs to the symbolizer */
	free(c->rules);
	free(c->ops);
	free(c);
}

static void
ld_flush(struct unwind_ctx *c)
{
	/* libdwfl keeps its CFI per module; our rules are by address */
	rules_reset(c);
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

/* the whole thread by libdwfl */
static int
walk_libdwfl(struct unwind_ctx *c, const struct thread_capture *t,
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

/* ---- the cached walk ------------------------------------------------- */

/* the operations libdwfl's expr_eval() handles and this copy does too */
static bool
op_known(uint8_t atom)
{
	switch (atom) {
	case DW_OP_breg0 ... DW_OP_breg31:
	case DW_OP_bregx:
	case DW_OP_lit0 ... DW_OP_lit31:
	case DW_OP_const1u: case DW_OP_const1s:
	case DW_OP_const2u: case DW_OP_const2s:
	case DW_OP_const4u: case DW_OP_const4s:
	case DW_OP_const8u: case DW_OP_const8s:
	case DW_OP_constu: case DW_OP_consts:
	case DW_OP_plus_uconst:
	case DW_OP_plus:
	case DW_OP_minus:
	case DW_OP_deref:
	case DW_OP_call_frame_cfa:
	case DW_OP_stack_value:
	case DW_OP_nop:
		return true;
	default:
		return false;
	}
}

/* copy ops into c->ops; false when this copy cannot evaluate them */
static bool
keep_ops(struct unwind_ctx *c, const Dwarf_Op *ops, size_t nops, uint32_t *first)
{
	if (nops > MAX_OPS)
		return false;
	for (size_t i = 0; i < nops; i++)
		if (!op_known(ops[i].atom))
			return false;
	ALLOC_GROW(c->ops, c->nops + nops, c->aops);
	memcpy(c->ops + c->nops, ops, nops * sizeof(*ops));
	*first = (uint32_t)c->nops;
	c->nops += nops;
	return true;
}

/* the rules of one Dwarf_Frame; false if not covered here */
static bool
rule_from_frame(struct unwind_ctx *c, struct pc_rule *ru, Dwarf_Frame *frame)
{
	Dwarf_Addr start, end;
	Dwarf_Op *ops;
	size_t nops;
	bool signal = false;
	int ra = dwarf_frame_info(frame, &start, &end, &signal);

	if (ra < 0 || ra >= NREGS)
		return false;
	ru->ra = (uint8_t)ra;
	ru->signal = signal;
	/* libdwfl evaluates the CFA only through DW_OP_call_frame_cfa, and
	 * a failure there fails that register only: keep "no CFA" as such */
	if (dwarf_frame_cfa(frame, &ops, &nops) != 0)
		nops = 0;
	if (nops && !keep_ops(c, ops, nops, &ru->cfa_first))
		return false;
	ru->cfa_nops = (uint8_t)nops;
	for (int regno = 0; regno < NREGS; regno++) {
		Dwarf_Op mem[3], *rops;
		size_t rnops;
		struct reg_rule *rr = &ru->reg[regno];

		if (dwarf_frame_register(frame, regno, mem, &rops, &rnops) != 0) {
			rr->kind = R_UNSET;
			continue;
		}
		if (rnops == 0) {
			if (rops == mem)
				rr->kind = R_UNDEF;
			else if (rops == NULL)
				rr->kind = R_SAME;
			else
				rr->kind = R_UNSET;	/* libdwfl: invalid */
			continue;
		}
		if (!keep_ops(c, rops, rnops, &rr->first))
			return false;
		rr->kind = R_EXPR;
		rr->nops = (uint8_t)rnops;
	}
	return true;
}

/* fill ru for lookup address addr as __libdwfl_frame_unwind() would
 * find it: the module's .eh_frame, then its .debug_frame */
static void
rule_fill(struct unwind_ctx *c, struct pc_rule *ru, uint64_t addr)
{
	Dwfl_Module *mod = dwfl_addrmodule(c->dwfl, addr);
	Dwarf_CFI *cfi[2];
	Dwarf_Addr bias[2];
	size_t keep = c->nops;

	c->rule_misses++;
	ru->libdw = true;
	if (!mod)
		return;
	/* dwfl_module_dwarf_cfi() (it loads DWARF) only if .eh_frame has
	 * no FDE for addr, as libdwfl does */
	cfi[0] = dwfl_module_eh_cfi(mod, &bias[0]);
	for (int k = 0; k < 2; k++) {
		Dwarf_Frame *frame;

		if (k == 1)
			cfi[1] = dwfl_module_dwarf_cfi(mod, &bias[1]);
		if (!cfi[k] || dwarf_cfi_addrframe(cfi[k], addr - bias[k], &frame) != 0)
			continue;
		ru->libdw = !rule_from_frame(c, ru, frame);
		free(frame);
		if (ru->libdw)
			c->nops = keep;
		return;
	}
	/* no FDE: libdwfl's frame-pointer fallback (ebl_unwind) */
}

static const struct pc_rule *
rule_get(struct unwind_ctx *c, uint64_t addr)
{
	size_t mask, i;
	struct pc_rule *ru;

	if ((c->nused + 1) * 2 > c->nrules) {
		struct pc_rule *old = c->rules;
		size_t nold = c->nrules;

		c->nrules *= 2;
		c->rules = xcalloc(c->nrules, sizeof(*c->rules));
		mask = c->nrules - 1;
		for (size_t k = 0; k < nold; k++) {
			if (!old[k].key)
				continue;
			for (i = (old[k].key * 0x9e3779b97f4a7c15ULL >> 20) & mask;
			     c->rules[i].key; i = (i + 1) & mask)
				;
			c->rules[i] = old[k];
		}
		free(old);
	}
	mask = c->nrules - 1;
	for (i = ((addr + 1) * 0x9e3779b97f4a7c15ULL >> 20) & mask; c->rules[i].key;
	     i = (i + 1) & mask)
		if (c->rules[i].key == addr + 1)
			return &c->rules[i];
	ru = &c->rules[i];
	memset(ru, 0, sizeof(*ru));
	ru->key = addr + 1;
	c->nused++;
	rule_fill(c, ru, addr);
	return ru;
}

static bool
mem_read(struct unwind_ctx *c, uint64_t addr, uint64_t *val)
{
	return ld_memory_read(c->dwfl, addr, val, c);
}

static bool
reg_get(const struct ustate *st, unsigned regno, uint64_t *val)
{
	if (regno >= NREGS || !(st->set & (1u << regno)))
		return false;
	*val = st->r[regno];
	return true;
}

/*
 * libdwfl's expr_eval() for the operations op_known() admits: a stack
 * machine; DW_OP_call_frame_cfa pushes the CFA (evaluated with no CFA of
 * its own) and makes the result a location, read from memory at the end.
 */
static bool
eval(struct unwind_ctx *c, const struct ustate *st, const struct pc_rule *ru,
     const Dwarf_Op *ops, size_t nops, bool with_cfa, uint64_t *result)
{
	uint64_t stack[MAX_OPS], v1, v2;
	size_t sp = 0;
	bool is_location = false;

	if (nops == 0)
		return false;
	for (size_t i = 0; i < nops; i++) {
		const Dwarf_Op *op = &ops[i];

		switch (op->atom) {
		case DW_OP_breg0 ... DW_OP_breg31:
			if (!reg_get(st, op->atom - DW_OP_breg0, &v1))
				return false;
			stack[sp++] = v1 + op->number;
			break;
		case DW_OP_bregx:
			if (!reg_get(st, (unsigned)op->number, &v1))
				return false;
			stack[sp++] = v1 + op->number2;
			break;
		case DW_OP_lit0 ... DW_OP_lit31:
			stack[sp++] = op->atom - DW_OP_lit0;
			break;
		case DW_OP_plus_uconst:
			if (sp == 0)
				return false;
			stack[sp - 1] += op->number;
			break;
		case DW_OP_plus:
		case DW_OP_minus:
			if (sp < 2)
				return false;
			v2 = stack[--sp];
			v1 = stack[--sp];
			stack[sp++] = op->atom == DW_OP_plus ? v1 + v2 : v1 - v2;
			break;
		case DW_OP_deref:
			if (sp == 0 || !mem_read(c, stack[sp - 1], &v1))
				return false;
			stack[sp - 1] = v1;
			break;
		case DW_OP_call_frame_cfa:
			if (!with_cfa ||
			    !eval(c, st, ru, c->ops + ru->cfa_first, ru->cfa_nops,
				  false, &v1))
				return false;
			stack[sp++] = v1;
			is_location = true;
			break;
		case DW_OP_stack_value:
			is_location = false;
			break;
		case DW_OP_nop:
			break;
		default:	/* the constants */
			stack[sp++] = op->number;
			break;
		}
	}
	if (sp == 0)
		return false;
	*result = stack[sp - 1];
	if (is_location && !mem_read(c, *result, result))
		return false;
	return true;
}

enum step { STEP_PC, STEP_END, STEP_ERROR, STEP_LIBDW };

/*
 * The caller's state of cur, as libdwfl's __libdwfl_frame_unwind() and
 * handle_cfi() make it: the rules at pc (pc - 1 for a return address),
 * each register evaluated against cur's registers, left unset when it
 * cannot be; the end of the stack when the return address is undefined
 * or 0.
 */
static enum step
step(struct unwind_ctx *c, const struct ustate *cur, struct ustate *next)
{
	uint64_t addr = cur->pc - (!cur->initial && !cur->signal);
	const struct pc_rule *ru = rule_get(c, addr);
	bool ra_undef = false;
	uint64_t v;

	if (ru->libdw)
		return STEP_LIBDW;
	next->set = 0;
	next->initial = false;
	next->signal = ru->signal;
	for (unsigned regno = 0; regno < NREGS; regno++) {
		const struct reg_rule *rr = &ru->reg[regno];

		switch (rr->kind) {
		case R_UNSET:
			continue;
		case R_UNDEF:
			if (regno == ru->ra)
				ra_undef = true;
			continue;
		case R_SAME:
			if (!reg_get(cur, regno, &v))
				continue;
			break;
		default:
			if (!eval(c, cur, ru, c->ops + rr->first, rr->nops, true, &v))
				continue;
			break;
		}
		next->r[regno] = v;
		next->set |= 1u << regno;
	}
	if (ra_undef)
		return STEP_END;
	if (!reg_get(next, ru->ra, &next->pc))
		return STEP_ERROR;
	return next->pc == 0 ? STEP_END : STEP_PC;
}

/*
 * What dwfl_getthread_frames() with frame_cb gives, from the rules: each
 * frame's pc, and whether it is an activation (the first frame, a frame
 * the signal trampoline interrupted, or the trampoline itself: its caller
 * was unwound through a signal FDE). -1 when libdwfl must do it.
 */
static int
walk_cached(struct unwind_ctx *c, const struct thread_capture *t,
	    struct unwind_frame *fr, int max)
{
	struct ustate st[2], *cur = &st[0], *next = &st[1], *x;
	int n = 0;

	unwind_regs(t, cur->r);
	cur->set = (1u << NREGS) - 1;
	cur->pc = t->regs.rip;
	cur->initial = true;
	cur->signal = false;
	if (max <= 0 || cur->pc == 0)
		return 0;
	for (;;) {
		enum step s = step(c, cur, next);

		if (s == STEP_LIBDW)
			return -1;
		fr[n].pc = cur->pc;
		fr[n].activation = cur->initial || cur->signal ||
				   (s == STEP_PC && next->signal);
		if (++n >= max || s != STEP_PC)
			return n;
		x = cur;
		cur = next;
		next = x;
	}
}

static void
verify(struct unwind_ctx *c, const struct thread_capture *t,
       const struct unwind_frame *fr, int n, int max)
{
	struct unwind_frame *ref = xmalloc(max * sizeof(*ref));
	int m = walk_libdwfl(c, t, ref, max);
	int k;

	if (m < 0)
		m = 0;
	for (k = 0; k < n && k < m; k++)
		if (fr[k].pc != ref[k].pc || fr[k].activation != ref[k].activation)
			break;
	if (k < n || k < m) {
		c->mismatches++;
		warning_msg("thread %d: the cached unwind differs from libdwfl's at "
			    "frame %d of %d/%d: %#llx%s vs %#llx%s", (int)t->tid, k, n, m,
			    k < n ? (unsigned long long)fr[k].pc : 0ULL,
			    k < n && fr[k].activation ? "*" : "",
			    k < m ? (unsigned long long)ref[k].pc : 0ULL,
			    k < m && ref[k].activation ? "*" : "");
	}
	free(ref);
}

static int
ld_walk(struct unwind_ctx *c, const struct thread_capture *t,
	struct unwind_frame *fr, int max)
{
	int n;

	c->walks++;
	c->cur = t;
	n = walk_cached(c, t, fr, max);
	c->cur = NULL;
	if (n < 0) {
		c->fallbacks++;
		return walk_libdwfl(c, t, fr, max);
	}
	if (c->verify)
		verify(c, t, fr, n, max);
	return n;
}

const struct unwinder unwinder_libdw = {
	.name = "libdw",
	.open = ld_open,
	.close = ld_close,
	.flush = ld_flush,
	.walk = ld_walk,
};
