/* SPDX-License-Identifier: MIT */
/*
 * sqlinfo.c - the raw capture's "# sql" lines and a thread's statement
 * label; see sqlinfo.h.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "escape.h"
#include "sqlinfo.h"

/* a field: "-" for NULL, else escaped so that it holds no space */
static void
put_field(struct strbuf *out, const char *s)
{
	strbuf_addc(out, ' ');
	if (!s)
		strbuf_addc(out, '-');
	else
		escape_raw(out, s, strlen(s), true);
}

void
sql_thread_format(const struct sql_thread *st, struct strbuf *out)
{
	strbuf_addf(out, "# sql %" PRIu64 " %.3f ", st->id, st->time);
	if (st->blocked_by)
		strbuf_addf(out, "%" PRIu64, st->blocked_by);
	else
		strbuf_addc(out, '-');
	put_field(out, st->command);
	put_field(out, st->user);
	put_field(out, st->db);
	put_field(out, st->state);
	strbuf_addc(out, '\n');
	if (st->digest) {
		strbuf_adds(out, "# sql-digest ");
		escape_raw(out, st->digest, strlen(st->digest), false);
		strbuf_addc(out, '\n');
	}
	if (st->digest && st->text) {
		strbuf_adds(out, "# sql-text ");
		escape_raw(out, st->text, strlen(st->text), false);
		strbuf_addc(out, '\n');
	}
}

/* the next space-separated field of *s (cut in place), or NULL */
static char *
next_field(char **s)
{
	char *p = *s, *e;

	if (!p)
		return NULL;
	e = strchr(p, ' ');
	if (e) {
		*e = '\0';
		*s = e + 1;
	} else {
		*s = NULL;
	}
	return p;
}

/* a string field: NULL for "-", else unescaped in place */
static const char *
str_field(char *f, bool esc)
{
	if (!strcmp(f, "-"))
		return NULL;
	if (esc)
		unescape_raw(f);
	return f;
}

/* a decimal connection id, not 0 */
static int
parse_id(const char *f, uint64_t *id)
{
	char *end;

	if (*f < '0' || *f > '9')
		return -1;
	errno = 0;
	*id = strtoull(f, &end, 10);
	return *end || errno || !*id ? -1 : 0;
}

int
sql_thread_parse(char *s, bool esc, struct sql_thread *st)
{
	char *f[7];
	char *end;

	for (int i = 0; i < 7; i++)
		if (!(f[i] = next_field(&s)))
			return -1;
	if (s)		/* more fields than seven */
		return -1;
	memset(st, 0, sizeof(*st));
	if (parse_id(f[0], &st->id) < 0)
		return -1;
	errno = 0;
	st->time = strtod(f[1], &end);
	if (end == f[1] || *end || errno || !(st->time >= 0))
		return -1;
	if (strcmp(f[2], "-") && parse_id(f[2], &st->blocked_by) < 0)
		return -1;
	st->command = str_field(f[3], esc);
	st->user = str_field(f[4], esc);
	st->db = str_field(f[5], esc);
	st->state = str_field(f[6], esc);
	return 0;
}

const char *
sql_thread_label(const struct sql_thread *st, struct strbuf *scratch)
{
	if (st->digest)
		return st->digest;
	strbuf_reset(scratch);
	strbuf_addf(scratch, "[%s]", st->command ? st->command : "?");
	return scratch->buf;
}
