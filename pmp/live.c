/* SPDX-License-Identifier: MIT */
/*
 * live.c - one live sampling session (live.h), shared by `pmp -p` and
 * `pmp top`: the checks before the first stop, one snapshot (stop, copy,
 * release, then unwind and name), the raw capture writer (its format is
 * described in cmd_live.c and docs/formats.md), and why a process was
 * refused.
 */
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "live.h"
#include "lockobj.h"
#include "stats.h"
#include "util.h"

/* ---- raw capture writer (raw_save.c): the live lines ------------------ */

static int
save_open(struct live *L, const char *path, const char *unwinder)
{
	if (raw_save_open(&L->rsave, path) < 0)
		return -1;
	L->save = L->rsave.f;
	raw_save_pid_line(L->save, L->pid, L->comm, unwinder);
	/* a thread without a "# syscall" line ran in user space */
	fputs(SYSCALL_HEADER "\n", L->save);
	return 0;
}

int
live_save_close(struct live *L, unsigned long snapshots, int sig)
{
	if (!L->save)
		return 0;
	if (!snapshots) {
		/* stopped (Ctrl-C) or failed before any thread was sampled: an
		 * existing FILE keeps what it held, rather than an empty capture */
		warning_msg("no snapshot taken: '%s' not written", L->rsave.out.path);
		L->save = NULL;
		raw_save_release(&L->rsave);
		return 0;
	}
	/* "end snapshots=N": the capture is complete; a signal that stopped
	 * sampling early is named, and so are partial and skipped counts */
	raw_save_end(L->save, snapshots, L->fault_sum.partial, L->fault_sum.skipped, sig);
	L->save = NULL;
	return raw_save_close(&L->rsave);
}

/* ---- one snapshot ---------------------------------------------------- */

static int
cmp_pc_entry(const void *a, const void *b)
{
	pid_t x = ((const struct pc_entry *)a)->tid, y = ((const struct pc_entry *)b)->tid;

	return (x > y) - (x < y);
}

/* the previous snapshot's pcs for tid from copy serial, or NULL */
static const struct pc_entry *
pc_cache_find(const struct pc_cache *c, pid_t tid, uint64_t serial)
{
	struct pc_entry key = { .tid = tid };
	const struct pc_entry *e = c->n ? bsearch(&key, c->e, c->n, sizeof(*c->e),
						  cmp_pc_entry) : NULL;

	return e && e->serial == serial ? e : NULL;
}

/* a new entry of c for tid's copy serial, holding its n pcs */
static struct pc_entry *
pc_cache_add(struct pc_cache *c, pid_t tid, uint64_t serial,
	     const struct unwind_frame *fr, int n, bool failed)
{
	struct pc_entry *e;

	ALLOC_GROW(c->e, c->n + 1, c->alloc);
	ALLOC_GROW(c->fr, c->nfr + n, c->afr);
	e = &c->e[c->n++];
	memset(e, 0, sizeof(*e));
	e->tid = tid;
	e->serial = serial;
	e->off = c->nfr;
	e->n = n;
	e->failed = failed;
	memcpy(c->fr + c->nfr, fr, n * sizeof(*fr));
	c->nfr += n;
	return e;
}

/* what e's pcs were named: ids root first, their pcs (wheres), and the
 * frame lines */
static void
pc_cache_name(struct pc_cache *c, struct pc_entry *e, unsigned long gen,
	      const uint32_t *ids, const uint32_t *wheres, uint32_t nids,
	      const char *text, size_t ntext)
{
	ALLOC_GROW(c->ids, c->nids + nids, c->aids);
	ALLOC_GROW(c->wheres, c->nids + nids, c->awheres);
	ALLOC_GROW(c->text, c->ntext + ntext, c->atext);
	e->ids_off = c->nids;
	e->nids = nids;
	if (nids) {	/* memcpy() wants real pointers even for 0 bytes */
		memcpy(c->ids + c->nids, ids, nids * sizeof(*ids));
		memcpy(c->wheres + c->nids, wheres, nids * sizeof(*wheres));
	}
	c->nids += nids;
	e->text_off = c->ntext;
	e->text_len = ntext;
	if (ntext)	/* no --save: no text, and text is NULL */
		memcpy(c->text + c->ntext, text, ntext);
	c->ntext += ntext;
	e->sym_gen = gen;
	e->named = true;
}

