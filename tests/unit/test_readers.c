/* SPDX-License-Identifier: MIT */
/* the readers, fed from memory through a memfd */
#include "unit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "input.h"
#include "profile.h"

struct rec {
	struct sink sink;
	struct stackset *ss;
	struct profile prof;
	char threads[8][32];	/* names seen, in order */
	int nthreads;
	char last[1024];	/* last sample, root first, ';' joined */
	int snapshots;
};

static void
rec_sample(struct sink *sk, const struct sample *s)
{
	struct rec *r = (struct rec *)sk;
	struct frame f;

	if (r->nthreads < 8)
		snprintf(r->threads[r->nthreads++], 32, "%s", s->thread ? s->thread : "-");
	r->last[0] = '\0';
	for (uint32_t i = 0; i < s->n; i++) {
		stackset_frame_get(r->ss, s->frames[i], &f);
		if (i)
			strcat(r->last, ";");
		strcat(r->last, stackset_name_str(r->ss, f.name));
	}
	profile_add(&r->prof, stackset_stack(r->ss, s->frames, s->n), s->count);
}

static void
rec_snapshot(struct sink *sk)
{
	((struct rec *)sk)->snapshots++;
}

/* read text as format fmt; returns input_read's result */
static int
feed(struct rec *r, struct stackset *ss, const char *text, enum input_format fmt,
     struct input *in)
{
	int fd = unit_memfd(text), ret;

	memset(r, 0, sizeof(*r));
	r->sink.sample = rec_sample;
	r->sink.snapshot_end = rec_snapshot;
	r->ss = ss;
	profile_init(&r->prof, ss);
	ret = input_read(in, fd, "mem", fmt, ss, &r->sink, NULL);
	close(fd);
	return ret;
}

static void
test_detect(void **state)
{
	(void)state;
	assert_int_equal(input_detect("PID 1 - process\nTID 1:\n", 22), IN_EUSTACK);
	assert_int_equal(input_detect("[New LWP 5]\nThread 2 (Thread 0x1 (LWP 5)):\n", 43), IN_GDB);
	assert_int_equal(input_detect("#0  0x1 in f ()\n", 16), IN_GDB);
	assert_int_equal(input_detect("Mon Nov 30 UTC 2026\n     10 a,b\n", 32), IN_PTPMP);
	assert_int_equal(input_detect("main;f 10\nmain;g 2\n", 19), IN_FOLDED);
	assert_int_equal(input_detect("hello\nworld\n", 12), IN_AUTO);
}

static void
awk(struct ptpmp_state *st, const char *line, const char *want)
{
	struct strbuf sb;

	strbuf_init(&sb);
	ptpmp_frame(st, line, &sb);
	if (strcmp(sb.buf, want))
		fail_msg("ptpmp_frame('%s') = '%s', want '%s'", line, sb.buf, want);
	strbuf_release(&sb);
}

/* pt-pmp's awk, quirks included (bin/pt-pmp aggregate_stacktrace) */
static void
test_ptpmp_frame(void **state)
{
	struct ptpmp_state st = { 0 };

	(void)state;
	awk(&st, "#0  0x00007f in pthread_cond_wait@@GLIBC_2.3.2 () from /lib/libc.so.6",
	    "pthread_cond_wait");
	/* tfile is now "/lib/libc.so.6": a frame without an address inherits it */
	awk(&st, "#1  inlined_fn (x=1) at a.cc:3", "inlined_fn(libc.so.6)");
	awk(&st, "#2  0x00005 in f (x=1) at /src/a.cc:12", "f(a.cc:12)");
	awk(&st, "#3  0x00005 in g (x=1) at ./a.cc:12", "g");
	awk(&st, "#4  0x00005 in ?? () from /usr/lib/x86_64-linux-gnu/libstdc++.so.6",
	    "libstdc++::?\?(libstdc++.so.6)");
	awk(&st, "#5  0x00005 in ?? ()", "::??");
	/* templates removed only while followed by "::", then args, void, const, spaces */
	awk(&st, "#6  0x00005 in std::vector<int, std::allocator<int> >::push_back "
		 "(this=0x1, v=@0x2: 3) at stl_vector.h:1200", "std::vector::push_back");
	awk(&st, "#7  0x00005 in void run<int>(int) (x=1) at run.h:5", "run<int>");
	/* $4 containing "const" makes the awk take $5, which holds "(", so it
	 * goes back to the whole line, and then drops "const" inside the name */
	awk(&st, "#8  0x00005 in const_item_cache::get (this=0x1) at item.h:10",
	    "_item_cache::get");
	ptpmp_state_release(&st);
}

