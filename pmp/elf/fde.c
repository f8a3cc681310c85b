/* SPDX-License-Identifier: MIT */
/*
 * fde.c - a function's start from the .eh_frame_hdr table of its file
 * (fde.h). The header's layout is eh_hdr.c's (eh_hdr_layout()); here it
 * is read from the file's section rather than from the target's memory:
 * the symbolizer names offline too, where there is no target.
 */
#include "fde.h"

#include <string.h>

#include "eh_hdr.h"

/* the .eh_frame_hdr section of elf, with its bytes in the file, or NULL */
static Elf_Data *
hdr_section(Elf *elf, GElf_Shdr *sh)
{
	Elf_Scn *scn = NULL;
	size_t shstrndx;

	if (!elf || elf_getshdrstrndx(elf, &shstrndx) < 0)
		return NULL;
	while ((scn = elf_nextscn(elf, scn))) {
		const char *name;

		if (!gelf_getshdr(scn, sh))
			continue;
		name = elf_strptr(elf, shstrndx, sh->sh_name);
		/* a debug file keeps the header, not the bytes (NOBITS) */
		if (name && !strcmp(name, ".eh_frame_hdr"))
			return sh->sh_type == SHT_PROGBITS ? elf_getdata(scn, NULL) : NULL;
	}
	return NULL;
}

void
fde_table_read(struct fde_table *t, Elf *elf)
{
	GElf_Shdr sh;
	Elf_Data *d = hdr_section(elf, &sh);
	const unsigned char *h;
	unsigned psize, csize;
	uint64_t count = 0;
	size_t at;

	memset(t, 0, sizeof(*t));
	if (!d || !d->d_buf || d->d_size < 4)
		return;
	h = d->d_buf;
	if (!eh_hdr_layout(h, &psize, &csize))
		return;
	at = 4 + psize;
	if (at + csize > d->d_size)
		return;
	/* little-endian (x86_64): the low csize bytes of count */
	memcpy(&count, h + at, csize);
	at += csize;
	/* a count the section cannot hold is a corrupt header */
	if (count > (d->d_size - at) / 8)
		return;
	t->tab = h + at;
	t->count = count;
	t->hdr = sh.sh_addr;
}

static int64_t
entry_start(const struct fde_table *t, uint64_t i)
{
	int32_t v;

	memcpy(&v, t->tab + 8 * i, 4);
	return (int64_t)t->hdr + v;
}

bool
fde_table_start(const struct fde_table *t, uint64_t addr, uint64_t *start)
{
	uint64_t lo = 0, hi = t->count;

	if (!t->count || (int64_t)addr < entry_start(t, 0))
		return false;
	/* the last entry whose start is <= addr: entry lo always is */
	while (hi - lo > 1) {
		uint64_t mid = lo + (hi - lo) / 2;

		if (entry_start(t, mid) <= (int64_t)addr)
			lo = mid;
		else
			hi = mid;
	}
	*start = (uint64_t)entry_start(t, lo);
	return true;
}
