/* SPDX-License-Identifier: MIT */
/*
 * test_diff.c - aggregate/diff.c on two small profiles read through the
 * readers (memfds): shares of folded stacks (two-proportion z), and raw
 * captures with snapshots, one per side (blocks plus the between-capture
 * floor); a real change is significant, a small one and an unchanged one
 * are not, and the figures are the ones the inputs hold.
 */
#include "unit.h"

#include <math.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "diff.h"
#include "ruleset.h"
#include "stackset.h"
#include "strbuf.h"

struct fixture {
	struct stackset ss;
	struct ruleset rs;
	struct diff d;
};

static int
setup(void **state)
{
	static struct fixture fx;

	stackset_init(&fx.ss);
	ruleset_init(&fx.rs);
	diff_init(&fx.d, &fx.ss, &fx.rs, NULL, 0.95);
	*state = &fx;
	return 0;
}

static int
teardown(void **state)
{
	struct fixture *fx = *state;

	diff_release(&fx->d);
	ruleset_release(&fx->rs);
	stackset_release(&fx->ss);
	return 0;
}

static void
read_side(struct diff *d, int side, const char *text, enum input_format fmt)
{
	int fd = unit_memfd(text);

	assert_int_equal(diff_read(d, side, fd, side ? "after" : "before", fmt), 0);
	close(fd);
}

/* the row of key name at level l, or fail */
static const struct diff_row *
row(const struct diff *d, enum diff_level l, const char *name)
{
	for (size_t i = 0; i < d->nrows[l]; i++)
		if (!strcmp(diff_key(d, d->rows[l][i].key), name))
			return &d->rows[l][i];
	fail_msg("no row '%s' at level %d", name, (int)l);
	return NULL;
}

/* folded stacks: no snapshots, shares of all thread-samples */
static void
test_shares(void **state)
{
	struct fixture *fx = *state;
	struct diff *d = &fx->d;
	const struct diff_row *r;

	read_side(d, 0, "main;serve;hot 300\nmain;serve;cold 300\nmain;idle 400\n", IN_FOLDED);
	read_side(d, 1, "main;serve;hot 500\nmain;serve;cold 290\nmain;idle 210\n", IN_FOLDED);
	assert_int_equal(diff_compute(d), 0);
	assert_false(d->per_snapshot);
	assert_int_equal(d->mode, DM_SHARE);
	assert_float_equal(d->min_effect, 0.005, 0);
	r = row(d, DL_FUNC_SELF, "hot");
	assert_float_equal(r->cb, 300, 0);
	assert_float_equal(r->ca, 500, 0);
	assert_float_equal(r->ch.before, 0.3, 1e-12);
	assert_float_equal(r->ch.after, 0.5, 1e-12);
	assert_true(r->significant);
	/* pooled z = 0.2 / sqrt(0.4 * 0.6 * 2 / 1000) = 9.13; the raw p is
	 * erfc(z / sqrt(2)), times the family for p_adj */
	assert_float_equal(r->ch.p, erfc(0.2 / sqrt(0.4 * 0.6 * 0.002) / sqrt(2)), 1e-15);
	assert_float_equal(r->ch.p_adj, r->ch.p * (double)d->family, 1e-15);
	/* 30% to 29%: not significant */
	r = row(d, DL_FUNC_SELF, "cold");
	assert_false(r->significant);
	assert_true(r->ch.p_adj > 0.05);
	/* whole stacks are tagged */
	r = row(d, DL_STACK, "main;serve;hot");
	assert_string_equal(r->tag, "grown");
	r = row(d, DL_FUNC_TOTAL, "serve");
	assert_float_equal(r->cb, 600, 0);
	assert_float_equal(r->ca, 790, 0);
	/* the most significant row of a table comes first */
	assert_string_equal(diff_key(d, d->rows[DL_FUNC_SELF][0].key), "hot");
}

/* a raw capture of nsnap snapshots: per snapshot, threads[k] threads in
 * function fn[k] (k < n) */
static void
raw_capture(struct strbuf *sb, int nsnap, const char *const *fn, const int *threads, size_t n,
	    int wobble)
{
	int tid = 100;

	strbuf_reset(sb);
	strbuf_adds(sb, "# pmp raw capture v2\n# pid 99 comm unit unwinder libdw\n");
	for (int s = 1; s <= nsnap; s++) {
		strbuf_addf(sb, "snapshot %d time=%d.000000 pause_us=100 threads=0\n", s, 1000 + s);
		for (size_t k = 0; k < n; k++) {
			/* wobble: one thread more in every other snapshot */
			int m = threads[k] + (wobble && k == 0 && s % 2);

			for (int t = 0; t < m; t++) {
				strbuf_addf(sb, "thread %d S unit\n", tid + t);
				strbuf_addf(sb, "frame 0x%x - - - %s\n", 0x1000 + (int)k, fn[k]);
				strbuf_adds(sb, "frame 0x2000 - - - start_thread\n");
			}
		}
	}
	strbuf_addf(sb, "end snapshots=%d\n", nsnap);
}

