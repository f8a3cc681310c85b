/* SPDX-License-Identifier: MIT */
/* diff_out.h - writers of a computed diff (diff_out.c) */
#ifndef PMP_DIFF_OUT_H
#define PMP_DIFF_OUT_H

#include <stdbool.h>
#include <stdio.h>

#include "diff.h"

/* top: rows per table (report) or per array (json, 0 = all) */
void diff_report(FILE *out, const struct diff *d, unsigned long top);
void diff_json(FILE *out, const struct diff *d, unsigned long top);
void diff_folded(FILE *out, const struct diff *d);
/* a differential flame graph (out_svg.c draws it): width from the after
 * side, red where a frame's share grew, blue where it shrank */
void diff_svg(FILE *out, const struct diff *d, bool icicle);

#endif