static void
pc_cache_reset(struct pc_cache *c)
{
	c->n = c->nfr = c->nids = c->ntext = 0;
}

static void
pc_cache_release(struct pc_cache *c)
{
	free(c->e);
	free(c->fr);
	free(c->ids);
	free(c->wheres);
	free(c->text);
	memset(c, 0, sizeof(*c));
}

static int refresh_maps(struct live *L, bool first);

/* unwind t's copy into L->fr; a thread with not even one frame keeps its
 * stopped pc, so that it still counts (*failed) */
static int
walk_thread(struct live *L, const struct thread_capture *t, bool *failed)
{
	int n = L->uw->walk(L->uwc, t, L->fr, MAX_FRAMES);

	*failed = n <= 0;
	if (n > 0)
		return n;
	L->fr[0].pc = t->regs.rip;
	L->fr[0].activation = true;
	return 1;
}

/*
 * Is every pc of L->fr in a file's (or the vdso's) executable mapping in
 * the maps read last? A return address is looked up one byte back (the
 * call itself). Anonymous code counts as unknown: it may have been
 * mapped over by a file since (then only the maps tell), and code that
 * really is anonymous (a JIT) costs one read of the maps per snapshot,
 * as every snapshot did before.
 */
static bool
pcs_known(const struct live *L, int n)
{
	for (int i = 0; i < n; i++) {
		uint64_t pc = L->fr[i].pc;
		const struct proc_map *pm;

		if (pc == 0)	/* a thread that runs no user code */
			continue;
		pm = proc_maps_find(&L->maps, L->fr[i].activation ? pc : pc - 1);
		if (!pm || !pm->exec || (pm->path[0] != '/' && pm->path[0] != '['))
			return false;
	}
	return true;
}

/*
 * The pcs of t into L->fr, innermost first: unwound from its copy, or,
 * for a reused thread, those of the copy it reuses (*old: its entry).
 * Returns how many, or 0 when a reused thread's copy is not in the cache
 * (it is then left out).
 */
static int
thread_pcs(struct live *L, const struct thread_capture *t, struct pc_entry **ent,
	   const struct pc_entry **old)
{
	struct pc_cache *cur = &L->cache[L->cur];
	bool failed = false;
	int n;

	*ent = NULL;
	*old = NULL;
	if (t->reused) {
		const struct pc_entry *e = pc_cache_find(&L->cache[!L->cur], t->tid,
							 t->serial);

		if (!e)
			return 0;
		memcpy(L->fr, L->cache[!L->cur].fr + e->off, e->n * sizeof(*L->fr));
		n = e->n;
		failed = e->failed;
		*old = e;
	} else {
		n = walk_thread(L, t, &failed);
		if (!L->maps_fresh && !pcs_known(L, n)) {
			unsigned long gen = L->sym_gen;

			/* a module mapped since the maps were read (dlopen):
			 * read them now, and unwind again from the copy
			 * through it; at most once per snapshot */
			verbose_msg("thread %d: a pc in no known module: reading "
				    "/proc/%d/maps again", (int)t->tid, (int)L->pid);
			L->maps_fresh = true;
			if (refresh_maps(L, false) < 0)
				L->maps_stale = true;
			else if (L->sym_gen != gen)
				n = walk_thread(L, t, &failed);
		}
	}
	if (failed)
		L->nunwind_failed++;
	if (L->sampler.skip_idle)
		*ent = pc_cache_add(cur, t->tid, t->serial, L->fr, n, failed);
	return n;
}

/* the frames of t, root first, with their pcs (wh), into the profile
 * (through the sink) */
static void
thread_sample(struct live *L, const struct thread_capture *t, const uint32_t *fr,
	      const uint32_t *wh, uint32_t cnt)
{
	if (L->sink) {
		/* a live capture records futex waits: the lock graph */
		struct sample smp = { .thread = t->comm, .tid = t->tid, .pid = L->pid,
				      .time = L->snap_time, .frames = fr, .n = cnt, .count = 1, .lock_words = true,
				      .futex = t->futex.addr ? &t->futex : NULL,
				      .wheres = wh };

		L->sink->sample(L->sink, &smp);
	} else {
		profile_add(&L->prof, stackset_stack(&L->ss, fr, cnt), 1);
	}
	if (L->thread_added)
		L->thread_added(L, t, stackset_stack(&L->ss, fr, cnt));
}

