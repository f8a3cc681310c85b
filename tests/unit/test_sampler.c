/* SPDX-License-Identifier: MIT */
/*
 * test_sampler.c - pmp/stop/sampler.c's state machine against a fake kernel,
 * no live process.
 *
 * This binary links pmp/stop/sampler.c with --wrap=ptrace,--wrap=waitpid,
 * --wrap=process_vm_readv (the Makefile's test_sampler rule): every
 * ptrace request and wait goes to the model below, which keeps each
 * thread's state (alive, seized, stopped), answers as Linux does, and
 * follows a script per thread (refuse the SEIZE, exit before or after
 * the INTERRUPT, be killed while stopped, be in group-stop, stop with a
 * signal first, stop during the SEIZE, never stop). malloc, calloc and
 * realloc are wrapped too, to catch an allocation while a thread is
 * stopped. The /proc readers and
 * the idle tracker are stubbed here (the fake /proc lists the model's
 * threads; the fake tracker says what each thread's script says: idle
 * or not at the pre-check, woken at the re-check, settled or still
 * running after its copy). Idle skipping is off in the tests of the stop
 * itself, and on, as sampler_init() leaves it, in the test_idle_* ones.
 *
 * Every test ends with the invariant of sampler.h: no thread is left
 * seized (every SEIZE that succeeded was followed by a DETACH, or by the
 * thread's exit being reaped), and no request was made of a thread in the
 * wrong state (INTERRUPT of a thread not seized, GETREGSET or DETACH of
 * one not stopped).
 */
#include "unit.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/user.h>
#include <sys/wait.h>
#include <unistd.h>

#include "idle.h"
#include "proc.h"
#include "sampler.h"

/* ---- the fake kernel ------------------------------------------------ */

enum script {
	S_STOP,			/* stops at the INTERRUPT (SIGTRAP event stop) */
	S_SEIZE_EPERM,		/* SEIZE: EPERM (not allowed) */
	S_SEIZE_EPERM_EXITING,	/* SEIZE: EPERM, and the thread is exiting */
	S_SEIZE_EPERM_TRACED,	/* SEIZE: EPERM, traced by another tracer */
	S_SEIZE_ESRCH,		/* gone before the SEIZE */
	S_EXIT_BEFORE_INTERRUPT, /* seized, then exits: INTERRUPT gets ESRCH */
	S_EXIT_BEFORE_STOP,	/* interrupted, exits before it stops */
	S_KILLED_STOPPED,	/* stops, then SIGKILL: GETREGSET and DETACH ESRCH */
	S_GROUP_STOP,		/* the process is stopped: a SIGSTOP event stop */
	S_SIGNAL_FIRST,		/* a signal-delivery-stop (SIGUSR1) comes first */
	S_STOP_AT_SEIZE,	/* in group-stop: its stop arrives during the SEIZE */
	S_NEVER_STOPS,		/* D state: stops only after the deadline */
	S_ZOMBIE,		/* listed as Z */
	S_IN_FUTEX,		/* stops inside futex(2) */
};

struct fthread {
	pid_t tid;
	enum script script;
	bool listed;		/* in /proc/PID/task */
	bool late;		/* listed only after the first INTERRUPT */
	bool alive, seized, stopped, interrupted;
	int detach_sig;		/* the signal given to DETACH, -1 none yet */
	unsigned ndetach, nseize, ninterrupt;
	/* the idle tracker's answers (skip_idle) */
	bool idle;		/* pre-check: not run since its baseline */
	bool wakes;		/* re-check: it ran since the pre-check */
	unsigned unsettled;	/* settle calls that find it still running */
	unsigned nsettle;
	uint64_t settled_sp, settled_pc;	/* given to the last settle */
};

#define MAXT 16
static struct fthread ft[MAXT];
static size_t nft;
static bool any_interrupt;	/* late threads show up after it */
static bool d_state_over;	/* S_NEVER_STOPS threads stop when polled */
static unsigned violations;	/* requests made in the wrong state */
static char violation[256];

/* wait statuses the kernel holds for the tracer */
static struct { pid_t tid; int st; } events[64];
static size_t nevents;

#define ST_EVENT_STOP(sig) ((PTRACE_EVENT_STOP << 16) | ((sig) << 8) | 0x7f)
#define ST_SIGNAL_STOP(sig) (((sig) << 8) | 0x7f)
#define ST_EXITED 0

static void
violate(const char *what, pid_t tid)
{
	violations++;
	snprintf(violation, sizeof(violation), "%s of thread %d", what, (int)tid);
}

static struct fthread *
fthread(pid_t tid)
{
	for (size_t i = 0; i < nft; i++)
		if (ft[i].tid == tid)
			return &ft[i];
	return NULL;
}

static void
add_thread(pid_t tid, enum script sc)
{
	struct fthread *t = &ft[nft++];

	memset(t, 0, sizeof(*t));
	t->tid = tid;
	t->script = sc;
	t->listed = true;
	t->alive = true;
	t->detach_sig = -1;
}

static void
event_push(pid_t tid, int st)
{
	events[nevents].tid = tid;
	events[nevents].st = st;
	nevents++;
}

