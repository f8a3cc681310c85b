/* SPDX-License-Identifier: MIT */
/*
 * sampler.c - seize, interrupt, wait, copy, detach. See sampler.h.
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
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <time.h>
#include <elf.h>
#include <unistd.h>

#include "util.h"

enum phase {
	PH_NEW,		/* listed, not seized */
	PH_SEIZED,	/* seized, running */
	PH_INTERRUPTED,	/* interrupt sent, stop not yet seen */
	PH_STOPPED,	/* stopped and copied: must be detached */
	PH_DONE,	/* detached, gone or failed: nothing more to do */
};

#define MAX_RESCANS 64

void
snapshot_init(struct snapshot *s)
{
	memset(s, 0, sizeof(*s));
}

void
snapshot_release(struct snapshot *s)
{
	for (size_t i = 0; i < s->alloc; i++)
		free(s->t[i].stack);
	free(s->t);
	snapshot_init(s);
}

/* start a new snapshot, keeping the stack buffers */
static void
snapshot_reset(struct snapshot *s)
{
	s->n = 0;
	s->time = 0;
	s->pause_ns = s->window_ns = s->stop_ns = 0;
	s->first_interrupt_ns = s->last_detach_ns = 0;
	s->ngone = s->nfailed = s->nlate = s->nsignals = 0;
	s->ntimedout = 0;
	s->nreused = s->nwoke = 0;
	s->partial = 0;
	s->target_stopped = false;
	s->traced_by = 0;
}

static struct thread_capture *
snapshot_add(struct snapshot *s, pid_t tid)
{
	struct thread_capture *t;

	if (s->n == s->alloc) {
		size_t old = s->alloc;

		s->alloc = old ? old * 2 : 64;
		s->t = xrealloc(s->t, s->alloc * sizeof(*s->t));
		memset(s->t + old, 0, (s->alloc - old) * sizeof(*s->t));
	}
	t = &s->t[s->n++];
	/* keep the buffer of the previous user of this slot */
	{
		unsigned char *buf = t->stack;
		size_t alloc = t->stack_alloc;

		memset(t, 0, sizeof(*t));
		t->stack = buf;
		t->stack_alloc = alloc;
	}
	t->tid = tid;
	t->phase = PH_NEW;
	return t;
}

static struct thread_capture *
snapshot_find(struct snapshot *s, pid_t tid)
{
	/* slots of the first listing are sorted by tid; late ones follow */
	size_t lo = 0, hi = s->n;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (s->t[mid].late)
			hi = mid;
		else if (s->t[mid].tid < tid)
			lo = mid + 1;
		else if (s->t[mid].tid > tid)
			hi = mid;
		else
			return &s->t[mid];
	}
	for (size_t i = 0; i < s->n; i++)
		if (s->t[i].tid == tid)
			return &s->t[i];
	return NULL;
}

static const char *const partial_names[SNAP_NPARTIAL] = {
	"max_pause", "churn", "unreadable",
};
static const char *const partial_texts[SNAP_NPARTIAL] = {
	"threads did not stop within --max-pause",
	"new threads kept appearing during the stop",
	"threads could not be seized or read",
};

const char *
snapshot_partial_name(unsigned i)
{
	return i < SNAP_NPARTIAL ? partial_names[i] : "?";
}

const char *
snapshot_partial_text(unsigned i)
{
	return i < SNAP_NPARTIAL ? partial_texts[i] : "?";
}

static void on_child(int sig);

/*
 * The exec deadlock. A thread that calls execve() holds its process's
 * cred_guard_mutex while it waits (de_thread) for every other thread to
 * be gone, and a thread traced by pmp that exits stays a zombie until
 * pmp reaps it. PTRACE_SEIZE takes that mutex too, and the kernel
 * restarts the wait after any signal handler (ERESTARTNOINTR): pmp
 * blocked in SEIZE would never reap, the exec would never finish (seen
 * with a thread exec'ing while pmp sampled back to back). So during
 * every SEIZE, SIGCHLD is let through to a handler that takes every wait
 * status there is (that reaps the zombies) and queues it here; the
 * snapshot then handles the queued statuses as if waitpid() had just
 * returned them (queued_apply()).
 */
#define QUEUE_MAX 1024
static volatile sig_atomic_t child_queue_mode;
static struct { pid_t tid; int st; } queued[QUEUE_MAX];
static volatile sig_atomic_t nqueued;

static void
queue_statuses(void)
{
	int st;
	pid_t tid;

	while (nqueued < QUEUE_MAX && (tid = waitpid(-1, &st, WNOHANG | __WALL)) > 0) {
		queued[nqueued].tid = tid;
		queued[nqueued].st = st;
		nqueued++;
	}
}

