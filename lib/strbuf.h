/* SPDX-License-Identifier: MIT */
/*
 * strbuf.h - growable, always NUL-terminated byte buffer.
 * A strbuf owns its memory; strbuf_release() frees it.
 */
#ifndef PMP_STRBUF_H
#define PMP_STRBUF_H

#include <stddef.h>
#include "util.h"

struct strbuf {
	char *buf;	/* never NULL after strbuf_init() */
	size_t len;
	size_t alloc;
};

void strbuf_init(struct strbuf *sb);
void strbuf_release(struct strbuf *sb);
static inline void strbuf_reset(struct strbuf *sb) { sb->len = 0; sb->buf[0] = '\0'; }
void strbuf_add(struct strbuf *sb, const char *s, size_t n);
void strbuf_adds(struct strbuf *sb, const char *s);
void strbuf_addc(struct strbuf *sb, char c);
void strbuf_addf(struct strbuf *sb, const char *fmt, ...) ATTR_PRINTF(2, 3);
/* append s as a JSON string literal, quotes included: valid UTF-8 passes
 * through, each invalid sequence becomes U+FFFD */
void strbuf_add_json(struct strbuf *sb, const char *s);
void strbuf_setlen(struct strbuf *sb, size_t len);

#endif
