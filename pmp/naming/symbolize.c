/* SPDX-License-Identifier: MIT */
/*
 * symbolize.c - libdwfl symbolizer; see symbolize.h.
 *
 * Why libdwfl and not libunwind for names: Debian 12's libunwind 1.6.2
 * unw_get_proc_name() returns the closest preceding symbol even past its
 * end, i.e. plausible but wrong names on stripped binaries such as
 * Debian's mariadbd. dwfl_module_addrinfo() refuses those addresses.
 *
 * Why a symbol table of our own: dwfl_module_addrinfo() of elfutils 0.188
 * reads every symbol of the module for each lookup (30,000 in Debian's
 * mariadbd: 36% of pmp's time under sysbench). Each module's symbols are
 * read once, sorted by address, and looked up by binary search with
 * libdwfl's own rules (elfutils libdwfl/dwfl_module_addrsym.c): a sized
 * symbol that holds the address, globals before locals, the closest start
 * first, then the better binding, then the smaller size; among the
 * symbols that start there, gdb's choice (gdb_alias()), so that a live
 * capture and a gdb dump name a frame alike. The one case
 * left to libdwfl is its fallback to a symbol without a size (hand-written
 * assembly such as glibc's __restore_rt): when no sized symbol holds the
 * address and a sizeless one may apply, dwfl_module_addrinfo() decides.
 * So a name is never a guess from a nearby symbol, as before.
 *
 * Modules are loaded lazily: dwfl_linux_proc_report() only lists them;
 * a module's ELF, symbols and DWARF are read the first time one of its
 * addresses is looked up (libdw's unwinder reads its CFI the same way),
 * so modules that no stack passes through cost nothing.
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
#include <strings.h>

#include "debugfile.h"
#include "fde.h"
#include "plt.h"
#include "target_elf.h"
#include "strbuf.h"
#include "util.h"

#define MAX_INLINE 64
#define NO_USER_CODE "[no user code]"
/* candidates looked at per lookup before handing it to libdwfl */
#define MAX_SCAN 256
/* the longest DWARF name taken (Debian's mariadbd: 401 bytes, libc's
 * .debug_str 1252); a corrupt .debug_str ran names together for 15 kB */
#define MAX_NAME 4096

/* one symbol of a module, as dwfl_module_getsym_info() gives it */
struct msym {
	uint64_t start;		/* address in the process */
	uint64_t size;
	const char *name;	/* owned by libdwfl's ELF */
	uint32_t index;		/* libdwfl's symbol index: its search order */
	uint8_t bind;		/* binding_value(): global 3, weak 2, local 1 */
	bool global;		/* searched in libdwfl's first pass */
};

/* what is known of one Dwfl_Module; its userdata, given to each module
 * when it is reported (attach_modules()), read when first looked up */
struct sym_mod {
	struct symbolizer *s;	/* its symbolizer, for libdwfl's callbacks,
				 * which get the module's userdata only */
	Dwfl_Module *mod;
	bool loaded;		/* label, symbols, bias read (sym_mod_get) */
	bool dead;		/* removed by a report: entries must go */
	uint32_t label;		/* string id of the basename, or 0 */
	uint32_t buildid;	/* string id of the hex build-id, or 0 */
	uint64_t bias;		/* load bias: offsets are addr - bias */
	struct msym *syms;	/* sorted by start, then index */
	uint64_t *maxend;	/* maxend[i]: the largest start + size in 0..i */
	size_t nsyms;
	struct plt_table plt;	/* read on the first unnamed address */
	bool plt_read;
	struct fde_table fde;	/* likewise (fde.h) */
	bool fde_read;
	/* the main file has no .symtab: gdb then reads its .dynsym as the
	 * module's first symbol table, before the debug file's (gdb_alias()) */
	bool dynsym_first;
	bool warned;		/* its debug file was said to be unusable */
};

struct sym_entry {
	uint64_t addr;		/* lookup address + 1; 0 = empty slot */
	uint32_t first, n;	/* into s->ids */
	uint32_t module, where, buildid;
	uint64_t offset;
	struct sym_mod *sm;	/* NULL: in no module */
};

struct symbolizer {
	pid_t pid;
	bool core;			/* over a core file: modules fixed */
	void *finder_arg;		/* symbolizer_finders' arg */
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
	struct sym_mod **mods;		/* every sym_mod, dead ones until the
					 * cache is purged */
	size_t nmods, amods;
	/* figures for -v */
	unsigned long lookups, misses, slow, modules_loaded;
	unsigned long unusable;		/* modules whose debug file was not */
};

static size_t
hash_slot(uint64_t key, size_t mask)
{
	return (key * 0x9e3779b97f4a7c15ULL >> 20) & mask;
}

static void
cache_clear(struct symbolizer *s)
{
	free(s->tab);
	s->ntab = 1024;
	s->tab = xcalloc(s->ntab, sizeof(*s->tab));
	s->nused = 0;
	s->nids = 0;
}

static void
cache_insert(struct sym_entry *tab, size_t ntab, const struct sym_entry *e)
{
	size_t i;

	for (i = hash_slot(e->addr, ntab - 1); tab[i].addr; i = (i + 1) & (ntab - 1))
		;
	tab[i] = *e;
}

/*
 * After a report: keep the entries of modules that are still mapped where
 * they were, drop those of removed modules and of addresses that were in
 * no module (a new module may hold them now). Frame ids are compacted.
 */
static void
cache_purge(struct symbolizer *s)
{
	struct sym_entry *old = s->tab;
	size_t nold = s->ntab;
	uint32_t *ids = s->ids;

	s->tab = xcalloc(s->ntab, sizeof(*s->tab));
	s->nused = 0;
	s->ids = NULL;
	s->nids = s->aids = 0;
	for (size_t k = 0; k < nold; k++) {
		struct sym_entry e = old[k];

		if (!e.addr || !e.sm || e.sm->dead)
			continue;
		ALLOC_GROW(s->ids, s->nids + e.n, s->aids);
		memcpy(s->ids + s->nids, ids + e.first, e.n * sizeof(*ids));
		e.first = s->nids;
		s->nids += e.n;
		cache_insert(s->tab, s->ntab, &e);
		s->nused++;
	}
	free(old);
	free(ids);
}

