/* SPDX-License-Identifier: MIT */
/*
 * stalker.h - catching incidents (`pmp stalk`, `pmp serve --incidents`):
 * the caller samples at a low rate into a ring (snapring.h); after each
 * snapshot the stalker looks at it (its lock graph and hotspots, the
 * waits going on, the threads running, the server's status variables)
 * and, when a trigger fires or a request comes (SIGUSR1, POST /trigger),
 * asks for a higher rate for --after seconds and then writes one
 * incident into the incidents' directory (incdir.h):
 *
 *   before.raw       the snapshots of the --before seconds before the
 *                    trigger (a raw capture; absent when there were none)
 *   after.raw        the trigger's snapshot and those after it
 *   report.txt       what `pmp aggregate` says of the two
 *   processlist.txt  the server's process list at the trigger (when pmp
 *                    reads it), with the metadata locks
 *   summary.txt      what fired, when, the values, the windows
 *
 * Bounded: at most --max-per-hour incidents in any hour (those already in
 * the directory count), none during --cooldown after one, the directory's
 * bytes capped (oldest removed first), nothing written to a filesystem
 * with less than --min-free free. A trigger that fires when no incident
 * may be written is counted as suppressed, and said once per cool-down.
 *
 * The stalker never touches the target: it reads the ring and the
 * session's process list between snapshots. It owns its directory,
 * triggers' state and buffers; the triggers and the ruleset are
 * borrowed (the caller's, for the stalker's life).
 */
#ifndef PMP_STALKER_H
#define PMP_STALKER_H

#include <stdbool.h>
#include <stdint.h>

#include "hotspots.h"
#include "incdir.h"
#include "lockgraph.h"
#include "snapring.h"
#include "strbuf.h"
#include "trigger.h"
#include "waitlen.h"

/* the report of the files paths[0..n) (named shown[] in it) into out
 * (pmp aggregate's): 0, or -1 (reported); the command layer provides it */
typedef int stalker_report_fn(void *arg, const char *const *paths, const char *const *shown,
			      size_t n, const char *out);

struct stalker_opts {
	const char *dir;
	double before, after;	/* seconds kept before the trigger, sampled
				 * after it */
	double fast;		/* the interval after a trigger */
	double cooldown;	/* seconds after an incident with no other */
	unsigned long max_per_hour;
	uint64_t max_bytes;	/* of all incidents in dir; 0: no cap */
	double min_free;	/* per cent of the filesystem */
	struct trigger *trig;	/* borrowed */
	size_t ntrig;
	stalker_report_fn *report;
	void *report_arg;
};

/* incidents by what fired them, for metrics */
struct stalker_count {
	char *trigger;		/* owned: the trigger's spec, "signal" or
				 * "request" */
	unsigned long written, suppressed;
};

/* the last incidents written (for /incidents) */
#define STALKER_RECENT 64
struct stalker_recent {
	char name[64];
	char trigger[128];
	char why[256];
	double time;
	unsigned snaps_before, snaps_after;
};

enum stalker_state { STALK_WATCH, STALK_AFTER };

struct stalker {
	struct stalker_opts o;
	struct incdir D;
	enum stalker_state state;
	/* the incident being sampled: its trigger and moment */
	uint64_t trig_seq, trig_mono, end_mono;
	double trig_time;
	char *trig_name;		/* owned */
	struct strbuf why;
	char *plist;			/* owned: the process list at the
					 * trigger, or NULL */
	size_t plist_len;
	uint64_t cool_until;		/* CLOCK_MONOTONIC ns */
	char request[32];		/* an external request's name, "" none */
	bool warned;			/* a suppression was said this cool-down */
	/* the waits going on, for the wait conditions */
	struct waitlen wl;
	struct waitlen_thread *wlt;
	size_t awlt;
	struct trigger_wait *waits;
	size_t awaits;
	/* figures */
	unsigned long written, suppressed, failed;
	struct stalker_count *by;
	size_t nby, aby;
	struct stalker_recent recent[STALKER_RECENT];
	size_t nrecent;			/* written, the last STALKER_RECENT kept */
};

/*
 * Open the incidents' directory and check its free space: 0, or -1
 * (reported: not a directory, a symbolic link, too full). o's strings
 * and triggers are borrowed.
 */
int stalker_open(struct stalker *K, const struct stalker_opts *o);
void stalker_release(struct stalker *K);

/* the interval to sample at now: o.fast while an incident is sampled */
double stalker_interval(const struct stalker *K, double base);
/* an external request ("signal", "request"): an incident at the next
 * snapshot, cool-down and caps permitting */
void stalker_request(struct stalker *K, const char *name);

/*
 * After each snapshot kept in R (its newest), with that snapshot's lock
 * graph g and hotspots hs (NULL: none): evaluate the triggers or, while
 * an incident is sampled, write it once its --after seconds are over.
 * sql is the session's process-list reader (pmp/sql/procsql.h) or NULL.
 * Returns true when an incident was written by this call.
 */
struct procsql;
bool stalker_snapshot(struct stalker *K, const struct snapring *R, const struct lockgraph *g,
		      const struct hotspots *hs, struct procsql *sql);
/* the target exited or pmp stops: an incident being sampled is written
 * with what was taken (summary.txt says why it is short). True when one
 * was */
bool stalker_finish(struct stalker *K, const struct snapring *R, const char *why);
/* the Prometheus series of the incidents (docs/metrics.md), appended */
void stalker_metrics(const struct stalker *K, struct strbuf *out);
/* the incidents in the directory, newest first, as text (/incidents) */
void stalker_list(const struct stalker *K, struct strbuf *out);
/* the ring's capacity a session needs: before and after at their rates */
size_t stalker_ring_cap(const struct stalker_opts *o, double interval);

#endif
