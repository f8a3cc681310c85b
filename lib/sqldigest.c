/* SPDX-License-Identifier: MIT */
/*
 * sqldigest.c - pt-fingerprint's digest of a statement (sqldigest.h).
 *
 * pt-fingerprint is a chain of Perl regular expressions, each applied
 * to the whole text that the one before left. Its odd results come from
 * that order (a comment is cut before strings are seen, numbers before
 * the text is lower-cased), so the chain is kept: one pass per
 * expression, each from one buffer into the other, and each written as
 * a single scan that finds what the expression's leftmost, greedy or
 * lazy matching finds. "Space" and "word" are Perl's \s and \w on bytes:
 * ASCII only.
 */
#include "sqldigest.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

/* Perl's \s: space, \t, \n, \v, \f, \r */
static bool
is_space(char c)
{
	return c == ' ' || (c >= '\t' && c <= '\r');
}

/* Perl's \w on a byte string */
static bool
is_word(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9') || c == '_';
}

static char
lower(char c)
{
	return c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c;
}

/* \b before s[i], a word byte: nothing or a non-word byte before it */
static bool
word_starts(const char *s, size_t i)
{
	return i == 0 || !is_word(s[i - 1]);
}

/* whether s[i..n) starts with lit; fold: ASCII letters of either case */
static bool
has_at(const char *s, size_t n, size_t i, const char *lit, bool fold)
{
	for (; *lit; lit++, i++)
		if (i >= n || (fold ? lower(s[i]) : s[i]) != *lit)
			return false;
	return true;
}

/* the end of the run from i of the bytes for which in() is want */
static size_t
skip_run(const char *s, size_t n, size_t i, bool (*in)(char), bool want)
{
	while (i < n && in(s[i]) == want)
		i++;
	return i;
}

static size_t
skip_space(const char *s, size_t n, size_t i)
{
	return skip_run(s, n, i, is_space, true);
}

/* the end of the first star-slash from i; 0: none */
static size_t
comment_close(const char *s, size_t n, size_t i)
{
	for (; i + 1 < n; i++)
		if (s[i] == '*' && s[i + 1] == '/')
			return i + 2;
	return 0;
}

/*
 * A Percona tool's marker comment anywhere: slash-star, \w+ "." \w+ ":"
 * digit "/" digit, star-slash (pt-table-checksum tags its queries so).
 * Each part is a run of \w or one fixed byte, so one try is one forward
 * scan, and the runs of two tries do not overlap.
 */
static bool
has_tool_marker(const char *s, size_t n)
{
	for (size_t i = 0; i + 1 < n; i++) {
		size_t p, q;

		if (s[i] != '/' || s[i + 1] != '*')
			continue;
		p = skip_run(s, n, i + 2, is_word, true);
		if (p == i + 2 || p >= n || s[p] != '.')
			continue;
		q = skip_run(s, n, p + 1, is_word, true);
		if (q == p + 1 || q + 6 > n || s[q] != ':' ||
		    s[q + 1] < '0' || s[q + 1] > '9' || s[q + 2] != '/' ||
		    s[q + 3] < '0' || s[q + 3] > '9' || s[q + 4] != '*' ||
		    s[q + 5] != '/')
			continue;
		return true;
	}
	return false;
}

/*
 * "CALL name(...)" (after white space only): "call name", lower-cased,
 * the white space between them as it is. The name is the longest run of
 * non-space bytes that ends before a "(" of the same run: the last one.
 */
static bool
call_name(struct strbuf *out, const char *s, size_t n)
{
	size_t c = skip_space(s, n, 0), name, end, paren = 0;

	if (!has_at(s, n, c, "call", true))
		return false;
	name = skip_space(s, n, c + 4);
	if (name == c + 4)
		return false;
	end = skip_run(s, n, name, is_space, false);
	for (size_t i = name + 1; i < end; i++)
		if (s[i] == '(')
			paren = i;
	if (!paren)
		return false;
	for (size_t i = c; i < paren; i++)
		strbuf_addc(out, lower(s[i]));
	return true;
}

/* the statements pt-fingerprint names without looking into them: true
 * when out has the digest */
static bool
whole_statement(struct strbuf *out, const char *s, size_t n)
{
	if (has_at(s, n, 0, "SELECT /*!40001 SQL_NO_CACHE */ * FROM `", false)) {
		strbuf_adds(out, "mysqldump");
		return true;
	}
	if (has_tool_marker(s, n)) {
		strbuf_adds(out, "percona-toolkit");
		return true;
	}
	if (has_at(s, n, 0, "administrator command: ", false)) {
		strbuf_add(out, s, n);
		return true;
	}
	return call_name(out, s, n);
}

