/* SPDX-License-Identifier: MIT */
/*
 * test_unwind_libdw.c - pmp/unwind_libdw.c's cached walk (the unwind
 * rules kept by pc, applied by a copy of libdwfl's step), with no other
 * process: the test copies its own registers (getcontext()) and stack
 * into a struct thread_capture, as the sampler would, and walks that
 * copy. The file is compiled into this test (#include below) so that the
 * cached walk and libdwfl's own walk of the same copy can be compared
 * frame by frame, and the rule cache and the expression evaluator
 * looked at directly. The frames must be the return addresses the test
 * recorded on its way down, through a signal frame too.
 */
#include "unit.h"

#include <signal.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <ucontext.h>

#include "unwind_libdw.c"

#define MAXF 64

/* ---- a copy of this thread, taken in a nested call ----------------- */

struct copy {
	struct thread_capture t;
	uint64_t ra[3];		/* return addresses into f2, f1, the test */
	uint64_t ret_in_f3;	/* where getcontext() returns in f3 */
};

static struct copy cp;
static struct proc_maps maps;

/* registers and stack from uc, as the sampler copies them: from the red
 * zone below sp to the end of the stack mapping */
static void
copy_thread(const ucontext_t *uc)
{
	const greg_t *g = uc->uc_mcontext.gregs;
	struct user_regs_struct *r = &cp.t.regs;
	const struct proc_map *pm;
	uint64_t end;

	memset(r, 0, sizeof(*r));
	r->rax = (uint64_t)g[REG_RAX]; r->rdx = (uint64_t)g[REG_RDX];
	r->rcx = (uint64_t)g[REG_RCX]; r->rbx = (uint64_t)g[REG_RBX];
	r->rsi = (uint64_t)g[REG_RSI]; r->rdi = (uint64_t)g[REG_RDI];
	r->rbp = (uint64_t)g[REG_RBP]; r->rsp = (uint64_t)g[REG_RSP];
	r->r8 = (uint64_t)g[REG_R8]; r->r9 = (uint64_t)g[REG_R9];
	r->r10 = (uint64_t)g[REG_R10]; r->r11 = (uint64_t)g[REG_R11];
	r->r12 = (uint64_t)g[REG_R12]; r->r13 = (uint64_t)g[REG_R13];
	r->r14 = (uint64_t)g[REG_R14]; r->r15 = (uint64_t)g[REG_R15];
	r->rip = (uint64_t)g[REG_RIP];
	cp.t.tid = (pid_t)syscall(SYS_gettid);
	cp.t.sp = r->rsp;
	cp.t.stack_addr = r->rsp - 128;
	pm = proc_maps_find(&maps, r->rsp);
	end = pm ? pm->end : r->rsp + 65536;
	cp.t.stack_len = (size_t)(end - cp.t.stack_addr);
	cp.t.stack = malloc(cp.t.stack_len);
	/* as the sampler reads a stack (and not memcpy(), which ASan would
	 * stop at the red zones between the frames) */
	{
		struct iovec l = { cp.t.stack, cp.t.stack_len };
		struct iovec r = { (void *)(uintptr_t)cp.t.stack_addr, cp.t.stack_len };

		if (process_vm_readv(getpid(), &l, 1, &r, 1, 0) != (ssize_t)cp.t.stack_len)
			cp.t.stack_len = 0;
	}
	cp.t.stack_alloc = cp.t.stack_len;
	cp.t.status = CAPT_OK;
}

static volatile int sink_;

__attribute__((noinline)) static void
f3(void)
{
	ucontext_t uc;

	cp.ra[0] = (uint64_t)(uintptr_t)__builtin_return_address(0);
	getcontext(&uc);
	copy_thread(&uc);
	cp.ret_in_f3 = (uint64_t)uc.uc_mcontext.gregs[REG_RIP];
	sink_++;	/* no tail call: the frame stays */
}

__attribute__((noinline)) static void
f2(void)
{
	cp.ra[1] = (uint64_t)(uintptr_t)__builtin_return_address(0);
	f3();
	sink_++;
}

/* with a frame pointer: its CFA is rbp-based, so walking past it needs
 * the rbp that f2 and f3 left as it was ("same value" rules) */
__attribute__((noinline, optimize("no-omit-frame-pointer"))) static void
f1(void)
{
	cp.ra[2] = (uint64_t)(uintptr_t)__builtin_return_address(0);
	f2();
	sink_++;
}

/* the same, from a signal handler: the walk crosses the kernel's signal
 * frame (__restore_rt, a CIE with the 'S' augmentation) into the code
 * the signal interrupted, which is raise() called from g3 */
