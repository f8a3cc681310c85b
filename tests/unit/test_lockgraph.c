/* SPDX-License-Identifier: MIT */
/*
 * test_lockgraph.c - lib/lockgraph.c on hand-built snapshots: owners read
 * from the futex words (glibc mutex __owner, PI word, stale and foreign
 * owners, plain futexes), wait-for edges, chains, deadlocks and chains
 * that run into one, counts over several snapshots, and the holders'
 * stacks and names.
 */
#include "unit.h"

#include <stdio.h>
#include <string.h>

#include "lockgraph.h"
#include "stackset.h"
#include "strbuf.h"

#define OP_WAIT_PRIVATE 0x80	/* FUTEX_WAIT | FUTEX_PRIVATE_FLAG */
#define OP_LOCK_PI_PRIVATE 0x86	/* FUTEX_LOCK_PI | FUTEX_PRIVATE_FLAG */

static const char *const MUTEX[] = { "futex_wait", "__GI___lll_lock_wait",
				     "___pthread_mutex_lock", "take_lock", "start_thread" };
static const char *const COND[] = { "futex_wait", "__pthread_cond_wait_common",
				    "___pthread_cond_wait", "wait_event", "start_thread" };
static const char *const PI[] = { "__futex_lock_pi64", "__pthread_mutex_lock_full",
				  "pi_user", "start_thread" };
static const char *const RUN[] = { "compute", "worker", "start_thread" };

/* a glibc pthread_mutex_t as read at the futex address: __lock, then
 * __owner at offset 8 */
static struct futex_wait
mutex_fw(uint64_t addr, uint32_t lockword, int32_t owner)
{
	struct futex_wait fw = { .addr = addr, .op = OP_WAIT_PRIVATE, .len = LOCK_WORD_BYTES };

	memcpy(fw.w, &lockword, 4);
	memcpy(fw.w + 8, &owner, 4);
	return fw;
}

static struct futex_wait
pi_fw(uint64_t addr, uint32_t word)
{
	struct futex_wait fw = { .addr = addr, .op = OP_LOCK_PI_PRIVATE, .len = 4 };

	memcpy(fw.w, &word, 4);
	return fw;
}

struct fixture {
	struct stackset ss;
	struct lockgraph g;
	uint32_t mutex, cond, pi, run;
};

static int
setup(void **state)
{
	static struct fixture fx;

	stackset_init(&fx.ss);
	lockgraph_init(&fx.g, &fx.ss);
	fx.mutex = unit_stack(&fx.ss, MUTEX, 5);
	fx.cond = unit_stack(&fx.ss, COND, 5);
	fx.pi = unit_stack(&fx.ss, PI, 4);
	fx.run = unit_stack(&fx.ss, RUN, 3);
	*state = &fx;
	return 0;
}

static int
teardown(void **state)
{
	struct fixture *fx = *state;

	lockgraph_release(&fx->g);
	stackset_release(&fx->ss);
	return 0;
}

static void
wait_mutex(struct fixture *fx, long tid, uint64_t addr, int32_t owner)
{
	struct futex_wait fw = mutex_fw(addr, 2, owner);

	lockgraph_thread(&fx->g, tid, 0, fx->mutex, fx->mutex, &fw);
}

