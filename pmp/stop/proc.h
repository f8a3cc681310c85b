/* SPDX-License-Identifier: MIT */
/*
 * proc.h - readers of /proc/PID/{task,maps,stat,status,comm}.
 *
 * No ptrace here: these are plain file reads, safe to call at any time.
 * All functions return 0 on success or -errno; -ENOENT/-ESRCH mean the
 * process or thread is gone (not reported: callers decide).
 */
#ifndef PMP_PROC_H
#define PMP_PROC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/* thread ids of pid, ascending; *tids is malloc'd, owned by the caller */
int proc_tasks(pid_t pid, pid_t **tids, size_t *n);

/* /proc/PID/task/TID/stat: comm (NUL-terminated, up to 15 chars) and the
 * scheduler state letter (R, S, D, T, t, Z, ...) */
int proc_thread_stat(pid_t pid, pid_t tid, char comm[16], char *state);
/* the same, and the start time (field 22, clock ticks after boot): a
 * thread id reused by a new thread has another start time */
int proc_thread_stat_start(pid_t pid, pid_t tid, char comm[16], char *state,
			   uint64_t *start);
/* the same from a kept descriptor of that file (proc_fd_text(): one
 * pread, where a path costs open, two reads and close); -ESRCH once the
 * thread is gone */
int proc_thread_stat_fd(int fd, char comm[16], char *state, uint64_t *start);

/*
 * The processes named name by their comm alone (the first 15 bytes of
 * the name), as proc_find_name() finds them otherwise, other than skip:
 * how many, and in *pid the oldest of them (0 when none); -errno when
 * /proc cannot be read.
 */
int proc_find_comm(const char *name, pid_t skip, pid_t *pid);
/* the same processes, oldest first (start time, then pid), in *pids
 * (malloc'd, the caller frees it; NULL when none); 0 or -errno */
int proc_find_comm_all(const char *name, pid_t skip, pid_t **pids, size_t *n);

/* has the thread (tid 0: the process) exited, or begun to? Its /proc
 * entry is gone, it is a zombie, or PF_EXITING is set (then ptrace
 * refuses it with EPERM, and it will not stop) */
bool proc_task_exiting(pid_t pid, pid_t tid);

/* /proc/PID/status (tid 0) or /proc/PID/task/TID/status */
struct proc_status {
	char state;		/* first letter of "State:" */
	pid_t tracer;		/* TracerPid, 0 when not traced */
};
int proc_status_read(pid_t pid, pid_t tid, struct proc_status *st);

/*
 * The sizes of a process's address space, from /proc/PID/status: VmSize
 * changes with every mmap() and munmap() (a thread stack, a library),
 * VmLib with every executable mapping of a library (dlopen, dlclose). A
 * read costs about 1/30 of one of /proc/PID/maps (mariadbd with 350
 * threads: 17 us against 600 us), so that modmap.c reads the maps only when
 * these moved. proc_vm_read() preads fd, from proc_file_open(pid,
 * "status").
 */
struct proc_vm {
	uint64_t size_kb, lib_kb;	/* VmSize, VmLib */
};
int proc_vm_read(int fd, struct proc_vm *vm);
/* the number of threads ("Threads:", 4 us whatever their number), from
 * fd = proc_file_open(pid, "status"): the sampler lists /proc/PID/task
 * (0.3-0.5 ms with 1000 threads) only when it moved; the count, or
 * -errno */
int proc_num_threads(int fd);
/* /proc/PID/NAME opened for preads; a descriptor (the caller closes it)
 * or -errno */
int proc_file_open(pid_t pid, const char *name);

/*
 * The whole text of an open /proc file into buf (len bytes, NUL
 * terminated), read again from offset 0: /proc's seq_file makes it anew.
 * 0, or -errno (-ESRCH once the task was reaped).
 */
int proc_fd_text(int fd, char *buf, size_t len);

/* /proc/PID/comm */
int proc_comm(pid_t pid, char *buf, size_t len);

/*
 * The processes called name, as pidof(8) and pgrep -x see it: the comm
 * (the first 15 bytes of the name), or the base name of argv[0] or of
 * the executable. Threads are not processes; pmp itself is left out, and
 * so is a process that has exited (a zombie) but not one whose main
 * thread alone has. The pids, ascending, in *pids (the caller frees),
 * their count in *n. 0, or -errno when /proc cannot be read.
 */
int proc_find_name(const char *name, pid_t **pids, size_t *n);
/* argv[0] .. of pid, blanks between, into buf (NUL terminated; "" for a
 * kernel thread); 0 or -errno */
int proc_cmdline(pid_t pid, char *buf, size_t len);

/*
 * What decides whether pmp may trace pid (the kernel's
 * __ptrace_may_access() and the Yama LSM), read from /proc only, so that
 * a refusal can be explained: which rule, and how to get past it.
 */
struct proc_access {
	char comm[16];
	bool kthread;		/* PF_KTHREAD: a kernel thread, no user space */
	bool zombie;		/* its main thread has exited */
	unsigned live_tasks;	/* with a zombie main thread, the threads not
				 * exited (others); 0 otherwise (not counted) */
	pid_t tracer;		/* TracerPid of the main thread, 0 if none */
	char tracer_comm[16];
	uid_t uid[3];		/* real, effective, saved */
	gid_t gid[3];
	uid_t my_uid;		/* pmp's real uid and gid */
	gid_t my_gid;
	bool ids_match;		/* my real ids equal all three of the target's */
	bool dumpable;		/* false: setuid or prctl(PR_SET_DUMPABLE, 0) */
	bool cap_sys_ptrace;	/* pmp has CAP_SYS_PTRACE (effective) */
	bool more_caps;		/* the target's permitted capabilities are not
				 * a subset of pmp's (commoncap refuses) */
	int yama;		/* kernel.yama.ptrace_scope, -1 without Yama */
	int seccomp;		/* pmp's Seccomp mode: 2 under a filter */
	bool selinux_deny;	/* SELinux boolean deny_ptrace is on */
};
/* -ENOENT/-ESRCH: no such process */
int proc_access_read(pid_t pid, struct proc_access *a);

/* one line of /proc/PID/maps */
struct proc_map {
	uint64_t start, end, offset;
	bool readable, writable, exec;
	const char *path;	/* "" for anonymous; points into maps->text */
};

/*
 * The mappings of a process, sorted by address. Owns its text; the
 * generation counter grows each time proc_maps_read() sees the text change
 * (dlopen, dlclose, thread stacks created or freed).
 */
struct proc_maps {
	struct proc_map *v;
	size_t n, alloc;
	char *text;		/* parsed text (paths point into it) */
	size_t text_len, text_alloc;
	char *scratch;		/* the latest read, compared with text */
	size_t scratch_len, scratch_alloc;
	uint64_t hash;
	unsigned long generation;
};

void proc_maps_init(struct proc_maps *m);
void proc_maps_release(struct proc_maps *m);
/* re-read; returns 1 if the maps changed since the last read (or on the
 * first read), 0 if unchanged, -errno on error */
int proc_maps_read(struct proc_maps *m, pid_t pid);
/* the mapping holding addr, or NULL */
const struct proc_map *proc_maps_find(const struct proc_maps *m, uint64_t addr);
/* true if any file-backed executable mapping changed between two reads is
 * what callers care about; maps_modules_hash() hashes only those lines so
 * that thread stacks coming and going do not count as a change */
uint64_t proc_maps_modules_hash(const struct proc_maps *m);

#endif
