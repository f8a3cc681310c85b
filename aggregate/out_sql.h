/* SPDX-License-Identifier: MIT */
/*
 * out_sql.h - the statements in the report (lib/sqlprof.h): per hotspot,
 * the statements its threads ran; the row-lock waits the server itself
 * reported, waiter statement -> holding connection, its thread, what it
 * runs and its stack; and the statements running overall. Labels are
 * data from users: control bytes are escaped (lib/escape.h).
 */
#ifndef PMP_OUT_SQL_H
#define PMP_OUT_SQL_H

#include <stdio.h>

#include "hotspots.h"
#include "sqlprof.h"

/* "statements: 2.00 update ... ; 1.00 [Sleep]" under hotspot h (indent
 * spaces first), when its threads served connections */
void out_sql_hotspot(FILE *out, const struct sqlprof *sp, const struct hotspots *hs,
		     const struct hotspot *h, int indent);
/* the sections "Row lock waits (the server's own)" and "Statements" */
void out_sql_sections(FILE *out, const struct sqlprof *sp, const struct hotspots *hs);
/* label (a string id of ss) escaped for the report, into sb (reset) */
const char *out_sql_label(const struct stackset *ss, uint32_t label, struct strbuf *sb);

#endif
