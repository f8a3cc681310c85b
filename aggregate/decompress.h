/* SPDX-License-Identifier: MIT */
/*
 * decompress.h - gzip and zstd streams read transparently: the line
 * reader (linereader.c) looks at the first bytes of every input, a file or
 * a pipe, and when they are a gzip (1f 8b) or zstd (28 b5 2f fd) magic,
 * reads the rest through a decoder. Concatenated members and frames
 * (cat a.gz b.gz, zstd's multi-frame files) are read one after another,
 * as gzip -dc and zstd -dc do, and so are zstd's skippable frames (pzstd
 * writes one first) and zero bytes after the last gzip member (gzip -d
 * ignores them too). Nothing depends on the file's name.
 */
#ifndef PMP_DECOMPRESS_H
#define PMP_DECOMPRESS_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

enum dz_kind { DZ_NONE, DZ_GZIP, DZ_ZSTD, DZ_XZ };

/* the most magic bytes decompress_sniff() needs */
#define DZ_MAGIC_MAX 6

/*
 * What the first n bytes of a stream are. DZ_XZ is recognized only to be
 * refused with a clear message (decompress_kind_name()).
 */
enum dz_kind decompress_sniff(const unsigned char *p, size_t n);
const char *decompress_kind_name(enum dz_kind k);

/* A decompress owns its decoder and its input buffer; it borrows the fd
 * given to each read. */
struct decompress {
	enum dz_kind kind;
	void *state;		/* z_stream or ZSTD_DStream */
	unsigned char *in;	/* compressed bytes read, not yet decoded */
	size_t in_pos, in_len, in_alloc;
	bool in_eof;		/* the fd is at its end */
	bool between;		/* at the end of a member or frame */
	bool padding;		/* gzip: zero bytes after the last member */
	bool corrupt;		/* the error is corrupt data (not a cut or a
				 * failed read): what was decoded before it
				 * may be wrong too */
	const char *why;	/* what went wrong (static), after -1 */
	int err;		/* errno of a failed read of the fd, after -1 */
};

/*
 * Set up a decoder of kind k (DZ_GZIP or DZ_ZSTD); the n bytes at first
 * were read from the stream already and are decoded first.
 */
void decompress_init(struct decompress *d, enum dz_kind k, const void *first, size_t n);
void decompress_release(struct decompress *d);
/*
 * Up to cap decoded bytes into out, reading fd as needed: the count, 0 at
 * the end of the stream, or -1 for corrupt or truncated data (d->why) or
 * a failed read (d->err).
 */
ssize_t decompress_read(struct decompress *d, int fd, void *out, size_t cap);

#endif