/*
 * The system call t is in, into L->sc: true, or false when it is in
 * none. L->sc_known then says whether *frame holds its pseudo-frame
 * (stackset.h): the call, or FRAME_NO_SYSCALL for a thread in user
 * space. A fresh copy's call is named now, from its registers (after the
 * stop); a reused thread (its registers are not copied again) keeps the
 * one of the copy it reuses. Recorded in ent for the next reuse.
 */
static bool
thread_syscall(struct live *L, const struct thread_capture *t,
	       const struct pc_entry *old, struct pc_entry *ent, uint32_t *frame)
{
	struct syscall_rec *sc = &L->sc;
	bool in = false, known = false;

	if (t->reused && old && old->in_syscall) {
		struct frame f;

		stackset_frame_get(&L->ss, old->sc_frame, &f);
		sc->nr = old->sc_nr;
		memcpy(sc->arg, old->sc_arg, sizeof(sc->arg));
		snprintf(sc->name, sizeof(sc->name), "%s", stackset_name_str(&L->ss, f.name));
		snprintf(sc->file, sizeof(sc->file), "%s",
			 f.file ? stackset_name_str(&L->ss, f.file) : "");
		*frame = old->sc_frame;
		in = known = true;
	} else if (t->reused && old) {
		*frame = old->sc_frame;		/* user space, or unknown */
		known = old->sc_known;
	} else if (!t->reused) {
		int r = syscall_info_get(&L->sci, &t->regs, sc);

		in = r > 0;
		known = r >= 0;
		/* a thread in user space is in no call (FRAME_NO_SYSCALL) */
		if (known)
			*frame = syscall_rec_frame(&L->ss, in ? sc : NULL);
	}
	L->sc_known = known;
	if (ent) {
		ent->in_syscall = in;
		ent->sc_known = known;
		ent->sc_frame = *frame;
		ent->sc_nr = sc->nr;
		memcpy(ent->sc_arg, sc->arg, sizeof(ent->sc_arg));
	}
	return in;
}

static void
add_thread(struct live *L, const struct thread_capture *t)
{
	struct pc_cache *cur = &L->cache[L->cur];
	const struct pc_entry *old;
	struct pc_entry *ent;
	int n = thread_pcs(L, t, &ent, &old);
	uint32_t *fr, cnt, sc_frame = 0;
	bool in_syscall, sc_known;

	if (n == 0) {
		L->nthreads_failed++;
		verbose_msg("thread %d: not sampled: its reused stack is not cached",
			    (int)t->tid);
		return;
	}
	in_syscall = thread_syscall(L, t, old, ent, &sc_frame);
	sc_known = L->sc_known;
	if (L->save) {
		/* ",reused" after the state: old readers take any state word */
		char state[16];

		snprintf(state, sizeof(state), "%c%s", t->state, t->reused ? ",reused" : "");
		raw_save_thread(L->save, t->tid, state, t->comm, in_syscall ? &L->sc : NULL,
				&t->futex);
	}
	if (old && ent && old->named && old->sym_gen == L->sym_gen) {
		/* idle since a copy named with these modules: as it was */
		const struct pc_cache *prev = &L->cache[!L->cur];

		pc_cache_name(cur, ent, L->sym_gen, prev->ids + old->ids_off,
			      prev->wheres + old->ids_off, old->nids,
			      prev->text + old->text_off, old->text_len);
		if (L->save)
			fwrite(cur->text + ent->text_off, 1, ent->text_len, L->save);
		thread_sample(L, t, cur->ids + ent->ids_off, cur->wheres + ent->ids_off,
			      ent->nids);
		return;
	}
	L->nids = 0;
	strbuf_reset(&L->text);
	for (int i = 0; i < n; i++) {
		const struct sym_result *r = symbolizer_lookup(L->sym, L->fr[i].pc,
							       L->fr[i].activation);

		ALLOC_GROW(L->ids, L->nids + r->n + 1, L->aids);
		ALLOC_GROW(L->wheres, L->nids + r->n + 1, L->awheres);
		memcpy(L->ids + L->nids, r->frames, r->n * sizeof(uint32_t));
		/* an inlined call and its caller: one pc */
		for (uint32_t j = 0; j < r->n; j++)
			L->wheres[L->nids + j] = r->where;
		L->nids += r->n;
		if (L->save)
			raw_save_frames_add(&L->text, &L->ss, r);
		if (L->pc_named)
			L->pc_named(L, r);
	}
	if (L->save)
		fwrite(L->text.buf, 1, L->text.len, L->save);
	/* innermost first -> root first */
	fr = L->ids;
	cnt = L->nids;
	for (uint32_t i = 0; i < cnt / 2; i++) {
		uint32_t x = fr[i];

		fr[i] = fr[cnt - 1 - i];
		fr[cnt - 1 - i] = x;
		x = L->wheres[i];
		L->wheres[i] = L->wheres[cnt - 1 - i];
		L->wheres[cnt - 1 - i] = x;
	}
	if (sc_known) {		/* the call is the innermost frame */
		ALLOC_GROW(L->ids, cnt + 1, L->aids);
		ALLOC_GROW(L->wheres, cnt + 1, L->awheres);
		fr = L->ids;
		L->wheres[cnt] = 0;
		fr[cnt++] = sc_frame;
	}
	if (ent)
		pc_cache_name(cur, ent, L->sym_gen, fr, L->wheres, cnt, L->text.buf,
			      L->text.len);
	thread_sample(L, t, fr, L->wheres, cnt);
}

