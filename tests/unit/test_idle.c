/* SPDX-License-Identifier: MIT */
/*
 * test_idle.c - pmp/idle.c over a thread of this process: a helper
 * thread blocked in read(2) on a pipe is idle until the test writes a
 * byte, which makes it run and block again. idle.c reads only /proc (no
 * ptrace), and a process may read its own threads' schedstat and
 * syscall files, so the real kernel answers. Checked: a settled thread
 * is armed only at the position of its copy, the pre-check sees no run
 * until the thread runs, the status fallback does the same, a trusted
 * thread is not read by the pre-check but the re-check catches it, a
 * new thread under an old record starts afresh, and an exited thread is
 * never reused. Waits poll for what they wait for, with a bound of
 * seconds that only a hung thread reaches.
 */
#include "unit.h"

#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <time.h>

#include "idle.h"
#include "sampler_priv.h"
#include "proc.h"

struct helper {
	pthread_t th;
	int pfd[2];
	_Atomic pid_t tid;
	_Atomic unsigned woken;		/* bytes read */
};

static void *
helper_main(void *arg)
{
	struct helper *h = arg;
	char c;

	h->tid = (pid_t)syscall(SYS_gettid);
	while (read(h->pfd[0], &c, 1) == 1)
		h->woken++;
	return NULL;
}

/* poll until cond(arg) or fail after 20 s (a loaded machine takes
 * milliseconds; only a hung helper takes that long) */
static void
wait_for(bool (*cond)(struct helper *), struct helper *h, const char *what)
{
	struct timespec ts = { 0, 1000000 };

	for (int i = 0; i < 20000; i++) {
		if (cond(h))
			return;
		nanosleep(&ts, NULL);
	}
	fail_msg("waited 20 s for %s", what);
}

/* the helper's /proc syscall position: true if blocked in read(2) */
static bool
position(struct helper *h, uint64_t *sp, uint64_t *pc)
{
	char path[80], buf[256], *f[10], *save = NULL;
	int fd, n = 0;

	snprintf(path, sizeof(path), "/proc/self/task/%d/syscall", (int)h->tid);
	if ((fd = open(path, O_RDONLY)) < 0)
		return false;
	if (proc_fd_text(fd, buf, sizeof(buf)) < 0) {
		close(fd);
		return false;
	}
	close(fd);
	for (char *t = strtok_r(buf, " \n", &save); t && n < 10; t = strtok_r(NULL, " \n", &save))
		f[n++] = t;
	if (n < 3 || strcmp(f[0], "0") != 0)	/* SYS_read */
		return false;
	*sp = strtoull(f[n - 2], NULL, 16);
	*pc = strtoull(f[n - 1], NULL, 16);
	return true;
}

static bool
blocked(struct helper *h)
{
	uint64_t sp, pc;

	return h->tid && position(h, &sp, &pc);
}

static unsigned wake_target;

static bool
woken(struct helper *h)
{
	return h->woken >= wake_target;
}

static void
helper_start(struct helper *h)
{
	memset(h, 0, sizeof(*h));
	assert_int_equal(pipe(h->pfd), 0);
	assert_int_equal(pthread_create(&h->th, NULL, helper_main, h), 0);
	wait_for(blocked, h, "the helper to block in read");
}

/* one byte: the helper runs, then blocks in read(2) again */
static void
helper_wake(struct helper *h)
{
	wake_target = h->woken + 1;
	assert_int_equal(write(h->pfd[1], "x", 1), 1);
	wait_for(woken, h, "the helper to read its byte");
	wait_for(blocked, h, "the helper to block again");
}

static void
helper_stop(struct helper *h)
{
	close(h->pfd[1]);
	pthread_join(h->th, NULL);
	close(h->pfd[0]);
}

/* the helper's start time, and its position, as a copy would give them */
static void
copy_of(struct helper *h, uint64_t *start, uint64_t *sp, uint64_t *pc)
{
	char comm[16], state;

	assert_int_equal(proc_thread_stat_start(getpid(), h->tid, comm, &state, start), 0);
	assert_true(position(h, sp, pc));
}

/* a helper, tracked in it and settled where it blocks: armed */
static struct idle_rec *
start_armed(struct helper *h, struct idle_track *it, bool use_status)
{
	struct idle_rec *r;
	uint64_t start, sp, pc;
	bool running;

	helper_start(h);
	idle_track_init(it, getpid());
	if (use_status)
		it->use_status = true;
	r = idle_track_get(it, h->tid);
	copy_of(h, &start, &sp, &pc);
	assert_true(idle_settle(it, r, start, sp, pc, &running));
	assert_true(r->armed);
	return r;
}

/* r, armed, is idle at every check until the helper runs, and not
 * after that */
static void
idle_until_woken(struct helper *h, struct idle_track *it, struct idle_rec *r)
{
	for (int i = 0; i < 3; i++) {
		assert_true(idle_unchanged(it, r));
		assert_false(idle_woke(it, r));
	}
	helper_wake(h);
	assert_false(idle_unchanged(it, r));
}