/*
 * A multi-row INSERT or REPLACE cut after its first row: the length of
 * what is kept. The statement starts "INSERT", "INSERT IGNORE",
 * "REPLACE" or "REPLACE IGNORE" (one space before IGNORE), white space,
 * "INTO"; then, past one more byte at least, the first "VALUES" that an
 * opening parenthesis follows (a later one could not do better: the
 * cut must come after its parenthesis); the cut is after the first ")"
 * from there that ", (" follows, white space around the comma or not.
 * No cut: n. Any case, and newlines count as any byte.
 */
static size_t
insert_first_row(const char *s, size_t n)
{
	size_t p, open = 0;

	if (has_at(s, n, 0, "insert", true))
		p = 6;
	else if (has_at(s, n, 0, "replace", true))
		p = 7;
	else
		return n;
	if (has_at(s, n, p, " ignore", true))
		p += 7;
	if (skip_space(s, n, p) == p)
		return n;
	p = skip_space(s, n, p);
	if (!has_at(s, n, p, "into", true))
		return n;
	for (size_t v = p + 5; v < n && !open; v++)
		if (has_at(s, n, v, "values", true)) {
			size_t q = skip_space(s, n, v + 6);

			if (q < n && s[q] == '(')
				open = q + 1;
		}
	if (!open)
		return n;
	for (size_t r = open; r < n; r++) {
		size_t q;

		if (s[r] != ')')
			continue;
		q = skip_space(s, n, r + 1);
		if (q >= n || s[q] != ',')
			continue;
		q = skip_space(s, n, q + 1);
		if (q < n && s[q] == '(')
			return r + 1;
	}
	return n;
}

/*
 * Comments that open with slash-star and a byte other than "!" go, to
 * the first star-slash after that byte (so slash-star-star-slash does
 * not close itself). With no close after one, none after a later one
 * either: the rest stays.
 */
static void
strip_block_comments(struct strbuf *dst, const char *s, size_t n)
{
	size_t i = 0, from = 0;

	while (i + 2 < n) {
		size_t end;

		if (s[i] != '/' || s[i + 1] != '*' || s[i + 2] == '!') {
			i++;
			continue;
		}
		end = comment_close(s, n, i + 3);
		if (!end)
			break;
		strbuf_add(dst, s + from, i - from);
		i = from = end;
	}
	strbuf_add(dst, s + from, n - from);
}

/*
 * "--" or "#" (no space needed after it) to the end of the line or the
 * text, but only when no quote comes first: then it stays, and so does
 * every "--" or "#" before that quote, which meets the same quote.
 */
static void
strip_line_comments(struct strbuf *dst, const char *s, size_t n)
{
	size_t i = 0;

	while (i < n) {
		size_t m = 0, r;

		if (s[i] == '-' && i + 1 < n && s[i + 1] == '-')
			m = 2;
		else if (s[i] == '#')
			m = 1;
		if (!m) {
			strbuf_addc(dst, s[i++]);
			continue;
		}
		for (r = i + m; r < n; r++)
			if (s[r] == '\'' || s[r] == '"' || s[r] == '\r' || s[r] == '\n')
				break;
		if (r < n && (s[r] == '\'' || s[r] == '"'))
			strbuf_add(dst, s + i, r - i);
		i = r;
	}
}

/* "use " and one run of non-space bytes, to the end or a last newline:
 * "use ?" and that newline; true when out has the digest */
static bool
use_db(struct strbuf *out, const char *s, size_t n)
{
	size_t end;

	if (!has_at(s, n, 0, "use ", true))
		return false;
	end = skip_run(s, n, 4, is_space, false);
	if (end == 4 || !(end == n || (end == n - 1 && s[end] == '\n')))
		return false;
	strbuf_adds(out, "use ?");
	strbuf_add(out, s + end, n - end);
	return true;
}

/* a backslash before a quote goes with the quote: the quote passes
 * below do not see escaped ones (and "\\'" loses its quote too) */
static void
drop_escaped_quotes(struct strbuf *dst, const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		if (s[i] == '\\' && i + 1 < n && (s[i + 1] == '\'' || s[i + 1] == '"'))
			i++;
		else
			strbuf_addc(dst, s[i]);
	}
}