/* read /proc/PID/maps, and report the modules again if they changed */
static int
refresh_maps(struct live *L, bool first)
{
	uint64_t h;
	int r;

	/* the sizes first: a change after them is seen by the next check */
	if (L->has_vm_fd && (r = proc_vm_read(L->vm_fd, &L->vm)) < 0)
		return r;
	if ((r = proc_maps_read(&L->maps, L->pid)) < 0)
		return r;
	L->maps_read_ns = mono_ns();
	L->maps_stale = false;
	L->nmaps_reads++;
	if (r == 0 && !first && !L->report_failed)
		return 0;
	h = proc_maps_modules_hash(&L->maps);
	if (!first && h == L->modules_hash && !L->report_failed)
		return 0;
	if (!first)
		verbose_msg("the modules of process %d changed: reloading", (int)L->pid);
	/* a failure (the maps of a process in the middle of an exec) is
	 * tried again at the next snapshot */
	if ((r = symbolizer_report(L->sym)) < 0) {
		L->report_failed = true;
		return r;
	}
	L->report_failed = false;
	L->sym_gen++;
	L->modules_hash = h;
	L->modules_unsaved = true;
	target_mem_flush(&L->mem);
	if (L->uwc)
		L->uw->flush(L->uwc);
	return 0;
}

/*
 * /proc/PID/maps costs 0.6 ms on mariadbd with 350 threads, more than
 * the rest of a snapshot of its idle threads; /proc/PID/status, which
 * says whether the address space changed, costs 17 us. The maps are read
 * again before a snapshot only when they may have changed: VmSize (every
 * mmap and munmap: thread stacks) or VmLib (libraries) moved, a fresh
 * copy's stack pointer was in no known mapping (its copy was then not
 * bounded by its mapping), the last read failed, or it is a second old
 * (an unmap and a map of the same size, which the sizes cannot show).
 * A module mapped since, whose code a thread runs, is caught after the
 * stop (thread_pcs()).
 */
#define MAPS_MAX_AGE_NS 1000000000u

static int
maps_check(struct live *L)
{
	struct proc_vm vm;
	int r;

	if (!L->has_vm_fd || L->maps_stale || L->report_failed ||
	    mono_ns() - L->maps_read_ns >= MAPS_MAX_AGE_NS)
		return refresh_maps(L, false);
	if ((r = proc_vm_read(L->vm_fd, &vm)) < 0)
		return r;
	if (vm.size_kb != L->vm.size_kb || vm.lib_kb != L->vm.lib_kb)
		return refresh_maps(L, false);
	return 0;
}

