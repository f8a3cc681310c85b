/* SPDX-License-Identifier: MIT */
/*
 * syscall_rec.c - the "# syscall" line of raw captures and the pseudo-frame
 * of a recorded call; see syscall_rec.h.
 */
#include "syscall_rec.h"

#include "escape.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

void
syscall_rec_format(const struct syscall_rec *r, struct strbuf *sb)
{
	strbuf_addf(sb, "%ld %s 0x%llx 0x%llx 0x%llx ", r->nr, r->name,
		    (unsigned long long)r->arg[0], (unsigned long long)r->arg[1],
		    (unsigned long long)r->arg[2]);
	if (!r->file[0]) {
		strbuf_addc(sb, '-');
		return;
	}
	/* escaped as the raw capture's strings (v2, lib/escape.h): a newline
	 * in a path (legal) cannot end the line, and reads back. The rest
	 * of the line: spaces stay (a path from readlink is never "-") */
	escape_raw(sb, r->file, strlen(r->file), false);
}

/* the next blank-separated word of [*p, end) into [*w, *w + *n) */
static bool
next_word(const char **p, const char *end, const char **w, size_t *n)
{
	while (*p < end && **p == ' ')
		(*p)++;
	*w = *p;
	while (*p < end && **p != ' ')
		(*p)++;
	*n = (size_t)(*p - *w);
	return *n > 0;
}

static bool
word_u64(const char *w, size_t n, int base, uint64_t *v)
{
	char buf[32], *e;

	if (n == 0 || n >= sizeof(buf) || w[0] == '-' || w[0] == '+')
		return false;
	memcpy(buf, w, n);
	buf[n] = '\0';
	errno = 0;
	*v = strtoull(buf, &e, base);
	return !errno && *e == '\0' && e != buf;
}

int
syscall_rec_parse(const char *s, size_t len, struct syscall_rec *r, const char **why)
{
	const char *p = s, *end = s + len, *w;
	size_t n;
	uint64_t v;

	memset(r, 0, sizeof(*r));
	if (!next_word(&p, end, &w, &n) || !word_u64(w, n, 10, &v) || v > 100000) {
		*why = "the call number is not a decimal number";
		return -1;
	}
	r->nr = (long)v;
	if (!next_word(&p, end, &w, &n) || n >= sizeof(r->name)) {
		*why = "no call name (or one longer than 31 bytes)";
		return -1;
	}
	memcpy(r->name, w, n);
	for (int i = 0; i < 3; i++) {
		if (!next_word(&p, end, &w, &n) || n < 3 || w[0] != '0' || w[1] != 'x' ||
		    !word_u64(w + 2, n - 2, 16, &r->arg[i])) {
			*why = "expected three hex arguments (0x...) after the name";
			return -1;
		}
	}
	if (p < end && *p == ' ')
		p++;
	n = (size_t)(end - p);
	if (n == 0) {
		*why = "no FILE field (a path, or '-')";
		return -1;
	}
	if (n >= sizeof(r->file)) {
		*why = "the file path is longer than 4095 bytes";
		return -1;
	}
	if (n == 1 && *p == '-')
		return 0;
	if (memchr(p, '\0', n)) {
		*why = "a NUL byte in the file path";
		return -1;
	}
	memcpy(r->file, p, n);
	return 0;
}

uint32_t
syscall_rec_frame(struct stackset *ss, const struct syscall_rec *r)
{
	struct frame f = { 0 };

	if (!r) {
		f.name = stackset_str(ss, "-", 1);
		f.flags = FRAME_NO_SYSCALL;
		return stackset_frame(ss, &f);
	}
	f.name = stackset_str(ss, r->name, strlen(r->name));
	f.file = r->file[0] ? stackset_str(ss, r->file, strlen(r->file)) : 0;
	f.flags = FRAME_SYSCALL;
	return stackset_frame(ss, &f);
}
