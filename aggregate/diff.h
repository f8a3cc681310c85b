/* SPDX-License-Identifier: MIT */
/*
 * diff.h - compare two sets of profiles (before, after) at three levels:
 * hotspots (by rule group, one row per group and class, and by rule lock;
 * a wait on a named lock object is keyed by the object as the report's
 * rows are, rules/hotspots.h, so the same lock lines up whatever its
 * address), lock objects,
 * functions (self and total), caller -> callee edges and whole canonical
 * stacks, each change with a confidence interval and a p-value
 * (docs/diff.md). Rows of functions (total) and edges whose change only
 * carries the change of a row below them are marked (diff_carry.h).
 *
 * Observations (docs/diff.md#evidence): where every input of both sides
 * keeps snapshot boundaries, figures are threads in a key per snapshot and
 * each input is one capture. With two or more captures on a side the
 * capture is the replicate (its mean; the variance between captures,
 * moderated toward a floor; Welch, or paired with --paired); with one
 * capture the variance of its mean comes from blocks of consecutive
 * snapshots plus a between-capture floor, since a second capture of the
 * same configuration differs by more than its snapshots show. A change
 * must exceed a minimum effect. Otherwise each side is one bag of
 * thread-samples and changes are shares (two-proportion z test, which
 * treats thread-samples as independent: the report says so), except perf
 * captures, two or more on a side: each file is a replicate, its figure a
 * row's share of its samples (or per unit of its work), against a floor of
 * a relative part and the count's Poisson variance. Bonferroni
 * over every row of every table, with simultaneous intervals: a row is
 * significant exactly when its printed interval clears +-min_effect.
 *
 * A diff owns its sides' observations and keys; it borrows the stackset,
 * ruleset and canon given to diff_init (they must outlive it).
 */
#ifndef PMP_DIFF_H
#define PMP_DIFF_H

#include <stdbool.h>
#include <stdint.h>

#include "canon.h"
#include "input.h"
#include "lockgraph.h"
#include "profile.h"
#include "ruleset.h"
#include "stats.h"

/* DL_OBJECT: lock objects (raw captures with "# lockobj" lines): a
 * global object by its name, the others by kind ("tls objects");
 * DL_EDGE: "CALLER -> CALLEE", adjacent canonical frames, once per stack */
enum diff_level { DL_GROUP, DL_LOCK, DL_OBJECT, DL_FUNC_SELF, DL_FUNC_TOTAL, DL_EDGE,
		  DL_STACK, DL_NLEVELS };

struct diff_obs {
	uint32_t stack, snap;
	uint64_t count;
	uint32_t obj;		/* the waited-for lock's object name: key + 1, or 0 */
	enum obj_kind okind;
};

struct diff_side {
	struct sink sink;	/* first: the readers feed it */
	struct diff *d;
	struct profile prof;
	struct diff_obs *obs;
	size_t nobs, aobs;
	uint32_t snap;		/* current snapshot index */
	uint32_t nsnap;		/* snapshots ended */
	bool known;		/* every input kept snapshot boundaries */
	bool in_snapshot;	/* samples since the last boundary */
	double work;		/* --per-work, 0 if not given */
	/* --on-cpu: thread-samples left out (in a system call), and of the
	 * input being read, those with and without a recorded call */
	uint64_t off_cpu, called, uncalled;
	const char **inputs;
	uint32_t *cap_start;	/* the snapshot index each input starts at */
	uint64_t *cap_samples;	/* the thread-samples kept of each input */
	size_t ninputs;
	size_t ncap;		/* inputs that held a snapshot (diff_compute);
				 * without snapshots, perf inputs that held
				 * samples */
	bool perf;		/* every input was perf script text */
	double *cap_work;	/* --per-work's figure of each input, in order
				 * (diff_set_work); NULL if not given */
	size_t nwork;
};

/* how a change was tested (diff_compute sets it). perf inputs (no
 * snapshots, each file one `perf record`) with two or more captures on a
 * side are DM_REPL or DM_PAIRED too, over each capture's share of its
 * samples, or with --per-work its samples per unit of its work */
enum diff_mode {
	DM_SHARE,	/* no snapshots: shares, two-proportion z */
	DM_RATE,	/* no snapshots, --per-work: Poisson rates */
	DM_ONE,		/* one capture per side: blocks plus the floor */
	DM_REPL,	/* captures are replicates: Welch over captures */
	DM_PAIRED,	/* --paired: alternating captures, paired t */
};