static int
take_snapshot(struct live *L, unsigned long no)
{
	struct snapshot *s = &L->snap;
	int r;

	if ((r = maps_check(L)) < 0)
		return r;
	unsigned ok = 0, why;

	r = sampler_capture(&L->sampler, s);
	if (r < 0)
		return r;
	L->maps_fresh = false;
	for (size_t i = 0; i < s->n && !L->maps_stale; i++)
		if (s->t[i].status == CAPT_OK && !s->t[i].reused &&
		    !proc_maps_find(&L->maps, s->t[i].sp))
			L->maps_stale = true;	/* a new thread's stack */
	for (size_t i = 0; i < s->n; i++)
		ok += s->t[i].status == CAPT_OK;
	why = s->partial;
	if (!ok && !why)
		why = 1u << FAULT_GONE;
	for (unsigned b = 0; b < NFAULTS; b++) {
		if (!(why & (1u << b)))
			continue;
		if (ok)
			L->faults[b].partial++;
		else
			L->faults[b].skipped++;
	}
	if (why) {
		if (ok)
			L->fault_sum.partial++;
		else
			L->fault_sum.skipped++;
		for (unsigned b = 0; b < NFAULTS; b++)
			if (why & (1u << b))
				verbose_msg("snapshot %lu %s: %s", no,
					    ok ? "is partial" : "was skipped",
					    L->faults[b].text);
	}
	if (ok) {
		ALLOC_GROW(L->pauses, L->npauses + 1, L->apauses);
		L->pauses[L->npauses++] = s->pause_ns;
	}
	/* once per run, not per snapshot (-n 1000 made 1000 lines); a new
	 * tracer is named again */
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
	if (verbose >= 2) {
		/* -vv: the thread that made the pause, and its state before
		 * the stop (a runnable thread waiting for a CPU stops late) */
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
	L->nreused += s->nreused;
	L->nwoke += s->nwoke;
	if (L->save && L->modules_unsaved) {
		/* the set the frames below are named in (docs/formats.md) */
		raw_save_modules(L->save, symbolizer_dwfl(L->sym));
		L->modules_unsaved = false;
	}
	if (L->save) {
		struct raw_snapshot rs = {
			.no = no, .time = s->time, .live = true, .pause_ns = s->pause_ns,
			.window_ns = s->window_ns, .threads = ok,
			.idle = L->sampler.skip_idle, .reused = s->nreused, .woke = s->nwoke,
		};

		strbuf_reset(&L->line);
		for (unsigned b = 0; b < NFAULTS; b++)
			if (why & (1u << b))
				strbuf_addf(&L->line, "%s%s", L->line.len ? "," : "",
					    L->faults[b].reason);
		/* a skipped snapshot has no thread line: readers do not count it */
		if (L->line.len)
			*(ok ? &rs.partial : &rs.skipped) = L->line.buf;
		raw_save_snapshot(L->save, &rs);
	}
	L->cur = !L->cur;
	pc_cache_reset(&L->cache[L->cur]);
	/* the objects of the futex addresses, now that the target runs */
	lockobj_snapshot(&L->lobj, symbolizer_dwfl(L->sym), L->sym_gen, &L->maps, s);
	if (L->lobj.named)
		verbose_msg("snapshot %lu: lock objects named in %.3f ms", no,
			    L->lobj.last_ns / 1e6);
	syscall_info_snapshot(&L->sci);	/* fds are reused: paths are per snapshot */
	for (size_t i = 0; i < s->n; i++) {
		const struct thread_capture *t = &s->t[i];

		if (t->status == CAPT_FAILED) {
			L->nthreads_failed++;
			verbose_msg("thread %d: not sampled: %s", (int)t->tid,
				    strerror(t->err));
		}
		L->snap_time = s->time;
		if (t->status == CAPT_OK)
			add_thread(L, t);
	}
	/* late threads come after the sorted ones */
	if (L->cache[L->cur].n > 1)
		qsort(L->cache[L->cur].e, L->cache[L->cur].n, sizeof(*L->cache[L->cur].e),
		      cmp_pc_entry);
	if (ok && L->sink)
		L->sink->snapshot_end(L->sink);
	else if (ok)
		L->prof.snapshots++;
	return 0;
}

static int
cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return (x > y) - (x < y);
}

