/* SPDX-License-Identifier: MIT */
/*
 * live.c - one live sampling session (live.h), shared by `pmp -p`,
 * `pmp top`, `pmp dump` and `pmp serve`: the checks before the first
 * stop, then the step logic of one snapshot (stop and copy; then, while
 * the target runs, unwind and name each thread through the session's
 * parts) and what a failed step means.
 *
 * Reading order: live_step() -> take_snapshot() -> add_thread(). The
 * module map is modmap.c, the idle threads' pcs pc_cache.c, the raw
 * capture livesave.c, the figures livestats.c, the refusals denied.c.
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "denied.h"
#include "live.h"
#include "util.h"

/* ---- one thread ------------------------------------------------------ */

/*
 * The pcs of t into L->buf.pc, innermost first: unwound from its copy,
 * or, for a reused thread, those of the copy it reuses (*old: its
 * entry). *ent: t's entry of this snapshot in the cache, or NULL when
 * idle threads are not skipped. Returns how many, or 0 when a reused
 * thread's copy is not in the cache (it is then left out).
 */
static int
thread_pcs(struct live *L, const struct thread_capture *t, struct pc_entry **ent,
	   const struct pc_entry **old)
{
	struct unwind_frame *fr = L->buf.pc;
	bool failed = false;
	int n;

	*ent = NULL;
	*old = NULL;
	if (t->reused) {
		const struct pc_entry *e = pc_cache_find(&L->pcs, t->tid, t->serial);

		if (!e)
			return 0;
		memcpy(fr, pc_cache_pcs(&L->pcs, e), e->n * sizeof(*fr));
		n = e->n;
		failed = e->failed;
		*old = e;
	} else {
		n = modmap_walk(&L->mods, t, fr, MAX_FRAMES, &failed);
		/* a module mapped since the maps were read (dlopen): unwind
		 * again from the copy through it */
		if (modmap_reload_for(&L->mods, t->tid, fr, n))
			n = modmap_walk(&L->mods, t, fr, MAX_FRAMES, &failed);
	}
	if (failed)
		L->stats.nunwind_failed++;
	if (L->sampler.skip_idle)
		*ent = pc_cache_add(&L->pcs, t->tid, t->serial, fr, n, failed);
	return n;
}

/* the frames of t, root first, with their pcs (wh), into the profile
 * (through the sink) */
static void
thread_sample(struct live *L, const struct thread_capture *t, const uint32_t *fr,
	      const uint32_t *wh, uint32_t cnt)
{
	if (L->sink) {
		/* a live capture records futex waits: the lock graph; a reused
		 * thread's wait went on since its copy (lib/waitlen.h) */
		struct futex_wait fw = t->futex;
		struct sample smp = { .thread = t->comm, .tid = t->tid, .pid = L->pid,
				      .time = L->snap_time, .frames = fr, .n = cnt, .count = 1, .lock_words = true,
				      .futex = t->futex.addr ? &fw : NULL,
				      .wheres = wh, .tcb = t->tcb,
				      .sql = procsql_find(&L->sql, t->tid) };

		fw.reused = t->reused;

		L->sink->sample(L->sink, &smp);
	} else {
		profile_add(&L->prof, stackset_stack(&L->ss, fr, cnt), 1);
	}
	if (L->thread_added)
		L->thread_added(L, t, stackset_stack(&L->ss, fr, cnt));
}

/*
 * The system call t is in, into L->buf.sc: true, or false when it is in
 * none. *known then says whether *frame holds its pseudo-frame
 * (stackset.h): the call, or FRAME_NO_SYSCALL for a thread in user
 * space. A fresh copy's call is named now, from its registers (after the
 * stop); a reused thread (its registers are not copied again) keeps the
 * one of the copy it reuses. Recorded in ent for the next reuse.
 */