/* a thread exits: a seized one leaves a status to reap */
static void
thread_exit(struct fthread *t)
{
	t->alive = false;
	t->listed = false;
	t->stopped = false;
	if (t->seized)
		event_push(t->tid, ST_EXITED);
}

/* the stop an INTERRUPT (or the SEIZE, for S_STOP_AT_SEIZE) brings */
static void
stop_now(struct fthread *t, int st)
{
	t->stopped = true;
	event_push(t->tid, st);
}

long __real_ptrace(enum __ptrace_request req, ...);

long
__wrap_ptrace(enum __ptrace_request req, ...)
{
	va_list ap;
	pid_t tid;
	void *addr, *data;
	struct fthread *t;

	va_start(ap, req);
	tid = va_arg(ap, pid_t);
	addr = va_arg(ap, void *);
	data = va_arg(ap, void *);
	va_end(ap);
	(void)addr;
	t = fthread(tid);
	if (!t || !t->alive) {
		errno = ESRCH;
		return -1;
	}
	switch ((int)req) {
	case PTRACE_SEIZE:
		t->nseize++;
		if (t->seized)
			violate("SEIZE twice", tid);
		switch (t->script) {
		case S_SEIZE_EPERM:
		case S_SEIZE_EPERM_EXITING:
		case S_SEIZE_EPERM_TRACED:
			errno = EPERM;
			return -1;
		case S_SEIZE_ESRCH:
			t->alive = false;
			t->listed = false;
			errno = ESRCH;
			return -1;
		default:
			break;
		}
		t->seized = true;
		if (t->script == S_STOP_AT_SEIZE) {
			/* the kernel reports the group-stop of a newly seized
			 * thread at once: SIGCHLD while the SEIZEs go on */
			stop_now(t, ST_EVENT_STOP(SIGSTOP));
			raise(SIGCHLD);
		}
		return 0;
	case PTRACE_INTERRUPT:
		t->ninterrupt++;
		any_interrupt = true;
		if (!t->seized) {
			violate("INTERRUPT without SEIZE", tid);
			errno = ESRCH;
			return -1;
		}
		t->interrupted = true;
		switch (t->script) {
		case S_EXIT_BEFORE_INTERRUPT:
			thread_exit(t);
			errno = ESRCH;
			return -1;
		case S_EXIT_BEFORE_STOP:
			thread_exit(t);
			return 0;
		case S_GROUP_STOP:
			stop_now(t, ST_EVENT_STOP(SIGSTOP));
			return 0;
		case S_SIGNAL_FIRST:
			stop_now(t, ST_SIGNAL_STOP(SIGUSR1));
			return 0;
		case S_NEVER_STOPS:
			return 0;
		case S_STOP_AT_SEIZE:
			violate("INTERRUPT of a thread whose stop was queued", tid);
			return 0;
		default:
			stop_now(t, ST_EVENT_STOP(SIGTRAP));
			return 0;
		}
	case PTRACE_GETREGSET: {
		struct iovec *iov = data;
		struct user_regs_struct *r = iov->iov_base;

		if (!t->seized || !t->stopped) {
			violate("GETREGSET of a running thread", tid);
			errno = ESRCH;
			return -1;
		}
		if (t->script == S_KILLED_STOPPED) {
			/* SIGKILL wakes a tracee: it is gone */
			thread_exit(t);
			errno = ESRCH;
			return -1;
		}
		memset(r, 0, sizeof(*r));
		r->rsp = 0x7ff000000000ull + (uint64_t)tid * 0x10000;
		r->rip = 0x401000;
		r->orig_rax = (uint64_t)-1;
		if (t->script == S_IN_FUTEX) {
			r->orig_rax = SYS_futex;
			r->rax = (uint64_t)-512;	/* ERESTARTSYS */
			r->rdi = 0x5000;
			r->rsi = 0x80;
		}
		return 0;
	}
	case PTRACE_DETACH:
		t->ndetach++;
		if (!t->seized || !t->stopped) {
			/* Linux: a tracee that is not stopped cannot be
			 * detached (ESRCH); not a misuse when it was killed */
			if (t->seized && t->script != S_KILLED_STOPPED)
				violate("DETACH of a running thread", tid);
			errno = ESRCH;
			return -1;
		}
		t->seized = t->stopped = t->interrupted = false;
		t->detach_sig = (int)(long)data;
		return 0;
	default:
		violate("unexpected ptrace request", tid);
		errno = EIO;
		return -1;
	}
}

/* the next status for pid (-1: any); nothing there: 0 */
static pid_t
event_pop(pid_t pid, int *st)
{
	for (size_t i = 0; i < nevents; i++) {
		pid_t tid = events[i].tid;
		struct fthread *t;

		if (pid != -1 && pid != tid)
			continue;
		*st = events[i].st;
		memmove(events + i, events + i + 1, (nevents - i - 1) * sizeof(events[0]));
		nevents--;
		t = fthread(tid);
		if (t && (WIFEXITED(*st) || WIFSIGNALED(*st)))
			t->seized = false;	/* reaped: no longer a tracee */
		return tid;
	}
	return 0;
}

pid_t __real_waitpid(pid_t pid, int *st, int options);