/* 1 -> A held by 2 -> B held by 3, which runs: one chain of two hops */
static void
test_chain(void **state)
{
	struct fixture *fx = *state;
	struct lockgraph *g = &fx->g;
	const struct lg_lock *a, *b;
	struct strbuf sb;

	for (int snap = 0; snap < 3; snap++) {
		/* threads come in any order */
		lockgraph_thread(g, 3, 0, fx->run, fx->run, NULL);
		wait_mutex(fx, 2, 0xb000, 3);
		wait_mutex(fx, 1, 0xa000, 2);
		lockgraph_snapshot_end(g);
	}
	lockgraph_finish(g);
	assert_int_equal(g->snapshots, 3);
	assert_int_equal(g->futex_threads, 6);
	assert_int_equal(g->nlocks, 2);
	assert_int_equal(g->ncycles, 0);
	a = lockgraph_find(g, 0xa000);
	b = lockgraph_find(g, 0xb000);
	assert_non_null(a);
	assert_non_null(b);
	assert_int_equal(a->kind, LK_MUTEX);
	assert_int_equal(a->waiters, 3);
	assert_int_equal(a->snapshots, 3);
	assert_int_equal(a->held, 3);
	assert_int_equal(a->foreign, 0);
	assert_int_equal(a->nholders, 1);
	assert_int_equal(a->holders[0].tid, 2);
	assert_int_equal(a->holders[0].stack, fx->mutex);	/* the holder waits too */
	assert_int_equal(a->holders[0].n, 3);
	assert_int_equal(b->holders[0].tid, 3);
	assert_int_equal(b->holders[0].stack, fx->run);
	/* edges sorted by holder */
	assert_int_equal(g->nedges, 2);
	assert_int_equal(g->edges[0].waiter, 1);
	assert_int_equal(g->edges[0].holder, 2);
	assert_int_equal(g->edges[0].lock, 0xa000);
	assert_int_equal(g->edges[0].snapshots, 3);
	assert_int_equal(g->edges[1].waiter, 2);
	assert_int_equal(g->edges[1].holder, 3);
	/* the chain starts at the waiter nobody waits for */
	assert_int_equal(g->nchains, 1);
	assert_int_equal(g->chains[0].n, 2);
	assert_false(g->chains[0].cycle);
	assert_false(g->chains[0].into_cycle);
	assert_int_equal(g->chains[0].snapshots, 3);
	assert_int_equal(g->chains[0].waiters, 3);
	assert_int_equal(g->chains[0].hops[0].lock, 0xa000);
	assert_int_equal(g->chains[0].hops[0].holder, 2);
	assert_int_equal(g->chains[0].hops[1].lock, 0xb000);
	assert_int_equal(g->chains[0].hops[1].holder, 3);
	assert_int_equal(g->chains[0].hops[1].stack, fx->run);
	/* the holder's stack by name, innermost first */
	strbuf_init(&sb);
	lockgraph_stack_text(&fx->ss, b->holders[0].stack, 2, &sb);
	assert_string_equal(sb.buf, "compute < worker");
	lockgraph_lock_label(g, 0xa000, &sb);
	assert_string_equal(sb.buf, "compute < worker0xa000");	/* appends */
	strbuf_release(&sb);
	/* finishing twice changes nothing */
	lockgraph_finish(g);
	assert_int_equal(g->nchains, 1);
}

/* 20 waits for A held by 10, 10 for B held by 20; 5 waits for C held by
 * 20: a deadlock, and a chain that runs into it */
static void
test_deadlock(void **state)
{
	struct fixture *fx = *state;
	struct lockgraph *g = &fx->g;
	const struct lg_path *c;

	for (int snap = 0; snap < 2; snap++) {
		wait_mutex(fx, 20, 0xa000, 10);
		wait_mutex(fx, 10, 0xb000, 20);
		if (snap)
			wait_mutex(fx, 5, 0xc000, 20);
		lockgraph_snapshot_end(g);
	}
	lockgraph_finish(g);
	assert_int_equal(g->ncycles, 1);
	c = &g->cycles[0];
	assert_true(c->cycle);
	assert_int_equal(c->n, 2);
	assert_int_equal(c->snapshots, 2);
	/* hop 0: the lock held by the smallest tid; its holder waits for
	 * hop 1's lock */
	assert_int_equal(c->hops[0].holder, 10);
	assert_int_equal(c->hops[0].lock, 0xa000);
	assert_int_equal(c->hops[1].holder, 20);
	assert_int_equal(c->hops[1].lock, 0xb000);
	assert_int_equal(g->nchains, 1);
	assert_true(g->chains[0].into_cycle);
	assert_int_equal(g->chains[0].snapshots, 1);
	assert_int_equal(g->chains[0].n, 2);
	assert_int_equal(g->chains[0].hops[0].lock, 0xc000);
	assert_int_equal(g->chains[0].hops[0].holder, 20);
	assert_int_equal(g->chains[0].hops[1].lock, 0xa000);
	assert_int_equal(g->chains[0].hops[1].holder, 10);
}

