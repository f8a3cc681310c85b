/* SPDX-License-Identifier: MIT */
/*
 * System calls from registers: the "# syscall" line (lib/syscall_rec.h), the
 * raw reader that turns it into the innermost pseudo-frame, views that
 * drop or keep it, the rule keys `syscall` and `file` with $syscall and
 * $file, and the live namer (pmp/naming/syscall_info.c) on this very process:
 * names, fd paths and their per-snapshot cache.
 */
#include "unit.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "input.h"
#include "profile.h"
#include "ruleset.h"
#include "syscall_rec.h"
#include "syscall_info.h"

static void
test_line_roundtrip(void **state)
{
	struct syscall_rec r = { .nr = 75, .arg = { 0x1b, 0, 0x7f00 } }, back;
	struct strbuf sb;
	const char *why = NULL;

	(void)state;
	strcpy(r.name, "fdatasync");
	strcpy(r.file, "/var/lib/my sql/binlog.000002");	/* a space: the rest of the line */
	strbuf_init(&sb);
	syscall_rec_format(&r, &sb);
	assert_string_equal(sb.buf, "75 fdatasync 0x1b 0x0 0x7f00 /var/lib/my sql/binlog.000002");
	assert_int_equal(syscall_rec_parse(sb.buf, sb.len, &back, &why), 0);
	assert_int_equal(back.nr, 75);
	assert_string_equal(back.name, "fdatasync");
	assert_true(back.arg[0] == 0x1b && back.arg[1] == 0 && back.arg[2] == 0x7f00);
	assert_string_equal(back.file, r.file);
	/* no file: "-" both ways */
	r.file[0] = '\0';
	strbuf_reset(&sb);
	syscall_rec_format(&r, &sb);
	assert_string_equal(sb.buf + sb.len - 2, " -");
	assert_int_equal(syscall_rec_parse(sb.buf, sb.len, &back, &why), 0);
	assert_string_equal(back.file, "");
	/* a newline in a path cannot break the line */
	strcpy(r.file, "/tmp/a\nb");
	strbuf_reset(&sb);
	syscall_rec_format(&r, &sb);
	assert_null(strchr(sb.buf, '\n'));
	strbuf_release(&sb);
}

static void
test_line_bad(void **state)
{
	static const char *const bad[] = {
		"", "x gettid 0x0 0x0 0x0 -", "-1 gettid 0x0 0x0 0x0 -", "39",
		"39 gettid 0x0 0x0 -", "39 gettid 0 0x0 0x0 -", "39 gettid 0x0 0x0 0xzz -",
		"39 gettid 0x0 0x0 0x0", "39 gettid 0x0 0x0 0x0 ",
		"39 a_name_that_is_much_longer_than_thirty_one 0x0 0x0 0x0 -",
	};
	struct syscall_rec r;

	(void)state;
	for (size_t i = 0; i < sizeof(bad) / sizeof(*bad); i++) {
		const char *why = NULL;

		assert_int_equal(syscall_rec_parse(bad[i], strlen(bad[i]), &r, &why), -1);
		assert_non_null(why);
	}
}

struct rec {
	struct sink sink;
	struct stackset *ss;
	struct profile prof;
	int futexes;
};

static void
rec_sample(struct sink *sk, const struct sample *s)
{
	struct rec *r = (struct rec *)sk;

	r->futexes += s->futex != NULL;
	profile_add(&r->prof, stackset_stack(r->ss, s->frames, s->n), s->count);
}

static void
rec_snapshot(struct sink *sk)
{
	((struct rec *)sk)->prof.snapshots++;
}

/* read text as a raw capture into r (its profile, then released by the caller) */
static int
feed(struct rec *r, struct stackset *ss, const char *text, struct input *in)
{
	int fd = unit_memfd(text), ret;

	*r = (struct rec){ .sink = { rec_sample, rec_snapshot }, .ss = ss };
	profile_init(&r->prof, ss);
	ret = input_read(in, fd, "mem", IN_RAW, ss, &r->sink, NULL);
	close(fd);
	return ret;
}

