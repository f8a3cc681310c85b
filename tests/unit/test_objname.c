/* SPDX-License-Identifier: MIT */
/*
 * test_objname.c - pmp/naming/objname.c over an offline Dwfl of the three
 * builds of tests/locks/objects_target.cc (next to this test: locks/ in the
 * same build directory): DWARF member paths, ELF symbols with offsets,
 * sections, the cache, addresses outside every module, and a reset.
 *
 * The objects' addresses come from the symbol table of the DWARF build,
 * their members' offsets from the C mirror of the target's types below
 * (x86_64 ABI layout, the same as g++ gives them).
 */
#include "unit.h"

#include <elfutils/libdwfl.h>
#include <gelf.h>
#include <libgen.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "objname.h"

/* the target's types, in C */
struct Log { int pad; char name[40]; pthread_mutex_t LOCK_log; pthread_cond_t COND_done; };
struct Stats { long n; pthread_mutex_t mtx; };	/* std::mutex is one */
struct Shard { long hits; uint32_t latch; pthread_mutex_t mutex; };
struct Derived { long x; pthread_mutex_t m; long y; };	/* Base first */
struct Outer { long a; struct { int b; pthread_mutex_t lock; } inner; };
struct Pool { long z; pthread_mutex_t mutex; };

static char dir[PATH_MAX];

static const Dwfl_Callbacks callbacks = {
	.find_elf = dwfl_build_id_find_elf,
	.find_debuginfo = dwfl_standard_find_debuginfo,
	.section_address = dwfl_offline_section_address,
};

struct fixture {
	Dwfl *dwfl;
	Dwfl_Module *mod;
	struct objname *o;
};

static struct fixture *
open_build(const char *name)
{
	struct fixture *f = calloc(1, sizeof(*f));
	char path[PATH_MAX + 64];

	assert_non_null(f);
	snprintf(path, sizeof(path), "%s/locks/%s", dir, name);
	if (access(path, R_OK) != 0) {
		free(f);
		return NULL;
	}
	f->dwfl = dwfl_begin(&callbacks);
	dwfl_report_begin(f->dwfl);
	/* a PIE reported at 0x10000000: addresses are vaddr + that */
	f->mod = dwfl_report_elf(f->dwfl, name, path, -1, 0x10000000, false);
	dwfl_report_end(f->dwfl, NULL, NULL);
	assert_non_null(f->mod);
	f->o = objname_new(f->dwfl);
	return f;
}

static void
close_build(struct fixture *f)
{
	objname_free(f->o);
	dwfl_end(f->dwfl);
	free(f);
}

/* the address of a symbol of the module (mangled name) */
static uint64_t
sym_addr(struct fixture *f, const char *name)
{
	int n = dwfl_module_getsymtab(f->mod);

	for (int i = 1; i < n; i++) {
		GElf_Sym sym;
		GElf_Addr value;
		const char *s = dwfl_module_getsym_info(f->mod, i, &sym, &value, NULL,
							NULL, NULL);

		if (s && !strcmp(s, name))
			return value;
	}
	fail_msg("no symbol '%s'", name);
	return 0;
}

static void
expect(struct fixture *f, uint64_t addr, enum obj_kind kind, const char *want)
{
	const char *name = NULL;
	enum obj_kind k = objname_lookup(f->o, addr, &name);

	if (k != kind || !name || strcmp(name, want))
		fail_msg("%#llx: got %s '%s', want %s '%s'", (unsigned long long)addr,
			 obj_kind_name(k), name ? name : "(null)", obj_kind_name(kind), want);
}

#define SKIP_WITHOUT(f, name)                                                  \
	do {                                                                   \
		if (!((f) = open_build(name))) {                               \
			print_message("no %s/locks/%s (make test-targets)\n", dir, name); \
			skip();                                                \
		}                                                              \
	} while (0)

