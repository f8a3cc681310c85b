/* SPDX-License-Identifier: MIT */
/*
 * mdlhold.c - the holders of a metadata lock a connection waits for;
 * see mdlhold.h.
 */
#include <string.h>
#include <strings.h>

#include "mdlhold.h"

bool
mdl_state_waits(const char *state)
{
	return state && !strncmp(state, "Waiting for ", 12) &&
	       strstr(state, "metadata lock");
}

/* a byte of an unquoted identifier (MariaDB's: letters, digits, '_',
 * '$', and every byte of a multi-byte character) */
static bool
ident_byte(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9') || c == '_' || c == '$' || c >= 0x80;
}

/* one name of a statement: where it starts and its length (quoted: the
 * text between the quotes, a doubled quote left doubled) */
struct name {
	const char *s;
	size_t n;
};

/* the name at *p, moving *p past it: true, or false (p unmoved) when
 * none starts there */
static bool
name_at(const char **p, struct name *nm)
{
	const char *s = *p;

	if (*s == '`' || *s == '"') {
		const char *e = s + 1;

		/* a doubled quote is one quote of the name */
		while (*e && (*e != *s || e[1] == *s))
			e += *e == *s ? 2 : 1;
		nm->s = s + 1;
		nm->n = (size_t)(e - s - 1);
		*p = *e ? e + 1 : e;
		return true;
	}
	if (!ident_byte((unsigned char)*s))
		return false;
	nm->s = s;
	while (ident_byte((unsigned char)*s))
		s++;
	nm->n = (size_t)(s - nm->s);
	*p = s;
	return true;
}

static bool
name_is(const struct name *nm, const char *want)
{
	return want && strlen(want) == nm->n && !strncasecmp(nm->s, want, nm->n);
}

static const char *
skip_space(const char *s)
{
	while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r')
		s++;
	return s;
}

bool
mdl_stmt_names(const char *stmt, const char *db, const char *schema,
	       const char *table)
{
	const char *p = stmt;

	if (!stmt || !table || !*table)
		return false;
	while (*p) {
		struct name a, b;
		const char *q;

		if (*p == '\'') {	/* a string: no name in it */
			for (p++; *p && *p != '\''; p++)
				if (*p == '\\' && p[1])
					p++;
			if (*p)
				p++;
			continue;
		}
		if (!name_at(&p, &a)) {
			p++;
			continue;
		}
		q = skip_space(p);
		if (*q == '.') {
			q = skip_space(q + 1);
			if (name_at(&q, &b)) {
				/* db.t, or t.c (a column): either may be it */
				if ((name_is(&a, schema) && name_is(&b, table)) ||
				    (name_is(&a, table) && db && !strcasecmp(db, schema)))
					return true;
				p = q;
				continue;
			}
		}
		if (name_is(&a, table) && db && schema && !strcasecmp(db, schema))
			return true;
	}
	return false;
}

static bool
same_table(const struct mdl_lock *x, const struct mdl_lock *y)
{
	return x->schema && y->schema && x->table && y->table &&
	       !strcmp(x->schema, y->schema) && !strcmp(x->table, y->table);
}

size_t
mdl_holders(const struct mdl_lock *l, size_t n, uint64_t waiter,
	    const char *db, const char *stmt, size_t *out)
{
	size_t k = 0;

	for (size_t i = 0; i < n; i++) {
		bool skip = l[i].id == waiter || !l[i].table || !*l[i].table ||
			    !mdl_stmt_names(stmt, db, l[i].schema, l[i].table);

		/* the waiter's own mode on the table: shared, not in its way */
		for (size_t j = 0; j < n && !skip; j++)
			skip = l[j].id == waiter && same_table(&l[i], &l[j]) &&
			       l[i].mode && l[j].mode && !strcmp(l[i].mode, l[j].mode);
		/* one line per holder */
		for (size_t j = 0; j < k && !skip; j++)
			skip = l[out[j]].id == l[i].id;
		if (!skip)
			out[k++] = i;
	}
	return k;
}
