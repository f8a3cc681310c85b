/* SPDX-License-Identifier: MIT */
/*
 * the /proc readers (pmp/stop/proc.c) on fixture text, no live process.
 *
 * proc.c opens fixed paths ("/proc/PID/task/TID/stat"...). This binary is
 * linked with --wrap=open,--wrap=opendir,--wrap=stat (the Makefile's
 * test_proc rule): every path under /proc or /sys is looked up under a
 * fixture directory that each test fills with the text the kernel would
 * show.
 */
#include "unit.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "proc.h"
#include "util.h"

static char root[64];

int __real_open(const char *path, int flags, ...);
DIR *__real_opendir(const char *path);
int __real_stat(const char *path, struct stat *st);

/* /proc/... and /sys/... under the fixture directory */
static const char *
redirect(const char *path, char *buf, size_t len)
{
	/* "/proc" itself too: proc_find_name() lists it (unredirected, the
	 * test read the machine's own /proc and passed only where real pids
	 * 40 to 47 happened to exist) */
	if (strncmp(path, "/proc/", 6) && strncmp(path, "/sys/", 5) && strcmp(path, "/proc"))
		return path;
	snprintf(buf, len, "%s%s", root, path);
	return buf;
}

int
__wrap_open(const char *path, int flags, ...)
{
	char buf[512];
	mode_t mode = 0;
	va_list ap;

	if (flags & O_CREAT) {
		va_start(ap, flags);
		mode = va_arg(ap, mode_t);
		va_end(ap);
	}
	return __real_open(redirect(path, buf, sizeof(buf)), flags, mode);
}

DIR *
__wrap_opendir(const char *path)
{
	char buf[512];

	return __real_opendir(redirect(path, buf, sizeof(buf)));
}

int
__wrap_stat(const char *path, struct stat *st)
{
	char buf[512];

	return __real_stat(redirect(path, buf, sizeof(buf)), st);
}

