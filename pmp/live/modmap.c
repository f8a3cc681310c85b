/* SPDX-License-Identifier: MIT */
/*
 * modmap.c - the module map of a live target (modmap.h).
 */
#include <errno.h>
#include <string.h>
#include <unistd.h>

#include "denied.h"
#include "modmap.h"
#include "util.h"

/* read /proc/PID/maps, and report the modules again if they changed */
static int
refresh(struct modmap *M, bool first)
{
	uint64_t h;
	int r;

	/* the sizes first: a change after them is seen by the next check */
	if (M->has_vm_fd && (r = proc_vm_read(M->vm_fd, &M->vm)) < 0)
		return r;
	if ((r = proc_maps_read(&M->maps, M->pid)) < 0)
		return r;
	M->maps_read_ns = mono_ns();
	M->maps_stale = false;
	M->nmaps_reads++;
	if (r == 0 && !first && !M->report_failed)
		return 0;
	h = proc_maps_modules_hash(&M->maps);
	if (!first && h == M->modules_hash && !M->report_failed)
		return 0;
	if (!first)
		verbose_msg("the modules of process %d changed: reloading", (int)M->pid);
	/* a failure (the maps of a process in the middle of an exec) is
	 * tried again at the next snapshot */
	if ((r = symbolizer_report(M->sym)) < 0) {
		M->report_failed = true;
		return r;
	}
	M->report_failed = false;
	M->sym_gen++;
	M->modules_hash = h;
	target_mem_flush(&M->mem);
	if (M->uwc)
		M->uw->flush(M->uwc);
	return 0;
}

int
modmap_open(struct modmap *M, pid_t pid, struct stackset *ss,
	    const struct symbolizer_opts *so, const struct unwinder *uw)
{
	struct unwind_env env;
	int r;

	M->pid = pid;
	M->uw = uw;
	lockobj_init(&M->lobj);
	proc_maps_init(&M->maps);
	target_mem_init(&M->mem, pid, &M->maps);
	if ((r = proc_file_open(pid, "status")) >= 0) {
		M->vm_fd = r;
		M->has_vm_fd = true;
	}
	/* load every module before the first stop */
	if (!(M->sym = symbolizer_new(pid, ss, so)))
		return -1;
	if ((r = refresh(M, true)) < 0) {
		/* /proc/PID/maps needs the ptrace read permission */
		if (r == -ESRCH || r == -ENOENT)
			error_msg("process %d is gone", (int)pid);
		else if (r == -EACCES || r == -EPERM)
			explain_denied(pid);
		else
			error_msg("cannot read /proc/%d/maps: %s", (int)pid, strerror(-r));
		return -1;
	}
	env.pid = pid;
	env.sym = M->sym;
	env.mem = &M->mem;
	return uw->open(&M->uwc, &env) < 0 ? -1 : 0;
}

void
modmap_release(struct modmap *M)
{
	if (M->uwc)
		M->uw->close(M->uwc);
	lockobj_release(&M->lobj);
	symbolizer_free(M->sym);
	if (M->has_vm_fd)
		close(M->vm_fd);
	target_mem_release(&M->mem);
	proc_maps_release(&M->maps);
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
 * stop (modmap_reload_for()).
 */
#define MAPS_MAX_AGE_NS 1000000000u

int
modmap_check(struct modmap *M)
{
	struct proc_vm vm;
	int r;

	if (!M->has_vm_fd || M->maps_stale || M->report_failed ||
	    mono_ns() - M->maps_read_ns >= MAPS_MAX_AGE_NS)
		return refresh(M, false);
	if ((r = proc_vm_read(M->vm_fd, &vm)) < 0)
		return r;
	if (vm.size_kb != M->vm.size_kb || vm.lib_kb != M->vm.lib_kb)
		return refresh(M, false);
	return 0;
}

void
modmap_stopped(struct modmap *M, const struct snapshot *s)
{
	M->maps_fresh = false;
	for (size_t i = 0; i < s->n && !M->maps_stale; i++)
		if (s->t[i].status == CAPT_OK && !s->t[i].reused &&
		    !proc_maps_find(&M->maps, s->t[i].sp))
			M->maps_stale = true;	/* a new thread's stack */
}

void
modmap_lock_objects(struct modmap *M, unsigned long no, struct snapshot *s)
{
	/* the objects of the futex addresses, now that the target runs */
	lockobj_snapshot(&M->lobj, symbolizer_dwfl(M->sym), M->sym_gen, &M->maps, s);
	if (M->lobj.named)
		verbose_msg("snapshot %lu: lock objects named in %.3f ms", no,
			    M->lobj.last_ns / 1e6);
}

int
modmap_walk(struct modmap *M, const struct thread_capture *t, struct unwind_frame *fr,
	    int max, bool *failed)
{
	int n = unwind_walk(M->uw, M->uwc, t, fr, max);

	*failed = n <= 0;
	if (n > 0)
		return n;
	fr[0].pc = t->regs.rip;
	fr[0].activation = true;
	return 1;
}

/*
 * Is every pc of fr in a file's (or the vdso's) executable mapping in
 * the maps read last? A return address is looked up one byte back (the
 * call itself). Anonymous code counts as unknown: it may have been
 * mapped over by a file since (then only the maps tell), and code that
 * really is anonymous (a JIT) costs one read of the maps per snapshot,
 * as every snapshot did before.
 */
static bool
pcs_known(const struct modmap *M, const struct unwind_frame *fr, int n)
{
	for (int i = 0; i < n; i++) {
		uint64_t pc = fr[i].pc;
		const struct proc_map *pm;

		if (pc == 0)	/* a thread that runs no user code */
			continue;
		pm = proc_maps_find(&M->maps, fr[i].activation ? pc : pc - 1);
		if (!pm || !pm->exec || (pm->path[0] != '/' && pm->path[0] != '['))
			return false;
	}
	return true;
}

bool
modmap_reload_for(struct modmap *M, pid_t tid, const struct unwind_frame *fr, int n)
{
	unsigned long gen = M->sym_gen;

	if (M->maps_fresh || pcs_known(M, fr, n))
		return false;
	verbose_msg("thread %d: a pc in no known module: reading /proc/%d/maps again",
		    (int)tid, (int)M->pid);
	M->maps_fresh = true;
	if (refresh(M, false) < 0) {
		M->maps_stale = true;
		return false;
	}
	return M->sym_gen != gen;
}