static const char gdb_text[] =
	"[New LWP 11]\n"
	"Thread 2 (Thread 0x7f1 (LWP 11) \"worker\"):\n"
	"#0  0x00007f in __lll_lock_wait () from /lib/libc.so.6\n"
	"#1  0x00005 in std::map<int, long>::find (this=0x1, k=@0x2: 3) at m.h:3\n"
	"#2  0x00005 in start_thread (arg=0x0) at pthread_create.c:442\n"
	"Thread 1 (Thread 0x7f0 (LWP 10) \"mariadbd\"):\n"
	"#0  0x00007f in poll () from /lib/libc.so.6\n"
	"#1  0x00005 in main ()\n"
	"TS 1 2 3\n"
	"Thread 2 (Thread 0x7f1 (LWP 11) \"worker\"):\n"
	"#0  0x00007f in poll () from /lib/libc.so.6\n"
	"[Inferior 1 (process 10) detached]\n"
	"Thread 2 (Thread 0x7f1 (LWP 11) \"worker\"):\n"
	"#0  0x00007f in poll () from /lib/libc.so.6\n"
	"Thread 2 (Thread 0x7f1 (LWP 11) \"worker\"):\n"
	"#0  0x00007f in poll () from /lib/libc.so.6\n";

static void
test_gdb(void **state)
{
	struct stackset ss;
	struct rec r;
	struct input in;

	(void)state;
	stackset_init(&ss);
	assert_int_equal(feed(&r, &ss, gdb_text, IN_AUTO, &in), 0);
	assert_int_equal(in.fmt, IN_GDB);
	/* TS line, [Inferior detached], and LWP 11 seen twice: 4 snapshots */
	assert_int_equal(r.snapshots, 4);
	assert_int_equal(in.samples, 5);
	assert_string_equal(r.threads[0], "worker");
	assert_string_equal(r.threads[1], "mariadbd");
	assert_int_equal(in.skipped, 0);
	profile_release(&r.prof);
	/* first stack, root first, C++ name with spaces kept whole */
	feed(&r, &ss, "Thread 2 (Thread 0x7f1 (LWP 11) \"w\"):\n"
		      "#0  0x00007f in __lll_lock_wait () from /lib/libc.so.6\n"
		      "#1  0x00005 in std::map<int, long>::find (this=0x1) at m.h:3\n"
		      "#2  inl (a=\"x (y) from z\") at i.h:1\n"
		      "#3  0x00005 in start_thread (arg=0x0) at pthread_create.c:442\n",
	     IN_GDB, &in);
	assert_string_equal(r.last, "start_thread;inl;std::map<int, long>::find;__lll_lock_wait");
	profile_release(&r.prof);
	stackset_release(&ss);
}

static void
test_gdb_truncated(void **state)
{
	struct stackset ss;
	struct rec r;
	struct input in;

	(void)state;
	stackset_init(&ss);
	assert_int_equal(feed(&r, &ss, "Thread 1 (LWP 5 \"t\"):\n#0  0x1 in poll ()\n"
				       "#1  0x2 in handle_one_conn", IN_AUTO, &in), -1);
	/* the cut line is not used; the frame before it is */
	assert_int_equal(in.samples, 1);
	assert_string_equal(r.last, "poll");
	profile_release(&r.prof);
	stackset_release(&ss);
}

static void
test_ptpmp_split(void **state)
{
	struct stackset ss;
	struct rec r;
	struct input in;

	(void)state;
	stackset_init(&ss);
	assert_int_equal(feed(&r, &ss, "      7 a<std::chrono::duration<long,,b,std::map<int,char>::find,"
				       "f(long,,g(libc.so.6),libc::??\n      1 \n", IN_AUTO, &in), 0);
	assert_int_equal(in.fmt, IN_PTPMP);
	assert_int_equal(in.samples, 7);
	assert_string_equal(r.last, "??;g;f(long,;std::map<int,char>::find;b;"
				    "a<std::chrono::duration<long,");
	profile_release(&r.prof);
	stackset_release(&ss);
}

