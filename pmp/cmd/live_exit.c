/* SPDX-License-Identifier: MIT */
/*
 * live_exit.c - the exit status of pmp -p and pmp dump (live_exit.h).
 */
#include "live_exit.h"

#include "util.h"

int
live_exit_status(const struct livestats *st, const struct live_outcome *o, int status)
{
	unsigned long skipped = o->one_snapshot ? 0 : st->fault_sum.skipped;

	if (o->exited && status == EXIT_OK)
		status = EXIT_PARTIAL;
	if (st->fault_sum.partial || skipped) {
		if (o->one_snapshot)
			warning_msg("the snapshot was partial: %s", st->max_pause_text[0] ?
				    st->max_pause_text :
				    "some threads were left out (-v says why)");
		else
			warning_msg("%lu of %lu snapshots were partial and %lu skipped "
				    "(the report says why)", st->fault_sum.partial, o->taken,
				    skipped);
		if (status == EXIT_OK)
			status = EXIT_PARTIAL;
	}
	if (status == EXIT_OK && (st->nthreads_failed || st->nunwind_failed)) {
		if (o->one_snapshot)
			warning_msg("%lu threads could not be read, %lu could not be "
				    "unwound (-v says which)", st->nthreads_failed,
				    st->nunwind_failed);
		else
			warning_msg("%lu thread-samples could not be taken, %lu could not "
				    "be unwound (-v says which)", st->nthreads_failed,
				    st->nunwind_failed);
		status = EXIT_PARTIAL;
	}
	return status;
}
