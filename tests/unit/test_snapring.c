/* SPDX-License-Identifier: MIT */
/*
 * test_snapring.c - pmp/snapring.c, the ring of pmp top and pmp serve,
 * with no live process: the binary is linked with --wrap=live_step (the
 * Makefile's test_snapring rule), and the fake live_step() below feeds
 * the ring's hooks the threads of a scripted snapshot, as live.c does.
 * raw_save_modules() and symbolizer_dwfl() are wrapped too (the capture's
 * module lines need a Dwfl; one fixed line stands for them).
 *
 * Snapshot number no has nthreads threads, tid 100 + i, each with the
 * stack "main <- work_<i> <- wait_<no % 2>" (innermost last here), the
 * first one waiting on futex 0x5000 of object "lock_sys".
 */
#include "unit.h"

#include "input.h"
#include "lockgraph.h"
#include "profile.h"
#include "raw_save.h"
#include "snapring.h"

static struct {
	unsigned nthreads;
	enum live_step ret;
	unsigned partial;
	unsigned long calls;
} script;

/* a frame id of name in L's stackset, its pc named "prog+0x10" */
static uint32_t
frame_named(struct live *L, const char *name)
{
	struct frame f = { 0 };
	uint32_t id;
	struct sym_result r = { 0 };

	f.name = stackset_str(&L->ss, name, strlen(name));
	f.module = stackset_str(&L->ss, "prog", 4);
	id = stackset_frame(&L->ss, &f);
	r.frames = &id;
	r.n = 1;
	r.module = f.module;
	r.where = stackset_str(&L->ss, "prog+0x10", 9);
	if (L->pc_named)
		L->pc_named(L, &r);
	return id;
}

enum live_step __real_live_step(struct live *L, unsigned long no, unsigned long *taken,
				unsigned *failures, bool *target_exited);

enum live_step
__wrap_live_step(struct live *L, unsigned long no, unsigned long *taken, unsigned *failures,
		 bool *target_exited)
{
	(void)failures;
	(void)target_exited;
	script.calls++;
	*taken = no;
	if (script.ret != LIVE_TAKEN)
		return script.ret;
	for (unsigned i = 0; i < script.nthreads; i++) {
		struct thread_capture t;
		char name[32];
		uint32_t fr[3];

		memset(&t, 0, sizeof(t));
		t.tid = 100 + (pid_t)i;
		snprintf(t.comm, sizeof(t.comm), "worker%u", i % 10);
		t.state = 'S';
		if (i == 0) {
			t.futex.addr = 0x5000;
			t.futex.op = 0x80;	/* FUTEX_WAIT_PRIVATE */
			t.futex.obj_kind = OBJ_SYMBOL;
			t.futex.len = 4;	/* the word: 0, unlocked */
			t.futex.obj = "lock_sys";
		}
		fr[0] = frame_named(L, "main");
		snprintf(name, sizeof(name), "work_%u", i);
		fr[1] = frame_named(L, name);
		snprintf(name, sizeof(name), "wait_%lu", no % 2);
		fr[2] = frame_named(L, name);
		L->thread_added(L, &t, stackset_stack(&L->ss, fr, 3));
	}
	L->snap.time = 1700000000.0 + (double)no;
	L->snap.pause_ns = 1000 * no;
	L->snap.window_ns = 2000 * no;
	L->snap.partial = script.partial;
	return LIVE_TAKEN;
}

void __real_raw_save_modules(FILE *f, struct Dwfl *dwfl);

void
__wrap_raw_save_modules(FILE *f, struct Dwfl *dwfl)
{
	(void)dwfl;
	fputs("# module 0x1000 0x5000 - /usr/bin/prog\n", f);
}

struct Dwfl *__real_symbolizer_dwfl(struct symbolizer *s);

struct Dwfl *
__wrap_symbolizer_dwfl(struct symbolizer *s)
{
	(void)s;
	return NULL;
}

struct fixture {
	struct live L;
	struct snapring R;
	unsigned long taken;
	unsigned failures;
	bool exited;
};

static int
setup(void **state)
{
	struct fixture *x = calloc(1, sizeof(*x));

	assert_non_null(x);
	stackset_init(&x->L.ss);
	x->L.pid = 4242;
	snprintf(x->L.comm, sizeof(x->L.comm), "prog");
	x->L.uw = &unwinder_libdw;
	snapring_init(&x->R, 3);
	snapring_attach(&x->R, &x->L);
	memset(&script, 0, sizeof(script));
	script.nthreads = 2;
	*state = x;
	return 0;
}

static int
teardown(void **state)
{
	struct fixture *x = *state;

	snapring_release(&x->R);
	stackset_release(&x->L.ss);
	free(x);
	return 0;
}

static enum live_step
step(struct fixture *x)
{
	return snapring_step(&x->R, &x->taken, &x->failures, &x->exited);
}

/* the innermost frame's name of thread k of snapshot s */
static const char *
inner(struct fixture *x, const struct ring_snap *s, size_t k)
{
	uint32_t n;
	const uint32_t *fr = stackset_stack_get(&x->L.ss, s->t[k].stack, &n);
	struct frame f;

	stackset_frame_get(&x->L.ss, fr[n - 1], &f);
	return stackset_name_str(&x->L.ss, f.name);
}

