/* SPDX-License-Identifier: MIT */
/*
 * sampler_copy.c - copy one stopped thread (sampler_priv.h): its
 * registers, the live part of its stack and, for a futex waiter, the
 * lock words it waits on. Runs while the thread is held: two system
 * calls, no allocation.
 */
#include <elf.h>
#include <errno.h>
#include <sys/ptrace.h>
#include <sys/uio.h>

#include "sampler_priv.h"

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
void
sampler_copy(const struct sampler *s, struct thread_capture *t)
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
	t->tcb = t->regs.fs_base;
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
