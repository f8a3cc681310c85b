/* SPDX-License-Identifier: MIT */
/*
 * test_modmap.c - pmp/modmap.c over a child of the test: a fork that
 * changes its address space when told (an anonymous mapping, a module
 * mapped with mmap(): maps_lib.so, built by the Makefile beside this
 * binary, anonymous code), to see when the maps are read again and when
 * the modules are reported again. No ptrace: modmap.c reads /proc only
 * (the test's own allocations would move its own VmSize, hence a child).
 * The child is a copy of the test, so the test's own addresses (its
 * code, libc's, its stack) are the child's too. The unwinder is a fake
 * one that counts its flushes and walks what the test says. The clock
 * is the test's (--wrap=mono_ns, the Makefile's test_modmap rule): the
 * maps' age rule (a second) sees only the time the test gives it, not
 * the stalls of a loaded machine.
 */
#include "unit.h"

#include <errno.h>
#include <libgen.h>
#include <limits.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include "modmap.h"
#include "util.h"

static char lib_path[PATH_MAX];	/* maps_lib.so */

/* ---- a fake unwinder ---------------------------------------------- */

static struct {
	int opened, flushes;
	pid_t pid;
	int walk_ret;		/* what walk() returns */
} fu;

struct unwind_ctx {
	int dummy;
};

static struct unwind_ctx fu_ctx;

static int
fu_open(struct unwind_ctx **ctx, const struct unwind_env *env)
{
	fu.opened++;
	fu.pid = env->pid;
	assert_non_null(env->sym);
	assert_non_null(env->mem);
	*ctx = &fu_ctx;
	return 0;
}

static void
fu_close(struct unwind_ctx *ctx)
{
	(void)ctx;
	fu.opened--;
}

static void
fu_flush(struct unwind_ctx *ctx)
{
	(void)ctx;
	fu.flushes++;
}

static int
fu_walk(struct unwind_ctx *ctx, const struct thread_capture *t, struct unwind_frame *fr,
	int max)
{
	(void)ctx;
	(void)t;
	for (int i = 0; i < fu.walk_ret && i < max; i++) {
		fr[i].pc = 0x1000 + (uint64_t)i;
		fr[i].activation = i == 0;
	}
	return fu.walk_ret;
}

static const struct unwinder fake_uw = {
	.name = "fake", .open = fu_open, .close = fu_close, .flush = fu_flush,
	.walk = fu_walk,
};

/* ---- the child -------------------------------------------------- */

/* maps_lib.so mapped executable: a new module; MAP_FAILED on error (no
 * cmocka assertion: this runs in the child) */
static void *
map_lib(size_t *len)
{
	int fd = open(lib_path, O_RDONLY);
	struct stat st;
	void *p = MAP_FAILED;

	if (fd < 0)
		return p;
	if (fstat(fd, &st) == 0) {
		*len = (size_t)st.st_size;
		p = mmap(NULL, *len, PROT_READ | PROT_EXEC, MAP_PRIVATE, fd, 0);
	}
	close(fd);
	return p;
}

/* one command byte at a time: 'a'/'A' map/unmap 1 MiB anonymous, 'l'/'L'
 * the module, 'j' a page of anonymous code; answers the address (0 on
 * failure or for an unmap) */