static void
test_wraps(void **state)
{
	struct fixture *x = *state;
	struct ring_snap *s;

	for (int i = 0; i < 5; i++) {
		script.nthreads = 1 + (unsigned)i % 3;
		assert_int_equal(step(x), LIVE_TAKEN);
	}
	assert_int_equal(x->R.count, 3);
	/* the oldest kept is the third: sequence numbers 3, 4, 5 */
	for (size_t i = 0; i < 3; i++) {
		s = snapring_at(&x->R, i);
		assert_int_equal(s->seq, 3 + i);
		assert_int_equal(s->n, 1 + (2 + i) % 3);
		assert_true(s->time == 1700000000.0 + 3 + (double)i);
		assert_int_equal(s->pause_ns, 1000 * (3 + i));
		assert_int_equal(s->window_ns, 2000 * (3 + i));
		assert_int_equal(s->t[0].tid, 100);
		assert_string_equal(stackset_name_str(&x->L.ss, s->t[0].comm), "worker0");
		assert_int_equal(s->t[0].state, 'S');
		assert_int_equal(s->t[0].fw.addr, 0x5000);
		assert_null(s->t[0].fw.obj);	/* kept as a string id */
		assert_string_equal(stackset_name_str(&x->L.ss, s->t[0].obj), "lock_sys");
		assert_string_equal(inner(x, s, 0), (3 + i) % 2 ? "wait_1" : "wait_0");
	}
	assert_int_equal(snapring_find(&x->R, 3), 0);
	assert_int_equal(snapring_find(&x->R, 5), 2);
	assert_int_equal(snapring_find(&x->R, 2), 3);	/* dropped */
	assert_int_equal(snapring_find(&x->R, 6), 3);	/* not yet */
	assert_int_equal(snapring_find(&x->R, 70), 3);
	assert_int_equal(x->taken, 5);
}

/* a skipped step, or one with no thread, is not kept and uses no number */
static void
test_not_kept(void **state)
{
	struct fixture *x = *state;

	assert_int_equal(step(x), LIVE_TAKEN);
	script.ret = LIVE_SKIPPED;
	assert_int_equal(step(x), LIVE_SKIPPED);
	script.ret = LIVE_TAKEN;
	script.nthreads = 0;
	assert_int_equal(step(x), LIVE_TAKEN);
	assert_int_equal(x->R.count, 1);
	script.nthreads = 2;
	assert_int_equal(step(x), LIVE_TAKEN);
	assert_int_equal(x->R.count, 2);
	assert_int_equal(snapring_at(&x->R, 1)->seq, 2);
	/* the slot an empty step used is clean for the next one */
	assert_int_equal(snapring_at(&x->R, 1)->n, 2);
	/* hooks outside a step add nothing */
	x->R.cur = NULL;
	__wrap_live_step(&x->L, 9, &x->taken, &x->failures, &x->exited);
	assert_int_equal(snapring_at(&x->R, 1)->n, 2);
}

static void
test_windows(void **state)
{
	struct fixture *x = *state;
	const uint64_t sec = 1000000000ull;

	assert_int_equal(snapring_window(&x->R, 10 * sec), 0);	/* empty */
	for (int i = 0; i < 3; i++)
		assert_int_equal(step(x), LIVE_TAKEN);
	/* taken at 10 s, 12 s and 13 s */
	snapring_at(&x->R, 0)->mono_ns = 10 * sec;
	snapring_at(&x->R, 1)->mono_ns = 12 * sec;
	snapring_at(&x->R, 2)->mono_ns = 13 * sec;
	/* the newest one's window: at most span before 13 s */
	assert_int_equal(snapring_window(&x->R, 3 * sec), 0);
	assert_int_equal(snapring_window(&x->R, 3 * sec - 1), 1);
	assert_int_equal(snapring_window(&x->R, 1 * sec), 1);
	assert_int_equal(snapring_window(&x->R, 0), 2);
	/* since now: strictly within span of now */
	assert_int_equal(snapring_since(&x->R, 14 * sec, 2 * sec), 2);
	assert_int_equal(snapring_since(&x->R, 14 * sec, 2 * sec + 1), 1);
	assert_int_equal(snapring_since(&x->R, 14 * sec, 1 * sec), 3);
	assert_int_equal(snapring_since(&x->R, 14 * sec, 100 * sec), 0);
}

