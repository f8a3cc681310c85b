/* SPDX-License-Identifier: MIT */
/*
 * sampler.c - the state machine of one snapshot: seize, interrupt, wait,
 * copy, detach. See sampler.h; its other parts are listed in
 * sampler_priv.h.
 *
 * Why each step is done the way it is:
 *  - PTRACE_SEIZE + PTRACE_INTERRUPT inject no signal, unlike PTRACE_ATTACH
 *    or SIGSTOP: the target's own job control is untouched, and a target
 *    that is already stopped stays stopped after PTRACE_DETACH.
 *  - every thread is interrupted before any is waited for, so all of them
 *    are stopped at once and a lock holder is seen with its waiters.
 *  - no PTRACE_O_* option: with no EXITKILL, if pmp dies (even by SIGKILL)
 *    the kernel detaches and the target runs on.
 *  - a traced thread that exits stays a zombie until its tracer reaps it:
 *    every thread that exits while seized is reaped here (or remembered as
 *    a straggler and reaped later).
 */
#include "sampler.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "sampler_priv.h"
#include "util.h"

#define MAX_RESCANS 64

void
sampler_init(struct sampler *s, pid_t pid)
{
	struct sampler_priv *p;

	memset(s, 0, sizeof(*s));
	s->pid = pid;
	s->stack_bytes = 64 << 10;
	s->max_pause_ms = SAMPLER_MAX_PAUSE_DEFAULT;
	s->skip_idle = true;
	s->priv = p = xcalloc(1, sizeof(*p));
	idle_track_init(&p->idle, pid);
	if ((p->count_fd = proc_file_open(pid, "status")) >= 0)
		p->has_count_fd = true;
	sigchld_install();
}

void
sampler_release(struct sampler *s)
{
	struct sampler_priv *p = s->priv;

	if (!p)
		return;
	/* whatever is left is detached by the kernel when pmp exits; until
	 * then the SIGCHLD handler stays, to detach one that stops */
	stragglers_poll(&p->strag);
	stragglers_release(&p->strag);
	idle_track_release(&p->idle);
	free(p->tids);
	if (p->has_count_fd)
		close(p->count_fd);
	free(p->slot);
	free(p);
	s->priv = NULL;
}

struct thread_capture *
sampler_add(struct sampler *s, struct snapshot *snap, pid_t tid)
{
	struct sampler_priv *p = s->priv;
	struct thread_capture *t = snapshot_add(snap, tid);

	ALLOC_GROW(p->slot, snap->n, p->aslot);
	memset(&p->slot[snap->n - 1], 0, sizeof(p->slot[0]));
	p->slot[snap->n - 1].phase = PH_NEW;
	return t;
}

int
sampler_list_tasks(struct sampler *s, pid_t **tids, size_t *n)
{
	struct sampler_priv *p = s->priv;
	int r = proc_tasks(s->pid, tids, n);

	if (r < 0)
		return r;
	ALLOC_GROW(p->tids, *n, p->atids);
	if (*n)
		memcpy(p->tids, *tids, *n * sizeof(**tids));
	p->ntids = *n;
	return 0;
}

/*
 * Step 3 without its listing (sampler_priv.h, tids): with idle skipping,
 * the count of threads is the listed one and none of them has gone, so
 * none was created. A reused thread not checked yet that exited is found
 * by the re-check, whose second round lists the tasks then.
 */
static bool
none_created(struct sampler *s, const struct snapshot *snap)
{
	const struct sampler_priv *p = s->priv;

	if (!s->skip_idle || !p->has_count_fd || !p->ntids || snap->n != p->ntids)
		return false;
	for (size_t i = 0; i < snap->n; i++)
		if (snap->t[i].status == CAPT_GONE ||
		    (snap->t[i].status == CAPT_FAILED && snap->t[i].err == ESRCH))
			return false;
	return proc_num_threads(p->count_fd) == (int)p->ntids;
}

/*
 * Wait statuses the SIGCHLD handler took during the SEIZEs: an exit ends
 * its thread; a stop (a thread seized while in group-stop, or a
 * signal-delivery-stop) is kept in the thread's slot for reap_all(),
 * which handles it before it waits; a status of a thread not in this
 * snapshot (a straggler) is served at once.
 */
