/* SPDX-License-Identifier: MIT */
/*
 * fde.h - where the function that holds an address starts, from the
 * .eh_frame_hdr search table of a module's file.
 *
 * A stripped binary (Debian's mariadbd) has no symbol for most of its
 * code, but it keeps .eh_frame and its .eh_frame_hdr: one FDE per
 * function, sorted by the function's first address. The start of the
 * FDE that covers a pc names its function the same way for every pc
 * inside it and in every run of that build, whatever the load address
 * (symbolize.c spells it "MODULE+0xSTART", stackset.h's FRAME_UNNAMED).
 *
 * The table gives starts only: whether an FDE really covers the address
 * (not a gap after a function's end) is libdw's to say
 * (dwarf_cfi_addrframe()), which symbolize.c asks.
 */
#ifndef PMP_FDE_H
#define PMP_FDE_H

#include <gelf.h>
#include <stdbool.h>
#include <stdint.h>

/* the table of one ELF file; borrows the Elf's section data: valid
 * while the Elf is */
struct fde_table {
	const unsigned char *tab;	/* pairs of int32: start, FDE; both
					 * relative to hdr */
	uint64_t count;
	uint64_t hdr;			/* link-time address of .eh_frame_hdr */
};

/* read elf's table (none: count 0, when the file has no .eh_frame_hdr
 * section with data, as a separate debug file, or one of another layout) */
void fde_table_read(struct fde_table *t, Elf *elf);
/* the link-time start of the last FDE that starts at or before the
 * link-time address addr: true, or false when there is none */
bool fde_table_start(const struct fde_table *t, uint64_t addr, uint64_t *start);

#endif
