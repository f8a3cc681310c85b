/* SPDX-License-Identifier: MIT */
/*
 * symbolize.c - libdwfl symbolizer; see symbolize.h.
 *
 * Why libdwfl and not libunwind for names: Debian 12's libunwind 1.6.2
 * unw_get_proc_name() returns the closest preceding symbol even past its
 * end, i.e. plausible but wrong names on stripped binaries such as
 * Debian's mariadbd. dwfl_module_addrinfo() refuses those addresses.
 */
#include "symbolize.h"

#include <elfutils/libdw.h>
#include <elfutils/libdwfl.h>
#include <dwarf.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "strbuf.h"
#include "util.h"

#define MAX_INLINE 64

struct sym_entry {
	uint64_t addr;		/* lookup address + 1; 0 = empty slot */
	uint32_t first, n;	/* into s->ids */
	uint32_t module, where, buildid;
	uint64_t offset;
};

struct symbolizer {
	pid_t pid;
	Dwfl *dwfl;
	Dwfl_Callbacks cb;
	char *debuginfo_path;
	struct stackset *ss;		/* borrowed */
	struct sym_entry *tab;		/* open addressing, power of two */
	size_t ntab, nused;
	uint32_t *ids;
	size_t nids, aids;
	struct sym_result res;
	uint32_t unknown_name;
};

static void
cache_clear(struct symbolizer *s)
{
	free(s->tab);
	s->ntab = 1024;
	s->tab = xcalloc(s->ntab, sizeof(*s->tab));
	s->nused = 0;
	s->nids = 0;
}

struct symbolizer *
symbolizer_new(pid_t pid, struct stackset *ss, const struct symbolizer_opts *o)
{
	struct symbolizer *s = xcalloc(1, sizeof(*s));
	struct strbuf path;

	s->pid = pid;
	s->ss = ss;
	/* ":.debug:/usr/lib/debug" is libdwfl's default: the file's own
	 * directory, its .debug subdirectory, /usr/lib/debug (by build-id
	 * and by .gnu_debuglink) */
	strbuf_init(&path);
	strbuf_adds(&path, ":.debug:/usr/lib/debug");
	if (o && o->debug_dir)
		strbuf_addf(&path, ":%s", o->debug_dir);
	s->debuginfo_path = xstrdup(path.buf);
	strbuf_release(&path);
	s->cb.find_elf = dwfl_linux_proc_find_elf;
	s->cb.find_debuginfo = dwfl_standard_find_debuginfo;
	s->cb.debuginfo_path = &s->debuginfo_path;
	s->dwfl = dwfl_begin(&s->cb);
	if (!s->dwfl) {
		error_msg("dwfl_begin: %s", dwfl_errmsg(-1));
		free(s->debuginfo_path);
		free(s);
		return NULL;
	}
	s->unknown_name = stackset_str(ss, "??", 2);
	cache_clear(s);
	return s;
}

void
symbolizer_free(struct symbolizer *s)
{
	if (!s)
		return;
	dwfl_end(s->dwfl);
	free(s->debuginfo_path);
	free(s->tab);
	free(s->ids);
	free(s);
}

struct Dwfl *
symbolizer_dwfl(struct symbolizer *s)
{
	return s->dwfl;
}

/* load everything a later lookup or unwind might need, now, while the
 * target runs: ELF, symbol table, CFI, separate debug file */
static int
preload_module(Dwfl_Module *mod, void **userdata, const char *name,
	       Dwarf_Addr start, void *arg)
{
	Dwarf_Addr bias;

	(void)userdata;
	(void)start;
	(void)arg;
	if (!dwfl_module_getelf(mod, &bias)) {
		verbose_msg("module '%s': no ELF: %s", name, dwfl_errmsg(-1));
		return DWARF_CB_OK;
	}
	dwfl_module_getsymtab(mod);
	dwfl_module_eh_cfi(mod, &bias);
	if (dwfl_module_getdwarf(mod, &bias))
		dwfl_module_dwarf_cfi(mod, &bias);
	return DWARF_CB_OK;
}

int
symbolizer_report(struct symbolizer *s)
{
	int r;

	dwfl_report_begin(s->dwfl);
	r = dwfl_linux_proc_report(s->dwfl, s->pid);
	if (dwfl_report_end(s->dwfl, NULL, NULL) != 0 && r == 0)
		r = -1;
	if (r != 0) {
		if (r > 0)
			return r == ENOENT ? -ESRCH : -r;
		error_msg("cannot read the modules of process %d: %s", (int)s->pid,
			  dwfl_errmsg(-1));
		return -EIO;
	}
	dwfl_getmodules(s->dwfl, preload_module, s, 0);
	cache_clear(s);
	return 0;
}