static void
test_eustack(void **state)
{
	struct stackset ss;
	struct rec r;
	struct input in;
	struct frame f;
	uint32_t n;
	const uint32_t *fr;

	(void)state;
	stackset_init(&ss);
	assert_int_equal(feed(&r, &ss, "PID 5 - process\nTID 5:\n"
				       "#0  0x00007f36904a3f16 __GI___poll - /usr/lib/libc.so.6\n"
				       "    ../sysdeps/unix/sysv/linux/poll.c:29:10\n"
				       "#1  0x000055783e1c9f8d - /usr/sbin/mariadbd\n"
				       "#2  0x000055783da08d98 mysqld_main(int, char**)\n"
				       "PID 5 - process\nTID 5:\n#0  0x1 poll\n", IN_AUTO, &in), 0);
	assert_int_equal(in.fmt, IN_EUSTACK);
	assert_int_equal(r.snapshots, 2);
	profile_release(&r.prof);
	feed(&r, &ss, "TID 5:\n#0  0x00007f36904a3f16 __GI___poll - /usr/lib/libc.so.6\n"
		      "#1  0x000055783e1c9f8d - /usr/sbin/mariadbd\n", IN_EUSTACK, &in);
	assert_string_equal(r.last, "??;__GI___poll");
	fr = stackset_stack_get(&ss, 0, &n);
	(void)fr;
	for (uint32_t id = 0; id < ss.frames.n; id++) {
		stackset_frame_get(&ss, id, &f);
		if (!strcmp(stackset_name_str(&ss, f.name), "__GI___poll"))
			assert_string_equal(stackset_name_str(&ss, f.module), "libc.so.6");
	}
	profile_release(&r.prof);
	stackset_release(&ss);
}

static void
test_folded(void **state)
{
	struct stackset ss;
	struct rec r;
	struct input in;

	(void)state;
	stackset_init(&ss);
	assert_int_equal(feed(&r, &ss, "a;b c 3\r\n\nx;y 4 9\n", IN_FOLDED, &in), 0);
	assert_int_equal(in.samples, 12);	/* differential line: the after count */
	assert_string_equal(r.last, "x;y");
	profile_release(&r.prof);
	assert_int_equal(feed(&r, &ss, "a;b\n", IN_FOLDED, &in), -1);
	assert_int_equal(in.skipped, 1);
	profile_release(&r.prof);
	stackset_release(&ss);
}

/* perf script headers without the time (issue 17): detected only with a
 * frame line after them, the tid never taken for a count */
static void
test_perf_untimed(void **state)
{
	static const char two[] =
		"kworker 2 x 1266 \n"
		"\t    12a5 leaf (/tmp/prog)\n"
		"\t   891f5 start_thread (/lib/libc.so.6)\n"
		"\n"
		"1267 [001]    1001001 \n"
		"\t    12a5 leaf\n"
		"\n"
		/* a tid under 10000: perf right-aligns it ("%5d") */
		" 987 [000]    1001001 \n"
		"\t    12a5 leaf\n"
		"\n";
	struct stackset ss;
	struct rec r;
	struct input in;

	(void)state;
	assert_int_equal(input_detect(two, sizeof(two) - 1), IN_PERF);
	/* the same header alone is folded or pt-pmp, never perf */
	assert_int_equal(input_detect("spinner 1266\nmain;f 3\n", 22), IN_FOLDED);
	assert_int_equal(input_detect("1266 \n    3 f,g\n", 16), IN_PTPMP);
	stackset_init(&ss);
	assert_int_equal(feed(&r, &ss, two, IN_AUTO, &in), 0);
	assert_int_equal(in.fmt, IN_PERF);
	/* samples of one each: neither 1266 nor 1001001 is a count */
	assert_int_equal(in.samples, 3);
	assert_int_equal(r.nthreads, 3);
	/* COMM with blanks and digits: the tid is the number the tail fits */
	assert_string_equal(r.threads[0], "kworker 2 x");
	assert_string_equal(r.threads[1], "-");	/* -F tid,...: no name */
	assert_string_equal(r.last, "leaf");
	profile_release(&r.prof);
	stackset_release(&ss);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_detect),
		cmocka_unit_test(test_ptpmp_frame),
		cmocka_unit_test(test_gdb),
		cmocka_unit_test(test_gdb_truncated),
		cmocka_unit_test(test_ptpmp_split),
		cmocka_unit_test(test_eustack),
		cmocka_unit_test(test_folded),
		cmocka_unit_test(test_perf_untimed),
	};

	/* readers warn on stderr about skipped lines; that is expected here */
	return cmocka_run_group_tests(tests, NULL, NULL);
}
