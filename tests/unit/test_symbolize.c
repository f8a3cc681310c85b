/* SPDX-License-Identifier: MIT */
/*
 * test_symbolize.c - pmp/symbolize.c's own symbol table: which symbol
 * names an address (libdwfl's rules: a sized symbol that holds it,
 * globals first, the closest start, then binding, then size; a sizeless
 * one left to libdwfl) and, among the symbols that start there, the one
 * gdb names (gdb_alias()). The file is compiled into this test
 * (#include below) so that its static table functions are called on
 * tables built here, symbol by symbol; the last case reads this test's
 * own ELF symbol table through libdwfl, with aliases defined below, and
 * two symbolizers at once, each with its own debug directory, name this
 * test's stripped copy (each finds what its own directory holds).
 */
#include "unit.h"

#include "symbolize.c"

#include <elfutils/libdwelf.h>
#include <link.h>
#include <sys/stat.h>

/* ---- tables built by hand ----------------------------------------- */

struct tsym {
	uint64_t start, size;
	const char *name;
	uint8_t bind;		/* 3 global, 2 weak, 1 local */
};

/* a module of the symbols t[0..n), in that (libdwfl index) order, as
 * load_symbols() makes it; m->syms and m->maxend are the caller's to free */
static void
table(struct sym_mod *m, const struct tsym *t, size_t n, bool dynsym_first)
{
	uint64_t hi = 0;

	memset(m, 0, sizeof(*m));
	m->syms = calloc(n, sizeof(*m->syms));
	m->maxend = calloc(n, sizeof(*m->maxend));
	assert_non_null(m->syms);
	assert_non_null(m->maxend);
	for (size_t i = 0; i < n; i++) {
		m->syms[i].start = t[i].start;
		m->syms[i].size = t[i].size;
		m->syms[i].name = t[i].name;
		m->syms[i].index = (uint32_t)i + 1;
		m->syms[i].bind = t[i].bind;
		/* the locals first, as in an ELF .symtab */
		m->syms[i].global = t[i].bind >= 2;
	}
	m->nsyms = n;
	m->dynsym_first = dynsym_first;
	sort_syms(m->syms, n);
	for (size_t i = 0; i < n; i++) {
		uint64_t end = m->syms[i].start + m->syms[i].size;

		if (end > hi)
			hi = end;
		m->maxend[i] = hi;
	}
}

static void
table_free(struct sym_mod *m)
{
	free(m->syms);
	free(m->maxend);
}

/* the name at addr, "" for none; "slow" when libdwfl must decide */
static const char *
name_at(const struct sym_mod *m, uint64_t addr)
{
	bool slow;
	const char *n = table_name(m, addr, &slow);

	if (slow)
		return "slow";
	return n ? n : "";
}

static void
test_holds(void **state)
{
	static const struct tsym t[] = {
		{ 0x1000, 0x1000, "outer", 3 },
		{ 0x1100, 0x100, "inner", 3 },
		{ 0x2f00, 0x300, "glob", 3 },
		{ 0x3000, 0x100, "loc", 1 },
		{ 0x4000, 0x10, "lonely_local", 1 },
	};
	struct sym_mod m;

	(void)state;
	table(&m, t, 5, false);
	assert_string_equal(name_at(&m, 0xfff), "");		/* below all */
	assert_string_equal(name_at(&m, 0x1000), "outer");
	assert_string_equal(name_at(&m, 0x1150), "inner");	/* closest start */
	assert_string_equal(name_at(&m, 0x1200), "outer");	/* past inner's end */
	assert_string_equal(name_at(&m, 0x1fff), "outer");
	assert_string_equal(name_at(&m, 0x2000), "");		/* a gap */
	/* gdb's choice is the closest start, a local too (libdwfl alone
	 * would say glob: a global that holds it goes first) */
	assert_string_equal(name_at(&m, 0x3050), "loc");
	assert_string_equal(name_at(&m, 0x3150), "glob");
	/* no global holds it: the locals are searched */
	assert_string_equal(name_at(&m, 0x4008), "lonely_local");
	assert_string_equal(name_at(&m, 0x4010), "");		/* past the end */
	assert_string_equal(name_at(&m, 0x100000), "");
	table_free(&m);
}

/* binding, then size, among symbols that start at the same place, as
 * libdwfl decides which one holds; gdb's choice among them then */