void
sampler_init(struct sampler *s, pid_t pid)
{
	struct sigaction sa = { .sa_handler = on_child, .sa_flags = SA_RESTART };

	memset(s, 0, sizeof(*s));
	s->pid = pid;
	s->stack_bytes = 64 << 10;
	s->max_pause_ms = SAMPLER_MAX_PAUSE_DEFAULT;
	s->skip_idle = true;
	idle_track_init(&s->idle, pid);
	if ((s->stat_fd = proc_file_open(pid, "stat")) >= 0)
		s->has_stat_fd = true;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGCHLD, &sa, NULL);
}

static void
straggler_add(struct sampler *s, pid_t tid)
{
	ALLOC_GROW(s->stragglers, s->nstragglers + 1, s->astragglers);
	s->stragglers[s->nstragglers++] = tid;
}

static bool
straggler_is(const struct sampler *s, pid_t tid)
{
	for (size_t i = 0; i < s->nstragglers; i++)
		if (s->stragglers[i] == tid)
			return true;
	return false;
}

/*
 * A wait status of a straggler (or of any tracee outside a snapshot):
 * detach it if it stopped, forget it if it exited. A signal-delivery-stop
 * re-delivers its signal; the pending interrupt is dropped by the detach.
 * Returns true when the thread is no longer ours.
 */
static bool
straggler_status(pid_t tid, int st)
{
	int sig;

	if (!WIFSTOPPED(st))
		return WIFEXITED(st) || WIFSIGNALED(st);
	sig = (st >> 16) == 0 ? WSTOPSIG(st) : 0;
	if (ptrace(PTRACE_DETACH, tid, 0L, (long)sig) == 0 || errno == ESRCH) {
		verbose_msg("thread %d stopped late and was detached", (int)tid);
		return true;
	}
	return false;
}

/* detach or reap threads left over from an earlier snapshot */
static void
stragglers_poll(struct sampler *s)
{
	size_t k = 0;

	for (size_t i = 0; i < s->nstragglers; i++) {
		pid_t tid = s->stragglers[i];
		int st;
		pid_t r = waitpid(tid, &st, WNOHANG | __WALL);

		if (r == 0 || (r == tid && !straggler_status(tid, st)))
			s->stragglers[k++] = tid;	/* still not stopped */
		/* else: detached, exited and reaped, or not ours any more
		 * (ECHILD) */
	}
	s->nstragglers = k;
}

void
sampler_release(struct sampler *s)
{
	stragglers_poll(s);
	/* whatever is left is detached by the kernel when pmp exits; until
	 * then the SIGCHLD handler stays, to detach one that stops */
	free(s->stragglers);
	s->stragglers = NULL;
	s->nstragglers = s->astragglers = 0;
	idle_track_release(&s->idle);
	free(s->tids);
	s->tids = NULL;
	s->ntids = s->atids = 0;
	if (s->has_stat_fd)
		close(s->stat_fd);
	s->has_stat_fd = false;
}

bool
capture_read(const struct thread_capture *t, uint64_t addr, void *buf, size_t n)
{
	if (addr < t->stack_addr || addr - t->stack_addr > t->stack_len ||
	    t->stack_len - (addr - t->stack_addr) < n)
		return false;
	memcpy(buf, t->stack + (addr - t->stack_addr), n);
	return true;
}

/*
 * The 128 bytes under the stack pointer (the x86_64 red zone) are copied
 * too: a leaf function keeps data there, and right after "pop %rbp" the
 * CFI of the function still says that the caller's rbp is saved at CFA-16,
 * which is now below the stack pointer. Without those bytes the unwind of
 * a thread stopped on such an epilogue ends at its first caller.
 */
#define RED_ZONE 128

/*
 * The futex address of a thread stopped inside futex(2), or 0. x86_64:
 * orig_rax is the system call a stop interrupted, rax its result so far
 * (-ERESTARTSYS for FUTEX_WAIT, -ERESTART_RESTARTBLOCK with a timeout,
 * -ERESTARTNOINTR for FUTEX_LOCK_PI, -EINTR), rdi the futex address and
 * rsi the op. A thread that had just returned from the wait (rax 0 or
 * -EAGAIN) waits for nothing any more. Other architectures: not yet, so
 * no lock words (the rule's holder pattern still works).
 */
#if defined(__x86_64__)
#include <sys/syscall.h>
#define FUTEX_OP_REG(r) ((r).rsi)
static uint64_t
futex_wait_addr(const struct thread_capture *t)
{
	long rax = (long)t->regs.rax;

	if ((long)t->regs.orig_rax != SYS_futex)
		return 0;
	if (rax != -EINTR && (rax < -516 || rax > -512))
		return 0;
	return t->regs.rdi;
}
#else
#define FUTEX_OP_REG(r) 0
static uint64_t
futex_wait_addr(const struct thread_capture *t)
{
	(void)t;
	return 0;
}
#endif

