// SPDX-License-Identifier: MIT
//
// objects_target - global lock objects under contention, for
// tests/locks/objects.test: each lock below is held by a holder thread
// that sleeps while holding it and waited for by one waiter thread
// (named w_*), so that pmp reads each waiter's futex address and names
// its object. Built three ways (Makefile): with DWARF; stripped with
// -rdynamic (the objects are exported symbols); stripped without exports
// (only the section is known).
//
// Beyond the globals: a condition on a waiter's own stack, a mutex in
// the heap ([heap]: malloc'd by the main thread before any other thread
// exists), one in an anonymous mapping, one in a file mapping (the path
// given as argv[1], if any), and the main thread waits on its own
// thread_local condition (its TLS is no stack mapping's).
//
// Prints "waiter NAME TID" for each waiter, then "ready" once all of them
// had the time to block; runs until killed.
#include <atomic>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <new>
#include <mutex>
#include <fcntl.h>
#include <pthread.h>
#include <sys/mman.h>
#include <unistd.h>
#include <linux/futex.h>
#include <sys/syscall.h>

// a futex word of its own, as InnoDB's srw_mutex: 0 free, 1 held, 2 held
// with waiters, waited for with syscall(SYS_futex)
struct futex_latch {
	std::atomic<uint32_t> word{0};

	void lock()
	{
		uint32_t c = 0;

		if (word.compare_exchange_strong(c, 1))
			return;
		if (c != 2)
			c = word.exchange(2);
		while (c != 0) {
			syscall(SYS_futex, &word, FUTEX_WAIT_PRIVATE, 2, nullptr, nullptr, 0);
			c = word.exchange(2);
		}
	}
};

struct Log {			// a MariaDB MYSQL_BIN_LOG in small
	int pad;
	char name[40];
	pthread_mutex_t LOCK_log;
	pthread_cond_t COND_done;
};
Log g_log = { 0, "log", PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER };
pthread_mutex_t g_cond_m = PTHREAD_MUTEX_INITIALIZER;

class Stats {
public:
	long n = 0;
	std::mutex mtx;
};
Stats g_stats;

struct Shard {
	long hits;
	futex_latch latch;
	pthread_mutex_t mutex;
};
Shard g_shards[4] = {
	{ 0, {}, PTHREAD_MUTEX_INITIALIZER }, { 0, {}, PTHREAD_MUTEX_INITIALIZER },
	{ 0, {}, PTHREAD_MUTEX_INITIALIZER }, { 0, {}, PTHREAD_MUTEX_INITIALIZER },
};

struct Base {
	long x;
	pthread_mutex_t m;
};
struct Derived : Base {
	long y;
};
Derived g_derived = { { 0, PTHREAD_MUTEX_INITIALIZER }, 0 };

struct Outer {
	long a;
	struct Inner {
		int b;
		pthread_mutex_t lock;
	} inner;
};
Outer g_outer = { 0, { 0, PTHREAD_MUTEX_INITIALIZER } };

namespace app {
struct Pool {
	long z;
	pthread_mutex_t mutex;
};
Pool pool = { 0, PTHREAD_MUTEX_INITIALIZER };
}

struct Registry {
	static pthread_mutex_t lock;
};
pthread_mutex_t Registry::lock = PTHREAD_MUTEX_INITIALIZER;

pthread_mutex_t g_plain_mutex = PTHREAD_MUTEX_INITIALIZER;

// per-thread objects: each TLS waiter waits on its own condition
struct Waitq {
	pthread_mutex_t m;
	pthread_cond_t cond;
};
thread_local Waitq t_wait = { PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER };

static pthread_mutex_t *g_heap_mutex, *g_anon_mutex, *g_file_mutex;

static void
name_self(const char *name)
{
	pthread_setname_np(pthread_self(), name);
}

static void
sleep_forever()
{
	for (;;)
		pause();
}

struct job {
	const char *name;
	void (*fn)();
};

#define MUTEX_PAIR(tag, lockexpr)                                                   \
	static void h_##tag() { pthread_mutex_lock(lockexpr); sleep_forever(); }    \
	static void w_##tag() { pthread_mutex_lock(lockexpr); }

MUTEX_PAIR(log, &g_log.LOCK_log)
MUTEX_PAIR(shard3, &g_shards[3].mutex)
MUTEX_PAIR(derived, &g_derived.m)
MUTEX_PAIR(outer, &g_outer.inner.lock)
MUTEX_PAIR(pool, &app::pool.mutex)
MUTEX_PAIR(static, &Registry::lock)
MUTEX_PAIR(plain, &g_plain_mutex)

