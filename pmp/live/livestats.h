/* SPDX-License-Identifier: MIT */
/*
 * livestats.h - the figures of a live session (live.h): each snapshot's
 * pause, why snapshots were partial or skipped (its faults), the
 * thread-samples that could not be taken or unwound, the threads reused.
 * live.c feeds it once per snapshot; the commands read it for their
 * report, their -v lines and their exit status.
 *
 * A struct livestats owns its pause array (livestats_release() frees it)
 * and its fault texts (static strings, or max_pause_text inside it):
 * fault_sum.v points into it, so it is not copied once initialised.
 */
#ifndef PMP_LIVESTATS_H
#define PMP_LIVESTATS_H

#include <stddef.h>
#include <stdint.h>

#include "output_data.h"
#include "sampler.h"

/* snapshot faults: bit i of the sampler's SNAP_PARTIAL_* is fault i,
 * then the session's own */
enum {
	FAULT_MAX_PAUSE, FAULT_CHURN, FAULT_UNREADABLE,	/* SNAP_PARTIAL_* */
	FAULT_GONE = SNAP_NPARTIAL, FAULT_ERROR, NFAULTS
};
_Static_assert(SNAP_PARTIAL_MAX_PAUSE == 1 << FAULT_MAX_PAUSE &&
	       SNAP_PARTIAL_CHURN == 1 << FAULT_CHURN &&
	       SNAP_PARTIAL_UNREADABLE == 1 << FAULT_UNREADABLE, "fault bits");

/*
 * The pauses kept for the percentiles: every one up to this many
 * snapshots, then a uniform sample of that size (reservoir sampling), so
 * that pmp serve and pmp stalk, which run for days, stay the same size;
 * the count, sum and maximum stay exact.
 */
#define LIVESTATS_PAUSES_KEEP 4096

struct livestats {
	uint64_t *pauses;		/* ns: see LIVESTATS_PAUSES_KEEP */
	size_t npauses, apauses;
	unsigned long nsnapshots;	/* with a thread: every pause seen */
	uint64_t pause_sum_ns, pause_max_ns;
	uint64_t rng;			/* the reservoir's (fixed seed) */
	unsigned long nthreads_failed, nunwind_failed;	/* thread-samples */
	unsigned long nreused, nwoke;			/* thread-samples */
	struct snapshot_fault faults[NFAULTS];
	struct snapshot_faults fault_sum;	/* its v: faults */
	char max_pause_text[96];	/* faults[FAULT_MAX_PAUSE].text */
};

/* every count 0, the fault names and texts (max_pause: --max-pause, ms) */
void livestats_init(struct livestats *S, unsigned long max_pause);
void livestats_release(struct livestats *S);

/*
 * Snapshot no, s, was taken with ok threads copied; why: its FAULT_*
 * bits (0: complete). Counts it partial (ok > 0) or skipped for each
 * fault, with a -v line each, and keeps its pause and reuse counts.
 */
void livestats_snapshot(struct livestats *S, unsigned long no,
			const struct snapshot *s, unsigned ok, unsigned why);
/* a snapshot skipped before the stop for fault (FAULT_*) */
void livestats_skipped(struct livestats *S, unsigned fault);

/* the percentiles of S's pauses (live_pauses()), with the exact max */
void livestats_pauses(struct livestats *S, double *p50_us, double *p99_us,
		      double *max_us);
/* sort pauses (ns) and give p50, p99 and max in microseconds; n > 0 */
void live_pauses(uint64_t *pauses, size_t n, double *p50_us, double *p99_us,
		 double *max_us);

#endif
