/* SPDX-License-Identifier: MIT */
/*
 * lockgraph.h - who holds the lock a thread waits for: waiters grouped by
 * lock address, waiter -> holder edges, wait chains and cycles
 * (deadlocks), per snapshot, summed over the snapshots.
 *
 * Input, per thread of a snapshot: its tid, its stack and, when it was
 * stopped inside futex(2), what the sampler read at the futex address
 * (struct futex_wait: the address, the futex op and the first
 * LOCK_WORD_BYTES bytes there, copied while the thread was stopped). The
 * words are interpreted here, offline, so `pmp aggregate` of a raw
 * capture draws the same graph as `pmp -p`:
 *
 *   - FUTEX_LOCK_PI / LOCK_PI2 / TRYLOCK_PI: a priority-inheritance
 *     mutex; the owner's tid is the futex word & FUTEX_TID_MASK;
 *   - FUTEX_WAIT / WAIT_BITSET under pthread_mutex_*lock (or
 *     __pthread_mutex_cond_lock) in the stack: a glibc pthread_mutex_t;
 *     the futex word is __lock at offset 0, the owner's tid __owner at
 *     offset 8 (x86_64 and every 64-bit glibc ABI);
 *   - any other futex (condition variables, InnoDB srw_mutex and
 *     ssux_lock, semaphores): no owner field is known; waiters are still
 *     grouped by address, and the rule's holder pattern is the fallback
 *     (rules/hotspots.c). Except InnoDB's sux_lock (MariaDB 10.6 and
 *     later: buffer-page and index latches), told by its layout, not by
 *     a name (stripped servers have none): the futex is the word of its
 *     writer mutex (8-aligned, HOLDER bit 1 set while a U or X latch is
 *     held), `recursive` at +8 is not 0, and `writer` at +16 holds the
 *     holder's pthread_t, which under glibc is the holder's TCB (x86_64
 *     fs_base, given per thread), or FOR_IO (~0): held until an I/O
 *     completes (docs/locks.md). A latch in a layout of another version
 *     matches nothing.
 *
 * An owner is believed only if it is a thread of the same snapshot (a
 * stale __owner of a mutex just released, or garbage in a word that is
 * not a mutex, names no thread there); a sux_lock writer only if it is
 * the TCB of a thread of the same snapshot other than the waiter.
 *
 * Memory grows with the distinct locks, edges, chains and cycles, not
 * with the snapshots: each snapshot is analysed when it ends and its
 * threads are dropped. A lockgraph borrows its stackset; it owns
 * everything else, freed by lockgraph_release().
 */
#ifndef PMP_LOCKGRAPH_H
#define PMP_LOCKGRAPH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hashidx.h"
#include "stackset.h"
#include "strbuf.h"
#include "waitlen.h"

/* bytes read at a futex address: a pthread_mutex_t's __lock, __count,
 * __owner, __nusers and __kind */
#define LOCK_WORD_BYTES 24

/*
 * What kind of object holds a lock address (pmp/naming/objname.h names it; the
 * raw capture's "# lockobj KIND NAME" line carries it offline).
 */
enum obj_kind {
	OBJ_NONE,	/* not known */
	OBJ_DWARF,	/* variable.member path from DWARF */
	OBJ_SYMBOL,	/* ELF symbol [+0xOFF] */
	OBJ_SECTION,	/* module:section+0xOFF */
	OBJ_STACK,	/* a thread's stack */
	OBJ_TLS,	/* a thread's TLS / struct pthread */
	OBJ_HEAP,	/* [heap] */
	OBJ_ANON,	/* an anonymous mapping (malloc arenas, mmap) */
	OBJ_FILE,	/* a file mapping that is no module */
	OBJ_NKINDS
};

/* "-", "dwarf", "symbol", "section", "stack", "tls", "heap", "anon",
 * "file": the KIND field of the raw "# lockobj" line */
const char *obj_kind_name(enum obj_kind k);
/* the inverse; -1 for an unknown name */
int obj_kind_parse(const char *name);

