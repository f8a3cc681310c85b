/* SPDX-License-Identifier: MIT */
/*
 * objname.c - name a data address by its object; see objname.h.
 *
 * Per module, three sources, best first:
 *
 *   1. DWARF: an index of the module's data variables, (address, DIE
 *      offset) pairs sorted by address, built by walking only the
 *      top-level DIEs of each CU and the children of namespaces (a
 *      variable defined at file or namespace scope, or a class static
 *      member's definition, which sits at CU level with
 *      DW_AT_specification). Names, sizes and types are read only for
 *      the variable a lookup lands on, so the index of a 210 MB
 *      executable costs one pass over its CUs' top-level DIEs. The
 *      variable's type is then walked down to the innermost member that
 *      holds the address, as gdb's ptype/o lays it out.
 *   2. ELF symbols (STT_OBJECT and STT_COMMON, of .symtab, .dynsym or a
 *      separate debug file: libdwfl merges them), read once into a table
 *      sorted by address with a running maximum of the ends, as
 *      symbolize.c does for code: "sym" or "sym+0xOFF", demangled as
 *      gdb's `info symbol` prints it.
 *   3. The ELF section headers: "module:section+0xOFF".
 *
 * A module's range as libdwfl reports it from /proc/PID/maps ends with
 * its last file mapping; the rest of .bss is an anonymous mapping after
 * it. An address no module holds is therefore checked against the
 * PT_LOAD segments (memsz) of the module just below it.
 */
#include "objname.h"

#include <dwarf.h>
#include <elfutils/libdw.h>
#include <elfutils/libdwfl.h>
#include <gelf.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "normalize.h"
#include "strbuf.h"
#include "util.h"

/* type levels walked at most (a member path deeper than this is cut) */
#define MAX_DEPTH 32

/* both start with their address (count_below()) */
struct dvar {			/* a DWARF data variable */
	uint64_t addr;		/* in the process */
	Dwarf_Off die;		/* its DIE (the definition) */
};

struct osym {			/* an ELF data symbol */
	uint64_t start, size;
	const char *name;	/* owned by libdwfl's ELF */
	bool global;
};

struct omod {
	Dwfl_Module *mod;
	bool dwarf_done, syms_done;
	Dwarf *dw;		/* NULL without DWARF */
	Dwarf_Addr dwbias;
	struct dvar *vars;	/* sorted by addr */
	size_t nvars;
	struct osym *syms;	/* sorted by start */
	uint64_t *maxend;	/* maxend[i]: the largest end of syms[0..i] */
	size_t nsyms;
};

struct oentry {
	uint64_t addr;		/* key + 1: 0 is an empty slot */
	enum obj_kind kind;
	char *name;		/* owned */
};

struct objname {
	Dwfl *dwfl;			/* borrowed */
	struct omod *mods;
	size_t nmods, amods;
	struct oentry *tab;		/* open addressing, power of two */
	size_t ntab, nused;
	struct strbuf sb;
	/* names of the lookups a reset forgot: objname.h promises every name
	 * until objname_free() */
	char **old;
	size_t nold, aold;
	/* figures for -v */
	uint64_t index_ns;
	unsigned long nindexed;
};

struct objname *
objname_new(struct Dwfl *dwfl)
{
	struct objname *o = xcalloc(1, sizeof(*o));

	o->dwfl = dwfl;
	strbuf_init(&o->sb);
	return o;
}

void
objname_reset(struct objname *o)
{
	for (size_t i = 0; i < o->nmods; i++) {
		free(o->mods[i].vars);
		free(o->mods[i].syms);
		free(o->mods[i].maxend);
	}
	o->nmods = 0;
	for (size_t i = 0; i < o->ntab; i++) {
		if (!o->tab[i].name)
			continue;
		ALLOC_GROW(o->old, o->nold + 1, o->aold);
		o->old[o->nold++] = o->tab[i].name;
	}
	free(o->tab);
	o->tab = NULL;
	o->ntab = o->nused = 0;
}

void
objname_free(struct objname *o)
{
	if (!o)
		return;
	if (o->nindexed)
		verbose_msg("lock objects: %lu module(s) indexed in %.3f ms",
			    o->nindexed, o->index_ns / 1e6);
	objname_reset(o);
	for (size_t i = 0; i < o->nold; i++)
		free(o->old[i]);
	free(o->old);
	free(o->mods);
	strbuf_release(&o->sb);
	free(o);
}