static void
test_settle_and_precheck(void **state)
{
	struct helper h;
	struct idle_track it;
	struct idle_rec *r;
	uint64_t start, sp, pc;
	bool running;

	(void)state;
	helper_start(&h);
	idle_track_init(&it, getpid());
	assert_false(it.use_status);	/* this kernel has schedstat */
	r = idle_track_get(&it, h.tid);
	assert_false(r->armed);
	assert_false(idle_unchanged(&it, r));	/* not armed: always copied */
	copy_of(&h, &start, &sp, &pc);

	/* not where the copy was: no baseline, and not "running" either */
	assert_false(idle_settle(&it, r, start, sp + 8, pc, &running));
	assert_false(running);
	assert_false(r->armed);
	assert_false(idle_settle(&it, r, start, sp, pc + 1, &running));
	assert_false(r->armed);

	/* where the copy was: armed; idle as long as it does not run */
	assert_true(idle_settle(&it, r, start, sp, pc, &running));
	assert_false(running);
	assert_true(r->armed);
	assert_int_equal(r->streak, 0);
	assert_true(r->fd_cnt >= 0 && r->fd_sys >= 0);
	idle_until_woken(&h, &it, r);
	/* the pre-check says so until it is settled again */
	assert_false(idle_unchanged(&it, r));
	copy_of(&h, &start, &sp, &pc);
	assert_true(idle_settle(&it, r, start, sp, pc, &running));
	assert_true(idle_unchanged(&it, r));

	/* it runs between the pre-check and the re-check */
	assert_true(idle_unchanged(&it, r));
	helper_wake(&h);
	assert_true(idle_woke(&it, r));

	idle_track_release(&it);
	helper_stop(&h);
}

/* the status fallback (no schedstat): context switches and State */
static void
test_status_fallback(void **state)
{
	struct helper h;
	struct idle_track it;
	struct idle_rec *r;

	(void)state;
	r = start_armed(&h, &it, true);
	assert_int_equal(r->base.state, 'S');
	assert_true(r->base.count > 0);
	idle_until_woken(&h, &it, r);
	idle_track_release(&it);
	helper_stop(&h);
}

/*
 * A thread idle IDLE_TRUST_STREAK snapshots in a row is not read by the
 * pre-check (it says idle, the baseline as its reading); the re-check
 * after the stop still reads it, against that baseline, and catches a
 * run since.
 */
static void
test_trusted(void **state)
{
	struct helper h;
	struct idle_track it;
	struct idle_rec *r;
	uint64_t start, sp, pc;
	bool running;

	(void)state;
	r = start_armed(&h, &it, false);
	r->streak = IDLE_TRUST_STREAK;
	helper_wake(&h);
	assert_true(idle_unchanged(&it, r));	/* not read */
	assert_memory_equal(&r->pre, &r->base, sizeof(r->base));
	assert_true(idle_woke(&it, r));		/* read: it ran */
	/* settling again starts the streak over */
	copy_of(&h, &start, &sp, &pc);
	assert_true(idle_settle(&it, r, start, sp, pc, &running));
	assert_int_equal(r->streak, 0);
	assert_true(idle_unchanged(&it, r));
	assert_false(idle_woke(&it, r));
	idle_track_release(&it);
	helper_stop(&h);
}

/* another start time under the tid: the old descriptors go; an exited
 * thread is never idle, and its record goes at the prune */
static void
test_reused_tid_and_exit(void **state)
{
	struct helper h;
	struct idle_track it;
	struct idle_rec *r;
	uint64_t start, sp, pc;
	bool running;
	int old_fd;

	(void)state;
	r = start_armed(&h, &it, false);
	copy_of(&h, &start, &sp, &pc);
	old_fd = r->fd_cnt;
	/* a copy of "another thread" (start differs): reopened, armed anew */
	assert_true(idle_settle(&it, r, start + 1, sp, pc, &running));
	assert_int_equal(r->start, start + 1);
	assert_true(r->armed);
	assert_true(fcntl(old_fd, F_GETFD) < 0 || r->fd_cnt == old_fd);

	helper_stop(&h);	/* the thread exits: its files read ESRCH */
	assert_false(idle_unchanged(&it, r));
	assert_int_equal(r->fd_cnt, -1);
	assert_int_equal(r->fd_sys, -1);
	assert_false(r->armed);
	assert_true(idle_woke(&it, r));
	idle_track_prune(&it);		/* seen in this round: kept */
	assert_int_equal(it.n, 1);
	idle_track_prune(&it);		/* not listed since: dropped */
	assert_int_equal(it.n, 0);
	idle_track_release(&it);
}

