/* SPDX-License-Identifier: MIT */
/*
 * ruleset.c - parse rule packs, compile their PCRE2 patterns once (JIT
 * where available), classify rule strings. The pack format is in
 * docs/rules.md; the summary is in ruleset.h.
 */
#include "ruleset.h"

#include <ctype.h>
#include <errno.h>
#include <glob.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "normalize.h"
#include "util.h"

#define MAX_DEFINES 256

static const char *const class_names[RC_NCLASSES] = {
	[RC_LATCH] = "latch", [RC_WAIT] = "wait", [RC_CPU] = "cpu", [RC_IDLE] = "idle",
};

const char *
rule_class_name(enum rule_class c)
{
	return c < RC_NCLASSES ? class_names[c] : "?";
}

void
ruleset_init(struct ruleset *rs)
{
	memset(rs, 0, sizeof(*rs));
	rs->md = pcre2_match_data_create(32, NULL);
}

static void
rule_release(struct rule *r)
{
	free(r->id);
	free(r->lock);
	free(r->group);
	free(r->kind);
	free(r->explain);
	free(r->advice);
	for (size_t i = 0; i < r->nmatch; i++)
		pcre2_code_free(r->match[i]);
	free(r->match);
	for (size_t i = 0; i < r->nobject; i++)
		pcre2_code_free(r->object[i]);
	free(r->object);
	for (size_t i = 0; i < r->nobjex; i++)
		free(r->objex[i]);
	free(r->objex);
	if (r->holder)
		pcre2_code_free(r->holder);
	free(r->holder_src);
	if (r->syscall)
		pcre2_code_free(r->syscall);
	if (r->fdfile)
		pcre2_code_free(r->fdfile);
	for (size_t i = 0; i < r->nex; i++)
		free(r->ex[i].stack);
	free(r->ex);
	free(r->file);
	memset(r, 0, sizeof(*r));
}

void
ruleset_release(struct ruleset *rs)
{
	for (size_t i = 0; i < rs->n; i++)
		rule_release(&rs->r[i]);
	free(rs->r);
	free(rs->packs);
	if (rs->md)
		pcre2_match_data_free(rs->md);
	memset(rs, 0, sizeof(*rs));
}

/* ---- parsing ----------------------------------------------------------- */

struct define {
	char *name, *re;
};

/* the state of loading one pack: rules are pending until the whole pack
 * has loaded without error, then they join rs */
struct parser {
	const char *path;
	unsigned line;
	struct define defs[MAX_DEFINES];
	size_t ndefs;
	bool generic;
	bool have_pack;
	int errors;
	struct ruleset *rs;	/* borrowed: read for duplicate ids only */
	struct rule cur;	/* the rule being read, if in_rule */
	bool in_rule;
	bool jit;		/* some pattern was JIT-compiled */
	struct rule *pending;
	size_t npending, apending;
};

static void
perr(struct parser *p, unsigned col, const char *fmt, ...) ATTR_PRINTF(3, 4);

static void
perr(struct parser *p, unsigned col, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s: error: %s:%u:%u: ", progname, p->path, p->line, col);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	p->errors++;
}

/* expand {NAME} macros; returns 0, or -1 with *bad set to the unknown name */
static int
expand(struct parser *p, const char *re, struct strbuf *out, const char **bad)
{
	strbuf_reset(out);
	for (const char *s = re; *s; s++) {
		if (*s == '{' && (isalpha((unsigned char)s[1]) || s[1] == '_')) {
			const char *e = s + 1;

			while (isalnum((unsigned char)*e) || *e == '_')
				e++;
			if (*e == '}') {
				size_t k;

				for (k = 0; k < p->ndefs; k++)
					if (strlen(p->defs[k].name) == (size_t)(e - s - 1) &&
					    !strncmp(p->defs[k].name, s + 1, e - s - 1))
						break;
				if (k == p->ndefs) {
					*bad = s;
					return -1;
				}
				strbuf_adds(out, "(?:");
				strbuf_adds(out, p->defs[k].re);
				strbuf_addc(out, ')');
				s = e;
				continue;
			}
		}
		strbuf_addc(out, *s);
	}
	return 0;
}

static pcre2_code *
compile(struct parser *p, const char *re, unsigned col, bool *jit)
{
	struct strbuf x;
	const char *bad = NULL;
	pcre2_code *code = NULL;
	int err;
	PCRE2_SIZE off;

	strbuf_init(&x);
	if (expand(p, re, &x, &bad) < 0) {
		perr(p, col + (unsigned)(bad - re), "unknown macro '%.*s' (define it first)",
		     (int)(strcspn(bad, "}") + 1), bad);
		goto out;
	}
	code = pcre2_compile((PCRE2_SPTR)x.buf, x.len, 0, &err, &off, NULL);
	if (!code) {
		PCRE2_UCHAR msg[256];

		pcre2_get_error_message(err, msg, sizeof(msg));
		if (!strcmp(x.buf, re))
			perr(p, col + (unsigned)off, "bad pattern: %s", (char *)msg);
		else
			perr(p, col, "bad pattern: %s (at offset %zu after macro expansion)",
			     (char *)msg, (size_t)off);
		goto out;
	}
	if (pcre2_jit_compile(code, PCRE2_JIT_COMPLETE) == 0)
		*jit = true;
out:
	strbuf_release(&x);
	return code;
}

