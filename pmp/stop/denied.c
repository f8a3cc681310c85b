/* SPDX-License-Identifier: MIT */
/*
 * denied.c - why the kernel refused pmp a process (denied.h). The checks
 * follow __ptrace_may_access() and Yama, most specific first.
 */
#include <limits.h>
#include <string.h>
#include <unistd.h>

#include "denied.h"
#include "proc.h"
#include "util.h"

void
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
