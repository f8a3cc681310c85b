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

	if (p->ntids && p->has_count_fd &&
	    proc_num_threads(p->count_fd) == (int)p->ntids) {
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
			idle_busy_reset(rec);
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
			bool running, armed;

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
			if (pass == 0) {
				/* it had a baseline and was copied all the same:
				 * it ran since, and the baseline was read for
				 * nothing (the woke lost theirs at the re-check) */
				p->slot[i].ran = rec->armed;
				if (idle_busy_skip(rec)) {
					/* busy: copied fresh next time anyway */
					rec->armed = false;
					continue;
				}
			}
			armed = idle_settle(&p->idle, rec, t->start, t->sp, t->regs.rip,
					    &running);
			if (!armed && running && pass == 0) {
				p->slot[i].phase = PH_NEW;	/* marks "try again" */
				unsettled++;
				continue;
			}
			idle_busy_note(rec, !armed || p->slot[i].ran);
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
 *
 * One process_vm_readv() reads the words of many waiters (LOCK_BATCH at a
 * time): a transfer stops at the first element it cannot read, and never
 * splits one, so the elements before it are whole; that one is read
 * alone (as it always was: a short count), and the batch goes on after it.
 */
#define LOCK_BATCH 256

void
sampler_idle_lock_words(struct sampler *s, struct snapshot *snap)
{
	struct iovec local[LOCK_BATCH], remote[LOCK_BATCH];
	struct thread_capture *who[LOCK_BATCH];
	uint32_t lens[LOCK_BATCH];
	size_t i = 0;

	while (i < snap->n) {
		size_t k = 0;

		for (; i < snap->n && k < LOCK_BATCH; i++) {
			struct thread_capture *t = &snap->t[i];
			struct idle_rec *rec;

			if (!t->reused)
				continue;
			rec = idle_track_get(&s->priv->idle, t->tid);
			if (!rec->futex_addr)
				continue;
			t->futex.addr = rec->futex_addr;
			t->futex.op = rec->futex_op;
			local[k].iov_base = t->futex.w;
			local[k].iov_len = LOCK_WORD_BYTES;
			remote[k].iov_base = (void *)(uintptr_t)rec->futex_addr;
			remote[k].iov_len = LOCK_WORD_BYTES;
			who[k++] = t;
		}
		sampler_read_words(s->pid, local, remote, k, lens);
		for (size_t j = 0; j < k; j++)
			who[j]->futex.len = lens[j];
	}
}

void
sampler_read_words(pid_t pid, const struct iovec *local, const struct iovec *remote,
		   size_t k, uint32_t *lens)
{
	size_t done;
	ssize_t n;

	for (size_t j = 0; j < k; j += done + 1) {
		n = process_vm_readv(pid, local + j, k - j, remote + j, k - j, 0);
		done = 0;
		/* whole elements, in order, up to the one that failed */
		while (n > 0 && j + done < k && (size_t)n >= remote[j + done].iov_len) {
			lens[j + done] = (uint32_t)remote[j + done].iov_len;
			n -= (ssize_t)remote[j + done].iov_len;
			done++;
		}
		if (j + done >= k)
			break;
		/* element j + done stopped the transfer: alone */
		n = process_vm_readv(pid, local + j + done, 1, remote + j + done, 1, 0);
		lens[j + done] = n > 0 ? (uint32_t)n : 0;
	}
}
