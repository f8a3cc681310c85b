/* SPDX-License-Identifier: MIT */
/* pmp/live/livestats.c: the pauses of a session that runs for days stay
 * the same size (a uniform sample past LIVESTATS_PAUSES_KEEP), while
 * their count, sum and maximum stay exact; a short one keeps them all */
#include "unit.h"

#include <string.h>

#include "livestats.h"

static void
add(struct livestats *S, unsigned long no, uint64_t pause_ns)
{
	struct snapshot s;

	memset(&s, 0, sizeof(s));
	s.pause_ns = pause_ns;
	livestats_snapshot(S, no, &s, 1, 0);
}

static void
test_short_run_exact(void **state)
{
	struct livestats S;
	double p50, p99, max;

	(void)state;
	livestats_init(&S, 100);
	for (unsigned long i = 1; i <= 101; i++)
		add(&S, i, i * 1000);	/* 1 .. 101 us */
	assert_int_equal(S.npauses, 101);
	livestats_pauses(&S, &p50, &p99, &max);
	assert_true(p50 == 51.0);
	assert_true(max == 101.0);
	livestats_release(&S);
}

static void
test_long_run_bounded(void **state)
{
	struct livestats S;
	unsigned long n = 20 * LIVESTATS_PAUSES_KEEP;
	uint64_t sum = 0;
	size_t alloc;
	double p50, p99, max;

	(void)state;
	livestats_init(&S, 100);
	for (unsigned long i = 1; i <= n; i++) {
		/* uniform 1 .. 1000 us, and one outlier */
		uint64_t ns = (i == n / 3) ? 50000000 : ((i * 7919) % 1000 + 1) * 1000;

		sum += ns;
		add(&S, i, ns);
		if (i == LIVESTATS_PAUSES_KEEP)
			alloc = S.apauses;
	}
	assert_int_equal(S.npauses, LIVESTATS_PAUSES_KEEP);
	assert_int_equal(S.apauses, alloc);	/* no growth past the sample */
	assert_int_equal(S.nsnapshots, n);
	assert_true(S.pause_sum_ns == sum);
	livestats_pauses(&S, &p50, &p99, &max);
	assert_true(max == 50000.0);		/* exact, sampled or not */
	/* the sample's median of uniform 1..1000 us: within 5% */
	assert_true(p50 > 475 && p50 < 525);
	assert_true(p99 > 970 && p99 <= 1000);
	livestats_release(&S);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_short_run_exact),
		cmocka_unit_test(test_long_run_bounded),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
