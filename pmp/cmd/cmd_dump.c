/* SPDX-License-Identifier: MIT */
/*
 * cmd_dump.c - `pmp dump -p PID|NAME`: one snapshot of a running
 * process, printed thread by thread, as `py-spy dump` and eu-stack print
 * it, not aggregated: each thread's name, scheduler state, the system
 * call it was stopped in, the lock it waits for (its object and holder,
 * from the futex word read in the stop, lib/lockgraph.h) and what the
 * rules call its wait; then its frames, innermost first:
 *
 *   Process 4242 (mariadbd): 3 threads, paused 0.41 ms
 *
 *   Thread 4243 "mutex_b" S  syscall futex
 *     waits for mutex mutex_b_lock (0x55d0c0a04060), held by thread 4245
 *     rule: mutex_b_lock (pthread mutex)
 *     #0  __futex_abstimed_wait_common64 (libc.so.6) at futex-internal.c:57
 *     #1  ...
 *
 * With the server's process list (pmp/sql/procsql.h), the threads are
 * followed by its metadata locks: the locks held, by connection and
 * thread, when the server has the metadata_lock_info plugin, and the
 * connections that wait for one, with the holders found:
 *
 *   Metadata locks held (information_schema.METADATA_LOCK_INFO): 3
 *     connection 5 (thread 11826): MDL_SHARED_NO_READ_WRITE on Table
 *     metadata lock d.t, duration -, Query: SELECT SLEEP(30)
 *   Waiting for a metadata lock: 1
 *     connection 6 (thread 11836), 2.0 s, Waiting for table metadata
 *     lock: SELECT * FROM t
 *       holder: connection 5 (thread 11826), MDL_SHARED_NO_READ_WRITE ...
 *
 * (one line each). The snapshot is taken by the live session pmp -p
 * uses (live.c): every thread stopped together for about a millisecond,
 * then released; all naming happens after. A deadlock is reported as
 * pmp -p reports it.
 */
#include <errno.h>
#include <inttypes.h>
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "escape.h"
#include "live.h"
#include "live_cli.h"
#include "live_exit.h"
#include "lockgraph.h"
#include "rules_opt.h"
#include "ruleset.h"
#include "util.h"

static const char usage_text[] =
"usage: pmp dump -p PID|NAME [options]\n"
"\n"
"One snapshot of a running process, thread by thread (not aggregated):\n"
"each thread's name, state, the system call it waits in, the lock it\n"
"waits for and who holds it, and its stack, innermost frame first. The\n"
"threads are stopped together for about a millisecond, as by 'pmp -p'.\n"
"On a MariaDB server, its metadata locks follow: those held, by connection\n"
"and thread (with the server's metadata_lock_info plugin), and the\n"
"connections that wait for one, with their holders.\n"
"\n"
"  -p, --pid PID|NAME    the process (a NAME must match one process)\n"
"      --full-names      keep C++ templates and arguments in frame names\n"
"      --stack-bytes N   stack bytes copied per thread (default 65536)\n"
"      --max-pause MS    bound on the stop of the snapshot (default 100;\n"
"                        also $PMP_MAX_PAUSE)\n"
"      --unwinder NAME   libdw (default; also $PMP_UNWINDER) or libunwind\n"
"      --debug-dir DIR   look for separate debug files in DIR as well\n"
LIVE_SQL_HELP
"Rules (the 'rule:' line names the wait):\n"
RULES_HELP
"  -v, --verbose         more messages on standard error\n"
"  -h, --help            this text\n"
"\n"
"Exit status: 0 every thread dumped; 1 some threads could not be read or\n"
"unwound, the snapshot was partial, or a rule pattern hit a PCRE2 limit;\n"
"2 nothing sampled, target not traceable or gone; 64 usage error.\n";

enum { OPT_FULL_NAMES = 256 };

static const struct option long_opts[] = {
	{ "pid", required_argument, NULL, 'p' },
	{ "full-names", no_argument, NULL, OPT_FULL_NAMES },
	LIVE_LONG_OPTIONS,
	RULES_LONG_OPTIONS,
	{ "verbose", no_argument, NULL, 'v' },
	{ "help", no_argument, NULL, 'h' },
	{ NULL, 0, NULL, 0 },
};