static bool
thread_syscall(struct live *L, const struct thread_capture *t,
	       const struct pc_entry *old, struct pc_entry *ent, uint32_t *frame,
	       bool *known)
{
	struct syscall_rec *sc = &L->buf.sc;
	bool in = false;

	*known = false;
	if (t->reused && old && old->in_syscall) {
		struct frame f;

		stackset_frame_get(&L->ss, old->sc_frame, &f);
		sc->nr = old->sc_nr;
		memcpy(sc->arg, old->sc_arg, sizeof(sc->arg));
		snprintf(sc->name, sizeof(sc->name), "%s", stackset_name_str(&L->ss, f.name));
		snprintf(sc->file, sizeof(sc->file), "%s",
			 f.file ? stackset_name_str(&L->ss, f.file) : "");
		*frame = old->sc_frame;
		in = *known = true;
	} else if (t->reused && old) {
		*frame = old->sc_frame;		/* user space, or unknown */
		*known = old->sc_known;
	} else if (!t->reused) {
		int r = syscall_info_get(&L->sci, &t->regs, sc);

		in = r > 0;
		*known = r >= 0;
		/* a thread in user space is in no call (FRAME_NO_SYSCALL) */
		if (*known)
			*frame = syscall_rec_frame(&L->ss, in ? sc : NULL);
	}
	if (ent) {
		ent->in_syscall = in;
		ent->sc_known = *known;
		ent->sc_frame = *frame;
		ent->sc_nr = sc->nr;
		memcpy(ent->sc_arg, sc->arg, sizeof(ent->sc_arg));
	}
	return in;
}

/* t, reused, idle since a copy named with these modules (old): as it
 * was, with no lookup */
static void
add_as_before(struct live *L, const struct thread_capture *t, struct pc_entry *ent,
	      const struct pc_entry *old)
{
	const uint32_t *ids, *wheres;
	const char *text;

	pc_cache_name_as(&L->pcs, ent, old);
	pc_cache_names(&L->pcs, ent, &ids, &wheres, &text);
	livesave_frames_write(&L->save, text, ent->text_len);
	thread_sample(L, t, ids, wheres, ent->nids);
}

/* the n pcs of L->buf named, into its frame ids, root first (and their
 * frame lines written) */
static void
name_pcs(struct live *L, int n)
{
	framebuf_reset(&L->buf);
	for (int i = 0; i < n; i++) {
		const struct sym_result *r = symbolizer_lookup(L->mods.sym, L->buf.pc[i].pc,
							       L->buf.pc[i].activation);

		framebuf_add(&L->buf, r);
		livesave_frames_add(&L->save, &L->ss, r);
		if (L->pc_named)
			L->pc_named(L, r);
	}
	livesave_frames_write(&L->save, L->save.text.buf, L->save.text.len);
	framebuf_root_first(&L->buf);
}

static void
add_thread(struct live *L, const struct thread_capture *t)
{
	const struct pc_entry *old;
	struct pc_entry *ent;
	uint64_t t0 = L->cost.on ? mono_ns() : 0;
	int n = thread_pcs(L, t, &ent, &old);
	uint32_t sc_frame = 0;
	bool in_syscall, sc_known;

	if (L->cost.on) {
		t0 = livecost_part(&L->cost, t->reused, PART_UNWIND, t0);
		livecost_thread(&L->cost, t->reused);
	}
	if (n == 0) {
		L->stats.nthreads_failed++;
		verbose_msg("thread %d: not sampled: its reused stack is not cached",
			    (int)t->tid);
		return;
	}
	in_syscall = thread_syscall(L, t, old, ent, &sc_frame, &sc_known);
	livesave_thread(&L->save, t, in_syscall ? &L->buf.sc : NULL,
			procsql_find(&L->sql, t->tid));
	if (old && ent && old->named && old->sym_gen == L->mods.sym_gen) {
		add_as_before(L, t, ent, old);
		if (L->cost.on)
			livecost_part(&L->cost, t->reused, PART_ADD, t0);
		return;
	}
	name_pcs(L, n);
	if (sc_known)		/* the call is the innermost frame */
		framebuf_push(&L->buf, sc_frame, 0);
	if (ent)
		pc_cache_name(&L->pcs, ent, L->mods.sym_gen, L->buf.ids, L->buf.wheres,
			      L->buf.nids, L->save.text.buf, L->save.text.len);
	if (L->cost.on)
		t0 = livecost_part(&L->cost, t->reused, PART_NAME, t0);
	thread_sample(L, t, L->buf.ids, L->buf.wheres, L->buf.nids);
	if (L->cost.on)
		livecost_part(&L->cost, t->reused, PART_ADD, t0);
}

/* ---- one snapshot ---------------------------------------------------- */

/* why s is partial or skipped (FAULT_* bits, 0: complete); *ok: the
 * threads copied */
static unsigned
snapshot_why(const struct snapshot *s, unsigned *ok)
{
	unsigned why = s->partial;

	*ok = 0;
	for (size_t i = 0; i < s->n; i++)
		*ok += s->t[i].status == CAPT_OK;
	if (!*ok && !why)
		why = 1u << FAULT_GONE;
	return why;
}

/* once per run, not per snapshot (-n 1000 made 1000 lines); a new
 * tracer is named again */
