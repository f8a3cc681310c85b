/* SPDX-License-Identifier: MIT */
#include "normalize.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

/* from libstdc++ (linked with -lstdc++), declared here to stay in C */
extern char *__cxa_demangle(const char *mangled, char *buf, size_t *len,
			    int *status);

/* length of name without a trailing symbol version ("@@GLIBC_2.3.2") */
static size_t
strip_version(const char *s, size_t n)
{
	const char *at = memchr(s, '@', n);

	if (!at || at == s)
		return n;
	for (const char *p = at; p < s + n; p++)
		if (!(isalnum((unsigned char)*p) || *p == '@' || *p == '_' ||
		      *p == '.'))
			return n;
	return at - s;
}

static bool
ends_with_operator(const char *s, size_t n)
{
	return n >= 8 && !memcmp(s + n - 8, "operator", 8) &&
	       (n == 8 || !(isalnum((unsigned char)s[n - 9]) || s[n - 9] == '_'));
}

/* If s[i] starts an operator token ("operator<", "operator()", ...), return
 * its length so the brackets in it are not taken for template or argument
 * brackets; else 0. */
static size_t
operator_len(const char *s, size_t i, size_t n)
{
	static const char *const ops[] = {
		"<=>", "<<=", ">>=", "<<", ">>", "<=", ">=", "->*", "->",
		"()", "<", ">", NULL,
	};

	if (!ends_with_operator(s, i))
		return 0;
	for (int k = 0; ops[k]; k++) {
		size_t l = strlen(ops[k]);

		if (i + l <= n && !memcmp(s + i, ops[k], l))
			return l;
	}
	return 0;
}

/* the index of the '>' or ')' that closes the group opened at s[i], or n
 * when it is not closed (the name was cut) */
static size_t
group_end(const char *s, size_t i, size_t n)
{
	char open = s[i], close = open == '<' ? '>' : ')';
	int depth = 0;
	size_t j;

	for (j = i; j < n; j++) {
		size_t l = operator_len(s, j, n);

		if (l) {
			j += l - 1;
			continue;
		}
		if (s[j] == open)
			depth++;
		else if (s[j] == close && --depth == 0)
			break;
	}
	return j;
}

/* s[0..n) into out without its <...> and (...) groups, operators kept */
static void
drop_groups(const char *s, size_t n, struct strbuf *out)
{
	for (size_t i = 0; i < n; i++) {
		size_t ol = operator_len(s, i, n);

		if (ol) {
			strbuf_add(out, s + i, ol);
			i += ol - 1;
			continue;
		}
		if (s[i] == '<' || (s[i] == '(' && strncmp(s + i, "(anonymous", 10))) {
			if ((i = group_end(s, i, n)) >= n)
				break;	/* unmatched: the name was cut here */
			continue;
		}
		strbuf_addc(out, s[i]);
	}
}

/* b[0..len) without trailing separators and " const"/" volatile": the new
 * length (b is terminated there) */
static size_t
trim_qualifiers(char *b, size_t len)
{
	static const char *const quals[] = { " const", " volatile", NULL };
	bool cut;

	while (len && (b[len - 1] == ' ' || b[len - 1] == ',' ||
		       b[len - 1] == '&' || b[len - 1] == '*'))
		len--;
	do {
		cut = false;
		for (int k = 0; quals[k]; k++) {
			size_t l = strlen(quals[k]);

			if (len > l && !memcmp(b + len - l, quals[k], l)) {
				len -= l;
				cut = true;
			}
		}
	} while (cut);
	b[len] = '\0';
	return len;
}

/* the last space-separated word of b[0..len) outside parentheses (the
 * return type dropped), moved to the front: its length */
static size_t
drop_return_type(char *b, size_t len)
{
	size_t word = 0;
	int paren = 0;

	for (size_t i = 0; i < len; i++) {
		if (b[i] == '(')
			paren++;
		else if (b[i] == ')')
			paren--;
		else if (b[i] == ' ' && paren == 0 && !ends_with_operator(b, i))
			word = i + 1;
	}
	if (word && word < len) {
		memmove(b, b + word, len - word);
		len -= word;
	}
	return len;
}