static void
test_build(void **state)
{
	struct fixture *x = *state;
	struct profile p;
	struct lockgraph g;

	for (int i = 0; i < 3; i++)
		assert_int_equal(step(x), LIVE_TAKEN);
	profile_init(&p, &x->L.ss);
	lockgraph_init(&g, &x->L.ss);
	/* the last two: snapshots 2 and 3, two threads each */
	snapring_build(&x->R, 1, 3, &p, &g);
	assert_int_equal(p.snapshots, 2);
	assert_true(p.snapshots_known);
	assert_int_equal(p.samples, 4);
	for (size_t i = 1; i < 3; i++) {
		const struct ring_snap *s = snapring_at(&x->R, i);

		/* snapshot 2's and 3's stacks differ (wait_0, wait_1) */
		assert_int_equal(p.count[s->t[0].stack], 1);
		assert_int_equal(p.count[s->t[1].stack], 1);
	}
	assert_int_equal(p.count[snapring_at(&x->R, 0)->t[0].stack], 1);
	lockgraph_finish(&g);
	assert_int_equal(g.snapshots, 2);
	assert_int_equal(g.futex_threads, 2);
	lockgraph_release(&g);
	profile_release(&p);

	/* an end past the ring is the ring's end */
	profile_init(&p, &x->L.ss);
	snapring_build(&x->R, 0, 99, &p, NULL);
	assert_int_equal(p.snapshots, 3);
	assert_int_equal(p.samples, 6);
	profile_release(&p);
}

/* a new session: the ring empties, the numbers go on */
static void
test_attach(void **state)
{
	struct fixture *x = *state;
	struct live L2;

	assert_int_equal(step(x), LIVE_TAKEN);
	assert_int_equal(step(x), LIVE_TAKEN);
	memset(&L2, 0, sizeof(L2));
	stackset_init(&L2.ss);
	L2.pid = 4243;
	assert_true(x->R.afw > 0 && x->R.fwhere[1]);
	snapring_attach(&x->R, &L2);
	assert_int_equal(x->R.count, 0);
	assert_ptr_equal(L2.hook_arg, &x->R);
	/* the old session's frame pcs are forgotten */
	for (size_t i = 0; i < x->R.afw; i++)
		assert_int_equal(x->R.fwhere[i], 0);
	assert_int_equal(step(x), LIVE_TAKEN);
	assert_int_equal(x->R.count, 1);
	assert_int_equal(snapring_at(&x->R, 0)->seq, 3);
	assert_int_equal(snapring_find(&x->R, 1), 1);
	snapring_release(&x->R);
	snapring_init(&x->R, 3);
	stackset_release(&L2.ss);
}

/* what the raw reader gives back of a saved window */
struct readback {
	struct sink sink;
	struct stackset ss;
	char lines[16][160];	/* "tid name frames(innermost first) futex obj" */
	unsigned n, snapshots;
};

static void
rb_sample(struct sink *sk, const struct sample *s)
{
	struct readback *b = (struct readback *)sk;
	char *l = b->lines[b->n++];

	assert_true(b->n <= 16);
	l += sprintf(l, "%ld %s", s->tid, s->thread ? s->thread : "-");
	for (uint32_t i = s->n; i-- > 0;) {
		struct frame f;

		stackset_frame_get(&b->ss, s->frames[i], &f);
		if (f.flags & FRAME_PSEUDO)
			continue;	/* the call's pseudo-frame: none here */
		l += sprintf(l, " %s", stackset_name_str(&b->ss, f.name));
	}
	if (s->futex)
		sprintf(l, " futex=%#llx %s", (unsigned long long)s->futex->addr,
			s->futex->obj ? s->futex->obj : "-");
}

static void
rb_snapshot_end(struct sink *sk)
{
	((struct readback *)sk)->snapshots++;
}

static void
test_save_reads_back(void **state)
{
	struct fixture *x = *state;
	struct readback b;
	struct input in;
	int fd = memfd_create("cap", 0);
	FILE *f = fdopen(dup(fd), "w");

	for (int i = 0; i < 3; i++) {
		script.partial = i == 2 ? SNAP_PARTIAL_MAX_PAUSE : 0;
		assert_int_equal(step(x), LIVE_TAKEN);
	}
	snapring_save(&x->R, 1, 3, f);
	fclose(f);
	lseek(fd, 0, SEEK_SET);
	memset(&b, 0, sizeof(b));
	stackset_init(&b.ss);
	b.sink.sample = rb_sample;
	b.sink.snapshot_end = rb_snapshot_end;
	assert_int_equal(input_read(&in, fd, "ring", IN_RAW, &b.ss, &b.sink, NULL), 0);
	assert_int_equal(in.skipped, 0);
	assert_int_equal(b.snapshots, 2);
	assert_int_equal(b.n, 4);
	/* snapshot 2 (wait_0), then 3 (wait_1), innermost frame first */
	assert_string_equal(b.lines[0], "100 worker0 wait_0 work_0 main futex=0x5000 lock_sys");
	assert_string_equal(b.lines[1], "101 worker1 wait_0 work_1 main");
	assert_string_equal(b.lines[2], "100 worker0 wait_1 work_0 main futex=0x5000 lock_sys");
	assert_string_equal(b.lines[3], "101 worker1 wait_1 work_1 main");
	stackset_release(&b.ss);
	close(fd);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_wraps, setup, teardown),
		cmocka_unit_test_setup_teardown(test_not_kept, setup, teardown),
		cmocka_unit_test_setup_teardown(test_windows, setup, teardown),
		cmocka_unit_test_setup_teardown(test_build, setup, teardown),
		cmocka_unit_test_setup_teardown(test_attach, setup, teardown),
		cmocka_unit_test_setup_teardown(test_save_reads_back, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
