/* SPDX-License-Identifier: MIT */
/*
 * test_hotspots.c - rules/hotspots.c over a hand-built profile: rows per
 * rule and lock name, their order, the class totals, the code paths
 * (named frames after the match, a run of "??" as one item), the holders'
 * paths, the stack -> row map and per-snapshot figures.
 */
#include "unit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hotspots.h"
#include "profile.h"
#include "ruleset.h"
#include "stackset.h"

static const char PACK[] =
	"pack unit\n"
	"rule unit.mutex\n"
	"    lock    mutex in $1\n"
	"    class   latch\n"
	"    kind    mutex\n"
	"    match   ^,futex_wait,__GI___lll_lock_wait,___pthread_mutex_lock,(\\w+),\n"
	"    holder  ,(?:flush_page|flush_list),\n"
	"    explain a mutex\n"
	"    advice  see $1\n"
	"end\n"
	"rule unit.sleep\n"
	"    lock    sleeping\n"
	"    class   idle\n"
	"    kind    sleep\n"
	"    match   ^,__GI___nanosleep,\n"
	"    explain a nap\n"
	"end\n";

/* one frame per name, innermost first in the comma-separated list */
static uint32_t
stack_of(struct stackset *ss, const char *list)
{
	const char *names[16];
	char *copy = strdup(list), *save = NULL;
	uint32_t n = 0, st;

	for (char *t = strtok_r(copy, ",", &save); t; t = strtok_r(NULL, ",", &save))
		names[n++] = t;
	st = unit_stack(ss, names, n);
	free(copy);
	return st;
}

#define MUTEX "futex_wait,__GI___lll_lock_wait,___pthread_mutex_lock,"

static void
test_rows(void **state)
{
	struct stackset ss;
	struct profile p;
	struct ruleset rs;
	struct hotspots hs;
	uint32_t a1, a2, a3, b, nap, run, holder, holder2;
	const struct hotspot *h;

	(void)state;
	unit_ruleset(&rs, PACK);
	stackset_init(&ss);
	profile_init(&p, &ss);
	a1 = stack_of(&ss, MUTEX "buf_flush,caller_one,worker,start_thread,clone3");
	a2 = stack_of(&ss, MUTEX "buf_flush,caller_two,worker,start_thread,clone3");
	a3 = stack_of(&ss, MUTEX "buf_flush,??,??,??,stripped_caller,main");
	b = stack_of(&ss, MUTEX "log_write,commit,main");
	nap = stack_of(&ss, "__GI___nanosleep,sleeper,start_thread");
	run = stack_of(&ss, "compute,main");
	holder = stack_of(&ss, "memcpy,flush_page,buf_flush,worker,start_thread");
	holder2 = stack_of(&ss, "flush_list,start_thread");
	profile_add(&p, a1, 5);
	profile_add(&p, a2, 3);
	profile_add(&p, a3, 1);
	profile_add(&p, b, 6);
	profile_add(&p, nap, 10);
	profile_add(&p, run, 2);
	profile_add(&p, holder, 4);
	profile_add(&p, holder2, 1);
	p.snapshots = 4;
	p.snapshots_known = true;

	assert_int_equal(hotspots_build(&hs, &rs, &p), 0);
	assert_int_equal(hs.total, 32);
	assert_int_equal(hs.snapshots, 4);
	assert_int_equal(hs.by_class[RC_LATCH], 15);
	assert_int_equal(hs.by_class[RC_IDLE], 10);
	assert_int_equal(hs.by_class[RC_WAIT] + hs.by_class[RC_CPU], 0);
	assert_int_equal(hs.unclassified, 7);	/* run and both holders */
	assert_int_equal(hs.n, 3);
	/* most threads first */
	assert_string_equal(hs.h[0].lock, "sleeping");
	assert_int_equal(hs.h[0].threads, 10);
	assert_int_equal(hs.h[0].cls, RC_IDLE);
	h = &hs.h[1];
	assert_string_equal(h->lock, "mutex in buf_flush");
	assert_string_equal(h->rule_id, "unit.mutex");
	assert_string_equal(h->kind, "mutex");
	assert_string_equal(h->advice, "see $1");
	assert_null(h->object);
	assert_null(h->syscall);	/* no call recorded */
	assert_int_equal(h->threads, 9);
	assert_float_equal(hotspots_per_snapshot(&hs, h->threads), 2.25, 0);
	/* paths: the frames after the match, most first; "??" runs are one
	 * item and do not count against PATH_FRAMES */
	assert_int_equal(h->npaths, 3);
	assert_string_equal(h->paths[0].text, "caller_one < worker < start_thread");
	assert_int_equal(h->paths[0].count, 5);
	assert_string_equal(h->paths[1].text, "caller_two < worker < start_thread");
	assert_int_equal(h->paths[1].count, 3);
	assert_string_equal(h->paths[2].text, "?? x3 < stripped_caller < main");
	/* holders: the frames inside the holder pattern's match */
	assert_int_equal(h->holders, 5);
	assert_int_equal(h->nhpaths, 2);
	assert_string_equal(h->hpaths[0].text, "flush_page");
	assert_int_equal(h->hpaths[0].count, 4);
	assert_string_equal(h->hpaths[1].text, "flush_list");
	assert_int_equal(hs.h[2].threads, 6);
	assert_string_equal(hs.h[2].lock, "mutex in log_write");
	assert_string_equal(hs.h[2].paths[0].text, "commit < main");
	/* the stack -> row map follows the sort */
	assert_ptr_equal(hotspots_of_stack(&hs, a1), &hs.h[1]);
	assert_ptr_equal(hotspots_of_stack(&hs, a3), &hs.h[1]);
	assert_ptr_equal(hotspots_of_stack(&hs, b), &hs.h[2]);
	assert_ptr_equal(hotspots_of_stack(&hs, nap), &hs.h[0]);
	assert_null(hotspots_of_stack(&hs, run));
	assert_null(hotspots_of_stack(&hs, 12345));
	hotspots_release(&hs);

	/* unknown snapshots: figures are thread-samples */
	p.snapshots_known = false;
	assert_int_equal(hotspots_build(&hs, &rs, &p), 0);
	assert_int_equal(hs.snapshots, 0);
	assert_float_equal(hotspots_per_snapshot(&hs, 9), 9, 0);
	hotspots_release(&hs);

	profile_release(&p);
	stackset_release(&ss);
	ruleset_release(&rs);
}

/* an empty profile, and a ruleset with no rules */
static void
test_empty(void **state)
{
	struct stackset ss;
	struct profile p;
	struct ruleset rs;
	struct hotspots hs;
	uint32_t s;

	(void)state;
	ruleset_init(&rs);
	stackset_init(&ss);
	profile_init(&p, &ss);
	assert_int_equal(hotspots_build(&hs, &rs, &p), 0);
	assert_int_equal(hs.n, 0);
	assert_int_equal(hs.total, 0);
	hotspots_release(&hs);
	s = stack_of(&ss, MUTEX "f,main");
	profile_add(&p, s, 3);
	assert_int_equal(hotspots_build(&hs, &rs, &p), 0);
	assert_int_equal(hs.n, 0);
	assert_int_equal(hs.unclassified, 3);
	assert_null(hotspots_of_stack(&hs, s));
	hotspots_release(&hs);
	profile_release(&p);
	stackset_release(&ss);
	ruleset_release(&rs);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rows),
		cmocka_unit_test(test_empty),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