/* one raw capture per side (the after side wobbles) and the tables */
static void
diff_captures(struct diff *d, int nsnap, const char *const *fn, const int *before,
	      const int *after, size_t n)
{
	struct strbuf sb;

	strbuf_init(&sb);
	raw_capture(&sb, nsnap, fn, before, n, 0);
	read_side(d, 0, sb.buf, IN_RAW);
	raw_capture(&sb, nsnap, fn, after, n, 1);
	read_side(d, 1, sb.buf, IN_RAW);
	strbuf_release(&sb);
	assert_int_equal(diff_compute(d), 0);
}

static void
test_one_capture(void **state)
{
	static const char *const fn[] = { "lock_wait", "steady", "nudged" };
	static const int before[] = { 2, 3, 4 }, after[] = { 9, 3, 4 };
	struct fixture *fx = *state;
	struct diff *d = &fx->d;
	const struct diff_row *r;

	diff_captures(d, 64, fn, before, after, 3);
	assert_true(d->per_snapshot);
	assert_int_equal(d->mode, DM_ONE);
	assert_int_equal(d->side[0].nsnap, 64);
	assert_int_equal(d->side[1].nsnap, 64);
	assert_float_equal(d->min_effect, 0.5, 0);
	/* 2 threads per snapshot to 9.5 */
	r = row(d, DL_FUNC_SELF, "lock_wait");
	assert_float_equal(r->cb, 128, 0);
	assert_float_equal(r->ca, 64 * 9 + 32, 0);
	assert_float_equal(r->ch.before, 2, 1e-12);
	assert_float_equal(r->ch.after, 9.5, 1e-12);
	assert_float_equal(r->ch.delta, 7.5, 1e-12);
	assert_true(r->significant);
	assert_true(r->ch.lo > 0.5);
	/* unchanged: never significant, p 1 (|delta| is under min_effect) */
	r = row(d, DL_FUNC_SELF, "steady");
	assert_float_equal(r->ch.delta, 0, 0);
	assert_false(r->significant);
	assert_float_equal(r->ch.p, 1, 0);
	/* start_thread is in every stack: 9 to 16.5 threads, significant */
	r = row(d, DL_FUNC_TOTAL, "start_thread");
	assert_float_equal(r->ch.delta, 7.5, 1e-12);
	assert_true(r->significant);
}

/* a change of half a thread per snapshot does not clear the minimum
 * effect, whatever the number of snapshots */
static void
test_small_change(void **state)
{
	static const char *const fn[] = { "lock_wait" };
	static const int before[] = { 4 }, after[] = { 4 };
	struct fixture *fx = *state;
	struct diff *d = &fx->d;
	const struct diff_row *r;

	diff_captures(d, 200, fn, before, after, 1);
	r = row(d, DL_FUNC_SELF, "lock_wait");
	assert_float_equal(r->ch.delta, 0.5, 1e-12);
	assert_float_equal(r->ch.p, 1, 0);
	assert_false(r->significant);
}

/* an edge is counted once per stack, as a function's total is, however
 * often a recursion repeats it (--exact: consecutive frames are kept) */
static void
test_edges_once(void **state)
{
	struct fixture *fx = *state;
	struct diff *d = &fx->d;
	const struct diff_row *r;

	read_side(d, 0, "main;a;b;a;b;c 100\nmain;x 300\n", IN_FOLDED);
	read_side(d, 1, "main;a;b;a;b;c 100\nmain;a;b 50\nmain;x 250\n", IN_FOLDED);
	assert_int_equal(diff_compute(d), 0);
	r = row(d, DL_EDGE, "a -> b");
	assert_float_equal(r->cb, 100, 0);
	assert_float_equal(r->ca, 150, 0);
	r = row(d, DL_EDGE, "b -> a");
	assert_float_equal(r->cb, 100, 0);
	assert_float_equal(r->ca, 100, 0);
	assert_string_equal(r->tag, "same");
	r = row(d, DL_EDGE, "main -> x");
	assert_float_equal(r->cb, 300, 0);
	r = row(d, DL_FUNC_TOTAL, "b");
	assert_float_equal(r->cb, 100, 0);
	/* main, a, b, c, x; main -> a, a -> b, b -> a, b -> c, main -> x */
	assert_int_equal(d->nrows[DL_FUNC_TOTAL], 5);
	assert_int_equal(d->nrows[DL_EDGE], 5);
	/* every edge but b -> a has its callee's samples on both sides: the
	 * same test, counted once; the family is 1 group, 3 self, 5 total,
	 * 1 edge and 3 stack rows */
	assert_int_equal(d->repeats, 4);
	assert_int_equal(d->family, 13);
	assert_float_equal(row(d, DL_EDGE, "main -> x")->ch.p_adj,
			   row(d, DL_FUNC_TOTAL, "x")->ch.p_adj, 0);
	assert_float_equal(row(d, DL_EDGE, "main -> x")->ch.lo, row(d, DL_FUNC_TOTAL, "x")->ch.lo, 0);
}