/*
 * Copy registers and the live part of the stack of a stopped thread: from
 * the red zone under the stack pointer to the end of its mapping (the
 * frames in use), at most stack_bytes. The buffer was sized before the
 * first INTERRUPT: nothing is allocated while threads are stopped.
 */
static void
copy_thread(struct sampler *s, struct thread_capture *t)
{
	struct iovec iov = { &t->regs, sizeof(t->regs) };
	struct iovec local[2], remote[2];
	size_t want = t->stack_alloc;
	uint64_t start, futex;
	unsigned long niov;
	ssize_t n;

	if (ptrace(PTRACE_GETREGSET, t->tid, (void *)NT_PRSTATUS, &iov) < 0) {
		/* ESRCH: killed while stopped (SIGKILL wakes a tracee) */
		t->status = errno == ESRCH ? CAPT_GONE : CAPT_FAILED;
		t->err = errno;
		return;
	}
	t->sp = t->regs.rsp;
	start = t->sp - RED_ZONE;
	t->stack_len = 0;
	if (s->maps) {
		const struct proc_map *pm = proc_maps_find(s->maps, t->sp);

		if (pm && start < pm->start)
			start = pm->start;
		if (pm && pm->end - start < want)
			want = pm->end - start;
	}
	t->stack_addr = start;
	local[0].iov_base = t->stack;
	local[0].iov_len = want;
	remote[0].iov_base = (void *)(uintptr_t)start;
	remote[0].iov_len = want;
	niov = want ? 1 : 0;
	futex = futex_wait_addr(t);
	if (futex && niov) {
		/* the lock words ride on the stack's read: no extra syscall
		 * while the thread is held. The stack comes first, so a
		 * futex address that cannot be read (a stale pointer, a
		 * page gone) shortens the count only past the stack */
		t->futex.addr = futex;
		t->futex.op = (uint32_t)FUTEX_OP_REG(t->regs);
		local[1].iov_base = t->futex.w;
		local[1].iov_len = LOCK_WORD_BYTES;
		remote[1].iov_base = (void *)(uintptr_t)futex;
		remote[1].iov_len = LOCK_WORD_BYTES;
		niov = 2;
	}
	/* a short read is normal: the copy stops at the end of the mapping */
	n = niov ? process_vm_readv(s->pid, local, niov, remote, niov, 0) : 0;
	t->stack_len = n > 0 ? ((size_t)n < want ? (size_t)n : want) : 0;
	if (niov == 2 && n > 0 && (size_t)n > want)
		t->futex.len = (uint32_t)((size_t)n - want);
	t->status = CAPT_OK;
}

static sigset_t sigchld_set;

/*
 * Wait statuses the SIGCHLD handler took during the SEIZEs: an exit ends
 * its thread; a stop (a thread seized while in group-stop, or a
 * signal-delivery-stop) is kept in the thread for reap_all(), which
 * handles it before it waits; a status of a thread not in this snapshot
 * (a straggler) is served at once.
 */
static void
queued_apply(struct snapshot *snap)
{
	for (sig_atomic_t i = 0; i < nqueued; i++) {
		pid_t tid = queued[i].tid;
		int st = queued[i].st;
		struct thread_capture *t = snapshot_find(snap, tid);

		if (!t || t->phase != PH_SEIZED) {
			if (WIFSTOPPED(st))
				straggler_status(tid, st);
		} else if (WIFSTOPPED(st)) {
			t->early_status = st;
			t->has_early = true;
		} else if (WIFEXITED(st) || WIFSIGNALED(st)) {
			t->status = CAPT_GONE;
			t->phase = PH_DONE;
		}
	}
	nqueued = 0;
}