/* ---- the cache ------------------------------------------------------- */

static size_t
slot_of(uint64_t key, size_t mask)
{
	return (size_t)((key * 0x9e3779b97f4a7c15ULL) >> 17) & mask;
}

static struct oentry *
cache_find(struct objname *o, uint64_t addr)
{
	if (!o->ntab)
		return NULL;
	for (size_t i = slot_of(addr + 1, o->ntab - 1);; i = (i + 1) & (o->ntab - 1)) {
		if (!o->tab[i].addr)
			return NULL;
		if (o->tab[i].addr == addr + 1)
			return &o->tab[i];
	}
}

static struct oentry *
cache_add(struct objname *o, uint64_t addr, enum obj_kind kind, const char *name)
{
	struct oentry *e;
	size_t i;

	if ((o->nused + 1) * 2 > o->ntab) {
		struct oentry *old = o->tab;
		size_t nold = o->ntab;

		o->ntab = nold ? nold * 2 : 64;
		o->tab = xcalloc(o->ntab, sizeof(*o->tab));
		for (size_t j = 0; j < nold; j++) {
			if (!old[j].addr)
				continue;
			for (i = slot_of(old[j].addr, o->ntab - 1); o->tab[i].addr;
			     i = (i + 1) & (o->ntab - 1))
				;
			o->tab[i] = old[j];
		}
		free(old);
	}
	for (i = slot_of(addr + 1, o->ntab - 1); o->tab[i].addr; i = (i + 1) & (o->ntab - 1))
		;
	e = &o->tab[i];
	e->addr = addr + 1;
	e->kind = kind;
	e->name = name ? xstrdup(name) : NULL;
	o->nused++;
	return e;
}

/* ---- modules --------------------------------------------------------- */

static struct omod *
omod_get(struct objname *o, Dwfl_Module *mod)
{
	struct omod *m;

	for (size_t i = 0; i < o->nmods; i++)
		if (o->mods[i].mod == mod)
			return &o->mods[i];
	ALLOC_GROW(o->mods, o->nmods + 1, o->amods);
	m = &o->mods[o->nmods++];
	memset(m, 0, sizeof(*m));
	m->mod = mod;
	return m;
}

struct below {
	uint64_t addr;
	Dwfl_Module *best;
	Dwarf_Addr best_start;
};

static int
below_cb(Dwfl_Module *mod, void **ud, const char *name, Dwarf_Addr start, void *arg)
{
	struct below *b = arg;

	(void)ud;
	(void)name;
	if (start <= b->addr && (!b->best || start > b->best_start)) {
		b->best = mod;
		b->best_start = start;
	}
	return DWARF_CB_OK;
}

/* does a PT_LOAD segment of mod's ELF hold addr (its .bss past the
 * file mapping)? */
static bool
in_segments(Dwfl_Module *mod, uint64_t addr)
{
	Dwarf_Addr bias;
	Elf *elf = dwfl_module_getelf(mod, &bias);
	size_t n;

	if (!elf || elf_getphdrnum(elf, &n) < 0)
		return false;
	for (size_t i = 0; i < n; i++) {
		GElf_Phdr ph;

		if (gelf_getphdr(elf, (int)i, &ph) && ph.p_type == PT_LOAD &&
		    addr - bias >= ph.p_vaddr && addr - bias - ph.p_vaddr < ph.p_memsz)
			return true;
	}
	return false;
}

static Dwfl_Module *
module_of(struct objname *o, uint64_t addr)
{
	Dwfl_Module *mod = dwfl_addrmodule(o->dwfl, addr);
	struct below b = { .addr = addr };

	if (mod)
		return mod;
	dwfl_getmodules(o->dwfl, below_cb, &b, 0);
	return b.best && in_segments(b.best, addr) ? b.best : NULL;
}

/*
 * How many elements of v (n of them, stride bytes apart, sorted by the
 * uint64_t address each starts with) start at or below addr: the nearest
 * at or below is the one before.
 */