static void
test_records(void **state)
{
	struct idle_track it;
	static const pid_t tids[] = { 50, 7, 300, 8, 1, 99 };
	struct idle_rec *r;

	(void)state;
	idle_track_init(&it, getpid());
	for (size_t i = 0; i < 6; i++) {
		r = idle_track_get(&it, tids[i]);
		assert_int_equal(r->tid, tids[i]);
		r->serial = (uint64_t)tids[i] * 10;
	}
	assert_int_equal(it.n, 6);
	for (size_t i = 1; i < it.n; i++)
		assert_true(it.r[i - 1].tid < it.r[i].tid);
	/* the same record again, with what was kept in it */
	assert_int_equal(idle_track_get(&it, 300)->serial, 3000);
	assert_int_equal(it.n, 6);
	idle_track_prune(&it);
	/* listed in the next round: 8 and 99 only */
	idle_track_get(&it, 99);
	idle_track_get(&it, 8);
	idle_track_prune(&it);
	assert_int_equal(it.n, 2);
	assert_int_equal(it.r[0].tid, 8);
	assert_int_equal(it.r[0].serial, 80);
	assert_int_equal(it.r[1].tid, 99);
	assert_int_equal(it.r[1].serial, 990);
	/* a thread whose files cannot be opened is never armed */
	{
		bool running;

		r = idle_track_get(&it, 0x7ffffff0);
		assert_false(idle_settle(&it, r, 1, 2, 3, &running));
		assert_false(running);
		assert_false(r->armed);
		assert_false(idle_unchanged(&it, r));
	}
	idle_track_release(&it);
	assert_int_equal(it.n, 0);
}

/*
 * idle_thread_stat(): the stat line of a thread, the same as read by
 * path; by path while the thread has no idle descriptors (its first
 * copy), then through a descriptor kept in its record from one call to
 * the next, and never when descriptors ran out; once the thread is gone
 * the read fails as the path's does.
 */
static void
test_thread_stat_fd(void **state)
{
	struct helper h;
	struct idle_track it;
	struct idle_rec *r;
	char comm[16], comm2[16], st, st2;
	uint64_t start, start2;
	int fd;

	(void)state;
	helper_start(&h);
	idle_track_init(&it, getpid());
	assert_int_equal(proc_thread_stat_start(getpid(), h.tid, comm2, &st2, &start2), 0);
	assert_int_equal(idle_thread_stat(&it, h.tid, comm, &st, &start), 0);
	assert_string_equal(comm, comm2);
	assert_int_equal(start, start2);
	assert_true(start > 0);
	r = idle_track_get(&it, h.tid);
	assert_int_equal(r->fd_stat, -1);	/* no idle descriptors yet */
	idle_track_release(&it);
	helper_stop(&h);

	r = start_armed(&h, &it, false);
	assert_int_equal(proc_thread_stat_start(getpid(), h.tid, comm2, &st2, &start2), 0);
	it.fd_exhausted = true;			/* none left: by path */
	assert_int_equal(idle_thread_stat(&it, h.tid, comm, &st, &start), 0);
	assert_int_equal(r->fd_stat, -1);
	it.fd_exhausted = false;
	assert_int_equal(idle_thread_stat(&it, h.tid, comm, &st, &start), 0);
	fd = r->fd_stat;
	assert_true(fd >= 0);
	assert_string_equal(comm, comm2);
	assert_int_equal(idle_thread_stat(&it, h.tid, comm, &st, &start), 0);
	assert_int_equal(r->fd_stat, fd);	/* kept, not opened again */
	assert_int_equal(start, start2);
	helper_stop(&h);
	assert_true(idle_thread_stat(&it, h.tid, comm, &st, &start) < 0);
	idle_track_release(&it);
}

/*
 * sampler_read_words(): many ranges in one read; a range that cannot be
 * read (unmapped) gets 0 and the ones after it are still read
 */
static void
test_read_words(void **state)
{
	static uint64_t src[6][3];
	uint64_t dst[6][3];
	struct iovec local[6], remote[6];
	uint32_t lens[6];
	void *hole = mmap(NULL, 4096, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	(void)state;
	assert_true(hole != MAP_FAILED);
	for (int j = 0; j < 6; j++) {
		src[j][0] = 100 + j;
		local[j].iov_base = dst[j];
		local[j].iov_len = sizeof(dst[j]);
		remote[j].iov_base = src[j];
		remote[j].iov_len = sizeof(src[j]);
	}
	remote[2].iov_base = hole;	/* unreadable */
	remote[5].iov_base = hole;
	memset(dst, 0, sizeof(dst));
	sampler_read_words(getpid(), local, remote, 6, lens);
	for (int j = 0; j < 6; j++) {
		if (j == 2 || j == 5) {
			assert_int_equal(lens[j], 0);
			continue;
		}
		assert_int_equal(lens[j], sizeof(src[j]));
		assert_int_equal(dst[j][0], 100 + j);
	}
	munmap(hole, 4096);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_settle_and_precheck),
		cmocka_unit_test(test_status_fallback),
		cmocka_unit_test(test_trusted),
		cmocka_unit_test(test_reused_tid_and_exit),
		cmocka_unit_test(test_records),
		cmocka_unit_test(test_thread_stat_fd),
		cmocka_unit_test(test_read_words),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