/* a three-thread cycle given in reverse tid order starts at its smallest tid */
static void
test_cycle3(void **state)
{
	struct fixture *fx = *state;
	struct lockgraph *g = &fx->g;

	wait_mutex(fx, 30, 0x3000, 10);	/* 30 waits for 10 */
	wait_mutex(fx, 20, 0x2000, 30);	/* 20 waits for 30 */
	wait_mutex(fx, 10, 0x1000, 20);	/* 10 waits for 20 */
	lockgraph_finish(g);		/* ends the open snapshot */
	assert_int_equal(g->snapshots, 1);
	assert_int_equal(g->ncycles, 1);
	assert_int_equal(g->nchains, 0);
	assert_int_equal(g->cycles[0].n, 3);
	assert_int_equal(g->cycles[0].hops[0].holder, 10);
	assert_int_equal(g->cycles[0].hops[0].lock, 0x3000);
	assert_int_equal(g->cycles[0].hops[1].holder, 20);
	assert_int_equal(g->cycles[0].hops[1].lock, 0x1000);
	assert_int_equal(g->cycles[0].hops[2].holder, 30);
	assert_int_equal(g->cycles[0].hops[2].lock, 0x2000);
}

/* owners that are not believed */
static void
test_owners(void **state)
{
	struct fixture *fx = *state;
	struct lockgraph *g = &fx->g;
	struct futex_wait fw;
	const struct lg_lock *l;

	lockgraph_thread(g, 7, 0, fx->run, fx->run, NULL);
	/* an owner that is no thread of the snapshot: foreign, no edge */
	wait_mutex(fx, 1, 0x1000, 999);
	/* __lock 0: the mutex was just released, __owner is stale */
	fw = mutex_fw(0x2000, 0, 7);
	lockgraph_thread(g, 2, 0, fx->mutex, fx->mutex, &fw);
	/* its own tid: no edge to itself */
	wait_mutex(fx, 3, 0x3000, 3);
	/* words of a mutex under a condvar stack: a plain futex, no owner */
	fw = mutex_fw(0x4000, 2, 7);
	lockgraph_thread(g, 4, 0, fx->cond, fx->cond, &fw);
	/* PI: the owner is the word's tid bits (FUTEX_WAITERS set) */
	fw = pi_fw(0x5000, 0x80000000u | 7);
	lockgraph_thread(g, 5, 0, fx->pi, LG_NO_STACK, &fw);
	/* a negative __owner is none */
	wait_mutex(fx, 6, 0x6000, -1);
	lockgraph_snapshot_end(g);
	lockgraph_finish(g);

	assert_int_equal(g->nlocks, 6);
	assert_int_equal(g->nedges, 1);
	assert_int_equal(g->edges[0].waiter, 5);
	assert_int_equal(g->edges[0].holder, 7);
	assert_int_equal(g->nchains, 0);
	l = lockgraph_find(g, 0x1000);
	assert_int_equal(l->foreign, 1);
	assert_int_equal(l->held, 0);
	l = lockgraph_find(g, 0x2000);
	assert_int_equal(l->kind, LK_MUTEX);
	assert_int_equal(l->foreign + l->held, 0);
	l = lockgraph_find(g, 0x3000);
	assert_int_equal(l->held, 0);
	l = lockgraph_find(g, 0x4000);
	assert_int_equal(l->kind, LK_FUTEX);
	assert_int_equal(l->held + l->foreign, 0);
	assert_true(lockgraph_lock_per_thread(g, l));
	l = lockgraph_find(g, 0x5000);
	assert_int_equal(l->kind, LK_PI);
	assert_int_equal(l->held, 1);
	assert_int_equal(l->holders[0].tid, 7);
	assert_int_equal(l->nwstacks, 0);	/* filtered out of the profile */
	assert_false(lockgraph_lock_per_thread(g, l));
	l = lockgraph_find(g, 0x6000);
	assert_int_equal(l->held + l->foreign, 0);
	assert_string_equal(lock_kind_name(LK_PI), "pi-mutex");
}

