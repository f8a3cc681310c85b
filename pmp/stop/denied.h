/* SPDX-License-Identifier: MIT */
/*
 * denied.h - why the kernel refused pmp a process (EPERM from
 * PTRACE_SEIZE, EACCES from /proc/PID/maps), said as an error with the
 * way past it (docs/safety.md, "Permissions").
 */
#ifndef PMP_DENIED_H
#define PMP_DENIED_H

#include <sys/types.h>

/* report, with error_msg(), which rule refused pid and how to get past it */
void explain_denied(pid_t pid);

#endif