static void
warn_once(struct live *L, const struct snapshot *s)
{
	if (s->target_stopped && !L->warned_stopped) {
		warning_msg("process %d was stopped (job control) when sampled; "
			    "it is left stopped", (int)L->pid);
		L->warned_stopped = true;
	}
	if (s->traced_by && s->traced_by != L->warned_tracer) {
		L->warned_tracer = s->traced_by;
		warning_msg("some threads of process %d are traced by process %d; "
			    "they were skipped", (int)L->pid, (int)s->traced_by);
	}
}

/* -v: the snapshot's figures; -vv: the thread that made the pause, and
 * its state before the stop (a runnable thread waiting for a CPU stops
 * late) */
static void
log_snapshot(const struct live *L, unsigned long no, const struct snapshot *s)
{
	if (verbose >= 2) {
		const struct thread_capture *w = NULL;

		for (size_t i = 0; i < s->n; i++)
			if (s->t[i].status == CAPT_OK && !s->t[i].reused &&
			    (!w || s->t[i].hold_ns > w->hold_ns))
				w = &s->t[i];
		if (w)
			verbose_msg("snapshot %lu: longest hold %.3f ms: thread %d (%s), "
				    "state %c before the stop", no, w->hold_ns / 1e6,
				    (int)w->tid, w->comm, w->state);
	}
	verbose_msg("snapshot %lu: %zu threads, pause %.3f ms (longest hold of a "
		    "thread; first interrupt to last detach %.3f ms, to last stop "
		    "%.3f ms), %u gone, %u failed (%u did not stop in time), "
		    "%u appeared, %u signals re-delivered",
		    no, s->n, s->pause_ns / 1e6, s->window_ns / 1e6, s->stop_ns / 1e6,
		    s->ngone, s->nfailed, s->ntimedout, s->nlate, s->nsignals);
	if (L->sampler.skip_idle)
		verbose_msg("snapshot %lu: %u threads reused (idle since their last "
			    "copy: not stopped), %u woke before the re-check (copied "
			    "fresh)", no, s->nreused, s->nwoke);
}

/* the snapshot's line in the raw capture */
static void
save_snapshot(struct live *L, unsigned long no, const struct snapshot *s, unsigned ok,
	      unsigned why)
{
	struct raw_snapshot rs = {
		.no = no, .time = s->time, .live = true, .pause_ns = s->pause_ns,
		.window_ns = s->window_ns, .threads = ok,
		.idle = L->sampler.skip_idle, .reused = s->nreused, .woke = s->nwoke,
	};

	livesave_snapshot(&L->save, &L->mods, &rs, why, L->stats.faults);
}

/* every thread of s, unwound, named and added */
static void
add_threads(struct live *L, unsigned long no, struct snapshot *s)
{
	pc_cache_turn(&L->pcs);
	modmap_lock_objects(&L->mods, no, s);
	syscall_info_snapshot(&L->sci);	/* fds are reused: paths are per snapshot */
	for (size_t i = 0; i < s->n; i++) {
		const struct thread_capture *t = &s->t[i];

		if (t->status == CAPT_FAILED) {
			L->stats.nthreads_failed++;
			verbose_msg("thread %d: not sampled: %s", (int)t->tid,
				    strerror(t->err));
		}
		L->snap_time = s->time;
		/* the server thread serving pmp's own connection is pmp's
		 * doing: never counted (procsql.h) */
		if (t->status == CAPT_OK && t->tid != procsql_own_tid(&L->sql))
			add_thread(L, t);
	}
	pc_cache_sort(&L->pcs);
}

static int
take_snapshot(struct live *L, unsigned long no)
{
	struct snapshot *s = &L->snap;
	unsigned ok, why;
	int r;

	livecost_begin(&L->cost);
	if ((r = modmap_check(&L->mods)) < 0)
		return r;
	livecost_phase(&L->cost, COST_MAPS);
	if ((r = sampler_capture(&L->sampler, s)) < 0)
		return r;
	livecost_sampled(&L->cost, s);
	/* the threads run again: the server can answer */
	procsql_read(&L->sql);
	livecost_phase(&L->cost, COST_SQL);
	modmap_stopped(&L->mods, s);
	livecost_phase(&L->cost, COST_MAPS);
	why = snapshot_why(s, &ok);
	livestats_snapshot(&L->stats, no, s, ok, why);
	warn_once(L, s);
	log_snapshot(L, no, s);
	save_snapshot(L, no, s, ok, why);
	livecost_phase(&L->cost, COST_BOOK);
	add_threads(L, no, s);
	if (ok && L->sink)
		L->sink->snapshot_end(L->sink);
	else if (ok)
		L->prof.snapshots++;
	livecost_phase(&L->cost, COST_THREADS);
	livecost_end(&L->cost);
	return 0;
}

