/* SPDX-License-Identifier: MIT */
/*
 * sqlsock.h - the Unix socket a server process listens on, found from
 * /proc alone (no ptrace): the socket inodes among /proc/PID/fd, looked
 * up in /proc/PID/net/unix (the target's own network namespace) for one
 * that listens and has a path. A target in another mount namespace (a
 * container) has that path under its root: it is reached through
 * /proc/PID/root.
 */
#ifndef PMP_SQLSOCK_H
#define PMP_SQLSOCK_H

#include <stddef.h>
#include <sys/types.h>

/*
 * The path pmp can connect to, into path (size bytes): 0, or -1 with
 * why (why_size bytes) saying what was missing ("listens on no Unix
 * socket", "cannot read /proc/PID/fd: ...").
 */
int sqlsock_find(pid_t pid, char *path, size_t size, char *why, size_t why_size);

#endif