static void
queued_apply(struct sampler *s, struct snapshot *snap,
	     const struct child_status *q, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		pid_t tid = q[i].tid;
		int st = q[i].st;
		struct thread_capture *t = snapshot_find(snap, tid);
		struct slot *sl = t ? slot_of(s, snap, t) : NULL;

		if (!sl || sl->phase != PH_SEIZED) {
			if (WIFSTOPPED(st))
				straggler_status(tid, st);
		} else if (WIFSTOPPED(st)) {
			sl->early_status = st;
			sl->has_early = true;
		} else if (WIFEXITED(st) || WIFSIGNALED(st)) {
			t->status = CAPT_GONE;
			sl->phase = PH_DONE;
		}
	}
}

/* the SEIZE of t refused: why, and whether that makes the snapshot
 * partial */
static void
seize_failed(struct sampler *s, struct snapshot *snap, struct thread_capture *t)
{
	struct proc_status ps;

	t->err = errno;
	slot_of(s, snap, t)->phase = PH_DONE;
	if (t->err == ESRCH) {
		t->status = CAPT_GONE;
		return;
	}
	t->status = CAPT_FAILED;
	/* EPERM also means "exiting": that one is gone */
	if (proc_task_exiting(s->pid, t->tid))
		t->status = CAPT_GONE;
	else if (proc_status_read(s->pid, t->tid, &ps) == 0 &&
		 ps.tracer && ps.tracer != getpid())
		snap->traced_by = ps.tracer;
	if (t->status == CAPT_FAILED)
		snap->partial |= SNAP_PARTIAL_UNREADABLE;
}

/* read t's name and state and seize it, unless it cannot be stopped */
static void
seize_one(struct sampler *s, struct snapshot *snap, struct thread_capture *t)
{
	struct slot *sl = slot_of(s, snap, t);

	if (stragglers_has(&s->priv->strag, t->tid)) {
		/* interrupted in an earlier snapshot and still not
		 * stopped: seized by us already */
		t->err = ETIMEDOUT;
		sl->phase = PH_DONE;
		t->status = CAPT_FAILED;
		snap->ntimedout++;
		snap->partial |= SNAP_PARTIAL_MAX_PAUSE;
		strcpy(t->comm, "?");
		proc_thread_stat(s->pid, t->tid, t->comm, &t->state);
		return;
	}
	if ((s->skip_idle ? idle_thread_stat(&s->priv->idle, t->tid, t->comm, &t->state,
					     &t->start)
			  : proc_thread_stat_start(s->pid, t->tid, t->comm, &t->state,
						   &t->start)) < 0) {
		strcpy(t->comm, "?");
		t->state = '?';
	} else if (t->state == 'Z' || t->state == 'X') {
		/* exited (a main thread that called pthread_exit()
		 * stays a zombie while the others run): it could be
		 * seized but would never stop */
		t->status = CAPT_GONE;
		sl->phase = PH_DONE;
		return;
	}
	if (ptrace(PTRACE_SEIZE, t->tid, 0L, 0L) < 0) {
		seize_failed(s, snap, t);
		return;
	}
	sl->phase = PH_SEIZED;
}

/*
 * Seize every listed thread not seen yet; returns how many were new, or
 * -errno if the task list cannot be read. from_slots: no new read of
 * /proc/PID/task; the list is the slots left PH_NEW (those of the idle
 * pre-check's listing, read a moment ago, or the threads that woke), and
 * the listing of step 3 catches what appeared since.
 */
static int
seize_new(struct sampler *s, struct snapshot *snap, bool late, bool from_slots)
{
	const struct child_status *q;
	pid_t *tids;
	size_t n = 0, nq;
	int r, nnew = 0;

	if (from_slots) {
		tids = xmalloc((snap->n + 1) * sizeof(*tids));
		for (size_t i = 0; i < snap->n; i++)
			if (s->priv->slot[i].phase == PH_NEW)
				tids[n++] = snap->t[i].tid;
	} else if ((r = sampler_list_tasks(s, &tids, &n)) < 0) {
		return r;
	}
	child_queue_begin();
	for (size_t i = 0; i < n; i++) {
		struct thread_capture *t = snapshot_find(snap, tids[i]);

		/* listed by the pre-check (PH_NEW) or woke: seized now */
		if (t && slot_of(s, snap, t)->phase != PH_NEW)
			continue;
		if (!t) {
			t = sampler_add(s, snap, tids[i]);
			t->late = late;
		}
		nnew++;
		seize_one(s, snap, t);
	}
	nq = child_queue_end(&q);
	queued_apply(s, snap, q, nq);
	free(tids);
	return nnew;
}

