/* SPDX-License-Identifier: MIT */
/*
 * test_lockrep.c - lock objects on the consumer side: the "# lockobj"
 * parser, the lock graph's per-lock objects (labels, per-thread locks,
 * two addresses of one name), object/rule agreement, and hotspots split
 * by object and by object rules, on a hand-built profile.
 */
#include "unit.h"

#include <stdio.h>
#include <string.h>

#include "hotspots.h"
#include "lockgraph.h"
#include "profile.h"
#include "ruleset.h"
#include "stackset.h"

static void
test_parse_obj(void **state)
{
	struct futex_wait fw = { 0 };
	char line[] = "symbol mysql_bin_log+0x10";

	(void)state;
	assert_int_equal(futex_wait_parse_obj(line, &fw), 0);
	assert_int_equal(fw.obj_kind, OBJ_SYMBOL);
	assert_string_equal(fw.obj, "mysql_bin_log+0x10");
	assert_int_equal(futex_wait_parse_obj("tls thread 12 (one_connection)", &fw), 0);
	assert_int_equal(fw.obj_kind, OBJ_TLS);
	assert_string_equal(fw.obj, "thread 12 (one_connection)");
	/* heap and anon need no name; a global object does */
	assert_int_equal(futex_wait_parse_obj("heap", &fw), 0);
	assert_int_equal(fw.obj_kind, OBJ_HEAP);
	assert_null(fw.obj);
	memset(&fw, 0, sizeof(fw));
	assert_int_equal(futex_wait_parse_obj("dwarf", &fw), -1);
	assert_int_equal(futex_wait_parse_obj("dwarf ", &fw), -1);
	assert_int_equal(futex_wait_parse_obj("bogus x", &fw), -1);
	assert_int_equal(futex_wait_parse_obj("- x", &fw), -1);
	assert_int_equal(futex_wait_parse_obj("", &fw), -1);
	assert_int_equal(fw.obj_kind, OBJ_NONE);	/* unchanged on error */
}

static void
test_agrees(void **state)
{
	(void)state;
	assert_true(hotspot_obj_agrees("mysql_bin_log.LOCK_log", "LOCK_log"));
	assert_true(hotspot_obj_agrees("buf_pool.mutex.m_mutex", "buf_pool.mutex"));
	assert_true(hotspot_obj_agrees("trx_sys.rseg_array[3].latch", "trx_sys.rseg_array.latch"));
	assert_true(hotspot_obj_agrees("a->b.LOCK_x", "b.LOCK_x"));
	assert_false(hotspot_obj_agrees("LOCK_commit_ordered", "LOCK_log"));
	assert_false(hotspot_obj_agrees("mysql_bin_log+0x10", "LOCK_log"));
	assert_false(hotspot_obj_agrees("LOCK_log_x", "LOCK_log"));
	assert_false(hotspot_obj_agrees("buf_pool.mutex", "mutex.buf_pool"));
	/* a description is not a lock name */
	assert_false(hotspot_obj_agrees("twin_wait", "mutex in twin_wait"));
}

static const char *const WAIT_A[] = { "futex_wait", "__GI___lll_lock_wait",
				      "___pthread_mutex_lock", "take_it", "start_thread" };
static const char *const WAIT_C[] = { "futex_wait", "__GI___lll_lock_wait",
				      "___pthread_mutex_lock", "take_c", "start_thread" };
static const char *const COND[] = { "futex_wait", "__pthread_cond_wait_common",
				    "___pthread_cond_wait", "wait_own", "start_thread" };

static struct futex_wait
fw_of(uint64_t addr, enum obj_kind k, const char *obj)
{
	struct futex_wait fw = { .addr = addr, .op = 0x80, .len = 0,
				 .obj_kind = k, .obj = obj };
	return fw;
}