static void
on_usr1(int sig, siginfo_t *si, void *ctx)
{
	ucontext_t uc;

	(void)sig;
	(void)si;
	(void)ctx;
	getcontext(&uc);
	copy_thread(&uc);
	sink_++;
}

__attribute__((noinline)) static void
g3(void)
{
	cp.ra[0] = (uint64_t)(uintptr_t)__builtin_return_address(0);
	raise(SIGUSR1);
	sink_++;
}

__attribute__((noinline)) static void
g2(void)
{
	cp.ra[1] = (uint64_t)(uintptr_t)__builtin_return_address(0);
	g3();
	sink_++;
}

/* ---- the fixture: an unwinder over this process --------------------- */

struct fixture {
	struct stackset ss;
	struct symbolizer *sym;
	struct target_mem mem;
	struct unwind_ctx *c;
};

static int
setup(void **state)
{
	struct fixture *x = calloc(1, sizeof(*x));
	struct symbolizer_opts so = { 0 };
	struct unwind_env env;

	assert_non_null(x);
	stackset_init(&x->ss);
	x->sym = symbolizer_new(getpid(), &x->ss, &so);
	assert_non_null(x->sym);
	assert_int_equal(symbolizer_report(x->sym), 0);
	proc_maps_init(&maps);
	assert_true(proc_maps_read(&maps, getpid()) >= 0);
	target_mem_init(&x->mem, getpid(), &maps);
	env.pid = getpid();
	env.sym = x->sym;
	env.mem = &x->mem;
	assert_int_equal(unwinder_libdw.open(&x->c, &env), 0);
	memset(&cp, 0, sizeof(cp));
	*state = x;
	return 0;
}

static int
teardown(void **state)
{
	struct fixture *x = *state;

	unwinder_libdw.close(x->c);
	target_mem_release(&x->mem);
	symbolizer_free(x->sym);
	proc_maps_release(&maps);
	stackset_release(&x->ss);
	free(cp.t.stack);
	free(x);
	return 0;
}

/* the cached walk of the copy, which must not fall back to libdwfl;
 * libdwfl's own walk of it into ref, frame for frame the same */
static int
walk_both(struct unwind_ctx *c, struct unwind_frame *fr, struct unwind_frame *ref)
{
	int n, m;

	c->cur = &cp.t;
	n = walk_cached(c, &cp.t, fr, MAXF);
	c->cur = NULL;
	assert_true(n > 0);	/* -1: left to libdwfl */
	m = walk_libdwfl(c, &cp.t, ref, MAXF);
	assert_int_equal(n, m);
	for (int i = 0; i < n; i++) {
		if (fr[i].pc != ref[i].pc || fr[i].activation != ref[i].activation)
			fail_msg("frame %d: cached %#llx%s, libdwfl %#llx%s", i,
				 (unsigned long long)fr[i].pc, fr[i].activation ? "*" : "",
				 (unsigned long long)ref[i].pc, ref[i].activation ? "*" : "");
	}
	return n;
}

static void
assert_same_frames(const struct unwind_frame *a, const struct unwind_frame *b, int n)
{
	for (int i = 0; i < n; i++) {
		assert_int_equal(a[i].pc, b[i].pc);
		assert_int_equal(a[i].activation, b[i].activation);
	}
}

static void
test_walk(void **state)
{
	struct fixture *x = *state;
	struct unwind_frame fr[MAXF], ref[MAXF], again[MAXF];
	unsigned long misses;
	int n;

	f1();
	n = walk_both(x->c, fr, ref);
	/* where it stopped in f3, then the calls that led there */
	assert_true(n >= 5);	/* and main, libc's start */
	assert_int_equal(fr[0].pc, cp.ret_in_f3);
	assert_true(fr[0].activation);
	for (int i = 0; i < 3; i++) {
		assert_int_equal(fr[1 + i].pc, cp.ra[i]);
		assert_false(fr[1 + i].activation);
	}
	/* the rules are kept: the same walk reads none again */
	misses = x->c->rule_misses;
	assert_true(misses >= (unsigned long)n - 1);
	assert_int_equal(unwinder_libdw.walk(x->c, &cp.t, again, MAXF), n);
	assert_same_frames(again, fr, n);
	assert_int_equal(x->c->rule_misses, misses);
	assert_int_equal(x->c->fallbacks, 0);
	/* flushed (the maps changed): read again, the same frames */
	unwinder_libdw.flush(x->c);
	assert_int_equal(x->c->nused, 0);
	assert_int_equal(unwinder_libdw.walk(x->c, &cp.t, again, MAXF), n);
	assert_same_frames(again, fr, n);
	assert_int_equal(x->c->rule_misses, 2 * misses);
	/* at most max frames */
	assert_int_equal(unwinder_libdw.walk(x->c, &cp.t, again, 2), 2);
	assert_int_equal(again[1].pc, fr[1].pc);
}

