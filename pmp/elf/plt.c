/* SPDX-License-Identifier: MIT */
/*
 * plt.c - names for x86-64 PLT stubs; see plt.h.
 *
 * The stub shapes (binutils' elf_x86_64 PLT layouts), 16 bytes unless
 * the section says otherwise:
 *
 *   .plt      ff 25 GOT          jmp *slot(%rip)      (lazy, no IBT; the
 *             68 index           push $index           first entry, PLT0,
 *             e9 PLT0            jmp PLT0              jumps through no slot)
 *   .plt      f3 0f 1e fa        endbr64              (lazy, IBT: jumps
 *             68 index           push $index           through no slot;
 *             f2 e9 PLT0         bnd jmp PLT0          gdb leaves it unnamed)
 *   .plt.sec  f3 0f 1e fa f2 ff 25 GOT               (IBT: endbr64; bnd jmp)
 *   .plt.got  ff 25 GOT 66 90                          (8 bytes, or the IBT
 *                                                      shape of .plt.sec)
 *
 * A slot is named by the JUMP_SLOT (lazy and .plt.sec) or GLOB_DAT
 * (.plt.got) relocation at its address.
 * An IRELATIVE slot (an ifunc resolved inside the file itself, as in
 * libc.so.6) has no symbol: gdb calls it "*ABS*+0xRESOLVER", so do we.
 * Only those fixed instruction positions are looked at, so a displacement
 * that happens to hold the bytes ff 25 is never taken for a jump.
 */
#include "plt.h"

#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

struct slot {
	uint64_t addr;
	const char *name;
};

static int
cmp_slot(const void *a, const void *b)
{
	const struct slot *x = a, *y = b;

	return (x->addr > y->addr) - (x->addr < y->addr);
}

static int
cmp_stub(const void *a, const void *b)
{
	const struct plt_stub *x = a, *y = b;

	return (x->start > y->start) - (x->start < y->start);
}

/* the named slots of one SHT_RELA section, added to *v */
static void
read_relocs(struct plt_table *t, Elf *elf, Elf_Scn *scn, const GElf_Shdr *sh,
	    struct slot **v, size_t *n, size_t *alloc)
{
	Elf_Scn *symscn = elf_getscn(elf, sh->sh_link);
	Elf_Data *data = elf_getdata(scn, NULL), *syms;
	GElf_Shdr symsh;
	size_t count;

	if (!data || !symscn || !gelf_getshdr(symscn, &symsh) ||
	    !(syms = elf_getdata(symscn, NULL)) || !sh->sh_entsize)
		return;
	count = sh->sh_size / sh->sh_entsize;
	for (size_t i = 0; i < count; i++) {
		GElf_Rela r;
		GElf_Sym sym;
		const char *name = NULL;
		unsigned type;

		if (!gelf_getrela(data, (int)i, &r))
			break;
		type = GELF_R_TYPE(r.r_info);
		if (type == R_X86_64_IRELATIVE) {
			char buf[40];

			snprintf(buf, sizeof(buf), "*ABS*+0x%" PRIx64, (uint64_t)r.r_addend);
			ALLOC_GROW(t->owned, t->nowned + 1, t->aowned);
			name = t->owned[t->nowned++] = xstrdup(buf);
		} else if (type != R_X86_64_JUMP_SLOT && type != R_X86_64_GLOB_DAT) {
			continue;
		} else if (GELF_R_SYM(r.r_info) &&
		    gelf_getsym(syms, (int)GELF_R_SYM(r.r_info), &sym))
			name = elf_strptr(elf, symsh.sh_link, sym.st_name);
		if (!name || !name[0])
			continue;
		ALLOC_GROW(*v, *n + 1, *alloc);
		(*v)[*n].addr = r.r_offset;
		(*v)[(*n)++].name = name;
	}
}