/* proc_tasks(), kept in s->tids for the next pre-check */
static int
list_tasks(struct sampler *s, pid_t **tids, size_t *n)
{
	int r = proc_tasks(s->pid, tids, n);

	if (r < 0)
		return r;
	ALLOC_GROW(s->tids, *n, s->atids);
	if (*n)
		memcpy(s->tids, *tids, *n * sizeof(**tids));
	s->ntids = *n;
	return 0;
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
	pid_t *tids;
	size_t n = 0;
	int r, nnew = 0;

	if (from_slots) {
		tids = xmalloc((snap->n + 1) * sizeof(*tids));
		for (size_t i = 0; i < snap->n; i++)
			if (snap->t[i].phase == PH_NEW)
				tids[n++] = snap->t[i].tid;
	} else if ((r = list_tasks(s, &tids, &n)) < 0) {
		return r;
	}
	child_queue_mode = 1;
	sigprocmask(SIG_UNBLOCK, &sigchld_set, NULL);
	for (size_t i = 0; i < n; i++) {
		struct thread_capture *t = snapshot_find(snap, tids[i]);

		/* listed by the pre-check (PH_NEW) or woke: seized now */
		if (t && t->phase != PH_NEW)
			continue;
		if (!t) {
			t = snapshot_add(snap, tids[i]);
			t->late = late;
		}
		nnew++;
		if (straggler_is(s, t->tid)) {
			/* interrupted in an earlier snapshot and still not
			 * stopped: seized by us already */
			t->err = ETIMEDOUT;
			t->phase = PH_DONE;
			t->status = CAPT_FAILED;
			snap->ntimedout++;
			snap->partial |= SNAP_PARTIAL_MAX_PAUSE;
			strcpy(t->comm, "?");
			proc_thread_stat(s->pid, t->tid, t->comm, &t->state);
			continue;
		}
		if (proc_thread_stat_start(s->pid, t->tid, t->comm, &t->state,
					   &t->start) < 0) {
			strcpy(t->comm, "?");
			t->state = '?';
		} else if (t->state == 'Z' || t->state == 'X') {
			/* exited (a main thread that called pthread_exit()
			 * stays a zombie while the others run): it could be
			 * seized but would never stop */
			t->status = CAPT_GONE;
			t->phase = PH_DONE;
			continue;
		}
		if (ptrace(PTRACE_SEIZE, t->tid, 0L, 0L) < 0) {
			struct proc_status ps;

			t->err = errno;
			t->phase = PH_DONE;
			if (t->err == ESRCH) {
				t->status = CAPT_GONE;
				continue;
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
			continue;
		}
		t->phase = PH_SEIZED;
	}
	sigprocmask(SIG_BLOCK, &sigchld_set, NULL);
	child_queue_mode = 0;
	queued_apply(snap);
	free(tids);
	return nnew;
}

static volatile sig_atomic_t wait_timed_out;

static void
on_alarm(int sig)
{
	(void)sig;
	wait_timed_out = 1;
}

/*
 * The deadline of a wait: SIGALRM without SA_RESTART makes waitpid() fail
 * with EINTR, so a thread stuck in D state cannot hang pmp. Armed before
 * the first INTERRUPT, so that no syscall of its own lengthens the stop.
 * After the deadline the timer goes on firing every 10 ms: a SIGALRM that
 * lands between the check of wait_timed_out and the waitpid() is then not
 * lost for good (the next one ends the wait).
 */
#define DEADLINE_REPEAT_US 10000

static void
deadline_arm_us(uint64_t us, struct sigaction *old)
{
	struct sigaction sa = { .sa_handler = on_alarm };
	struct itimerval it = { 0 };

	if (us == 0)
		us = 1;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGALRM, &sa, old);
	wait_timed_out = 0;
	it.it_value.tv_sec = us / 1000000;
	it.it_value.tv_usec = us % 1000000;
	it.it_interval.tv_usec = DEADLINE_REPEAT_US;
	setitimer(ITIMER_REAL, &it, NULL);
}

static void
deadline_arm(struct sampler *s, struct sigaction *old)
{
	deadline_arm_us((uint64_t)s->max_pause_ms * 1000, old);
}

static void
deadline_disarm(const struct sigaction *old)
{
	struct itimerval zero = { 0 };

	setitimer(ITIMER_REAL, &zero, NULL);
	sigaction(SIGALRM, old, NULL);
	wait_timed_out = 0;
}

/*
 * pmp runs at the highest CPU priority (nice -20) from just before the
 * first INTERRUPT to just after the last DETACH, when allowed (root or
 * CAP_SYS_NICE; otherwise it stays as it is). Every INTERRUPT and DETACH
 * wakes a thread of the target; at equal priority the woken thread often
 * preempts pmp on its CPU, and each stopped thread then waits for pmp to
 * be scheduled again. Measured with 1000 threads on 2 CPUs: the DETACHes
 * took 17 ms at nice 0 and 1-7 ms at nice -20. The boost lasts as long as
 * the stop, during which pmp mostly sleeps in waitpid().
 */
static int
boost_begin(void)
{
	int old;

	errno = 0;
	old = getpriority(PRIO_PROCESS, 0);
	if (old == -1 && errno)
		return INT_MIN;
	if (old <= -20 || setpriority(PRIO_PROCESS, 0, -20) < 0)
		return INT_MIN;
	return old;
}

static void
boost_end(int old)
{
	if (old != INT_MIN)
		setpriority(PRIO_PROCESS, 0, old);
}