#define RAW_HEAD "# pmp raw capture v1\n# pid 7 comm t unwinder libdw\n"
#define FR(n) "frame t+0x1 - - - " n "\n"

/* the leaf of the only stack of the view in mode sc, and its syscall */
static const char *
view_leaf(struct profile *p, enum view_syscalls sc, int64_t *call, uint32_t *n)
{
	static char buf[64];
	struct view v;
	struct view_stack s;

	view_build_syscalls(&v, p, NAME_SHORT, sc);
	assert_int_equal(v.n, 1);
	view_get(&v, 0, &s);
	snprintf(buf, sizeof(buf), "%s", view_name(&v, s.names[s.n - 1]));
	*call = s.syscall;
	*n = s.n;
	view_release(&v);
	return buf;
}

static void
test_raw_reader(void **state)
{
	struct stackset ss;
	struct rec r;
	struct input in;
	struct frame f;
	int64_t call;
	uint32_t n;

	(void)state;
	stackset_init(&ss);
	/* the call, then the futex line after it, then the frames */
	assert_int_equal(feed(&r, &ss, RAW_HEAD "# syscalls recorded\nsnapshot 1\n"
			      "thread 8 S w\n# syscall 75 fdatasync 0x3 0x0 0x0 /d/bin log.1\n"
			      "# futex 0x1000 0x80 -\n" FR("fdatasync") FR("sync_loop")
			      "end snapshots=1\n", &in), 0);
	assert_int_equal(in.skipped, 0);
	assert_int_equal(r.futexes, 1);
	assert_true(stackset_stack_syscall(&ss, 0, &f) >= 0);
	assert_true(f.flags & FRAME_SYSCALL);
	assert_string_equal(stackset_name_str(&ss, f.name), "fdatasync");
	assert_string_equal(stackset_name_str(&ss, f.file), "/d/bin log.1");
	/* views: dropped, a field, the leaf "[NAME]" */
	assert_string_equal(view_leaf(&r.prof, VIEW_SYSCALLS_DROP, &call, &n), "fdatasync");
	assert_int_equal(call, -1);
	assert_int_equal(n, 2);
	assert_string_equal(view_leaf(&r.prof, VIEW_SYSCALLS_FIELD, &call, &n), "fdatasync");
	assert_true(call >= 0);
	assert_int_equal(n, 2);
	assert_string_equal(view_leaf(&r.prof, VIEW_SYSCALLS_SHOW, &call, &n), "[fdatasync]");
	assert_int_equal(n, 3);
	profile_release(&r.prof);

	/* a thread without a line, in a capture that records calls: in
	 * user space (FRAME_NO_SYSCALL), which no view shows */
	assert_int_equal(feed(&r, &ss, RAW_HEAD "# syscalls recorded\nsnapshot 1\n"
			      "thread 8 R w\n" FR("spin") "end snapshots=1\n", &in), 0);
	assert_string_equal(view_leaf(&r.prof, VIEW_SYSCALLS_SHOW, &call, &n), "spin");
	assert_int_equal(n, 1);
	assert_true(call >= 0);		/* the rules (svg) still see "-" */
	stackset_frame_get(&ss, (uint32_t)call, &f);
	assert_true(f.flags & FRAME_NO_SYSCALL);
	assert_string_equal(view_leaf(&r.prof, VIEW_SYSCALLS_DROP, &call, &n), "spin");
	assert_int_equal(call, -1);
	profile_release(&r.prof);

	/* misplaced and bad lines are skipped, with exit 2 */
	feed(&r, &ss, RAW_HEAD "snapshot 1\nthread 8 S w\n" FR("f")
	     "# syscall 1 write 0x1 0x0 0x0 -\nend snapshots=1\n", &in);
	assert_int_equal(in.skipped, 1);
	profile_release(&r.prof);
	feed(&r, &ss, RAW_HEAD "snapshot 1\nthread 8 S w\n# syscall 1 write 0x1 0x0 -\n"
	     FR("f") "end snapshots=1\n", &in);
	assert_int_equal(in.skipped, 1);
	profile_release(&r.prof);
	feed(&r, &ss, RAW_HEAD "snapshot 1\nthread 8 S w\n# futex 0x1000 0x80 -\n"
	     "# syscall 202 futex 0x1000 0x80 0x0 -\n" FR("f") "end snapshots=1\n", &in);
	assert_int_equal(in.skipped, 1);
	profile_release(&r.prof);
	stackset_release(&ss);
}