/* what the sampler read for a thread stopped in futex(2) */
struct futex_wait {
	uint64_t addr;		/* the futex address */
	uint32_t op;		/* futex op, flags included */
	uint32_t len;		/* bytes of w that could be read (0..24) */
	unsigned char w[LOCK_WORD_BYTES];
	/* the object holding addr, named after the stop (never by the
	 * sampler): obj_kind OBJ_NONE and obj NULL when unknown; obj is
	 * borrowed for the call that is given it (lockgraph_thread copies) */
	enum obj_kind obj_kind;
	const char *obj;
	/* the thread had not run since an earlier snapshot's copy (it was
	 * reused, not stopped): the same wait went on (lib/waitlen.h) */
	bool reused;
};

enum lock_kind { LK_MUTEX, LK_PI, LK_FUTEX, LK_NKINDS };
/* "mutex", "pi-mutex", "futex" */
const char *lock_kind_name(enum lock_kind k);

#define LG_NO_STACK UINT32_MAX

/* the buckets of waits by their lower bound, in seconds: [0, 0.01),
 * [0.01, 0.1), [0.1, 1), [1, 10), [10, inf) */
#define LG_WAIT_BUCKETS 5
extern const double lg_wait_edges[LG_WAIT_BUCKETS - 1];
#define LG_WAIT_KEEP 32

struct lg_count {
	long tid;		/* holders: the holder's tid; waiter stacks: 0 */
	uint32_t stack;		/* stack id */
	uint64_t n;		/* snapshots (holders), thread-samples (waiters) */
	uint32_t stmt;		/* holders: the statement it ran when first
				 * seen holding (a string id, lib/sqlprof.h's
				 * label), 0 when unknown */
};

struct lg_lock {
	uint64_t addr;
	enum lock_kind kind;
	/* the object that holds addr (the first name given for it):
	 * obj_kind OBJ_NONE and obj 0 when unknown; obj is a string id of
	 * the stackset (stackset_name_str) */
	enum obj_kind obj_kind;
	uint32_t obj;
	long wtid;		/* the first waiter's tid */
	bool many_tids;		/* ... and another thread waited for it too */
	uint64_t waiters;	/* thread-samples waiting for it */
	uint64_t snapshots;	/* snapshots in which something waited */
	uint64_t held;		/* ... and its holder was found */
	uint64_t foreign;	/* ... an owner was recorded but is no thread
				 * of the snapshot */
	uint64_t by_layout;	/* ... the holder came from the sux_lock
				 * layout (a guess, checked by the TCB) */
	uint64_t for_io;	/* ... the sux_lock was held for an I/O */
	/* how long its waits lasted (lib/waitlen.h; snapshots with times):
	 * episodes ended or cut by the end, by their proven lower bound
	 * (LG_WAIT_EDGES), and the longest LG_WAIT_KEEP, longest first */
	uint64_t episodes;
	uint64_t by_min[LG_WAIT_BUCKETS];
	struct waitlen_episode *longest;
	size_t nlongest;
	/* thread-seconds spent waiting for it: each snapshot's waiters times
	 * the time to the next snapshot (the last one: the mean interval),
	 * so that a run at 1 Hz and one at 10 Hz give the same figure for
	 * the same contention; 0 without snapshot times */
	double thread_seconds;
	struct lg_count *holders;	/* by tid and stack, most first */
	size_t nholders, aholders;
	struct lg_count *wstacks;	/* the waiters' profile stacks */
	size_t nwstacks, awstacks;
	uint64_t last;		/* private: the snapshot that counted it */
	/* private: holders and wstacks by tid and stack, once there are
	 * more than a few (empty after lockgraph_finish() sorts them) */
	struct hashidx holders_idx, wstacks_idx;
};

struct lg_edge {
	long waiter, holder;
	uint64_t lock;
	uint64_t snapshots;
};

/* one lock and the thread that holds it */
struct lg_hop {
	uint64_t lock;
	long holder;
	uint32_t stack;		/* the holder's stack (first seen) */
};