pid_t
__wrap_waitpid(pid_t pid, int *st, int options)
{
	bool pending = false;
	pid_t r;

	for (;;) {
		r = event_pop(pid, st);
		if (r)
			return r;
		/* a thread in D state stops once the deadline has passed */
		for (size_t i = 0; i < nft; i++) {
			struct fthread *t = &ft[i];

			if (t->script == S_NEVER_STOPS && t->interrupted && !t->stopped &&
			    (pid == -1 || pid == t->tid)) {
				pending = true;
				if ((options & WNOHANG) && d_state_over) {
					stop_now(t, ST_EVENT_STOP(SIGTRAP));
					pending = false;
				}
			}
		}
		if (nevents && (pid == -1 || fthread(pid)))
			continue;
		if (options & WNOHANG) {
			for (size_t i = 0; i < nft; i++)
				if (ft[i].seized && (pid == -1 || pid == ft[i].tid))
					return 0;
			errno = ECHILD;
			return -1;
		}
		if (!pending) {
			errno = ECHILD;
			return -1;
		}
		/* blocks until a signal: the sampler's deadline (SIGALRM) */
		pause();
		errno = EINTR;
		return -1;
	}
}

ssize_t __real_process_vm_readv(pid_t pid, const struct iovec *l, unsigned long nl,
				const struct iovec *r, unsigned long nr, unsigned long flags);

ssize_t
__wrap_process_vm_readv(pid_t pid, const struct iovec *l, unsigned long nl,
			const struct iovec *r, unsigned long nr, unsigned long flags)
{
	ssize_t n = 0;

	(void)pid;
	(void)r;
	(void)nr;
	(void)flags;
	for (unsigned long i = 0; i < nl; i++) {
		/* the stack holds 0x5a; the futex words 0x01 */
		memset(l[i].iov_base, i ? 0x01 : 0x5a, l[i].iov_len);
		n += (ssize_t)l[i].iov_len;
	}
	return n;
}

/*
 * The allocator, watched (--wrap=malloc,calloc,realloc): sampler.h
 * promises no allocation while a thread the sampler stopped waits for
 * its DETACH. An allocation while some thread of the model is stopped by
 * an INTERRUPT is a violation (a thread in group-stop was stopped before
 * the sampler came, and stays so).
 */
void *__real_malloc(size_t n);
void *__real_calloc(size_t n, size_t size);
void *__real_realloc(void *p, size_t n);

static void
alloc_check(void)
{
	for (size_t i = 0; i < nft; i++)
		if (ft[i].seized && ft[i].stopped && ft[i].interrupted) {
			violate("allocation while stopped", ft[i].tid);
			return;
		}
}

void *
__wrap_malloc(size_t n)
{
	alloc_check();
	return __real_malloc(n);
}

void *
__wrap_calloc(size_t n, size_t size)
{
	alloc_check();
	return __real_calloc(n, size);
}

void *
__wrap_realloc(void *p, size_t n)
{
	alloc_check();
	return __real_realloc(p, n);
}

/* ---- /proc and the idle tracker, stubbed ----------------------------- */

/* with count_known, /proc/PID/status opens and gives the model's count
 * of threads (those a listing would show now); ntasks counts listings */
static bool count_known;
static unsigned ntasks;

int
proc_tasks(pid_t pid, pid_t **tids, size_t *n)
{
	(void)pid;
	ntasks++;
	*tids = xmalloc((nft + 1) * sizeof(**tids));
	*n = 0;
	for (size_t i = 0; i < nft; i++)
		if (ft[i].listed && (!ft[i].late || any_interrupt))
			(*tids)[(*n)++] = ft[i].tid;
	return 0;
}

int
proc_thread_stat_start(pid_t pid, pid_t tid, char comm[16], char *state, uint64_t *start)
{
	struct fthread *t = fthread(tid);

	(void)pid;
	if (!t || !t->alive)
		return -ENOENT;
	snprintf(comm, 16, "t%d", (int)tid);
	*state = t->script == S_ZOMBIE ? 'Z' :
		 t->script == S_GROUP_STOP || t->script == S_STOP_AT_SEIZE ? 'T' :
		 t->script == S_NEVER_STOPS ? 'D' : 'S';
	*start = 1000 + (uint64_t)tid;
	return 0;
}

int
proc_thread_stat(pid_t pid, pid_t tid, char comm[16], char *state)
{
	uint64_t start;

	return proc_thread_stat_start(pid, tid, comm, state, &start);
}

bool
proc_task_exiting(pid_t pid, pid_t tid)
{
	struct fthread *t = fthread(tid);

	(void)pid;
	return !t || !t->alive || t->script == S_SEIZE_EPERM_EXITING;
}

int
proc_status_read(pid_t pid, pid_t tid, struct proc_status *st)
{
	struct fthread *t = fthread(tid);

	(void)pid;
	st->state = 'S';
	st->tracer = t && t->script == S_SEIZE_EPERM_TRACED ? 4242 : 0;
	return 0;
}

int
proc_file_open(pid_t pid, const char *name)
{
	(void)pid;
	if (count_known && !strcmp(name, "status"))
		return open("/dev/null", O_RDONLY | O_CLOEXEC);
	errno = ENOENT;
	return -1;
}

int
proc_num_threads(int fd)
{
	int n = 0;

	(void)fd;
	if (!count_known)
		return -1;
	for (size_t i = 0; i < nft; i++)
		n += ft[i].alive && ft[i].listed && (!ft[i].late || any_interrupt);
	return n;
}