/* one thread of the snapshot, kept by the live session's hook */
struct dump_thread {
	pid_t tid;
	char state;
	char comm[16];
	uint32_t stack;		/* stack id in L->ss, root first */
	uint64_t tcb;		/* its TCB (snapshot.h) */
	struct futex_wait fw;	/* fw.addr 0: not in a futex wait; fw.obj
				 * is NULL: the name is string id obj */
	uint32_t obj;
	/* its connection and statement (L->sql's, valid to the end: one
	 * snapshot, one read), or NULL */
	const struct sql_thread *sql;
};

/* the snapshot's threads; owns t */
struct dump {
	struct dump_thread *t;
	size_t n, alloc;
};

static void
hook_thread(struct live *L, const struct thread_capture *t, uint32_t stack)
{
	struct dump *D = L->hook_arg;
	struct dump_thread *x;

	ALLOC_GROW(D->t, D->n + 1, D->alloc);
	x = &D->t[D->n++];
	x->tid = t->tid;
	x->state = t->state;
	memcpy(x->comm, t->comm, sizeof(x->comm));
	x->comm[sizeof(x->comm) - 1] = '\0';
	x->stack = stack;
	x->tcb = t->tcb;
	x->obj = live_thread_futex(L, t, &x->fw);
	x->sql = procsql_find(&L->sql, t->tid);
}

/* the thread serving connection id in D, or NULL */
static const struct dump_thread *
thread_of_conn(const struct dump *D, uint64_t id)
{
	for (size_t i = 0; i < D->n; i++)
		if (D->t[i].sql && D->t[i].sql->id == id)
			return &D->t[i];
	return NULL;
}

/* "  connection 12 (root@db): Query 2.5 s, Updating: UPDATE ..." and
 * who holds the row lock it waits for; user data escaped */
static void
sql_text(const struct dump *D, const struct sql_thread *st, struct strbuf *sb)
{
	const char *s = st->text ? st->text : st->digest;
	const struct dump_thread *b;

	strbuf_addf(sb, "  connection %" PRIu64 " (", st->id);
	escape_ctl(sb, st->user ? st->user : "?", strlen(st->user ? st->user : "?"));
	if (st->db) {
		strbuf_addc(sb, '@');
		escape_ctl(sb, st->db, strlen(st->db));
	}
	strbuf_adds(sb, "): ");
	escape_ctl(sb, st->command ? st->command : "?", strlen(st->command ? st->command : "?"));
	strbuf_addf(sb, " %.1f s", st->time);
	if (st->state && *st->state) {
		strbuf_adds(sb, ", ");
		escape_ctl(sb, st->state, strlen(st->state));
	}
	if (s) {
		strbuf_adds(sb, ": ");
		escape_ctl(sb, s, strlen(s));
	}
	strbuf_addc(sb, '\n');
	if (!st->blocked_by)
		return;
	strbuf_addf(sb, "  waits for a row lock of connection %" PRIu64, st->blocked_by);
	if ((b = thread_of_conn(D, st->blocked_by)))
		strbuf_addf(sb, ", thread %d", (int)b->tid);
	strbuf_adds(sb, " (the server's InnoDB lock waits)\n");
}

static int
cmp_tid(const void *a, const void *b)
{
	const struct dump_thread *x = a, *y = b;

	return (x->tid > y->tid) - (x->tid < y->tid);
}

/* "syscall futex", "syscall read on /var/lib/mysql/ib_logfile0", "running
 * in user space", or nothing when the call was not recorded */
static void
syscall_text(struct stackset *ss, uint32_t st, struct strbuf *out)
{
	struct frame f;

	if (stackset_stack_syscall(ss, st, &f) < 0)
		return;
	if (f.flags & FRAME_NO_SYSCALL) {
		strbuf_adds(out, "  in user space");
		return;
	}
	strbuf_addf(out, "  syscall %s", stackset_name_str(ss, f.name));
	if (f.file)
		strbuf_addf(out, " on %s", stackset_name_str(ss, f.file));
}

static void
print_thread(struct live *L, const struct dump *D, const struct dump_thread *t,
	     const struct lockgraph *g, struct ruleset *rs, enum name_mode mode,
	     struct strbuf *sb)
{
	struct stackset *ss = &L->ss;
	const uint32_t *fr;
	uint32_t n, no = 0;