/* write text to the fixture file path ("/proc/..."), making its dirs */
static void
fx(const char *path, const char *text)
{
	char full[512];
	FILE *f;

	snprintf(full, sizeof(full), "%s%s", root, path);
	for (char *p = full + strlen(root) + 1; (p = strchr(p, '/')); p++) {
		*p = '\0';
		mkdir(full, 0755);
		*p = '/';
	}
	f = fopen(full, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

static void
fx_dir(const char *path)
{
	char full[512];

	snprintf(full, sizeof(full), "%s%s/x", root, path);
	fx(full + strlen(root), "");
	unlink(full);
}

static int
setup(void **state)
{
	(void)state;
	strcpy(root, "/tmp/pmp-test-proc.XXXXXX");
	return mkdtemp(root) ? 0 : -1;
}

static int
teardown(void **state)
{
	char cmd[128];

	(void)state;
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", root);
	return system(cmd) == 0 ? 0 : -1;
}

/* a stat line as the kernel prints it: "TID (comm) S ppid ... flags ..." */
static void
fx_stat(const char *path, const char *comm, char state, unsigned long flags)
{
	char text[512];

	snprintf(text, sizeof(text), "4321 (%s) %c 1 4321 4321 0 -1 %lu 120 0 0 0 "
		 "5 3 0 0 20 0 7 0 1234 123456789 567 18446744073709551615\n",
		 comm, state, flags);
	fx(path, text);
}

static void
test_thread_stat(void **state)
{
	char comm[16], st;

	(void)state;
	fx_stat("/proc/10/task/11/stat", "mariadbd", 'S', 0);
	assert_int_equal(proc_thread_stat(10, 11, comm, &st), 0);
	assert_string_equal(comm, "mariadbd");
	assert_int_equal(st, 'S');
	/* a name may hold spaces and parentheses: the last ')' ends it */
	fx_stat("/proc/10/task/12/stat", "a) (b c", 'R', 0);
	assert_int_equal(proc_thread_stat(10, 12, comm, &st), 0);
	assert_string_equal(comm, "a) (b c");
	assert_int_equal(st, 'R');
	/* 15 characters, the kernel's longest */
	fx_stat("/proc/10/task/13/stat", "iou-wrk-1234567", 'S', 0);
	assert_int_equal(proc_thread_stat(10, 13, comm, &st), 0);
	assert_string_equal(comm, "iou-wrk-1234567");
	fx("/proc/10/task/14/stat", "garbage without a name\n");
	assert_int_equal(proc_thread_stat(10, 14, comm, &st), -EINVAL);
	assert_int_equal(proc_thread_stat(10, 99, comm, &st), -ENOENT);
}

static void
test_task_exiting(void **state)
{
	(void)state;
	fx_stat("/proc/20/task/21/stat", "worker", 'S', 0x40400040);
	fx_stat("/proc/20/task/22/stat", "worker", 'Z', 0x40400040);
	fx_stat("/proc/20/task/23/stat", "worker", 'R', 0x40400044);	/* PF_EXITING */
	fx_stat("/proc/20/stat", "mariadbd", 'S', 0x400100);
	assert_false(proc_task_exiting(20, 21));
	assert_true(proc_task_exiting(20, 22));
	assert_true(proc_task_exiting(20, 23));
	assert_false(proc_task_exiting(20, 0));
	assert_true(proc_task_exiting(20, 24));	/* gone */
}

static void
test_status(void **state)
{
	struct proc_status st;

	(void)state;
	fx("/proc/30/status", "Name:\tmariadbd\nUmask:\t0022\nState:\tS (sleeping)\n"
	   "Tgid:\t30\nPid:\t30\nPPid:\t1\nTracerPid:\t4242\nUid:\t0\t0\t0\t0\n");
	fx("/proc/30/task/31/status", "Name:\tworker\nState:\tt (tracing stop)\n"
	   "TracerPid:\t0\n");
	assert_int_equal(proc_status_read(30, 0, &st), 0);
	assert_int_equal(st.state, 'S');
	assert_int_equal(st.tracer, 4242);
	assert_int_equal(proc_status_read(30, 31, &st), 0);
	assert_int_equal(st.state, 't');
	assert_int_equal(st.tracer, 0);
	/* fields missing: defaults, not garbage */
	fx("/proc/30/task/32/status", "Name:\tx\n");
	assert_int_equal(proc_status_read(30, 32, &st), 0);
	assert_int_equal(st.state, '?');
	assert_int_equal(st.tracer, 0);
	assert_int_equal(proc_status_read(30, 33, &st), -ENOENT);
}

/* the cheap check live.c makes before it re-reads the maps */
static void
test_vm(void **state)
{
	struct proc_vm vm;
	int fd;

	(void)state;
	fx("/proc/35/status", "Name:\tmariadbd\nVmPeak:\t 9000 kB\nVmSize:\t 8591458196 kB\n"
	   "VmExe:\t    9412 kB\nVmLib:\t    9092 kB\nThreads:\t349\n");
	assert_true((fd = proc_file_open(35, "status")) >= 0);
	assert_int_equal(proc_vm_read(fd, &vm), 0);
	assert_true(vm.size_kb == 8591458196ull);
	assert_true(vm.lib_kb == 9092);
	/* read again through the same descriptor: the new text (a dlopen) */
	fx("/proc/35/status", "Name:\tmariadbd\nVmSize:\t 8591458200 kB\nVmLib:\t 9096 kB\n");
	close(fd);
	assert_true((fd = proc_file_open(35, "status")) >= 0);
	assert_int_equal(proc_vm_read(fd, &vm), 0);
	assert_true(vm.size_kb == 8591458200ull && vm.lib_kb == 9096);
	close(fd);
	/* a zombie has no Vm lines: zeros, not garbage */
	fx("/proc/36/status", "Name:\tx\nState:\tZ (zombie)\n");
	assert_true((fd = proc_file_open(36, "status")) >= 0);
	assert_int_equal(proc_vm_read(fd, &vm), 0);
	assert_true(vm.size_kb == 0 && vm.lib_kb == 0);
	close(fd);
	assert_int_equal(proc_file_open(37, "status"), -ENOENT);
	/* the thread count the sampler checks before it lists the tasks */
	fx("/proc/38/status", "Name:\tmy) prog\nUmask:\t0022\nState:\tS (sleeping)\n"
	   "Tgid:\t38\nPid:\t38\nThreads:\t349\nSigQ:\t0/63426\n");
	assert_true((fd = proc_file_open(38, "status")) >= 0);
	assert_int_equal(proc_num_threads(fd), 349);
	close(fd);
	fx("/proc/39/status", "Name:\tx\nState:\tS (sleeping)\n");
	assert_true((fd = proc_file_open(39, "status")) >= 0);
	assert_true(proc_num_threads(fd) < 0);
	close(fd);
}

static void
test_comm(void **state)
{
	char buf[64];

	(void)state;
	fx("/proc/40/comm", "mariadbd\n");
	assert_int_equal(proc_comm(40, buf, sizeof(buf)), 0);
	assert_string_equal(buf, "mariadbd");
	fx("/proc/41/comm", "no newline");
	assert_int_equal(proc_comm(41, buf, sizeof(buf)), 0);
	assert_string_equal(buf, "no newline");
	/* cut to the buffer, NUL-terminated */
	assert_int_equal(proc_comm(40, buf, 5), 0);
	assert_string_equal(buf, "mari");
	assert_int_equal(proc_comm(42, buf, sizeof(buf)), -ENOENT);
}

static void
test_tasks(void **state)
{
	pid_t *tids;
	size_t n;

	(void)state;
	fx_dir("/proc/50/task/50");
	fx_dir("/proc/50/task/1003");
	fx_dir("/proc/50/task/51");
	fx_dir("/proc/50/task/notanumber");
	assert_int_equal(proc_tasks(50, &tids, &n), 0);
	assert_int_equal(n, 3);
	assert_int_equal(tids[0], 50);
	assert_int_equal(tids[1], 51);
	assert_int_equal(tids[2], 1003);
	free(tids);
	/* every thread gone: none, and no array */
	fx_dir("/proc/52/task");
	assert_int_equal(proc_tasks(52, &tids, &n), 0);
	assert_int_equal(n, 0);
	assert_null(tids);
	free(tids);
	assert_int_equal(proc_tasks(53, &tids, &n), -ENOENT);
	assert_int_equal(n, 0);
}

static const char maps_text[] =
	"55d0c0000000-55d0c0682000 r--p 00000000 fe:00 933889                     /usr/sbin/mariadbd\n"
	"55d0c0682000-55d0c0fb3000 r-xp 00682000 fe:00 933889                     /usr/sbin/mariadbd\n"
	"55d0c2000000-55d0c2100000 rw-p 00000000 00:00 0                          [heap]\n"
	"7f0000000000-7f0000001000 ---p 00000000 00:00 0 \n"
	"7f0000001000-7f0000801000 rw-p 00000000 00:00 0 \n"
	"7f1000000000-7f1000028000 r--p 00000000 fe:00 131     /usr/lib/x86_64-linux-gnu/libc.so.6\n"
	"7f1000028000-7f100019d000 r-xp 00028000 fe:00 131     /usr/lib/x86_64-linux-gnu/libc.so.6\n"
	"7f2000000000-7f2000001000 r-xp 00000000 fe:00 77      /tmp/my dir/plugin (deleted)\n"
	"7ffc00000000-7ffc00021000 rw-p 00000000 00:00 0                          [stack]\n"
	"7ffc000fe000-7ffc00100000 r-xp 00000000 00:00 0                          [vdso]\n";

static void
test_maps(void **state)
{
	struct proc_maps m;
	const struct proc_map *pm;
	uint64_t h;
	char *text;

	(void)state;
	proc_maps_init(&m);
	fx("/proc/60/maps", maps_text);
	assert_int_equal(proc_maps_read(&m, 60), 1);
	assert_int_equal(m.n, 10);
	assert_int_equal(m.generation, 1);
	pm = &m.v[1];
	assert_true(pm->start == 0x55d0c0682000ULL && pm->end == 0x55d0c0fb3000ULL);
	assert_true(pm->offset == 0x682000);
	assert_true(pm->readable && !pm->writable && pm->exec);
	assert_string_equal(pm->path, "/usr/sbin/mariadbd");
	assert_string_equal(m.v[2].path, "[heap]");
	assert_string_equal(m.v[3].path, "");		/* anonymous, guard page */
	assert_false(m.v[3].readable);
	assert_string_equal(m.v[4].path, "");
	assert_string_equal(m.v[7].path, "/tmp/my dir/plugin (deleted)");
	assert_string_equal(m.v[9].path, "[vdso]");

	/* lookups: start inclusive, end exclusive, gaps */
	assert_ptr_equal(proc_maps_find(&m, 0x55d0c0682000ULL), &m.v[1]);
	assert_ptr_equal(proc_maps_find(&m, 0x55d0c0681fffULL), &m.v[0]);
	assert_ptr_equal(proc_maps_find(&m, 0x55d0c0fb2fffULL), &m.v[1]);
	assert_null(proc_maps_find(&m, 0x55d0c0fb3000ULL));
	assert_null(proc_maps_find(&m, 0x1000));
	assert_null(proc_maps_find(&m, 0xffffffffffffffffULL));
	assert_ptr_equal(proc_maps_find(&m, 0x7ffc000ff000ULL), &m.v[9]);

	/* the same text: unchanged, same generation */
	h = proc_maps_modules_hash(&m);
	assert_int_equal(proc_maps_read(&m, 60), 0);
	assert_int_equal(m.generation, 1);

	/* a thread stack more: a change, but not of the modules */
	text = xmalloc(sizeof(maps_text) + 100);
	strcpy(text, maps_text);
	strcat(text, "7ffd00000000-7ffd00800000 rw-p 00000000 00:00 0 \n");
	fx("/proc/60/maps", text);
	assert_int_equal(proc_maps_read(&m, 60), 1);
	assert_int_equal(m.generation, 2);
	assert_int_equal(m.n, 11);
	assert_true(proc_maps_modules_hash(&m) == h);

	/* a library dlopen()ed: the modules changed */
	fx("/proc/60/maps", "7f3000000000-7f3000010000 r-xp 00000000 fe:00 9 /usr/lib/libz.so.1\n");
	assert_int_equal(proc_maps_read(&m, 60), 1);
	assert_int_equal(m.n, 1);
	assert_true(proc_maps_modules_hash(&m) != h);
	assert_string_equal(m.v[0].path, "/usr/lib/libz.so.1");

	/* a process with no mappings left (exiting): empty, not an error */
	fx("/proc/60/maps", "");
	assert_int_equal(proc_maps_read(&m, 60), 1);
	assert_int_equal(m.n, 0);
	assert_null(proc_maps_find(&m, 0x7f3000000000ULL));
	assert_int_equal(proc_maps_read(&m, 61), -ENOENT);
	free(text);
	proc_maps_release(&m);
}

/* maps larger than one read: the reader loops */
static void
test_maps_big(void **state)
{
	struct proc_maps m;
	size_t len = 0, n = 5000;
	char *text = xmalloc(n * 100 + 1);

	(void)state;
	for (size_t i = 0; i < n; i++)
		len += sprintf(text + len, "%llx-%llx rw-p 00000000 00:00 0 \n",
			       0x7f0000000000ULL + i * 0x2000ULL,
			       0x7f0000001000ULL + i * 0x2000ULL);
	fx("/proc/70/maps", text);
	proc_maps_init(&m);
	assert_int_equal(proc_maps_read(&m, 70), 1);
	assert_int_equal(m.n, n);
	assert_ptr_equal(proc_maps_find(&m, 0x7f0000000000ULL + 4999 * 0x2000ULL + 5),
			 &m.v[4999]);
	assert_null(proc_maps_find(&m, 0x7f0000001000ULL));
	proc_maps_release(&m);
	free(text);
}

static void
test_access(void **state)
{
	struct proc_access a;
	char text[512];
	unsigned uid = getuid(), gid = getgid();

	(void)state;
	fx_stat("/proc/80/stat", "mariadbd", 'S', 0x400140);
	snprintf(text, sizeof(text), "Name:\tmariadbd\nState:\tS (sleeping)\n"
		 "TracerPid:\t81\nUid:\t%u\t%u\t%u\t%u\nGid:\t%u\t%u\t%u\t%u\n"
		 "CapPrm:\t0000000000000000\n", uid, uid, uid, uid, gid, gid, gid, gid);
	fx("/proc/80/status", text);
	fx("/proc/81/comm", "gdb\n");
	fx_stat("/proc/80/task/80/stat", "mariadbd", 'S', 0);
	fx_stat("/proc/80/task/82/stat", "worker", 'Z', 0);
	fx_stat("/proc/80/task/83/stat", "worker", 'R', 0);
	fx("/proc/self/status", "Name:\tpmp\nCapEff:\t0000000000080000\n"
	   "CapPrm:\t0000000000080000\nSeccomp:\t2\n");
	fx("/proc/sys/kernel/yama/ptrace_scope", "1\n");
	assert_int_equal(proc_access_read(80, &a), 0);
	assert_string_equal(a.comm, "mariadbd");
	assert_false(a.kthread);
	assert_false(a.zombie);
	assert_int_equal(a.live_tasks, 0);	/* counted for a zombie only */
	assert_int_equal(a.tracer, 81);
	assert_string_equal(a.tracer_comm, "gdb");
	assert_true(a.ids_match);
	assert_true(a.dumpable);
	assert_true(a.cap_sys_ptrace);
	assert_false(a.more_caps);
	assert_int_equal(a.yama, 1);
	assert_int_equal(a.seccomp, 2);
	assert_false(a.selinux_deny);

	/* a kernel thread, a target with capabilities pmp lacks, no Yama */
	fx_stat("/proc/90/stat", "kworker/0:1", 'I', 0x04208060);
	fx("/proc/90/status", "Name:\tkworker/0:1\nState:\tI (idle)\nTracerPid:\t0\n"
	   "Uid:\t0\t0\t0\t0\nGid:\t0\t0\t0\t0\nCapPrm:\t000001ffffffffff\n");
	snprintf(text, sizeof(text), "%s/proc/sys/kernel/yama/ptrace_scope", root);
	unlink(text);
	assert_int_equal(proc_access_read(90, &a), 0);
	assert_true(a.kthread);
	assert_true(a.more_caps);
	assert_int_equal(a.tracer, 0);
	assert_int_equal(a.yama, -1);
	assert_int_equal(a.live_tasks, 0);
	assert_int_equal(proc_access_read(91, &a), -ENOENT);

	/* a main thread that called pthread_exit() while two others run */
	fx_stat("/proc/95/stat", "mariadbd", 'Z', 0);
	snprintf(text, sizeof(text), "Name:\tmariadbd\nState:\tZ (zombie)\n"
		 "TracerPid:\t0\nUid:\t%u\t%u\t%u\t%u\nGid:\t%u\t%u\t%u\t%u\n",
		 uid, uid, uid, uid, gid, gid, gid, gid);
	fx("/proc/95/status", text);
	fx_stat("/proc/95/task/95/stat", "mariadbd", 'Z', 0);
	fx_stat("/proc/95/task/96/stat", "worker", 'S', 0);
	fx_stat("/proc/95/task/97/stat", "worker", 'R', 0);
	assert_int_equal(proc_access_read(95, &a), 0);
	assert_true(a.zombie);
	assert_int_equal(a.live_tasks, 2);
}

/* process pid: comm (in its stat line, state st, start time start),
 * argv (NUL-separated, count bytes) */
static void
fx_process(int pid, const char *comm, char st, unsigned start, const char *argv,
	   size_t count)
{
	char path[160], text[512];
	FILE *f;

	snprintf(text, sizeof(text), "%d (%s) %c 1 %d %d 0 -1 0 120 0 0 0 5 3 0 0 "
		 "20 0 1 0 %u 123456789 567 18446744073709551615\n",
		 pid, comm, st, pid, pid, start);
	snprintf(path, sizeof(path), "/proc/%d/stat", pid);
	fx(path, text);
	snprintf(path, sizeof(path), "/proc/%d/task/%d/stat", pid, pid);
	fx(path, text);
	snprintf(path, sizeof(path), "/proc/%d/comm", pid);
	snprintf(text, sizeof(text), "%s\n", comm);
	fx(path, text);
	snprintf(path, sizeof(path), "%s/proc/%d/cmdline", root, pid);
	f = fopen(path, "w");
	assert_non_null(f);
	assert_int_equal(fwrite(argv, 1, count, f), count);
	fclose(f);
}

#define ARGV(s) s, sizeof(s) - 1

/* -p NAME and serve --comm NAME: which processes are called NAME */
static void
test_find_name(void **state)
{
	pid_t *pids, pid;
	size_t n;

	(void)state;
	fx_process(40, "fakedb", 'S', 500, ARGV("/usr/sbin/fakedb\0--port\0"));
	/* a zombie keeps its name, not its argv: not a process to sample */
	fx_process(41, "fakedb", 'Z', 100, ARGV(""));
	fx_process(42, "fakedb", 'X', 100, ARGV(""));
	/* another comm, but argv[0]'s base name */
	fx_process(43, "other", 'S', 50, ARGV("/opt/fakedb\0"));
	/* a name in the arguments does not count */
	fx_process(44, "bash", 'S', 50, ARGV("bash\0fakedb\0"));
	/* the kernel keeps 15 bytes of a longer name */
	fx_process(45, "fakedb-longer-n", 'R', 700, ARGV("x\0"));
	fx_process(46, "fakedb", 'S', 300, ARGV("fakedb\0"));
	/* a main thread that called pthread_exit(), its process running on */
	fx_process(47, "halfdb", 'Z', 100, ARGV(""));
	fx_stat("/proc/47/task/48/stat", "worker", 'S', 0);
	fx_dir("/proc/sys");

	assert_int_equal(proc_find_name("fakedb", &pids, &n), 0);
	assert_int_equal(n, 3);
	assert_int_equal(pids[0], 40);
	assert_int_equal(pids[1], 43);
	assert_int_equal(pids[2], 46);
	free(pids);
	assert_int_equal(proc_find_name("fakedb-longer-name", &pids, &n), 0);
	assert_int_equal(n, 1);
	assert_int_equal(pids[0], 45);
	free(pids);
	assert_int_equal(proc_find_name("fakedb-longer-x", &pids, &n), 0);
	assert_int_equal(n, 0);
	assert_null(pids);
	assert_int_equal(proc_find_name("fakedb-lo", &pids, &n), 0);
	assert_int_equal(n, 0);
	assert_int_equal(proc_find_name("halfdb", &pids, &n), 0);
	assert_int_equal(n, 1);
	assert_int_equal(pids[0], 47);
	free(pids);

	/* by comm only, the oldest (start time) of them */
	assert_int_equal(proc_find_comm("fakedb", 0, &pid), 2);
	assert_int_equal(pid, 46);
	assert_int_equal(proc_find_comm("fakedb", 46, &pid), 1);
	assert_int_equal(pid, 40);
	assert_int_equal(proc_find_comm("fakedb-longer-name", 0, &pid), 1);
	assert_int_equal(pid, 45);
	assert_int_equal(proc_find_comm("halfdb", 0, &pid), 1);
	assert_int_equal(pid, 47);
	assert_int_equal(proc_find_comm("nothing", 0, &pid), 0);
	assert_int_equal(pid, 0);
	/* all of them, oldest first: serve --comm tries them in this order */
	assert_int_equal(proc_find_comm_all("fakedb", 0, &pids, &n), 0);
	assert_int_equal(n, 2);
	assert_int_equal(pids[0], 46);
	assert_int_equal(pids[1], 40);
	free(pids);
	assert_int_equal(proc_find_comm_all("fakedb", 46, &pids, &n), 0);
	assert_int_equal(n, 1);
	assert_int_equal(pids[0], 40);
	free(pids);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_thread_stat, setup, teardown),
		cmocka_unit_test_setup_teardown(test_task_exiting, setup, teardown),
		cmocka_unit_test_setup_teardown(test_status, setup, teardown),
		cmocka_unit_test_setup_teardown(test_vm, setup, teardown),
		cmocka_unit_test_setup_teardown(test_comm, setup, teardown),
		cmocka_unit_test_setup_teardown(test_tasks, setup, teardown),
		cmocka_unit_test_setup_teardown(test_maps, setup, teardown),
		cmocka_unit_test_setup_teardown(test_maps_big, setup, teardown),
		cmocka_unit_test_setup_teardown(test_access, setup, teardown),
		cmocka_unit_test_setup_teardown(test_find_name, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