/* percentile p of sorted v, in microseconds (lib/stats.h) */
static double
pct(const uint64_t *v, size_t n, double p)
{
	return v[stats_pct_index(n, p)] / 1e3;
}

/*
 * pmp was refused the target (EPERM from PTRACE_SEIZE, EACCES from
 * /proc/PID/maps): say which rule of the kernel refused it and how to get
 * past it. The checks follow __ptrace_may_access() and Yama, most
 * specific first (docs/safety.md, "Permissions").
 */
static void
explain_denied(pid_t pid)
{
	struct proc_access a;
	char self[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", self, sizeof(self) - 1);
	const char *setcap = "setcap cap_sys_ptrace+ep";

	self[n > 0 ? n : 0] = '\0';
	if (n <= 0)
		strcpy(self, "pmp");
	if (proc_access_read(pid, &a) < 0) {
		error_msg("process %d is gone", (int)pid);
		return;
	}
	if (a.kthread)
		error_msg("process %d (%s) is a kernel thread: it has no user-space "
			  "stack to sample", (int)pid, a.comm);
	else if (a.tracer && a.tracer != getpid())
		error_msg("process %d (%s) is already traced by process %d (%s): a "
			  "process has one tracer at a time; detach that one first "
			  "(quit gdb, stop strace) and run pmp again", (int)pid, a.comm,
			  (int)a.tracer, a.tracer_comm[0] ? a.tracer_comm : "?");
	else if (a.yama == 3)
		error_msg("ptrace is disabled for everyone (kernel.yama.ptrace_scope=3); "
			  "that setting cannot be lowered until the next reboot");
	else if (a.selinux_deny)
		error_msg("SELinux forbids ptrace (boolean deny_ptrace is on): "
			  "setsebool deny_ptrace off");
	else if (!a.cap_sys_ptrace && !a.ids_match && a.my_uid == 0)
		error_msg("pmp runs as root but without CAP_SYS_PTRACE (dropped by "
			  "capsh, systemd or a container) and process %d (%s) runs as "
			  "uid %u: run pmp with the capability (a container needs "
			  "--cap-add=SYS_PTRACE; a file: %s %s)", (int)pid, a.comm,
			  (unsigned)a.uid[1], setcap, self);
	else if (!a.cap_sys_ptrace && !a.ids_match && a.uid[1] == 0)
		error_msg("process %d (%s) runs as root and pmp as uid %u, without "
			  "CAP_SYS_PTRACE: run pmp as root (sudo), or with the "
			  "capability (%s %s)", (int)pid, a.comm, (unsigned)a.my_uid,
			  setcap, self);
	else if (!a.cap_sys_ptrace && !a.ids_match)
		error_msg("process %d (%s) runs as uid %u and pmp as uid %u, without "
			  "CAP_SYS_PTRACE: run pmp as uid %u, as root (sudo), or with "
			  "the capability (%s %s)", (int)pid, a.comm,
			  (unsigned)a.uid[1], (unsigned)a.my_uid, (unsigned)a.uid[1],
			  setcap, self);
	else if (!a.cap_sys_ptrace && a.more_caps)
		error_msg("process %d (%s) holds capabilities that pmp lacks, and pmp "
			  "runs without CAP_SYS_PTRACE (dropped by capsh, systemd or a "
			  "container): run pmp with the capability (a container needs "
			  "--cap-add=SYS_PTRACE; a file: %s %s)", (int)pid, a.comm,
			  setcap, self);
	else if (!a.cap_sys_ptrace && !a.dumpable)
		error_msg("process %d (%s) is not dumpable (setuid, or "
			  "prctl(PR_SET_DUMPABLE, 0)): only CAP_SYS_PTRACE may trace it: "
			  "run pmp as root (sudo) or %s %s", (int)pid, a.comm, setcap, self);
	else if (!a.cap_sys_ptrace && a.yama == 2)
		error_msg("ptrace needs CAP_SYS_PTRACE (kernel.yama.ptrace_scope=2): run "
			  "pmp as root (sudo) or give it the capability: %s %s",
			  setcap, self);
	else if (!a.cap_sys_ptrace && a.yama == 1)
		error_msg("ptrace is restricted to descendants "
			  "(kernel.yama.ptrace_scope=1): run pmp as root (sudo), give "
			  "it the capability (%s %s), or allow same-user tracing: "
			  "sysctl kernel.yama.ptrace_scope=0", setcap, self);
	else if (a.seccomp == 2)
		error_msg("not permitted to trace process %d (%s), and pmp runs under "
			  "a seccomp filter (a container?) that may forbid ptrace: run "
			  "the container with --cap-add=SYS_PTRACE, or with "
			  "--security-opt seccomp=unconfined", (int)pid, a.comm);
	else
		error_msg("not permitted to trace process %d (%s, uid %u): refused "
			  "by a security module (AppArmor, SELinux) or the "
			  "container; run pmp as root with CAP_SYS_PTRACE", (int)pid,
			  a.comm, (unsigned)a.uid[1]);
}

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
	return t->futex.addr && t->futex.obj && *t->futex.obj ?
		stackset_str(&L->ss, t->futex.obj, strlen(t->futex.obj)) : 0;
}