/* b[0..len) without a gcc clone suffix (foo.isra.0, foo.cold,
 * foo.part.1): its length */
static size_t
drop_clone_suffix(const char *b, size_t len)
{
	static const char *const sfx[] = {
		"isra", "cold", "part", "constprop", "lto_priv", "localalias", "clone",
		NULL,
	};

	for (size_t i = 1; i < len; i++) {
		if (b[i] != '.' || b[i - 1] == '.' ||
		    !(isalpha((unsigned char)b[i + 1]) || isdigit((unsigned char)b[i + 1])))
			continue;
		for (int k = 0; sfx[k]; k++)
			if (!strncmp(b + i + 1, sfx[k], strlen(sfx[k])))
				return i;
	}
	return len;
}

/* drop <...> and (...) groups; an unmatched '<' drops the rest (cut names) */
static void
simplify(const char *s, size_t n, struct strbuf *out)
{
	size_t start = out->len, len;
	bool had_args = n > 0 && s[n - 1] == ')';
	char *b;

	while (n > 0 && s[n - 1] == ' ')
		n--;
	drop_groups(s, n, out);
	/* what is left may hold a return type ("void foo") or qualifiers
	 * ("foo const"): keep the last space-separated word that is not a
	 * qualifier, outside "(anonymous namespace)" */
	b = out->buf + start;
	len = trim_qualifiers(b, out->len - start);
	/* only a signature ("void f<int>(int)") has a return type to drop;
	 * a plain name with spaces ("frame with spaces") stays whole */
	if (had_args)
		len = drop_return_type(b, len);
	strbuf_setlen(out, start + drop_clone_suffix(b, len));
}

void
normalize_name(const char *name, enum norm_mode mode, struct strbuf *out)
{
	size_t n = strlen(name);
	char *dem = NULL;
	const char *s = name;

	n = strip_version(name, n);
	if (n > 2 && name[0] == '_' && name[1] == 'Z') {
		char *m = strndup(name, n);
		int status = -1;

		if (m) {
			dem = __cxa_demangle(m, NULL, NULL, &status);
			free(m);
		}
		if (dem && status == 0) {
			s = dem;
			n = strlen(dem);
		}
	}
	/* gdb's pseudo frames ("<signal handler called>") are not templates */
	if (mode == NORM_FULL || s[0] == '<')
		strbuf_add(out, s, n);
	else
		simplify(s, n, out);
	free(dem);
}

/*
 * Where does the frame that starts at b end? At the first ',' outside
 * '<>' and '()'. A ',' inside brackets belongs to the frame
 * ("std::map<int,char>::find"). A doubled ',' ends the frame with one
 * ',' kept: the awk cut a name at a space inside a template ("f<long,,next":
 * the frame is "f<long,"), and pt-pmp itself writes such frames ("int,"),
 * so joining the frames again gives back the line.
 * If the brackets never close, the name was cut without a marker: split at
 * the first ','. Sets *flen and returns where the next frame starts.
 */
const char *
ptpmp_frame_end(const char *b, size_t *flen)
{
	const char *first_comma = NULL;
	int depth = 0;

	for (const char *p = b; *p; p++) {
		if (p - b >= 8 && !memcmp(p - 8, "operator", 8)) {
			while (*p && strchr("<>=-", *p))	/* operator<, <<, -> */
				p++;
			if (!*p)
				break;
		}
		if (*p == '<' || *p == '(') {
			depth++;
		} else if (*p == '>' || *p == ')') {
			if (depth > 0)
				depth--;
		} else if (*p == ',') {
			if (p[1] == ',') {
				*flen = p + 1 - b;
				return p + 2;
			}
			if (depth == 0) {
				*flen = p - b;
				return p + 1;
			}
			if (!first_comma)
				first_comma = p;
		}
	}
	if (first_comma) {
		*flen = first_comma - b;
		return first_comma + 1;
	}
	*flen = strlen(b);
	return b + *flen;
}