/* each pair of q, and what is between them, becomes "?"; an unpaired
 * one stays with all after it */
static void
quoted(struct strbuf *dst, const char *s, size_t n, char q)
{
	size_t i = 0;

	while (i < n) {
		const char *close;

		if (s[i] != q) {
			strbuf_addc(dst, s[i++]);
			continue;
		}
		close = memchr(s + i + 1, q, n - i - 1);
		if (!close)
			break;
		strbuf_addc(dst, '?');
		i = (size_t)(close - s) + 1;
	}
	strbuf_add(dst, s + i, n - i);
}

static void
double_quoted(struct strbuf *dst, const char *s, size_t n)
{
	quoted(dst, s, n, '"');
}

static void
single_quoted(struct strbuf *dst, const char *s, size_t n)
{
	quoted(dst, s, n, '\'');
}

static bool
number_start(char c)
{
	return (c >= '0' && c <= '9') || c == '+' || c == '-';
}

/* the bytes pt-fingerprint takes as part of a number once one started:
 * lower-case hex digits, x, b, the point and the signs */
static bool
number_byte(char c)
{
	return number_start(c) || (c >= 'a' && c <= 'f') || c == 'x' || c == '.';
}

/*
 * A number starts with a digit or a sign at a word boundary (a digit
 * after a non-word byte, a sign after a word byte) and takes every
 * number byte after it: "?". The text is not lower-cased yet, so "0xFF"
 * leaves "FF".
 */
static void
numbers(struct strbuf *dst, const char *s, size_t n)
{
	size_t i = 0;

	while (i < n) {
		bool prev_word = i > 0 && is_word(s[i - 1]);

		if (!number_start(s[i]) || prev_word == is_word(s[i])) {
			strbuf_addc(dst, s[i++]);
			continue;
		}
		strbuf_addc(dst, '?');
		for (i++; i < n && number_byte(s[i]); i++)
			;
	}
}

/* x, b, the point or a sign just before a "?" goes into it (what is
 * left of "x'ab'", "b'01'", "-'1'") */
static void
merge_prefixes(struct strbuf *dst, const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		if (i + 1 < n && s[i + 1] == '?' && (s[i] == 'x' || s[i] == 'b' ||
		    s[i] == '.' || s[i] == '+' || s[i] == '-'))
			continue;
		strbuf_addc(dst, s[i]);
	}
}

/* leading white space out, one trailing newline out, each run of space,
 * \t, \n, \r or \f as one space (\v is not one of them), ASCII lower
 * case */
static void
fold_space(struct strbuf *dst, const char *s, size_t n)
{
	size_t i = skip_space(s, n, 0);
	bool in_run = false;

	if (n > i && s[n - 1] == '\n')
		n--;
	for (; i < n; i++) {
		bool sp = s[i] != '\v' && is_space(s[i]);

		if (!sp)
			strbuf_addc(dst, lower(s[i]));
		else if (!in_run)
			strbuf_addc(dst, ' ');
		in_run = sp;
	}
}

/* the word "null": "?" */
static void
nulls(struct strbuf *dst, const char *s, size_t n)
{
	size_t i = 0;

	while (i < n) {
		if (has_at(s, n, i, "null", false) && word_starts(s, i) &&
		    (i + 4 == n || !is_word(s[i + 4]))) {
			strbuf_addc(dst, '?');
			i += 4;
		} else {
			strbuf_addc(dst, s[i++]);
		}
	}
}

/* the end of the lists of "?" (and of nothing) from p: each "(" after
 * commas or white space, "?", commas and white space, ")"; p: none */
static size_t
value_lists(const char *s, size_t n, size_t p)
{
	for (;;) {
		size_t q = p;

		while (q < n && (s[q] == ',' || is_space(s[q])))
			q++;
		if (q >= n || s[q] != '(')
			return p;
		for (q++; q < n && (s[q] == ',' || s[q] == '?' || is_space(s[q])); q++)
			;
		if (q >= n || s[q] != ')')
			return p;
		p = q + 1;
	}
}

/* "in", "values" or "value" at a word start and lists of "?" after it:
 * the word and "(?+)" */