/* ---- the session ----------------------------------------------------- */

/*
 * A thread other than the main one that calls execve() makes the process
 * look gone for a moment: every other thread exits, and the main thread
 * is a zombie until the exec'ing thread takes its place (and its pid).
 * Look again for a short while before calling the process gone.
 */
static bool
alive_after_exec(pid_t pid)
{
	for (int i = 0; i < 10; i++) {
		struct timespec ts = { 0, 20000000 };

		if (!proc_task_exiting(pid, 0))
			return true;
		if (kill(pid, 0) < 0 && errno == ESRCH)
			return false;
		nanosleep(&ts, NULL);
	}
	return false;
}

/* ptrace refuses a thread that has begun to exit (EPERM): when every
 * thread was refused, was it that? Look for up to 100 ms */
static bool
exiting_soon(pid_t pid)
{
	for (int i = 0; i < 5; i++) {
		struct timespec ts = { 0, 20000000 };

		if (proc_task_exiting(pid, 0))
			return true;
		nanosleep(&ts, NULL);
	}
	return false;
}

uint32_t
live_thread_futex(struct live *L, const struct thread_capture *t, struct futex_wait *fw)
{
	*fw = t->futex;
	fw->obj = NULL;
	fw->reused = t->reused;
	return t->futex.addr && t->futex.obj && *t->futex.obj ?
		stackset_str(&L->ss, t->futex.obj, strlen(t->futex.obj)) : 0;
}

/* what /proc alone can rule out, before anything touches the target:
 * 0, or -1 (reported) */
static int
check_access(pid_t pid)
{
	struct proc_access acc;

	if (proc_access_read(pid, &acc) < 0)
		return error_msg("no process %d", (int)pid);
	/* a thread other than the main one in execve() makes the main thread
	 * a zombie for a moment (alive_after_exec()): look again */
	for (int i = 0; i < 10 && acc.zombie && acc.live_tasks; i++) {
		struct timespec ts = { 0, 20000000 };

		nanosleep(&ts, NULL);
		if (proc_access_read(pid, &acc) < 0)
			return error_msg("no process %d", (int)pid);
	}
	if (acc.zombie && !acc.live_tasks)
		return error_msg("process %d (%s) is a zombie: it has exited and waits "
				 "for its parent to reap it; there is nothing to sample",
				 (int)pid, acc.comm);
	if (acc.zombie)
		return error_msg("the main thread of process %d (%s) has exited "
				 "(pthread_exit) while %u threads run on: /proc/%d/maps "
				 "is empty then, and pmp cannot map the code of such a "
				 "process", (int)pid, acc.comm, acc.live_tasks, (int)pid);
	/*
	 * Without CAP_SYS_PTRACE the kernel lets pmp trace only a dumpable
	 * process of its own ids whose capabilities are a subset of pmp's:
	 * say so now, before the modules are loaded (their files, through
	 * /proc/PID/map_files, are denied too, and libdw's "cannot find
	 * the architecture" would be the message instead of the reason).
	 */
	if (acc.kthread || (acc.tracer && acc.tracer != getpid()) ||
	    (!acc.cap_sys_ptrace && (!acc.ids_match || !acc.dumpable || acc.more_caps))) {
		explain_denied(pid);
		return -1;
	}
	return 0;
}

int
live_open(struct live *L, const struct live_opts *o)
{
	livesave_init(&L->save);
	if (check_access(L->pid) < 0)
		return -1;
	if (proc_comm(L->pid, L->comm, sizeof(L->comm)) < 0)
		strcpy(L->comm, "?");

	L->opened = true;
	L->cost.on = o->own_cost;
	L->cost.open_ns = o->own_cost ? thread_cpu_ns() : 0;
	syscall_info_init(&L->sci, L->pid);
	stackset_init(&L->ss);
	profile_init(&L->prof, &L->ss);
	L->prof.snapshots_known = true;
	L->prof.inputs = 1;
	sampler_init(&L->sampler, L->pid);
	L->sampler.stack_bytes = o->stack_bytes;
	L->sampler.max_pause_ms = (unsigned)o->max_pause;
	L->sampler.skip_idle = o->skip_idle;
	L->sampler.time_phases = o->own_cost;
	L->sampler.maps = &L->mods.maps;
	snapshot_init(&L->snap);
	livestats_init(&L->stats, o->max_pause);
	if (modmap_open(&L->mods, L->pid, &L->ss, o->so, L->uw) < 0)
		return -1;
	if (o->own_cost)
		L->cost.open_ns = thread_cpu_ns() - L->cost.open_ns;
	if (o->save && livesave_open(&L->save, o->save, L->pid, L->comm, L->uw->name) < 0)
		return -1;
	procsql_open(&L->sql, L->pid, L->comm, &o->sql);
	if (L->sql.fatal_wait > 0) {
		livesave_server(&L->save, SQL_FATAL_WAIT_VAR, L->sql.fatal_wait);
		if (L->sink && L->sink->server_var)
			L->sink->server_var(L->sink, SQL_FATAL_WAIT_VAR, L->sql.fatal_wait);
	}
	return 0;
}