static char *
trim(char *s)
{
	char *e = s + strlen(s);

	while (*s == ' ' || *s == '\t')
		s++;
	while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r' || e[-1] == '\n'))
		*--e = '\0';
	return s;
}

static int
parse_class(const char *s, enum rule_class *out)
{
	for (int i = 0; i < RC_NCLASSES; i++)
		if (!strcmp(s, class_names[i])) {
			*out = i;
			return 0;
		}
	return -1;
}

static void
set_str(struct parser *p, char **field, const char *v, const char *kw, unsigned col)
{
	if (*field) {
		perr(p, col, "'%s' given twice in one rule", kw);
		return;
	}
	*field = xstrdup(v);
}

/* checks the finished rule p->cur; returns 0 if it may be added */
static int
rule_finish(struct parser *p)
{
	const struct rule *r = &p->cur;
	const struct ruleset *rs = p->rs;
	int before = p->errors;
	unsigned save = p->line;

	p->line = r->line;
	if (!r->lock)
		perr(p, 1, "rule '%s' has no 'lock'", r->id);
	if (!r->kind)
		perr(p, 1, "rule '%s' has no 'kind'", r->id);
	if (!r->explain)
		perr(p, 1, "rule '%s' has no 'explain'", r->id);
	if (!r->nmatch && !r->nobject)
		perr(p, 1, "rule '%s' has no 'match' or 'object' pattern", r->id);
	if (r->nobjex && !r->nobject)
		perr(p, 1, "rule '%s' has an 'object-example' but no 'object' pattern",
		     r->id);
	if ((int)r->cls < 0)
		perr(p, 1, "rule '%s' has no 'class'", r->id);
	for (size_t i = 0; i < rs->n; i++)
		if (!strcmp(rs->r[i].id, r->id))
			perr(p, 1, "duplicate rule id '%s' (first defined at %s:%u)", r->id,
			     rs->r[i].file, rs->r[i].line);
	for (size_t i = 0; i < p->npending; i++)
		if (!strcmp(p->pending[i].id, r->id))
			perr(p, 1, "duplicate rule id '%s' (first defined at line %u)", r->id,
			     p->pending[i].line);
	p->line = save;
	return p->errors == before ? 0 : -1;
}

/* `define NAME PATTERN`: the pattern is stored expanded, so a define may
 * use earlier defines */
static void
parse_define(struct parser *p, char *val, unsigned col)
{
	char *name = val, *re = val + strcspn(val, " \t");
	struct strbuf x;
	const char *bad;

	if (*re)
		*re++ = '\0';
	re = trim(re);
	if (!*name || !*re) {
		perr(p, col, "'define' needs a NAME and a pattern");
		return;
	}
	if (p->ndefs == MAX_DEFINES) {
		perr(p, col, "too many defines (at most %d)", MAX_DEFINES);
		return;
	}
	strbuf_init(&x);
	if (expand(p, re, &x, &bad) < 0)
		perr(p, col, "unknown macro in define '%s'", name);
	p->defs[p->ndefs].name = xstrdup(name);
	p->defs[p->ndefs].re = xstrdup(x.buf);
	p->ndefs++;
	strbuf_release(&x);
}

/* `rule ID`: opens p->cur (a rule left open is reported and dropped) */
static void
parse_rule_start(struct parser *p, const char *val, unsigned col)
{
	if (p->in_rule) {
		perr(p, 1, "'rule' inside rule '%s' (missing 'end')", p->cur.id);
		rule_release(&p->cur);
	}
	if (!*val || strpbrk(val, " \t")) {
		perr(p, col, "'rule' needs one ID without spaces");
		p->in_rule = false;
		return;
	}
	memset(&p->cur, 0, sizeof(p->cur));
	p->cur.id = xstrdup(val);
	p->cur.cls = (enum rule_class)-1;
	p->cur.file = xstrdup(p->path);
	p->cur.line = p->line;
	p->cur.generic = p->generic;
	p->in_rule = true;
}

/* `end`: the rule joins the pending ones if it is complete; they join the
 * ruleset only if the whole pack loads */
static void
parse_rule_end(struct parser *p)
{
	if (rule_finish(p) == 0) {
		ALLOC_GROW(p->pending, p->npending + 1, p->apending);
		p->pending[p->npending++] = p->cur;
	} else {
		rule_release(&p->cur);
	}
	memset(&p->cur, 0, sizeof(p->cur));
	p->in_rule = false;
}