static const char *
base_name(const char *p)
{
	const char *b = strrchr(p, '/');

	return b ? b + 1 : p;
}

static const char *
die_name(Dwarf_Die *die)
{
	Dwarf_Attribute a;
	const char *n;

	n = dwarf_formstring(dwarf_attr_integrate(die, DW_AT_linkage_name, &a));
	if (!n)
		n = dwarf_formstring(dwarf_attr_integrate(die, DW_AT_MIPS_linkage_name, &a));
	if (!n)
		n = dwarf_diename(die);
	return n;
}

static bool
is_function(Dwarf_Die *die)
{
	int tag = dwarf_tag(die);

	return tag == DW_TAG_subprogram || tag == DW_TAG_inlined_subroutine ||
	       tag == DW_TAG_entry_point;
}

static uint32_t
file_line(struct symbolizer *s, const char *file, unsigned long line)
{
	char buf[512];
	int n;

	if (!file || !*file)
		return 0;
	n = line ? snprintf(buf, sizeof(buf), "%s:%lu", base_name(file), line)
		 : snprintf(buf, sizeof(buf), "%s", base_name(file));
	if (n < 0 || (size_t)n >= sizeof(buf))
		return 0;
	return stackset_str(s->ss, buf, n);
}

static void
push_frame(struct symbolizer *s, const char *name, uint32_t module, uint32_t file,
	   uint32_t flags, uint32_t where)
{
	struct frame f = { 0 };

	f.name = name && *name ? stackset_str(s->ss, name, strlen(name)) : s->unknown_name;
	f.module = module;
	f.file = file;
	f.flags = flags;
	/* json shows module+0xOFF for a frame it cannot name */
	f.where = f.name == s->unknown_name ? where : 0;
	ALLOC_GROW(s->ids, s->nids + 1, s->aids);
	s->ids[s->nids++] = stackset_frame(s->ss, &f);
}

/* the source line of addr, for the innermost frame */
static uint32_t
src_line(struct symbolizer *s, Dwfl_Module *mod, Dwarf_Addr addr)
{
	Dwfl_Line *line = dwfl_module_getsrc(mod, addr);
	int lineno = 0;
	const char *file;

	if (!line)
		return 0;
	file = dwfl_lineinfo(line, NULL, &lineno, NULL, NULL, NULL);
	return file_line(s, file, lineno > 0 ? (unsigned long)lineno : 0);
}

/* DW_AT_call_file:DW_AT_call_line of an inlined call */
static uint32_t
call_site(struct symbolizer *s, Dwarf_Die *cudie, Dwarf_Die *inl)
{
	Dwarf_Attribute a;
	Dwarf_Word idx, line = 0;
	Dwarf_Files *files;
	size_t nfiles;
	const char *file;

	if (dwarf_formudata(dwarf_attr(inl, DW_AT_call_file, &a), &idx) != 0)
		return 0;
	dwarf_formudata(dwarf_attr(inl, DW_AT_call_line, &a), &line);
	if (dwarf_getsrcfiles(cudie, &files, &nfiles) != 0 || idx >= nfiles)
		return 0;
	file = dwarf_filesrc(files, idx, NULL, NULL);
	return file_line(s, file, line);
}

/*
 * Expand the inline chain at addr (eu-stack -i's algorithm). Returns the
 * number of frames pushed, 0 when there is no DWARF for addr.
 */
static int
inline_frames(struct symbolizer *s, Dwfl_Module *mod, Dwarf_Addr addr,
	      const char *symname, uint32_t module, uint32_t where)
{
	Dwarf_Addr bias = 0;
	Dwarf_Die *cudie = dwfl_module_addrdie(mod, addr, &bias);
	Dwarf_Die *scopes = NULL, *chain = NULL, die, *last;
	int nscopes, nchain, pushed = 0;
	bool found = false;

	if (!cudie)
		return 0;
	nscopes = dwarf_getscopes(cudie, addr - bias, &scopes);
	for (int i = 0; i < nscopes; i++)
		if (is_function(&scopes[i])) {
			die = scopes[i];
			found = true;
			break;
		}
	free(scopes);
	if (!found)
		return 0;
	nchain = dwarf_getscopes_die(&die, &chain);
	if (nchain <= 0) {
		free(chain);
		return 0;
	}
	last = &chain[0];
	for (int i = 0; i < nchain && pushed < MAX_INLINE; i++) {
		Dwarf_Die *sc = &chain[i];
		int tag = dwarf_tag(sc);
		const char *name;
		uint32_t file;

		if (!is_function(sc))
			continue;
		/* DWARF names, as gdb and eu-stack print them (an alias such
		 * as ___pthread_cond_wait, not pthread_cond_wait@@GLIBC_2.3.2);
		 * the symbol table name when DWARF has none */
		name = die_name(sc);
		if (!name && tag == DW_TAG_subprogram)
			name = symname;
		file = pushed == 0 ? src_line(s, mod, addr) : call_site(s, cudie, last);
		push_frame(s, name, module, file,
			   tag == DW_TAG_inlined_subroutine ? FRAME_INLINE : 0, where);
		pushed++;
		if (tag == DW_TAG_subprogram)
			break;
		last = sc;
	}
	free(chain);
	return pushed;
}