struct diff_row {
	uint32_t key;		/* string id in the diff's key pool */
	enum rule_class cls;	/* group and lock rows; RC_NCLASSES: unclassified */
	uint32_t group;		/* lock rows: their group's key, or 0 */
	double cb, ca;		/* thread-samples on each side */
	struct change ch;
	bool significant;
	const char *tag;	/* stacks and edges: "new", "gone", "grown",
				 * "shrunk" */
	uint32_t carried_by;	/* functions (total) and edges: the key + 1 of
				 * the origin row below whose change this
				 * significant row's change is, within its
				 * interval (diff_carry.h); 0: none */
	bool pop;		/* an idle or unclassified population, not a cause:
				 * group rows of those classes; function and stack
				 * rows seen mostly in idle stacks */
	bool untested;		/* shown, not tested: a population with one
				 * capture per side (never significant) */
	double cause;		/* thread-samples from stacks not idle */
};

struct diff {
	struct stackset *ss;	/* borrowed */
	struct ruleset *rs;	/* borrowed; may hold no rules */
	struct canon *canon;	/* borrowed; NULL with --exact */
	struct raw_namer_opts *namer;	/* raw captures' naming options
					 * (raw_namer.h), or NULL; borrowed */
	struct diff_side side[2];	/* 0 before, 1 after */
	struct strpool keys;	/* hotspot, function and stack keys */
	struct diff_row *rows[DL_NLEVELS];
	size_t nrows[DL_NLEVELS];
	double level;		/* confidence level, 0.95 */
	bool per_snapshot;	/* observations are snapshots (else shares) */
	bool objects;		/* some sample named its lock object */
	bool per_work;
	bool paired;		/* --paired: captures alternate, in run order */
	/*
	 * --on-cpu: only thread-samples that ran or could run: stopped in
	 * user space (the recorded call is FRAME_NO_SYSCALL), so a CPU cause
	 * is not drowned by waiting threads. Inputs that record the call:
	 * raw captures; perf samples are on-CPU by nature. on_cpu_refused:
	 * the first input that records no call at all (borrowed path)
	 */
	bool on_cpu;
	const char *on_cpu_refused;
	/* --sql: a connection's statement (its digest, or "[Sleep]") is the
	 * root frame of its thread's stacks, so that the function table
	 * compares statements; sql_seen: some input recorded one */
	bool by_sql;
	bool sql_seen;
	bool untrusted;		/* an input's stacks may be wrong (input.h):
				 * nothing may be compared */
	enum diff_mode mode;
	double min_effect;	/* in the unit of the figures */
	size_t family;		/* rows in the Bonferroni family */
	size_t repeats;		/* edge rows left out of it: their test is a
				 * function total's (diff.c edge_twins()) */
	double dispersion;	/* the prior's scale over the floor's shape */
	double prior_df;	/* the prior's weight, in degrees of freedom */
	struct between_floor floor;	/* the rows were tested against it */
};

/*
 * What this diff can detect (docs/diff.md#what-a-diff-can-detect), in
 * threads per snapshot: *mde, the change of a row near m threads per
 * snapshot on both sides that is significant half the time with these
 * captures; *captures, how many captures per side (alternating, as
 * --paired) make a row new at m (0 before, m after) significant half the
 * time, 0 when more than 200. Only for inputs with snapshots (false
 * otherwise).
 */
bool diff_mde(const struct diff *d, double m, double *mde, size_t *captures);

void diff_init(struct diff *d, struct stackset *ss, struct ruleset *rs,
	       struct canon *canon, double level);
void diff_release(struct diff *d);
/* read one input into side 0 (before) or 1 (after); -1 if it was bad */
int diff_read(struct diff *d, int side, int fd, const char *path, enum input_format fmt);
/* --per-work of side s: one figure for the side, or one per input in the
 * order read (copied). The side's work is their sum */
void diff_set_work(struct diff *d, int s, const double *work, size_t n);
/* compute every table; -1 if --paired or --per-work's figures do not fit
 * the captures (reported) */
int diff_compute(struct diff *d);
/* the order of two rows not significant by the evidence (raw p); 0 when
 * it ties, and the caller orders them by size */
int diff_row_cmp_unsig(const struct diff_row *a, const struct diff_row *b);
/* a key as shown: group keys carry "\tclass" so that one family's latches
 * and waits are separate rows; that part is not shown */
const char *diff_key(const struct diff *d, uint32_t key);

#endif