static void
test_walk_signal(void **state)
{
	struct fixture *x = *state;
	struct unwind_frame fr[MAXF], ref[MAXF];
	struct sigaction sa = { 0 }, old;
	int n, k, interrupted = -1;

	sa.sa_sigaction = on_usr1;
	sa.sa_flags = SA_SIGINFO;
	sigemptyset(&sa.sa_mask);
	assert_int_equal(sigaction(SIGUSR1, &sa, &old), 0);
	g2();
	sigaction(SIGUSR1, &old, NULL);
	n = walk_both(x->c, fr, ref);
	/* the handler, the trampoline, then the interrupted code: an
	 * activation again (its pc is where it stopped, not a return) */
	for (k = 1; k < n; k++)
		if (fr[k].activation) {
			interrupted = k;
			break;
		}
	assert_true(interrupted > 0);
	/* below it, raise() returns into g3, g3 into g2 */
	for (k = interrupted; k < n && fr[k].pc != cp.ra[0]; k++)
		;
	assert_true(k + 1 < n);
	assert_int_equal(fr[k].pc, cp.ra[0]);
	assert_int_equal(fr[k + 1].pc, cp.ra[1]);
}

/* the rules of a frame are looked up at its pc when it is the first
 * frame or one a signal interrupted, else a byte back (inside the call) */
static void
test_lookup_address(void **state)
{
	struct fixture *x = *state;
	struct unwind_ctx *c = x->c;
	struct ustate cur = { 0 }, next;
	uint64_t pc = (uint64_t)(uintptr_t)f2;	/* a function's first byte */
	unsigned long misses;

	cur.pc = pc;
	cur.set = 1u << 7;
	cur.r[7] = 0x1000;
	for (int kind = 0; kind < 3; kind++) {
		unwinder_libdw.flush(c);
		cur.initial = kind == 0;
		cur.signal = kind == 1;
		step(c, &cur, &next);
		misses = c->rule_misses;
		rule_get(c, kind == 2 ? pc - 1 : pc);
		if (c->rule_misses != misses)
			fail_msg("kind %d: the rules were not read at %s", kind,
				 kind == 2 ? "pc - 1" : "pc");
	}
}

/* a kernel worker (rip and rsp 0): one frame at 0, not a failure */
static void
test_no_user_code(void **state)
{
	struct fixture *x = *state;
	struct thread_capture t;
	struct unwind_frame fr[4];

	memset(&t, 0, sizeof(t));
	t.tid = 1;
	/* the case is decided in front of the vtable (unwind.c), for both
	 * backends */
	assert_int_equal(unwind_walk(&unwinder_libdw, x->c, &t, fr, 4), 1);
	assert_int_equal(fr[0].pc, 0);
	assert_true(fr[0].activation);
}

/* ---- the expression evaluator, op by op ------------------------------ */

static uint64_t mem_words[4] = { 0x1111, 0x2222, 0x3333, 0x4444 };

