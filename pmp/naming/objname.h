/* SPDX-License-Identifier: MIT */
/*
 * objname.h - name a data address (a lock's futex word, a mutex, a
 * condition variable) by the object that holds it, as gdb's `info symbol`
 * and `ptype/o` would:
 *
 *   - with DWARF: the variable and the member path through its type
 *     (structs, classes, base classes, arrays by element size):
 *     "mysql_bin_log.LOCK_log", "trx_sys.rseg_array[3].latch";
 *   - with ELF symbols only (.symtab, .dynsym, or those of a separate
 *     debug file): "mysql_bin_log+0x10", "LOCK_commit_ordered";
 *   - with neither: the section and module, "mariadbd:.bss+0x1a2b40".
 *
 * Addresses outside every module are named by the caller (live.c) from
 * the mappings: a thread's stack or TLS, the heap, an anonymous or a file
 * mapping (enum obj_kind, lib/lockgraph.h).
 *
 * Each module's data variables are indexed once, the first time an
 * address in it is named (after the stop, never while threads are
 * stopped); a lookup is a binary search plus a walk down one type, and
 * results are cached by address.
 *
 * An objname borrows the Dwfl it is given (live: the symbolizer's, so the
 * same modules and debug files; offline: one built from a raw capture's
 * "# module" lines); it must outlive neither. It owns everything else,
 * freed by objname_free(). Strings it returns stay valid until
 * objname_free().
 */
#ifndef PMP_OBJNAME_H
#define PMP_OBJNAME_H

#include <stdint.h>

#include "lockgraph.h"	/* enum obj_kind */

struct Dwfl;

struct objname;

struct objname *objname_new(struct Dwfl *dwfl);
void objname_free(struct objname *o);
/* forget cached lookups and per-module indexes (the modules were
 * reported again) */
void objname_reset(struct objname *o);
/*
 * Name addr if a module of the Dwfl holds it: *name is set (borrowed,
 * valid until objname_free()) and the kind returned (OBJ_DWARF,
 * OBJ_SYMBOL or OBJ_SECTION); OBJ_NONE if no module holds it.
 */
enum obj_kind objname_lookup(struct objname *o, uint64_t addr, const char **name);

#endif