static uint32_t
module_label(struct symbolizer *s, const char *name)
{
	if (!name)
		return 0;
	if (!strncmp(name, "[vdso", 5))
		return stackset_str(s->ss, "[vdso]", 6);
	name = base_name(name);
	return stackset_str(s->ss, name, strlen(name));
}

static void
resolve(struct symbolizer *s, struct sym_entry *e, Dwarf_Addr addr)
{
	Dwfl_Module *mod = dwfl_addrmodule(s->dwfl, addr);
	const char *modname, *symname;
	Dwarf_Addr start = 0, bias = 0;
	const unsigned char *bits;
	GElf_Addr bid_vaddr;
	GElf_Off off;
	GElf_Sym sym;
	char buf[600];
	int n;

	e->first = s->nids;
	if (!mod) {
		snprintf(buf, sizeof(buf), "0x%" PRIx64, (uint64_t)addr);
		e->where = stackset_str(s->ss, buf, strlen(buf));
		e->offset = addr;
		push_frame(s, NULL, 0, 0, 0, e->where);
		e->n = 1;
		return;
	}
	modname = dwfl_module_info(mod, NULL, &start, NULL, NULL, NULL, NULL, NULL);
	e->module = module_label(s, modname);
	if (dwfl_module_getelf(mod, &bias))
		e->offset = addr - bias;
	else
		e->offset = addr - start;
	snprintf(buf, sizeof(buf), "%s+0x%" PRIx64,
		 e->module ? stackset_name_str(s->ss, e->module) : "?", e->offset);
	e->where = stackset_str(s->ss, buf, strlen(buf));
	n = dwfl_module_build_id(mod, &bits, &bid_vaddr);
	if (n > 0 && n <= 64) {
		for (int i = 0; i < n; i++)
			sprintf(buf + 2 * i, "%02x", bits[i]);
		e->buildid = stackset_str(s->ss, buf, 2 * n);
	}
	symname = dwfl_module_addrinfo(mod, addr, &off, &sym, NULL, NULL, NULL);
	if (!inline_frames(s, mod, addr, symname, e->module, e->where))
		push_frame(s, symname, e->module, src_line(s, mod, addr), 0, e->where);
	e->n = s->nids - e->first;
}

const struct sym_result *
symbolizer_lookup(struct symbolizer *s, uint64_t pc, bool activation)
{
	uint64_t addr = activation ? pc : pc - 1;
	size_t mask, i;
	struct sym_entry *e;

	if ((s->nused + 1) * 2 > s->ntab) {
		struct sym_entry *old = s->tab;
		size_t nold = s->ntab;

		s->ntab *= 2;
		s->tab = xcalloc(s->ntab, sizeof(*s->tab));
		for (size_t k = 0; k < nold; k++) {
			if (!old[k].addr)
				continue;
			for (i = (old[k].addr * 0x9e3779b97f4a7c15ULL >> 20) & (s->ntab - 1);
			     s->tab[i].addr; i = (i + 1) & (s->ntab - 1))
				;
			s->tab[i] = old[k];
		}
		free(old);
	}
	mask = s->ntab - 1;
	for (i = ((addr + 1) * 0x9e3779b97f4a7c15ULL >> 20) & mask; s->tab[i].addr;
	     i = (i + 1) & mask)
		if (s->tab[i].addr == addr + 1)
			break;
	e = &s->tab[i];
	if (!e->addr) {
		e->addr = addr + 1;
		resolve(s, e, addr);
		s->nused++;
	}
	s->res.frames = s->ids + e->first;
	s->res.n = e->n;
	s->res.module = e->module;
	s->res.where = e->where;
	s->res.buildid = e->buildid;
	s->res.offset = e->offset;
	return &s->res;
}

uint32_t
symbolizer_unknown_frame(struct symbolizer *s, uint64_t pc)
{
	const struct sym_result *r = symbolizer_lookup(s, pc, true);

	return r->frames[r->n - 1];
}