void
live_release(struct live *L)
{
	if (L->opened && L->cost.on && L->cost.first_done)
		livecost_print(&L->cost);
	livesave_release(&L->save);
	procsql_close(&L->sql);
	pc_cache_release(&L->pcs);
	framebuf_release(&L->buf);
	if (L->opened) {
		modmap_release(&L->mods);
		snapshot_release(&L->snap);
		sampler_release(&L->sampler);
		syscall_info_release(&L->sci);
		profile_release(&L->prof);
		stackset_release(&L->ss);
	}
	livestats_release(&L->stats);
}

int
live_save_close(struct live *L, unsigned long snapshots, int sig)
{
	return livesave_close(&L->save, snapshots, &L->stats.fault_sum, sig);
}

/*
 * A failure after snapshots worked is skipped while it may still be an
 * exec in progress: fewer than three in a row, or for up to a second
 * since the first of them. Counting alone gave up on an exec under load
 * (a fresh-clone CI run at load average 19: three snapshots 2 ms apart
 * all read the modules mid-exec, ENOEXEC); an exec is over within a
 * second on a loaded machine, a debugger that attached is not.
 */
static bool
still_transient(struct live *L, unsigned *failures)
{
	struct timespec t;
	double now;

	clock_gettime(CLOCK_MONOTONIC, &t);
	now = t.tv_sec + t.tv_nsec / 1e9;
	if (*failures == 0)
		L->fail_since = now;
	++*failures;
	return *failures < 3 || now - L->fail_since < 1.0;
}

/* a snapshot skipped for fault (FAULT_*): counted, and sampling goes on */
static enum live_step
skipped(struct live *L, unsigned fault, unsigned long *taken)
{
	livestats_skipped(&L->stats, fault);
	(*taken)++;
	return LIVE_SKIPPED;
}

enum live_step
live_step(struct live *L, unsigned long no, unsigned long *taken, unsigned *failures,
	  bool *target_exited)
{
	int r = take_snapshot(L, no);
	/* refused because it is exiting, or gone: the same */
	if (r == -EPERM && exiting_soon(L->pid))
		r = -ESRCH;
	if ((r == -ESRCH || r == -ENOENT) && alive_after_exec(L->pid)) {
		verbose_msg("snapshot %lu was skipped: the process exec'd", no);
		return skipped(L, FAULT_GONE, taken);
	}
	if (r == -ESRCH || r == -ENOENT) {
		if (*taken) {
			warning_msg("process %d exited after %lu snapshots",
				    (int)L->pid, *taken);
			*target_exited = true;
		} else
			error_msg("process %d is gone", (int)L->pid);
		return LIVE_STOP;
	}
	/* refused after earlier snapshots worked: an exec (its threads
	 * refuse ptrace while they exit) or a debugger that attached
	 * meanwhile; give up only if it lasts */
	if (r == -EPERM && *taken && still_transient(L, failures)) {
		verbose_msg("snapshot %lu was skipped: no thread could be seized", no);
		return skipped(L, FAULT_UNREADABLE, taken);
	}
	if (r == -EPERM) {
		explain_denied(L->pid);
		return LIVE_STOP;
	}
	/* any other failure after snapshots worked (reading the
	 * modules of a process in the middle of an exec): skip it,
	 * unless it lasts */
	if (r < 0 && *taken && still_transient(L, failures)) {
		verbose_msg("snapshot %lu was skipped: %s", no, strerror(-r));
		return skipped(L, FAULT_ERROR, taken);
	}
	if (r < 0) {
		error_msg("snapshot %lu failed: %s", no, strerror(-r));
		return LIVE_STOP;
	}
	*failures = 0;
	(*taken)++;
	return LIVE_TAKEN;
}
