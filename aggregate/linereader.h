/* SPDX-License-Identifier: MIT */
/*
 * linereader.h - buffered line reading from a file descriptor, with the
 * checks every parser needs: line numbers, NUL bytes (binary input), a
 * missing final newline (truncated input) and a bound on line length.
 * Memory is bounded by the longest line, not by the file size.
 */
#ifndef PMP_LINEREADER_H
#define PMP_LINEREADER_H

#include <stdbool.h>
#include <stddef.h>

#include "decompress.h"

#define LINE_MAX_BYTES (4u << 20)	/* longer lines are reported, skipped */

struct linereader {
	int fd;
	char *buf;
	size_t start, end, alloc;	/* unread bytes are buf[start..end) */
	bool eof;
	int err;			/* errno of a failed read, else 0 */
	unsigned long lineno;		/* of the line last returned */
	bool last_incomplete;		/* last line had no '\n' */
	bool nul;			/* the line last returned holds a NUL */
	bool too_long;			/* the line last returned was cut */
	/* a gzip or zstd input is read through dz (decompress.h): its
	 * magic was seen in the first bytes, which sniffed says were read */
	bool sniffed;
	struct decompress dz;		/* dz.kind DZ_NONE: plain text */
	const char *why;		/* with err EBADMSG: what is wrong with
					 * the compressed data (static) */
};

/* borrows fd; does not close it. Line numbers count decompressed lines. */
void linereader_init(struct linereader *lr, int fd);
void linereader_release(struct linereader *lr);
/*
 * Next line without its "\n" (and "\r"), NUL-terminated in place; valid
 * until the next call. Returns 1, or 0 at end of input, or -1 on a read
 * error (lr->err).
 */
int linereader_next(struct linereader *lr, char **line, size_t *len);
/* fill the buffer with up to want bytes without consuming them; returns
 * the buffered bytes (for format detection) */
size_t linereader_peek(struct linereader *lr, size_t want, const char **data);

#endif
