/* SPDX-License-Identifier: MIT */
/*
 * no_ptrace.c - run a command under a seccomp filter that makes ptrace()
 * fail with EPERM, as a container's seccomp profile can: the "container
 * that forbids ptrace" case of tests/safety/permissions.test.
 *
 * usage: no_ptrace COMMAND [ARGS...]
 */
#include <errno.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <stdio.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

int
main(int argc, char **argv)
{
	struct sock_filter f[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_ptrace, 0, 1),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | (EPERM & SECCOMP_RET_DATA)),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	};
	struct sock_fprog prog = { sizeof(f) / sizeof(f[0]), f };

	if (argc < 2) {
		fprintf(stderr, "usage: no_ptrace COMMAND [ARGS...]\n");
		return 64;
	}
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0 ||
	    prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog) < 0) {
		perror("no_ptrace: seccomp");
		return 77;
	}
	execvp(argv[1], argv + 1);
	perror("no_ptrace: exec");
	return 127;
}
