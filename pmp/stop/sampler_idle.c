/* SPDX-License-Identifier: MIT */
/*
 * sampler_idle.c - idle threads in the sampler (idle.h, sampler.h): the
 * pre-check before the first stop, the re-check after it, the lock words
 * of the reused threads, and the baselines of the fresh copies. Plain
 * /proc and process_vm_readv() reads: none of it stops a thread.
 */
#include <stdlib.h>
#include <string.h>
#include <sys/uio.h>
#include <time.h>

#include "sampler_priv.h"
#include "util.h"

/*
 * The pre-check (idle.h): list every thread, sorted, as the first slots
 * of the snapshot; one that has not run since its baseline is done
 * already (reused), the others stay PH_NEW for the capture round. Reads
 * one schedstat per armed thread, before the first INTERRUPT.
 */
int
sampler_idle_precheck(struct sampler *s, struct snapshot *snap)
{
	struct sampler_priv *p = s->priv;
	pid_t *tids;
	size_t n;
	int r;

	if (p->ntids && p->has_stat_fd &&
	    proc_num_threads(p->stat_fd) == (int)p->ntids) {
		/* the count has not moved: the last listing (see sampler.h) */
		n = p->ntids;
		tids = xmalloc(n * sizeof(*tids));
		memcpy(tids, p->tids, n * sizeof(*tids));
	} else if ((r = sampler_list_tasks(s, &tids, &n)) < 0) {
		return r;
	}
	for (size_t i = 0; i < n; i++) {
		struct idle_rec *rec = idle_track_get(&p->idle, tids[i]);
		struct thread_capture *t = sampler_add(s, snap, tids[i]);

		if (stragglers_has(&p->strag, t->tid) || !idle_unchanged(&p->idle, rec))
			continue;
		slot_of(s, snap, t)->phase = PH_DONE;
		t->status = CAPT_OK;
		t->reused = true;
		t->serial = rec->serial;
		t->start = rec->start;
		t->state = rec->state;
		t->tcb = rec->tcb;
		memcpy(t->comm, rec->comm, sizeof(t->comm));
		snap->nreused++;
	}
	idle_track_prune(&p->idle);
	free(tids);
	return 0;
}

/*
 * The re-check: a reused thread that ran since the pre-check may have
 * woken before the stop, and then its old stack is not what it was doing
 * at the snapshot. It cannot be known whether it woke before or after, so
 * it is copied fresh (PH_NEW again, for a second capture round) rather
 * than dropped: the snapshot keeps every thread, and a late copy is what
 * threads created during the stop get too. Returns how many.
 */
unsigned
sampler_idle_recheck(struct sampler *s, struct snapshot *snap)
{
	unsigned n = 0;

	for (size_t i = 0; i < snap->n; i++) {
		struct thread_capture *t = &snap->t[i];
		struct idle_rec *rec;

		if (!t->reused)
			continue;
		rec = idle_track_get(&s->priv->idle, t->tid);
		if (!idle_woke(&s->priv->idle, rec)) {
			if (rec->streak < IDLE_TRUST_STREAK)
				rec->streak++;
			continue;
		}
		rec->armed = false;
		rec->streak = 0;
		t->reused = false;
		t->woke = true;
		t->serial = 0;
		s->priv->slot[i].phase = PH_NEW;
		snap->nreused--;
		snap->nwoke++;
		n++;
	}
	return n;
}

/*
 * The baselines of the fresh copies, after every thread was released.
 * A thread detached a moment ago may still be on its way back into its
 * wait: those are given one more chance after a millisecond.
 */
void
sampler_idle_settle(struct sampler *s, struct snapshot *snap)
{
	struct sampler_priv *p = s->priv;
	unsigned unsettled = 0;

	for (int pass = 0; pass < 2; pass++) {
		if (pass == 1) {
			struct timespec ts = { 0, 1000000 };

			if (!unsettled)
				break;
			nanosleep(&ts, NULL);
		}
		unsettled = 0;
		for (size_t i = 0; i < snap->n; i++) {
			struct thread_capture *t = &snap->t[i];
			struct idle_rec *rec;
			bool running;

			if (t->reused || (pass == 1 && p->slot[i].phase != PH_NEW))
				continue;
			rec = idle_track_get(&p->idle, t->tid);
			if (t->status != CAPT_OK) {
				rec->armed = false;
				continue;
			}
			if (pass == 0) {
				rec->serial = t->serial;
				rec->state = t->state;
				memcpy(rec->comm, t->comm, sizeof(rec->comm));
				rec->futex_addr = t->futex.addr;
				rec->futex_op = t->futex.op;
				rec->tcb = t->tcb;
			}
			p->slot[i].phase = PH_DONE;
			if (!idle_settle(&p->idle, rec, t->start, t->sp, t->regs.rip,
					 &running) && running) {
				p->slot[i].phase = PH_NEW;	/* marks "try again" */
				unsettled++;
			}
		}
	}
	for (size_t i = 0; i < snap->n; i++)
		p->slot[i].phase = PH_DONE;
}

/*
 * A reused thread waits in the same futex(2) as at its last copy (it has
 * not run since), but the words there are the lock's, and a lock's owner
 * changes while its waiters sleep: they are read again for each snapshot,
 * without stopping anything (the waiter cannot touch them; the holder
 * could, as it could a microsecond after any stop).
 */
void
sampler_idle_lock_words(struct sampler *s, struct snapshot *snap)
{
	for (size_t i = 0; i < snap->n; i++) {
		struct thread_capture *t = &snap->t[i];
		struct idle_rec *rec;
		struct iovec local, remote;
		ssize_t n;

		if (!t->reused)
			continue;
		rec = idle_track_get(&s->priv->idle, t->tid);
		if (!rec->futex_addr)
			continue;
		t->futex.addr = rec->futex_addr;
		t->futex.op = rec->futex_op;
		local.iov_base = t->futex.w;
		local.iov_len = LOCK_WORD_BYTES;
		remote.iov_base = (void *)(uintptr_t)rec->futex_addr;
		remote.iov_len = LOCK_WORD_BYTES;
		n = process_vm_readv(s->pid, &local, 1, &remote, 1, 0);
		t->futex.len = n > 0 ? (uint32_t)n : 0;
	}
}
