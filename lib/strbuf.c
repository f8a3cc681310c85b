/* SPDX-License-Identifier: MIT */
#include "strbuf.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void
strbuf_init(struct strbuf *sb)
{
	sb->alloc = 64;
	sb->buf = xmalloc(sb->alloc);
	sb->len = 0;
	sb->buf[0] = '\0';
}

void
strbuf_release(struct strbuf *sb)
{
	free(sb->buf);
	sb->buf = NULL;
	sb->len = sb->alloc = 0;
}

static void
grow(struct strbuf *sb, size_t extra)
{
	ALLOC_GROW(sb->buf, sb->len + extra + 1, sb->alloc);
}

void
strbuf_add(struct strbuf *sb, const char *s, size_t n)
{
	grow(sb, n);
	memcpy(sb->buf + sb->len, s, n);
	sb->len += n;
	sb->buf[sb->len] = '\0';
}

void
strbuf_adds(struct strbuf *sb, const char *s)
{
	strbuf_add(sb, s, strlen(s));
}

void
strbuf_addc(struct strbuf *sb, char c)
{
	grow(sb, 1);
	sb->buf[sb->len++] = c;
	sb->buf[sb->len] = '\0';
}

void
strbuf_addf(struct strbuf *sb, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(sb->buf + sb->len, sb->alloc - sb->len, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if ((size_t)n >= sb->alloc - sb->len) {
		grow(sb, n);
		va_start(ap, fmt);
		vsnprintf(sb->buf + sb->len, sb->alloc - sb->len, fmt, ap);
		va_end(ap);
	}
	sb->len += n;
}

void
strbuf_add_json(struct strbuf *sb, const char *s)
{
	strbuf_addc(sb, '"');
	for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
		switch (*p) {
		case '"': strbuf_adds(sb, "\\\""); break;
		case '\\': strbuf_adds(sb, "\\\\"); break;
		case '\n': strbuf_adds(sb, "\\n"); break;
		case '\t': strbuf_adds(sb, "\\t"); break;
		case '\r': strbuf_adds(sb, "\\r"); break;
		default:
			/* control bytes escaped; bytes >= 0x80 that are not valid
			 * UTF-8 would make invalid JSON, so escape them as
			 * U+FFFD-free \u00XX (Latin-1 reading) */
			if (*p < 0x20 || *p == 0x7f || *p >= 0x80)
				strbuf_addf(sb, "\\u%04x", *p);
			else
				strbuf_addc(sb, *p);
		}
	}
	strbuf_addc(sb, '"');
}

void
strbuf_setlen(struct strbuf *sb, size_t len)
{
	if (len > sb->len)
		grow(sb, len - sb->len);
	sb->len = len;
	sb->buf[len] = '\0';
}
