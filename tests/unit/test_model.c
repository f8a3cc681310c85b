/* SPDX-License-Identifier: MIT */
/* the stack model: interning, profiles, views */
#include "unit.h"

#include <stdio.h>
#include <string.h>

#include "profile.h"

static uint32_t
mkframe(struct stackset *ss, const char *name)
{
	struct frame f = { 0 };

	f.name = stackset_str(ss, name, strlen(name));
	return stackset_frame(ss, &f);
}

static void
test_strpool(void **state)
{
	struct strpool sp;
	uint32_t ids[5000];
	char buf[32];

	(void)state;
	strpool_init(&sp);
	assert_int_equal(strpool_intern(&sp, "", 0), 0);
	for (int i = 0; i < 5000; i++) {
		snprintf(buf, sizeof(buf), "name%d", i);
		ids[i] = strpool_intern(&sp, buf, strlen(buf));
	}
	/* the same string gives the same id, across rehashes */
	for (int i = 0; i < 5000; i++) {
		snprintf(buf, sizeof(buf), "name%d", i);
		assert_int_equal(strpool_intern(&sp, buf, strlen(buf)), ids[i]);
		assert_string_equal(strpool_str(&sp, ids[i]), buf);
	}
	assert_int_equal(sp.n, 5001);
	strpool_release(&sp);
}

static void
test_idseq(void **state)
{
	struct idseq t;
	uint32_t a[] = { 1, 2, 3 }, b[] = { 1, 2 }, n;
	const uint32_t *v;

	(void)state;
	idseq_init(&t);
	assert_int_equal(idseq_intern(&t, a, 3), 0);
	assert_int_equal(idseq_intern(&t, b, 2), 1);
	assert_int_equal(idseq_intern(&t, a, 3), 0);
	assert_int_equal(idseq_intern(&t, NULL, 0), 2);	/* empty is a sequence too */
	assert_int_equal(idseq_find(&t, b, 2), 1);
	assert_int_equal(idseq_find(&t, a, 1), -1);
	v = idseq_get(&t, 0, &n);
	assert_int_equal(n, 3);
	assert_memory_equal(v, a, sizeof(a));
	idseq_release(&t);
}

/* memory grows with distinct stacks, not with samples */
static void
test_profile_counts(void **state)
{
	struct stackset ss;
	struct profile p;
	uint32_t fr[3], s1, s2;
	size_t bytes;

	(void)state;
	stackset_init(&ss);
	profile_init(&p, &ss);
	fr[0] = mkframe(&ss, "start_thread");
	fr[1] = mkframe(&ss, "worker");
	fr[2] = mkframe(&ss, "pthread_mutex_lock");
	s1 = stackset_stack(&ss, fr, 3);
	s2 = stackset_stack(&ss, fr, 2);
	profile_add(&p, s1, 1);
	bytes = stackset_bytes(&ss);
	for (int i = 0; i < 100000; i++)
		profile_add(&p, stackset_stack(&ss, fr, 3), 1);
	profile_add(&p, s2, 5);
	assert_int_equal(stackset_bytes(&ss), bytes);
	assert_int_equal(ss.stacks.n, 2);
	assert_int_equal(p.count[s1], 100001);
	assert_int_equal(p.samples, 100006);
	profile_release(&p);
	stackset_release(&ss);
}

/* a view merges stacks whose display names are equal, and sorts by count */
static void
test_view_merge_sort(void **state)
{
	struct stackset ss;
	struct profile p, q;
	struct view v;
	struct view_stack vs;
	uint32_t a[2], b[2], c[1];

	(void)state;
	stackset_init(&ss);
	profile_init(&p, &ss);
	a[0] = mkframe(&ss, "main");
	a[1] = mkframe(&ss, "pthread_cond_wait@@GLIBC_2.3.2");
	b[0] = a[0];
	b[1] = mkframe(&ss, "pthread_cond_wait@GLIBC_2.2.5");
	c[0] = mkframe(&ss, "zzz");
	profile_add(&p, stackset_stack(&ss, a, 2), 2);
	profile_add(&p, stackset_stack(&ss, b, 2), 3);
	profile_add(&p, stackset_stack(&ss, c, 1), 4);
	view_build(&v, &p, NAME_SHORT);
	assert_int_equal(v.n, 2);
	assert_int_equal(v.total, 9);
	view_get(&v, 0, &vs);
	assert_int_equal(vs.count, 5);
	assert_int_equal(vs.n, 2);
	assert_string_equal(view_name(&v, vs.names[0]), "main");
	assert_string_equal(view_name(&v, vs.names[1]), "pthread_cond_wait");
	view_get(&v, 1, &vs);
	assert_int_equal(vs.count, 4);
	view_release(&v);
	/* in full mode, the two spellings still differ only by version: merged */
	view_build(&v, &p, NAME_FULL);
	assert_int_equal(v.n, 2);
	view_release(&v);
	/* merge adds counts and keeps snapshot knowledge */
	profile_init(&q, &ss);
	q.snapshots = 2;
	profile_add(&q, stackset_stack(&ss, c, 1), 1);
	p.snapshots = 3;
	profile_merge(&p, &q);
	assert_int_equal(p.snapshots, 5);
	assert_int_equal(p.samples, 10);
	q.snapshots_known = false;
	profile_merge(&p, &q);
	assert_false(p.snapshots_known);
	profile_release(&q);
	profile_release(&p);
	stackset_release(&ss);
}

/* ties are ordered by names, innermost first, so output is deterministic */
static void
test_view_ties(void **state)
{
	struct stackset ss;
	struct profile p;
	struct view v;
	struct view_stack vs;
	uint32_t x[2], y[2];

	(void)state;
	stackset_init(&ss);
	profile_init(&p, &ss);
	x[0] = y[0] = mkframe(&ss, "root");
	x[1] = mkframe(&ss, "b_leaf");
	y[1] = mkframe(&ss, "a_leaf");
	profile_add(&p, stackset_stack(&ss, x, 2), 1);
	profile_add(&p, stackset_stack(&ss, y, 2), 1);
	view_build(&v, &p, NAME_SHORT);
	view_get(&v, 0, &vs);
	assert_string_equal(view_name(&v, vs.names[1]), "a_leaf");
	view_release(&v);
	profile_release(&p);
	stackset_release(&ss);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_strpool),
		cmocka_unit_test(test_idseq),
		cmocka_unit_test(test_profile_counts),
		cmocka_unit_test(test_view_merge_sort),
		cmocka_unit_test(test_view_ties),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
