/* SPDX-License-Identifier: MIT */
/*
 * livesave.c - the raw capture of a live session (livesave.h); the lines
 * are raw_save.c's, described in raw_save.h and docs/formats.md.
 */
#include <stdio.h>

#include "livesave.h"
#include "livestats.h"
#include "util.h"

void
livesave_init(struct livesave *S)
{
	strbuf_init(&S->line);
	strbuf_init(&S->text);
}

int
livesave_open(struct livesave *S, const char *path, pid_t pid, const char *comm,
	      const char *unwinder)
{
	if (raw_save_open(&S->rsave, path) < 0)
		return -1;
	raw_save_pid_line(S->rsave.f, pid, comm, unwinder);
	/* a thread without a "# syscall" line ran in user space */
	fputs(SYSCALL_HEADER "\n", S->rsave.f);
	return 0;
}

void
livesave_server(struct livesave *S, const char *name, double value)
{
	if (S->rsave.f)
		raw_save_server(S->rsave.f, name, value);
}

void
livesave_snapshot(struct livesave *S, const struct modmap *M, struct raw_snapshot *rs,
		  unsigned why, const struct snapshot_fault *faults)
{
	if (!S->rsave.f)
		return;
	if (S->modules_gen != M->sym_gen) {
		/* the set the frames below are named in (docs/formats.md) */
		raw_save_modules(S->rsave.f, symbolizer_dwfl(M->sym));
		S->modules_gen = M->sym_gen;
	}
	strbuf_reset(&S->line);
	for (unsigned b = 0; b < NFAULTS; b++)
		if (why & (1u << b))
			strbuf_addf(&S->line, "%s%s", S->line.len ? "," : "", faults[b].reason);
	/* a skipped snapshot has no thread line: readers do not count it */
	if (S->line.len)
		*(rs->threads ? &rs->partial : &rs->skipped) = S->line.buf;
	raw_save_snapshot(S->rsave.f, rs);
}

void
livesave_thread(struct livesave *S, const struct thread_capture *t,
		const struct syscall_rec *sc, const struct sql_thread *sql)
{
	/* ",reused" after the state: old readers take any state word */
	char state[16];

	strbuf_reset(&S->text);
	if (!S->rsave.f)
		return;
	snprintf(state, sizeof(state), "%c%s", t->state, t->reused ? ",reused" : "");
	raw_save_thread(S->rsave.f, t->tid, state, t->comm, t->tcb, sc, &t->futex);
	if (sql)
		raw_save_sql(S->rsave.f, sql);
}

void
livesave_frames_add(struct livesave *S, const struct stackset *ss,
		    const struct sym_result *r)
{
	if (S->rsave.f)
		raw_save_frames_add(&S->text, ss, r);
}

void
livesave_frames_write(struct livesave *S, const char *text, size_t len)
{
	if (S->rsave.f)
		fwrite(text, 1, len, S->rsave.f);
}

int
livesave_close(struct livesave *S, unsigned long snapshots,
	       const struct snapshot_faults *sum, int sig)
{
	if (!S->rsave.f)
		return 0;
	if (!snapshots) {
		/* stopped (Ctrl-C) or failed before any thread was sampled: an
		 * existing FILE keeps what it held, rather than an empty capture */
		warning_msg("no snapshot taken: '%s' not written", S->rsave.out.path);
		raw_save_release(&S->rsave);
		return 0;
	}
	/* "end snapshots=N": the capture is complete; a signal that stopped
	 * sampling early is named, and so are partial and skipped counts */
	raw_save_end(S->rsave.f, snapshots, sum->partial, sum->skipped, sig);
	return raw_save_close(&S->rsave);
}

void
livesave_release(struct livesave *S)
{
	raw_save_release(&S->rsave);
	strbuf_release(&S->line);
	strbuf_release(&S->text);
}