/* the keys whose value is a pattern; returns false if kw is none of them */
static bool
parse_pattern_key(struct parser *p, const char *kw, const char *val, unsigned col)
{
	struct rule *r = &p->cur;
	pcre2_code *c;

	if (!strcmp(kw, "match")) {
		if ((c = compile(p, val, col, &p->jit))) {
			r->match = xrealloc(r->match, (r->nmatch + 1) * sizeof(*r->match));
			r->match[r->nmatch++] = c;
		}
	} else if (!strcmp(kw, "object")) {
		if ((c = compile(p, val, col, &p->jit))) {
			r->object = xrealloc(r->object, (r->nobject + 1) * sizeof(*r->object));
			r->object[r->nobject++] = c;
		}
	} else if (!strcmp(kw, "holder")) {
		if (r->holder)
			perr(p, col, "'holder' given twice in one rule");
		else if ((r->holder = compile(p, val, col, &p->jit)))
			r->holder_src = xstrdup(val);
	} else if (!strcmp(kw, "syscall") || !strcmp(kw, "file")) {
		pcre2_code **slot = kw[0] == 's' ? &r->syscall : &r->fdfile;

		if (*slot)
			perr(p, col, "'%s' given twice in one rule", kw);
		else if (!*val)
			perr(p, col, "'%s' needs a pattern", kw);
		else
			*slot = compile(p, val, col, &p->jit);
	} else {
		return false;
	}
	return true;
}

/* the keys whose value is text: names, prose and examples */
static void
parse_text_key(struct parser *p, const char *kw, const char *val, unsigned col)
{
	struct rule *r = &p->cur;

	if (!strcmp(kw, "lock")) {
		set_str(p, &r->lock, val, kw, col);
	} else if (!strcmp(kw, "group")) {
		set_str(p, &r->group, val, kw, col);
	} else if (!strcmp(kw, "kind")) {
		set_str(p, &r->kind, val, kw, col);
	} else if (!strcmp(kw, "explain")) {
		set_str(p, &r->explain, val, kw, col);
	} else if (!strcmp(kw, "advice")) {
		if (r->advice) {	/* several lines make one paragraph */
			char *a = xmalloc(strlen(r->advice) + strlen(val) + 2);

			sprintf(a, "%s %s", r->advice, val);
			free(r->advice);
			r->advice = a;
		} else {
			r->advice = xstrdup(val);
		}
	} else if (!strcmp(kw, "class")) {
		if (parse_class(val, &r->cls) < 0)
			perr(p, col, "unknown class '%s' (latch, wait, cpu, idle)", val);
	} else if (!strcmp(kw, "object-example")) {
		if (!*val) {
			perr(p, col, "'object-example' needs a lock object name");
			return;
		}
		r->objex = xrealloc(r->objex, (r->nobjex + 1) * sizeof(*r->objex));
		r->objex[r->nobjex++] = xstrdup(val);
	} else if (!strcmp(kw, "example") || !strcmp(kw, "counter")) {
		if (!*val) {
			perr(p, col, "'%s' needs a stack (innermost first, ',' joined)", kw);
			return;
		}
		r->ex = xrealloc(r->ex, (r->nex + 1) * sizeof(*r->ex));
		r->ex[r->nex].stack = xstrdup(val);
		r->ex[r->nex].must_match = kw[0] == 'e';
		r->ex[r->nex].line = p->line;
		r->nex++;
	} else {
		perr(p, 1, "unknown keyword '%s' in rule '%s'", kw, r->id);
	}
}

/* one line of the pack (already counted in p->line) */
static void
parse_line(struct parser *p, char *line)
{
	char *s = trim(line), *kw, *val;
	unsigned col;

	if (!*s || *s == '#')
		return;
	kw = s;
	val = s + strcspn(s, " \t");
	if (*val)
		*val++ = '\0';
	val = trim(val);
	col = (unsigned)(val - line) + 1;
	if (!strcmp(kw, "pack")) {
		p->have_pack = true;
		p->generic = strstr(val, "generic") != NULL;
	} else if (!strcmp(kw, "define")) {
		parse_define(p, val, col);
	} else if (!strcmp(kw, "rule")) {
		parse_rule_start(p, val, col);
	} else if (!p->in_rule) {
		perr(p, 1, "'%s' outside a rule (expected 'pack', 'define' or 'rule')", kw);
	} else if (!strcmp(kw, "end")) {
		parse_rule_end(p);
	} else if (!parse_pattern_key(p, kw, val, col)) {
		parse_text_key(p, kw, val, col);
	}
}

/* reads f line by line into p; stops at the first line that shows the
 * file is no rule pack */
static void
parse_file(struct parser *p, FILE *f)
{
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;

	while ((len = getline_max(&line, &cap, f, RULES_LINE_MAX)) != -1) {
		p->line++;
		if (len == -2) {
			perr(p, 1, "line longer than %u bytes: not a rule pack",
			     RULES_LINE_MAX);
			break;
		}
		if ((size_t)len != strlen(line)) {
			perr(p, 1, "NUL byte: not a rule pack");
			break;
		}
		parse_line(p, line);
	}
	if (p->in_rule) {
		perr(p, 1, "rule '%s' has no 'end'", p->cur.id);
		rule_release(&p->cur);
	}
	if (ferror(f))
		perr(p, 1, "read error: %s", strerror(errno));
	free(line);
}