static void h_stats() { g_stats.mtx.lock(); sleep_forever(); }
static void w_stats() { g_stats.mtx.lock(); }
static void h_latch1() { g_shards[1].latch.lock(); sleep_forever(); }
static void w_latch1() { g_shards[1].latch.lock(); }

MUTEX_PAIR(heap, g_heap_mutex)
MUTEX_PAIR(anon, g_anon_mutex)
MUTEX_PAIR(file, g_file_mutex)

static void
w_stackcond()
{
	pthread_cond_t c = PTHREAD_COND_INITIALIZER;
	pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

	pthread_mutex_lock(&m);
	for (;;)
		pthread_cond_wait(&c, &m);
}

static void
w_logcond()
{
	pthread_mutex_lock(&g_cond_m);
	for (;;)	// nobody signals it
		pthread_cond_wait(&g_log.COND_done, &g_cond_m);
}

static void
w_tls()
{
	pthread_mutex_lock(&t_wait.m);
	for (;;)
		pthread_cond_wait(&t_wait.cond, &t_wait.m);
}

static const job holders[] = {
	{ "h_log", h_log }, { "h_shard3", h_shard3 }, { "h_derived", h_derived },
	{ "h_outer", h_outer }, { "h_pool", h_pool }, { "h_static", h_static },
	{ "h_plain", h_plain }, { "h_stats", h_stats }, { "h_latch1", h_latch1 },
	{ "h_heap", h_heap }, { "h_anon", h_anon }, { "h_file", h_file },
};
static const job waiters[] = {
	{ "w_log", w_log }, { "w_shard3", w_shard3 }, { "w_derived", w_derived },
	{ "w_outer", w_outer }, { "w_pool", w_pool }, { "w_static", w_static },
	{ "w_plain", w_plain }, { "w_stats", w_stats }, { "w_latch1", w_latch1 },
	{ "w_logcond", w_logcond }, { "w_tls0", w_tls }, { "w_tls1", w_tls },
	{ "w_heap", w_heap }, { "w_anon", w_anon }, { "w_file", w_file },
	{ "w_stackcond", w_stackcond },
};

static std::atomic<int> started{0};

static void *
run(void *arg)
{
	const job *j = static_cast<const job *>(arg);

	name_self(j->name);
	if (j->name[0] == 'w')
		std::printf("waiter %s %ld\n", j->name, (long)syscall(SYS_gettid));
	std::fflush(stdout);
	started++;
	j->fn();
	sleep_forever();
	return nullptr;
}

/* a mutex at the start of a fresh shared mapping of path (a temporary
 * file when path is NULL: anonymous then) */
static pthread_mutex_t *
mapped_mutex(const char *path)
{
	int fd = path ? open(path, O_RDWR | O_CREAT | O_TRUNC, 0600) : -1;
	void *p;

	if (path && (fd < 0 || ftruncate(fd, 4096) != 0)) {
		std::perror(path);
		std::exit(1);
	}
	p = mmap(nullptr, 4096, PROT_READ | PROT_WRITE,
		 path ? MAP_SHARED : MAP_PRIVATE | MAP_ANONYMOUS, fd, 0);
	if (p == MAP_FAILED) {
		std::perror("mmap");
		std::exit(1);
	}
	return new (p) pthread_mutex_t(PTHREAD_MUTEX_INITIALIZER);
}

int
main(int argc, char **argv)
{
	pthread_t t;

	setvbuf(stdout, nullptr, _IOLBF, 0);
	// before any thread: the main arena, from brk
	g_heap_mutex = new pthread_mutex_t(PTHREAD_MUTEX_INITIALIZER);
	g_anon_mutex = mapped_mutex(nullptr);
	g_file_mutex = argc > 1 ? mapped_mutex(argv[1]) : mapped_mutex(nullptr);
	for (const job &j : holders)
		pthread_create(&t, nullptr, run, const_cast<job *>(&j));
	while (started < (int)(sizeof(holders) / sizeof(holders[0])))
		usleep(1000);
	usleep(100000);		// the holders hold
	for (const job &j : waiters)
		pthread_create(&t, nullptr, run, const_cast<job *>(&j));
	while (started < (int)((sizeof(holders) + sizeof(waiters)) / sizeof(holders[0])))
		usleep(1000);
	usleep(200000);		// the waiters block
	std::printf("waiter main %ld\nready\n", (long)getpid());
	w_tls();
}