static const char pack[] =
	"pack t\n"
	"rule t.futex\n    lock futex in $1\n    class latch\n    kind futex\n"
	"    syscall ^(?:futex|)$\n    match ^,syscall,([^,]+),\n    explain x\nend\n"
	"rule t.sync\n    lock $syscall on $file\n    class wait\n    kind io\n"
	"    syscall ^fdatasync$\n    file ^/\n    match ^,\n    explain x\n"
	"    example [syscall:fdatasync /d/binlog.1],fdatasync,my_sync\n"
	"    counter [syscall:fdatasync pipe:[1]],fdatasync,my_sync\n"
	"    counter fdatasync,my_sync\nend\n";

static void
test_rule_keys(void **state)
{
	struct ruleset rs;
	struct verdict v;
	const char *s = ",syscall,worker,start_thread,";
	struct rule_call futex = { "futex", NULL }, gettid = { "gettid", NULL };
	struct rule_call user = { "-", NULL }, sync = { "fdatasync", "/d/binlog.1" };
	struct rule_call pipe_sync = { "fdatasync", "pipe:[3]" };

	(void)state;
	unit_ruleset(&rs, pack);
	assert_int_equal(ruleset_check_examples(&rs, false), 0);
	/* dumps (no call) and futex: a futex; gettid or user space: not */
	assert_int_equal(ruleset_classify(&rs, s, strlen(s), &v), 0);
	assert_string_equal(v.lock, "futex in worker");
	assert_int_equal(ruleset_classify_call(&rs, s, strlen(s), &futex, &v), 0);
	assert_int_equal(ruleset_classify_call(&rs, s, strlen(s), &gettid, &v), -1);
	assert_int_equal(ruleset_classify_call(&rs, s, strlen(s), &user, &v), -1);
	/* the file key needs a recorded file that matches; $syscall, $file */
	s = ",fdatasync,my_sync,";
	assert_int_equal(ruleset_classify(&rs, s, strlen(s), &v), -1);
	assert_int_equal(ruleset_classify_call(&rs, s, strlen(s), &pipe_sync, &v), -1);
	assert_int_equal(ruleset_classify_call(&rs, s, strlen(s), &sync, &v), 1);
	assert_string_equal(v.lock, "fdatasync on /d/binlog.1");
	ruleset_release(&rs);
}

