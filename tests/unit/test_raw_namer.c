/* SPDX-License-Identifier: MIT */
/*
 * the raw reader's side of naming offline (aggregate/raw_namer.h), with a
 * namer of our own: which frame lines are handed to it, how the lines of
 * one pc (inlined callees "i", then "-") are replaced by its answer, what
 * stays as captured, the module sets it is given, and lock objects
 * replaced unless the new name is worse
 */
#include "unit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "input.h"
#include "raw_namer.h"
#include "ruleset.h"
#include "strbuf.h"

struct fake {
	struct raw_namer ops;
	struct stackset *ss;
	int made, begins, modules, calls;
	char log[1024];		/* "label+off/bid;" per frames() call */
	char mods[512];		/* "start-end bid path;" per module() */
	uint32_t ids[4];
};

static struct fake fk;
static char last_comm[64];	/* comm is borrowed for the call */

static void
fk_begin(struct raw_namer *n)
{
	(void)n;
	fk.begins++;
	strcat(fk.mods, "|");
}

static void
fk_module(struct raw_namer *n, uint64_t start, uint64_t end, const char *bid,
	  const char *path)
{
	char b[200];

	(void)n;
	fk.modules++;
	snprintf(b, sizeof(b), "%lx-%lx %s %s;", (unsigned long)start, (unsigned long)end,
		 bid ? bid : "(none)", path);
	strcat(fk.mods, b);
}

static uint32_t
mkframe(const char *name, bool inl)
{
	struct frame f = { 0 };

	f.name = stackset_str(fk.ss, name, strlen(name));
	f.flags = inl ? FRAME_INLINE : 0;
	return stackset_frame(fk.ss, &f);
}

/* 0x10: an inline chain; 0x20: no file here; 0x30: "??" here; 0x70:
 * unnamed here, keyed by its start ("prog+0x60"); others: "f_OFF" */
static int
fk_frames(struct raw_namer *n, const char *label, const char *bid, uint64_t off,
	  const uint32_t **frames, uint32_t *nframes)
{
	char b[100];

	(void)n;
	fk.calls++;
	snprintf(b, sizeof(b), "%s+%lx/%s;", label, (unsigned long)off, bid ? bid : "-");
	strcat(fk.log, b);
	if (off == 0x20)
		return -1;
	if (off == 0x10) {
		fk.ids[0] = mkframe("callee", true);
		fk.ids[1] = mkframe("caller", false);
		*nframes = 2;
	} else if (off == 0x30) {
		fk.ids[0] = mkframe("??", false);
		*nframes = 1;
	} else if (off == 0x70) {
		struct frame f = { 0 };

		f.name = stackset_str(fk.ss, "prog+0x60", 9);
		f.flags = FRAME_UNNAMED;
		fk.ids[0] = stackset_frame(fk.ss, &f);
		*nframes = 1;
	} else {
		snprintf(b, sizeof(b), "f_%lx", (unsigned long)off);
		fk.ids[0] = mkframe(b, false);
		*nframes = 1;
	}
	*frames = fk.ids;
	return 0;
}

static enum obj_kind
fk_object(struct raw_namer *n, uint64_t addr, const char **name)
{
	(void)n;
	if (addr == 0x1000) {
		*name = "g_log.LOCK_log";
		return OBJ_DWARF;
	}
	if (addr == 0x2000) {
		*name = "m:.bss+0x8";
		return OBJ_SECTION;
	}
	return OBJ_NONE;
}

static void
fk_free(struct raw_namer *n)
{
	(void)n;
}

static struct raw_namer *
fk_new(struct stackset *ss, struct raw_namer_opts *o, const char *path,
       const char *comm)
{
	(void)o;
	(void)path;
	snprintf(last_comm, sizeof(last_comm), "%s", comm ? comm : "(none)");
	fk.ss = ss;
	fk.made++;
	fk.ops.modules_begin = fk_begin;
	fk.ops.module = fk_module;
	fk.ops.frames = fk_frames;
	fk.ops.object = fk_object;
	fk.ops.free = fk_free;
	return &fk.ops;
}

/* a test's state (setup() to teardown()): the stacks one feed() gave */
struct rec {
	struct sink sink;
	struct stackset ss;
	char stacks[4][512];	/* innermost first, "name[i]" for inlined,
				 * "name[u]" for FRAME_UNNAMED */
	char rules[4][512];	/* the rule string of each */
	char objs[4][64];
	int n;
};