const struct proc_map *
proc_maps_find(const struct proc_maps *m, uint64_t addr)
{
	(void)m;
	(void)addr;
	return NULL;
}

/* one record per thread of the model, kept across snapshots as idle.c
 * keeps them; [MAXT] for a tid the model does not know */
static struct idle_rec idle_recs[MAXT + 1];

void
idle_track_init(struct idle_track *it, pid_t pid)
{
	memset(it, 0, sizeof(*it));
	it->pid = pid;
}

void
idle_track_release(struct idle_track *it)
{
	(void)it;
}

struct idle_rec *
idle_track_get(struct idle_track *it, pid_t tid)
{
	struct fthread *t = fthread(tid);
	struct idle_rec *r = &idle_recs[t ? (size_t)(t - ft) : MAXT];

	(void)it;
	if (r->tid != tid) {
		memset(r, 0, sizeof(*r));
		r->tid = tid;
	}
	r->seen = true;
	return r;
}

void
idle_track_prune(struct idle_track *it)
{
	(void)it;
}

bool
idle_unchanged(struct idle_track *it, struct idle_rec *r)
{
	struct fthread *t = fthread(r->tid);

	(void)it;
	return r->armed && t && t->idle;
}

bool
idle_woke(struct idle_track *it, struct idle_rec *r)
{
	struct fthread *t = fthread(r->tid);

	(void)it;
	return !t || t->wakes;
}

bool
idle_settle(struct idle_track *it, struct idle_rec *r, uint64_t start, uint64_t sp,
	    uint64_t pc, bool *running)
{
	struct fthread *t = fthread(r->tid);

	(void)it;
	assert_non_null(t);
	t->nsettle++;
	t->settled_sp = sp;
	t->settled_pc = pc;
	r->start = start;
	*running = t->unsettled > 0;
	if (*running) {
		t->unsettled--;
		r->armed = false;
		return false;
	}
	r->armed = true;
	r->streak = 0;
	return true;
}

int
idle_thread_stat(struct idle_track *it, pid_t tid, char comm[16], char *state,
		 uint64_t *start)
{
	return proc_thread_stat_start(it->pid, tid, comm, state, start);
}

/* ---- the tests ------------------------------------------------------ */

static struct sampler smp;
static struct snapshot snap;

/* sampler_init()'s settings: idle threads are skipped */
static int
setup_idle(void **state)
{
	(void)state;
	nft = nevents = 0;
	any_interrupt = false;
	d_state_over = false;
	violations = 0;
	count_known = false;
	ntasks = 0;
	memset(idle_recs, 0, sizeof(idle_recs));
	sampler_init(&smp, 100);
	smp.stack_bytes = 4096;
	smp.max_pause_ms = 20;
	snapshot_init(&snap);
	return 0;
}

/* the tests of the stop itself: every thread is stopped */
static int
setup(void **state)
{
	setup_idle(state);
	smp.skip_idle = false;
	return 0;
}

/* the invariant: nothing left seized, no request in a wrong state */
static void
assert_released(void)
{
	if (violations)
		fail_msg("%u bad requests, the last: %s", violations, violation);
	for (size_t i = 0; i < nft; i++)
		if (ft[i].seized)
			fail_msg("thread %d left seized", (int)ft[i].tid);
	assert_int_equal(sampler_stragglers(&smp), 0);
}

static int
teardown(void **state)
{
	(void)state;
	snapshot_release(&snap);
	sampler_release(&smp);
	return 0;
}

static const struct thread_capture *
cap(pid_t tid)
{
	for (size_t i = 0; i < snap.n; i++)
		if (snap.t[i].tid == tid)
			return &snap.t[i];
	fail_msg("thread %d not in the snapshot", (int)tid);
	return NULL;
}

/* thread 101's name and state, and the futex wait of thread 102
 * (S_IN_FUTEX), as the fake /proc and registers give them */
static void
assert_scripted_copy(void)
{
	const struct thread_capture *t = cap(102);

	assert_string_equal(cap(101)->comm, "t101");
	assert_int_equal(cap(101)->state, 'S');
	assert_int_equal(t->futex.addr, 0x5000);
	assert_int_equal(t->futex.op, 0x80);
	assert_int_equal(t->futex.len, LOCK_WORD_BYTES);
}