/*
 * A chain: waiters -> hops[0].lock, held by hops[0].holder, which waits
 * for hops[1].lock ... (2 hops or more; one hop is a lock's holder). A
 * cycle (a deadlock): hops[i].holder waits for hops[i+1].lock and the
 * last holder for hops[0].lock; it starts at its smallest tid.
 */
struct lg_path {
	struct lg_hop *hops;
	size_t n;
	bool cycle;
	bool into_cycle;	/* a chain that ends in a cycle */
	uint64_t snapshots;
	uint64_t waiters;	/* chains: thread-samples at its start */
	uint64_t last;		/* private */
};

struct lg_thread {		/* private: a thread of the current snapshot */
	long tid;
	uint64_t tcb;		/* its TCB (pthread_t), 0 when unknown */
	uint32_t stack, pstack;
	bool waits;
	struct futex_wait fw;	/* fw.obj is NULL: the name is in obj */
	uint32_t obj;		/* string id of the object's name, or 0 */
	uint32_t stmt;		/* its statement's label, or 0 */
};

struct lockgraph {
	struct stackset *ss;		/* borrowed */
	uint64_t snapshots;		/* snapshots analysed */
	uint64_t futex_threads;		/* thread-samples with words */
	struct lg_lock *locks;		/* sorted by waiters once finished */
	size_t nlocks, alocks;
	struct lg_edge *edges;
	size_t nedges, aedges;
	struct lg_path *chains, *cycles;	/* most snapshots first */
	size_t nchains, achains, ncycles, acycles;
	/* waits still going on when the input ended, longest first (their
	 * lock's addr; no upper bound), after lockgraph_finish() */
	struct waitlen_episode *current;
	size_t ncurrent, acurrent;
	/* the current snapshot */
	struct lg_thread *cur;
	size_t ncur, acur;
	double time;			/* its time (lockgraph_snapshot_time) */
	double time_in;			/* private: as given */
	struct waitlen wl;		/* private: episodes in progress */
	struct waitlen_thread *wlt;	/* private: scratch */
	/* private: thread-seconds (lg_lock) of the last snapshot with a
	 * time, credited when the next one's time is known: its time, the
	 * lock index of each of its waiters, and the intervals seen */
	double ts_prev;
	size_t *ts_locks;
	size_t ts_n, ts_alloc;
	double ts_sum;
	uint64_t ts_intervals;
	size_t awlt;
	bool sorted;
	/* private: locks by address (each kind), edges, chains and cycles
	 * by their keys, so that a snapshot of n waiting threads costs
	 * O(n), not O(n^2) */
	struct hashidx locks_idx, edges_idx, chains_idx, cycles_idx;
};

void lockgraph_init(struct lockgraph *g, struct stackset *ss);
void lockgraph_release(struct lockgraph *g);
/*
 * One thread of the current snapshot: tcb its TCB (x86_64 fs_base; 0
 * when the input does not record it), stack its whole stack (root
 * first), pstack the stack it was counted under in the profile (after
 * -l and --thread-names), or LG_NO_STACK when a filter dropped it; fw is
 * NULL when it was not in a futex wait (fw is copied).
 */
void lockgraph_thread(struct lockgraph *g, long tid, uint64_t tcb, uint32_t stack,
		      uint32_t pstack, const struct futex_wait *fw);
/* the statement (a string id of the stackset: lib/sqlprof.h's label) of
 * the thread lockgraph_thread() was last given, for its lock's holders */
void lockgraph_thread_statement(struct lockgraph *g, uint32_t stmt);
/* the time of the current snapshot (seconds since the epoch), for the
 * length of waits; none (0): waits get no length */
void lockgraph_snapshot_time(struct lockgraph *g, double time);
/* the snapshot ended: analyse it and drop its threads */
void lockgraph_snapshot_end(struct lockgraph *g);
/* sort the results for the writers (idempotent) */
void lockgraph_finish(struct lockgraph *g);
/* anything worth showing: a futex word was read in some snapshot */
static inline bool
lockgraph_any(const struct lockgraph *g)
{
	return g && g->futex_threads;
}