static void
rec_sample(struct sink *sk, const struct sample *s)
{
	struct rec *r = (struct rec *)sk;
	struct frame f;
	struct rule_call cbuf;
	struct strbuf sb;

	if (r->n >= 4)
		return;
	strbuf_init(&sb);
	rule_string_from_stack(&r->ss, stackset_stack(&r->ss, s->frames, s->n), &sb, &cbuf);
	snprintf(r->rules[r->n], sizeof(r->rules[r->n]), "%s", sb.buf);
	strbuf_release(&sb);
	for (uint32_t i = s->n; i-- > 0;) {
		stackset_frame_get(&r->ss, s->frames[i], &f);
		strcat(r->stacks[r->n], stackset_name_str(&r->ss, f.name));
		if (f.flags & FRAME_INLINE)
			strcat(r->stacks[r->n], "[i]");
		if (f.flags & FRAME_UNNAMED)
			strcat(r->stacks[r->n], "[u]");
		if (i)
			strcat(r->stacks[r->n], ";");
	}
	if (s->futex && s->futex->obj)
		snprintf(r->objs[r->n], 64, "%s %s", obj_kind_name(s->futex->obj_kind),
			 s->futex->obj);
	r->n++;
}

static int
setup(void **state)
{
	struct rec *r = calloc(1, sizeof(*r));

	assert_non_null(r);
	stackset_init(&r->ss);
	r->sink.sample = rec_sample;
	*state = r;
	return 0;
}

static int
teardown(void **state)
{
	struct rec *r = *state;

	stackset_release(&r->ss);
	free(r);
	return 0;
}

/* reads text as a raw capture into r, with the fake namer installed;
 * given: as if a naming option was on the command line; skipped: the
 * lines the reader must skip */
static int
feed_skip(struct rec *r, const char *text, bool given, unsigned long skipped)
{
	struct input in;
	struct raw_namer_opts no = { .given = given };
	int fd = unit_memfd(text), ret;

	memset(r->stacks, 0, sizeof(r->stacks));
	memset(r->rules, 0, sizeof(r->rules));
	memset(r->objs, 0, sizeof(r->objs));
	r->n = 0;
	memset(&fk, 0, sizeof(fk));
	raw_namer_new = fk_new;
	ret = input_read(&in, fd, "mem", IN_RAW, &r->ss, &r->sink, &no);
	raw_namer_new = NULL;
	close(fd);
	assert_int_equal(in.skipped, skipped);
	return ret;
}

static int
feed(struct rec *r, const char *text, bool given)
{
	return feed_skip(r, text, given, 0);
}

#define HEAD "# pmp raw capture v1\n# pid 7 comm my prog unwinder libdw\n"
#define MODS "# module 0x1000 0x5000 abcd /usr/bin/prog\n" \
	     "# module 0x7000 0x9000 - /lib/libx.so\n"
#define SNAP1 "snapshot 1 time=1.0 threads=1\nthread 8 S t\n"
/* the lines of one pc: an inlined callee in its caller */
#define INLINE_PC "frame prog+0x10 abcd i a.c:1 old_callee\n" \
		  "frame prog+0x10 abcd - a.c:9 old_caller\n"

/* with an option: every pc; an inline group is replaced whole */
static void
test_all_frames(void **state)
{
	struct rec *r = *state;

	assert_int_equal(feed(r, HEAD MODS
		SNAP1 INLINE_PC
		"frame prog+0x20 abcd - - kept\n"
		"frame prog+0x30 abcd - - named_live\n"
		"frame libx.so+0x40 - - - ??\n"
		"frame 0xdead - - - ??\n"
		"end snapshots=1\n", true), 0);
	assert_int_equal(fk.made, 1);
	assert_string_equal(last_comm, "my prog");
	assert_int_equal(fk.begins, 1);
	assert_string_equal(fk.mods, "|1000-5000 abcd /usr/bin/prog;7000-9000 (none) /lib/libx.so;");
	/* one call per pc, none for the address in no module */
	assert_string_equal(fk.log, "prog+10/abcd;prog+20/abcd;prog+30/abcd;libx.so+40/-;");
	assert_int_equal(r->n, 1);
	/* 0x20 and 0x30 ("??" here, a name in the capture) stay */
	assert_string_equal(r->stacks[0], "callee[i];caller;kept;named_live;f_40;??");
}

/* without options: only the "??" frames; a new module set is announced */
static void
test_unknown_only(void **state)
{
	struct rec *r = *state;

	assert_int_equal(feed(r, HEAD MODS
		SNAP1 INLINE_PC
		"frame prog+0x50 abcd - - ??\n"
		"# module 0x1000 0x5000 abcd /usr/bin/prog\n"
		"snapshot 2 time=2.0 threads=1\n"
		"thread 8 S t\n"
		"frame prog+0x60 abcd - - ??\n"
		"end snapshots=2\n", false), 0);
	assert_int_equal(fk.begins, 2);
	assert_int_equal(fk.modules, 3);
	assert_string_equal(fk.log, "prog+50/abcd;prog+60/abcd;");
	assert_int_equal(r->n, 2);
	assert_string_equal(r->stacks[0], "old_callee[i];old_caller;f_50");
	assert_string_equal(r->stacks[1], "f_60");
}