/* every thread stops: each copied once and detached with no signal */
static void
test_all_stop(void **state)
{
	const struct thread_capture *t;

	(void)state;
	add_thread(100, S_STOP);
	add_thread(101, S_STOP);
	add_thread(102, S_IN_FUTEX);
	assert_int_equal(sampler_capture(&smp, &snap), 0);
	assert_int_equal(snap.n, 3);
	assert_int_equal(snap.ngone + snap.nfailed + snap.nlate, 0);
	assert_int_equal(snap.partial, 0);
	assert_false(snap.target_stopped);
	for (size_t i = 0; i < nft; i++) {
		t = cap(ft[i].tid);
		assert_int_equal(t->status, CAPT_OK);
		assert_int_equal(t->stopsig, SIGTRAP);
		assert_int_equal(t->stack_len, 4096);
		assert_int_equal(t->stack[0], 0x5a);
		assert_int_equal(t->sp, 0x7ff000000000ull + (uint64_t)ft[i].tid * 0x10000);
		assert_int_equal(t->stack_addr, t->sp - 128);
		assert_int_equal(ft[i].nseize, 1);
		assert_int_equal(ft[i].ninterrupt, 1);
		assert_int_equal(ft[i].ndetach, 1);
		assert_int_equal(ft[i].detach_sig, 0);
	}
	assert_scripted_copy();
	/* the futex waiter's words ride on its stack read */
	assert_int_equal(cap(102)->futex.w[0], 0x01);
	assert_int_equal(cap(100)->futex.addr, 0);
	assert_true(snap.window_ns >= snap.pause_ns);
	/* a second snapshot seizes them anew */
	assert_int_equal(sampler_capture(&smp, &snap), 0);
	assert_int_equal(ft[0].nseize, 2);
	assert_int_equal(ft[0].ndetach, 2);
	assert_released();
}

/* EPERM on SEIZE: failed, unreadable, the others still copied */
static void
test_seize_eperm(void **state)
{
	const struct thread_capture *t;

	(void)state;
	add_thread(100, S_STOP);
	add_thread(101, S_SEIZE_EPERM);
	add_thread(102, S_SEIZE_EPERM_TRACED);
	add_thread(103, S_SEIZE_EPERM_EXITING);
	assert_int_equal(sampler_capture(&smp, &snap), 0);
	assert_int_equal(cap(100)->status, CAPT_OK);
	t = cap(101);
	assert_int_equal(t->status, CAPT_FAILED);
	assert_int_equal(t->err, EPERM);
	assert_int_equal(cap(102)->status, CAPT_FAILED);
	/* EPERM of an exiting thread is its exit */
	assert_int_equal(cap(103)->status, CAPT_GONE);
	assert_int_equal(snap.nfailed, 2);
	assert_int_equal(snap.ngone, 1);
	assert_true(snap.partial & SNAP_PARTIAL_UNREADABLE);
	assert_int_equal(snap.traced_by, 4242);
	for (size_t i = 1; i < nft; i++) {
		assert_int_equal(ft[i].ninterrupt, 0);
		assert_int_equal(ft[i].ndetach, 0);
	}
	assert_released();
}

/* no thread can be seized: -EPERM, for the caller to explain */
static void
test_seize_eperm_all(void **state)
{
	(void)state;
	add_thread(100, S_SEIZE_EPERM);
	add_thread(101, S_SEIZE_EPERM);
	assert_int_equal(sampler_capture(&smp, &snap), -EPERM);
	assert_int_equal(snap.nfailed, 2);
	assert_released();
}

/* every thread gone before or at the SEIZE: the process is gone */
static void
test_all_gone(void **state)
{
	(void)state;
	add_thread(100, S_SEIZE_ESRCH);
	add_thread(101, S_ZOMBIE);
	assert_int_equal(sampler_capture(&smp, &snap), -ESRCH);
	assert_int_equal(snap.ngone, 2);
	/* a zombie is never seized: it would never stop */
	assert_int_equal(ft[1].nseize, 0);
	/* nothing listed at all */
	nft = 0;
	assert_int_equal(sampler_capture(&smp, &snap), -ESRCH);
	assert_released();
}

/* exits between SEIZE and INTERRUPT, and between INTERRUPT and its
 * stop: gone, not failed, reaped, never detached */
static void
test_exit_mid_stop(void **state)
{
	(void)state;
	add_thread(100, S_STOP);
	add_thread(101, S_EXIT_BEFORE_INTERRUPT);
	add_thread(102, S_EXIT_BEFORE_STOP);
	add_thread(103, S_STOP);
	assert_int_equal(sampler_capture(&smp, &snap), 0);
	assert_int_equal(cap(100)->status, CAPT_OK);
	assert_int_equal(cap(103)->status, CAPT_OK);
	assert_int_equal(cap(101)->status, CAPT_GONE);
	assert_int_equal(cap(102)->status, CAPT_GONE);
	assert_int_equal(snap.ngone, 2);
	assert_int_equal(snap.nfailed, 0);
	assert_int_equal(snap.partial, 0);
	assert_int_equal(ft[1].ndetach + ft[2].ndetach, 0);
	assert_int_equal(ft[0].ndetach, 1);
	assert_int_equal(ft[3].ndetach, 1);
	/* 101's exit status is reaped too (by the next wait or poll): no
	 * zombie left behind */
	assert_int_equal(sampler_capture(&smp, &snap), 0);
	assert_int_equal(nevents, 0);
	assert_released();
}

/* killed while stopped: GETREGSET fails ESRCH, the thread is gone */
static void
test_killed_stopped(void **state)
{
	(void)state;
	add_thread(100, S_KILLED_STOPPED);
	add_thread(101, S_STOP);
	assert_int_equal(sampler_capture(&smp, &snap), 0);
	assert_int_equal(cap(100)->status, CAPT_GONE);
	assert_int_equal(cap(100)->err, ESRCH);
	assert_int_equal(cap(101)->status, CAPT_OK);
	assert_int_equal(snap.ngone, 1);
	assert_int_equal(nevents, 0);	/* its exit was reaped */
	assert_released();
}

