/* SPDX-License-Identifier: MIT */
/*
 * eh_hdr.h - where a module's .eh_frame_hdr search table is, read from the
 * target's memory (its ELF header and program headers, mapped read-only
 * with the module), never from a file.
 *
 * The libunwind backend needs the table of the module an address is in.
 * libunwind-ptrace's own lookup (_UPT_find_proc_info) opens the path that
 * /proc/PID/maps names, from pmp's root: for a target in a container or
 * chroot that is the host's file at the same path, another build (a
 * MariaDB 10.5 server in a Debian 11 root unwound with Debian 12's
 * libc.so.6: stacks cut after the first libc frame). Memory is the
 * target's own.
 */
#ifndef PMP_EH_HDR_H
#define PMP_EH_HDR_H

#include <stdbool.h>
#include <stdint.h>

struct target_mem;
struct proc_maps;

struct eh_hdr {
	uint64_t lo, hi;	/* the module's code: [lo, hi) */
	uint64_t hdr;		/* address of .eh_frame_hdr */
	uint64_t table;		/* address of its binary search table */
	uint64_t count;		/* entries (two int32, relative to hdr) */
};

/*
 * The search table of the module that holds code address ip: true and
 * *out filled, or false when ip is in no module with a usable
 * .eh_frame_hdr (anonymous code, no PT_GNU_EH_FRAME, an encoding other
 * than the one every linker writes). Reads through mem only.
 */
bool eh_hdr_find(struct target_mem *mem, const struct proc_maps *maps, uint64_t ip,
		 struct eh_hdr *out);

/*
 * The fixed start of a .eh_frame_hdr: version, then the encodings of
 * eh_frame_ptr, fde_count and the table. True when it is the layout read
 * here (above), with the sizes of eh_frame_ptr and fde_count, which
 * follow these 4 bytes, the table after them. Shared with fde.c, which
 * reads the same table from a module's file.
 */
bool eh_hdr_layout(const unsigned char h[4], unsigned *psize, unsigned *csize);

#endif