/* release a stopped thread at once; its hold ends here */
static void
release_thread(struct sampler *s, struct snapshot *snap, struct thread_capture *t)
{
	uint64_t now;

	if (ptrace(PTRACE_DETACH, t->tid, 0L, (long)t->pending_sig) < 0) {
		/* not stopped any more: killed meanwhile; reap it later (its
		 * room was reserved before the stop) */
		stragglers_add(&s->priv->strag, t->tid);
	}
	slot_of(s, snap, t)->phase = PH_DONE;
	now = mono_ns();
	t->hold_ns = now - t->interrupt_ns;
	if (t->hold_ns > snap->pause_ns)
		snap->pause_ns = t->hold_ns;
	snap->last_detach_ns = now;
}

/*
 * Handle one wait status of thread t. A thread that stopped is copied and
 * released right away: it is held only from its own INTERRUPT to its own
 * DETACH, not until the slowest thread of the process has stopped.
 */
static void
wait_status(struct sampler *s, struct snapshot *snap, struct thread_capture *t, int st)
{
	struct slot *sl = slot_of(s, snap, t);

	if (WIFEXITED(st) || WIFSIGNALED(st)) {
		t->status = CAPT_GONE;
		sl->phase = PH_DONE;
		return;
	}
	if (!WIFSTOPPED(st))
		return;
	if ((st >> 16) == PTRACE_EVENT_STOP) {
		t->stopsig = WSTOPSIG(st);
		if (t->stopsig != SIGTRAP)	/* group-stop: was stopped already */
			snap->target_stopped = true;
	} else if ((st >> 16) == 0) {
		/* signal-delivery-stop before our interrupt stop: copy the
		 * thread here and re-deliver the signal at detach (the
		 * pending interrupt is dropped by the detach) */
		t->pending_sig = WSTOPSIG(st);
		t->stopsig = t->pending_sig;
		snap->nsignals++;
	}
	sl->phase = PH_STOPPED;
	sampler_copy(s, t);
	release_thread(s, snap, t);
}

/* the threads still interrupted at the deadline become stragglers */
static void
give_up_outstanding(struct sampler *s, struct snapshot *snap)
{
	for (size_t i = 0; i < snap->n; i++) {
		struct thread_capture *t = &snap->t[i];

		if (s->priv->slot[i].phase != PH_INTERRUPTED)
			continue;
		s->priv->slot[i].phase = PH_DONE;
		t->status = CAPT_FAILED;
		t->err = ETIMEDOUT;
		snap->ntimedout++;
		stragglers_add(&s->priv->strag, t->tid);
	}
}

/*
 * Reap the stops of every interrupted thread in the order they arrive
 * (waitpid(-1)), until all are done or the deadline passed. Between two
 * waits: a lookup in a sorted array, GETREGSET, one process_vm_readv
 * (stack, and lock words for a futex waiter), DETACH; no allocation, no
 * /proc read, no message.
 */
static void
reap_all(struct sampler *s, struct snapshot *snap, unsigned *outstanding)
{
	for (size_t i = 0; i < snap->n && *outstanding > 0; i++) {
		struct slot *sl = &s->priv->slot[i];

		if (sl->phase != PH_INTERRUPTED || !sl->has_early)
			continue;
		sl->has_early = false;
		wait_status(s, snap, &snap->t[i], sl->early_status);
		if (sl->phase != PH_INTERRUPTED)
			(*outstanding)--;
	}
	while (*outstanding > 0 && !deadline_passed()) {
		int st;
		pid_t tid = waitpid(-1, &st, __WALL);
		struct thread_capture *t;

		if (tid < 0) {
			if (errno == EINTR)
				continue;
			break;		/* ECHILD: nothing left to wait for */
		}
		t = snapshot_find(snap, tid);
		if (!t || slot_of(s, snap, t)->phase != PH_INTERRUPTED) {
			/* a straggler of an earlier snapshot: let it go */
			if (WIFSTOPPED(st))
				ptrace(PTRACE_DETACH, tid, 0L, stop_signal(st));
			continue;
		}
		wait_status(s, snap, t, st);
		if (slot_of(s, snap, t)->phase != PH_INTERRUPTED)
			(*outstanding)--;
	}
	if (snap->first_interrupt_ns)
		snap->stop_ns = mono_ns() - snap->first_interrupt_ns;
	if (*outstanding > 0) {
		give_up_outstanding(s, snap);
		*outstanding = 0;
	}
	if (deadline_passed())
		snap->partial |= SNAP_PARTIAL_MAX_PAUSE;
}

