/* SPDX-License-Identifier: MIT */
/*
 * test_pc_cache.c - pmp/pc_cache.c: what each thread's fresh copy became,
 * carried from one snapshot to the next for threads reused while idle.
 * Entries added out of tid order are found after pc_cache_sort(), only
 * for the copy (serial) they come from, only in the next snapshot; names
 * carried over with pc_cache_name_as() stay equal through many turns
 * while the arrays grow and are reused; no --save means no text.
 */
#include "unit.h"

#include "pc_cache.h"

/* n pcs for thread tid: tid * 0x1000 + i, the first an activation */
static void
pcs(pid_t tid, struct unwind_frame *fr, int n)
{
	for (int i = 0; i < n; i++) {
		fr[i].pc = (uint64_t)tid * 0x1000 + (uint64_t)i;
		fr[i].activation = i == 0;
	}
}

/* one snapshot: threads tids[0..n) fresh, each with tid % 7 + 1 pcs and
 * named with ids tid * 100 + i, and "frame tid\n" as its text (save) */
static void
snapshot_fresh(struct pc_cache *C, const pid_t *tids, size_t n, uint64_t serial0,
	       unsigned long gen, bool save)
{
	pc_cache_turn(C);
	for (size_t k = 0; k < n; k++) {
		struct unwind_frame fr[8];
		uint32_t ids[8], wh[8];
		char text[32];
		int np = tids[k] % 7 + 1;
		struct pc_entry *e;

		pcs(tids[k], fr, np);
		e = pc_cache_add(C, tids[k], serial0 + (uint64_t)tids[k], fr, np, false);
		for (int i = 0; i < np; i++) {
			ids[i] = (uint32_t)(tids[k] * 100 + i);
			wh[i] = (uint32_t)(tids[k] * 100 + 50 + i);
		}
		snprintf(text, sizeof(text), "frame %d\n", (int)tids[k]);
		pc_cache_name(C, e, gen, ids, wh, (uint32_t)np, save ? text : NULL,
			      save ? strlen(text) : 0);
	}
	pc_cache_sort(C);
}

/* what the entry of tid in this snapshot must hold (snapshot_fresh) */
static void
check_names(const struct pc_cache *C, const struct pc_entry *e, pid_t tid, bool save)
{
	const uint32_t *ids, *wh;
	const char *text;
	char want[32];
	int np = tid % 7 + 1;

	assert_int_equal(e->tid, tid);
	assert_true(e->named);
	assert_int_equal(e->nids, np);
	pc_cache_names(C, e, &ids, &wh, &text);
	for (int i = 0; i < np; i++) {
		assert_int_equal(ids[i], tid * 100 + i);
		assert_int_equal(wh[i], tid * 100 + 50 + i);
	}
	if (!save) {
		assert_int_equal(e->text_len, 0);
		return;
	}
	snprintf(want, sizeof(want), "frame %d\n", (int)tid);
	assert_int_equal(e->text_len, strlen(want));
	assert_memory_equal(text, want, strlen(want));
}

static void
test_find(void **state)
{
	struct pc_cache C = { 0 };
	static const pid_t tids[] = { 40, 7, 1003, 12, 8, 500 };
	const size_t n = sizeof(tids) / sizeof(tids[0]);

	(void)state;
	snapshot_fresh(&C, tids, n, 1000, 1, false);
	/* the snapshot being filled is not looked up yet */
	assert_null(pc_cache_find(&C, 7, 1007));
	pc_cache_turn(&C);
	for (size_t k = 0; k < n; k++) {
		const struct pc_entry *e = pc_cache_find(&C, tids[k], 1000 + (uint64_t)tids[k]);
		const struct unwind_frame *fr;

		assert_non_null(e);
		assert_int_equal(e->tid, tids[k]);
		assert_int_equal(e->n, tids[k] % 7 + 1);
		assert_false(e->failed);
		assert_int_equal(e->sym_gen, 1);
		fr = pc_cache_pcs(&C, e);
		for (int i = 0; i < e->n; i++) {
			assert_int_equal(fr[i].pc, (uint64_t)tids[k] * 0x1000 + (uint64_t)i);
			assert_int_equal(fr[i].activation, i == 0);
		}
		/* another copy of the thread (it was copied again since) */
		assert_null(pc_cache_find(&C, tids[k], 999 + (uint64_t)tids[k]));
	}
	assert_null(pc_cache_find(&C, 9, 1009));
	assert_null(pc_cache_find(&C, 1, 1001));
	assert_null(pc_cache_find(&C, 2000, 3000));
	/* one turn more: the entries are two snapshots old, gone */
	pc_cache_turn(&C);
	assert_null(pc_cache_find(&C, 7, 1007));
	pc_cache_release(&C);
}