/* killed while stopped, with another thread still stopped behind it:
 * its DETACH fails, and it is kept to be reaped later, in room set
 * aside before the stop (assert_released(): no allocation meanwhile) */
static void
test_killed_before_others(void **state)
{
	(void)state;
	add_thread(100, S_STOP);
	add_thread(101, S_KILLED_STOPPED);	/* interrupted and reaped first */
	assert_int_equal(sampler_capture(&smp, &snap), 0);
	assert_int_equal(cap(101)->status, CAPT_GONE);
	assert_int_equal(cap(100)->status, CAPT_OK);
	assert_int_equal(ft[0].ndetach, 1);
	assert_int_equal(nevents, 0);	/* its exit was reaped */
	assert_released();
}

/* a stopped process (group-stop) is seen as such and stays stopped:
 * its threads are copied, detached with no signal (a SIGSTOP given back
 * would stop it a second time) */
static void
test_group_stop(void **state)
{
	(void)state;
	add_thread(100, S_GROUP_STOP);
	add_thread(101, S_GROUP_STOP);
	assert_int_equal(sampler_capture(&smp, &snap), 0);
	assert_true(snap.target_stopped);
	assert_int_equal(cap(100)->status, CAPT_OK);
	assert_int_equal(cap(100)->stopsig, SIGSTOP);
	assert_int_equal(cap(100)->state, 'T');
	assert_int_equal(cap(100)->pending_sig, 0);
	assert_int_equal(ft[0].detach_sig, 0);
	assert_int_equal(ft[1].detach_sig, 0);
	assert_released();
}

/* the group-stop race: a thread's stop arrives while the other threads
 * are being seized (SIGCHLD then); it is not interrupted again, and is
 * copied and detached like the rest */
static void
test_stop_during_seize(void **state)
{
	(void)state;
	add_thread(100, S_STOP);
	add_thread(101, S_STOP_AT_SEIZE);
	add_thread(102, S_STOP);
	assert_int_equal(sampler_capture(&smp, &snap), 0);
	assert_int_equal(cap(101)->status, CAPT_OK);
	assert_int_equal(cap(101)->stopsig, SIGSTOP);
	assert_true(snap.target_stopped);
	assert_int_equal(ft[1].ninterrupt, 0);
	assert_int_equal(ft[1].ndetach, 1);
	assert_int_equal(ft[1].detach_sig, 0);
	assert_int_equal(cap(100)->status, CAPT_OK);
	assert_int_equal(cap(102)->status, CAPT_OK);
	assert_int_equal(nevents, 0);
	assert_released();
}

/* a signal-delivery-stop before the interrupt's stop: copied there, and
 * the signal given back at the DETACH */
static void
test_signal_first(void **state)
{
	(void)state;
	add_thread(100, S_SIGNAL_FIRST);
	add_thread(101, S_STOP);
	assert_int_equal(sampler_capture(&smp, &snap), 0);
	assert_int_equal(cap(100)->status, CAPT_OK);
	assert_int_equal(cap(100)->pending_sig, SIGUSR1);
	assert_int_equal(snap.nsignals, 1);
	assert_int_equal(ft[0].detach_sig, SIGUSR1);
	assert_int_equal(ft[1].detach_sig, 0);
	assert_false(snap.target_stopped);
	assert_released();
}

/* a thread that does not stop within max_pause_ms: failed (timed out),
 * the snapshot partial, and the thread detached the moment it stops */
static void
test_never_stops(void **state)
{
	(void)state;
	add_thread(100, S_STOP);
	add_thread(101, S_NEVER_STOPS);
	assert_int_equal(sampler_capture(&smp, &snap), 0);
	assert_int_equal(cap(100)->status, CAPT_OK);
	assert_int_equal(cap(101)->status, CAPT_FAILED);
	assert_int_equal(cap(101)->err, ETIMEDOUT);
	assert_int_equal(cap(101)->state, 'D');
	assert_int_equal(snap.ntimedout, 1);
	assert_true(snap.partial & SNAP_PARTIAL_MAX_PAUSE);
	/* still seized, interrupted: a straggler */
	assert_int_equal(sampler_stragglers(&smp), 1);
	assert_true(ft[1].seized);
	/* it stops: the next poll detaches it */
	d_state_over = true;
	assert_int_equal(sampler_drain(&smp, 100), 0);
	assert_int_equal(ft[1].ndetach, 1);
	assert_released();
}

/* a thread created during the stop: found by the listing after it,
 * stopped, copied late and detached */
static void
test_late_thread(void **state)
{
	(void)state;
	add_thread(100, S_STOP);
	add_thread(105, S_STOP);
	ft[1].late = true;
	assert_int_equal(sampler_capture(&smp, &snap), 0);
	assert_int_equal(snap.n, 2);
	assert_int_equal(snap.nlate, 1);
	assert_true(cap(105)->late);
	assert_int_equal(cap(105)->status, CAPT_OK);
	assert_int_equal(ft[1].ndetach, 1);
	assert_released();
}

/*
 * The default path (sampler_init() skips idle threads): the first
 * snapshot copies everyone and settles each copy; then a thread the
 * pre-check finds idle is not stopped at all but reused (its copy's
 * serial, name and state; its futex words read again), the others are
 * copied fresh; one that was idle at the pre-check but ran before the
 * re-check is copied fresh after the others (woke).
 */
