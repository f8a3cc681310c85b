/* SPDX-License-Identifier: MIT */
/*
 * decompress.c - the gzip (zlib) and zstd (libzstd) stream decoders
 * behind linereader.c; see decompress.h.
 */
#include "decompress.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>
#include <zstd.h>

#include "util.h"

#define IN_CHUNK (64u << 10)

enum dz_kind
decompress_sniff(const unsigned char *p, size_t n)
{
	if (n >= 2 && p[0] == 0x1f && p[1] == 0x8b)
		return DZ_GZIP;
	if (n >= 4 && p[0] == 0x28 && p[1] == 0xb5 && p[2] == 0x2f && p[3] == 0xfd)
		return DZ_ZSTD;
	/* a zstd skippable frame (0x184D2A50..5F, little-endian), which
	 * pzstd writes first; libzstd reads it and the frames after it */
	if (n >= 4 && (p[0] & 0xf0) == 0x50 && p[1] == 0x2a && p[2] == 0x4d && p[3] == 0x18)
		return DZ_ZSTD;
	if (n >= 6 && !memcmp(p, "\xfd" "7zXZ\0", 6))
		return DZ_XZ;
	return DZ_NONE;
}

const char *
decompress_kind_name(enum dz_kind k)
{
	switch (k) {
	case DZ_GZIP: return "gzip";
	case DZ_ZSTD: return "zstd";
	case DZ_XZ: return "xz";
	default: return "none";
	}
}

void
decompress_init(struct decompress *d, enum dz_kind k, const void *first, size_t n)
{
	memset(d, 0, sizeof(*d));
	d->kind = k;
	d->in_alloc = n > IN_CHUNK ? n : IN_CHUNK;
	d->in = xmalloc(d->in_alloc);
	memcpy(d->in, first, n);
	d->in_len = n;
	if (k == DZ_GZIP) {
		z_stream *z = xcalloc(1, sizeof(*z));

		/* 15 + 16: a gzip wrapper, not zlib's own */
		if (inflateInit2(z, 15 + 16) != Z_OK)
			xalloc_failed("zlib");
		d->state = z;
	} else {
		ZSTD_DStream *zs = ZSTD_createDStream();

		if (!zs)
			xalloc_failed("zstd");
		ZSTD_initDStream(zs);
		d->state = zs;
	}
}

void
decompress_release(struct decompress *d)
{
	if (d->kind == DZ_GZIP && d->state) {
		inflateEnd(d->state);
		free(d->state);
	} else if (d->kind == DZ_ZSTD && d->state) {
		ZSTD_freeDStream(d->state);
	}
	free(d->in);
	memset(d, 0, sizeof(*d));
}

/* more compressed bytes; false at the end of fd or on an error (d->err) */
static bool
refill(struct decompress *d, int fd)
{
	ssize_t r;

	if (d->in_eof)
		return false;
	if (d->in_pos > 0) {	/* keep what is left at the start */
		memmove(d->in, d->in + d->in_pos, d->in_len - d->in_pos);
		d->in_len -= d->in_pos;
		d->in_pos = 0;
	}
	if (d->in_len == d->in_alloc) {
		d->in_alloc *= 2;
		d->in = xrealloc(d->in, d->in_alloc);
	}
	do
		r = read(fd, d->in + d->in_len, d->in_alloc - d->in_len);
	while (r < 0 && errno == EINTR);
	if (r <= 0) {
		d->in_eof = true;
		if (r < 0)
			d->err = errno;
		return false;
	}
	d->in_len += r;
	return true;
}

/*
 * After a gzip member: zero bytes to the end are padding (tape blocks, a
 * preallocated file), which gzip -d accepts; consumed here. A byte other
 * than zero after them is garbage: -1 (d->why). 0 otherwise.
 */
static int
gzip_padding(struct decompress *d)
{
	while (d->in_pos < d->in_len && d->in[d->in_pos] == 0) {
		d->in_pos++;
		d->padding = true;
	}
	if (d->padding && d->in_pos < d->in_len) {
		d->why = "trailing garbage after the zero bytes that end the gzip data";
		d->corrupt = true;
		return -1;
	}
	return 0;
}

/* one step of the decoder: the bytes it made (0: it needs more input) */
static ssize_t
step(struct decompress *d, unsigned char *out, size_t cap)
{
	if (d->kind == DZ_GZIP) {
		z_stream *z = d->state;
		int r;
		size_t before;

		if (d->between && gzip_padding(d) < 0)
			return -1;
		if (d->in_pos == d->in_len)
			return 0;
		before = d->in_pos;
		z->next_in = d->in + d->in_pos;
		z->avail_in = d->in_len - d->in_pos;
		z->next_out = out;
		z->avail_out = cap;
		r = inflate(z, Z_NO_FLUSH);
		d->in_pos = d->in_len - z->avail_in;
		if (r == Z_STREAM_END) {
			/* another member may follow (cat a.gz b.gz) */
			inflateReset(z);
			d->between = true;
		} else if (r != Z_OK && r != Z_BUF_ERROR) {
			d->why = z->msg ? z->msg : "corrupt gzip data";
			d->corrupt = true;
			return -1;
		} else if (cap - z->avail_out || d->in_pos != before) {
			d->between = false;	/* inside a member */
		}
		return cap - z->avail_out;
	} else {
		ZSTD_inBuffer ib = { d->in, d->in_len, d->in_pos };
		ZSTD_outBuffer ob = { out, cap, 0 };
		size_t r = ZSTD_decompressStream(d->state, &ob, &ib);

		d->in_pos = ib.pos;
		if (ZSTD_isError(r)) {
			d->why = ZSTD_getErrorName(r);
			d->corrupt = true;
			return -1;
		}
		/* r == 0: a frame ended (another may follow) */
		d->between = r == 0;
		return ob.pos;
	}
}

ssize_t
decompress_read(struct decompress *d, int fd, void *out, size_t cap)
{
	for (;;) {
		ssize_t n;

		if (d->in_pos < d->in_len) {
			size_t before = d->in_pos;

			if ((n = step(d, out, cap)) != 0)
				return n;
			/* input used but no output yet (a header): go on */
			if (d->in_pos < d->in_len && d->in_pos != before)
				continue;
		}
		if (!refill(d, fd)) {
			if (d->err)
				return -1;
			/* the end of the input: it must be the end of a
			 * member or frame, else the data is cut short */
			if (!d->between) {
				d->why = d->kind == DZ_GZIP ?
					"the gzip data is truncated" :
					"the zstd data is truncated";
				return -1;
			}
			return 0;
		}
	}
}