/* a futex whose holder no word told (not a mutex, no sux_lock layout
 * matched in any snapshot): summarised rather than listed */
static inline bool
lockgraph_lock_ownerless(const struct lg_lock *l)
{
	return l->kind == LK_FUTEX && !l->held && !l->for_io;
}

/* "mutex", "pi-mutex", "futex", or "latch" for a futex that the sux_lock
 * layout told the holder of */
static inline const char *
lockgraph_lock_kind_text(const struct lg_lock *l)
{
	return l->by_layout || l->for_io ? "latch" : lock_kind_name(l->kind);
}

/* the lock at addr, or NULL */
const struct lg_lock *lockgraph_find(const struct lockgraph *g, uint64_t addr);
/*
 * Objects. A global object (kinds dwarf, symbol, section) names one lock
 * of the program wherever and whenever it is mapped: pmp diff and the
 * report's rows go by its name. The other kinds (a thread's stack or
 * TLS, the heap, an anonymous or file mapping) say where the lock lives,
 * not which one it is.
 */
static inline bool
obj_kind_global(enum obj_kind k)
{
	return k == OBJ_DWARF || k == OBJ_SYMBOL || k == OBJ_SECTION;
}

/*
 * A global object the process gave a name (DWARF or an ELF symbol). A
 * section offset ("mariadbd:.bss+0x88c108": a stripped binary's static)
 * tells one lock from another but not which lock it is: where that is
 * all the process can say, the rule's name (a guess from the stack) names
 * the report's row and diff's hotspot key, and the object is shown under it.
 */
static inline bool
obj_kind_named(enum obj_kind k)
{
	return k == OBJ_DWARF || k == OBJ_SYMBOL;
}

/* the lock's object name, or NULL when none was given */
const char *lockgraph_obj(const struct lockgraph *g, const struct lg_lock *l);
/*
 * How a lock is shown (appended to out): a global object by name and
 * address, "mysql_bin_log.LOCK_log (0x55d0c1a2b3c0)"; another kind by
 * where it is, "tls thread 1234 (one_connection) 0x7f..." or
 * "heap 0x55..."; an unnamed address as "0x55...". addr need not be a
 * lock of g (then it is shown as an address).
 */
void lockgraph_lock_label(const struct lockgraph *g, uint64_t addr, struct strbuf *out);
/*
 * A lock that looks like a per-thread object: no owner was recorded,
 * only one thread ever waited for it, and its object is not a global
 * one (a condition variable in a THD, a thread's own event).
 */
bool lockgraph_lock_per_thread(const struct lockgraph *g, const struct lg_lock *l);

/* one "pmp: warning: deadlock: ..." line per cycle, on stderr: scripts
 * grep for it whatever the output format. A line names the first
 * DEADLOCK_WARN_THREADS threads of its cycle, then ", ... and N more
 * threads" (the report and json list them all) */
#define DEADLOCK_WARN_THREADS 16
void lockgraph_warn_deadlocks(const struct lockgraph *g);

/* up to nframes frames of stack, innermost first, " < " between */
void lockgraph_stack_text(struct stackset *ss, uint32_t stack, unsigned nframes,
			  struct strbuf *out);

/* the raw capture's "# futex ADDR OP HEX" line: write (no newline) and
 * parse (0, or -1 when it is not one) */
void futex_wait_format(const struct futex_wait *fw, struct strbuf *out);
int futex_wait_parse(const char *s, struct futex_wait *fw);
/* the raw capture's "# lockobj KIND NAME" line, from KIND on: sets
 * fw->obj_kind and fw->obj (pointing into s: borrowed while s lives; NULL
 * when the line has no NAME, as "# lockobj heap" may); 0, or -1 (fw
 * unchanged) for an unknown or "-" KIND, or a global KIND without NAME */
int futex_wait_parse_obj(const char *s, struct futex_wait *fw);

#endif
