/* SPDX-License-Identifier: MIT */
/* lib/promtext: the Prometheus text exposition writer, line by line
 * against the format's rules (escaping, values, histogram buckets); the
 * live test (tests/serve/prometheus.test) has the real Prometheus parse it */
#include "unit.h"

#include <math.h>

#include "promtext.h"

static void
test_family_and_sample(void **state)
{
	struct strbuf b;
	struct prom_label l[] = {
		{ "lock", "buf_pool.mutex" }, { "class", "latch" }, { "kind", "mutex" },
	};

	(void)state;
	strbuf_init(&b);
	promtext_family(&b, "pmp_lock_waiting_threads", "gauge",
			"threads waiting\nper snapshot \\ lock");
	promtext_sample(&b, "pmp_lock_waiting_threads", l, 3, 12);
	promtext_sample(&b, "pmp_target_up", NULL, 0, 1);
	assert_string_equal(b.buf,
		"# HELP pmp_lock_waiting_threads threads waiting\\nper snapshot \\\\ lock\n"
		"# TYPE pmp_lock_waiting_threads gauge\n"
		"pmp_lock_waiting_threads{lock=\"buf_pool.mutex\",class=\"latch\",kind=\"mutex\"} 12\n"
		"pmp_target_up 1\n");
	strbuf_release(&b);
}

static void
test_escaping(void **state)
{
	struct strbuf b;
	/* a lock or thread name can hold anything: quotes, backslashes,
	 * newlines must not end the value or the line */
	struct prom_label l[] = { { "lock", "a\"b\\c\nd{}=," }, { "kind", NULL } };

	(void)state;
	strbuf_init(&b);
	promtext_sample(&b, "m", l, 2, 0.25);
	assert_string_equal(b.buf, "m{lock=\"a\\\"b\\\\c\\nd{}=,\",kind=\"\"} 0.25\n");
	strbuf_release(&b);
}

static void
test_values(void **state)
{
	struct strbuf b;

	(void)state;
	strbuf_init(&b);
	promtext_value(&b, NAN);
	strbuf_addc(&b, ' ');
	promtext_value(&b, INFINITY);
	strbuf_addc(&b, ' ');
	promtext_value(&b, -INFINITY);
	strbuf_addc(&b, ' ');
	promtext_value(&b, 123456789012.0);
	strbuf_addc(&b, ' ');
	promtext_value(&b, 1.5e-4);
	strbuf_addc(&b, ' ');
	promtext_value(&b, 1e20);
	assert_string_equal(b.buf, "NaN +Inf -Inf 123456789012 0.00015 1e+20");
	strbuf_release(&b);
}

static void
test_histogram(void **state)
{
	struct strbuf b;
	const double bounds[] = { 0.001, 0.01 };
	/* 2 at or under 1 ms, 3 in (1, 10] ms, 1 above */
	const uint64_t counts[] = { 2, 3, 1 };
	struct prom_label l[] = { { "pid", "42" } };

	(void)state;
	strbuf_init(&b);
	promtext_histogram(&b, "p_seconds", l, 1, bounds, counts, 2, 0.5);
	assert_string_equal(b.buf,
		"p_seconds_bucket{pid=\"42\",le=\"0.001\"} 2\n"
		"p_seconds_bucket{pid=\"42\",le=\"0.01\"} 5\n"
		"p_seconds_bucket{pid=\"42\",le=\"+Inf\"} 6\n"
		"p_seconds_sum{pid=\"42\"} 0.5\n"
		"p_seconds_count{pid=\"42\"} 6\n");
	strbuf_reset(&b);
	promtext_histogram(&b, "q", NULL, 0, bounds, counts, 2, 0);
	assert_string_equal(b.buf,
		"q_bucket{le=\"0.001\"} 2\nq_bucket{le=\"0.01\"} 5\nq_bucket{le=\"+Inf\"} 6\n"
		"q_sum 0\nq_count 6\n");
	strbuf_release(&b);
}

static void
test_names(void **state)
{
	(void)state;
	assert_true(promtext_name_ok("pmp_lock_waiting_threads", false));
	assert_true(promtext_name_ok("job:rate:5m", false));
	assert_false(promtext_name_ok("job:rate", true));
	assert_false(promtext_name_ok("9lives", false));
	assert_false(promtext_name_ok("a-b", false));
	assert_false(promtext_name_ok("", true));
	assert_true(promtext_name_ok("_x9", true));
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_family_and_sample),
		cmocka_unit_test(test_escaping),
		cmocka_unit_test(test_values),
		cmocka_unit_test(test_histogram),
		cmocka_unit_test(test_names),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