/* the same file twice (`pmp rules check rules/mariadb.rules` also loads
 * the default packs): once is enough, else each of its ids would be
 * reported as a duplicate of itself */
static bool
pack_loaded(const struct ruleset *rs, const struct stat *st)
{
	for (size_t i = 0; i < rs->npacks; i++)
		if (rs->packs[i].dev == st->st_dev && rs->packs[i].ino == st->st_ino)
			return true;
	return false;
}

int
ruleset_load(struct ruleset *rs, const char *path)
{
	struct parser p = { .path = path, .rs = rs };
	FILE *f;
	struct stat st;

	if (!(f = fopen_read(path, "rule pack", &st)))
		return -1;
	if (pack_loaded(rs, &st)) {
		verbose_msg("rule pack '%s' is loaded already", path);
		fclose(f);
		return 0;
	}
	parse_file(&p, f);
	fclose(f);
	for (size_t i = 0; i < p.ndefs; i++) {
		free(p.defs[i].name);
		free(p.defs[i].re);
	}
	if (p.errors) {
		for (size_t i = 0; i < p.npending; i++)
			rule_release(&p.pending[i]);
		free(p.pending);
		return -1;
	}
	for (size_t i = 0; i < p.npending; i++) {
		ALLOC_GROW(rs->r, rs->n + 1, rs->alloc);
		rs->r[rs->n++] = p.pending[i];
	}
	free(p.pending);
	rs->jit = rs->jit || p.jit;
	ALLOC_GROW(rs->packs, rs->npacks + 1, rs->apacks);
	rs->packs[rs->npacks].dev = st.st_dev;
	rs->packs[rs->npacks++].ino = st.st_ino;
	return 0;
}

/* ---- default packs ------------------------------------------------------ */

static char default_dir[PATH_MAX];

#ifndef PMP_SHARE_RULES
#define PMP_SHARE_RULES "/usr/local/share/pmp/rules"
#endif
#ifndef PMP_SRC_RULES
#define PMP_SRC_RULES ""
#endif