static void
test_rule_string_skips_call(void **state)
{
	struct stackset ss;
	struct strbuf sb;
	struct frame f = { 0 };
	struct rule_call cbuf;
	const struct rule_call *call;
	struct syscall_rec r = { .nr = 186 };
	uint32_t fr[3], st;

	(void)state;
	stackset_init(&ss);
	strbuf_init(&sb);
	f.name = stackset_str(&ss, "store_globals", 13);
	fr[0] = stackset_frame(&ss, &f);
	f.name = stackset_str(&ss, "syscall", 7);
	fr[1] = stackset_frame(&ss, &f);
	strcpy(r.name, "gettid");
	fr[2] = syscall_rec_frame(&ss, &r);
	st = stackset_stack(&ss, fr, 3);
	call = rule_string_from_stack(&ss, st, &sb, &cbuf);
	assert_string_equal(sb.buf, ",syscall,store_globals,");
	assert_non_null(call);
	assert_string_equal(call->name, "gettid");
	assert_null(call->file);
	fr[2] = syscall_rec_frame(&ss, NULL);	/* user space: "-" */
	call = rule_string_from_stack(&ss, stackset_stack(&ss, fr, 3), &sb, &cbuf);
	assert_string_equal(sb.buf, ",syscall,store_globals,");
	assert_string_equal(call->name, "-");
	assert_null(rule_string_from_stack(&ss, stackset_stack(&ss, fr, 2), &sb, &cbuf));
	/* a thread with no user code (an iou-wrk worker) made no call of its
	 * own, whatever its registers say: rules see "-" and no file */
	f.name = stackset_str(&ss, "[no user code]", 14);
	fr[0] = stackset_frame(&ss, &f);
	r.nr = 17;
	strcpy(r.name, "pread64");
	strcpy(r.file, "/d/sbtest/sbtest2.ibd");
	fr[1] = syscall_rec_frame(&ss, &r);
	call = rule_string_from_stack(&ss, stackset_stack(&ss, fr, 2), &sb, &cbuf);
	assert_string_equal(sb.buf, ",[no user code],");
	assert_non_null(call);
	assert_string_equal(call->name, "-");
	assert_null(call->file);
	/* the same call under a user frame stays the thread's */
	f.name = stackset_str(&ss, "os_file_read_func", 17);
	fr[0] = stackset_frame(&ss, &f);
	call = rule_string_from_stack(&ss, stackset_stack(&ss, fr, 2), &sb, &cbuf);
	assert_string_equal(call->name, "pread64");
	assert_string_equal(call->file, "/d/sbtest/sbtest2.ibd");
	strbuf_release(&sb);
	stackset_release(&ss);
}

/* the live namer on this process: names, fds, the per-snapshot cache */
static void
test_syscall_info(void **state)
{
	struct syscall_info si;
	struct user_regs_struct regs = { 0 };
	struct syscall_rec r;
	char a[] = "/tmp/pmp-unit-a.XXXXXX", b[] = "/tmp/pmp-unit-b.XXXXXX";
	int fa = mkstemp(a), fb = mkstemp(b);

	(void)state;
	assert_true(fa >= 0 && fb >= 0);
	syscall_info_init(&si, getpid());
	assert_string_equal(syscall_info_name(&si, SYS_fdatasync), "fdatasync");
	assert_string_equal(syscall_info_name(&si, SYS_gettid), "gettid");
	assert_string_equal(syscall_info_name(&si, 999), "nr_999");
	assert_int_equal(syscall_info_number("pread64"), SYS_pread64);
	regs.orig_rax = (unsigned long long)-1;
	assert_int_equal(syscall_info_get(&si, &regs, &r), 0);	/* user space */
	regs.orig_rax = SYS_fdatasync;
	regs.rdi = (unsigned)fa;
	assert_int_equal(syscall_info_get(&si, &regs, &r), 1);
	assert_string_equal(r.name, "fdatasync");
	assert_string_equal(r.file, a);
	/* the same fd now names b: this snapshot keeps what it read once */
	assert_int_equal(dup2(fb, fa), fa);
	assert_int_equal(syscall_info_get(&si, &regs, &r), 1);
	assert_string_equal(r.file, a);
	assert_int_equal(si.nreadlinks, 1);
	syscall_info_snapshot(&si);		/* fds are reused: read again */
	assert_int_equal(syscall_info_get(&si, &regs, &r), 1);
	assert_string_equal(r.file, b);
	assert_int_equal(si.nreadlinks, 2);
	/* a call whose first argument is no fd has no file */
	regs.orig_rax = SYS_gettid;
	assert_int_equal(syscall_info_get(&si, &regs, &r), 1);
	assert_string_equal(r.file, "");
	syscall_info_release(&si);
	close(fa);
	close(fb);
	unlink(a);
	unlink(b);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_line_roundtrip),
		cmocka_unit_test(test_line_bad),
		cmocka_unit_test(test_raw_reader),
		cmocka_unit_test(test_rule_keys),
		cmocka_unit_test(test_rule_string_skips_call),
		cmocka_unit_test(test_syscall_info),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
