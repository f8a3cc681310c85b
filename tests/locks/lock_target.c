/* SPDX-License-Identifier: MIT */
/*
 * lock_target.c - known lock graphs for the lock-holder tests
 * (the tests in tests/locks). Every thread parks in one noinline function per
 * role, so the tests can name the stacks; once all are parked the target
 * prints "ready" and one line per thread, "ROLE TID", then sleeps.
 *
 *   lock_target chain     T1 holds A and waits for B; T2 holds B and
 *                         sleeps in holder_b_sleeps(); W1..W3 wait for A:
 *                         chains W -> T1 -> T2
 *   lock_target twins     two mutexes taken by the same code path
 *                         (twin_wait): H1 holds M1 (2 waiters), H2 holds
 *                         M2 (3 waiters)
 *   lock_target deadlock  D1 holds A wants B, D2 holds B wants A: a cycle
 *   lock_target pi        P1 holds a priority-inheritance mutex and
 *                         sleeps; Q1, Q2 wait for it (FUTEX_LOCK_PI)
 *   lock_target sux       InnoDB's sux_lock laid out as MariaDB 10.6 and
 *                         later lay it out (below): SH holds a page latch
 *                         (X) and blocks in read(2) on a pipe; SX holds an
 *                         index latch (U) and waits for the page latch;
 *                         SP1, SP2 wait for the page latch, SI1 for the
 *                         index latch (a chain SI1 -> SX -> SH); SO1 for
 *                         a latch held for an I/O (writer FOR_IO); SN1
 *                         for one whose writer is no thread
 *   lock_target timed     TH holds mutex TM for 0.05, 0.3 and 2 s in
 *                         turn, 0.4 s apart, forever; TW waits for it
 *                         each time and prints each wait, "wait TID
 *                         SECONDS START END" (CLOCK_REALTIME, before its
 *                         pthread_mutex_lock() and after it returned)
 */
#include <linux/futex.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static pthread_mutex_t A = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t B = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t M1 = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t M2 = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t PI;
static pthread_mutex_t report = PTHREAD_MUTEX_INITIALIZER;
static volatile int sink;

struct role {
	const char *name;
	pid_t tid;
};

static struct role roles[16];
static int nroles;

static void
parked_as(const char *name)
{
	pthread_mutex_lock(&report);
	roles[nroles].name = name;
	roles[nroles].tid = gettid();
	nroles++;
	pthread_mutex_unlock(&report);
}

__attribute__((noinline)) void
holder_b_sleeps(void)
{
	for (;;)
		sleep(1000);	/* B stays held */
}

__attribute__((noinline)) void
t1_waits_for_b(void)
{
	pthread_mutex_lock(&B);
	sink++;
}

__attribute__((noinline)) void
waiter_wants_a(void)
{
	pthread_mutex_lock(&A);
	sink++;
}

__attribute__((noinline)) void
twin_wait(pthread_mutex_t *m)
{
	pthread_mutex_lock(m);	/* one code path, two mutexes */
	sink++;
}

__attribute__((noinline)) void
twin_holder_sleeps(void)
{
	for (;;)
		sleep(1000);
}

__attribute__((noinline)) void
deadlock_take_second(pthread_mutex_t *m)
{
	pthread_mutex_lock(m);	/* never returns */
	sink++;
}

__attribute__((noinline)) void
pi_holder_sleeps(void)
{
	for (;;)
		sleep(1000);
}

__attribute__((noinline)) void
pi_waiter(void)
{
	pthread_mutex_lock(&PI);
	sink++;
}

/*
 * InnoDB's sux_lock (storage/innobase/include/sux_lock.h, srw_lock.h;
 * release builds on Linux): ssux_lock_impl is the writer mutex's word
 * (srw_mutex_impl::lock: HOLDER 1, plus WAITER 2 per waiter) and the
 * readers word; sux_lock adds recursive (X counts 1, U 1 << 16) and
 * writer, the U or X holder's pthread_t, or FOR_IO. A page latch
 * (buf_block_t::page.lock, block_lock) has the ssux_lock_impl first; an
 * index latch (dict_index_t::lock, index_lock) has a PSI pointer first.
 */
struct ssux {
	_Atomic uint32_t word;
	_Atomic uint32_t readers;
};
struct block_lock {
	struct ssux lock;
	uint32_t recursive;
	_Atomic uintptr_t writer;
};
struct index_lock {
	void *pfs_psi;
	struct ssux lock;
	uint32_t recursive;
	_Atomic uintptr_t writer;
};
_Static_assert(offsetof(struct block_lock, writer) == 16, "block_lock layout");
_Static_assert(offsetof(struct index_lock, writer) == 24, "index_lock layout");
#define SUX_FOR_IO (~(uintptr_t)0)