	strbuf_reset(sb);
	strbuf_addf(sb, "Thread %d \"%s\" %c", (int)t->tid, t->comm, t->state ? t->state : '?');
	syscall_text(ss, t->stack, sb);
	strbuf_addc(sb, '\n');
	if (t->sql)
		sql_text(D, t->sql, sb);
	if (t->fw.addr) {
		const struct lg_lock *l = lockgraph_find(g, t->fw.addr);

		strbuf_addf(sb, "  waits for %s ", l ? lockgraph_lock_kind_text(l) : "futex");
		lockgraph_lock_label(g, t->fw.addr, sb);
		if (l && l->nholders)
			strbuf_addf(sb, ", held by thread %ld%s", l->holders[0].tid,
				    l->by_layout ? " (InnoDB sux_lock layout)" : "");
		else if (l && l->for_io)
			strbuf_adds(sb, ", held for an I/O (InnoDB sux_lock layout)");
		else if (l && l->foreign)
			strbuf_adds(sb, ", held by no thread of the process");
		strbuf_addc(sb, '\n');
	}
	if (rs->n) {
		struct strbuf rsb;
		struct rule_call cbuf;
		const struct rule_call *call;
		struct verdict vd;

		strbuf_init(&rsb);
		call = rule_string_from_stack(ss, t->stack, &rsb, &cbuf);
		if (ruleset_classify_call(rs, rsb.buf, rsb.len, call, &vd) >= 0 &&
		    vd.rule >= 0)
			strbuf_addf(sb, "  rule: %s\n", vd.lock);
		strbuf_release(&rsb);
	}
	fr = stackset_stack_get(ss, t->stack, &n);
	for (uint32_t i = n; i-- > 0;) {
		struct frame f;

		stackset_frame_get(ss, fr[i], &f);
		if (f.flags & FRAME_PSEUDO)	/* said on the thread's line */
			continue;
		strbuf_addf(sb, "    #%-2u %s", no++,
			    stackset_name_str(ss, stackset_frame_name(ss, fr[i], mode)));
		if (f.flags & FRAME_INLINE)
			strbuf_adds(sb, " (inlined)");
		else if (f.module)
			strbuf_addf(sb, " (%s)", stackset_name_str(ss, f.module));
		if (f.file)
			strbuf_addf(sb, " at %s", stackset_name_str(ss, f.file));
		strbuf_addc(sb, '\n');
	}
	strbuf_addc(sb, '\n');
	fwrite(sb->buf, 1, sb->len, stdout);
}

/* ---- the command line ------------------------------------------------ */

/* what the command line asks */
struct dump_args {
	struct live_cli lc;
	struct rules_opt ro;
	enum name_mode mode;
};

/*
 * argv into a: -1 to go on, or the exit status when the command is done
 * (--help: EXIT_OK; a bad option: EXIT_USAGE, with a's options
 * released). Dies on a bad value, an operand or no process.
 */
static int
parse_args(struct dump_args *a, int argc, char **argv)
{
	int c;

	memset(a, 0, sizeof(*a));
	a->mode = NAME_SHORT;
	live_cli_init(&a->lc);
	optind = 1;
	while ((c = getopt_long(argc, argv, "p:vh", long_opts, NULL)) != -1) {
		if (c == OPT_FULL_NAMES)
			a->mode = NAME_FULL;
		else if (c == 'v')
			verbose++;
		else if (c == 'h' || !(rules_opt_parse(&a->ro, c, optarg) ||
				       live_cli_parse(&a->lc, c, optarg))) {
			fputs(usage_text, c == 'h' ? stdout : stderr);
			/* nothing leaks on a usage error (make check SANITIZE=) */
			rules_opt_release(&a->ro);
			return c == 'h' ? EXIT_OK : EXIT_USAGE;
		}
	}
	live_cli_check(&a->lc, argc, argv, usage_text);
	return -1;
}

/* ---- the snapshot ---------------------------------------------------- */

/* one snapshot of the target into D: 0, or -1 when none could be taken
 * (reported) */
