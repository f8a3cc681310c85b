/* SPDX-License-Identifier: MIT */
/*
 * livestats.c - the figures of a live session (livestats.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "livestats.h"
#include "stats.h"
#include "util.h"

void
livestats_init(struct livestats *S, unsigned long max_pause)
{
	memset(S, 0, sizeof(*S));
	snprintf(S->max_pause_text, sizeof(S->max_pause_text),
		 "threads did not stop within --max-pause %lu ms", max_pause);
	for (unsigned b = 0; b < SNAP_NPARTIAL; b++) {
		S->faults[b].reason = snapshot_partial_name(b);
		S->faults[b].text = snapshot_partial_text(b);
	}
	S->faults[FAULT_MAX_PAUSE].text = S->max_pause_text;
	S->faults[FAULT_ERROR].reason = "error";
	S->faults[FAULT_ERROR].text = "the snapshot failed (-v says why)";
	S->faults[FAULT_GONE].reason = "exited";
	S->faults[FAULT_GONE].text = "every thread exited during the snapshot "
				     "(the process exited or exec'd)";
	S->fault_sum.v = S->faults;
	S->fault_sum.n = NFAULTS;
}

void
livestats_release(struct livestats *S)
{
	free(S->pauses);
	S->pauses = NULL;
	S->npauses = S->apauses = 0;
}

/* xorshift64: deterministic, so that a run can be repeated */
static uint64_t
next_rand(struct livestats *S)
{
	uint64_t x = S->rng ? S->rng : 0x9e3779b97f4a7c15u;

	x ^= x << 13;
	x ^= x >> 7;
	x ^= x << 17;
	return S->rng = x;
}

static void
keep_pause(struct livestats *S, uint64_t ns)
{
	S->nsnapshots++;
	S->pause_sum_ns += ns;
	if (ns > S->pause_max_ns)
		S->pause_max_ns = ns;
	if (S->npauses < LIVESTATS_PAUSES_KEEP) {
		ALLOC_GROW(S->pauses, S->npauses + 1, S->apauses);
		S->pauses[S->npauses++] = ns;
		return;
	}
	/* Algorithm R: the k-th pause replaces a kept one with
	 * probability KEEP / k */
	uint64_t j = next_rand(S) % S->nsnapshots;

	if (j < LIVESTATS_PAUSES_KEEP)
		S->pauses[j] = ns;
}

void
livestats_snapshot(struct livestats *S, unsigned long no, const struct snapshot *s,
		   unsigned ok, unsigned why)
{
	for (unsigned b = 0; b < NFAULTS; b++) {
		if (!(why & (1u << b)))
			continue;
		if (ok)
			S->faults[b].partial++;
		else
			S->faults[b].skipped++;
	}
	if (why) {
		if (ok)
			S->fault_sum.partial++;
		else
			S->fault_sum.skipped++;
		for (unsigned b = 0; b < NFAULTS; b++)
			if (why & (1u << b))
				verbose_msg("snapshot %lu %s: %s", no,
					    ok ? "is partial" : "was skipped",
					    S->faults[b].text);
	}
	if (ok)
		keep_pause(S, s->pause_ns);
	S->nreused += s->nreused;
	S->nwoke += s->nwoke;
}

void
livestats_skipped(struct livestats *S, unsigned fault)
{
	S->faults[fault].skipped++;
	S->fault_sum.skipped++;
}

static int
cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return (x > y) - (x < y);
}

/* percentile p of sorted v, in microseconds (lib/stats.h) */
static double
pct(const uint64_t *v, size_t n, double p)
{
	return v[stats_pct_index(n, p)] / 1e3;
}

void
live_pauses(uint64_t *pauses, size_t n, double *p50_us, double *p99_us, double *max_us)
{
	qsort(pauses, n, sizeof(*pauses), cmp_u64);
	*p50_us = pct(pauses, n, 50);
	*p99_us = pct(pauses, n, 99);
	*max_us = pauses[n - 1] / 1e3;
}

void
livestats_pauses(struct livestats *S, double *p50_us, double *p99_us, double *max_us)
{
	live_pauses(S->pauses, S->npauses, p50_us, p99_us, max_us);
	*max_us = S->pause_max_ns / 1e3;
}