static void
test_graph_objects(void **state)
{
	struct stackset ss;
	struct lockgraph g;
	struct strbuf sb;
	uint32_t a, c;
	char tmp[64];

	(void)state;
	stackset_init(&ss);
	lockgraph_init(&g, &ss);
	strbuf_init(&sb);
	a = unit_stack(&ss, WAIT_A, 5);
	c = unit_stack(&ss, COND, 5);
	for (int snap = 0; snap < 2; snap++) {
		struct futex_wait fw;

		/* the name is borrowed for the call only */
		snprintf(tmp, sizeof(tmp), "%s", "g_lock");
		fw = fw_of(0x1000, OBJ_SYMBOL, tmp);
		lockgraph_thread(&g, 11, 0, a, a, &fw);
		memset(tmp, 'x', sizeof(tmp) - 1);
		fw = fw_of(0x1000, OBJ_SYMBOL, "g_lock");
		lockgraph_thread(&g, 12, 0, a, a, &fw);
		/* another mapping of the same name: kept apart */
		fw = fw_of(0x9000, OBJ_SYMBOL, "g_lock");
		lockgraph_thread(&g, 13, 0, a, a, &fw);
		/* per-thread: each its own */
		fw = fw_of(0x7000, OBJ_TLS, "thread 21 (w)");
		lockgraph_thread(&g, 21, 0, c, c, &fw);
		fw = fw_of(0x7100, OBJ_HEAP, NULL);
		lockgraph_thread(&g, 22, 0, c, c, &fw);
		lockgraph_snapshot_end(&g);
	}
	lockgraph_finish(&g);
	assert_int_equal(g.nlocks, 4);
	{
		const struct lg_lock *l1 = lockgraph_find(&g, 0x1000);
		const struct lg_lock *l9 = lockgraph_find(&g, 0x9000);
		const struct lg_lock *t = lockgraph_find(&g, 0x7000);
		const struct lg_lock *h = lockgraph_find(&g, 0x7100);

		assert_non_null(l1);
		assert_non_null(l9);
		assert_string_equal(lockgraph_obj(&g, l1), "g_lock");
		assert_string_equal(lockgraph_obj(&g, l9), "g_lock");
		assert_int_equal(l1->waiters, 4);
		assert_int_equal(l9->waiters, 2);
		assert_true(l1->many_tids);
		/* a global object is never per-thread, even with one waiter */
		assert_false(lockgraph_lock_per_thread(&g, l9));
		assert_true(lockgraph_lock_per_thread(&g, t));
		assert_true(lockgraph_lock_per_thread(&g, h));
		assert_null(lockgraph_obj(&g, h));
		lockgraph_lock_label(&g, 0x1000, &sb);
		assert_string_equal(sb.buf, "g_lock (0x1000)");
		strbuf_reset(&sb);
		lockgraph_lock_label(&g, 0x7000, &sb);
		assert_string_equal(sb.buf, "tls thread 21 (w) 0x7000");
		strbuf_reset(&sb);
		lockgraph_lock_label(&g, 0x7100, &sb);
		assert_string_equal(sb.buf, "heap 0x7100");
		strbuf_reset(&sb);
		lockgraph_lock_label(&g, 0xdead, &sb);
		assert_string_equal(sb.buf, "0xdead");
	}
	strbuf_release(&sb);
	lockgraph_release(&g);
	stackset_release(&ss);
}

static const char PACK[] =
	"pack unit\n"
	"rule unit.mutex\n"
	"    lock    mutex in $1\n"
	"    class   latch\n"
	"    kind    mutex\n"
	"    match   ^,futex_wait,__GI___lll_lock_wait,___pthread_mutex_lock,(\\w+),\n"
	"    explain a mutex\n"
	"end\n"
	"rule unit.obj\n"
	"    lock    special $1\n"
	"    class   latch\n"
	"    kind    mutex\n"
	"    object  ^(special)_lock$\n"
	"    object-example special_lock\n"
	"    explain by object\n"
	"end\n";