void
live_pauses(uint64_t *pauses, size_t n, double *p50_us, double *p99_us, double *max_us)
{
	qsort(pauses, n, sizeof(*pauses), cmp_u64);
	*p50_us = pct(pauses, n, 50);
	*p99_us = pct(pauses, n, 99);
	*max_us = pauses[n - 1] / 1e3;
}

int
live_open(struct live *L, const struct live_opts *o)
{
	struct proc_access acc;
	struct unwind_env env;
	int r;

	strbuf_init(&L->line);
	strbuf_init(&L->text);
	/* what /proc alone can rule out, before anything touches the target */
	if (proc_access_read(L->pid, &acc) < 0)
		return error_msg("no process %d", (int)L->pid);
	/* a thread other than the main one in execve() makes the main thread
	 * a zombie for a moment (alive_after_exec()): look again */
	for (int i = 0; i < 10 && acc.zombie && acc.live_tasks; i++) {
		struct timespec ts = { 0, 20000000 };

		nanosleep(&ts, NULL);
		if (proc_access_read(L->pid, &acc) < 0)
			return error_msg("no process %d", (int)L->pid);
	}
	if (acc.zombie && !acc.live_tasks)
		return error_msg("process %d (%s) is a zombie: it has exited and waits "
				 "for its parent to reap it; there is nothing to sample",
				 (int)L->pid, acc.comm);
	if (acc.zombie)
		return error_msg("the main thread of process %d (%s) has exited "
				 "(pthread_exit) while %u threads run on: /proc/%d/maps "
				 "is empty then, and pmp cannot map the code of such a "
				 "process", (int)L->pid, acc.comm, acc.live_tasks,
				 (int)L->pid);
	/*
	 * Without CAP_SYS_PTRACE the kernel lets pmp trace only a dumpable
	 * process of its own ids whose capabilities are a subset of pmp's:
	 * say so now, before the modules are loaded (their files, through
	 * /proc/PID/map_files, are denied too, and libdw's "cannot find
	 * the architecture" would be the message instead of the reason).
	 */
	if (acc.kthread || (acc.tracer && acc.tracer != getpid()) ||
	    (!acc.cap_sys_ptrace && (!acc.ids_match || !acc.dumpable || acc.more_caps))) {
		explain_denied(L->pid);
		return -1;
	}
	if (proc_comm(L->pid, L->comm, sizeof(L->comm)) < 0)
		strcpy(L->comm, "?");

	L->opened = true;
	lockobj_init(&L->lobj);
	syscall_info_init(&L->sci, L->pid);
	stackset_init(&L->ss);
	profile_init(&L->prof, &L->ss);
	L->prof.snapshots_known = true;
	L->prof.inputs = 1;
	proc_maps_init(&L->maps);
	target_mem_init(&L->mem, L->pid, &L->maps);
	sampler_init(&L->sampler, L->pid);
	L->sampler.stack_bytes = o->stack_bytes;
	L->sampler.max_pause_ms = (unsigned)o->max_pause;
	L->sampler.skip_idle = o->skip_idle;
	L->sampler.maps = &L->maps;
	snapshot_init(&L->snap);
	snprintf(L->max_pause_text, sizeof(L->max_pause_text),
		 "threads did not stop within --max-pause %lu ms", o->max_pause);
	for (unsigned b = 0; b < SNAP_NPARTIAL; b++) {
		L->faults[b].reason = snapshot_partial_name(b);
		L->faults[b].text = snapshot_partial_text(b);
	}
	L->faults[FAULT_MAX_PAUSE].text = L->max_pause_text;
	L->faults[FAULT_ERROR].reason = "error";
	L->faults[FAULT_ERROR].text = "the snapshot failed (-v says why)";
	L->faults[FAULT_GONE].reason = "exited";
	L->faults[FAULT_GONE].text = "every thread exited during the snapshot "
				     "(the process exited or exec'd)";
	L->fault_sum.v = L->faults;
	L->fault_sum.n = NFAULTS;

	if ((r = proc_file_open(L->pid, "status")) >= 0) {
		L->vm_fd = r;
		L->has_vm_fd = true;
	}
	/* load every module before the first stop */
	if (!(L->sym = symbolizer_new(L->pid, &L->ss, o->so))) {
		return -1;
	}
	if ((r = refresh_maps(L, true)) < 0) {
		/* /proc/PID/maps needs the ptrace read permission */
		if (r == -ESRCH || r == -ENOENT)
			error_msg("process %d is gone", (int)L->pid);
		else if (r == -EACCES || r == -EPERM)
			explain_denied(L->pid);
		else
			error_msg("cannot read /proc/%d/maps: %s", (int)L->pid,
				  strerror(-r));
		return -1;
	}
	env.pid = L->pid;
	env.sym = L->sym;
	env.mem = &L->mem;
	if (L->uw->open(&L->uwc, &env) < 0) {
		return -1;
	}
	if (o->save && save_open(L, o->save, L->uw->name) < 0) {
		return -1;
	}
	return 0;
}

