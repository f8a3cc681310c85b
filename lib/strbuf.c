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

/*
 * The bytes >= 0x80 at p, for strbuf_add_json(): a whole, valid UTF-8
 * sequence (RFC 3629: no overlong forms, no surrogates, nothing above
 * U+10FFFF) is copied as it is; anything else becomes one U+FFFD per
 * maximal subpart (Unicode's "best practice", as browsers and Python
 * decode), so that the JSON is valid UTF-8 and a name's readable part
 * stays readable. Returns the bytes consumed (at least 1).
 */
static size_t
json_add_utf8(struct strbuf *sb, const unsigned char *p)
{
	unsigned char lo = 0x80, hi = 0xbf;
	size_t need, i;

	if (*p >= 0xc2 && *p <= 0xdf)
		need = 1;
	else if (*p >= 0xe0 && *p <= 0xef) {
		need = 2;
		if (*p == 0xe0)
			lo = 0xa0;	/* overlong */
		else if (*p == 0xed)
			hi = 0x9f;	/* surrogates */
	} else if (*p >= 0xf0 && *p <= 0xf4) {
		need = 3;
		if (*p == 0xf0)
			lo = 0x90;	/* overlong */
		else if (*p == 0xf4)
			hi = 0x8f;	/* above U+10FFFF */
	} else {		/* a stray continuation byte, 0xc0, 0xc1, 0xf5.. */
		strbuf_adds(sb, "\xef\xbf\xbd");
		return 1;
	}
	for (i = 1; i <= need; i++) {
		if (p[i] < lo || p[i] > hi) {	/* also stops at the final NUL */
			strbuf_adds(sb, "\xef\xbf\xbd");
			return i;
		}
		lo = 0x80;
		hi = 0xbf;
	}
	strbuf_add(sb, (const char *)p, need + 1);
	return need + 1;
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
			/* UTF-8 passes through, invalid bytes become U+FFFD */
			if (*p >= 0x80) {
				p += json_add_utf8(sb, p) - 1;
				break;
			}
			/* control bytes escaped */
			if (*p < 0x20 || *p == 0x7f)
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