static void
child_loop(int in, int out)
{
	void *anon = NULL, *lib = NULL, *p;
	size_t len = 0;
	char c;

	while (read(in, &c, 1) == 1) {
		uint64_t a = 0;

		switch (c) {
		case 'a':
			anon = mmap(NULL, 1 << 20, PROT_READ | PROT_WRITE,
				    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
			a = anon == MAP_FAILED ? 0 : (uint64_t)(uintptr_t)anon;
			break;
		case 'A':
			munmap(anon, 1 << 20);
			break;
		case 'l':
			lib = map_lib(&len);
			a = lib == MAP_FAILED ? 0 : (uint64_t)(uintptr_t)lib;
			break;
		case 'L':
			munmap(lib, len);
			break;
		case 'j':
			p = mmap(NULL, 4096, PROT_READ | PROT_EXEC,
				 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
			a = p == MAP_FAILED ? 0 : (uint64_t)(uintptr_t)p;
			break;
		}
		if (write(out, &a, sizeof(a)) != sizeof(a))
			break;
	}
	_exit(0);
}

/* ---- the fixture ----------------------------------------------------- */

struct fixture {
	struct stackset ss;
	struct modmap M;
	pid_t child;
	int cmd, ans;		/* the pipes to and from the child */
};

/* have the child do c; its answer */
static uint64_t
child_do(struct fixture *x, char c)
{
	uint64_t a;

	assert_int_equal(write(x->cmd, &c, 1), 1);
	assert_int_equal(read(x->ans, &a, sizeof(a)), (ssize_t)sizeof(a));
	if (c >= 'a')
		assert_true(a != 0);
	return a;
}

static int
setup(void **state)
{
	struct fixture *x = calloc(1, sizeof(*x));
	struct symbolizer_opts so = { 0 };
	int to[2], from[2];

	assert_non_null(x);
	assert_int_equal(pipe(to), 0);
	assert_int_equal(pipe(from), 0);
	x->child = fork();
	assert_true(x->child >= 0);
	if (x->child == 0) {
		close(to[1]);
		close(from[0]);
		child_loop(to[0], from[1]);
	}
	close(to[0]);
	close(from[1]);
	x->cmd = to[1];
	x->ans = from[0];
	memset(&fu, 0, sizeof(fu));
	stackset_init(&x->ss);
	assert_int_equal(modmap_open(&x->M, x->child, &x->ss, &so, &fake_uw), 0);
	*state = x;
	return 0;
}

static int
teardown(void **state)
{
	struct fixture *x = *state;

	modmap_release(&x->M);
	assert_int_equal(fu.opened, 0);
	stackset_release(&x->ss);
	close(x->cmd);
	close(x->ans);
	waitpid(x->child, NULL, 0);
	free(x);
	return 0;
}

/* the clock modmap.c reads: still unless a test moves it */
static uint64_t fake_now = 1000000000000ull;

uint64_t
__wrap_mono_ns(void)
{
	return fake_now;
}

static void
test_open(void **state)
{
	struct fixture *x = *state;

	assert_int_equal(fu.opened, 1);
	assert_int_equal(fu.pid, x->child);
	assert_int_equal(x->M.sym_gen, 1);
	assert_int_equal(x->M.nmaps_reads, 1);
	assert_true(x->M.has_vm_fd);
	assert_false(x->M.report_failed);
	/* this binary's code is in the maps, in an executable mapping */
	{
		const struct proc_map *pm = proc_maps_find(&x->M.maps,
							   (uint64_t)(uintptr_t)test_open);

		assert_non_null(pm);
		assert_true(pm->exec);
		assert_int_equal(pm->path[0], '/');
	}
}

static void
test_check(void **state)
{
	struct fixture *x = *state;
	struct modmap *M = &x->M;
	unsigned long reads = M->nmaps_reads;
	uint64_t lib;

	/* nothing changed: the maps are not read */
	assert_int_equal(modmap_check(M), 0);
	assert_int_equal(M->nmaps_reads, reads);

	/* VmSize moved (a thread's stack, say): read, but the same modules */
	child_do(x, 'a');
	assert_int_equal(modmap_check(M), 0);
	assert_int_equal(M->nmaps_reads, reads + 1);
	assert_int_equal(M->sym_gen, 1);
	assert_int_equal(fu.flushes, 0);
	assert_int_equal(modmap_check(M), 0);
	assert_int_equal(M->nmaps_reads, reads + 1);

	/* a module mapped: read, reported again, the unwinder flushed */
	lib = child_do(x, 'l');
	assert_int_equal(modmap_check(M), 0);
	assert_int_equal(M->nmaps_reads, reads + 2);
	assert_int_equal(M->sym_gen, 2);
	assert_int_equal(fu.flushes, 1);
	assert_non_null(proc_maps_find(&M->maps, lib));

	/* and unmapped */
	child_do(x, 'L');
	assert_int_equal(modmap_check(M), 0);
	assert_int_equal(M->sym_gen, 3);
	assert_int_equal(fu.flushes, 2);
	assert_null(proc_maps_find(&M->maps, lib));

	/* a second old: read whatever the sizes say */
	fake_now += 1000000000ull;
	assert_int_equal(modmap_check(M), 0);
	assert_int_equal(M->nmaps_reads, reads + 4);
	assert_int_equal(M->sym_gen, 3);
	child_do(x, 'A');
}

static void
test_stopped(void **state)
{
	struct fixture *x = *state;
	struct modmap *M = &x->M;
	struct snapshot s = { 0 };
	struct thread_capture t[2];
	unsigned long reads = M->nmaps_reads;
	int here;

	memset(t, 0, sizeof(t));
	s.t = t;
	s.n = 2;
	/* a fresh copy on a known stack, and a reused one (no stack copied) */
	t[0].status = CAPT_OK;
	t[0].sp = (uint64_t)(uintptr_t)&here;
	t[1].status = CAPT_OK;
	t[1].reused = true;
	t[1].sp = 0x10;
	modmap_stopped(M, &s);
	assert_false(M->maps_stale);
	/* a failed copy does not count either */
	t[1].reused = false;
	t[1].status = CAPT_FAILED;
	modmap_stopped(M, &s);
	assert_false(M->maps_stale);
	/* a fresh copy whose stack is in no mapping: a new thread's */
	t[1].status = CAPT_OK;
	modmap_stopped(M, &s);
	assert_true(M->maps_stale);
	assert_int_equal(modmap_check(M), 0);
	assert_int_equal(M->nmaps_reads, reads + 1);
	assert_false(M->maps_stale);
}

static void
test_reload_for(void **state)
{
	struct fixture *x = *state;
	struct modmap *M = &x->M;
	struct snapshot s = { 0 };
	struct unwind_frame fr[3];
	unsigned long reads = M->nmaps_reads;
	uint64_t lib, jit;

	/* pcs in this binary and libc; 0 (no user code) is no pc */
	fr[0].pc = (uint64_t)(uintptr_t)test_reload_for;
	fr[0].activation = true;
	fr[1].pc = (uint64_t)(uintptr_t)memcpy + 1;	/* a return address */
	fr[1].activation = false;
	fr[2].pc = 0;
	fr[2].activation = false;
	assert_false(modmap_reload_for(M, 1, fr, 3));
	assert_int_equal(M->nmaps_reads, reads);

	/* a module mapped since the read: read again, reported again */
	lib = child_do(x, 'l');
	fr[1].pc = lib + 16;
	assert_true(modmap_reload_for(M, 1, fr, 2));
	assert_int_equal(M->nmaps_reads, reads + 1);
	assert_int_equal(M->sym_gen, 2);
	assert_int_equal(fu.flushes, 1);
	assert_false(modmap_reload_for(M, 1, fr, 2));	/* known now */

	/* anonymous code (a JIT): read once per snapshot, no new report */
	jit = child_do(x, 'j');
	modmap_stopped(M, &s);		/* a new snapshot */
	fr[1].pc = jit + 16;
	assert_false(modmap_reload_for(M, 1, fr, 2));
	assert_int_equal(M->nmaps_reads, reads + 2);
	assert_false(modmap_reload_for(M, 2, fr, 2));
	assert_int_equal(M->nmaps_reads, reads + 2);	/* once per snapshot */
	modmap_stopped(M, &s);
	assert_false(modmap_reload_for(M, 2, fr, 2));
	assert_int_equal(M->nmaps_reads, reads + 3);
	assert_int_equal(M->sym_gen, 2);

	/* a return address at the very end of the module belongs to the
	 * call before it, inside; at its start, to code before it */
	modmap_stopped(M, &s);
	fr[1].pc = proc_maps_find(&M->maps, lib)->end;
	assert_false(modmap_reload_for(M, 1, fr, 2));
	assert_int_equal(M->nmaps_reads, reads + 3);
}

static void
test_walk(void **state)
{
	struct fixture *x = *state;
	struct thread_capture t;
	struct unwind_frame fr[8];
	bool failed;

	memset(&t, 0, sizeof(t));
	t.regs.rip = 0x4242;
	fu.walk_ret = 3;
	assert_int_equal(modmap_walk(&x->M, &t, fr, 8, &failed), 3);
	assert_false(failed);
	assert_int_equal(fr[2].pc, 0x1002);
	/* not one frame: the stopped pc, so that the thread still counts */
	fu.walk_ret = 0;
	assert_int_equal(modmap_walk(&x->M, &t, fr, 8, &failed), 1);
	assert_true(failed);
	assert_int_equal(fr[0].pc, 0x4242);
	assert_true(fr[0].activation);
	fu.walk_ret = -EIO;
	assert_int_equal(modmap_walk(&x->M, &t, fr, 8, &failed), 1);
	assert_true(failed);
	assert_int_equal(fr[0].pc, 0x4242);
}

/* a process that is gone: -1, and release still works */
static void
test_gone(void **state)
{
	struct modmap M;
	struct stackset ss;
	struct symbolizer_opts so = { 0 };
	struct errcap cap;
	pid_t pid = fork();
	char *err;

	(void)state;
	if (pid == 0)
		_exit(0);
	assert_true(pid > 0);
	waitpid(pid, NULL, 0);
	memset(&M, 0, sizeof(M));
	stackset_init(&ss);
	errcap_begin(&cap);
	assert_int_equal(modmap_open(&M, pid, &ss, &so, &fake_uw), -1);
	err = errcap_end(&cap);
	assert_non_null(strstr(err, "is gone"));
	free(err);
	assert_int_equal(fu.opened, 0);
	modmap_release(&M);
	stackset_release(&ss);
}

int
main(int argc, char **argv)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_open, setup, teardown),
		cmocka_unit_test_setup_teardown(test_check, setup, teardown),
		cmocka_unit_test_setup_teardown(test_stopped, setup, teardown),
		cmocka_unit_test_setup_teardown(test_reload_for, setup, teardown),
		cmocka_unit_test_setup_teardown(test_walk, setup, teardown),
		cmocka_unit_test(test_gone),
	};
	char self[PATH_MAX];

	(void)argc;
	(void)argv;
	/* beside this binary: build/tests/idle/maps_lib.so */
	assert_true(realpath("/proc/self/exe", self) != NULL);
	snprintf(lib_path, sizeof(lib_path), "%s/idle/maps_lib.so", dirname(self));
	progname = "pmp";
	return cmocka_run_group_tests(tests, NULL, NULL);
}