/*
 * Size every stack buffer before the first INTERRUPT, and the straggler
 * list: each thread about to be interrupted may become a straggler
 * during the stop (it does not stop in time, or its DETACH fails after a
 * SIGKILL), and stragglers_add() must then find room without allocating.
 */
static void
presize_buffers(struct sampler *s, struct snapshot *snap)
{
	size_t nseized = 0;

	for (size_t i = 0; i < snap->n; i++) {
		struct thread_capture *t = &snap->t[i];

		if (s->priv->slot[i].phase != PH_SEIZED)
			continue;
		nseized++;
		if (t->stack_alloc >= s->stack_bytes)
			continue;
		free(t->stack);
		t->stack = xmalloc(s->stack_bytes);
		t->stack_alloc = s->stack_bytes;
	}
	stragglers_reserve(&s->priv->strag, nseized);
}

/*
 * Interrupt in the reverse of the order of seizing: the kernel keeps a
 * tracer's tracees newest first and waitpid(-1) returns the first stopped
 * one of that list, so this makes the stops reaped about in the order the
 * threads were interrupted, and no early thread waits behind later ones.
 */
static void
interrupt_seized(struct sampler *s, struct snapshot *snap, unsigned *outstanding)
{
	for (size_t i = snap->n; i-- > 0;) {
		struct thread_capture *t = &snap->t[i];
		struct slot *sl = &s->priv->slot[i];

		if (sl->phase != PH_SEIZED)
			continue;
		t->interrupt_ns = mono_ns();
		if (!snap->first_interrupt_ns)
			snap->first_interrupt_ns = t->interrupt_ns;
		/* stopped already: its stop was queued during the SEIZE */
		if (!sl->has_early &&
		    ptrace(PTRACE_INTERRUPT, t->tid, 0L, 0L) < 0 && errno == ESRCH) {
			t->status = CAPT_GONE;
			sl->phase = PH_DONE;
			continue;
		}
		/* on other errors (EIO: exiting) its exit is reaped by waitpid */
		sl->phase = PH_INTERRUPTED;
		(*outstanding)++;
	}
}

/* interrupt the seized threads, then copy and release each as it stops,
 * at nice -20 */
static void
stop_seized(struct sampler *s, struct snapshot *snap, unsigned *outstanding)
{
	int old_nice = boost_begin();

	interrupt_seized(s, snap, outstanding);
	reap_all(s, snap, outstanding);
	boost_end(old_nice);
}

/* what an error path left: a stopped thread is released, a seized one
 * interrupted (a running tracee can be detached only from a stop) and
 * left to the stragglers */
static void
release_left(struct sampler *s, struct snapshot *snap)
{
	for (size_t i = 0; i < snap->n; i++) {
		struct thread_capture *t = &snap->t[i];
		struct slot *sl = &s->priv->slot[i];

		if (sl->phase == PH_STOPPED) {
			release_thread(s, snap, t);
		} else if (sl->phase == PH_SEIZED) {
			if (ptrace(PTRACE_INTERRUPT, t->tid, 0L, 0L) == 0)
				stragglers_add(&s->priv->strag, t->tid);
			sl->phase = PH_DONE;
		}
	}
}

/*
 * Steps 1-3 of sampler.h for every slot still PH_NEW and every thread
 * not listed yet (again: the second round, for threads that woke; what
 * it finds new is late). Returns how many threads were seized, or -errno
 * when the task list cannot be read.
 */
