/* SPDX-License-Identifier: MIT */
/*
 * sqldigest.h - the digest (fingerprint) of a SQL statement: its text with
 * the literals and what does not change its shape taken out, so that
 * "SELECT c FROM sbtest1 WHERE id=5012" and "select c from sbtest1 where
 * id = 17" both read "select c from sbtest1 where id=?" and a profile can
 * count threads by what they run. The digests are those of Percona's
 * pt-fingerprint --match-embedded-numbers (its QueryRewriter::fingerprint,
 * done again in C: the fingerprints pt-query-digest groups a slow log by,
 * but for the digits in names), so that a person can match them with
 * what those tools print for the same statements:
 *
 *  - "mysqldump" for mysqldump's SELECT, "percona-toolkit" for a statement
 *    with a Percona tool's marker comment, "administrator command: ..."
 *    as it is, "call NAME" for "CALL NAME(...)", "use ?" for "USE db";
 *  - a multi-row INSERT/REPLACE ... VALUES cut after its first row;
 *  - comments out: slash-star ones (not the version ones, slash-star-bang,
 *    which stay as text), "--" and "#" to the end of the line (unless a
 *    quote comes first on it);
 *  - quoted strings, numbers (signed, floats, hex), NULL: "?";
 *  - white space (space, tab, CR, LF, FF) folded to one space; leading
 *    white space dropped, trailing kept as one space; ASCII lower-cased,
 *    every other byte passed as it is (UTF-8 stays UTF-8);
 *  - "in (?, ?)" and "values (?), (?)" as "in(?+)" and "values(?+)";
 *    "select X union select X ..." as "select X" and a comment that says
 *    "repeat union"; "limit ?, ?" and "limit ? offset ?" as "limit ?"; " asc" dropped
 *    after "order by".
 *
 * Their odd corners are kept, as pt-fingerprint has them: numbers are
 * matched by its pattern ("0xFF" is "?ff", "b-1" is "?", "a.5" is "a?"),
 * "it''s" is "??", "--" needs no space after it, a trailing space stays.
 * Differences from pt-fingerprint 3.2 (Debian 12):
 *  - only its --match-embedded-numbers mode: digits inside a name stay
 *    ("sbtest12", "t1.c2"); without that option, as pt-query-digest
 *    runs, it gives "sbtest?" and "t?";
 *  - a UNION chain is folded only when the repeat of its first SELECT
 *    comes within the first 64 UNIONs after it (pt-fingerprint looks at
 *    every one, in time that grows with their square).
 * Any byte string is safe (unterminated quotes and comments, binary):
 * time linear in n, no recursion; the caller owns out and text, and
 * nothing is kept between calls.
 */
#ifndef PMP_SQLDIGEST_H
#define PMP_SQLDIGEST_H

#include <stddef.h>

#include "strbuf.h"

/* the digest of the n bytes at text (a statement as the server's process
 * list shows it), appended to out; an empty or all-comment text gives "" */
void sql_digest(struct strbuf *out, const char *text, size_t n);

#endif
