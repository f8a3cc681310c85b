/* SPDX-License-Identifier: MIT */
/*
 * framebuf.h - one thread's frames on their way into the profile, in a
 * live session (live.h) or from a core file (pmp --core): its pcs
 * (innermost first, unwound or reused; the live session's only), then
 * the frame ids they were named (with each id's pc), turned root first,
 * and its system call. Scratch, reused from thread to thread: a struct
 * framebuf owns its arrays; framebuf_release() frees them (zeroed, it
 * holds none).
 */
#ifndef PMP_FRAMEBUF_H
#define PMP_FRAMEBUF_H

#include <stddef.h>
#include <stdint.h>

#include "symbolize.h"
#include "syscall_rec.h"
#include "unwinder.h"

#define MAX_FRAMES 512

struct framebuf {
	struct unwind_frame pc[MAX_FRAMES];	/* innermost first */
	uint32_t *ids;		/* frame ids */
	uint32_t *wheres;	/* each id's pc (sym_result.where), 0 for the
				 * call's pseudo-frame */
	size_t nids, aids, awheres;
	struct syscall_rec sc;	/* the thread's call (live.c, thread_syscall()) */
};

/* no frame ids */
void framebuf_reset(struct framebuf *B);
/* the frames of one pc, r (innermost first), after those there are; an
 * inlined call and its caller have that one pc */
void framebuf_add(struct framebuf *B, const struct sym_result *r);
/* innermost first -> root first */
void framebuf_root_first(struct framebuf *B);
/* one more frame id, at pc where */
void framebuf_push(struct framebuf *B, uint32_t id, uint32_t where);
void framebuf_release(struct framebuf *B);

#endif
