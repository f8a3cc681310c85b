/* SPDX-License-Identifier: MIT */
/*
 * sample.h - what every producer of stacks hands on: a struct sample (one
 * thread seen once, or a count of them) given to a struct sink. Readers
 * (aggregate/input_*.c), the live sampler (pmp/live/live.c) and core dumps
 * produce samples; the output options' filter sink (pmp/cmd/outopt.c)
 * takes them. Here, in lib/, so that the live engine needs no reader
 * header to feed a sink.
 */
#ifndef PMP_SAMPLE_H
#define PMP_SAMPLE_H

#include <stdbool.h>
#include <stdint.h>

#include "lockgraph.h"
#include "sqlinfo.h"

/* one thread seen in one snapshot (or count of them, for aggregated inputs) */
struct sample {
	const char *thread;	/* thread name, or NULL when the input has none */
	long tid;		/* 0 when unknown */
	long pid;		/* process id, 0 when unknown (perf -F pid,tid) */
	double time;		/* seconds when the input records them (raw
				 * captures: the snapshot's, since the epoch;
				 * perf: the sample's, on perf's clock), else 0 */
	const uint32_t *frames;	/* frame ids, ROOT FIRST */
	uint32_t n;
	uint64_t count;
	/* for a sink that asks (sink.wheres): the pc of each frame, parallel
	 * to frames, as a string id "module+0xOFF" (0 where unknown); NULL
	 * when the input records none (only raw captures and live ones do) */
	const uint32_t *wheres;
	/* raw captures: the input records futex waits, and this thread's
	 * (NULL when it was not in one); lib/lockgraph.h */
	bool lock_words;
	const struct futex_wait *futex;
	/* live and raw captures: the thread's TCB (x86_64 fs_base, its
	 * pthread_t under glibc), which some locks record as their holder
	 * (lib/lockgraph.h); 0 when unknown */
	uint64_t tcb;
	/* live and raw captures: the connection the thread serves and its
	 * statement, from the server's process list (lib/sqlinfo.h), or
	 * NULL */
	const struct sql_thread *sql;
};

struct sink {
	void (*sample)(struct sink *sk, const struct sample *s);
	/* a snapshot ended; only formats with boundaries call it */
	void (*snapshot_end)(struct sink *sk);
	/* thread-samples the sink holds (earlier inputs included), kept by
	 * the sink: a count that would take it past 2^64-1 is refused with
	 * FILE:LINE (input_count()) */
	uint64_t total;
	/* raw captures: a module of the capture ("# module START END
	 * BUILDID PATH"; buildid NULL for "-"), for pprof's mappings. May
	 * be NULL; the strings are valid for the call only */
	void (*module)(struct sink *sk, uint64_t start, uint64_t end,
		       const char *buildid, const char *path);
	/* the target server's variable NAME (live: read by pmp/sql; raw
	 * captures: "# server NAME VALUE"); may be NULL. The one used:
	 * innodb_fatal_semaphore_wait_threshold (SQL_FATAL_WAIT_VAR) */
	void (*server_var)(struct sink *sk, const char *name, double value);
	/* the sink takes sample.wheres (pprof: a location per pc); others
	 * are not given them, which readers then need not intern */
	bool wheres;
};

#endif