static bool
is_dir(const char *p)
{
	struct stat st;

	return *p && stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

/*
 * In order: $PMP_RULES_DIR; rules/ beside the binary's directory (the
 * build tree: build/pmp -> rules/); PREFIX/share/pmp/rules beside it
 * (installed: PREFIX/bin/pmp); the PREFIX and source directories the
 * binary was built for (a build with O=/elsewhere).
 */
const char *
ruleset_default_dir(const char *argv0)
{
	char exe[PATH_MAX - 64], *slash;	/* room for the suffixes below */
	ssize_t n;
	const char *env = getenv("PMP_RULES_DIR");

	(void)argv0;
	if (env && *env)
		return env;
	if (default_dir[0])
		return default_dir;
	n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	if (n > 0) {
		exe[n] = '\0';
		slash = strrchr(exe, '/');
		if (slash) {
			*slash = '\0';
			snprintf(default_dir, sizeof(default_dir), "%s/../rules", exe);
			if (is_dir(default_dir))
				return default_dir;
			snprintf(default_dir, sizeof(default_dir), "%s/../share/pmp/rules", exe);
			if (is_dir(default_dir))
				return default_dir;
		}
	}
	snprintf(default_dir, sizeof(default_dir), "%s",
		 is_dir(PMP_SHARE_RULES) || !is_dir(PMP_SRC_RULES) ? PMP_SHARE_RULES :
								      PMP_SRC_RULES);
	return default_dir;
}

/* dir as messages should name it: relative to the working directory when
 * it lies below it ("rules/mariadb.rules"), so output does not depend on
 * where the tree was checked out */
static void
display_dir(const char *dir, char *out, size_t outsz)
{
	char real[PATH_MAX], cwd[PATH_MAX];
	size_t n;

	snprintf(out, outsz, "%s", dir);
	if (!realpath(dir, real) || !getcwd(cwd, sizeof(cwd)))
		return;
	n = strlen(cwd);
	if (!strncmp(real, cwd, n) && real[n] == '/')
		snprintf(out, outsz, "%s", real + n + 1);
	else
		snprintf(out, outsz, "%s", real);
}

int
ruleset_load_defaults(struct ruleset *rs, const char *argv0)
{
	char dir[PATH_MAX], pat[PATH_MAX + 16];
	glob_t g;
	int r = 0;

	display_dir(ruleset_default_dir(argv0), dir, sizeof(dir));
	snprintf(pat, sizeof(pat), "%s/*.rules", dir);
	if (glob(pat, 0, NULL, &g) != 0)
		return error_msg("no default rule packs in '%s' (set PMP_RULES_DIR, or "
				 "use --no-default-rules)", dir);
	for (size_t i = 0; i < g.gl_pathc; i++)
		if (ruleset_load(rs, g.gl_pathv[i]) < 0)
			r = -1;
	globfree(&g);
	return r;
}

/* ---- matching ----------------------------------------------------------- */

/*
 * glibc 2.41 makes every cancellable system call through
 * __syscall_cancel -> __internal_syscall_cancel -> __syscall_cancel_arch
 * (nptl/cancellation.c), so a thread in poll(2) reads
 * "__syscall_cancel_arch,__internal_syscall_cancel,__syscall_cancel,
 * __GI___poll,...": three frames above the call that older glibcs did not
 * have. They say nothing about the wait (they are the system call itself),
 * so the rule string leaves them out when they are innermost: every rule,
 * written for the frames of glibc 2.17 to 2.40, then reads 2.41's stacks
 * (a thread in poll is "poll in vio_io_wait", not "poll in
 * __internal_syscall_cancel"). The report's stacks keep them.
 */
static bool
cancel_wrapper(const char *name, size_t len)
{
	static const char *const names[] = {
		"__syscall_cancel_arch", "__syscall_cancel_arch_end",
		"__internal_syscall_cancel", "__syscall_cancel",
		"__GI___syscall_cancel", "__GI___internal_syscall_cancel",
	};

	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
		if (strlen(names[i]) == len && !memcmp(names[i], name, len))
			return true;
	return false;
}

/* drop the innermost cancellation wrappers of rule string out (above),
 * keeping at least one frame */
static void
drop_cancel_wrappers(struct strbuf *out)
{
	size_t at = 1;

	for (;;) {
		const char *f = out->buf + at, *end = strchr(f, ',');

		if (!end || !end[1] || !cancel_wrapper(f, (size_t)(end - f)))
			break;
		at = (size_t)(end - out->buf) + 1;
	}
	if (at > 1) {
		memmove(out->buf + 1, out->buf + at, out->len - at + 1);
		out->len -= at - 1;
	}
}

void
rule_string_from_names(struct strbuf *out, const char *const *names, size_t n)
{
	strbuf_reset(out);
	strbuf_addc(out, ',');
	for (size_t i = 0; i < n; i++) {
		strbuf_adds(out, names[i]);
		strbuf_addc(out, ',');
	}
	drop_cancel_wrappers(out);
}

/*
 * Match re (of rule r) on s, as pcre2_match() does, but a failure other than
 * "no match" (a PCRE2 limit: match limit, JIT stack, heap; only a pattern
 * that backtracks too much on a long subject gets there, see docs/rules.md)
 * is reported here, with the rule and the subject, and counted; it then
 * returns PCRE2_ERROR_NOMATCH - 1 (< 0, and not "no match") so that callers
 * can leave the stack unclassified rather than let another rule have it.
 */
static int
match_one(struct ruleset *rs, const struct rule *r, const char *what, pcre2_code *re,
	  const char *s, size_t len)
{
	int rc = pcre2_match(re, (PCRE2_SPTR)s, len, 0, 0, rs->md, NULL);
	PCRE2_UCHAR msg[256];
	size_t frames = 0, shown = len > 160 ? 120 : len;

	if (rc >= 0 || rc == PCRE2_ERROR_NOMATCH)
		return rc;
	if (rs->match_errors++ >= RULES_ERRORS_SHOWN) {
		if (rs->match_errors == RULES_ERRORS_SHOWN + 1)
			warning_msg("further rule match errors are not shown (each leaves its "
				    "stack unclassified)");
		return PCRE2_ERROR_NOMATCH - 1;
	}
	pcre2_get_error_message(rc, msg, sizeof(msg));
	for (size_t i = 0; i < len; i++)
		frames += s[i] == ',';
	/* a stack string has a ',' before and after each frame */
	warning_msg("%s:%u: rule '%s', '%s' pattern: %s on %s '%.*s%s' (%zu %s, %zu bytes): "
		    "left unclassified", r->file, r->line, r->id, what, (char *)msg,
		    *what == 'o' ? "lock object" : "stack", (int)shown, s,
		    shown < len ? "..." : "", *what == 'o' ? 1 : frames ? frames - 1 : 0,
		    *what == 'o' ? "name" : "frames", len);
	return PCRE2_ERROR_NOMATCH - 1;
}

/* leftmost match of any pattern of rule r; -1 if none, -2 if a pattern hit
 * a PCRE2 limit (reported). *pat = which */
static long
rule_match(struct ruleset *rs, const struct rule *r, const char *s, size_t len,
	   size_t *end, size_t *pat)
{
	long best = -1;

	for (size_t k = 0; k < r->nmatch; k++) {
		int rc = match_one(rs, r, "match", r->match[k], s, len);
		PCRE2_SIZE *ov;

		if (rc == PCRE2_ERROR_NOMATCH)
			continue;
		if (rc < 0)
			return -2;
		ov = pcre2_get_ovector_pointer(rs->md);
		if (best < 0 || (long)ov[0] < best) {
			best = (long)ov[0];
			*end = ov[1];
			*pat = k;
		}
	}
	return best;
}

/* does text match re (rule r's key)? */
static bool
key_match(struct ruleset *rs, const struct rule *r, pcre2_code *re, const char *text)
{
	return match_one(rs, r, "key", re, text, strlen(text)) >= 0;
}

/*
 * May rule r apply to a stack with this recorded call (NULL: none)? Its
 * `syscall` key must match the call's name and its `file` key the call's
 * file, each taken as "" when nothing was recorded: dumps (gdb, eu-stack,
 * pt-pmp) record no call, so a rule that should still apply to them
 * allows the empty name (`syscall ^(?:futex|)$`).
 */
static bool
call_ok(struct ruleset *rs, const struct rule *r, const struct rule_call *call)
{
	if (r->syscall && !key_match(rs, r, r->syscall, call && call->name ? call->name : ""))
		return false;
	if (r->fdfile && !key_match(rs, r, r->fdfile, call && call->file ? call->file : ""))
		return false;
	return true;
}

/* the lock name with $1..$9 replaced by the captures of the winning match,
 * $syscall and $file by the recorded call's name and file ("" if none) */
static void
subst_lock(struct ruleset *rs, const struct rule *r, pcre2_code *re, const char *s,
	   size_t len, const struct rule_call *call, char *out, size_t outsz)
{
	int rc = pcre2_match(re, (PCRE2_SPTR)s, len, 0, 0, rs->md, NULL);
	PCRE2_SIZE *ov = pcre2_get_ovector_pointer(rs->md);
	size_t o = 0;

	for (const char *p = r->lock; *p && o + 1 < outsz; p++) {
		const char *word = NULL;
		size_t skip = 0;

		if (!strncmp(p, "$syscall", 8)) {
			word = call && call->name ? call->name : "";
			skip = 8;
		} else if (!strncmp(p, "$file", 5)) {
			word = call && call->file ? call->file : "";
			skip = 5;
		}
		if (word) {
			size_t n = strlen(word);

			if (n > outsz - 1 - o)
				n = outsz - 1 - o;
			memcpy(out + o, word, n);
			o += n;
			p += skip - 1;
			continue;
		}
		if (*p == '$' && p[1] >= '1' && p[1] <= '9') {
			int g = p[1] - '0';

			if (g < rc && ov[2 * g] != PCRE2_UNSET) {
				size_t n = ov[2 * g + 1] - ov[2 * g];

				if (n > outsz - 1 - o)
					n = outsz - 1 - o;
				memcpy(out + o, s + ov[2 * g], n);
				o += n;
			}
			p++;
			continue;
		}
		out[o++] = *p;
	}
	out[o] = '\0';
}

int
ruleset_classify(struct ruleset *rs, const char *s, size_t len, struct verdict *v)
{
	return ruleset_classify_call(rs, s, len, NULL, v);
}

int
ruleset_classify_call(struct ruleset *rs, const char *s, size_t len,
		      const struct rule_call *call, struct verdict *v)
{
	long best = -1;
	size_t best_end = 0, best_pat = 0;
	int win = -1;
	unsigned long errors = rs->match_errors;

	v->rule = -1;
	v->lock[0] = '\0';
	v->off = v->end = 0;
	for (size_t i = 0; i < rs->n; i++) {
		const struct rule *r = &rs->r[i];
		size_t end, pat;
		long off;

		if (r->cls == RC_IDLE || !call_ok(rs, r, call))
			continue;
		off = rule_match(rs, r, s, len, &end, &pat);
		if (off < 0)
			continue;
		/* nearest the top wins; at equal offsets a named rule beats a
		 * generic one; then the first loaded */
		if (win < 0 || off < best ||
		    (off == best && rs->r[win].generic && !r->generic)) {
			win = (int)i;
			best = off;
			best_end = end;
			best_pat = pat;
		}
	}
	/* idle rules: a named one (the leftmost match) before a generic one,
	 * since generic idle rules name the wait primitive, named ones the
	 * thread's role */
	for (int pass = 0; win < 0 && pass < 2; pass++) {
		for (size_t i = 0; i < rs->n; i++) {
			const struct rule *r = &rs->r[i];
			size_t end, pat;
			long off;

			if (r->cls != RC_IDLE || r->generic != (pass == 1) ||
			    !call_ok(rs, r, call))
				continue;
			off = rule_match(rs, r, s, len, &end, &pat);
			if (off >= 0 && (win < 0 || off < best)) {
				win = (int)i;
				best = off;
				best_end = end;
				best_pat = pat;
			}
		}
	}
	/* a rule that could not be matched might have won: say nothing
	 * rather than something wrong */
	if (win < 0 || rs->match_errors != errors)
		return -1;
	v->rule = win;
	v->off = (size_t)best;
	v->end = best_end;
	subst_lock(rs, &rs->r[win], rs->r[win].match[best_pat], s, len, call, v->lock,
		   sizeof(v->lock));
	return win;
}

/* the first object pattern of r that matches obj, or NULL */
static pcre2_code *
object_match(struct ruleset *rs, const struct rule *r, const char *obj, size_t len)
{
	for (size_t k = 0; k < r->nobject; k++)
		if (match_one(rs, r, "object", r->object[k], obj, len) >= 0)
			return r->object[k];
	return NULL;
}

int
ruleset_classify_object(struct ruleset *rs, const char *obj, struct verdict *v)
{
	size_t len = obj ? strlen(obj) : 0;
	unsigned long errors = rs->match_errors;

	v->rule = -1;
	v->lock[0] = '\0';
	v->off = v->end = 0;
	if (!len)
		return -1;
	/* a named pack's rule before a generic one, then load order */
	for (int pass = 0; pass < 2; pass++)
		for (size_t i = 0; i < rs->n; i++) {
			const struct rule *r = &rs->r[i];
			pcre2_code *re;

			if (!r->nobject || r->generic != (pass == 1))
				continue;
			if (!(re = object_match(rs, r, obj, len))) {
				if (rs->match_errors != errors)
					return -1;	/* reported */
				continue;
			}
			v->rule = (int)i;
			subst_lock(rs, r, re, obj, len, NULL, v->lock, sizeof(v->lock));
			return v->rule;
		}
	return -1;
}

bool
ruleset_holder_match(struct ruleset *rs, size_t i, const char *s, size_t len,
		     size_t *start, size_t *end)
{
	const struct rule *r = &rs->r[i];
	PCRE2_SIZE *ov;

	if (!r->holder || match_one(rs, r, "holder", r->holder, s, len) < 0)
		return false;
	ov = pcre2_get_ovector_pointer(rs->md);
	*start = ov[0];
	*end = ov[1];
	return true;
}

int
ruleset_exit_status(const struct ruleset *rs, int status)
{
	if (!rs->match_errors)
		return status;
	warning_msg("%lu rule matches hit a PCRE2 limit: those stacks (or lock objects) "
		    "were left unclassified, and the result is partial", rs->match_errors);
	return status == EXIT_OK ? EXIT_PARTIAL : status;
}

/* ---- examples ------------------------------------------------------------ */

/* an example stack, "a,b,c" innermost first as pt-pmp writes it (its awk
 * quirks allowed), as a rule string of normalized names */

const struct rule_call *
rule_string_from_stack(struct stackset *ss, uint32_t st, struct strbuf *out,
		       struct rule_call *cbuf)
{
	const struct rule_call *call = NULL;
	uint32_t n;
	const uint32_t *fr;
	struct frame f;

	if (stackset_stack_syscall(ss, st, &f) >= 0) {
		/* FRAME_NO_SYSCALL: in user space, the name "-" */
		cbuf->name = (f.flags & FRAME_SYSCALL) ? stackset_name_str(ss, f.name) : "-";
		cbuf->file = f.file ? stackset_name_str(ss, f.file) : NULL;
		call = cbuf;
	}
	fr = stackset_stack_get(ss, st, &n);
	if (call)
		n--;	/* the call is the innermost frame: not a function */
	/*
	 * A thread that runs no user code (an io_uring iou-wrk worker) made no
	 * call of its own: the registers the call was read from are the
	 * kernel's (a worker idle since its last request showed pread64 on a
	 * table for a whole capture, and glibc.file_io called it a wait). It
	 * is glibc.no_user_code's, as in a dump: rules see no call ("-", no
	 * file), and the caller still drops the pseudo-frame.
	 */
	if (call && n == 1 && !strcmp(stackset_name_str(ss, stackset_frame_name(ss, fr[0],
										    NAME_SHORT)),
				       "[no user code]")) {
		cbuf->name = "-";
		cbuf->file = NULL;
	}
	strbuf_reset(out);
	strbuf_addc(out, ',');
	for (uint32_t i = n; i-- > 0;) {
		stackset_frame_get(ss, fr[i], &f);
		/* an unnamed function's key ("mariadbd+0xc7f450") is no name
		 * a pattern could know: the rules see "??" (stackset.h) */
		strbuf_adds(out, (f.flags & FRAME_UNNAMED) ? "??" :
			    stackset_name_str(ss, stackset_frame_name(ss, fr[i], NAME_SHORT)));
		strbuf_addc(out, ',');
	}
	drop_cancel_wrappers(out);
	return call;
}

void
rule_string_from_ptpmp(const char *stack, struct strbuf *out)
{
	struct strbuf name;
	const char *p = stack;

	strbuf_init(&name);
	strbuf_reset(out);
	strbuf_addc(out, ',');
	while (*p) {
		size_t n;
		const char *next = ptpmp_frame_end(p, &n);

		if (n) {
			char *raw = xstrndup(p, n);

			strbuf_reset(&name);
			normalize_name(raw, NORM_SHORT, &name);
			free(raw);
			strbuf_adds(out, name.len ? name.buf : "??");
			strbuf_addc(out, ',');
		}
		p = next;
	}
	strbuf_release(&name);
	drop_cancel_wrappers(out);
}

/*
 * An example's recorded call: a first frame "[syscall:NAME]" or
 * "[syscall:NAME FILE]" (FILE to the "]"). Returns the stack after it,
 * with *c filled (buf holds the strings), or the stack itself and c NULL'ed.
 */
static const char *
example_call(const char *stack, struct rule_call *c, char *buf, size_t bufsz,
	     bool *has)
{
	const char *close = strstr(stack, "],");
	size_t n;
	char *sp;

	*has = false;
	if (strncmp(stack, "[syscall:", 9) || !close)
		return stack;
	n = (size_t)(close - stack - 9);
	if (n >= bufsz)
		n = bufsz - 1;
	memcpy(buf, stack + 9, n);
	buf[n] = '\0';
	c->name = buf;
	c->file = NULL;
	if ((sp = strchr(buf, ' '))) {
		*sp = '\0';
		c->file = sp + 1;
	}
	*has = true;
	return close + 2;
}

/* the rules an example of rule i is judged among: those of its own pack
 * and the generic packs every pack builds on, copied shallow into sub;
 * map[j] is sub's rule j's index in rs */
static void
example_rules(const struct ruleset *rs, size_t i, struct ruleset *sub, size_t *map)
{
	sub->n = 0;
	for (size_t k = 0; k < rs->n; k++)
		if (rs->r[k].generic || !strcmp(rs->r[k].file, rs->r[i].file)) {
			map[sub->n] = k;
			sub->r[sub->n++] = rs->r[k];
		}
}

/* example ex of rule i: an example must be classified as rule i among
 * the rules in sub (example_rules(), map), a counter-example must not
 * match it. 1 (and a message) when it fails */
static int
check_example(struct ruleset *rs, size_t i, const struct rule_example *ex,
	      struct ruleset *sub, size_t *map, struct strbuf *s, bool verbose_ok)
{
	const struct rule *r = &rs->r[i];
	struct rule_call call;
	char cbuf[512];
	bool has_call;
	const char *stack = example_call(ex->stack, &call, cbuf, sizeof(cbuf), &has_call);
	struct verdict v;
	size_t end, pat;

	rule_string_from_ptpmp(stack, s);
	if (ex->must_match) {
		ruleset_classify_call(sub, s->buf, s->len, has_call ? &call : NULL, &v);
		v.rule = v.rule < 0 ? -1 : (int)map[v.rule];
		if (v.rule != (int)i) {
			fprintf(stderr, "%s: error: %s:%u:1: example of rule '%s' "
				"is classified as %s%s%s\n", progname, r->file,
				ex->line, r->id, v.rule < 0 ? "nothing" : "'",
				v.rule < 0 ? "" : rs->r[v.rule].id,
				v.rule < 0 ? "" : "'");
			return 1;
		}
		if (verbose_ok)
			printf("ok %s:%u %s -> %s\n", r->file, ex->line, r->id, v.lock);
		return 0;
	}
	if (call_ok(rs, r, has_call ? &call : NULL) &&
	    rule_match(rs, r, s->buf, s->len, &end, &pat) >= 0) {
		fprintf(stderr, "%s: error: %s:%u:1: counter-example of rule '%s' "
			"matches it\n", progname, r->file, ex->line, r->id);
		return 1;
	}
	if (verbose_ok)
		printf("ok %s:%u %s does not match (counter-example)\n", r->file,
		       ex->line, r->id);
	return 0;
}

/* object-example k of rule i must be classified as rule i: 1 (and a
 * message) when it is not */
static int
check_object_example(struct ruleset *rs, size_t i, size_t k, bool verbose_ok)
{
	const struct rule *r = &rs->r[i];
	struct verdict v;

	ruleset_classify_object(rs, r->objex[k], &v);
	if (v.rule != (int)i) {
		fprintf(stderr, "%s: error: %s:%u:1: object-example '%s' of rule "
			"'%s' is classified as %s%s%s\n", progname, r->file,
			r->line, r->objex[k], r->id,
			v.rule < 0 ? "nothing" : "'",
			v.rule < 0 ? "" : rs->r[v.rule].id, v.rule < 0 ? "" : "'");
		return 1;
	}
	if (verbose_ok)
		printf("ok %s:%u %s -> %s (object %s)\n", r->file, r->line, r->id,
		       v.lock, r->objex[k]);
	return 0;
}

int
ruleset_check_examples(struct ruleset *rs, bool verbose_ok)
{
	struct strbuf s;
	int failures = 0;
	struct ruleset sub = { .md = rs->md };
	size_t *map = xcalloc(rs->n ? rs->n : 1, sizeof(*map));

	sub.r = xcalloc(rs->n ? rs->n : 1, sizeof(*sub.r));
	strbuf_init(&s);
	for (size_t i = 0; i < rs->n; i++) {
		/* the same for every example of the rule: made once */
		if (rs->r[i].nex)
			example_rules(rs, i, &sub, map);
		for (size_t k = 0; k < rs->r[i].nex; k++)
			failures += check_example(rs, i, &rs->r[i].ex[k], &sub, map, &s,
						  verbose_ok);
	}
	for (size_t i = 0; i < rs->n; i++)
		for (size_t k = 0; k < rs->r[i].nobjex; k++)
			failures += check_object_example(rs, i, k, verbose_ok);
	strbuf_release(&s);
	free(sub.r);	/* shallow copies: the rules stay in rs */
	free(map);
	return failures;
}