static void
test_idle_default(void **state)
{
	uint64_t s1[4], top = 0;
	const struct thread_capture *t;

	(void)state;
	assert_true(smp.skip_idle);	/* what every live command runs */
	add_thread(100, S_STOP);
	add_thread(101, S_STOP);
	add_thread(102, S_IN_FUTEX);
	add_thread(103, S_STOP);
	assert_int_equal(sampler_capture(&smp, &snap), 0);
	assert_int_equal(snap.n, 4);
	assert_int_equal(snap.nreused + snap.nwoke, 0);
	for (size_t i = 0; i < nft; i++) {
		t = cap(ft[i].tid);
		assert_false(t->reused);
		assert_int_equal(ft[i].nseize, 1);
		/* settled at the copy's own stack pointer and pc */
		assert_int_equal(ft[i].nsettle, 1);
		assert_int_equal(ft[i].settled_sp, t->sp);
		assert_int_equal(ft[i].settled_pc, t->regs.rip);
		assert_true(idle_recs[i].armed);
		assert_int_equal(idle_recs[i].serial, t->serial);
		s1[i] = t->serial;
		if (t->serial > top)
			top = t->serial;
	}
	assert_released();

	/* 100, 101, 102 idle: left alone, reused; 103 copied */
	ft[0].idle = ft[1].idle = ft[2].idle = true;
	assert_int_equal(sampler_capture(&smp, &snap), 0);
	assert_int_equal(snap.n, 4);
	assert_int_equal(snap.nreused, 3);
	assert_int_equal(snap.nwoke, 0);
	for (size_t i = 0; i < 3; i++) {
		t = cap(ft[i].tid);
		assert_true(t->reused);
		assert_int_equal(t->status, CAPT_OK);
		assert_int_equal(t->serial, s1[i]);
		assert_int_equal(ft[i].nseize, 1);
		assert_int_equal(ft[i].ninterrupt, 1);
		assert_int_equal(ft[i].nsettle, 1);	/* no new copy to settle */
		assert_int_equal(idle_recs[i].streak, 1);
	}
	/* as copied; the waiter's futex is its copy's, its words read anew */
	assert_scripted_copy();
	t = cap(103);
	assert_false(t->reused);
	assert_int_equal(ft[3].nseize, 2);
	assert_true(t->serial > top);
	assert_released();

	/* 101 idle at the pre-check, but it ran before the re-check */
	ft[1].wakes = true;
	assert_int_equal(sampler_capture(&smp, &snap), 0);
	assert_int_equal(snap.nreused, 2);
	assert_int_equal(snap.nwoke, 1);
	t = cap(101);
	assert_true(t->woke);
	assert_false(t->reused);
	assert_int_equal(t->status, CAPT_OK);
	assert_int_equal(ft[1].nseize, 2);
	assert_true(t->serial > top && t->serial != s1[1]);
	assert_int_equal(ft[1].nsettle, 2);
	assert_true(idle_recs[1].armed);
	assert_int_equal(idle_recs[1].streak, 0);
	assert_int_equal(idle_recs[0].streak, 2);
	assert_true(cap(100)->reused);
	assert_released();
}

/*
 * A copy that never settles (a busy thread) is settled less and less
 * often (idle.h, IDLE_BUSY_SKIP_MAX): after 1, 2, 4, 8, 16 snapshots, then
 * every 8th; it is copied fresh every time. Once it settles it is reused
 * at most IDLE_BUSY_SKIP_MAX + 2 snapshots later.
 */
static void
test_idle_busy_backoff(void **state)
{
	unsigned i;

	(void)state;
	add_thread(100, S_STOP);
	ft[0].unsettled = 1000;
	for (i = 1; i <= 20; i++) {
		assert_int_equal(sampler_capture(&smp, &snap), 0);
		assert_false(cap(100)->reused);
		assert_false(idle_recs[0].armed);
		assert_released();
	}
	assert_int_equal(ft[0].nseize, 20);
	/* tried at snapshots 1, 2, 4, 8 and 16, twice each (the retry) */
	assert_int_equal(ft[0].nsettle, 10);
	/* it goes idle: reused within IDLE_BUSY_SKIP_MAX + 2 snapshots */
	ft[0].unsettled = 0;
	ft[0].idle = true;
	for (i = 0; i < IDLE_BUSY_SKIP_MAX + 2; i++) {
		assert_int_equal(sampler_capture(&smp, &snap), 0);
		assert_released();
		if (cap(100)->reused)
			break;
	}
	assert_true(cap(100)->reused);
	assert_int_equal(idle_recs[0].busy, 0);
}

/*
 * A thread that settles after each copy but runs again before the next
 * snapshot: its baseline is read for nothing, and it is settled less
 * often too (after 1, 2, 3, 5, 6, 10, 11, 19, 20 snapshots: a try, and
 * the snapshot after it, which shows it ran again).
 */
