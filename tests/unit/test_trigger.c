/* SPDX-License-Identifier: MIT */
/* pmp/stalk/trigger.c: pmp stalk's trigger syntax (what is accepted, and
 * where a broken one is wrong) and evaluation (each condition, their
 * conjunction, the hold of for=, a break starting it over) */
#include "unit.h"

#include <string.h>

#include "trigger.h"

static void
parse_ok(struct trigger *t, const char *spec)
{
	char err[256] = "";

	memset(t, 0, sizeof(*t));
	if (trigger_parse(t, spec, err, sizeof(err)) < 0)
		fail_msg("'%s' refused: %s", spec, err);
}

static void
parse_bad(const char *spec, const char *want)
{
	struct trigger t = { 0 };
	char err[256] = "";

	if (trigger_parse(&t, spec, err, sizeof(err)) == 0)
		fail_msg("'%s' accepted", spec);
	if (!strstr(err, want))
		fail_msg("'%s': '%s', not '%s'", spec, err, want);
	assert_null(t.c);
}

static void
test_syntax(void **state)
{
	struct trigger t;

	(void)state;
	parse_ok(&t, "lock:mariadb.mdl_wait>=3&running>=10,for=2.5s");
	assert_int_equal(t.n, 2);
	assert_int_equal(t.c[0].kind, COND_LOCK);
	assert_string_equal(t.c[0].name, "mariadb.mdl_wait");
	assert_true(t.c[0].min == 3);
	assert_int_equal(t.c[1].kind, COND_RUNNING);
	assert_null(t.c[1].name);
	assert_true(t.hold == 2.5);
	assert_false(trigger_needs_status(&t));
	trigger_release(&t);
	/* a lock name may hold spaces; status names are the server's */
	parse_ok(&t, "lock:metadata lock wait>=2&status:threads_running>=20&deadlock");
	assert_string_equal(t.c[0].name, "metadata lock wait");
	assert_string_equal(t.c[1].name, "Threads_running");
	assert_int_equal(t.c[2].kind, COND_DEADLOCK);
	assert_true(trigger_needs_status(&t));
	assert_true(t.hold == 0);
	trigger_release(&t);
	parse_ok(&t, "wait>=0.5");
	assert_true(t.c[0].min == 0.5);
	trigger_release(&t);

	parse_bad("", "an empty trigger");
	parse_bad("locks>=3", "a condition is expected");
	parse_bad("lock>3", "at '>3': '>=' is expected");
	parse_bad("lock>=x", "at 'x': a number is expected");
	parse_bad("lock>=2.5", "a whole number is expected");
	parse_bad("running>=0", "the least number is 1");
	parse_bad("running:x>=3", "running takes no name");
	parse_bad("status>=3", "status needs a variable");
	parse_bad("status:Uptime>=3", "Threads_running and Innodb_row_lock_current_waits only");
	parse_bad("lock:>=3", "a name is expected");
	parse_bad("lock>=3,for=", "seconds are expected after for=");
	parse_bad("lock>=3,for=2x", "'&' or ',for=SECONDS' or the end is expected");
	parse_bad("lock>=3&", "a condition is expected");
	parse_bad("deadlock,for=100000", "at most 86400");
	parse_bad("wait>=-1", "a number is expected");
}

static int
status_fn(void *arg, const char *name, double *v)
{
	if (strcmp(name, "Threads_running"))
		return -1;
	*v = *(double *)arg;
	return 0;
}

static bool
eval(struct trigger *t, struct trigger_obs *o, double time, struct strbuf *why)
{
	o->time = time;
	strbuf_reset(why);
	return trigger_eval(t, o, why);
}

static void
test_eval(void **state)
{
	struct hotspot h[2] = {
		{ .rule_id = "mariadb.mdl_wait", .lock = "metadata lock wait", .cls = RC_WAIT,
		  .threads = 4 },
		{ .rule_id = "idle.cond", .lock = "condvar wait", .cls = RC_IDLE, .threads = 30 },
	};
	struct hotspots hs = { .h = h, .n = 2 };
	struct trigger_wait w[1] = { { .tid = 7, .age = 3.0, .lock = "metadata lock wait",
				       .rule_id = "mariadb.mdl_wait" } };
	struct lockgraph g;
	double threads_running = 25;
	struct trigger_obs o = { .running = 2, .hs = &hs, .waits = w, .nwaits = 1,
				 .status = status_fn, .status_arg = &threads_running };
	struct strbuf why;
	struct trigger t;

	(void)state;
	strbuf_init(&why);
	memset(&g, 0, sizeof(g));
	/* the idle hotspot, with more threads, never counts without a name */
	parse_ok(&t, "lock>=4");
	assert_true(eval(&t, &o, 1, &why));
	assert_string_equal(why.buf, "lock=4 (>= 4) [metadata lock wait]");
	trigger_release(&t);
	parse_ok(&t, "lock>=5");
	assert_false(eval(&t, &o, 1, &why));
	trigger_release(&t);
	/* by rule id and by lock name */
	parse_ok(&t, "lock:mariadb.mdl_wait>=4");
	assert_true(eval(&t, &o, 1, &why));
	trigger_release(&t);
	parse_ok(&t, "lock:condvar wait>=30");
	assert_true(eval(&t, &o, 1, &why));
	trigger_release(&t);
	/* a wait's age */
	parse_ok(&t, "wait:metadata lock wait>=3");
	assert_true(eval(&t, &o, 1, &why));
	assert_string_equal(why.buf, "wait:metadata lock wait=3 (>= 3) [thread 7 on metadata lock wait]");
	trigger_release(&t);
	parse_ok(&t, "wait>=3.5");
	assert_false(eval(&t, &o, 1, &why));
	trigger_release(&t);
	/* status, and a conjunction: all or nothing */
	parse_ok(&t, "status:Threads_running>=20&running>=2");
	assert_true(eval(&t, &o, 1, &why));
	assert_string_equal(why.buf, "status:Threads_running=25 (>= 20); running=2 (>= 2)");
	trigger_release(&t);
	parse_ok(&t, "status:Threads_running>=20&running>=3");
	assert_false(eval(&t, &o, 1, &why));
	assert_string_equal(why.buf, "");
	trigger_release(&t);
	parse_ok(&t, "status:Innodb_row_lock_current_waits>=1");
	assert_false(eval(&t, &o, 1, &why));	/* unknown: no */
	trigger_release(&t);
	/* a deadlock needs a lock graph with a cycle */
	parse_ok(&t, "deadlock");
	assert_false(eval(&t, &o, 1, &why));
	o.g = &g;
	g.ncycles = 1;
	assert_true(eval(&t, &o, 1, &why));
	assert_string_equal(why.buf, "deadlock: 1 cycle");
	trigger_release(&t);
	/* for=2: held at 10, 11, 12 fires at 12; a break starts it over;
	 * after firing, it holds anew */
	parse_ok(&t, "running>=2,for=2");
	assert_false(eval(&t, &o, 10, &why));
	assert_false(eval(&t, &o, 11, &why));
	assert_true(eval(&t, &o, 12, &why));
	assert_string_equal(why.buf, "running=2 (>= 2), held 2.0 s");
	assert_false(eval(&t, &o, 13, &why));
	o.running = 1;
	assert_false(eval(&t, &o, 14, &why));
	o.running = 2;
	assert_false(eval(&t, &o, 15, &why));
	assert_false(eval(&t, &o, 16, &why));
	assert_true(eval(&t, &o, 17, &why));
	trigger_release(&t);
	strbuf_release(&why);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_syntax),
		cmocka_unit_test(test_eval),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