static int
capture_round(struct sampler *s, struct snapshot *snap, bool again)
{
	sigset_t oldmask;
	struct sigaction old_alarm;
	unsigned outstanding = 0;
	int r, rescans = 0, nseized = 0;
	uint64_t stop_ns = snap->stop_ns;
	size_t before = snap->n;
	struct timespec rt;

	stop_guard_begin(&oldmask);
	stragglers_poll(&s->priv->strag);

	/*
	 * 1. seize. After an idle pre-check, the threads of its listing (or,
	 * again, the ones that woke), with no listing of its own: a thread
	 * created since that listing is found by the listing of step 3 and
	 * copied late, as one created during the stop is. Without one,
	 * re-list until no new thread appears.
	 */
	if (s->skip_idle) {
		if ((r = seize_new(s, snap, again, true)) < 0)
			goto out;
	} else {
		do {
			if ((r = seize_new(s, snap, again, false)) < 0)
				goto out;
		} while (r > 0 && ++rescans < MAX_RESCANS);
	}
	if (again)
		snap->nlate += snap->n - before;
	for (size_t i = 0; i < snap->n; i++)
		nseized += s->priv->slot[i].phase == PH_SEIZED;
	presize_buffers(s, snap);

	/* 2. interrupt all, then copy and release each as it stops */
	deadline_arm(s->max_pause_ms, &old_alarm);
	stop_seized(s, snap, &outstanding);
	if (!snap->time) {
		clock_gettime(CLOCK_REALTIME, &rt);
		snap->time = rt.tv_sec + rt.tv_nsec / 1e9;
	}
	if (again)
		snap->stop_ns = stop_ns;	/* the stop was the first round's */

	/* 3. threads created meanwhile (by a thread not yet stopped) */
	for (rescans = 0; rescans < MAX_RESCANS && !deadline_passed(); rescans++) {
		if (rescans == 0 && none_created(s, snap))
			break;
		before = snap->n;
		stop_ns = snap->stop_ns;
		r = seize_new(s, snap, true, false);
		if (r <= 0)
			break;
		snap->nlate += snap->n - before;
		presize_buffers(s, snap);
		stop_seized(s, snap, &outstanding);
		snap->stop_ns = stop_ns;	/* the late ones stop on their own */
	}
	if (rescans == MAX_RESCANS)
		snap->partial |= SNAP_PARTIAL_CHURN;
	if (deadline_passed())
		snap->partial |= SNAP_PARTIAL_MAX_PAUSE;
	deadline_disarm(&old_alarm);
	r = 0;
out:
	release_left(s, snap);
	stragglers_poll(&s->priv->strag);
	stop_guard_end(&oldmask);
	return r < 0 ? r : nseized;
}

/* the counts of a snapshot once its rounds are over; serials of the
 * fresh copies */
static void
sum_up(struct sampler *s, struct snapshot *snap)
{
	if (snap->first_interrupt_ns && snap->last_detach_ns)
		snap->window_ns = snap->last_detach_ns - snap->first_interrupt_ns;
	for (size_t i = 0; i < snap->n; i++) {
		struct thread_capture *t = &snap->t[i];

		if (s->priv->slot[i].phase == PH_NEW) {
			/* listed by the pre-check, exited before the seize */
			s->priv->slot[i].phase = PH_DONE;
			t->status = CAPT_GONE;
		}
		if (t->status == CAPT_OK && !t->reused)
			t->serial = ++s->priv->serial;
		if (t->status == CAPT_GONE)
			snap->ngone++;
		else if (t->status == CAPT_FAILED) {
			snap->nfailed++;
			if (t->err != ETIMEDOUT)
				snap->partial |= SNAP_PARTIAL_UNREADABLE;
		}
	}
}

/* pmp's thread CPU clock, ns, when the phases are timed (between
 * phases only: never while a thread is held) */
static uint64_t
phase_clock(const struct sampler *s)
{
	return s->time_phases ? thread_cpu_ns() : 0;
}

int
sampler_capture(struct sampler *s, struct snapshot *snap)
{
	int r, nseized;
	bool woke;
	uint64_t c0 = phase_clock(s), c1, c2, cr;

	snapshot_reset(snap);
	if (s->skip_idle && (r = sampler_idle_precheck(s, snap)) < 0)
		return r == -ENOENT ? -ESRCH : r;
	c1 = phase_clock(s);
	r = nseized = capture_round(s, snap, false);
	cr = phase_clock(s);
	woke = r >= 0 && s->skip_idle && sampler_idle_recheck(s, snap);
	snap->cpu_recheck_ns = phase_clock(s) - cr;
	if (woke) {
		r = capture_round(s, snap, true);
		if (r > 0)
			nseized += r;
	}
	c2 = phase_clock(s);
	if (r >= 0 && s->skip_idle)
		sampler_idle_lock_words(s, snap);
	sum_up(s, snap);
	if (s->skip_idle)
		sampler_idle_settle(s, snap);
	if (s->time_phases) {
		snap->cpu_precheck_ns = c1 - c0;
		snap->cpu_stop_ns = c2 - c1 - snap->cpu_recheck_ns;
		snap->cpu_settle_ns = phase_clock(s) - c2;
	}
	if (r < 0)
		return r == -ENOENT ? -ESRCH : r;
	if (snap->n == 0)
		return -ESRCH;
	if (nseized == 0 && snap->nreused == 0) {
		if (snap->ngone == snap->n)
			return -ESRCH;
		return -EPERM;
	}
	return 0;
}