static void
test_aliases(void **state)
{
	static const struct tsym same_size[] = {
		{ 0x1000, 0x40, "zeta", 3 },
		{ 0x1000, 0x40, "alpha", 2 },
		{ 0x1000, 0x40, "mid", 1 },
	};
	static const struct tsym local_last[] = {
		{ 0x2000, 0x40, "a_glob", 3 },
		{ 0x2000, 0x40, "b_weak", 2 },
		{ 0x2000, 0x40, "z_loc", 1 },
	};
	static const struct tsym local_smaller[] = {
		{ 0x3000, 0x40, "a_glob", 3 },
		{ 0x3000, 0x20, "z_loc", 1 },
	};
	struct sym_mod m;

	(void)state;
	/* gdb: the greatest name (a global here) */
	table(&m, same_size, 3, false);
	assert_string_equal(name_at(&m, 0x1010), "zeta");
	table_free(&m);
	/* the greatest name is a local: it yields to the global or weak one
	 * just before it in name order, of the same size */
	table(&m, local_last, 3, false);
	assert_string_equal(name_at(&m, 0x2010), "b_weak");
	table_free(&m);
	/* not of the same size: the local stays */
	table(&m, local_smaller, 2, false);
	assert_string_equal(name_at(&m, 0x3010), "z_loc");
	/* past the local's end only the global holds it */
	assert_string_equal(name_at(&m, 0x3030), "a_glob");
	table_free(&m);
	/* the file's .dynsym read first (no .symtab): the exported names
	 * win, the greatest of them */
	table(&m, local_last, 3, true);
	assert_string_equal(name_at(&m, 0x2010), "b_weak");
	table_free(&m);
	table(&m, same_size, 3, true);
	assert_string_equal(name_at(&m, 0x1010), "zeta");
	table_free(&m);
	/* there, an exported name wins over a local one of another size */
	table(&m, local_smaller, 2, true);
	assert_string_equal(name_at(&m, 0x3010), "a_glob");
	table_free(&m);
}

/* gdb takes the symbol at the highest start at or below the pc, even a
 * local inside a global that libdwfl's first pass found */
static void
test_highest_start(void **state)
{
	static const struct tsym t[] = {
		{ 0x5000, 0x100, "outer_global", 3 },
		{ 0x5010, 0x10, "inner_local", 1 },
	};
	struct sym_mod m;

	(void)state;
	table(&m, t, 2, false);
	assert_string_equal(name_at(&m, 0x5015), "inner_local");
	assert_string_equal(name_at(&m, 0x5005), "outer_global");
	assert_string_equal(name_at(&m, 0x5020), "outer_global");
	table_free(&m);
}

/* a symbol without a size: libdwfl's fallback decides (slow) */
static void
test_sizeless(void **state)
{
	static const struct tsym at_addr[] = {
		{ 0x6000, 0x100, "sized_local", 1 },
		{ 0x6040, 0, "label_global", 3 },
	};
	static const struct tsym after_end[] = {
		{ 0x7000, 0x10, "f", 3 },
		{ 0x7010, 0, "__restore_rt", 1 },
	};
	struct sym_mod m;

	(void)state;
	/* no global holds 0x6040, and a global label sits right there */
	table(&m, at_addr, 2, false);
	assert_string_equal(name_at(&m, 0x6040), "slow");
	assert_string_equal(name_at(&m, 0x6050), "sized_local");
	table_free(&m);
	/* nothing sized holds 0x7018; a label at the end of the sized ones */
	table(&m, after_end, 2, false);
	assert_string_equal(name_at(&m, 0x7018), "slow");
	assert_string_equal(name_at(&m, 0x7008), "f");
	table_free(&m);
}

/* more candidates than a lookup scans: left to libdwfl */
static void
test_too_many(void **state)
{
	struct tsym t[MAX_SCAN + 2];
	struct sym_mod m;

	(void)state;
	for (size_t i = 0; i < MAX_SCAN + 2; i++) {
		t[i].start = 0x10000 + i;
		t[i].size = 0x10000;	/* each reaches past the next ones */
		t[i].name = "nested";
		t[i].bind = 3;
	}
	table(&m, t, MAX_SCAN + 2, false);
	assert_string_equal(name_at(&m, 0x10000 + MAX_SCAN + 1), "slow");
	assert_string_equal(name_at(&m, 0x10000 + 5), "nested");
	table_free(&m);
}

