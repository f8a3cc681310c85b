/* SPDX-License-Identifier: MIT */
/*
 * plt.h - names for PLT stubs, "memcpy@plt", as gdb gives them.
 *
 * A PLT stub has no symbol of its own, so libdwfl leaves a PC in one
 * unnamed. gdb (through BFD's synthetic symbols) names each stub after the
 * symbol of the GOT slot its indirect jump goes through. pmp does the
 * same from the ELF file alone: x86-64 stubs in .plt, .plt.sec and
 * .plt.got are decoded for their "jmp *disp32(%rip)" (or, for a lazy .plt
 * stub of an IBT binary, its "push $index"), and the slot is looked up in
 * the JUMP_SLOT, GLOB_DAT and IRELATIVE relocations.
 */
#ifndef PMP_PLT_H
#define PMP_PLT_H

#include <gelf.h>
#include <stddef.h>
#include <stdint.h>

struct plt_stub {
	uint64_t start, end;	/* link-time addresses [start, end) */
	const char *name;	/* symbol name, owned by the Elf */
};

/* the stubs of one ELF file, sorted by start; borrows the Elf, whose
 * strings most names point into: release the table before the Elf goes */
struct plt_table {
	struct plt_stub *v;
	size_t n;
	char **owned;		/* the names made here ("*ABS*+0x...") */
	size_t nowned, aowned;
};

/* read the stubs of elf (none when it has no PLT or is not x86-64) */
void plt_table_read(struct plt_table *t, Elf *elf);
void plt_table_release(struct plt_table *t);
/* the symbol name of the stub holding the link-time address addr, or NULL */
const char *plt_table_find(const struct plt_table *t, uint64_t addr);

#endif