/* locks sorted by waiters; a snapshot without waits counts but draws nothing */
static void
test_counts(void **state)
{
	struct fixture *fx = *state;
	struct lockgraph *g = &fx->g;

	lockgraph_thread(g, 1, 0, fx->run, fx->run, NULL);
	lockgraph_snapshot_end(g);
	assert_false(lockgraph_any(g));
	lockgraph_snapshot_end(g);	/* no thread: not a snapshot */
	assert_int_equal(g->snapshots, 1);
	for (int snap = 0; snap < 4; snap++) {
		lockgraph_thread(g, 1, 0, fx->run, fx->run, NULL);
		wait_mutex(fx, 2, 0x1000, 1);
		wait_mutex(fx, 3, 0x2000, 1);
		wait_mutex(fx, 4, 0x2000, 1);
		lockgraph_snapshot_end(g);
	}
	lockgraph_finish(g);
	assert_true(lockgraph_any(g));
	assert_int_equal(g->snapshots, 5);
	assert_int_equal(g->locks[0].addr, 0x2000);
	assert_int_equal(g->locks[0].waiters, 8);
	assert_int_equal(g->locks[0].snapshots, 4);
	assert_int_equal(g->locks[0].held, 4);
	assert_true(g->locks[0].many_tids);
	assert_int_equal(g->locks[0].nwstacks, 1);
	assert_int_equal(g->locks[0].wstacks[0].n, 8);
	assert_int_equal(g->locks[1].addr, 0x1000);
	assert_false(g->locks[1].many_tids);
	assert_int_equal(g->nedges, 3);
	/* one hop each: no chain */
	assert_int_equal(g->nchains, 0);
}

/*
 * Counts past the few that are scanned (indexed, lib/hashidx.h), and
 * snapshots after lockgraph_finish() sorted what the indexes point at:
 * 20 waiter stacks on one condition variable, a mutex and a futex at one
 * address (lockgraph_find() gives the first in the sorted order).
 */
static void
test_indexed(void **state)
{
	struct fixture *fx = *state;
	struct lockgraph *g = &fx->g;
	uint32_t st[20];
	const struct lg_lock *l;

	for (int i = 0; i < 20; i++) {
		char name[16];
		const char *names[] = { name, "start_thread" };

		snprintf(name, sizeof(name), "waiter_%d", i);
		st[i] = unit_stack(&fx->ss, names, 2);
	}
	for (int round = 0; round < 3; round++) {
		struct futex_wait fw = { .addr = 0x3000, .op = OP_WAIT_PRIVATE };

		for (int i = 0; i < 20; i++)
			lockgraph_thread(g, 100 + i, 0, fx->cond, st[i], &fw);
		fw.addr = 0x1000;
		lockgraph_thread(g, 99, 0, fx->cond, fx->cond, &fw);
		lockgraph_thread(g, 1, 0, fx->run, fx->run, NULL);
		for (int i = 0; i < 3; i++)
			wait_mutex(fx, 2 + i, 0x1000, 1);
		lockgraph_snapshot_end(g);
		lockgraph_finish(g);
	}
	assert_int_equal(g->nlocks, 3);
	l = lockgraph_find(g, 0x3000);
	assert_non_null(l);
	assert_int_equal(l->kind, LK_FUTEX);
	assert_int_equal(l->waiters, 60);
	assert_int_equal(l->nwstacks, 20);
	for (size_t k = 0; k < l->nwstacks; k++)
		assert_int_equal(l->wstacks[k].n, 3);
	l = lockgraph_find(g, 0x1000);
	assert_ptr_equal(l, &g->locks[1]);	/* 9 waiters, before the futex's 3 */
	assert_int_equal(l->kind, LK_MUTEX);
	assert_int_equal(l->waiters, 9);
	assert_int_equal(l->nholders, 1);
	assert_int_equal(l->holders[0].n, 3);
	assert_int_equal(g->locks[2].kind, LK_FUTEX);
	assert_int_equal(g->locks[2].addr, 0x1000);
	assert_null(lockgraph_find(g, 0x2000));
	assert_int_equal(g->nedges, 3);
	for (size_t k = 0; k < g->nedges; k++)
		assert_int_equal(g->edges[k].snapshots, 3);
}

