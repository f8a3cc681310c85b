/* SPDX-License-Identifier: MIT */
/*
 * live_exit.h - the exit status of the commands that sample a process
 * and show what they got, pmp -p and pmp dump: one policy for both, that
 * of docs/pmp.1 (EXIT STATUS). Results that are shown but miss
 * something make EXIT_PARTIAL, with one warning that says what. Command
 * code: it only reads the session's figures.
 *
 * A rule pattern that hit a PCRE2 limit is the rule engine's to report:
 * the commands end with ruleset_exit_status() (rules/ruleset.h), as every
 * command that classifies does.
 */
#ifndef PMP_LIVE_EXIT_H
#define PMP_LIVE_EXIT_H

#include <stdbool.h>

#include "livestats.h"

/* what a run came to, besides the session's figures */
struct live_outcome {
	unsigned long taken;	/* snapshots taken or skipped */
	bool exited;		/* the target exited before the last one */
	bool one_snapshot;	/* pmp dump: a skipped snapshot was taken
				 * again, so a skip misses nothing; the
				 * warnings speak of the snapshot, which no
				 * report describes */
};

/*
 * status (EXIT_OK, or EXIT_BAD when the output could not be written),
 * made EXIT_PARTIAL when it is EXIT_OK and the results miss something:
 * the target exited before the last snapshot (live_step() warned), a
 * snapshot was partial or (unless one_snapshot) skipped, or thread-samples
 * could not be read or unwound. The partial snapshots' warning is given
 * whatever status is; the threads' only when they make the status.
 */
int live_exit_status(const struct livestats *st, const struct live_outcome *o, int status);

#endif
