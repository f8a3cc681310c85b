/* SPDX-License-Identifier: MIT */
/*
 * escape.h - strings that come from a target or an input file (thread
 * names, symbols, paths, file names) on their way out:
 *
 *  - escape_raw()/unescape_raw(): the raw capture's escaping (v2,
 *    docs/formats.md), exact both ways for any byte string. A backslash
 *    is written "\\", a control byte (0x00-0x1f, 0x7f) "\xHH" (two lower
 *    case hex digits), and in a space-separated field a space "\x20"
 *    and a field that would read as "-" (none) "\x2d". Nothing else
 *    changes: bytes 0x80-0xff pass as they are.
 *  - escape_ctl(): for text made for people and line-based formats
 *    (report, ptpmp, folded, tree, flat, pmp top, messages): a control
 *    byte becomes "\xHH", so that none reaches a terminal (escape
 *    sequences, a title change) or splits a line. Not reversible:
 *    a name that holds "\x1b" itself prints the same.
 */
#ifndef PMP_ESCAPE_H
#define PMP_ESCAPE_H

#include <stdbool.h>
#include <stddef.h>

#include "strbuf.h"

/* true for the bytes escape_ctl() rewrites */
static inline bool
escape_is_ctl(unsigned char c)
{
	return c < 0x20 || c == 0x7f;
}

/* append s (n bytes) escaped for the raw capture; field: a
 * space-separated field (spaces escaped, "-" kept apart from none) */
void escape_raw(struct strbuf *sb, const char *s, size_t n, bool field);
/* the NUL-terminated s (NULL: "") escaped for the raw capture into sb,
 * which is reset first; returns sb->buf, valid until sb changes */
const char *escape_raw_str(struct strbuf *sb, const char *s, bool field);
/* decode escape_raw()'s output in place; returns the new length. An
 * unknown or cut escape (or upper-case hex, which escape_raw() does not
 * write) is kept as it is (a v1 capture is not decoded
 * at all: the reader only decodes v2) */
size_t unescape_raw(char *s);

/* append s (n bytes) with control bytes as "\xHH" */
void escape_ctl(struct strbuf *sb, const char *s, size_t n);
/* whether s holds a byte escape_ctl() would rewrite */
bool escape_has_ctl(const char *s);

#endif