static void
test_dwarf_paths(void **state)
{
	struct fixture *f;
	uint64_t log, sh, st;

	(void)state;
	SKIP_WITHOUT(f, "objects_target");
	log = sym_addr(f, "g_log");
	sh = sym_addr(f, "g_shards");
	st = sym_addr(f, "g_stats");
	expect(f, log + offsetof(struct Log, LOCK_log), OBJ_DWARF, "g_log.LOCK_log");
	/* inside a lock: the lock, no offset (a condition variable's word) */
	expect(f, log + offsetof(struct Log, COND_done) + 8, OBJ_DWARF, "g_log.COND_done");
	expect(f, log + offsetof(struct Log, LOCK_log) + 8, OBJ_DWARF, "g_log.LOCK_log");
	expect(f, log + offsetof(struct Log, name) + 4, OBJ_DWARF, "g_log.name[4]");
	/* inside a member with no further named part */
	expect(f, log + 2, OBJ_DWARF, "g_log.pad+0x2");
	expect(f, sh + 3 * sizeof(struct Shard) + offsetof(struct Shard, mutex), OBJ_DWARF,
	       "g_shards[3].mutex");
	expect(f, sh + 1 * sizeof(struct Shard) + offsetof(struct Shard, latch), OBJ_DWARF,
	       "g_shards[1].latch");
	expect(f, sh + 2 * sizeof(struct Shard), OBJ_DWARF, "g_shards[2].hits");
	/* a base class's member, no name for the base */
	expect(f, sym_addr(f, "g_derived") + offsetof(struct Derived, m), OBJ_DWARF,
	       "g_derived.m");
	expect(f, sym_addr(f, "g_derived") + offsetof(struct Derived, y), OBJ_DWARF,
	       "g_derived.y");
	expect(f, sym_addr(f, "g_outer") + offsetof(struct Outer, inner.lock), OBJ_DWARF,
	       "g_outer.inner.lock");
	expect(f, sym_addr(f, "_ZN3app4poolE") + offsetof(struct Pool, mutex), OBJ_DWARF,
	       "app::pool.mutex");
	/* a class static member (DW_AT_specification) */
	expect(f, sym_addr(f, "_ZN8Registry4lockE"), OBJ_DWARF, "Registry::lock");
	expect(f, sym_addr(f, "g_plain_mutex") + 16, OBJ_DWARF, "g_plain_mutex");
	expect(f, st + offsetof(struct Stats, mtx), OBJ_DWARF, "g_stats.mtx");
	close_build(f);
}

static void
test_symbols(void **state)
{
	struct fixture *f;
	uint64_t sh;
	char want[128];

	(void)state;
	SKIP_WITHOUT(f, "objects_target_rdyn");	/* stripped: .dynsym only */
	sh = sym_addr(f, "g_shards");
	expect(f, sh, OBJ_SYMBOL, "g_shards");	/* no "+0x0" */
	snprintf(want, sizeof(want), "g_shards+%#zx",
		 3 * sizeof(struct Shard) + offsetof(struct Shard, mutex));
	expect(f, sh + 3 * sizeof(struct Shard) + offsetof(struct Shard, mutex), OBJ_SYMBOL,
	       want);
	/* demangled as gdb's info symbol prints it */
	expect(f, sym_addr(f, "_ZN3app4poolE") + offsetof(struct Pool, mutex), OBJ_SYMBOL,
	       "app::pool+0x8");
	expect(f, sym_addr(f, "_ZN8Registry4lockE"), OBJ_SYMBOL, "Registry::lock");
	close_build(f);
}

static void
test_sections(void **state)
{
	struct fixture *d, *f;
	uint64_t sh, bss = 0;
	Dwarf_Addr bias;
	Elf *elf;
	size_t shstrndx;
	Elf_Scn *scn = NULL;
	char want[128];

	(void)state;
	SKIP_WITHOUT(d, "objects_target");
	sh = sym_addr(d, "g_shards");	/* the stripped copy has its layout */
	close_build(d);
	SKIP_WITHOUT(f, "objects_target_nox");
	elf = dwfl_module_getelf(f->mod, &bias);
	assert_non_null(elf);
	assert_int_equal(elf_getshdrstrndx(elf, &shstrndx), 0);
	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr s;

		if (gelf_getshdr(scn, &s) && !strcmp(elf_strptr(elf, shstrndx, s.sh_name), ".bss"))
			bss = s.sh_addr + bias;
	}
	assert_true(bss != 0);
	snprintf(want, sizeof(want), "objects_target_nox:.bss+%#llx",
		 (unsigned long long)(sh + 3 * sizeof(struct Shard) - bss));
	expect(f, sh + 3 * sizeof(struct Shard), OBJ_SECTION, want);
	close_build(f);
}

static void
test_cache_none_reset(void **state)
{
	struct fixture *f;
	const char *a, *b;
	uint64_t addr;

	(void)state;
	SKIP_WITHOUT(f, "objects_target");
	addr = sym_addr(f, "g_plain_mutex");
	assert_int_equal(objname_lookup(f->o, addr, &a), OBJ_DWARF);
	assert_int_equal(objname_lookup(f->o, addr, &b), OBJ_DWARF);
	assert_ptr_equal(a, b);	/* cached */
	/* no module there */
	assert_int_equal(objname_lookup(f->o, 0x1000, &a), OBJ_NONE);
	assert_null(a);
	assert_int_equal(objname_lookup(f->o, UINT64_MAX - 4096, &a), OBJ_NONE);
	objname_reset(f->o);
	expect(f, addr, OBJ_DWARF, "g_plain_mutex");
	close_build(f);
}

int
main(int argc, char **argv)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_dwarf_paths),
		cmocka_unit_test(test_symbols),
		cmocka_unit_test(test_sections),
		cmocka_unit_test(test_cache_none_reset),
	};
	char self[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", self, sizeof(self) - 1);

	(void)argc;
	(void)argv;
	if (n > 0) {
		self[n] = '\0';
		snprintf(dir, sizeof(dir), "%s", dirname(self));
	}
	return cmocka_run_group_tests(tests, NULL, NULL);
}