/* no "# module" line: no namer, frames as captured */
static void
test_no_modules(void **state)
{
	struct rec *r = *state;

	assert_int_equal(feed(r, HEAD
		SNAP1
		"frame prog+0x50 abcd - - ??\n"
		"end snapshots=1\n", true), 0);
	assert_int_equal(fk.made, 0);
	assert_string_equal(r->stacks[0], "??");
}

/* lock objects: a better name replaces the captured one, a worse does not */
static void
test_objects(void **state)
{
	struct rec *r = *state;

	assert_int_equal(feed(r, HEAD MODS
		"snapshot 1 time=1.0 threads=3\n"
		"thread 8 S a\n"
		"# futex 0x1000 0x80 -\n"
		"# lockobj section prog:.bss+0x0\n"
		"frame prog+0x50 abcd - - f\n"
		"thread 9 S b\n"
		"# futex 0x2000 0x80 -\n"
		"# lockobj symbol g_x+0x8\n"
		"frame prog+0x50 abcd - - f\n"
		"thread 10 S c\n"
		"# futex 0x3000 0x80 -\n"
		"frame prog+0x50 abcd - - f\n"
		"end snapshots=1\n", true), 0);
	assert_int_equal(r->n, 3);
	assert_string_equal(r->objs[0], "dwarf g_log.LOCK_log");
	assert_string_equal(r->objs[1], "symbol g_x+0x8");
	assert_string_equal(r->objs[2], "");
}

/* unasked (no option): a stripped build's section name is named again,
 * an address the capture left unnamed is not */
static void
test_objects_unasked(void **state)
{
	struct rec *r = *state;

	assert_int_equal(feed(r, HEAD MODS
		"snapshot 1 time=1.0 threads=2\n"
		"thread 8 S a\n"
		"# futex 0x1000 0x80 -\n"
		"# lockobj section prog:.bss+0x0\n"
		"frame prog+0x50 abcd - - f\n"
		"thread 9 S b\n"
		"# futex 0x1000 0x80 -\n"
		"frame prog+0x50 abcd - - f\n"
		"end snapshots=1\n", false), 0);
	assert_int_equal(r->n, 2);
	assert_string_equal(r->objs[0], "dwarf g_log.LOCK_log");
	assert_string_equal(r->objs[1], "");
}

/*
 * An unnamed function's frame ("fde=0xSTART", SYMBOL "??") reads as
 * "module+0xSTART" marked FRAME_UNNAMED, which the rule string sees as
 * "??"; a "??" without fde= stays "??" (captures of older pmps); a bad
 * start skips the line
 */
static void
test_fde_as_captured(void **state)
{
	struct rec *r = *state;

	assert_int_equal(feed_skip(r, HEAD
		SNAP1
		"frame prog+0x50 abcd fde=0x40 - ??\n"
		"frame prog+0x58 abcd fde=0x40 - ??\n"
		"frame prog+0x90 abcd - - ??\n"
		"frame prog+0x98 abcd fde=0xzz - ??\n"
		"frame prog+0xa0 abcd fde=0x80 - caller\n"
		"end snapshots=1\n", false, 1), 0);
	assert_int_equal(fk.made, 0);
	assert_string_equal(r->stacks[0], "prog+0x40[u];prog+0x40[u];??;caller");
	assert_string_equal(r->rules[0], ",??,??,??,caller,");
}

/* with a namer: an fde= frame is a "??" one, named again; a named frame
 * that the namer knows only by its start keeps its captured name */
static void
test_fde_named_again(void **state)
{
	struct rec *r = *state;

	assert_int_equal(feed(r, HEAD MODS
		SNAP1
		"frame prog+0x50 abcd fde=0x40 - ??\n"
		"frame prog+0x70 abcd - - named_live\n"
		"end snapshots=1\n", true), 0);
	assert_string_equal(fk.log, "prog+50/abcd;prog+70/abcd;");
	assert_string_equal(r->stacks[0], "f_50;named_live");
	assert_int_equal(feed(r, HEAD MODS
		SNAP1
		"frame prog+0x70 abcd fde=0x60 - ??\n"
		"end snapshots=1\n", false), 0);
	assert_string_equal(r->stacks[0], "prog+0x60[u]");
	assert_string_equal(r->rules[0], ",??,");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_all_frames, setup, teardown),
		cmocka_unit_test_setup_teardown(test_unknown_only, setup, teardown),
		cmocka_unit_test_setup_teardown(test_no_modules, setup, teardown),
		cmocka_unit_test_setup_teardown(test_objects, setup, teardown),
		cmocka_unit_test_setup_teardown(test_objects_unasked, setup, teardown),
		cmocka_unit_test_setup_teardown(test_fde_as_captured, setup, teardown),
		cmocka_unit_test_setup_teardown(test_fde_named_again, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