/* the raw capture's "# futex" line, both ways */
static void
test_futex_line(void **state)
{
	struct futex_wait fw = mutex_fw(0x7f00, 2, 1234), back;
	struct strbuf sb;

	(void)state;
	strbuf_init(&sb);
	futex_wait_format(&fw, &sb);
	/* __lock 2, __count 0, __owner 1234 (0x4d2, little-endian), zeros */
	assert_string_equal(sb.buf, "0x7f00 0x80 02000000" "00000000" "d2040000"
			    "00000000" "00000000" "00000000");
	assert_int_equal(futex_wait_parse(sb.buf, &back), 0);
	assert_int_equal(back.addr, 0x7f00);
	assert_int_equal(back.len, LOCK_WORD_BYTES);
	assert_memory_equal(back.w, fw.w, LOCK_WORD_BYTES);
	assert_int_equal(futex_wait_parse("0x7f00 0x80 -", &back), 0);
	assert_int_equal(back.len, 0);
	assert_int_equal(futex_wait_parse("0x0 0x80 -", &back), -1);
	assert_int_equal(futex_wait_parse("0x10 0x80 0", &back), -1);	/* odd digit */
	assert_int_equal(futex_wait_parse("0x10 0x80 zz", &back), -1);
	strbuf_release(&sb);
}

/* InnoDB's sux_lock as read at its writer mutex word: the word, readers,
 * recursive at +8, writer (a pthread_t) at +16 */
static struct futex_wait
sux_fw(uint64_t addr, uint32_t word, uint32_t recursive, uint64_t writer)
{
	struct futex_wait fw = { .addr = addr, .op = OP_WAIT_PRIVATE, .len = LOCK_WORD_BYTES };

	memcpy(fw.w, &word, 4);
	memcpy(fw.w + 8, &recursive, 4);
	memcpy(fw.w + 16, &writer, 8);
	return fw;
}

/*
 * The holder of a sux_lock by its layout: writer is the TCB of a thread
 * of the snapshot (the holder), or FOR_IO; nothing when the words are
 * not those of a held latch, or writer names no other thread
 */