static int
take_snapshot(struct live *L, const struct dump *D)
{
	unsigned long taken = 0;
	unsigned failures = 0;
	bool exited = false;
	enum live_step r = LIVE_SKIPPED;

	/* a snapshot is skipped (an exec under way) at most a few times */
	for (int i = 0; i < 5 && r == LIVE_SKIPPED; i++)
		r = live_step(L, i + 1, &taken, &failures, &exited);
	if (r == LIVE_TAKEN && D->n)
		return 0;
	if (r == LIVE_TAKEN || r == LIVE_SKIPPED)
		error_msg("no thread of process %d could be sampled", (int)L->pid);
	return -1;
}

/* D's threads, sorted by tid, into the lock graph g */
static void
build_graph(struct live *L, struct dump *D, struct lockgraph *g)
{
	qsort(D->t, D->n, sizeof(*D->t), cmp_tid);
	for (size_t i = 0; i < D->n; i++) {
		struct futex_wait fw = D->t[i].fw;

		fw.obj = D->t[i].obj ? stackset_name_str(&L->ss, D->t[i].obj) : NULL;
		lockgraph_thread(g, D->t[i].tid, D->t[i].tcb, D->t[i].stack, D->t[i].stack,
				 D->t[i].fw.addr ? &fw : NULL);
	}
	lockgraph_snapshot_end(g);
	lockgraph_finish(g);
}

/* the process line and every thread, then the deadlocks' warnings: 0, or
 * -1 when stdout could not be written (reported) */
static int
print_dump(struct live *L, const struct dump *D, const struct lockgraph *g,
	   struct ruleset *rs, enum name_mode mode)
{
	struct strbuf sb;

	strbuf_init(&sb);
	printf("Process %d (%s): %zu threads, paused %.2f ms\n\n", (int)L->pid, L->comm,
	       D->n, L->snap.pause_ns / 1e6);
	for (size_t i = 0; i < D->n; i++)
		print_thread(L, D, &D->t[i], g, rs, mode, &sb);
	strbuf_release(&sb);
	/* a pile-up behind a metadata lock: whose connection and thread */
	if (L->sql.on && L->sql.reads)
		procsql_write_mdl(&L->sql, stdout);
	lockgraph_warn_deadlocks(g);
	if (fflush(stdout) == EOF || ferror(stdout)) {
		error_msg("cannot write the output: %s", strerror(errno));
		return -1;
	}
	return 0;
}

/* ---- the command ----------------------------------------------------- */

int
cmd_dump(int argc, char **argv)
{
	struct dump_args a;
	struct live *L;
	struct dump D = { 0 };
	struct ruleset rs;
	struct lockgraph g;
	int status;

	if ((status = parse_args(&a, argc, argv)) >= 0)
		return status;
	a.lc.lo.sql.mdl = true;
	/* before touching the target: a broken rule pack stops us here */
	ruleset_init(&rs);
	rules_opt_load(&a.ro, &rs, true);
	unsetenv("DEBUGINFOD_URLS");
	/* a reader that goes away (| head) must not kill pmp: the target is
	 * released before anything is printed anyway */
	signal(SIGPIPE, SIG_IGN);
	L = xcalloc(1, sizeof(*L));
	L->uw = live_cli_unwinder(&a.lc);
	L->pid = a.lc.pid;
	L->thread_added = hook_thread;
	L->hook_arg = &D;
	/* g is released on every path; it names lock objects in the
	 * session's stackset, which only live_open() makes */
	lockgraph_init(&g, NULL);
	if (live_open(L, &a.lc.lo) < 0 || take_snapshot(L, &D) < 0) {
		status = EXIT_BAD;
	} else {
		lockgraph_release(&g);
		lockgraph_init(&g, &L->ss);
		build_graph(L, &D, &g);
		status = print_dump(L, &D, &g, &rs, a.mode) < 0 ? EXIT_BAD :
			 live_exit_status(&L->stats, &(struct live_outcome){
				 .taken = 1, .one_snapshot = true }, EXIT_OK);
	}
	lockgraph_release(&g);
	/* a rule left a thread unclassified: no 'rule:' line for it */
	status = ruleset_exit_status(&rs, status);
	ruleset_release(&rs);
	rules_opt_release(&a.ro);
	live_release(L);
	free(D.t);
	free(L);
	return status;
}