static void
collapse_lists(struct strbuf *dst, const char *s, size_t n)
{
	static const char *const words[] = { "in", "values", "value" };
	size_t i = 0;

	while (i < n) {
		const char *w = NULL;
		size_t end = 0;

		for (size_t k = 0; k < ARRAY_SIZE(words) && !w && word_starts(s, i); k++) {
			size_t l = strlen(words[k]);

			if (has_at(s, n, i, words[k], false) &&
			    (end = value_lists(s, n, i + l)) > i + l)
				w = words[k];
		}
		if (!w) {
			strbuf_addc(dst, s[i++]);
			continue;
		}
		strbuf_adds(dst, w);
		strbuf_adds(dst, "(?+)");
		i = end;
	}
}

/*
 * UNION chains. At a word start, "select", a space byte and then the
 * shortest text X that " union" (" all" or not), a space and X again
 * follow; then as many more of those as there are. All that becomes X,
 * a space and a comment that holds "repeat" and the last union.
 *
 * Tried naively that is quadratic or worse, so X against each place a
 * union is is a comparison of hashes (prefix hashes modulo the prime
 * 2^61 - 1), and a memcmp only where they agree; and each start tries
 * the next UNION_TRIES unions at most (the difference sqldigest.h
 * documents).
 */
#define UNION_TRIES 64
#define HASH_MOD ((UINT64_C(1) << 61) - 1)
#define HASH_BASE UINT64_C(1000003)

struct prefix_hash {
	uint64_t *h;	/* h[i]: hash of s[0..i) */
	uint64_t *pw;	/* pw[i]: HASH_BASE^i */
};

static uint64_t
mulmod(uint64_t a, uint64_t b)
{
	unsigned __int128 p = (unsigned __int128)a * b;
	uint64_t r = (uint64_t)(p & HASH_MOD) + (uint64_t)(p >> 61);

	return r >= HASH_MOD ? r - HASH_MOD : r;
}

static void
prefix_hash_init(struct prefix_hash *ph, const char *s, size_t n)
{
	ph->h = xmalloc((n + 1) * sizeof(*ph->h));
	ph->pw = xmalloc((n + 1) * sizeof(*ph->pw));
	ph->h[0] = 0;
	ph->pw[0] = 1;
	for (size_t i = 0; i < n; i++) {
		uint64_t v = mulmod(ph->h[i], HASH_BASE) + (unsigned char)s[i] + 1;

		ph->h[i + 1] = v >= HASH_MOD ? v - HASH_MOD : v;
		ph->pw[i + 1] = mulmod(ph->pw[i], HASH_BASE);
	}
}

static uint64_t
substr_hash(const struct prefix_hash *ph, size_t at, size_t len)
{
	uint64_t v = ph->h[at + len] + HASH_MOD - mulmod(ph->h[at], ph->pw[len]);

	return v >= HASH_MOD ? v - HASH_MOD : v;
}

/* whether s[b..b+len) is s[a..a+len) (b + len <= n is the caller's) */
static bool
same_text(const struct prefix_hash *ph, const char *s, size_t a, size_t b, size_t len)
{
	return substr_hash(ph, a, len) == substr_hash(ph, b, len) &&
	       !memcmp(s + a, s + b, len);
}

/* the length of " union", " all" or not, and a space at s[j]; 0: none */
static size_t
union_sep(const char *s, size_t n, size_t j)
{
	size_t k = j + 6;

	if (j >= n || !is_space(s[j]) || !has_at(s, n, j + 1, "union", false))
		return 0;
	if (k + 4 < n && is_space(s[k]) && has_at(s, n, k + 1, "all", false) &&
	    is_space(s[k + 4]))
		return 11;
	return k < n && is_space(s[k]) ? 7 : 0;
}

/* X from i to j and its repeats: where they end (j + sep + X, one repeat
 * at least) or 0; *last the last separator's start */
static size_t
union_repeats(const struct prefix_hash *ph, const char *s, size_t n,
	      size_t i, size_t j, size_t *last)
{
	size_t len = j - i, p = j, end = 0, k;

	while ((k = union_sep(s, n, p)) && p + k + len <= n &&
	       same_text(ph, s, i, p + k, len)) {
		*last = p;
		end = p = p + k + len;
	}
	return end;
}

/* "select" and a space byte at a word start */
static bool
union_start(const char *s, size_t n, size_t i)
{
	return has_at(s, n, i, "select", false) && word_starts(s, i) &&
	       i + 6 < n && is_space(s[i + 6]);
}