static void
test_eval(void **state)
{
	struct fixture *x = *state;
	struct unwind_ctx *c = x->c;
	struct ustate st = { 0 };
	struct pc_rule ru = { 0 };
	struct thread_capture t;
	uint64_t v, base = (uint64_t)(uintptr_t)mem_words;
	/* the memory the expressions read: a "stack copy" of mem_words */
	Dwarf_Op cfa[] = { { .atom = DW_OP_breg7, .number = 16 } };
	struct {
		Dwarf_Op ops[4];
		size_t n;
		bool with_cfa, ok;
		uint64_t want;
	} cases[] = {
		{ { { .atom = DW_OP_breg6, .number = 8 } }, 1, true, true, 0x100 + 8 },
		{ { { .atom = DW_OP_bregx, .number = 6, .number2 = (Dwarf_Word)-8 } }, 1,
		  true, true, 0x100 - 8 },
		{ { { .atom = DW_OP_lit0 + 7 } }, 1, true, true, 7 },
		{ { { .atom = DW_OP_const2u, .number = 0x1234 },
		    { .atom = DW_OP_plus_uconst, .number = 1 } }, 2, true, true, 0x1235 },
		{ { { .atom = DW_OP_lit0 + 9 }, { .atom = DW_OP_lit0 + 4 },
		    { .atom = DW_OP_minus } }, 3, true, true, 5 },
		{ { { .atom = DW_OP_lit0 + 9 }, { .atom = DW_OP_lit0 + 4 },
		    { .atom = DW_OP_plus } }, 3, true, true, 13 },
		/* a location: rsp + 8 read from memory */
		{ { { .atom = DW_OP_breg7, .number = 8 }, { .atom = DW_OP_deref } }, 2,
		  true, true, 0x2222 },
		/* the CFA (rsp + 16) as a location: what it holds */
		{ { { .atom = DW_OP_call_frame_cfa } }, 1, true, true, 0x3333 },
		/* the CFA + 8 as a value (DW_OP_stack_value) */
		{ { { .atom = DW_OP_call_frame_cfa }, { .atom = DW_OP_plus_uconst, .number = 8 },
		    { .atom = DW_OP_stack_value } }, 3, true, true, base + 24 },
		/* no CFA inside the CFA's own expression */
		{ { { .atom = DW_OP_call_frame_cfa } }, 1, false, false, 0 },
		{ { { .atom = DW_OP_nop }, { .atom = DW_OP_lit0 + 1 } }, 2, true, true, 1 },
		/* a register with no known value, an empty stack */
		{ { { .atom = DW_OP_breg3, .number = 0 } }, 1, true, false, 0 },
		{ { { .atom = DW_OP_plus } }, 1, true, false, 0 },
		{ { { .atom = DW_OP_deref } }, 1, true, false, 0 },
	};

	memset(&t, 0, sizeof(t));
	t.stack_addr = base;
	t.stack_len = sizeof(mem_words);
	t.stack = (unsigned char *)mem_words;
	c->cur = &t;
	st.r[6] = 0x100;	/* rbp */
	st.r[7] = base;		/* rsp */
	st.set = 1u << 6 | 1u << 7;
	assert_true(keep_ops(c, cfa, 1, &ru.cfa_first));
	ru.cfa_nops = 1;
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		uint32_t first = 0;
		bool ok;

		assert_true(keep_ops(c, cases[i].ops, cases[i].n, &first));
		v = 0;
		ok = eval(c, &st, &ru, c->ops + first, cases[i].n, cases[i].with_cfa, &v);
		if (ok != cases[i].ok || (ok && v != cases[i].want))
			fail_msg("case %zu: %s %#llx, want %s %#llx", i, ok ? "ok" : "fails",
				 (unsigned long long)v, cases[i].ok ? "ok" : "fails",
				 (unsigned long long)cases[i].want);
	}
	c->cur = NULL;
	/* an operation this copy does not evaluate: left to libdwfl */
	{
		Dwarf_Op bad[] = { { .atom = DW_OP_lit0 }, { .atom = DW_OP_xderef } };
		Dwarf_Op many[MAX_OPS + 1];
		uint32_t first;

		assert_false(keep_ops(c, bad, 2, &first));
		for (int i = 0; i <= MAX_OPS; i++)
			many[i] = (Dwarf_Op){ .atom = DW_OP_nop };
		assert_false(keep_ops(c, many, MAX_OPS + 1, &first));
		assert_true(keep_ops(c, many, MAX_OPS, &first));
	}
}

/* the rule table grows past its first size and finds every rule again */
static void
test_rule_table(void **state)
{
	struct fixture *x = *state;
	struct unwind_ctx *c = x->c;
	size_t first = c->nrules;
	uint64_t pc = (uint64_t)(uintptr_t)f3;

	for (uint64_t i = 0; i < first; i++)
		rule_get(c, pc + i);
	assert_true(c->nrules > first);
	assert_int_equal(c->nused, first);
	assert_int_equal(c->rule_misses, first);
	for (uint64_t i = 0; i < first; i++)
		assert_int_equal(rule_get(c, pc + i)->key, pc + i + 1);
	assert_int_equal(c->rule_misses, first);
	/* an address in no module: libdwfl's, whatever it is */
	assert_true(rule_get(c, 0x10)->libdw);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_walk, setup, teardown),
		cmocka_unit_test_setup_teardown(test_walk_signal, setup, teardown),
		cmocka_unit_test_setup_teardown(test_lookup_address, setup, teardown),
		cmocka_unit_test_setup_teardown(test_no_user_code, setup, teardown),
		cmocka_unit_test_setup_teardown(test_eval, setup, teardown),
		cmocka_unit_test_setup_teardown(test_rule_table, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
