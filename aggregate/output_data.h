/* SPDX-License-Identifier: MIT */
/*
 * output_data.h - the data the writers print besides the profile (struct
 * output_data, given to output_write(), output.h) and its parts: the
 * timeline of speedscope and pprof, the capture's modules, the figures
 * of live sampling. Apart from output.h so that the live session's
 * parts that fill them (pmp/livestats.h, pmp/livesave.h) see the data
 * types and not the writers.
 */
#ifndef PMP_OUTPUT_DATA_H
#define PMP_OUTPUT_DATA_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "idseq.h"
#include "thread_samples.h"

struct hotspots;
struct lockgraph;
struct sqlprof;
struct ruleset;

/*
 * Thread-samples beside the profile, which keeps counts only, recorded by
 * the commands only when a format needs them: pprof each sample's thread
 * (s, merged as it grows), speedscope every sample in the order the
 * inputs gave them (ts, thread_samples.h: unlike the profile, it grows
 * with the samples). It borrows the profile's stackset; its owner frees
 * s and ts.
 */
struct timeline_sample {
	uint32_t stack;		/* stack id, as added to the profile */
	uint32_t thread;	/* thread name string id, 0 for none */
	uint32_t snapshot;	/* snapshots ended before this sample */
	uint32_t pcs;		/* pprof: id + 1 in timeline.pcs of its
				 * frames' pcs, 0 when unknown */
	long tid;		/* 0 when unknown */
	uint64_t count;
	double time;		/* seconds (struct sample), 0 unknown */
};

struct timeline {
	struct timeline_sample *s;	/* pprof */
	size_t n, alloc;
	struct thread_samples ts;	/* speedscope */
	bool ordered;		/* every input gave each thread's samples in
				 * time order (gdb, eu-stack, raw, perf), so
				 * per-thread profiles make sense */
	/* pprof: the pcs of the samples' frames (struct sample's wheres),
	 * one sequence of "module+0xOFF" string ids per distinct one,
	 * parallel to the stack's frames. Kept beside the stacks, not in
	 * them: two pcs of one function stay one frame everywhere else */
	struct idseq pcs;
};

/*
 * (output.c) Merge the samples s[0..n) of one stack, thread name, pcs and tid into
 * one (counts summed; snapshot and time are the first's): sorted by
 * those keys, so the time order is gone. Returns how many are left.
 */
size_t timeline_samples_merge(struct timeline_sample *s, size_t n);

/*
 * Live sampling (pmp -p): a partial snapshot missed some threads, a
 * skipped one got none (and is not counted in the profile's snapshots).
 * One snapshot may have several reasons.
 */
struct snapshot_fault {
	const char *reason;		/* json key: "max_pause", ... */
	const char *text;		/* for the report */
	unsigned long partial, skipped;
};

struct snapshot_faults {
	unsigned long partial, skipped;	/* snapshots */
	const struct snapshot_fault *v;	/* borrowed */
	size_t n;
};

/* a module of the capture, for pprof's mappings (raw captures) */
struct output_module {
	char *path;		/* as the capture names it */
	char *buildid;		/* hex, or NULL */
	uint64_t size;		/* end - start of its mapping */
};

/* live sampling (pmp -p): the session's figures for the report and json */
struct output_live {
	/* how long the target was stopped per snapshot, in microseconds */
	double pause_p50_us, pause_p99_us, pause_max_us;
	/* snapshots that missed threads or gave none, by reason
	 * (docs/safety.md) */
	const struct snapshot_faults *faults;
	/* with idle skipping on: thread-samples whose stack was reused (the
	 * thread had not run since it was last copied: not stopped), and
	 * those judged idle that woke and were copied again */
	bool reused_known;
	unsigned long reused, woke;
};

/*
 * The data a writer prints besides the profile; each writer reads the
 * fields its format shows. Everything is borrowed from the caller and
 * must outlive output_write(); a zeroed struct is a profile alone.
 */
struct output_data {
	const char *const *inputs;	/* input names, for headers */
	size_t ninputs;
	const char *input_format;	/* "gdb", "mixed", ... for headers */
	const struct hotspots *hotspots; /* rule verdicts (report, json), or NULL */
	/* lock holders, chains and deadlocks (report, json), or NULL;
	 * finished (lockgraph_finish) */
	const struct lockgraph *locks;
	/* statements per stack and the server's row-lock waits (report,
	 * json), or NULL; finished (sqlprof_finish) */
	const struct sqlprof *sql;
	/* the server's innodb_fatal_semaphore_wait_threshold (seconds), 0
	 * when unknown: waits on InnoDB latches over half of it are marked
	 * (output_fatal_waits()) */
	double fatal_wait;
	struct ruleset *rules;		/* svg: colour rule verdicts, or NULL */
	const struct timeline *timeline; /* speedscope: time order; pprof:
					  * threads; or NULL */
	const struct output_module *modules; /* pprof: the capture's, or NULL */
	size_t nmodules;
	const struct output_live *live;	/* pmp -p's figures; NULL for saved
					 * inputs */
	/* --no-idle (svg and speedscope by default): the thread-samples of
	 * threads the rules set aside as idle, left out of the profile the
	 * writer sees; writers with room for it say so (output_idle_note) */
	bool idle_left;
	uint64_t idle_left_out;
};

#endif
