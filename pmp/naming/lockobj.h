/* SPDX-License-Identifier: MIT */
/*
 * lockobj.h - name the object that holds each futex address of a live
 * snapshot (struct futex_wait's obj_kind and obj), after the stop:
 *
 *   - in a module (its data, .bss included): objname.h, over the
 *     symbolizer's Dwfl: dwarf, symbol or section;
 *   - in a thread's static TLS or struct pthread: "tls", named "thread
 *     TID (COMM)". glibc places both just around the thread pointer
 *     (fs_base on x86_64): the static TLS blocks below it, struct pthread
 *     above it, at the top of a new thread's stack mapping and, for the
 *     main thread, in an anonymous mapping ld.so allocated. The rule:
 *     fs_base - tls_bytes <= addr < fs_base + TCB_BYTES, bounded by the
 *     mapping that holds fs_base, where tls_bytes is the sum of the
 *     modules' PT_TLS segments (each rounded to its alignment) plus
 *     glibc's static TLS surplus;
 *   - in the mapping that holds a thread's stack pointer (and not its
 *     TLS): "stack", named "thread TID (COMM)";
 *   - else by the mapping: "[heap]" heap, anonymous anon, a file (no
 *     module) "file PATH".
 *
 * Reused threads (idle since their last copy, no registers this time)
 * keep the stack pointer and fs_base of that copy.
 *
 * A lockobj owns its objname and its strings; the names it sets in the
 * snapshot stay valid until the next lockobj_snapshot() or
 * lockobj_release(). It borrows the Dwfl and the maps for the call.
 */
#ifndef PMP_LOCKOBJ_H
#define PMP_LOCKOBJ_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

#include "proc.h"
#include "sampler.h"
#include "strbuf.h"

struct Dwfl;
struct objname;

struct lockobj_thread {		/* private */
	pid_t tid;
	uint64_t sp, fs_base;
	char name[48];		/* "thread TID (COMM)" */
};

struct lockobj {
	bool off;			/* $PMP_NO_LOCKOBJ (bench): name nothing */
	struct objname *on;		/* owned; made on first use */
	struct Dwfl *dwfl;		/* the one on was made for */
	unsigned long gen;		/* the modules' report it was made for */
	uint64_t tls_bytes;		/* 0: not computed for gen */
	struct lockobj_thread *thr[2];	/* [cur] this snapshot's, by tid */
	size_t nthr[2], athr[2];
	int cur;
	char **strs;			/* this snapshot's file names, owned */
	size_t nstrs, astrs;
	struct strbuf sb;
	/* figures: time spent naming, addresses named */
	uint64_t ns, last_ns;
	unsigned long named, snapshots;
};

void lockobj_init(struct lockobj *lo);
void lockobj_release(struct lockobj *lo);
/*
 * Name every futex address of s (fresh and reused threads), after the
 * stop. gen counts the module reports: a new one resets the objname and
 * its cache. maps: /proc/PID/maps as read last.
 */
void lockobj_snapshot(struct lockobj *lo, struct Dwfl *dwfl, unsigned long gen,
		      const struct proc_maps *maps, struct snapshot *s);

#endif