/* release a stopped thread at once; its hold ends here */
static void
release_thread(struct sampler *s, struct snapshot *snap, struct thread_capture *t)
{
	uint64_t now;

	if (ptrace(PTRACE_DETACH, t->tid, 0L, (long)t->pending_sig) < 0) {
		/* not stopped any more: killed meanwhile; reap it later */
		straggler_add(s, t->tid);
	}
	t->phase = PH_DONE;
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
	if (WIFEXITED(st) || WIFSIGNALED(st)) {
		t->status = CAPT_GONE;
		t->phase = PH_DONE;
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
	t->phase = PH_STOPPED;
	copy_thread(s, t);
	release_thread(s, snap, t);
}

/*
 * Reap the stops of every interrupted thread in the order they arrive
 * (waitpid(-1)), until all are done or the deadline passed. Between two
 * waits: a lookup in a sorted array, GETREGSET, one process_vm_readv
 * (stack, and lock words for a futex waiter), DETACH; no allocation, no /proc read, no message.
 */
static void
reap_all(struct sampler *s, struct snapshot *snap, unsigned *outstanding)
{
	for (size_t i = 0; i < snap->n && *outstanding > 0; i++) {
		struct thread_capture *t = &snap->t[i];

		if (t->phase != PH_INTERRUPTED || !t->has_early)
			continue;
		t->has_early = false;
		wait_status(s, snap, t, t->early_status);
		if (t->phase != PH_INTERRUPTED)
			(*outstanding)--;
	}
	while (*outstanding > 0 && !wait_timed_out) {
		int st;
		pid_t tid = waitpid(-1, &st, __WALL);
		struct thread_capture *t;

		if (tid < 0) {
			if (errno == EINTR)
				continue;
			break;		/* ECHILD: nothing left to wait for */
		}
		t = snapshot_find(snap, tid);
		if (!t || t->phase != PH_INTERRUPTED) {
			/* a straggler of an earlier snapshot: let it go */
			if (WIFSTOPPED(st))
				ptrace(PTRACE_DETACH, tid, 0L,
				       (long)((st >> 16) == 0 ? WSTOPSIG(st) : 0));
			continue;
		}
		wait_status(s, snap, t, st);
		if (t->phase != PH_INTERRUPTED)
			(*outstanding)--;
	}
	if (snap->first_interrupt_ns)
		snap->stop_ns = mono_ns() - snap->first_interrupt_ns;
	if (*outstanding > 0) {
		for (size_t i = 0; i < snap->n; i++) {
			struct thread_capture *t = &snap->t[i];

			if (t->phase != PH_INTERRUPTED)
				continue;
			t->phase = PH_DONE;
			t->status = CAPT_FAILED;
			t->err = ETIMEDOUT;
			snap->ntimedout++;
			straggler_add(s, t->tid);
		}
		*outstanding = 0;
	}
	if (wait_timed_out)
		snap->partial |= SNAP_PARTIAL_MAX_PAUSE;
}

/* size every stack buffer before the first INTERRUPT */
static void
presize_buffers(struct sampler *s, struct snapshot *snap)
{
	for (size_t i = 0; i < snap->n; i++) {
		struct thread_capture *t = &snap->t[i];

		if (t->phase != PH_SEIZED || t->stack_alloc >= s->stack_bytes)
			continue;
		free(t->stack);
		t->stack = xmalloc(s->stack_bytes);
		t->stack_alloc = s->stack_bytes;
	}
}

/*
 * Interrupt in the reverse of the order of seizing: the kernel keeps a
 * tracer's tracees newest first and waitpid(-1) returns the first stopped
 * one of that list, so this makes the stops reaped about in the order the
 * threads were interrupted, and no early thread waits behind later ones.
 */
static void
interrupt_seized(struct snapshot *snap, unsigned *outstanding)
{
	for (size_t i = snap->n; i-- > 0;) {
		struct thread_capture *t = &snap->t[i];

		if (t->phase != PH_SEIZED)
			continue;
		t->interrupt_ns = mono_ns();
		if (!snap->first_interrupt_ns)
			snap->first_interrupt_ns = t->interrupt_ns;
		/* stopped already: its stop was queued during the SEIZE */
		if (!t->has_early &&
		    ptrace(PTRACE_INTERRUPT, t->tid, 0L, 0L) < 0 && errno == ESRCH) {
			t->status = CAPT_GONE;
			t->phase = PH_DONE;
			continue;
		}
		/* on other errors (EIO: exiting) its exit is reaped by waitpid */
		t->phase = PH_INTERRUPTED;
		(*outstanding)++;
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
	sigset_t block, oldmask;
	struct sigaction old_alarm;
	unsigned outstanding = 0;
	int r, rescans = 0, nseized = 0, old_nice;
	uint64_t stop_ns = snap->stop_ns;
	size_t before = snap->n;
	struct timespec rt;

	sigemptyset(&block);
	sigaddset(&block, SIGINT);
	sigaddset(&block, SIGTERM);
	sigaddset(&block, SIGHUP);
	sigaddset(&block, SIGQUIT);
	sigaddset(&block, SIGPIPE);
	sigaddset(&block, SIGTSTP);
	sigaddset(&block, SIGTTIN);
	sigaddset(&block, SIGTTOU);
	sigaddset(&block, SIGCHLD);	/* this function waits for its threads */
	sigprocmask(SIG_BLOCK, &block, &oldmask);
	sigemptyset(&sigchld_set);
	sigaddset(&sigchld_set, SIGCHLD);
	stragglers_poll(s);

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
		nseized += snap->t[i].phase == PH_SEIZED;
	presize_buffers(s, snap);

	/* 2. interrupt all, then copy and release each as it stops */
	deadline_arm(s, &old_alarm);
	old_nice = boost_begin();
	interrupt_seized(snap, &outstanding);
	reap_all(s, snap, &outstanding);
	boost_end(old_nice);
	if (!snap->time) {
		clock_gettime(CLOCK_REALTIME, &rt);
		snap->time = rt.tv_sec + rt.tv_nsec / 1e9;
	}
	if (again)
		snap->stop_ns = stop_ns;	/* the stop was the first round's */

	/* 3. threads created meanwhile (by a thread not yet stopped) */
	for (rescans = 0; rescans < MAX_RESCANS && !wait_timed_out; rescans++) {
		before = snap->n;
		stop_ns = snap->stop_ns;
		r = seize_new(s, snap, true, false);
		if (r <= 0)
			break;
		snap->nlate += snap->n - before;
		presize_buffers(s, snap);
		old_nice = boost_begin();
		interrupt_seized(snap, &outstanding);
		reap_all(s, snap, &outstanding);
		boost_end(old_nice);
		snap->stop_ns = stop_ns;	/* the late ones stop on their own */
	}
	if (rescans == MAX_RESCANS)
		snap->partial |= SNAP_PARTIAL_CHURN;
	if (wait_timed_out)
		snap->partial |= SNAP_PARTIAL_MAX_PAUSE;
	deadline_disarm(&old_alarm);
	r = 0;
out:
	for (size_t i = 0; i < snap->n; i++) {
		struct thread_capture *t = &snap->t[i];

		if (t->phase == PH_STOPPED) {
			release_thread(s, snap, t);
		} else if (t->phase == PH_SEIZED) {
			/* seized but never interrupted (error path): a running
			 * tracee can be detached only from a stop, so interrupt */
			if (ptrace(PTRACE_INTERRUPT, t->tid, 0L, 0L) == 0)
				straggler_add(s, t->tid);
			t->phase = PH_DONE;
		}
	}
	stragglers_poll(s);
	sigprocmask(SIG_SETMASK, &oldmask, NULL);
	return r < 0 ? r : nseized;
}

/*
 * The pre-check (idle.h): list every thread, sorted, as the first slots
 * of the snapshot; one that has not run since its baseline is done
 * already (reused), the others stay PH_NEW for capture_round(). Reads
 * one schedstat per armed thread, before the first INTERRUPT.
 */
static int
idle_precheck(struct sampler *s, struct snapshot *snap)
{
	pid_t *tids;
	size_t n;
	int r;

	if (s->ntids && s->has_stat_fd &&
	    proc_num_threads(s->stat_fd) == (int)s->ntids) {
		/* the count has not moved: the last listing (see sampler.h) */
		n = s->ntids;
		tids = xmalloc(n * sizeof(*tids));
		memcpy(tids, s->tids, n * sizeof(*tids));
	} else if ((r = list_tasks(s, &tids, &n)) < 0) {
		return r;
	}
	for (size_t i = 0; i < n; i++) {
		struct idle_rec *rec = idle_track_get(&s->idle, tids[i]);
		struct thread_capture *t = snapshot_add(snap, tids[i]);

		if (straggler_is(s, t->tid) || !idle_unchanged(&s->idle, rec))
			continue;
		t->phase = PH_DONE;
		t->status = CAPT_OK;
		t->reused = true;
		t->serial = rec->serial;
		t->start = rec->start;
		t->state = rec->state;
		memcpy(t->comm, rec->comm, sizeof(t->comm));
		snap->nreused++;
	}
	idle_track_prune(&s->idle);
	free(tids);
	return 0;
}

/*
 * The re-check: a reused thread that ran since the pre-check may have
 * woken before the stop, and then its old stack is not what it was doing
 * at the snapshot. It cannot be known whether it woke before or after, so
 * it is copied fresh (PH_NEW again, for a second capture_round()) rather
 * than dropped: the snapshot keeps every thread, and a late copy is what
 * threads created during the stop get too. Returns how many.
 */
static unsigned
idle_recheck(struct sampler *s, struct snapshot *snap)
{
	unsigned n = 0;

	for (size_t i = 0; i < snap->n; i++) {
		struct thread_capture *t = &snap->t[i];
		struct idle_rec *rec;

		if (!t->reused)
			continue;
		rec = idle_track_get(&s->idle, t->tid);
		if (!idle_woke(&s->idle, rec)) {
			if (rec->streak < IDLE_TRUST_STREAK)
				rec->streak++;
			continue;
		}
		rec->armed = false;
		rec->streak = 0;
		t->reused = false;
		t->woke = true;
		t->serial = 0;
		t->phase = PH_NEW;
		snap->nreused--;
		snap->nwoke++;
		n++;
	}
	return n;
}

/*
 * The baselines of the fresh copies, after every thread was released.
 * A thread detached a moment ago may still be on its way back into its
 * wait: those are given one more chance after a millisecond.
 */
static void
idle_settle_all(struct sampler *s, struct snapshot *snap)
{
	unsigned unsettled = 0;

	for (int pass = 0; pass < 2; pass++) {
		if (pass == 1) {
			struct timespec ts = { 0, 1000000 };

			if (!unsettled)
				break;
			nanosleep(&ts, NULL);
		}
		unsettled = 0;
		for (size_t i = 0; i < snap->n; i++) {
			struct thread_capture *t = &snap->t[i];
			struct idle_rec *rec;
			bool running;

			if (t->reused || (pass == 1 && t->phase != PH_NEW))
				continue;
			rec = idle_track_get(&s->idle, t->tid);
			if (t->status != CAPT_OK) {
				rec->armed = false;
				continue;
			}
			if (pass == 0) {
				rec->serial = t->serial;
				rec->state = t->state;
				memcpy(rec->comm, t->comm, sizeof(rec->comm));
				rec->futex_addr = t->futex.addr;
				rec->futex_op = t->futex.op;
			}
			t->phase = PH_DONE;
			if (!idle_settle(&s->idle, rec, t->start, t->sp, t->regs.rip,
					 &running) && running) {
				t->phase = PH_NEW;	/* marks "try again" */
				unsettled++;
			}
		}
	}
	for (size_t i = 0; i < snap->n; i++)
		snap->t[i].phase = PH_DONE;
}

/*
 * A reused thread waits in the same futex(2) as at its last copy (it has
 * not run since), but the words there are the lock's, and a lock's owner
 * changes while its waiters sleep: they are read again for each snapshot,
 * without stopping anything (the waiter cannot touch them; the holder
 * could, as it could a microsecond after any stop).
 */
static void
idle_lock_words(struct sampler *s, struct snapshot *snap)
{
	for (size_t i = 0; i < snap->n; i++) {
		struct thread_capture *t = &snap->t[i];
		struct idle_rec *rec;
		struct iovec local, remote;
		ssize_t n;

		if (!t->reused)
			continue;
		rec = idle_track_get(&s->idle, t->tid);
		if (!rec->futex_addr)
			continue;
		t->futex.addr = rec->futex_addr;
		t->futex.op = rec->futex_op;
		local.iov_base = t->futex.w;
		local.iov_len = LOCK_WORD_BYTES;
		remote.iov_base = (void *)(uintptr_t)rec->futex_addr;
		remote.iov_len = LOCK_WORD_BYTES;
		n = process_vm_readv(s->pid, &local, 1, &remote, 1, 0);
		t->futex.len = n > 0 ? (uint32_t)n : 0;
	}
}

int
sampler_capture(struct sampler *s, struct snapshot *snap)
{
	int r, nseized;

	snapshot_reset(snap);
	if (s->skip_idle && (r = idle_precheck(s, snap)) < 0)
		return r == -ENOENT ? -ESRCH : r;
	r = nseized = capture_round(s, snap, false);
	if (r >= 0 && s->skip_idle && idle_recheck(s, snap)) {
		r = capture_round(s, snap, true);
		if (r > 0)
			nseized += r;
	}
	if (r >= 0 && s->skip_idle)
		idle_lock_words(s, snap);
	if (snap->first_interrupt_ns && snap->last_detach_ns)
		snap->window_ns = snap->last_detach_ns - snap->first_interrupt_ns;
	for (size_t i = 0; i < snap->n; i++) {
		struct thread_capture *t = &snap->t[i];

		if (t->phase == PH_NEW) {
			/* listed by the pre-check, exited before the seize */
			t->phase = PH_DONE;
			t->status = CAPT_GONE;
		}
		if (t->status == CAPT_OK && !t->reused)
			t->serial = ++s->serial;
		if (t->status == CAPT_GONE)
			snap->ngone++;
		else if (t->status == CAPT_FAILED) {
			snap->nfailed++;
			if (t->err != ETIMEDOUT)
				snap->partial |= SNAP_PARTIAL_UNREADABLE;
		}
	}
	if (s->skip_idle)
		idle_settle_all(s, snap);
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

/*
 * Between snapshots nothing of the target is held, except that a
 * straggler (a thread that did not stop within max_pause_ms) stops
 * whenever it leaves the kernel, and its tracer must then detach it. The
 * kernel tells the tracer with SIGCHLD; this handler detaches it at once,
 * whatever pmp is doing then (unwinding, symbolizing, sleeping, writing
 * the output to a slow pipe). waitpid() and ptrace() are plain system
 * calls, safe in a handler; the straggler list is left alone here and
 * pruned by stragglers_poll() (waitpid then fails with ECHILD). The
 * handler is blocked during sampler_capture(), which waits for its
 * threads itself.
 */
static void
on_child(int sig)
{
	int saved = errno, st;
	pid_t tid;

	(void)sig;
	if (child_queue_mode) {
		queue_statuses();
		errno = saved;
		return;
	}
	while ((tid = waitpid(-1, &st, WNOHANG | __WALL)) > 0)
		if (WIFSTOPPED(st))
			ptrace(PTRACE_DETACH, tid, 0L,
			       (long)((st >> 16) == 0 ? WSTOPSIG(st) : 0));
	errno = saved;
}

static void
wait_until(struct sampler *s, uint64_t end, volatile sig_atomic_t *stop, bool drain)
{
	while (!*stop) {
		uint64_t now = mono_ns(), next = end;
		struct timespec ts;

		if (drain) {
			stragglers_poll(s);
			if (s->nstragglers == 0)
				return;
			if (next > now + 10000000u)	/* look again every 10 ms */
				next = now + 10000000u;
		}
		if (now >= end)
			return;
		ts.tv_sec = next / 1000000000u;
		ts.tv_nsec = next % 1000000000u;
		/* EINTR (a signal, SIGCHLD too): the loop checks again */
		clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, NULL);
	}
}

void
sampler_sleep_until(struct sampler *s, const struct timespec *until,
		    volatile sig_atomic_t *stop)
{
	wait_until(s, (uint64_t)until->tv_sec * 1000000000u + until->tv_nsec, stop,
		   false);
}

size_t
sampler_drain(struct sampler *s, unsigned ms)
{
	volatile sig_atomic_t never = 0;

	wait_until(s, mono_ns() + (uint64_t)ms * 1000000u, &never, true);
	return s->nstragglers;
}

/* ---- read-only target memory ---------------------------------------- */

#define TM_PAGE 4096u
#define TM_PAGES 1024u

struct tm_page {
	uint64_t addr;		/* page address + 1; 0 = empty */
	unsigned char data[TM_PAGE];
};

void
target_mem_init(struct target_mem *m, pid_t pid, const struct proc_maps *maps)
{
	m->pid = pid;
	m->maps = maps;
	m->npages = TM_PAGES;
	m->pages = xcalloc(TM_PAGES, sizeof(*m->pages));
}

void
target_mem_release(struct target_mem *m)
{
	free(m->pages);
	memset(m, 0, sizeof(*m));
}

void
target_mem_flush(struct target_mem *m)
{
	for (size_t i = 0; i < m->npages; i++)
		m->pages[i].addr = 0;
}

static struct tm_page *
tm_get(struct target_mem *m, uint64_t page)
{
	struct tm_page *p = &m->pages[(page / TM_PAGE) % m->npages];
	const struct proc_map *pm;
	struct iovec l, r;

	if (p->addr == page + 1)
		return p;
	pm = m->maps ? proc_maps_find(m->maps, page) : NULL;
	if (!pm || !pm->readable || pm->writable)
		return NULL;
	l.iov_base = p->data;
	l.iov_len = TM_PAGE;
	r.iov_base = (void *)(uintptr_t)page;
	r.iov_len = TM_PAGE;
	if (process_vm_readv(m->pid, &l, 1, &r, 1, 0) != (ssize_t)TM_PAGE) {
		p->addr = 0;
		return NULL;
	}
	p->addr = page + 1;
	return p;
}

bool
target_mem_read(struct target_mem *m, uint64_t addr, void *buf, size_t n)
{
	unsigned char *out = buf;

	while (n > 0) {
		uint64_t page = addr & ~(uint64_t)(TM_PAGE - 1);
		size_t off = addr - page, k = TM_PAGE - off;
		struct tm_page *p = tm_get(m, page);

		if (!p)
			return false;
		if (k > n)
			k = n;
		memcpy(out, p->data + off, k);
		out += k;
		addr += k;
		n -= k;
	}
	return true;
}
