/* SPDX-License-Identifier: MIT */
/*
 * snapring.h - the last snapshots of a live session, kept as records
 * (tid, state, name, stack id, futex wait) in a ring of fixed capacity,
 * for `pmp top` and `pmp serve`: a window of the ring (the last seconds
 * shown, or the snapshots a scrape asks for) is rebuilt as a profile and
 * lock graph, or written as a raw capture that `pmp aggregate` reads.
 *
 * A snapring owns its records; it borrows the live session L, whose
 * stackset the stack and string ids belong to, and installs itself as
 * L's hooks (thread_added, pc_named). When the session is replaced (the
 * target restarted), snapring_attach() empties the ring: old ids mean
 * nothing in a new stackset. Records and snapshots handed out
 * (snapring_at()) stay the ring's, valid until the next snapring_step().
 */
#ifndef PMP_SNAPRING_H
#define PMP_SNAPRING_H

#include <stdio.h>

#include "live.h"
#include "lockgraph.h"
#include "profile.h"

/* one thread of one snapshot */
/* a thread's connection (lib/sqlinfo.h), its strings as string ids in
 * L->ss (0: NULL); id 0: it served none. No statement text: texts differ
 * with every literal, and interned they would grow the stackset for as
 * long as pmp top runs; digests, users and states are few */
struct ring_sql {
	uint64_t id, blocked_by;
	double time;
	uint32_t command, user, db, state, digest;
};

struct ring_thread {
	pid_t tid;
	char state;
	uint32_t comm;		/* string id in L->ss */
	uint32_t stack;		/* stack id in L->ss, root first */
	uint64_t tcb;		/* its TCB (snapshot.h) */
	/* its futex wait (fw.addr 0: none); fw.obj is NULL, the object's
	 * name is string id obj in L->ss (0: none) */
	struct futex_wait fw;
	uint32_t obj;
	uint32_t stmt;		/* its statement's label (lib/sqlprof.h), a
				 * string id in L->ss, or 0: no connection */
	struct ring_sql sql;
	bool reused;		/* not stopped: idle since its last copy */
};

/* one snapshot; owns t */
struct ring_snap {
	struct ring_thread *t;
	size_t n, alloc;
	uint64_t seq;		/* 1, 2, ... over the life of the ring */
	uint64_t mono_ns;	/* CLOCK_MONOTONIC when taken */
	double time;		/* CLOCK_REALTIME */
	uint64_t pause_ns, window_ns;
	unsigned partial;	/* the sampler's SNAP_PARTIAL_* bits */
};

struct snapring {
	struct live *L;		/* borrowed */
	struct ring_snap *ring;	/* the last cap snapshots, oldest at head */
	size_t cap, head, count;
	uint64_t next_seq;
	struct ring_snap *cur;	/* being filled by the hooks */
	/* frame id -> "module+0xOFF" and build-id string ids (0: unknown),
	 * for the raw capture */
	uint32_t *fwhere, *fbid;
	size_t afw;
};

void snapring_init(struct snapring *R, size_t cap);
void snapring_release(struct snapring *R);
/* use session L from now on (hooks installed), with an empty ring;
 * sequence numbers go on */
void snapring_attach(struct snapring *R, struct live *L);
/* one snapshot through live_step() into the next slot (the oldest when
 * full); only a taken snapshot with threads is kept */
enum live_step snapring_step(struct snapring *R, unsigned long *taken,
			     unsigned *failures, bool *exited);
/* snapshot i, 0 the oldest */
struct ring_snap *snapring_at(const struct snapring *R, size_t i);
/* the index of the oldest snapshot taken within span_ns of now (count
 * when none) */
size_t snapring_since(const struct snapring *R, uint64_t now_ns, uint64_t span_ns);
/* the index of the oldest snapshot taken at most span_ns before the
 * newest one (pmp top's window: it ends at the newest snapshot, not now,
 * so that a paused view keeps its window); 0 when the ring is empty */
size_t snapring_window(const struct snapring *R, uint64_t span_ns);
/* the index of sequence number seq, or count when not in the ring */
size_t snapring_find(const struct snapring *R, uint64_t seq);
/*
 * Add snapshots [first, end) to p (initialised on L->ss by the caller:
 * one thread-sample per thread, snapshots counted) and, when g is not
 * NULL, to the lock graph g (initialised, not finished).
 */
void snapring_build(const struct snapring *R, size_t first, size_t end,
		    struct profile *p, struct lockgraph *g);
/* snapshots [first, end) as a raw capture (raw_save.h's format) on f */
void snapring_save(const struct snapring *R, size_t first, size_t end, FILE *f);
/* the same into w, opened by raw_save_open() (which wrote the capture's
 * first line); the caller closes w */
struct raw_save;
void snapring_save_to(const struct snapring *R, size_t first, size_t end,
		      struct raw_save *w);

#endif
