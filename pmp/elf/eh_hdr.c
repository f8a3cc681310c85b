/* SPDX-License-Identifier: MIT */
/*
 * eh_hdr.c - a module's .eh_frame_hdr found through the target's memory
 * (see eh_hdr.h for why not through its file). The layout read here is
 * the one the ELF gABI and the LSB give: the ELF header and program
 * headers at the start of the module's first mapping, PT_GNU_EH_FRAME
 * pointing at the header "version 1, three encodings, eh_frame_ptr,
 * fde_count, table", the table sorted pairs of int32 relative to the
 * header (DW_EH_PE_datarel | DW_EH_PE_sdata4).
 */
#include "eh_hdr.h"

#include <elf.h>
#include <string.h>

#include "proc.h"
#include "target_mem.h"

/* DWARF exception-header pointer encodings (LSB, "DWARF Extensions") */
#define PE_OMIT 0xff
#define PE_TABLE_ENC 0x3b	/* datarel | sdata4: what every linker writes */
#define PAGE_MASK_4K (~(uint64_t)4095)
#define MAX_PHNUM 256

/* the size of a value in encoding enc (its low four bits), or 0 for one
 * pmp does not read (uleb128, an omitted value) */
static unsigned
enc_size(unsigned char enc)
{
	switch (enc & 0x0f) {
	case 0x00: return 8;		/* absptr, on x86_64 */
	case 0x02: case 0x0a: return 2;
	case 0x03: case 0x0b: return 4;
	case 0x04: case 0x0c: return 8;
	default: return 0;
	}
}

/* the first mapping of the module that mapping i belongs to (the one at
 * file offset 0, where the ELF header is), or NULL */
static const struct proc_map *
module_first(const struct proc_maps *maps, size_t i)
{
	const char *path = maps->v[i].path;

	if (!path[0])
		return NULL;	/* anonymous: JIT code, no module */
	for (;;) {
		if (maps->v[i].offset == 0)
			return &maps->v[i];
		if (i == 0 || strcmp(maps->v[i - 1].path, path) != 0)
			return NULL;
		i--;
	}
}

/* the load bias, the code range and PT_GNU_EH_FRAME of the module whose
 * first mapping is at base */
static bool
read_phdrs(struct target_mem *mem, uint64_t base, uint64_t ip, struct eh_hdr *out)
{
	Elf64_Ehdr eh;
	Elf64_Phdr ph[MAX_PHNUM];
	uint64_t bias = 0, eh_vaddr = 0;
	bool have_bias = false, have_eh = false, have_code = false;

	if (!target_mem_read(mem, base, &eh, sizeof(eh)) ||
	    memcmp(eh.e_ident, ELFMAG, SELFMAG) != 0 || eh.e_ident[EI_CLASS] != ELFCLASS64 ||
	    eh.e_phentsize != sizeof(Elf64_Phdr) || eh.e_phnum == 0 || eh.e_phnum > MAX_PHNUM ||
	    !target_mem_read(mem, base + eh.e_phoff, ph, eh.e_phnum * sizeof(Elf64_Phdr)))
		return false;
	for (unsigned i = 0; i < eh.e_phnum; i++) {
		if (ph[i].p_type == PT_LOAD && ph[i].p_offset == 0 && !have_bias) {
			bias = base - (ph[i].p_vaddr & PAGE_MASK_4K);
			have_bias = true;
		} else if (ph[i].p_type == PT_GNU_EH_FRAME) {
			eh_vaddr = ph[i].p_vaddr;
			have_eh = true;
		}
	}
	if (!have_bias || !have_eh)
		return false;
	for (unsigned i = 0; i < eh.e_phnum; i++) {
		uint64_t lo = bias + ph[i].p_vaddr, hi = lo + ph[i].p_memsz;

		if (ph[i].p_type == PT_LOAD && (ph[i].p_flags & PF_X) && ip >= lo && ip < hi) {
			out->lo = lo;
			out->hi = hi;
			have_code = true;
		}
	}
	out->hdr = bias + eh_vaddr;
	return have_code;
}

bool
eh_hdr_layout(const unsigned char h[4], unsigned *psize, unsigned *csize)
{
	/* version 1; eh_frame_ptr's encoding; fde_count's (an absolute
	 * unsigned value); the table's */
	*psize = enc_size(h[1]);
	*csize = enc_size(h[2]);
	return h[0] == 1 && h[1] != PE_OMIT && *psize && h[2] != PE_OMIT && *csize &&
	       (h[2] & 0x70) == 0 && h[3] == PE_TABLE_ENC;
}

bool
eh_hdr_find(struct target_mem *mem, const struct proc_maps *maps, uint64_t ip,
	    struct eh_hdr *out)
{
	const struct proc_map *m = proc_maps_find(maps, ip), *first;
	unsigned char h[4];
	unsigned psize, csize;
	uint64_t count = 0;

	if (!m || !m->exec || !(first = module_first(maps, (size_t)(m - maps->v))))
		return false;
	if (!read_phdrs(mem, first->start, ip, out) || !target_mem_read(mem, out->hdr, h, 4))
		return false;
	if (!eh_hdr_layout(h, &psize, &csize))
		return false;
	/* little-endian (x86_64): the low csize bytes of count */
	if (!target_mem_read(mem, out->hdr + 4 + psize, &count, csize))
		return false;
	/* a table bigger than any module's code is a corrupt header */
	if (count == 0 || count > (out->hi - out->lo))
		return false;
	out->table = out->hdr + 4 + psize + csize;
	out->count = count;
	return true;
}
