/* SPDX-License-Identifier: MIT */
/*
 * canon.h - canonical frames for comparing two versions (pmp diff): a
 * list of PCRE2 patterns ("drop" lines of a *.canon file, docs/diff.md)
 * names frames that are left out before stacks are matched across sides,
 * so a wrapper one version inlines and the other does not (psi_cond_wait,
 * inline_mysql_mutex_lock, lll_mutex_lock_optimized, futex internals) does
 * not split every stack into "gone" and "new". Names are NAME_SHORT
 * already (templates, arguments, @GLIBC gone); canon_name() also removes
 * glibc's "__GI_" prefix and leading underscores, and the caller folds
 * consecutive equal frames into one. Patterns see the canonical name.
 */
#ifndef PMP_CANON_H
#define PMP_CANON_H

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#include <stdbool.h>
#include <stddef.h>

struct canon {
	pcre2_code **drop;
	char **src;
	size_t n;
	pcre2_match_data *md;
};

void canon_init(struct canon *c);
void canon_release(struct canon *c);
/* load a *.canon file; errors as FILE:LINE:COL, returns -1 (nothing added) */
int canon_load(struct canon *c, const char *path);
/* the default file (diff.canon in the default rules directory) */
int canon_load_default(struct canon *c);
/* the canonical spelling of a NAME_SHORT name: a suffix of it */
const char *canon_name(const char *name);
/* should this canonical frame name be dropped? */
bool canon_drops(struct canon *c, const char *name);

#endif
