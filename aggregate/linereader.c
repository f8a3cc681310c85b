/* SPDX-License-Identifier: MIT */
#include "linereader.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util.h"

#define CHUNK (64u << 10)

void
linereader_init(struct linereader *lr, int fd)
{
	memset(lr, 0, sizeof(*lr));
	lr->fd = fd;
	lr->alloc = CHUNK + 1;
	lr->buf = xmalloc(lr->alloc);
	/* touch the fixed buffer now: its memory should not look like it
	 * grows with the input (make bench measures growth) */
	memset(lr->buf, 0xff, lr->alloc);
}

void
linereader_release(struct linereader *lr)
{
	if (lr->dz.kind != DZ_NONE)
		decompress_release(&lr->dz);
	free(lr->buf);
	lr->buf = NULL;
}

static size_t sniff(struct linereader *lr);

/* read more bytes at the end of the buffer; 0 on EOF or error */
static size_t
fill(struct linereader *lr)
{
	ssize_t r;

	if (lr->eof)
		return 0;
	if (lr->start > 0 && lr->start == lr->end)
		lr->start = lr->end = 0;
	if (lr->end + CHUNK + 1 > lr->alloc) {
		if (lr->start > 0) {
			memmove(lr->buf, lr->buf + lr->start, lr->end - lr->start);
			lr->end -= lr->start;
			lr->start = 0;
		}
		if (lr->end + CHUNK + 1 > lr->alloc) {
			lr->alloc = lr->end + CHUNK + 1;
			lr->buf = xrealloc(lr->buf, lr->alloc);
		}
	}
	if (!lr->sniffed)
		return sniff(lr);
	if (lr->dz.kind != DZ_NONE) {
		r = decompress_read(&lr->dz, lr->fd, lr->buf + lr->end, CHUNK);
		if (r < 0) {
			lr->err = lr->dz.err ? lr->dz.err : EBADMSG;
			lr->why = lr->dz.why;
		}
	} else {
		do
			r = read(lr->fd, lr->buf + lr->end, CHUNK);
		while (r < 0 && errno == EINTR);
		if (r < 0)
			lr->err = errno;
	}
	if (r <= 0) {
		lr->eof = true;
		return 0;
	}
	lr->end += r;
	return r;
}

/*
 * The first read: at least the magic's bytes (a pipe may give fewer at a
 * time), then, for a compressed stream, hand them to the decoder and
 * read decoded bytes instead.
 */
static size_t
sniff(struct linereader *lr)
{
	unsigned char first[DZ_MAGIC_MAX];
	size_t n = 0;
	ssize_t r = 1;
	enum dz_kind k;

	lr->sniffed = true;
	while (n < sizeof(first)) {
		do
			r = read(lr->fd, first + n, sizeof(first) - n);
		while (r < 0 && errno == EINTR);
		if (r <= 0)
			break;
		n += r;
	}
	if (r < 0) {
		lr->err = errno;
		lr->eof = true;
		return 0;
	}
	k = decompress_sniff(first, n);
	if (k == DZ_GZIP || k == DZ_ZSTD) {
		decompress_init(&lr->dz, k, first, n);
		return fill(lr);
	}
	if (k == DZ_XZ) {
		lr->err = EBADMSG;
		lr->why = "xz-compressed: pmp reads gzip and zstd; decompress it "
			  "first (xz -dc FILE | pmp aggregate -)";
		lr->eof = true;
		return 0;
	}
	memcpy(lr->buf + lr->end, first, n);
	lr->end += n;
	if (n < sizeof(first))		/* the whole input was that short */
		lr->eof = true;
	return n ? n : fill(lr);
}

size_t
linereader_peek(struct linereader *lr, size_t want, const char **data)
{
	while (lr->end - lr->start < want && fill(lr))
		;
	*data = lr->buf + lr->start;
	return lr->end - lr->start;
}

int
linereader_next(struct linereader *lr, char **line, size_t *len)
{
	size_t scanned = 0;
	char *nl;

	lr->nul = lr->too_long = false;
	for (;;) {
		nl = memchr(lr->buf + lr->start + scanned, '\n',
			    lr->end - lr->start - scanned);
		if (nl)
			break;
		scanned = lr->end - lr->start;
		if (scanned > LINE_MAX_BYTES) {
			/* drop the middle of an absurd line, keep reading to its end */
			lr->too_long = true;
			lr->end = lr->start + LINE_MAX_BYTES / 2;
			scanned = LINE_MAX_BYTES / 2;
		}
		if (!fill(lr)) {
			if (lr->err)
				return -1;
			if (lr->end == lr->start)
				return 0;
			/* last line without newline */
			lr->last_incomplete = true;
			nl = lr->buf + lr->end;
			break;
		}
	}
	*line = lr->buf + lr->start;
	*len = nl - *line;
	lr->start = (nl < lr->buf + lr->end) ? (size_t)(nl - lr->buf) + 1 : lr->end;
	if (*len && (*line)[*len - 1] == '\r')
		(*len)--;
	(*line)[*len] = '\0';
	lr->nul = memchr(*line, '\0', *len) != NULL;
	lr->lineno++;
	return 1;
}