/* sort_syms(): by start, and among equal starts in index order */
static void
test_sort(void **state)
{
	struct msym v[2000];
	uint64_t x = 88172645463325252ull;

	(void)state;
	for (uint32_t i = 0; i < 2000; i++) {
		x ^= x << 13;
		x ^= x >> 7;
		x ^= x << 17;
		/* few distinct starts, spread over several bytes */
		v[i].start = 0x7f0000000000ull + ((x % 64) << 20) + (x >> 58);
		v[i].index = i;
	}
	sort_syms(v, 2000);
	for (size_t i = 1; i < 2000; i++) {
		assert_true(v[i - 1].start <= v[i].start);
		if (v[i - 1].start == v[i].start)
			assert_true(v[i - 1].index < v[i].index);
	}
}

/* ---- this test's own symbol table ----------------------------------- */

/* one function under several names: the definition unit_alias_c, the
 * globals unit_alias_b, the weak unit_alias_d and the local unit_alias_e,
 * all of its address and size. gdb names it unit_alias_d: the greatest
 * name, e, is a local and yields to the one before it. */
__attribute__((noinline, used)) void unit_alias_c(void);
void
unit_alias_c(void)
{
	__asm__ volatile("" ::: "memory");
}
extern void unit_alias_b(void) __attribute__((alias("unit_alias_c")));
extern void unit_alias_d(void) __attribute__((weak, alias("unit_alias_c")));
static void unit_alias_e(void) __attribute__((alias("unit_alias_c"), used));

/* a thread-local variable: its symbol (STT_TLS) holds an offset, not
 * an address, and is not in the table */
static __thread int unit_tls_var;

static void
test_own_elf(void **state)
{
	struct stackset ss;
	struct symbolizer_opts so = { 0 };
	struct symbolizer *s;
	Dwfl_Module *mod;
	struct sym_mod *m;
	uint64_t pc = (uint64_t)(uintptr_t)unit_alias_c;
	bool slow;

	(void)state;
	stackset_init(&ss);
	s = symbolizer_new(getpid(), &ss, &so);
	assert_non_null(s);
	assert_int_equal(symbolizer_report(s), 0);
	mod = dwfl_addrmodule(s->dwfl, pc);
	assert_non_null(mod);
	m = sym_mod_get(s, mod);
	assert_true(m->nsyms > 10);
	assert_false(m->dynsym_first);		/* a .symtab of its own */
	/* load_symbols(): sorted, maxend growing */
	for (size_t i = 1; i < m->nsyms; i++) {
		assert_true(m->syms[i - 1].start <= m->syms[i].start);
		assert_true(m->maxend[i - 1] <= m->maxend[i]);
	}
	/* no file (STT_FILE) or thread-local (STT_TLS) symbol */
	unit_tls_var++;
	for (size_t i = 0; i < m->nsyms; i++) {
		assert_string_not_equal(m->syms[i].name, "test_symbolize.c");
		assert_string_not_equal(m->syms[i].name, "unit_tls_var");
	}
	assert_string_equal(table_name(m, pc, &slow), "unit_alias_d");
	assert_false(slow);
	/* and a function with one name */
	pc = (uint64_t)(uintptr_t)test_own_elf;
	assert_string_equal(table_name(m, pc + 4, &slow), "test_own_elf");
	(void)unit_alias_e;
	symbolizer_free(s);
	stackset_release(&ss);
}


/* ---- two symbolizers, two debug paths ----------------------------- */

/* the main program's load bias and the end of its last PT_LOAD */
static int
main_span(struct dl_phdr_info *info, size_t size, void *arg)
{
	uint64_t *span = arg, hi = 0;

	(void)size;
	for (int i = 0; i < info->dlpi_phnum; i++)
		if (info->dlpi_phdr[i].p_type == PT_LOAD &&
		    info->dlpi_phdr[i].p_vaddr + info->dlpi_phdr[i].p_memsz > hi)
			hi = info->dlpi_phdr[i].p_vaddr + info->dlpi_phdr[i].p_memsz;
	span[0] = info->dlpi_addr;
	span[1] = info->dlpi_addr + hi;
	return 1;		/* the first one is the program */
}

static void
sh(const char *cmd)
{
	if (system(cmd) != 0)
		fail_msg("failed: %s", cmd);
}

/* the name of the innermost frame r gives for this test's function at
 * offset off of its copy, or "" when r is NULL */
static const char *
named(struct symbolizer *s, struct stackset *ss, uint64_t start, uint64_t off)
{
	const struct sym_result *r = symbolizer_lookup_offset(s, start, off);
	struct frame f;

	if (!r)
		return "";
	stackset_frame_get(ss, r->frames[0], &f);
	return stackset_name_str(ss, f.name);
}