/*
 * Threads reused snapshot after snapshot: each snapshot adds the entry
 * again from the previous one (pcs and names as they were), while one
 * thread is copied fresh every time. After many turns (the arrays grow
 * and are reused in turn) every reused thread still has its first names.
 */
static void
test_carry_over(void **state)
{
	struct pc_cache C = { 0 };
	pid_t tids[64];
	const size_t n = 64;

	(void)state;
	for (size_t k = 0; k < n; k++)
		tids[k] = (pid_t)(1000 - 7 * k);	/* descending: sort needed */
	snapshot_fresh(&C, tids, n, 0, 1, true);
	for (int round = 0; round < 20; round++) {
		pc_cache_turn(&C);
		/* the thread copied fresh is found by its last serial only */
		if (round > 0) {
			assert_null(pc_cache_find(&C, tids[5], (uint64_t)tids[5]));
			assert_non_null(pc_cache_find(&C, tids[5], 100000 + (uint64_t)round - 1));
		}
		for (size_t k = 0; k < n; k++) {
			const struct pc_entry *old = pc_cache_find(&C, tids[k], (uint64_t)tids[k]);
			struct pc_entry *e;

			if (k == 5) {	/* copied fresh: a new serial, other pcs */
				struct unwind_frame fr[3];
				uint32_t ids[3] = { 1, 2, 3 }, wh[3] = { 4, 5, 6 };

				pcs(1, fr, 3);
				e = pc_cache_add(&C, tids[k], 100000 + (uint64_t)round, fr, 3, true);
				pc_cache_name(&C, e, 2, ids, wh, 3, "x\n", 2);
				continue;
			}
			assert_non_null(old);
			e = pc_cache_add(&C, tids[k], old->serial, pc_cache_pcs(&C, old),
					 old->n, old->failed);
			pc_cache_name_as(&C, e, old);
			check_names(&C, e, tids[k], true);
			assert_int_equal(e->sym_gen, 1);
		}
		pc_cache_sort(&C);
		/* a generation holds one snapshot: it does not grow with
		 * the turns */
		{
			const struct pc_gen *g = &C.gen[C.cur];
			size_t nfr = 0, nids = 0, ntext = 0;

			assert_int_equal(g->n, n);
			for (size_t k = 0; k < n; k++) {
				nfr += (size_t)g->e[k].n;
				nids += g->e[k].nids;
				ntext += g->e[k].text_len;
			}
			assert_int_equal(g->nfr, nfr);
			assert_int_equal(g->nids, nids);
			assert_int_equal(g->ntext, ntext);
		}
	}
	pc_cache_turn(&C);
	{
		const struct pc_entry *e = pc_cache_find(&C, tids[5], 100019);

		assert_non_null(e);
		assert_true(e->failed);
		assert_int_equal(e->sym_gen, 2);
		assert_int_equal(pc_cache_pcs(&C, e)[2].pc, 0x1002);
	}
	pc_cache_release(&C);
}

/* entries added but never named (a failed name step): named is false */
static void
test_unnamed_and_empty(void **state)
{
	struct pc_cache C = { 0 };
	struct unwind_frame fr = { .pc = 0x42, .activation = true };
	struct pc_entry *e;
	const uint32_t *ids, *wh;
	const char *text;

	(void)state;
	/* an empty previous snapshot finds nothing */
	pc_cache_turn(&C);
	assert_null(pc_cache_find(&C, 1, 1));
	e = pc_cache_add(&C, 3, 9, &fr, 1, true);
	assert_false(e->named);
	/* named with no frames and no text: not an error, and no text */
	pc_cache_name(&C, e, 4, NULL, NULL, 0, NULL, 0);
	assert_true(e->named);
	pc_cache_names(&C, e, &ids, &wh, &text);
	assert_null(text);
	pc_cache_sort(&C);
	pc_cache_turn(&C);
	e = (struct pc_entry *)pc_cache_find(&C, 3, 9);
	assert_non_null(e);
	assert_int_equal(e->nids, 0);
	assert_int_equal(pc_cache_pcs(&C, e)->pc, 0x42);
	pc_cache_release(&C);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_find),
		cmocka_unit_test(test_carry_over),
		cmocka_unit_test(test_unnamed_and_empty),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