static void
test_sux_layout(void **state)
{
	struct fixture *fx = *state;
	struct lockgraph *g = &fx->g;
	const uint64_t tcb7 = 0x7f0000007640, tcb1 = 0x7f0000001640;
	const struct lg_lock *l;
	struct futex_wait fw;

	for (int snap = 0; snap < 2; snap++) {
		lockgraph_thread(g, 7, tcb7, fx->run, fx->run, NULL);
		/* X held by 7 (HOLDER + a waiter, recursive 1) */
		fw = sux_fw(0x10000, 3, 1, tcb7);
		lockgraph_thread(g, 1, tcb1, fx->cond, fx->cond, &fw);
		/* U held by 7 (recursive 1 << 16), a second waiter */
		fw = sux_fw(0x20000, 3, 1u << 16, tcb7);
		lockgraph_thread(g, 2, 0x7f0000002640, fx->cond, fx->cond, &fw);
		/* held for an I/O */
		fw = sux_fw(0x30000, 3, 1, UINT64_MAX);
		lockgraph_thread(g, 3, 0x7f0000003640, fx->cond, fx->cond, &fw);
		/* not held (HOLDER clear), recursive 0, misaligned, a writer
		 * that is no thread, the waiter itself: none */
		fw = sux_fw(0x40000, 2, 1, tcb7);
		lockgraph_thread(g, 4, 0, fx->cond, fx->cond, &fw);
		fw = sux_fw(0x50000, 3, 0, tcb7);
		lockgraph_thread(g, 5, 0, fx->cond, fx->cond, &fw);
		fw = sux_fw(0x60004, 3, 1, tcb7);
		lockgraph_thread(g, 6, 0, fx->cond, fx->cond, &fw);
		fw = sux_fw(0x70000, 3, 1, 0x7f0000099640);
		lockgraph_thread(g, 8, 0, fx->cond, fx->cond, &fw);
		fw = sux_fw(0x80000, 3, 1, 0x7f00000a0640);
		lockgraph_thread(g, 101, 0x7f00000a0640, fx->cond, fx->cond, &fw);
		lockgraph_snapshot_end(g);
	}
	lockgraph_finish(g);
	l = lockgraph_find(g, 0x10000);
	assert_int_equal(l->kind, LK_FUTEX);
	assert_int_equal(l->held, 2);
	assert_int_equal(l->by_layout, 2);
	assert_int_equal(l->nholders, 1);
	assert_int_equal(l->holders[0].tid, 7);
	assert_false(lockgraph_lock_ownerless(l));
	assert_string_equal(lockgraph_lock_kind_text(l), "latch");
	l = lockgraph_find(g, 0x20000);
	assert_int_equal(l->by_layout, 2);
	assert_int_equal(l->holders[0].tid, 7);
	l = lockgraph_find(g, 0x30000);
	assert_int_equal(l->held, 0);
	assert_int_equal(l->for_io, 2);
	assert_false(lockgraph_lock_ownerless(l));
	for (uint64_t a = 0x40000; a <= 0x80000; a += 0x10000) {
		l = lockgraph_find(g, a == 0x60000 ? 0x60004 : a);
		assert_non_null(l);
		assert_int_equal(l->held + l->by_layout + l->for_io + l->foreign, 0);
		assert_true(lockgraph_lock_ownerless(l));
		assert_string_equal(lockgraph_lock_kind_text(l), "futex");
	}
	/* waiters -> 7 */
	assert_int_equal(g->nedges, 2);
	assert_int_equal(g->edges[0].holder, 7);
	assert_int_equal(g->edges[1].holder, 7);
}

/* no TCB known (an older capture): no layout holder */
static void
test_sux_no_tcb(void **state)
{
	struct fixture *fx = *state;
	struct lockgraph *g = &fx->g;
	struct futex_wait fw = sux_fw(0x10000, 3, 1, 0x7f0000007640);

	lockgraph_thread(g, 7, 0, fx->run, fx->run, NULL);
	lockgraph_thread(g, 1, 0, fx->cond, fx->cond, &fw);
	lockgraph_snapshot_end(g);
	lockgraph_finish(g);
	assert_int_equal(lockgraph_find(g, 0x10000)->held, 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_chain, setup, teardown),
		cmocka_unit_test_setup_teardown(test_sux_layout, setup, teardown),
		cmocka_unit_test_setup_teardown(test_sux_no_tcb, setup, teardown),
		cmocka_unit_test_setup_teardown(test_deadlock, setup, teardown),
		cmocka_unit_test_setup_teardown(test_cycle3, setup, teardown),
		cmocka_unit_test_setup_teardown(test_owners, setup, teardown),
		cmocka_unit_test_setup_teardown(test_counts, setup, teardown),
		cmocka_unit_test_setup_teardown(test_indexed, setup, teardown),
		cmocka_unit_test(test_futex_line),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