static void
test_hotspots_split(void **state)
{
	struct stackset ss;
	struct lockgraph g;
	struct profile p;
	struct ruleset rs;
	struct hotspots hs;
	uint32_t a, c;
	const struct hotspot *h;

	(void)state;
	unit_ruleset(&rs, PACK);
	assert_int_equal(ruleset_check_examples(&rs, false), 0);
	stackset_init(&ss);
	profile_init(&p, &ss);
	p.snapshots_known = true;
	lockgraph_init(&g, &ss);
	a = unit_stack(&ss, WAIT_A, 5);
	c = unit_stack(&ss, WAIT_C, 5);
	for (int snap = 0; snap < 2; snap++) {
		struct futex_wait fw;

		/* take_c always waits for LOCK_c: its waits caught outside
		 * futex(2) belong to LOCK_c's row too */
		fw = fw_of(0x4000, OBJ_SYMBOL, "LOCK_c");
		profile_add(&p, c, 1);
		lockgraph_thread(&g, 15, 0, c, c, &fw);
		profile_add(&p, c, 1);
		lockgraph_thread(&g, 16, 0, c, c, NULL);
		fw = fw_of(0x1000, OBJ_DWARF, "log.LOCK_a");
		profile_add(&p, a, 1);
		lockgraph_thread(&g, 11, 0, a, a, &fw);
		fw = fw_of(0x2000, OBJ_SYMBOL, "LOCK_b");
		profile_add(&p, a, 1);
		lockgraph_thread(&g, 12, 0, a, a, &fw);
		fw = fw_of(0x3000, OBJ_SYMBOL, "special_lock");
		profile_add(&p, a, 1);
		lockgraph_thread(&g, 13, 0, a, a, &fw);
		/* no futex word: stays with the stack's rule */
		profile_add(&p, a, 1);
		lockgraph_thread(&g, 14, 0, a, a, NULL);
		lockgraph_snapshot_end(&g);
		p.snapshots++;
	}
	lockgraph_finish(&g);
	assert_int_equal(hotspots_build_locks(&hs, &rs, &p, &g), 0);
	assert_int_equal(hs.n, 5);
	assert_int_equal(hs.by_class[RC_LATCH], 12);
	assert_string_equal(hs.h[0].lock, "LOCK_c");
	assert_int_equal(hs.h[0].threads, 4);
	assert_ptr_equal(hotspots_of_stack(&hs, c), &hs.h[0]);
	for (size_t i = 1; i < hs.n; i++) {
		h = &hs.h[i];
		assert_int_equal(h->threads, 2);
		if (!strcmp(h->lock, "special special")) {
			assert_true(h->by_object);
			assert_string_equal(h->rule_id, "unit.obj");
			assert_string_equal(h->rule_lock, "mutex in take_it");
		} else if (h->object) {
			assert_string_equal(h->lock, h->object);
			assert_string_equal(h->rule_lock, "mutex in take_it");
		} else {
			assert_string_equal(h->lock, "mutex in take_it");
		}
	}
	h = hotspots_of_lock(&hs, &g, lockgraph_find(&g, 0x2000));
	assert_non_null(h);
	assert_string_equal(h->lock, "LOCK_b");
	h = hotspots_of_lock(&hs, &g, lockgraph_find(&g, 0x3000));
	assert_string_equal(h->lock, "special special");
	hotspots_release(&hs);
	/* without the graph: one row per rule lock, as before */
	assert_int_equal(hotspots_build(&hs, &rs, &p), 0);
	assert_int_equal(hs.n, 2);
	assert_int_equal(hs.h[0].threads, 8);
	assert_string_equal(hs.h[0].lock, "mutex in take_it");
	hotspots_release(&hs);
	lockgraph_release(&g);
	profile_release(&p);
	stackset_release(&ss);
	ruleset_release(&rs);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_parse_obj),
		cmocka_unit_test(test_agrees),
		cmocka_unit_test(test_graph_objects),
		cmocka_unit_test(test_hotspots_split),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