static void
sym_mod_free(struct sym_mod *m)
{
	free(m->syms);
	free(m->maxend);
	plt_table_release(&m->plt);
	free(m);
}

/* a module's sym_mod, not loaded yet: its userdata from now on */
static struct sym_mod *
sym_mod_new(struct symbolizer *s, Dwfl_Module *mod, void **ud)
{
	struct sym_mod *m = xcalloc(1, sizeof(*m));

	m->s = s;
	m->mod = mod;
	*ud = m;
	ALLOC_GROW(s->mods, s->nmods + 1, s->amods);
	s->mods[s->nmods++] = m;
	return m;
}

static int
attach_module(Dwfl_Module *mod, void **ud, const char *name, Dwarf_Addr base,
	      void *arg)
{
	(void)name;
	(void)base;
	if (!*ud)
		sym_mod_new(arg, mod, ud);
	return DWARF_CB_OK;
}

/*
 * After a report, before anything reads a module's file: each new module
 * gets its sym_mod, so that libdwfl's callbacks, which get no pointer of
 * ours but the module's userdata, know their symbolizer (several live at
 * once under pmp serve, and beside offline ones).
 */
static void
attach_modules(struct symbolizer *s)
{
	dwfl_getmodules(s->dwfl, attach_module, s, 0);
}

void *
symbolizer_finder_arg(void **ud)
{
	const struct sym_mod *m = ud ? *ud : NULL;

	return m ? m->s->finder_arg : NULL;
}

/*
 * A live module's file, as the target sees it (target_elf.h): through
 * /proc/PID/map_files or /proc/PID/root of the module's symbolizer's
 * process, checked against the build-id the target mapped, never the
 * host's file at the same path. The vdso and other names that are not
 * paths go to libdwfl's own callback.
 */
static int
live_find_elf(Dwfl_Module *mod, void **ud, const char *name, Dwarf_Addr base,
	      char **file_name, Elf **elfp)
{
	const struct sym_mod *m = *ud;
	int fd;

	if (name[0] != '/')
		return dwfl_linux_proc_find_elf(mod, ud, name, base, file_name, elfp);
	if (!m)		/* not reported by symbolizer_report(): no process */
		return -1;
	fd = target_elf_open(m->s->pid, name, base, file_name);
	if (fd >= 0)
		*elfp = NULL;	/* libdwfl reads the fd */
	return fd;
}

/*
 * The debug path of a core's callbacks while dwfl_core_file_report()
 * reads its modules: they have no sym_mod yet to find their symbolizer
 * by (attach_modules()), and libdwfl gives a callback no pointer of
 * ours. Set for the duration of that call only; NULL otherwise.
 */
static const char *reporting_core_path;

/* the debug path of the symbolizer of the module whose userdata slot is
 * ud (libdwfl's debuginfo_path: each symbolizer has its own: a live
 * target's /usr/lib/debug comes first) */
static const char *
debug_path(void **ud)
{
	const struct sym_mod *m = ud ? *ud : NULL;

	return m ? m->s->debuginfo_path : reporting_core_path;
}

/* a FIFO or a device where a file of module name may be: said once */
static void
skipped(void *name, const char *file, const char *what, enum debugfile_refusal why,
	const unsigned char *bid, ssize_t nbid)
{
	(void)bid;
	(void)nbid;
	if (why == DF_NOT_REGULAR && debugfile_once(file))
		warning_msg("module '%s': skipped %s '%s': not a regular file",
			    (const char *)name, what, file);
}

/* libdwfl's search for a debug file, opening regular files only
 * (debugfile.h): a FIFO there blocked pmp forever */
static int
find_debuginfo(Dwfl_Module *mod, void **ud, const char *name, Dwarf_Addr base,
	       const char *file, const char *debuglink, GElf_Word crc, char **out)
{
	struct debugfile_search fs = { .path = debug_path(ud), .refused = skipped,
				       .arg = (void *)name };

	(void)base;
	return debugfile_find_debuginfo(&fs, mod, file, debuglink, crc, out);
}

/* a core's module by build-id, the same way, before libdwfl's search
 * (which also takes the --exe of dwfl_core_file_report()) */
static int
core_find_elf(Dwfl_Module *mod, void **ud, const char *name, Dwarf_Addr base,
	      char **file_name, Elf **elfp)
{
	struct debugfile_search fs = { .path = debug_path(ud), .refused = skipped,
				       .arg = (void *)name };
	int fd = debugfile_find_elf(&fs, mod, "", file_name);

	*elfp = NULL;
	if (fd >= 0 || fs.not_regular)
		return fd;
	return dwfl_build_id_find_elf(mod, ud, name, base, file_name, elfp);
}

unsigned long
symbolizer_unusable(const struct symbolizer *s)
{
	return s->unusable;
}

const char *
symbolizer_debug_path(const struct symbolizer *s)
{
	return s->debuginfo_path;
}