void
live_release(struct live *L)
{
	raw_save_release(&L->rsave);
	pc_cache_release(&L->cache[0]);
	pc_cache_release(&L->cache[1]);
	strbuf_release(&L->line);
	strbuf_release(&L->text);
	if (L->opened) {
		if (L->uwc)
			L->uw->close(L->uwc);
		lockobj_release(&L->lobj);
		symbolizer_free(L->sym);
		if (L->has_vm_fd)
			close(L->vm_fd);
		snapshot_release(&L->snap);
		sampler_release(&L->sampler);
		target_mem_release(&L->mem);
		proc_maps_release(&L->maps);
		syscall_info_release(&L->sci);
		profile_release(&L->prof);
		stackset_release(&L->ss);
	}
	free(L->pauses);
	free(L->ids);
	free(L->wheres);
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

enum live_step
live_step(struct live *L, unsigned long no, unsigned long *taken, unsigned *failures,
	  bool *target_exited)
{
	int r = take_snapshot(L, no);
	/* refused because it is exiting, or gone: the same */
	if (r == -EPERM && exiting_soon(L->pid))
		r = -ESRCH;
	if ((r == -ESRCH || r == -ENOENT) && alive_after_exec(L->pid)) {
		L->faults[FAULT_GONE].skipped++;
		L->fault_sum.skipped++;
		verbose_msg("snapshot %lu was skipped: the process exec'd",
			    no);
		(*taken)++;
		return LIVE_SKIPPED;
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
		L->faults[FAULT_UNREADABLE].skipped++;
		L->fault_sum.skipped++;
		verbose_msg("snapshot %lu was skipped: no thread could be "
			    "seized", no);
		(*taken)++;
		return LIVE_SKIPPED;
	}
	if (r == -EPERM) {
		explain_denied(L->pid);
		return LIVE_STOP;
	}
	/* any other failure after snapshots worked (reading the
	 * modules of a process in the middle of an exec): skip it,
	 * unless it lasts */
	if (r < 0 && *taken && still_transient(L, failures)) {
		L->faults[FAULT_ERROR].skipped++;
		L->fault_sum.skipped++;
		verbose_msg("snapshot %lu was skipped: %s", no, strerror(-r));
		(*taken)++;
		return LIVE_SKIPPED;
	}
	if (r < 0) {
		error_msg("snapshot %lu failed: %s", no, strerror(-r));
		return LIVE_STOP;
	}
	*failures = 0;
	(*taken)++;
	return LIVE_TAKEN;
}
