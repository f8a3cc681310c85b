/* SPDX-License-Identifier: MIT */
/*
 * normalize.h - turn a function name as an input spelled it into the name
 * pmp shows and rules match. Done once per distinct frame (stackset caches).
 *
 *  NORM_FULL:  demangle "_Z..." names; strip symbol versions
 *              ("pthread_cond_wait@@GLIBC_2.3.2" -> "pthread_cond_wait").
 *  NORM_SHORT: NORM_FULL, then drop argument lists, template arguments,
 *              return types and gcc clone suffixes (".isra.0", ".cold"):
 *              "std::vector<int, std::allocator<int> >::push_back(int const&)"
 *              -> "std::vector::push_back". Names cut short by awk-made
 *              files ("log_t::append_prepare<false,") lose the open
 *              template too, so both spellings meet.
 */
#ifndef PMP_NORMALIZE_H
#define PMP_NORMALIZE_H

#include "strbuf.h"

enum norm_mode { NORM_SHORT, NORM_FULL };

/* appends the normalized form of name to out */
void normalize_name(const char *name, enum norm_mode mode, struct strbuf *out);

/* where the frame of a pt-pmp line that starts at b ends (its length in
 * *flen); returns where the next frame starts. Handles the awk's quirks.
 * The pt-pmp reader (aggregate/input_ptpmp.c) and the rule engine's
 * frame strings (rules/ruleset.c) split frames with it. */
const char *ptpmp_frame_end(const char *b, size_t *flen);

#endif