/* the Dwfl and everything but its modules; NULL after reporting why */
static struct symbolizer *
symbolizer_alloc(pid_t pid, struct stackset *ss, const struct symbolizer_opts *o,
		 bool core, const struct symbolizer_finders *fi)
{
	struct symbolizer *s = xcalloc(1, sizeof(*s));
	struct strbuf path;

	s->pid = pid;
	s->ss = ss;
	s->core = core;
	/* ":.debug:/usr/lib/debug" is libdwfl's default: the file's own
	 * directory, its .debug subdirectory, /usr/lib/debug (by build-id
	 * and by .gnu_debuglink) */
	strbuf_init(&path);
	strbuf_adds(&path, ":.debug:");
	/* a live target's own /usr/lib/debug first: a server in a container
	 * or chroot has its libc6-dbg there, and the host's is for another
	 * libc (libdwfl checks the build-id or CRC of what it finds, so a
	 * file of another build is never used; the same directory twice
	 * when the target shares pmp's root costs a failed open) */
	if (!core && pid > 0)
		strbuf_addf(&path, "/proc/%d/root/usr/lib/debug:", (int)pid);
	strbuf_adds(&path, "/usr/lib/debug");
	if (o && o->debug_dir) {
		/* libdwfl takes a relative entry as a directory under each
		 * file's own: the user's directory is made absolute */
		char *abs = realpath(o->debug_dir, NULL);

		strbuf_addf(&path, ":%s", abs ? abs : o->debug_dir);
		free(abs);
	}
	s->debuginfo_path = xstrdup(path.buf);
	strbuf_release(&path);
	/* a core names its files (NT_FILE) and libdwfl opens them by that
	 * name when their build-id matches; by build-id under the debug
	 * path otherwise (eu-stack --core does the same) */
	s->cb.find_elf = core ? core_find_elf : live_find_elf;
	s->cb.find_debuginfo = find_debuginfo;
	if (fi) {
		s->cb.find_elf = fi->find_elf;
		s->cb.find_debuginfo = fi->find_debuginfo;
		s->finder_arg = fi->arg;
	}
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

struct symbolizer *
symbolizer_new(pid_t pid, struct stackset *ss, const struct symbolizer_opts *o)
{
	return symbolizer_alloc(pid, ss, o, false, NULL);
}

struct symbolizer *
symbolizer_new_offline(struct stackset *ss, const struct symbolizer_opts *o,
		       const struct symbolizer_finders *fi)
{
	/* "core": the modules are the caller's, reported by
	 * symbolizer_report_modules(), never read from a process */
	return symbolizer_alloc(0, ss, o, true, fi);
}

static int module_removed(Dwfl_Module *mod, void *userdata, const char *name,
			  Dwarf_Addr base, void *arg);
static void purge_dead(struct symbolizer *s);

int
symbolizer_report_modules(struct symbolizer *s, const struct sym_module *m, size_t n)
{
	dwfl_report_begin(s->dwfl);
	for (size_t i = 0; i < n; i++) {
		/* dwfl_linux_proc_report() reports each file of the maps the
		 * same way (its range, the ELF found later), so libdwfl
		 * computes the same load bias from the same file */
		Dwfl_Module *mod = dwfl_report_module(s->dwfl, m[i].path, m[i].start,
						      m[i].end);

		if (!mod) {
			dwfl_report_end(s->dwfl, module_removed, NULL);
			attach_modules(s);
			return error_msg("cannot report module '%s' at 0x%" PRIx64 ": %s",
					 m[i].path, m[i].start, dwfl_errmsg(-1));
		}
		/* libdwfl then takes no file of another build */
		const unsigned char *bits;
		GElf_Addr vaddr;

		if (m[i].nbuildid && dwfl_module_build_id(mod, &bits, &vaddr) <= 0 &&
		    dwfl_module_report_build_id(mod, m[i].buildid, m[i].nbuildid, 0) < 0)
			verbose_msg("module '%s': build-id not kept: %s", m[i].path,
				    dwfl_errmsg(-1));
	}
	if (dwfl_report_end(s->dwfl, module_removed, NULL) != 0)
		return error_msg("cannot report the modules: %s", dwfl_errmsg(-1));
	attach_modules(s);
	purge_dead(s);
	return 0;
}

struct symbolizer *
symbolizer_new_core(Elf *core, const char *path, const char *exe,
		    struct stackset *ss, const struct symbolizer_opts *o)
{
	struct symbolizer *s = symbolizer_alloc(0, ss, o, true, NULL);
	int n;

	if (!s)
		return NULL;
	/* the modules a core holds never change: reported once, here */
	dwfl_report_begin(s->dwfl);
	reporting_core_path = s->debuginfo_path;
	n = dwfl_core_file_report(s->dwfl, core, exe);
	reporting_core_path = NULL;
	if (dwfl_report_end(s->dwfl, NULL, NULL) != 0 && n >= 0)
		n = -1;
	attach_modules(s);
	if (n < 0) {
		error_msg("cannot read the modules of core '%s': %s", path,
			  dwfl_errmsg(-1));
		goto fail;
	}
	if (n == 0) {
		error_msg("core '%s' maps no module that libdwfl recognizes "
			  "(pass the program that dumped it with --exe)", path);
		goto fail;
	}
	/* the threads' registers and memory, for dwfl_getthreads() */
	if (dwfl_core_file_attach(s->dwfl, core) < 0) {
		error_msg("cannot read the threads of core '%s': %s", path,
			  dwfl_errmsg(-1));
		goto fail;
	}
	s->pid = dwfl_pid(s->dwfl);
	return s;
fail:
	symbolizer_free(s);
	return NULL;
}

void
symbolizer_free(struct symbolizer *s)
{
	if (!s)
		return;
	verbose_msg("symbolizer: %lu lookups, %lu resolved, %lu left to "
		    "dwfl_module_addrinfo, %lu modules loaded", s->lookups,
		    s->misses, s->slow, s->modules_loaded);
	dwfl_end(s->dwfl);
	for (size_t i = 0; i < s->nmods; i++)
		sym_mod_free(s->mods[i]);
	free(s->mods);
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

/*
 * dwfl_report_end(): a module that is not mapped any more. Its userdata
 * is read with dwfl_module_info(): elfutils 0.188 passes the callback a
 * pointer to the slot, not the slot's value its header declares.
 */
static int
module_removed(Dwfl_Module *mod, void *userdata, const char *name,
	       Dwarf_Addr base, void *arg)
{
	void **ud = NULL;
	struct sym_mod *m;

	(void)userdata;
	(void)name;
	(void)base;
	(void)arg;
	dwfl_module_info(mod, &ud, NULL, NULL, NULL, NULL, NULL, NULL);
	m = ud ? *ud : NULL;
	if (m) {
		m->dead = true;
		m->mod = NULL;
		*ud = NULL;
	}
	return DWARF_CB_OK;
}

int
symbolizer_report(struct symbolizer *s)
{
	int r;

	if (s->core)
		return 0;	/* reported once by symbolizer_new_core() */
	/*
	 * Only the list of modules is read here (/proc/PID/maps): a module
	 * that stays where it was keeps its Dwfl_Module, with whatever
	 * libdwfl loaded for it and our symbol table (its userdata).
	 */
	dwfl_report_begin(s->dwfl);
	r = dwfl_linux_proc_report(s->dwfl, s->pid);
	if (dwfl_report_end(s->dwfl, module_removed, NULL) != 0 && r == 0)
		r = -1;
	attach_modules(s);	/* those reported before a failure too */
	if (r != 0) {
		if (r > 0)
			return r == ENOENT ? -ESRCH : -r;
		error_msg("cannot read the modules of process %d: %s", (int)s->pid,
			  dwfl_errmsg(-1));
		return -EIO;
	}
	purge_dead(s);
	return 0;
}

/* after a report: addresses in no module may be in a new one, so the
 * cache is always purged; removed modules are freed */
static void
purge_dead(struct symbolizer *s)
{
	size_t k = 0;

	cache_purge(s);
	for (size_t i = 0; i < s->nmods; i++) {
		if (s->mods[i]->dead)
			sym_mod_free(s->mods[i]);
		else
			s->mods[k++] = s->mods[i];
	}
	s->nmods = k;
}

static const char *
base_name(const char *p)
{
	const char *b = strrchr(p, '/');

	return b ? b + 1 : p;
}

static bool
is_cxx(Dwarf_Die *die)
{
	Dwarf_Die cu;

	if (!dwarf_diecu(die, &cu, NULL, NULL))
		return false;
	switch (dwarf_srclang(&cu)) {
	case DW_LANG_C_plus_plus:
	case DW_LANG_C_plus_plus_03:
	case DW_LANG_C_plus_plus_11:
	case DW_LANG_C_plus_plus_14:
		return true;
	default:
		return false;
	}
}

/*
 * The name gdb prints for a C++ function that has no linkage name: GCC
 * leaves DW_AT_linkage_name out for the members of an anonymous namespace,
 * and gdb spells out the namespaces and classes of its declaration
 * ("(anonymous namespace)::aio_uring::thread_routine"). NULL if name
 * needs no prefix or it does not fit.
 */
static const char *
qualified_name(Dwarf_Die *die, const char *name, char *buf, size_t len)
{
	Dwarf_Die decl = *die, next, *scopes = NULL;
	Dwarf_Attribute a;
	size_t used = 0;
	int n;

	/* the concrete or inlined instance -> its declaration */
	for (int i = 0; i < 8; i++) {
		if (!dwarf_formref_die(dwarf_attr(&decl, DW_AT_abstract_origin, &a), &next) &&
		    !dwarf_formref_die(dwarf_attr(&decl, DW_AT_specification, &a), &next))
			break;
		decl = next;
	}
	n = dwarf_getscopes_die(&decl, &scopes);
	buf[0] = '\0';
	/* scopes[0] is decl itself, scopes[n - 1] its CU */
	for (int i = n - 2; i >= 1; i--) {
		const char *sn = dwarf_diename(&scopes[i]);
		int w;

		switch (dwarf_tag(&scopes[i])) {
		case DW_TAG_namespace:
			if (!sn)
				sn = "(anonymous namespace)";
			break;
		case DW_TAG_class_type:
		case DW_TAG_structure_type:
		case DW_TAG_union_type:
			if (sn)
				break;
			/* FALLTHROUGH */
		default:
			continue;
		}
		w = snprintf(buf + used, len - used, "%s::", sn);
		if (w < 0 || (size_t)w >= len - used) {
			free(scopes);
			return NULL;
		}
		used += w;
	}
	free(scopes);
	if (!used || snprintf(buf + used, len - used, "%s", name) >= (int)(len - used))
		return NULL;
	return buf;
}

/* the bytes from p to the end of the section of elf that holds it, or
 * 0 when no section does */
static size_t
room_in_section(Elf *elf, const char *p)
{
	Elf_Scn *scn = NULL;

	while (elf && (scn = elf_nextscn(elf, scn))) {
		Elf_Data *d = elf_getdata(scn, NULL);
		const char *b = d ? d->d_buf : NULL;

		if (b && p >= b && p < b + d->d_size)
			return (size_t)(b + d->d_size - p);
	}
	return 0;
}

/* name_ok()'s answers but 0 (a name) */
enum { NAME_OUTSIDE = 1, NAME_GARBAGE };

/*
 * Is name, which DWARF gave for a DIE of dw, a name: ending inside the
 * section it starts in (of the debug file, or of its dwz file), at most
 * MAX_NAME bytes, printable ASCII? 0 if so; NAME_OUTSIDE when it is not
 * in a section or runs past its end (not to be read further),
 * NAME_GARBAGE when it is too long or not printable. A corrupt
 * .debug_str gave names of hundreds of bytes of garbage. A name composed
 * here (qualified_name(): composed == name) is in no section.
 */
static int
name_ok(Dwarf *dw, const char *name, const char *composed)
{
	size_t room = MAX_NAME + 1, n;

	if (name != composed) {
		size_t r = room_in_section(dwarf_getelf(dw), name);

		if (!r && dwarf_getalt(dw))
			r = room_in_section(dwarf_getelf(dwarf_getalt(dw)), name);
		if (!r || !memchr(name, '\0', r))
			return NAME_OUTSIDE;
		if (r < room)
			room = r;
	}
	n = strnlen(name, room);
	if (n > MAX_NAME)
		return NAME_GARBAGE;
	for (size_t i = 0; i < n; i++)
		if ((unsigned char)name[i] < 0x20 || (unsigned char)name[i] > 0x7e)
			return NAME_GARBAGE;
	return 0;
}

/* module m's debug file (or file with DWARF): once, why its names are
 * not taken */
static void
unusable(struct symbolizer *s, struct sym_mod *m, const char *why, const char *detail)
{
	const char *name, *main_file = NULL, *debug_file = NULL;

	if (m->warned)
		return;
	m->warned = true;
	s->unusable++;
	name = dwfl_module_info(m->mod, NULL, NULL, NULL, NULL, NULL, &main_file,
				&debug_file);
	warning_msg("module '%s': debug file '%s' is corrupt (%s%s): its frames "
		    "are named from the symbol table, or ??", name,
		    debug_file ? debug_file : main_file ? main_file : "?", why,
		    detail ? detail : "");
}

/* the name of a function's DIE (dw's), or NULL; *bad is name_ok()'s
 * verdict on it */

/*
 * After libdwfl found no DWARF for m, or no CU for an address: said when
 * the DWARF is there but broken. No DWARF at all (no debug file) and an
 * address no CU covers (assembly, PLT) are no error. libdwfl's errors
 * have no public codes: its messages are compared.
 */
static void
libdw_failed(struct symbolizer *s, struct sym_mod *m)
{
	const char *msg = dwfl_errmsg(dwfl_errno());

	static const char *const benign[] = {
		"no error", "no DWARF information found", "no DWARF information",
		"address out of range", "no matching address range",
	};

	if (!msg)
		return;
	for (size_t i = 0; i < sizeof(benign) / sizeof(benign[0]); i++)
		if (!strcasecmp(msg, benign[i]))
			return;
	unusable(s, m, "libdw: ", msg);
}

/* symname, unless it is too long or unprintable with no DWARF name the
 * same (sym_bad): then NULL (??), and m's file is said to be corrupt */
static const char *
sym_name_ok(struct symbolizer *s, struct sym_mod *m, const char *symname, bool sym_bad)
{
	if (!sym_bad)
		return symname;
	unusable(s, m, "a symbol name is longer than 4096 bytes or not printable", NULL);
	return NULL;
}

static const char *
die_name(Dwarf *dw, Dwarf_Die *die, char *buf, size_t len, int *bad)
{
	Dwarf_Attribute a;
	const char *n, *q;

	n = dwarf_formstring(dwarf_attr_integrate(die, DW_AT_linkage_name, &a));
	if (!n)
		n = dwarf_formstring(dwarf_attr_integrate(die, DW_AT_MIPS_linkage_name, &a));
	if (!n)
		n = dwarf_diename(die);
	if (n && (*bad = name_ok(dw, n, NULL)))
		return n;
	if (n && n == dwarf_diename(die) && is_cxx(die) &&
	    (q = qualified_name(die, n, buf, len))) {
		*bad = name_ok(dw, q, q);
		return q;
	}
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
 * Two subprograms of one CU that hold the same pc are aliases: gas writes
 * one DIE per function symbol, so glibc's __memmove_avx_unaligned_erms and
 * __memcpy_avx_unaligned_erms both cover it. dwarf_getscopes() gives the
 * first; gdb's block_for_pc() the last in DIE order (what its backtrace
 * prints; tests/offline/gdb-aliases.test), so *die moves on to the last
 * sibling subprogram that holds pc. Only subprograms without children are
 * looked past (assembly's; a compiled function's DIE is unique to its pc),
 * which keeps the walk off the large CUs of C++.
 */
static void
last_alias(Dwarf_Die *die, Dwarf_Addr pc)
{
	Dwarf_Die sib = *die;

	if (dwarf_haschildren(die))
		return;
	while (dwarf_siblingof(&sib, &sib) == 0) {
		if (dwarf_tag(&sib) != DW_TAG_subprogram || dwarf_haschildren(&sib))
			return;
		if (dwarf_haspc(&sib, pc) == 1)
			*die = sib;
	}
}

/*
 * Expand the inline chain at addr (eu-stack -i's algorithm). Returns the
 * number of frames pushed, 0 when there is no DWARF for addr.
 */
static int
inline_frames(struct symbolizer *s, struct sym_mod *m, Dwarf_Addr addr,
	      const char *symname, bool sym_bad, uint32_t module, uint32_t where)
{
	Dwfl_Module *mod = m->mod;
	Dwarf_Addr bias = 0;
	Dwarf *dw;
	Dwarf_Die *cudie = dwfl_module_addrdie(mod, addr, &bias);
	Dwarf_Die *scopes = NULL, *chain = NULL, die, *last;
	int nscopes, nchain, pushed = 0;
	bool found = false;

	if (!cudie) {
		libdw_failed(s, m);
		return 0;
	}
	if (!(dw = dwfl_module_getdwarf(mod, &bias)))
		return 0;
	nscopes = dwarf_getscopes(cudie, addr - bias, &scopes);
	if (nscopes < 0)
		unusable(s, m, "libdw: ", dwarf_errmsg(-1));
	for (int i = 0; i < nscopes; i++)
		if (is_function(&scopes[i])) {
			die = scopes[i];
			found = true;
			/* a function right under its CU: see last_alias() */
			if (i + 1 < nscopes && dwarf_tag(&scopes[i + 1]) == DW_TAG_compile_unit)
				last_alias(&die, addr - bias);
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
		char qbuf[512];
		uint32_t file;
		int bad = 0;

		if (!is_function(sc))
			continue;
		/* DWARF names, as gdb and eu-stack print them (an alias such
		 * as ___pthread_cond_wait, not pthread_cond_wait@@GLIBC_2.3.2);
		 * the symbol table name when DWARF has none, or a name that
		 * is not one (name_ok()). A name both have is taken as it is,
		 * even unprintable: a hostile target's, which outputs escape */
		name = die_name(dw, sc, qbuf, sizeof(qbuf), &bad);
		if (bad && !(bad == NAME_GARBAGE && tag == DW_TAG_subprogram && symname &&
			     !strcmp(name, symname))) {
			unusable(s, m, "a DWARF name is outside its section, longer "
				 "than 4096 bytes or not printable", NULL);
			name = NULL;
		}
		if (!name && tag == DW_TAG_subprogram)
			name = sym_name_ok(s, m, symname, sym_bad);
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

/* libdwfl's binding_value(): higher is better */
static uint8_t
binding_value(const GElf_Sym *sym)
{
	switch (GELF_ST_BIND(sym->st_info)) {
	case STB_GLOBAL: return 3;
	case STB_WEAK: return 2;
	case STB_LOCAL: return 1;
	default: return 0;
	}
}

/*
 * Sort by start, keeping libdwfl's index order among equal starts: the
 * symbols are read in index order, so a stable LSD radix sort on the start
 * does it, a byte at a time, only over the bytes in which starts differ
 * (3 for Debian's mariadbd: 30,000 symbols in about a millisecond, a tenth
 * of what qsort took).
 */
static void
sort_syms(struct msym *v, size_t n)
{
	struct msym *tmp, *src = v, *dst;
	uint64_t diff = 0;

	if (n < 2)
		return;
	for (size_t i = 1; i < n; i++)
		diff |= v[i].start ^ v[0].start;
	tmp = xmalloc(n * sizeof(*tmp));
	dst = tmp;
	for (unsigned shift = 0; shift < 64; shift += 8) {
		size_t count[257] = { 0 };
		struct msym *x;

		if (!((diff >> shift) & 0xff))
			continue;
		for (size_t i = 0; i < n; i++)
			count[((src[i].start >> shift) & 0xff) + 1]++;
		for (int b = 0; b < 256; b++)
			count[b + 1] += count[b];
		for (size_t i = 0; i < n; i++)
			dst[count[(src[i].start >> shift) & 0xff]++] = src[i];
		x = src;
		src = dst;
		dst = x;
	}
	if (src != v)
		memcpy(v, src, n * sizeof(*v));
	free(tmp);
}

/*
 * Read the symbols of a module once, with the filter of libdwfl's
 * search_table(): named, defined, not a section, file or TLS symbol.
 * libdwfl searches the globals first (from first_global on) and the
 * locals only when no global matched; first_global 0 or 1 means one pass.
 */
static void
load_symbols(struct sym_mod *m)
{
	int n = dwfl_module_getsymtab(m->mod);
	int first_global = dwfl_module_getsymtab_first_global(m->mod);
	size_t alloc = 0;
	uint64_t hi = 0;

	if (n <= 1)
		return;
	for (int i = 1; i < n; i++) {
		GElf_Sym sym;
		GElf_Addr value;
		GElf_Word shndx;
		Elf *elf;
		Dwarf_Addr bias;
		const char *name = dwfl_module_getsym_info(m->mod, i, &sym, &value,
							   &shndx, &elf, &bias);
		int type = GELF_ST_TYPE(sym.st_info);
		struct msym *e;

		if (!name || !name[0] || sym.st_shndx == SHN_UNDEF ||
		    type == STT_SECTION || type == STT_FILE || type == STT_TLS)
			continue;
		ALLOC_GROW(m->syms, m->nsyms + 1, alloc);
		e = &m->syms[m->nsyms++];
		e->start = value;
		e->size = sym.st_size;
		e->name = name;
		e->index = (uint32_t)i;
		e->bind = binding_value(&sym);
		e->global = first_global <= 1 || i >= first_global;
	}
	if (!m->nsyms)
		return;
	sort_syms(m->syms, m->nsyms);
	m->maxend = xmalloc(m->nsyms * sizeof(*m->maxend));
	for (size_t i = 0; i < m->nsyms; i++) {
		uint64_t end = m->syms[i].start + m->syms[i].size;

		if (end < m->syms[i].start)
			end = UINT64_MAX;
		if (end > hi)
			hi = end;
		m->maxend[i] = hi;
	}
}

/* does elf have a .symtab (SHT_SYMTAB section)? */
static bool
has_symtab(Elf *elf)
{
	Elf_Scn *scn = NULL;
	GElf_Shdr sh;

	while (elf && (scn = elf_nextscn(elf, scn)))
		if (gelf_getshdr(scn, &sh) && sh.sh_type == SHT_SYMTAB)
			return true;
	return false;
}

/* the sym_mod of a module, made (and its symbols read) on first use */
static struct sym_mod *
sym_mod_get(struct symbolizer *s, Dwfl_Module *mod)
{
	void **ud = NULL;
	const char *name = dwfl_module_info(mod, &ud, NULL, NULL, NULL, NULL,
					    NULL, NULL);
	struct sym_mod *m = *ud;
	Dwarf_Addr start = 0, bias = 0;
	const unsigned char *bits;
	GElf_Addr bid_vaddr;
	char buf[2 * 64 + 1];
	int n;

	if (m && m->loaded)
		return m;
	if (!m)		/* attach_modules() gave every module one */
		m = sym_mod_new(s, mod, ud);
	m->loaded = true;
	s->modules_loaded++;
	dwfl_module_info(mod, NULL, &start, NULL, NULL, NULL, NULL, NULL);
	m->label = module_label(s, name);
	m->bias = dwfl_module_getelf(mod, &bias) ? bias : start;
	n = dwfl_module_build_id(mod, &bits, &bid_vaddr);
	if (n > 0 && n <= 64) {
		for (int i = 0; i < n; i++)
			sprintf(buf + 2 * i, "%02x", bits[i]);
		m->buildid = stackset_str(s->ss, buf, 2 * n);
	}
	load_symbols(m);
	m->dynsym_first = !has_symtab(dwfl_module_getelf(mod, &bias));
	/* a debug file libdwfl took but could not read (its frames would be
	 * ?? without a word) */
	if (!dwfl_module_getdwarf(mod, &bias))
		libdw_failed(s, m);
	return m;
}

/* libdwfl's choice between two sized symbols that hold the address
 * (try_sym_value()): is c better than best, met after it? */
static bool
better(const struct msym *best, const struct msym *c)
{
	if (!best || best->start < c->start || best->bind < c->bind)
		return true;
	return best->start == c->start &&
	       ((best->size > c->size && best->bind <= c->bind) ||
		(best->size >= c->size && best->bind < c->bind));
}

static int
cmp_index(const void *a, const void *b)
{
	const struct msym *x = *(const struct msym *const *)a;
	const struct msym *y = *(const struct msym *const *)b;

	return (x->index > y->index) - (x->index < y->index);
}

static bool
sizeless_at(const struct sym_mod *m, uint64_t addr)
{
	size_t lo = 0, hi = m->nsyms;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (m->syms[mid].start < addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (; lo < m->nsyms && m->syms[lo].start == addr; lo++)
		if (m->syms[lo].size == 0)
			return true;
	return false;
}

static int
cmp_name(const void *a, const void *b)
{
	const struct msym *x = *(const struct msym *const *)a;
	const struct msym *y = *(const struct msym *const *)b;

	return strcmp(x->name, y->name);
}

/*
 * Which of the sized symbols cand[0..nc) that hold the address gdb names
 * (issue 15.12: a live capture and a gdb dump of one server must name
 * each frame alike; libdwfl's choice among aliases is another). gdb's
 * rule, from its minsyms.c (lookup_minimal_symbol_by_pc_section(),
 * minimal_symbol_is_less_than()) and elfread.c:
 *  - each symbol table of the module (objfile) is sorted by address, then
 *    by name (strcmp); the symbol taken is the LAST one at the highest
 *    address at or below the pc, i.e. the greatest name;
 *  - walking back from it, a local symbol (mst_file_text) yields to the
 *    global or weak one (mst_text) just before it in that order when both
 *    have the same address and size (and section);
 *  - the module's tables are searched in order, the main file's first,
 *    and a later one wins only with a strictly higher address. When the
 *    main file has no .symtab (a stripped library with a separate debug
 *    file: libc6-dbg), gdb reads its .dynsym, which holds the exported
 *    (global and weak) symbols: one of those at the highest address wins
 *    over the debug file's locals there.
 * Version suffixes (gdb also records "name@@VERSION" from .dynsym) are
 * not in pmp's table, and its short names drop them anyway.
 */
static const struct msym *
gdb_alias(const struct sym_mod *m, const struct msym **cand, size_t nc)
{
	const struct msym *at[MAX_SCAN], *pick = NULL;
	uint64_t top = 0;
	size_t n = 0;

	for (size_t i = 0; i < nc; i++)
		if (cand[i]->start > top)
			top = cand[i]->start;
	for (size_t i = 0; i < nc; i++)
		if (cand[i]->start == top)
			at[n++] = cand[i];
	if (!n)
		return NULL;
	if (m->dynsym_first) {
		for (size_t i = 0; i < n; i++)
			if (at[i]->bind >= 2 && (!pick || strcmp(at[i]->name, pick->name) > 0))
				pick = at[i];
		if (pick)
			return pick;
	}
	qsort(at, n, sizeof(*at), cmp_name);
	pick = at[n - 1];
	if (pick->bind < 2 && n > 1 && at[n - 2]->bind >= 2 && at[n - 2]->size == pick->size)
		pick = at[n - 2];
	return pick;
}

/*
 * The name of the symbol that holds addr, or NULL: among sized symbols,
 * gdb's choice (gdb_alias()); *slow is set when the answer depends on a
 * sizeless symbol, which dwfl_module_addrinfo(mod, addr) then decides.
 */
static const char *
table_name(const struct sym_mod *m, uint64_t addr, bool *slow)
{
	const struct msym *cand[MAX_SCAN], *best = NULL;
	size_t lo = 0, hi = m->nsyms, nc = 0, pos, scanned = 0;

	*slow = false;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (m->syms[mid].start <= addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == 0)
		return NULL;	/* below every symbol */
	pos = lo - 1;
	/* every symbol that may hold addr: maxend says where to stop */
	for (size_t i = pos + 1; i-- > 0 && m->maxend[i] > addr;) {
		const struct msym *e = &m->syms[i];

		if (++scanned > MAX_SCAN) {
			*slow = true;
			return NULL;
		}
		if (e->size && addr - e->start < e->size)
			cand[nc++] = e;
	}
	/* in libdwfl's order: its choice depends on it */
	qsort(cand, nc, sizeof(*cand), cmp_index);
	for (size_t i = 0; i < nc; i++)
		if (cand[i]->global && better(best, cand[i]))
			best = cand[i];
	if (best)
		return gdb_alias(m, cand, nc)->name;
	/* no global holds it: libdwfl searches the locals, unless a global
	 * sizeless symbol sits right at addr */
	if (sizeless_at(m, addr)) {
		*slow = true;
		return NULL;
	}
	for (size_t i = 0; i < nc; i++)
		if (!cand[i]->global && better(best, cand[i]))
			best = cand[i];
	if (best)
		return gdb_alias(m, cand, nc)->name;
	/* no sized symbol holds it: libdwfl may fall back to a sizeless
	 * symbol, one that no sized symbol below addr reaches past, i.e.
	 * one at the highest end of the symbols below */
	if (sizeless_at(m, m->maxend[pos]))
		*slow = true;
	return NULL;
}

static const char *
symbol_name(struct symbolizer *s, struct sym_mod *m, Dwarf_Addr addr)
{
	GElf_Off off;
	GElf_Sym sym;
	const char *name;
	bool slow;

	if (!m->nsyms)
		return NULL;
	name = table_name(m, addr, &slow);
	if (!slow)
		return name;
	s->slow++;
	return dwfl_module_addrinfo(m->mod, addr, &off, &sym, NULL, NULL, NULL);
}

/* "memcpy@plt" for an address in a PLT stub (plt.h), written to buf */
static const char *
plt_name(struct sym_mod *m, Dwarf_Addr addr, char *buf, size_t len)
{
	Dwarf_Addr bias;
	const char *name;

	if (!m->plt_read) {
		m->plt_read = true;
		plt_table_read(&m->plt, dwfl_module_getelf(m->mod, &bias));
	}
	if (!m->plt.n || !dwfl_module_getelf(m->mod, &bias) ||
	    !(name = plt_table_find(&m->plt, addr - bias)))
		return NULL;
	snprintf(buf, len, "%s@plt", name);
	return buf;
}

/*
 * "MODULE+0xSTART" (string id) for addr, which no symbol names: START the
 * link-time start of the .eh_frame FDE that covers it (fde.h), or 0 when
 * none does (code without CFI, a gap between functions, no .eh_frame).
 */
static uint32_t
fde_name(struct symbolizer *s, struct sym_mod *m, Dwarf_Addr addr)
{
	Dwarf_Addr bias, cbias, rstart, rend;
	Elf *elf = dwfl_module_getelf(m->mod, &bias);
	Dwarf_CFI *cfi;
	Dwarf_Frame *frame;
	uint64_t start;
	bool sig, ok;
	char buf[600];
	int n;

	if (!m->label || !elf)
		return 0;
	if (!m->fde_read) {
		m->fde_read = true;
		fde_table_read(&m->fde, elf);
	}
	if (!fde_table_start(&m->fde, addr - bias, &start))
		return 0;
	/* the table has starts only: libdw says whether an FDE covers addr.
	 * Its frame's range is the row of the CFA program that holds addr
	 * (not the FDE's start), which must lie in the function found */
	cfi = dwfl_module_eh_cfi(m->mod, &cbias);
	if (!cfi || cbias != bias || dwarf_cfi_addrframe(cfi, addr - bias, &frame) != 0)
		return 0;
	ok = dwarf_frame_info(frame, &rstart, &rend, &sig) >= 0 && rstart >= start;
	free(frame);
	if (!ok)
		return 0;
	n = snprintf(buf, sizeof(buf), "%s+0x%" PRIx64, stackset_name_str(s->ss, m->label),
		     start);
	return n > 0 && (size_t)n < sizeof(buf) ? stackset_str(s->ss, buf, n) : 0;
}

/* the unnamed frames resolve() pushed for addr (not an inlined call's:
 * its function's DWARF had no name), keyed by their function (fde_name()) */
static void
name_by_fde(struct symbolizer *s, struct sym_mod *m, uint32_t first, Dwarf_Addr addr)
{
	uint32_t fn = 0;
	struct frame f;

	for (uint32_t i = first; i < s->nids; i++) {
		stackset_frame_get(s->ss, s->ids[i], &f);
		if (f.name != s->unknown_name || (f.flags & FRAME_INLINE))
			continue;
		if (!fn && !(fn = fde_name(s, m, addr)))
			return;
		f.name = fn;
		f.flags |= FRAME_UNNAMED;
		s->ids[i] = stackset_frame(s->ss, &f);
	}
}

static void
resolve(struct symbolizer *s, struct sym_entry *e, Dwarf_Addr addr)
{
	Dwfl_Module *mod = dwfl_addrmodule(s->dwfl, addr);
	struct sym_mod *m;
	const char *symname;
	char buf[600], pltbuf[256];
	bool sym_bad;

	e->first = s->nids;
	if (!mod) {
		snprintf(buf, sizeof(buf), "0x%" PRIx64, (uint64_t)addr);
		e->where = stackset_str(s->ss, buf, strlen(buf));
		e->offset = addr;
		/* the frame the unwinders give a thread that runs no user
		 * code (an io_uring worker), or one that jumped to 0 */
		push_frame(s, addr == 0 ? NO_USER_CODE : NULL, 0, 0, 0, e->where);
		e->n = 1;
		return;
	}
	m = sym_mod_get(s, mod);
	e->sm = m;
	e->module = m->label;
	e->buildid = m->buildid;
	e->offset = addr - m->bias;
	snprintf(buf, sizeof(buf), "%s+0x%" PRIx64,
		 e->module ? stackset_name_str(s->ss, e->module) : "?", e->offset);
	e->where = stackset_str(s->ss, buf, strlen(buf));
	symname = symbol_name(s, m, addr);
	if (!symname)
		symname = plt_name(m, addr, pltbuf, sizeof(pltbuf));
	/* symbol names are inside their section (libelf's elf_strptr()) */
	sym_bad = symname && name_ok(NULL, symname, symname);
	if (!inline_frames(s, m, addr, symname, sym_bad, e->module, e->where))
		push_frame(s, sym_name_ok(s, m, symname, sym_bad), e->module,
			   src_line(s, mod, addr), 0, e->where);
	name_by_fde(s, m, e->first, addr);
	e->n = s->nids - e->first;
}

const struct sym_result *
symbolizer_lookup(struct symbolizer *s, uint64_t pc, bool activation)
{
	uint64_t addr = activation ? pc : pc - 1;
	size_t mask, i;
	struct sym_entry *e;

	s->lookups++;
	if ((s->nused + 1) * 2 > s->ntab) {
		struct sym_entry *old = s->tab;
		size_t nold = s->ntab;

		s->ntab *= 2;
		s->tab = xcalloc(s->ntab, sizeof(*s->tab));
		for (size_t k = 0; k < nold; k++)
			if (old[k].addr)
				cache_insert(s->tab, s->ntab, &old[k]);
		free(old);
	}
	mask = s->ntab - 1;
	for (i = hash_slot(addr + 1, mask); s->tab[i].addr; i = (i + 1) & mask)
		if (s->tab[i].addr == addr + 1)
			break;
	e = &s->tab[i];
	if (!e->addr) {
		e->addr = addr + 1;
		resolve(s, e, addr);
		s->nused++;
		s->misses++;
	}
	s->res.frames = s->ids + e->first;
	s->res.n = e->n;
	s->res.module = e->module;
	s->res.where = e->where;
	s->res.buildid = e->buildid;
	s->res.offset = e->offset;
	return &s->res;
}

const struct sym_result *
symbolizer_lookup_offset(struct symbolizer *s, uint64_t start, uint64_t offset)
{
	Dwfl_Module *mod = dwfl_addrmodule(s->dwfl, start);
	Dwarf_Addr bias;

	/* without its file, a module's offsets cannot be turned back into
	 * addresses the way resolve() made them (bias = start) reliably,
	 * and nothing could be named anyway */
	if (!mod || !dwfl_module_getelf(mod, &bias))
		return NULL;
	/* resolve() wrote offset = address looked up - bias, the address
	 * being pc - 1 for a return address: it is looked up as is */
	return symbolizer_lookup(s, sym_mod_get(s, mod)->bias + offset, true);
}
