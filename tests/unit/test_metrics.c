/* SPDX-License-Identifier: MIT */
/* pmp/metrics: pmp serve's metrics from hand-made snapshot verdicts: the
 * window's means, the counters (threads x time), states, the bound on
 * lock series ("other"), deadlocks counted once while they last, and the
 * text a target going down leaves */
#include "unit.h"

#include <stdio.h>
#include <stdlib.h>

#include "metrics.h"

#define SEC 1000000000ull

/* a hotspot row of one snapshot */
static struct hotspot
row(const char *lock, enum rule_class cls, const char *kind, uint64_t threads)
{
	struct hotspot h;

	memset(&h, 0, sizeof(h));
	h.lock = (char *)lock;
	h.kind = (char *)kind;
	h.cls = cls;
	h.threads = threads;
	return h;
}

/* the value of one series in the text, or -1 */
static double
value(const char *text, const char *series)
{
	size_t n = strlen(series);

	for (const char *p = text; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : NULL)
		if (!strncmp(p, series, n) && p[n] == ' ')
			return strtod(p + n + 1, NULL);
	return -1;
}

static void
test_window_and_counters(void **state)
{
	struct metrics M;
	struct strbuf b;
	struct hotspot h[3];
	struct hotspots hs = { .h = h, .n = 3 };

	(void)state;
	metrics_init(&M, 10, 2.5, 8);
	metrics_target(&M, true, 42, "mariadbd", true);
	/* snapshots at 1, 2, 3, 4 s: 4 then 2, 2, 2 threads waiting on "hot",
	 * 3 idle, one unclassified thread running (threads 8 or 6) */
	for (int i = 1; i <= 4; i++) {
		uint64_t w = i == 1 ? 4 : 2;

		h[0] = row("hot", RC_LATCH, "mutex", w);
		h[1] = row("client connection", RC_IDLE, "poll", 3);
		h[2] = row("busy", RC_CPU, "cpu", 0);
		metrics_snapshot(&M, i * SEC, 1.0, &hs, (uint32_t)(w + 4), 2000000, i == 2);
	}
	strbuf_init(&b);
	metrics_render(&M, 4 * SEC, &b);
	/* the window: 2.5 s back from 4 s holds the snapshots at 2, 3, 4 */
	assert_float_equal(value(b.buf, "pmp_window_snapshots"), 3, 0);
	assert_float_equal(value(b.buf, "pmp_lock_waiting_threads{lock=\"hot\",class=\"latch\",kind=\"mutex\"}"), 2, 1e-12);
	/* the counter: 4 + 2 + 2 + 2 threads for 1 s each */
	assert_float_equal(value(b.buf, "pmp_lock_wait_thread_seconds_total{lock=\"hot\",class=\"latch\",kind=\"mutex\"}"), 10, 1e-12);
	assert_float_equal(value(b.buf, "pmp_threads{state=\"waiting\"}"), 2, 1e-12);
	assert_float_equal(value(b.buf, "pmp_threads{state=\"idle\"}"), 3, 1e-12);
	assert_float_equal(value(b.buf, "pmp_threads{state=\"running\"}"), 1, 1e-12);
	assert_float_equal(value(b.buf, "pmp_thread_seconds_total{state=\"idle\"}"), 12, 1e-12);
	assert_float_equal(value(b.buf, "pmp_idle_threads{class=\"client connection\"}"), 3, 1e-12);
	assert_float_equal(value(b.buf, "pmp_snapshots_total"), 4, 0);
	assert_float_equal(value(b.buf, "pmp_partial_snapshots_total"), 1, 0);
	assert_float_equal(value(b.buf, "pmp_target_threads"), 6, 0);
	assert_float_equal(value(b.buf, "pmp_target_up"), 1, 0);
	assert_float_equal(value(b.buf, "pmp_target_info{pid=\"42\",comm=\"mariadbd\"}"), 1, 0);
	/* 2 ms pauses: in the le="0.0025" bucket, not in le="0.001" */
	assert_float_equal(value(b.buf, "pmp_snapshot_pause_seconds_bucket{le=\"0.001\"}"), 0, 0);
	assert_float_equal(value(b.buf, "pmp_snapshot_pause_seconds_bucket{le=\"0.0025\"}"), 4, 0);
	assert_float_equal(value(b.buf, "pmp_snapshot_pause_seconds_sum"), 0.008, 1e-12);
	/* the target goes: gauges to 0, counters stay */
	metrics_target(&M, false, 0, NULL, false);
	strbuf_reset(&b);
	metrics_render(&M, 5 * SEC, &b);
	assert_float_equal(value(b.buf, "pmp_target_up"), 0, 0);
	assert_float_equal(value(b.buf, "pmp_target_threads"), 0, 0);
	assert_float_equal(value(b.buf, "pmp_lock_waiting_threads{lock=\"hot\",class=\"latch\",kind=\"mutex\"}"), 0, 0);
	assert_float_equal(value(b.buf, "pmp_lock_wait_thread_seconds_total{lock=\"hot\",class=\"latch\",kind=\"mutex\"}"), 10, 1e-12);
	assert_float_equal(value(b.buf, "pmp_target_info{pid=\"42\",comm=\"mariadbd\"}"), 1, 0);
	strbuf_release(&b);
	metrics_release(&M);
}