static struct block_lock page_latch, io_latch, odd_latch;
static struct index_lock index_latch;

/* srw_mutex_impl::wait_and_lock() as a waiter that never gets it: one
 * more WAITER, then futex waits on the word */
__attribute__((noinline)) void
latch_wait(struct ssux *l)
{
	uint32_t lk = atomic_fetch_add(&l->word, 2) + 2;

	for (;;) {
		syscall(SYS_futex, &l->word, FUTEX_WAIT_PRIVATE, lk, NULL, NULL, 0);
		lk = atomic_load(&l->word);
	}
}

static int io_pipe[2];

/* a read that never returns (nothing writes the pipe): the holder's
 * system call, as a page read would be */
__attribute__((noinline)) void
sux_holder_reads(void)
{
	char c;

	for (;;)
		if (read(io_pipe[0], &c, 1) <= 0)
			sleep(1000);
}

static void *
sux_h(void *arg)
{
	/* X on the page latch, as sux_lock::x_lock() leaves it */
	page_latch.lock.word = 1;
	page_latch.recursive = 1;
	page_latch.writer = (uintptr_t)pthread_self();
	parked_as(arg);
	sux_holder_reads();
	return NULL;
}

static void *
sux_x(void *arg)
{
	/* U on the index latch (sux_lock::u_lock()), then the page latch */
	index_latch.lock.word = 1;
	index_latch.recursive = 1U << 16;
	index_latch.writer = (uintptr_t)pthread_self();
	parked_as(arg);
	latch_wait(&page_latch.lock);
	return NULL;
}

static void *
sux_w(void *arg)
{
	const char *name = arg;

	parked_as(arg);
	latch_wait(name[1] == 'P' ? &page_latch.lock : name[1] == 'I' ? &index_latch.lock :
		   name[1] == 'O' ? &io_latch.lock : &odd_latch.lock);
	return NULL;
}

static pthread_mutex_t TM = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t tm_sync = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t tm_cond = PTHREAD_COND_INITIALIZER;
static unsigned tm_round;	/* TH took TM for the round'th time */

static double
now_real(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static void
sleep_s(double s)
{
	struct timespec ts = { (time_t)s, (long)((s - (double)(time_t)s) * 1e9) };

	while (nanosleep(&ts, &ts))
		;
}

__attribute__((noinline)) void
timed_holder_sleeps(double s)
{
	sleep_s(s);
}

static void *
timed_h(void *arg)
{
	static const double hold[] = { 0.05, 0.3, 2.0 };

	parked_as(arg);
	for (unsigned k = 0;; k++) {
		pthread_mutex_lock(&TM);
		pthread_mutex_lock(&tm_sync);
		tm_round++;
		pthread_cond_signal(&tm_cond);
		pthread_mutex_unlock(&tm_sync);
		timed_holder_sleeps(hold[k % 3]);
		pthread_mutex_unlock(&TM);
		sleep_s(0.4);
	}
	return NULL;
}

__attribute__((noinline)) void
timed_waiter(void)
{
	double t0 = now_real(), t1;

	pthread_mutex_lock(&TM);
	t1 = now_real();
	pthread_mutex_unlock(&TM);
	printf("wait %d %.6f %.6f %.6f\n", (int)gettid(), t1 - t0, t0, t1);
	fflush(stdout);
}

static void *
timed_w(void *arg)
{
	unsigned seen = 0;

	parked_as(arg);
	for (;;) {
		/* TH holds TM: wait for it */
		pthread_mutex_lock(&tm_sync);
		while (tm_round == seen)
			pthread_cond_wait(&tm_cond, &tm_sync);
		seen = tm_round;
		pthread_mutex_unlock(&tm_sync);
		timed_waiter();
	}
	return NULL;
}

static void *
t2(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&B);
	parked_as("T2");
	holder_b_sleeps();
	return NULL;
}

static void *
t1(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&A);
	parked_as("T1");
	t1_waits_for_b();
	return NULL;
}

static void *
wa(void *arg)
{
	parked_as(arg);
	waiter_wants_a();
	return NULL;
}

static void *
twin_h(void *arg)
{
	pthread_mutex_t *m = !strcmp(arg, "H1") ? &M1 : &M2;

	pthread_mutex_lock(m);
	parked_as(arg);
	twin_holder_sleeps();
	return NULL;
}

static void *
twin_w(void *arg)
{
	parked_as(arg);
	twin_wait(((const char *)arg)[1] == '1' ? &M1 : &M2);
	return NULL;
}

static pthread_barrier_t both;

