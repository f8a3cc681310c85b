/* SPDX-License-Identifier: MIT */
/*
 * sampler_stragglers.c - the threads that are the sampler's outside its
 * wait loop (sampler_priv.h): stragglers, detached the moment they stop
 * by a SIGCHLD handler installed for the life of pmp, and the wait
 * statuses that handler takes during the SEIZEs (the exec deadlock).
 */
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/ptrace.h>
#include <sys/wait.h>
#include <time.h>

#include "sampler_priv.h"
#include "util.h"

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
 * returned them (sampler.c's queued_apply()).
 *
 * A handler takes no argument: its state is this file's one static.
 */
#define QUEUE_MAX 1024
static struct {
	volatile sig_atomic_t mode;	/* queue (during the SEIZEs) or detach */
	volatile sig_atomic_t n;
	struct child_status st[QUEUE_MAX];
} queue;

static void
queue_statuses(void)
{
	int st;
	pid_t tid;

	while (queue.n < QUEUE_MAX && (tid = waitpid(-1, &st, WNOHANG | __WALL)) > 0) {
		queue.st[queue.n].tid = tid;
		queue.st[queue.n].st = st;
		queue.n++;
	}
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
 * handler is blocked during a stop phase (stop_guard_begin()), which
 * waits for its threads itself.
 */
static void
on_child(int sig)
{
	int saved = errno, st;
	pid_t tid;

	(void)sig;
	if (queue.mode) {
		queue_statuses();
		errno = saved;
		return;
	}
	while ((tid = waitpid(-1, &st, WNOHANG | __WALL)) > 0)
		if (WIFSTOPPED(st))
			ptrace(PTRACE_DETACH, tid, 0L, stop_signal(st));
	errno = saved;
}

void
sigchld_install(void)
{
	struct sigaction sa = { .sa_handler = on_child, .sa_flags = SA_RESTART };

	sigemptyset(&sa.sa_mask);
	sigaction(SIGCHLD, &sa, NULL);
}

static void
sigchld_mask(int how)
{
	sigset_t chld;

	sigemptyset(&chld);
	sigaddset(&chld, SIGCHLD);
	sigprocmask(how, &chld, NULL);
}

void
child_queue_begin(void)
{
	queue.n = 0;
	queue.mode = 1;
	sigchld_mask(SIG_UNBLOCK);
}

size_t
child_queue_end(const struct child_status **q)
{
	sigchld_mask(SIG_BLOCK);
	queue.mode = 0;
	*q = queue.st;
	return (size_t)queue.n;
}

/* ---- the stragglers ---- */

void
stragglers_add(struct stragglers *sg, pid_t tid)
{
	/* no allocation during a stop phase: stragglers_reserve() */
	ALLOC_GROW(sg->tid, sg->n + 1, sg->alloc);
	sg->tid[sg->n++] = tid;
}

bool
stragglers_has(const struct stragglers *sg, pid_t tid)
{
	for (size_t i = 0; i < sg->n; i++)
		if (sg->tid[i] == tid)
			return true;
	return false;
}

void
stragglers_reserve(struct stragglers *sg, size_t more)
{
	ALLOC_GROW(sg->tid, sg->n + more, sg->alloc);
}

void
stragglers_release(struct stragglers *sg)
{
	free(sg->tid);
	sg->tid = NULL;
	sg->n = sg->alloc = 0;
}

/*
 * A wait status of a straggler (or of any tracee outside a snapshot):
 * detach it if it stopped, forget it if it exited. A signal-delivery-stop
 * re-delivers its signal; the pending interrupt is dropped by the detach.
 * Returns true when the thread is no longer ours.
 */
bool
straggler_status(pid_t tid, int st)
{
	if (!WIFSTOPPED(st))
		return WIFEXITED(st) || WIFSIGNALED(st);
	if (ptrace(PTRACE_DETACH, tid, 0L, stop_signal(st)) == 0 || errno == ESRCH) {
		verbose_msg("thread %d stopped late and was detached", (int)tid);
		return true;
	}
	return false;
}

void
stragglers_poll(struct stragglers *sg)
{
	size_t k = 0;

	for (size_t i = 0; i < sg->n; i++) {
		pid_t tid = sg->tid[i];
		int st;
		pid_t r = waitpid(tid, &st, WNOHANG | __WALL);

		if (r == 0 || (r == tid && !straggler_status(tid, st)))
			sg->tid[k++] = tid;	/* still not stopped */
		/* else: detached, exited and reaped, or not ours any more
		 * (ECHILD) */
	}
	sg->n = k;
}

/* ---- waiting between snapshots (sampler.h) ---- */

static void
wait_until(struct sampler *s, uint64_t end, volatile sig_atomic_t *stop, bool drain)
{
	while (!*stop) {
		uint64_t now = mono_ns(), next = end;
		struct timespec ts;

		if (drain) {
			if (!s->priv)
				return;
			stragglers_poll(&s->priv->strag);
			if (s->priv->strag.n == 0)
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
	return sampler_stragglers(s);
}

size_t
sampler_stragglers(const struct sampler *s)
{
	return s->priv ? s->priv->strag.n : 0;
}