static void
test_idle_busy_settling(void **state)
{
	(void)state;
	add_thread(100, S_STOP);
	for (unsigned i = 1; i <= 20; i++) {
		assert_int_equal(sampler_capture(&smp, &snap), 0);
		assert_false(cap(100)->reused);
		assert_released();
	}
	assert_int_equal(ft[0].nseize, 20);
	assert_int_equal(ft[0].nsettle, 9);
	/* idle at last: reused within IDLE_BUSY_SKIP_MAX + 2 snapshots */
	ft[0].idle = true;
	for (unsigned i = 0; i < IDLE_BUSY_SKIP_MAX + 2 && !cap(100)->reused; i++) {
		assert_int_equal(sampler_capture(&smp, &snap), 0);
		assert_released();
	}
	assert_true(cap(100)->reused);
	assert_int_equal(sampler_capture(&smp, &snap), 0);
	assert_true(cap(100)->reused);
	assert_int_equal(idle_recs[0].busy, 0);
}

/*
 * With the thread count readable: a snapshot whose count is the listed
 * one and where no thread has gone lists no tasks at all; a thread
 * created during the stop moves the count, and is found late; a thread
 * that exits while another is created (the count as it was) is found
 * gone, and that makes the listing that finds the new one.
 */
static void
test_count_spares_listing(void **state)
{
	unsigned before;

	(void)state;
	count_known = true;
	sampler_release(&smp);		/* opened again, with the count */
	sampler_init(&smp, 100);
	smp.stack_bytes = 4096;
	smp.max_pause_ms = 20;
	smp.skip_idle = true;
	add_thread(100, S_STOP);
	add_thread(101, S_STOP);
	assert_int_equal(sampler_capture(&smp, &snap), 0);	/* lists */
	assert_true(ntasks >= 1);
	ft[0].idle = ft[1].idle = true;
	before = ntasks;
	assert_int_equal(sampler_capture(&smp, &snap), 0);
	assert_int_equal(snap.nreused, 2);
	assert_int_equal(ntasks, before);	/* no listing */
	assert_released();

	/* created during the stop: the count moved */
	ft[1].idle = false;
	add_thread(102, S_STOP);
	ft[2].late = true;
	any_interrupt = false;
	assert_int_equal(sampler_capture(&smp, &snap), 0);
	assert_true(ntasks > before);
	assert_true(cap(102)->late);
	assert_int_equal(cap(102)->status, CAPT_OK);
	assert_released();
	ft[1].idle = ft[2].idle = true;
	assert_int_equal(sampler_capture(&smp, &snap), 0);
	before = ntasks;
	assert_int_equal(sampler_capture(&smp, &snap), 0);
	assert_int_equal(ntasks, before);
	assert_released();

	/* 101 exits and 103 is created: the count is as listed */
	ft[1].alive = false;
	ft[1].wakes = true;		/* its counters cannot be read */
	add_thread(103, S_STOP);
	assert_int_equal(sampler_capture(&smp, &snap), 0);
	assert_true(ntasks > before);
	assert_int_equal(cap(103)->status, CAPT_OK);
	assert_int_equal(cap(101)->status, CAPT_GONE);
	assert_released();
}

/* a copy still running when it is settled is tried once more; one that
 * never settles gets no baseline, so it is stopped again next time */
static void
test_idle_unsettled(void **state)
{
	(void)state;
	add_thread(100, S_STOP);
	add_thread(101, S_STOP);
	ft[0].unsettled = 1;
	ft[1].unsettled = 100;
	assert_int_equal(sampler_capture(&smp, &snap), 0);
	assert_int_equal(ft[0].nsettle, 2);
	assert_true(idle_recs[0].armed);
	assert_int_equal(ft[1].nsettle, 2);
	assert_false(idle_recs[1].armed);
	ft[0].idle = ft[1].idle = true;
	assert_int_equal(sampler_capture(&smp, &snap), 0);
	assert_true(cap(100)->reused);
	assert_false(cap(101)->reused);
	assert_int_equal(ft[0].nseize, 1);
	assert_int_equal(ft[1].nseize, 2);
	assert_released();
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_all_stop, setup, teardown),
		cmocka_unit_test_setup_teardown(test_seize_eperm, setup, teardown),
		cmocka_unit_test_setup_teardown(test_seize_eperm_all, setup, teardown),
		cmocka_unit_test_setup_teardown(test_all_gone, setup, teardown),
		cmocka_unit_test_setup_teardown(test_exit_mid_stop, setup, teardown),
		cmocka_unit_test_setup_teardown(test_killed_stopped, setup, teardown),
		cmocka_unit_test_setup_teardown(test_killed_before_others, setup, teardown),
		cmocka_unit_test_setup_teardown(test_group_stop, setup, teardown),
		cmocka_unit_test_setup_teardown(test_stop_during_seize, setup, teardown),
		cmocka_unit_test_setup_teardown(test_signal_first, setup, teardown),
		cmocka_unit_test_setup_teardown(test_never_stops, setup, teardown),
		cmocka_unit_test_setup_teardown(test_late_thread, setup, teardown),
		cmocka_unit_test_setup_teardown(test_idle_default, setup_idle, teardown),
		cmocka_unit_test_setup_teardown(test_idle_unsettled, setup_idle, teardown),
		cmocka_unit_test_setup_teardown(test_idle_busy_backoff, setup_idle, teardown),
		cmocka_unit_test_setup_teardown(test_idle_busy_settling, setup_idle, teardown),
		cmocka_unit_test_setup_teardown(test_count_spares_listing, setup_idle, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