/*
 * A debug directory is its symbolizer's: with one symbolizer whose
 * directory holds the debug file of a stripped program and a second whose
 * directory does not, made in both orders, the first names a static
 * function of it and the second does not. (Once the path was a static
 * that the last symbolizer made wrote: pmp serve's sessions lost the live
 * target's /usr/lib/debug to an offline namer made after them.)
 */
static void
test_two_debug_paths(void **state)
{
	char dir[] = "/tmp/pmp-unit-sym-XXXXXX", cmd[16384], a[1100], b[1100], exe[1100];
	char hex[2 * 64 + 1], *self;
	const void *bid;
	uint64_t span[2], off;
	struct stackset ss;
	int fd;
	ssize_t n;

	(void)state;
	if (system("command -v objcopy >/dev/null && command -v strip >/dev/null") != 0)
		skip();
	assert_non_null(mkdtemp(dir));
	dl_iterate_phdr(main_span, span);
	off = (uint64_t)(uintptr_t)test_two_debug_paths - span[0];
	/* this test's build-id, in hex (its path: a command's
	 * /proc/self/exe is the command's) */
	self = realpath("/proc/self/exe", NULL);
	assert_non_null(self);
	elf_version(EV_CURRENT);
	fd = open(self, O_RDONLY | O_CLOEXEC);
	assert_true(fd >= 0);
	Elf *elf = elf_begin(fd, ELF_C_READ_MMAP, NULL);
	assert_non_null(elf);
	n = dwelf_elf_gnu_build_id(elf, &bid);
	assert_true(n > 1 && n <= 64);
	for (ssize_t i = 0; i < n; i++)
		sprintf(hex + 2 * i, "%02x", ((const unsigned char *)bid)[i]);
	/* a stripped copy, under both directories by build-id; the debug
	 * file under a/ only */
	snprintf(a, sizeof(a), "%s/a/.build-id/%.2s", dir, hex);
	snprintf(b, sizeof(b), "%s/b/.build-id/%.2s", dir, hex);
	snprintf(exe, sizeof(exe), "%s/exe", dir);
	snprintf(cmd, sizeof(cmd), "mkdir -p %s %s && strip --strip-all -o %s '%s' && "
		 "cp %s %s/%s && cp %s %s/%s && objcopy --only-keep-debug '%s' %s/%s.debug",
		 a, b, exe, self, exe, a, hex + 2, exe, b, hex + 2, self, a, hex + 2);
	free(self);
	sh(cmd);
	struct sym_module m = { .start = span[0], .end = span[1], .buildid = bid,
				.nbuildid = (size_t)n, .path = exe };
	snprintf(a, sizeof(a), "%s/a", dir);
	snprintf(b, sizeof(b), "%s/b", dir);
	for (int order = 0; order < 2; order++) {
		struct symbolizer_opts oa = { .debug_dir = a }, ob = { .debug_dir = b };
		struct symbolizer *sa, *sb;

		stackset_init(&ss);
		sa = order ? NULL : symbolizer_new_offline(&ss, &oa, NULL);
		sb = symbolizer_new_offline(&ss, &ob, NULL);
		if (order)
			sa = symbolizer_new_offline(&ss, &oa, NULL);
		assert_non_null(sa);
		assert_non_null(sb);
		assert_int_equal(symbolizer_report_modules(sa, &m, 1), 0);
		assert_int_equal(symbolizer_report_modules(sb, &m, 1), 0);
		assert_string_equal(named(sa, &ss, span[0], off), "test_two_debug_paths");
		assert_string_not_equal(named(sb, &ss, span[0], off), "test_two_debug_paths");
		/* and the first again, after the second read its files */
		assert_string_equal(named(sa, &ss, span[0], off + 1), "test_two_debug_paths");
		symbolizer_free(sa);
		symbolizer_free(sb);
		stackset_release(&ss);
	}
	elf_end(elf);
	close(fd);
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	sh(cmd);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_holds),
		cmocka_unit_test(test_aliases),
		cmocka_unit_test(test_highest_start),
		cmocka_unit_test(test_sizeless),
		cmocka_unit_test(test_too_many),
		cmocka_unit_test(test_sort),
		cmocka_unit_test(test_own_elf),
		cmocka_unit_test(test_two_debug_paths),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