static size_t
count_below(const void *v, size_t n, size_t stride, uint64_t addr)
{
	size_t lo = 0, hi = n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		uint64_t a;

		memcpy(&a, (const char *)v + mid * stride, sizeof(a));
		if (a <= addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* ---- DWARF: the variable index --------------------------------------- */

/* the address of a location that is one DW_OP_addr, else false */
static bool
single_addr(Dwarf_Die *die, uint64_t *addr)
{
	Dwarf_Attribute at;
	Dwarf_Block b;

	if (!dwarf_attr(die, DW_AT_location, &at) || dwarf_formblock(&at, &b) != 0 ||
	    b.length != 9 || b.data[0] != DW_OP_addr)
		return false;
	memcpy(addr, b.data + 1, 8);	/* x86_64 is little-endian, as the ELF */
	return true;
}

static void
index_scope(struct omod *m, Dwarf_Die *parent, size_t *alloc, int depth)
{
	Dwarf_Die c;

	if (depth > MAX_DEPTH || dwarf_child(parent, &c) != 0)
		return;
	do {
		int tag = dwarf_tag(&c);
		uint64_t a;

		if (tag == DW_TAG_variable && single_addr(&c, &a) && a) {
			ALLOC_GROW(m->vars, m->nvars + 1, *alloc);
			m->vars[m->nvars].addr = a + m->dwbias;
			m->vars[m->nvars].die = dwarf_dieoffset(&c);
			m->nvars++;
		} else if (tag == DW_TAG_namespace) {
			index_scope(m, &c, alloc, depth + 1);
		}
	} while (dwarf_siblingof(&c, &c) == 0);
}

static int
cmp_dvar(const void *a, const void *b)
{
	const struct dvar *x = a, *y = b;

	if (x->addr != y->addr)
		return (x->addr > y->addr) - (x->addr < y->addr);
	return (x->die > y->die) - (x->die < y->die);
}

/* this process's CPU time: the index's own cost on a loaded machine */
static uint64_t
cpu_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static void
index_dwarf(struct objname *o, struct omod *m)
{
	uint64_t t0 = mono_ns(), c0 = cpu_ns();
	Dwarf_Off off = 0, next;
	size_t hsize, alloc = 0;

	m->dwarf_done = true;
	m->dw = dwfl_module_getdwarf(m->mod, &m->dwbias);
	if (!m->dw)
		return;
	while (dwarf_nextcu(m->dw, off, &next, &hsize, NULL, NULL, NULL) == 0) {
		Dwarf_Die cu;

		if (dwarf_offdie(m->dw, off + hsize, &cu))
			index_scope(m, &cu, &alloc, 0);
		off = next;
	}
	if (m->nvars > 1)
		qsort(m->vars, m->nvars, sizeof(*m->vars), cmp_dvar);
	o->index_ns += mono_ns() - t0;
	o->nindexed++;
	verbose_msg("lock objects: %s: %zu DWARF variables indexed in %.3f ms "
		    "(%.3f ms CPU)",
		    dwfl_module_info(m->mod, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
		    m->nvars, (mono_ns() - t0) / 1e6, (cpu_ns() - c0) / 1e6);
}

/* ---- DWARF: the type walk -------------------------------------------- */

static bool
type_of(Dwarf_Die *die, Dwarf_Die *type)
{
	Dwarf_Attribute at;

	return dwarf_attr_integrate(die, DW_AT_type, &at) && dwarf_formref_die(&at, type);
}

/*
 * Is a type of this name a lock, where the path stops? The lock types of
 * glibc, the C++ library, MariaDB's wrappers (mysql_mutex_t, ...) and
 * InnoDB's latches (srw_mutex, srw_lock, ssux_lock, sux_lock,
 * page_hash_latch, ...), by the name without namespaces or template
 * arguments: a type ending in "mutex", "_lock", "_latch", "_cond" or
 * their "_t" forms (glibc's _IO_lock_t; lock_sys_t and trx_sys_t end
 * otherwise and are walked into).
 */
static bool
lock_type_name(const char *name)
{
	/* what the suffixes below do not catch */
	static const char *const exact[] = {
		"pthread_spinlock_t", "pthread_barrier_t", "sem_t",
		"condition_variable", "condition_variable_any", "once_flag",
		"st_mysql_prlock", "mysql_prlock_t",
	};
	static const char *const suffix[] = {
		"mutex", "mutex_t", "_lock", "_lock_t", "rwlock", "rwlock_t", "_latch",
		"_cond", "cond_t", "_lock_impl", "_mutex_impl", "_lock_low",
	};
	const char *s = name, *e, *p;
	int depth = 0;
	size_t n;

	/* drop "ns::" and "<...>": the last component's bare name */
	for (p = name; *p; p++) {
		if (*p == '<')
			depth++;
		else if (*p == '>')
			depth--;
		else if (!depth && p[0] == ':' && p[1] == ':')
			s = p + 2;
	}
	for (e = s; *e && *e != '<'; e++)
		;
	n = (size_t)(e - s);
	for (size_t i = 0; i < ARRAY_SIZE(exact); i++)
		if (strlen(exact[i]) == n && !strncmp(s, exact[i], n))
			return true;
	for (size_t i = 0; i < ARRAY_SIZE(suffix); i++) {
		size_t k = strlen(suffix[i]);

		if (n >= k && !strncmp(e - k, suffix[i], k))
			return true;
	}
	return false;
}

/* strip typedefs and qualifiers; true when a name on the way is a lock */
static bool
strip_type(Dwarf_Die *t)
{
	for (int i = 0; i < MAX_DEPTH; i++) {
		int tag = dwarf_tag(t);
		const char *nm = dwarf_diename(t);

		if (nm && lock_type_name(nm))
			return true;
		if (tag != DW_TAG_typedef && tag != DW_TAG_const_type &&
		    tag != DW_TAG_volatile_type && tag != DW_TAG_restrict_type &&
		    tag != DW_TAG_atomic_type)
			return false;
		if (!type_of(t, t))
			return false;
	}
	return false;
}

static bool
member_offset(Dwarf_Die *d, uint64_t *off)
{
	Dwarf_Attribute at;
	Dwarf_Word w;
	Dwarf_Block b;

	if (!dwarf_attr(d, DW_AT_data_member_location, &at))
		return dwarf_tag(d) == DW_TAG_member && (*off = 0, true);	/* union */
	if (dwarf_formudata(&at, &w) == 0) {
		*off = w;
		return true;
	}
	/* DWARF 2's DW_OP_plus_uconst ULEB */
	if (dwarf_formblock(&at, &b) == 0 && b.length >= 2 && b.data[0] == DW_OP_plus_uconst) {
		uint64_t v = 0;
		unsigned shift = 0;

		for (size_t i = 1; i < b.length && shift < 64; i++, shift += 7) {
			v |= (uint64_t)(b.data[i] & 0x7f) << shift;
			if (!(b.data[i] & 0x80))
				break;
		}
		*off = v;
		return true;
	}
	return false;
}

/* the element count of an array's dimensions, innermost last */
static int
array_dims(Dwarf_Die *arr, uint64_t *dims, int max)
{
	Dwarf_Die c;
	int n = 0;

	if (dwarf_child(arr, &c) != 0)
		return 0;
	do {
		Dwarf_Attribute at;
		Dwarf_Word w;

		if (dwarf_tag(&c) != DW_TAG_subrange_type || n == max)
			continue;
		if (dwarf_attr(&c, DW_AT_count, &at) && dwarf_formudata(&at, &w) == 0)
			dims[n++] = w;
		else if (dwarf_attr(&c, DW_AT_upper_bound, &at) && dwarf_formudata(&at, &w) == 0)
			dims[n++] = w + 1;
		else
			dims[n++] = 0;	/* flexible */
	} while (dwarf_siblingof(&c, &c) == 0);
	return n;
}

/*
 * Append to o->sb the path from an object of type t to offset off in it:
 * ".member", "[i]", base classes without a name; "+0xN" for what is left
 * inside a member with no further named part.
 */
static void
walk_type(struct objname *o, Dwarf_Die *t, uint64_t off)
{
	for (int depth = 0; depth < MAX_DEPTH; depth++) {
		Dwarf_Die c, best;
		uint64_t best_off = 0;
		bool found = false;
		int tag;

		if (strip_type(t))
			return;	/* a lock: the object, whatever the offset */
		tag = dwarf_tag(t);
		if (tag == DW_TAG_array_type) {
			uint64_t dims[8], esz = 0, stride;
			Dwarf_Die et;
			Dwarf_Word sz;
			int nd = array_dims(t, dims, 8);

			if (!type_of(t, &et) || dwarf_aggregate_size(&et, &sz) != 0 || !sz)
				break;
			esz = sz;
			stride = esz;
			for (int i = 1; i < nd; i++)
				stride *= dims[i] ? dims[i] : 1;
			for (int i = 0; i < (nd ? nd : 1); i++) {
				uint64_t k = off / stride;

				strbuf_addf(&o->sb, "[%" PRIu64 "]", k);
				off -= k * stride;
				if (i + 1 < nd && dims[i + 1])
					stride /= dims[i + 1];
			}
			*t = et;
			continue;
		}
		if (tag != DW_TAG_structure_type && tag != DW_TAG_class_type &&
		    tag != DW_TAG_union_type)
			break;
		if (dwarf_child(t, &c) == 0) {
			do {
				int ct = dwarf_tag(&c);
				Dwarf_Die mt;
				Dwarf_Word msz;
				uint64_t moff;

				if ((ct != DW_TAG_member && ct != DW_TAG_inheritance) ||
				    dwarf_hasattr(&c, DW_AT_bit_size) ||
				    dwarf_hasattr(&c, DW_AT_declaration) ||	/* static */
				    !member_offset(&c, &moff) || moff > off ||
				    !type_of(&c, &mt) || dwarf_aggregate_size(&mt, &msz) != 0 ||
				    off - moff >= msz)
					continue;
				best = c;
				best_off = moff;
				found = true;
				break;
			} while (dwarf_siblingof(&c, &c) == 0);
		}
		if (!found)
			break;
		if (dwarf_tag(&best) == DW_TAG_member && dwarf_diename(&best))
			strbuf_addf(&o->sb, ".%s", dwarf_diename(&best));
		/* a base class, an anonymous struct or union: no name */
		off -= best_off;
		if (!type_of(&best, t))
			break;
	}
	if (off)
		strbuf_addf(&o->sb, "+0x%" PRIx64, off);
}

/* the qualified name of a variable's DIE, as gdb prints it */
static bool
var_name(struct objname *o, Dwarf_Die *die)
{
	Dwarf_Attribute at;
	const char *s = NULL;

	if ((dwarf_attr_integrate(die, DW_AT_linkage_name, &at) ||
	     dwarf_attr_integrate(die, DW_AT_MIPS_linkage_name, &at)) &&
	    (s = dwarf_formstring(&at))) {
		normalize_name(s, NORM_FULL, &o->sb);	/* demangled: ns::var */
		return true;
	}
	if (dwarf_attr_integrate(die, DW_AT_name, &at) && (s = dwarf_formstring(&at))) {
		strbuf_adds(&o->sb, s);
		return true;
	}
	return false;
}

static bool
dwarf_lookup(struct objname *o, struct omod *m, uint64_t addr)
{
	size_t lo;

	if (!m->dwarf_done)
		index_dwarf(o, m);
	lo = count_below(m->vars, m->nvars, sizeof(*m->vars), addr);
	/* the variables starting at or below addr, nearest first: the
	 * first one that holds it (sizes are read only here) */
	for (size_t i = lo, tries = 0; i-- > 0 && tries < 8; tries++) {
		Dwarf_Die die, t;
		Dwarf_Word sz;

		if (!dwarf_offdie(m->dw, m->vars[i].die, &die) || !type_of(&die, &t) ||
		    dwarf_aggregate_size(&t, &sz) != 0 || addr - m->vars[i].addr >= sz)
			continue;
		strbuf_reset(&o->sb);
		if (!var_name(o, &die))
			continue;
		walk_type(o, &t, addr - m->vars[i].addr);
		return true;
	}
	return false;
}

/* ---- ELF symbols ----------------------------------------------------- */

static int
cmp_osym(const void *a, const void *b)
{
	const struct osym *x = a, *y = b;

	if (x->start != y->start)
		return (x->start > y->start) - (x->start < y->start);
	/* globals first, then the smaller */
	if (x->global != y->global)
		return y->global - x->global;
	return (x->size > y->size) - (x->size < y->size);
}

static void
load_syms(struct omod *m)
{
	int n = dwfl_module_getsymtab(m->mod);
	size_t alloc = 0;
	uint64_t hi = 0;

	m->syms_done = true;
	for (int i = 1; i < n; i++) {
		GElf_Sym sym;
		GElf_Addr value;
		const char *name = dwfl_module_getsym_info(m->mod, i, &sym, &value, NULL,
							   NULL, NULL);
		int type = GELF_ST_TYPE(sym.st_info);

		if (!name || !name[0] || sym.st_shndx == SHN_UNDEF || !sym.st_size ||
		    (type != STT_OBJECT && type != STT_COMMON))
			continue;
		ALLOC_GROW(m->syms, m->nsyms + 1, alloc);
		m->syms[m->nsyms++] = (struct osym){ .start = value, .size = sym.st_size,
			.name = name, .global = GELF_ST_BIND(sym.st_info) != STB_LOCAL };
	}
	if (!m->nsyms)
		return;
	qsort(m->syms, m->nsyms, sizeof(*m->syms), cmp_osym);
	m->maxend = xmalloc(m->nsyms * sizeof(*m->maxend));
	for (size_t i = 0; i < m->nsyms; i++) {
		uint64_t end = m->syms[i].start + m->syms[i].size;

		if (end > hi)
			hi = end;
		m->maxend[i] = hi;
	}
}

/* the symbol holding addr: the closest start, a global before a local */
static const struct osym *
sym_lookup(struct omod *m, uint64_t addr)
{
	const struct osym *best = NULL;
	size_t lo;

	if (!m->syms_done)
		load_syms(m);
	lo = count_below(m->syms, m->nsyms, sizeof(*m->syms), addr);
	for (size_t i = lo; i-- > 0 && m->maxend[i] > addr;) {
		const struct osym *s = &m->syms[i];

		if (addr - s->start >= s->size)
			continue;
		if (!best || s->start > best->start ||
		    (s->start == best->start && s->global && !best->global))
			best = s;
		if (best->start > s->start)
			break;	/* every symbol left starts lower */
	}
	return best;
}

/* ---- sections -------------------------------------------------------- */

static bool
section_name(struct objname *o, struct omod *m, uint64_t addr)
{
	Dwarf_Addr bias;
	Elf *elf = dwfl_module_getelf(m->mod, &bias);
	size_t shstrndx;
	Elf_Scn *scn = NULL;
	const char *mname;

	if (!elf || elf_getshdrstrndx(elf, &shstrndx) < 0)
		return false;
	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr sh;
		const char *sn;

		if (!gelf_getshdr(scn, &sh) || !(sh.sh_flags & SHF_ALLOC) ||
		    addr - bias < sh.sh_addr || addr - bias - sh.sh_addr >= sh.sh_size ||
		    !(sn = elf_strptr(elf, shstrndx, sh.sh_name)))
			continue;
		mname = dwfl_module_info(m->mod, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
		if (mname && strrchr(mname, '/'))
			mname = strrchr(mname, '/') + 1;
		strbuf_reset(&o->sb);
		strbuf_addf(&o->sb, "%s:%s+0x%" PRIx64, mname ? mname : "?", sn,
			    addr - bias - sh.sh_addr);
		return true;
	}
	return false;
}

/* ---- lookup ---------------------------------------------------------- */

static enum obj_kind
name_addr(struct objname *o, uint64_t addr)
{
	Dwfl_Module *mod = module_of(o, addr);
	const struct osym *s;
	struct omod *m;

	if (!mod)
		return OBJ_NONE;
	m = omod_get(o, mod);
	if (dwarf_lookup(o, m, addr))
		return OBJ_DWARF;
	if ((s = sym_lookup(m, addr))) {
		strbuf_reset(&o->sb);
		normalize_name(s->name, NORM_FULL, &o->sb);
		if (addr != s->start)
			strbuf_addf(&o->sb, "+0x%" PRIx64, addr - s->start);
		return OBJ_SYMBOL;
	}
	if (section_name(o, m, addr))
		return OBJ_SECTION;
	return OBJ_NONE;
}

enum obj_kind
objname_lookup(struct objname *o, uint64_t addr, const char **name)
{
	struct oentry *e = cache_find(o, addr);

	if (!e) {
		enum obj_kind k = name_addr(o, addr);

		e = cache_add(o, addr, k, k == OBJ_NONE ? NULL : o->sb.buf);
	}
	*name = e->name;
	return e->kind;
}