static void
collapse_unions(struct strbuf *dst, const char *s, size_t n)
{
	struct prefix_hash ph;
	size_t *seps = NULL, nseps = 0, alloc = 0, next = 0, i = 0, first;

	for (first = 0; first < n; first++)
		if (union_start(s, n, first))
			break;
	for (size_t j = first; j < n; j++)
		if (union_sep(s, n, j)) {
			ALLOC_GROW(seps, nseps + 1, alloc);
			seps[nseps++] = j;
		}
	/* no hashes (8 bytes a byte, twice) where nothing can match */
	if (!nseps || seps[nseps - 1] < first + 7) {
		strbuf_add(dst, s, n);
		free(seps);
		return;
	}
	prefix_hash_init(&ph, s, n);
	while (i < n) {
		size_t end = 0, last = 0, t = next;

		if (union_start(s, n, i)) {
			/* the starts only grow, and so does the first
			 * separator far enough from one */
			while (next < nseps && seps[next] < i + 7)
				next++;
			for (t = next; t < nseps && t < next + UNION_TRIES; t++)
				if ((end = union_repeats(&ph, s, n, i, seps[t], &last)))
					break;
		}
		if (!end) {
			strbuf_addc(dst, s[i++]);
			continue;
		}
		strbuf_add(dst, s + i, seps[t] - i);
		strbuf_adds(dst, " /*repeat");
		strbuf_add(dst, s + last, union_sep(s, n, last) - 1);
		strbuf_adds(dst, "*/");
		i = end;
	}
	free(seps);
	free(ph.h);
	free(ph.pw);
}

/* the first "limit ?" at a word start, and ", ?", ",?" or " offset ?"
 * after it: "limit ?" */
static void
limit(struct strbuf *dst, const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		size_t end = i + 7;

		if (!has_at(s, n, i, "limit ?", false) || !word_starts(s, i))
			continue;
		if (has_at(s, n, end, ", ?", false))
			end += 3;
		else if (has_at(s, n, end, ",?", false))
			end += 2;
		else if (has_at(s, n, end, " offset ?", false))
			end += 9;
		strbuf_add(dst, s, i);
		strbuf_adds(dst, "limit ?");
		strbuf_add(dst, s + end, n - end);
		return;
	}
	strbuf_add(dst, s, n);
}

/*
 * After the first "order by " at a word start, " asc" goes, again and
 * again, each time from where the last one ended: the first space byte
 * at least one byte further on whose run of space is followed by "asc"
 * (no word end needed: " ascii" loses " asc" too). The run of one space
 * byte is the run of any other of it, so a failed run is skipped whole.
 */
static void
order_by_asc(struct strbuf *dst, const char *s, size_t n)
{
	size_t i, from;

	for (i = 0; i < n; i++)
		if (has_at(s, n, i, "order by ", false) && word_starts(s, i))
			break;
	if (i >= n) {
		strbuf_add(dst, s, n);
		return;
	}
	from = i + 9;
	strbuf_add(dst, s, from);
	for (size_t m = from + 1; m < n;) {
		size_t r;

		if (!is_space(s[m])) {
			m++;
			continue;
		}
		r = skip_space(s, n, m);
		if (!has_at(s, n, r, "asc", false)) {
			m = r;
			continue;
		}
		strbuf_add(dst, s + from, m - from);
		from = r + 3;
		m = from + 1;
	}
	strbuf_add(dst, s + from, n - from);
}

/* the passes after comments, in pt-fingerprint's order */
static void (*const passes[])(struct strbuf *dst, const char *s, size_t n) = {
	drop_escaped_quotes, double_quoted, single_quoted, numbers,
	merge_prefixes, fold_space, nulls, collapse_lists, collapse_unions,
	limit, order_by_asc,
};

void
sql_digest(struct strbuf *out, const char *text, size_t n)
{
	struct strbuf a, b, *cur = &a, *other = &b;

	if (whole_statement(out, text, n))
		return;
	n = insert_first_row(text, n);
	strbuf_init(&a);
	strbuf_init(&b);
	strip_block_comments(&b, text, n);
	strip_line_comments(&a, b.buf, b.len);
	if (!use_db(out, a.buf, a.len)) {
		for (size_t k = 0; k < ARRAY_SIZE(passes); k++) {
			struct strbuf *t = cur;

			strbuf_reset(other);
			passes[k](other, cur->buf, cur->len);
			cur = other;
			other = t;
		}
		strbuf_add(out, cur->buf, cur->len);
	}
	strbuf_release(&a);
	strbuf_release(&b);
}