static const char *
slot_name(const struct slot *v, size_t n, uint64_t addr)
{
	struct slot key = { .addr = addr };
	const struct slot *s = bsearch(&key, v, n, sizeof(*v), cmp_slot);

	return s ? s->name : NULL;
}

static bool
is_endbr64(const unsigned char *b)
{
	return b[0] == 0xf3 && b[1] == 0x0f && b[2] == 0x1e && b[3] == 0xfa;
}

/* the GOT slot a stub jumps through, or 0 */
static uint64_t
stub_slot(const unsigned char *b, size_t len, uint64_t addr)
{
	static const unsigned char at[] = { 0, 1, 4, 5 };

	for (size_t k = 0; k < sizeof(at); k++) {
		size_t p = at[k];
		int32_t disp;

		if (p + 6 > len || b[p] != 0xff || b[p + 1] != 0x25)
			continue;
		/* the prefixes that may come before the jump */
		if ((p == 1 && b[0] != 0xf2) || (p >= 4 && !is_endbr64(b)) ||
		    (p == 5 && b[4] != 0xf2))
			continue;
		memcpy(&disp, b + p + 2, 4);
		return addr + p + 6 + (int64_t)disp;
	}
	return 0;
}

void
plt_table_read(struct plt_table *t, Elf *elf)
{
	struct slot *slots = NULL;
	size_t nslots = 0, aslots = 0, alloc = 0, shstrndx;
	GElf_Ehdr eh;
	Elf_Scn *scn = NULL;

	memset(t, 0, sizeof(*t));
	if (!elf || !gelf_getehdr(elf, &eh) || eh.e_machine != EM_X86_64 ||
	    elf_getshdrstrndx(elf, &shstrndx) < 0)
		return;
	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr sh;

		if (gelf_getshdr(scn, &sh) && sh.sh_type == SHT_RELA)
			read_relocs(t, elf, scn, &sh, &slots, &nslots, &aslots);
	}
	if (nslots)	/* qsort's base may not be NULL, even for 0 items */
		qsort(slots, nslots, sizeof(*slots), cmp_slot);
	while (nslots && (scn = elf_nextscn(elf, scn))) {
		GElf_Shdr sh;
		const char *name;
		Elf_Data *data;
		size_t es;

		if (!gelf_getshdr(scn, &sh) || sh.sh_type != SHT_PROGBITS ||
		    !(sh.sh_flags & SHF_EXECINSTR) ||
		    !(name = elf_strptr(elf, shstrndx, sh.sh_name)) ||
		    strncmp(name, ".plt", 4) || (name[4] && strcmp(name + 4, ".sec") &&
						 strcmp(name + 4, ".got")) ||
		    !(data = elf_getdata(scn, NULL)) || !data->d_buf)
			continue;
		es = sh.sh_entsize == 8 || sh.sh_entsize == 16 ? sh.sh_entsize : 16;
		for (size_t off = 0; off + es <= data->d_size; off += es) {
			const unsigned char *b = (const unsigned char *)data->d_buf + off;
			uint64_t addr = sh.sh_addr + off, slot = stub_slot(b, es, addr);
			const char *sym = slot ? slot_name(slots, nslots, slot) : NULL;

			if (!sym)
				continue;
			ALLOC_GROW(t->v, t->n + 1, alloc);
			t->v[t->n++] = (struct plt_stub){ addr, addr + es, sym };
		}
	}
	free(slots);
	if (t->n)
		qsort(t->v, t->n, sizeof(*t->v), cmp_stub);
}

void
plt_table_release(struct plt_table *t)
{
	free(t->v);
	for (size_t i = 0; i < t->nowned; i++)
		free(t->owned[i]);
	free(t->owned);
	memset(t, 0, sizeof(*t));
}

const char *
plt_table_find(const struct plt_table *t, uint64_t addr)
{
	size_t lo = 0, hi = t->n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (t->v[mid].start <= addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo && addr < t->v[lo - 1].end ? t->v[lo - 1].name : NULL;
}