/* the index of row name at level l */
static size_t
row_at(const struct diff *d, enum diff_level l, const char *name)
{
	return (size_t)(row(d, l, name) - d->rows[l]);
}

static const char *
carrier(const struct diff *d, enum diff_level l, const char *name)
{
	const struct diff_row *r = row(d, l, name);

	return r->carried_by ? diff_key(d, r->carried_by - 1) : "";
}

/*
 * issue 25's example: HEAP's unique check hashes a duplicate twice, so
 * hp_write_key -> hp_rec_hashnr grows (30% to 45%) and hp_delete_key ->
 * hp_rec_hashnr is new (25%); heap_write and the edges above it grow by
 * both (+40 points, more than either) and only carry them. The origins
 * come first, each followed by what it carries; a function that gains
 * time of its own (f) is an origin.
 */
static void
test_carried(void **state)
{
	struct fixture *fx = *state;
	struct diff *d = &fx->d;
	const char *hd = "hp_delete_key -> hp_rec_hashnr", *hw = "hp_write_key -> hp_rec_hashnr";

	read_side(d, 0, "main;dispatch;ha_write_row;heap_write;hp_write_key;hp_rec_hashnr 3000\n"
		  "main;dispatch;other 6000\nmain;f;g 1000\n", IN_FOLDED);
	read_side(d, 1, "main;dispatch;ha_write_row;heap_write;hp_write_key;hp_rec_hashnr 4500\n"
		  "main;dispatch;ha_write_row;heap_write;hp_delete_key;hp_rec_hashnr 2500\n"
		  "main;dispatch;other 1000\nmain;f;g 1000\nmain;f 1000\n", IN_FOLDED);
	assert_int_equal(diff_compute(d), 0);
	assert_string_equal(carrier(d, DL_EDGE, hd), "");
	assert_string_equal(carrier(d, DL_EDGE, hw), "");
	assert_string_equal(carrier(d, DL_EDGE, "dispatch -> other"), "");
	/* +40 points: the larger origin below carries it */
	assert_string_equal(carrier(d, DL_EDGE, "ha_write_row -> heap_write"), hd);
	assert_string_equal(carrier(d, DL_EDGE, "dispatch -> ha_write_row"), hd);
	assert_string_equal(carrier(d, DL_EDGE, "heap_write -> hp_delete_key"), hd);
	assert_string_equal(carrier(d, DL_EDGE, "heap_write -> hp_write_key"), hw);
	/* f's own time: nothing below explains it */
	assert_true(row(d, DL_EDGE, "main -> f")->significant);
	assert_string_equal(carrier(d, DL_EDGE, "main -> f"), "");
	assert_true(row(d, DL_FUNC_TOTAL, "f")->significant);
	assert_string_equal(carrier(d, DL_FUNC_TOTAL, "f"), "");
	/* main -> dispatch (-10) nets +40 and -50: carried by the larger
	 * origin of its direction */
	assert_string_equal(carrier(d, DL_EDGE, "main -> dispatch"), "dispatch -> other");
	/* report order: dispatch -> other (-50) and what it carries first,
	 * then hp_delete_key's group (+25) before what it carries (+40),
	 * then hp_write_key's (+15), then main -> f (+10) */
	assert_int_equal(row_at(d, DL_EDGE, "dispatch -> other"), 0);
	assert_int_equal(row_at(d, DL_EDGE, "main -> dispatch"), 1);
	assert_int_equal(row_at(d, DL_EDGE, hd), 2);
	assert_int_equal(row_at(d, DL_EDGE, "heap_write -> hp_delete_key"), 5);
	assert_int_equal(row_at(d, DL_EDGE, hw), 6);
	assert_int_equal(row_at(d, DL_EDGE, "heap_write -> hp_write_key"), 7);
	assert_int_equal(row_at(d, DL_EDGE, "main -> f"), 8);
	assert_true(row(d, DL_EDGE, "ha_write_row -> heap_write")->ch.delta >
		    row(d, DL_EDGE, hd)->ch.delta);
	/* functions, total: the hash is where the cost is */
	assert_string_equal(carrier(d, DL_FUNC_TOTAL, "hp_rec_hashnr"), "");
	assert_string_equal(carrier(d, DL_FUNC_TOTAL, "heap_write"), "hp_rec_hashnr");
	assert_string_equal(carrier(d, DL_FUNC_TOTAL, "ha_write_row"), "hp_rec_hashnr");
	assert_string_equal(carrier(d, DL_FUNC_TOTAL, "hp_delete_key"), "hp_rec_hashnr");
	assert_int_equal(row_at(d, DL_FUNC_TOTAL, "hp_rec_hashnr"), 2);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_shares, setup, teardown),
		cmocka_unit_test_setup_teardown(test_one_capture, setup, teardown),
		cmocka_unit_test_setup_teardown(test_small_change, setup, teardown),
		cmocka_unit_test_setup_teardown(test_edges_once, setup, teardown),
		cmocka_unit_test_setup_teardown(test_carried, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
