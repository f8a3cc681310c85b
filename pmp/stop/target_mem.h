/* SPDX-License-Identifier: MIT */
/*
 * target_mem.h - read-only memory of a running target (code, .eh_frame,
 * read-only data), cached by page, for the unwinders and eh_hdr.c.
 * Writable mappings are refused: their content would not belong to the
 * snapshot. Plain process_vm_readv() reads: nothing is stopped.
 */
#ifndef PMP_TARGET_MEM_H
#define PMP_TARGET_MEM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "proc.h"

struct target_mem {
	pid_t pid;
	const struct proc_maps *maps;	/* borrowed */
	struct tm_page *pages;		/* owned: a direct-mapped cache */
	size_t npages;
};

void target_mem_init(struct target_mem *m, pid_t pid, const struct proc_maps *maps);
void target_mem_release(struct target_mem *m);
/* call when the maps change: the cached pages may belong to another file */
void target_mem_flush(struct target_mem *m);
/* n bytes at addr into buf; false when some are not in a read-only mapping
 * or cannot be read */
bool target_mem_read(struct target_mem *m, uint64_t addr, void *buf, size_t n);

#endif
