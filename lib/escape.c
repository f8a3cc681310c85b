/* SPDX-License-Identifier: MIT */
/*
 * escape.c - the raw capture's escaping and the display escaping of
 * control bytes; see escape.h. In the raw format:
 *
 *   thread 1235 S a\x0aend x          (a thread named "a\nend x")
 *   frame mod\x20x.so+0x10 - - - f\\g (module "mod x.so", symbol "f\g")
 */
#include "escape.h"

#include <string.h>

#include "util.h"

static const char hex[] = "0123456789abcdef";

static void
add_hex(struct strbuf *sb, unsigned char c)
{
	char e[4] = { '\\', 'x', hex[c >> 4], hex[c & 15] };

	strbuf_add(sb, e, 4);
}

void
escape_raw(struct strbuf *sb, const char *s, size_t n, bool field)
{
	if (field && n == 1 && s[0] == '-') {
		add_hex(sb, '-');
		return;
	}
	/* whole runs are copied: a live capture writes every frame's name
	 * in every snapshot, and almost none needs an escape */
	for (size_t i = 0; i < n;) {
		size_t j = i;
		unsigned char c = 0;

		while (j < n && (c = (unsigned char)s[j]) != '\\' && !escape_is_ctl(c) &&
		       !(field && c == ' '))
			j++;
		strbuf_add(sb, s + i, j - i);
		if (j == n)
			break;
		if (c == '\\')
			strbuf_add(sb, "\\\\", 2);
		else
			add_hex(sb, c);
		i = j + 1;
	}
}

const char *
escape_raw_str(struct strbuf *sb, const char *s, bool field)
{
	strbuf_reset(sb);
	if (s)
		escape_raw(sb, s, strlen(s), field);
	return sb->buf ? sb->buf : "";
}

size_t
unescape_raw(char *s)
{
	char *w = s;

	for (const char *r = s; *r;) {
		int hi, lo;

		if (r[0] == '\\' && r[1] == '\\') {
			*w++ = '\\';
			r += 2;
		} else if (r[0] == '\\' && r[1] == 'x' && (hi = hexval(r[2])) >= 0 &&
			   (lo = hexval(r[3])) >= 0 && (hi || lo)) {
			/* never a NUL: the string would end there */
			*w++ = (char)(hi << 4 | lo);
			r += 4;
		} else {
			*w++ = *r++;
		}
	}
	*w = '\0';
	return (size_t)(w - s);
}

void
escape_ctl(struct strbuf *sb, const char *s, size_t n)
{
	size_t i = 0;

	while (i < n) {
		size_t j = i;

		while (j < n && !escape_is_ctl((unsigned char)s[j]))
			j++;
		strbuf_add(sb, s + i, j - i);
		if (j < n)
			add_hex(sb, (unsigned char)s[j++]);
		i = j;
	}
}

bool
escape_has_ctl(const char *s)
{
	for (; *s; s++)
		if (escape_is_ctl((unsigned char)*s))
			return true;
	return false;
}