static void *
dl(void *arg)
{
	int first = !strcmp(arg, "D1");

	pthread_mutex_lock(first ? &A : &B);
	parked_as(arg);
	pthread_barrier_wait(&both);	/* both hold their first lock */
	deadlock_take_second(first ? &B : &A);
	return NULL;
}

static void *
pi_h(void *arg)
{
	pthread_mutex_lock(&PI);
	parked_as(arg);
	pi_holder_sleeps();
	return NULL;
}

static void *
pi_w(void *arg)
{
	parked_as(arg);
	pi_waiter();
	return NULL;
}

static int
parked(void)
{
	int n;

	pthread_mutex_lock(&report);
	n = nroles;
	pthread_mutex_unlock(&report);
	return n;
}

/* one thread after the other, each parked (its lock taken) before the
 * next starts: a loaded machine must not change who holds what */
static void
start(void *(*fn)(void *), const char *name)
{
	pthread_t t;
	int before = parked();

	pthread_create(&t, NULL, fn, (void *)name);
	while (parked() == before)
		usleep(1000);
}

/* threads of this process inside futex(2) right now (x86_64: 202) */
static int
in_futex(void)
{
	char path[64], buf[64];
	int n = 0;

	for (int i = 0; i < nroles; i++) {
		FILE *f;

		snprintf(path, sizeof(path), "/proc/self/task/%d/syscall", (int)roles[i].tid);
		if (!(f = fopen(path, "r")))
			continue;
		if (fgets(buf, sizeof(buf), f) && !strncmp(buf, "202 ", 4))
			n++;
		fclose(f);
	}
	return n;
}

int
main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "chain";
	int nwait;	/* threads that end up in a futex wait */

	if (!strcmp(mode, "chain")) {
		start(t2, "T2");
		start(t1, "T1");
		start(wa, "W1");
		start(wa, "W2");
		start(wa, "W3");
		nwait = 4;
	} else if (!strcmp(mode, "twins")) {
		start(twin_h, "H1");
		start(twin_h, "H2");
		start(twin_w, "X1a");
		start(twin_w, "X1b");
		start(twin_w, "X2a");
		start(twin_w, "X2b");
		start(twin_w, "X2c");
		nwait = 5;
	} else if (!strcmp(mode, "deadlock")) {
		pthread_barrier_init(&both, NULL, 2);
		start(dl, "D1");
		start(dl, "D2");
		nwait = 2;
	} else if (!strcmp(mode, "pi")) {
		pthread_mutexattr_t at;

		pthread_mutexattr_init(&at);
		pthread_mutexattr_setprotocol(&at, PTHREAD_PRIO_INHERIT);
		pthread_mutex_init(&PI, &at);
		start(pi_h, "P1");
		start(pi_w, "Q1");
		start(pi_w, "Q2");
		nwait = 2;
	} else if (!strcmp(mode, "timed")) {
		start(timed_w, "TW");
		start(timed_h, "TH");
		nwait = 0;
	} else if (!strcmp(mode, "sux")) {
		io_latch.lock.word = 1;
		io_latch.recursive = 1;
		io_latch.writer = SUX_FOR_IO;
		odd_latch.lock.word = 1;
		odd_latch.recursive = 1;
		odd_latch.writer = (uintptr_t)0x12345000;
		if (pipe(io_pipe))
			return 1;
		start(sux_h, "SH");
		start(sux_x, "SX");
		start(sux_w, "SP1");
		start(sux_w, "SP2");
		start(sux_w, "SI1");
		start(sux_w, "SO1");
		start(sux_w, "SN1");
		nwait = 6;
	} else {
		fprintf(stderr, "usage: lock_target chain|twins|deadlock|pi|sux|timed\n");
		return 2;
	}
	/* the waiters reach their futex waits (up to 20 s on a loaded box) */
	for (int i = 0; i < 20000 && in_futex() < nwait; i++)
		usleep(1000);
	usleep(100000);	/* a barrier's futex wait may have been counted */
	printf("ready\n");
	pthread_mutex_lock(&report);
	for (int i = 0; i < nroles; i++)
		printf("%s %d\n", roles[i].name, (int)roles[i].tid);
	pthread_mutex_unlock(&report);
	printf("addr A %p B %p M1 %p M2 %p PI %p TM %p PAGE %p INDEX %p IO %p ODD %p\n",
	       (void *)&A, (void *)&B, (void *)&M1, (void *)&M2, (void *)&PI, (void *)&TM,
	       (void *)&page_latch.lock.word, (void *)&index_latch.lock.word,
	       (void *)&io_latch.lock.word, (void *)&odd_latch.lock.word);
	fflush(stdout);
	for (;;)
		pause();
}