static void
test_bounded_labels(void **state)
{
	struct metrics M;
	struct strbuf b;
	struct hotspot h[5];
	struct hotspots hs = { .h = h, .n = 5 };
	char names[5][8];

	(void)state;
	metrics_init(&M, 2, 10, 4);
	metrics_target(&M, true, 1, "x", true);
	for (int i = 0; i < 5; i++) {
		snprintf(names[i], sizeof(names[i]), "lock%d", i);
		h[i] = row(names[i], RC_WAIT, "condvar", (uint64_t)i + 1);
	}
	/* many snapshots: the ring of summaries wraps, the series stay 3 */
	for (int k = 1; k <= 20; k++)
		metrics_snapshot(&M, k * SEC, 1.0, &hs, 15, 1000, 0);
	strbuf_init(&b);
	metrics_render(&M, 20 * SEC, &b);
	assert_float_equal(value(b.buf, "pmp_lock_waiting_threads{lock=\"lock0\",class=\"wait\",kind=\"condvar\"}"), 1, 1e-12);
	assert_float_equal(value(b.buf, "pmp_lock_waiting_threads{lock=\"lock1\",class=\"wait\",kind=\"condvar\"}"), 2, 1e-12);
	/* lock2..lock4: 3 + 4 + 5 */
	assert_float_equal(value(b.buf, "pmp_lock_waiting_threads{lock=\"other\",class=\"other\",kind=\"other\"}"), 12, 1e-12);
	assert_float_equal(value(b.buf, "pmp_lock_wait_thread_seconds_total{lock=\"other\",class=\"other\",kind=\"other\"}"), 240, 1e-9);
	assert_true(value(b.buf, "pmp_lock_waiting_threads{lock=\"lock2\",class=\"wait\",kind=\"condvar\"}") < 0);
	/* the window holds the 4 summaries the ring keeps, not 10 s worth */
	assert_float_equal(value(b.buf, "pmp_window_snapshots"), 4, 0);
	strbuf_release(&b);
	metrics_release(&M);
}

static void
test_deadlocks(void **state)
{
	struct metrics M;
	struct strbuf b;

	(void)state;
	metrics_init(&M, 5, 10, 4);
	metrics_target(&M, true, 1, "x", true);
	/* one cycle over three snapshots: one deadlock; it ends, then the
	 * same locks again: a second; other threads, same locks: a third */
	metrics_cycles(&M, "a -> b -> a", "10,11");
	metrics_cycles(&M, "a -> b -> a", "10,11");
	metrics_cycles(&M, "a -> b -> a", "10,11");
	metrics_cycles(&M, NULL, NULL);
	metrics_cycles(&M, "a -> b -> a", "10,11");
	metrics_cycles(&M, "a -> b -> a", "12,13");
	strbuf_init(&b);
	metrics_render(&M, SEC, &b);
	assert_float_equal(value(b.buf, "pmp_deadlocks_total"), 3, 0);
	assert_float_equal(value(b.buf, "pmp_last_deadlock_info{locks=\"a -> b -> a\",threads=\"12,13\"}"), 1, 0);
	metrics_cycles(&M, NULL, NULL);
	strbuf_reset(&b);
	metrics_render(&M, SEC, &b);
	assert_float_equal(value(b.buf, "pmp_last_deadlock_info{locks=\"a -> b -> a\",threads=\"12,13\"}"), 0, 0);
	strbuf_release(&b);
	metrics_release(&M);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_window_and_counters),
		cmocka_unit_test(test_bounded_labels),
		cmocka_unit_test(test_deadlocks),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
