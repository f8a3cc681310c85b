/* SPDX-License-Identifier: MIT */
/* lib/waitlen.c: wait episodes from snapshots and the bounds of their
 * length (a proven lower bound from reused copies, an upper bound from
 * the snapshots around the episode) */
#include "unit.h"

#include <string.h>

#include "waitlen.h"

struct got {
	struct waitlen_episode e[16];
	size_t n;
};

static void
collect(void *arg, const struct waitlen_episode *e)
{
	struct got *g = arg;

	assert_true(g->n < 16);
	g->e[g->n++] = *e;
}

#define A 0x1000
#define B 0x2000

/* one snapshot of up to three threads: {tid, addr, reused} */
static void
snap(struct waitlen *w, double t, long t1, uint64_t a1, bool r1, long t2, uint64_t a2,
     bool r2)
{
	struct waitlen_thread th[2] = { { t1, a1, r1 }, { t2, a2, r2 } };

	waitlen_snapshot(w, t, th, t2 ? 2 : 1);
}

static const struct waitlen_episode *
find(const struct got *g, long tid, double first)
{
	for (size_t i = 0; i < g->n; i++)
		if (g->e[i].tid == tid && g->e[i].first == first)
			return &g->e[i];
	fail_msg("no episode of %ld at %g", tid, first);
}

/* seen not waiting at 10, waiting at 11 (fresh), 12 and 13 (reused), not
 * at 14: at least 2 s (11 .. 13, proven), at most 4 s (10 .. 14) */
static void
test_bounds(void **state)
{
	struct waitlen w;
	struct got g = { 0 };
	const struct waitlen_episode *e;

	(void)state;
	waitlen_init(&w, collect, &g);
	snap(&w, 10, 1, 0, false, 2, 0, false);
	snap(&w, 11, 1, A, false, 2, 0, false);
	snap(&w, 12, 1, A, true, 2, 0, false);
	snap(&w, 13, 1, A, true, 2, 0, false);
	assert_int_equal(g.n, 0);
	snap(&w, 14, 1, 0, false, 2, 0, false);
	assert_int_equal(g.n, 1);
	e = find(&g, 1, 11);
	assert_true(e->addr == A && !e->ongoing);
	assert_true(e->min == 2.0 && e->max == 4.0);
	waitlen_finish(&w);
	assert_int_equal(g.n, 1);
	waitlen_release(&w);
}

/* a fresh copy in the middle restarts the proven run, not the episode;
 * another address ends it and starts another; a thread that leaves the
 * snapshot ends its episode; one still waiting at the end is ongoing */
static void
test_runs(void **state)
{
	struct waitlen w;
	struct got g = { 0 };
	const struct waitlen_episode *e;

	(void)state;
	waitlen_init(&w, collect, &g);
	snap(&w, 1, 1, 0, false, 2, B, false);	/* 2: waiting at the first */
	snap(&w, 2, 1, A, false, 2, B, true);
	snap(&w, 3, 1, A, false, 2, B, true);	/* 1 ran: its run restarts */
	snap(&w, 4, 1, A, true, 2, A, false);	/* 2 moves to A */
	snap(&w, 5, 1, A, true, 0, 0, false);	/* 2 is gone */
	snap(&w, 6, 1, B, false, 0, 0, false);	/* 1 moves to B */
	assert_int_equal(g.n, 3);
	e = find(&g, 2, 1);			/* B from 1 to 3: before unknown */
	assert_true(e->min == 2.0 && e->max < 0 && e->addr == B);
	e = find(&g, 2, 4);			/* A at 4 only: 0 .. 5 - 3 */
	assert_true(e->min == 0.0 && e->max == 2.0 && e->addr == A);
	e = find(&g, 1, 2);			/* A 2 .. 5, proven 3 .. 5, not at 1, 6 */
	assert_true(e->min == 2.0 && e->max == 5.0);
	waitlen_finish(&w);
	assert_int_equal(g.n, 4);
	e = find(&g, 1, 6);
	assert_true(e->ongoing && e->min == 0.0 && e->max < 0 && e->addr == B);
	waitlen_release(&w);
}

/* time going back (a second input) or unknown ends what is going on */
static void
test_new_input(void **state)
{
	struct waitlen w;
	struct got g = { 0 };

	(void)state;
	waitlen_init(&w, collect, &g);
	snap(&w, 100, 1, A, false, 0, 0, false);
	snap(&w, 101, 1, A, true, 0, 0, false);
	snap(&w, 50, 1, A, true, 0, 0, false);	/* reused, but another input */
	assert_int_equal(g.n, 1);
	assert_true(g.e[0].ongoing && g.e[0].min == 1.0);
	snap(&w, 0, 1, A, true, 0, 0, false);	/* no time: nothing tracked */
	assert_int_equal(g.n, 2);
	assert_true(g.e[1].first == 50 && g.e[1].min == 0.0 && g.e[1].max < 0);
	waitlen_finish(&w);
	assert_int_equal(g.n, 2);
	waitlen_release(&w);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_bounds),
		cmocka_unit_test(test_runs),
		cmocka_unit_test(test_new_input),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
