/* SPDX-License-Identifier: MIT */
/*
 * cmd_rules.c - `pmp rules check FILE...` and `pmp rules explain
 * [--object NAME] [STACK]`.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "ruleset.h"
#include "util.h"

static const char usage_text[] =
"usage: pmp rules check [-v] [--no-default-rules] [FILE...]\n"
"       pmp rules explain [--rules FILE]... [--no-default-rules] [--object NAME] [STACK]\n"
"       pmp rules list [--rules FILE]... [--no-default-rules]\n"
"\n"
"check    load rule packs (the default packs, then FILEs), compile every\n"
"         pattern and run every embedded example; errors name FILE:LINE:COL\n"
"explain  show which rule a stack matches and why, or that none does.\n"
"         STACK is pt-pmp style, innermost frame first, ',' joined (a leading\n"
"         count is ignored), or folded, root first, ';' joined; without\n"
"         STACK, each line of standard input is explained. --object NAME\n"
"         explains a wait on the lock object NAME (mysql_bin_log.LOCK_log):\n"
"         an 'object' rule that matches it wins over the stack's rule\n"
"list     print the loaded rules: id, class, kind, lock\n"
"\n"
"Default packs are read from %s\n"
"(PMP_RULES_DIR overrides). See docs/rules.md.\n"
"Exit status: 0 all good; 1 (explain) a pattern hit a PCRE2 limit on the stack;\n"
"2 a pack failed to load or an example failed; 64 usage.\n";

static void
usage(FILE *f)
{
	fprintf(f, usage_text, ruleset_default_dir(NULL));
}

/* a stack argument as a rule string */
static void
stack_arg(const char *arg, struct strbuf *out)
{
	const char *s = arg;
	char *copy;

	while (*s == ' ' || *s == '\t')
		s++;
	/* "   12 a,b,c": drop the count */
	if (*s >= '0' && *s <= '9') {
		const char *p = s;

		while (*p >= '0' && *p <= '9')
			p++;
		if (*p == ' ')
			s = p + 1;
	}
	copy = xstrdup(s);
	if (strchr(copy, ';') && !strchr(copy, ',')) {
		/* folded, root first: reverse into pt-pmp order */
		struct strbuf r;
		char *end = copy + strlen(copy), *sp = strrchr(copy, ' ');

		if (sp && sp[1] >= '0' && sp[1] <= '9')	/* trailing count */
			end = sp;
		*end = '\0';
		strbuf_init(&r);
		while (end > copy) {
			char *semi = end;

			while (semi > copy && semi[-1] != ';')
				semi--;
			if (r.len)
				strbuf_addc(&r, ',');
			strbuf_add(&r, semi, end - semi);
			end = semi > copy ? semi - 1 : copy;
		}
		rule_string_from_ptpmp(r.buf, out);
		strbuf_release(&r);
	} else {
		rule_string_from_ptpmp(copy, out);
	}
	free(copy);
}

/* the object part of explain: 1 when an object rule decides the wait */
static int
explain_object(struct ruleset *rs, const char *obj)
{
	struct verdict v;
	const struct rule *r;

	printf("lock object: %s\n", obj);
	if (ruleset_classify_object(rs, obj, &v) < 0) {
		printf("no object rule matched: the stack's rule decides (and the report "
		       "names the row by the object when it is a global one)\n");
		return 0;
	}
	r = &rs->r[v.rule];
	printf("matched by object: %s  (%s:%u)\n  lock:    %s\n  class:   %s, kind %s\n",
	       r->id, r->file, r->line, v.lock, rule_class_name(r->cls), r->kind);
	printf("  explain: %s\n", r->explain);
	if (r->advice)
		printf("  advice:  %s\n", r->advice);
	return 1;
}

static void
explain_one(struct ruleset *rs, const char *arg)
{
	struct strbuf s;
	struct verdict v;
	unsigned long errors;

	strbuf_init(&s);
	stack_arg(arg, &s);
	printf("stack as rules see it (innermost first):\n  %s\n", s.buf);
	errors = rs->match_errors;
	ruleset_classify(rs, s.buf, s.len, &v);
	if (rs->match_errors != errors) {
		printf("no verdict: a rule pattern hit a PCRE2 limit on this stack (see the "
		       "warning), so the thread counts as unclassified\n");
	} else if (v.rule < 0) {
		printf("no rule matched: the top frames (%.*s) are not a wait any rule "
		       "knows, so the thread counts as running or unclassified\n",
		       (int)(s.len > 80 ? 80 : s.len), s.buf);
	} else {
		const struct rule *r = &rs->r[v.rule];

		printf("matched: %s  (%s:%u)\n  lock:    %s\n  class:   %s, kind %s\n",
		       r->id, r->file, r->line, v.lock, rule_class_name(r->cls), r->kind);
		printf("  match:   bytes %zu-%zu: %.*s\n", v.off, v.end,
		       (int)(v.end - v.off), s.buf + v.off);
		printf("  explain: %s\n", r->explain);
		if (r->advice)
			printf("  advice:  %s\n", r->advice);
	}
	/* every other rule that matches, to show what precedence decided
	 * (nothing decided when a pattern failed) */
	for (size_t i = 0; rs->match_errors == errors && i < rs->n; i++) {
		struct ruleset one = *rs;
		struct verdict w;

		if ((int)i == v.rule)
			continue;
		one.r = &rs->r[i];
		one.n = 1;
		w.rule = ruleset_classify(&one, s.buf, s.len, &w);
		rs->match_errors = one.match_errors;	/* reported; counts */
		if (w.rule >= 0)
			printf("  also matches %s (%s) at byte %zu: lost to %s\n", rs->r[i].id,
			       rule_class_name(rs->r[i].cls), w.off,
			       rs->r[i].cls == RC_IDLE && v.rule >= 0 && rs->r[v.rule].cls != RC_IDLE ?
				       "a wait (idle rules only apply when no wait matches)" :
			       w.off > v.off ? "a match nearer the top of the stack" :
			       rs->r[i].generic ? "a named rule (this one is generic)" :
						  "a rule loaded earlier");
	}
	strbuf_release(&s);
}

/* ---- the command line ------------------------------------------------ */

/* what the command line asks */
struct rules_args {
	const char *sub;		/* check, explain or list (checked) */
	const char **extra;		/* --rules FILE... (argv's); owned array */
	size_t nextra;
	const char *object;		/* --object, or NULL */
	bool defaults;			/* not --no-default-rules */
	char **ops;			/* the operands: FILEs or STACKs */
	int nops;
};

/*
 * argv (after "rules": argv[0] is the subcommand) into a: -1 to go on, or
 * the exit status when the command is done (--help: EXIT_OK; a bad
 * option: EXIT_USAGE). Dies on an unknown subcommand.
 */
static int
parse_args(struct rules_args *a, int argc, char **argv)
{
	static const struct option opts[] = {
		{ "rules", required_argument, NULL, 'r' },
		{ "no-default-rules", no_argument, NULL, 'N' },
		{ "verbose", no_argument, NULL, 'v' },
		{ "object", required_argument, NULL, 'O' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int c;

	memset(a, 0, sizeof(*a));
	a->sub = argv[0];
	a->defaults = true;
	while ((c = getopt_long(argc, argv, "r:vh", opts, NULL)) != -1) {
		switch (c) {
		case 'r':
			a->extra = xrealloc(a->extra, (a->nextra + 1) * sizeof(*a->extra));
			a->extra[a->nextra++] = optarg;
			break;
		case 'N': a->defaults = false; break;
		case 'O': a->object = optarg; break;
		case 'v': verbose++; break;
		case 'h': usage(stdout); free(a->extra); return EXIT_OK;
		default: usage(stderr); free(a->extra); return EXIT_USAGE;
		}
	}
	if (strcmp(a->sub, "check") && strcmp(a->sub, "explain") && strcmp(a->sub, "list")) {
		usage(stderr);
		free(a->extra);
		die(EXIT_USAGE, "unknown 'rules' command '%s' (check, explain, list)", a->sub);
	}
	a->ops = argv + optind;
	a->nops = argc - optind;
	return -1;
}

/* ---- the subcommands ------------------------------------------------- */

/* check: the operands' packs loaded too, every example run, the summary
 * line: status, or EXIT_BAD when a pack or an example failed */
static int
rules_check(struct ruleset *rs, const struct rules_args *a, int status)
{
	size_t nex = 0;
	int fails;

	for (int i = 0; i < a->nops; i++)
		if (ruleset_load(rs, a->ops[i]) < 0)
			status = EXIT_BAD;
	fails = ruleset_check_examples(rs, verbose > 0);
	if (fails)
		status = EXIT_BAD;
	for (size_t i = 0; i < rs->n; i++)
		nex += rs->r[i].nex + rs->r[i].nobjex;
	printf("%zu rules, %zu examples, %d failed%s\n", rs->n, nex, fails,
	       status == EXIT_OK ? "" : " (see errors above)");
	return status;
}

static void
rules_list(const struct ruleset *rs)
{
	for (size_t i = 0; i < rs->n; i++)
		printf("%-40s %-6s %-9s %s\n", rs->r[i].id, rule_class_name(rs->r[i].cls),
		       rs->r[i].kind, rs->r[i].lock);
}

/* explain: --object's wait, then each STACK operand; without either,
 * each non-empty line of standard input */
static void
rules_explain(struct ruleset *rs, const struct rules_args *a)
{
	char *line = NULL;
	size_t cap = 0;
	ssize_t n;

	if (a->object && explain_object(rs, a->object) && a->nops)
		printf("(an object rule wins over the stack's rule below)\n");
	for (int i = 0; i < a->nops; i++)
		explain_one(rs, a->ops[i]);
	if (a->object || a->nops)
		return;
	while ((n = getline(&line, &cap, stdin)) > 0) {
		if (line[n - 1] == '\n')
			line[n - 1] = '\0';
		if (*line)
			explain_one(rs, line);
	}
	free(line);
}

/* ---- the command ----------------------------------------------------- */

int
cmd_rules(int argc, char **argv)
{
	struct rules_args a;
	struct ruleset rs;
	int status;

	if (argc < 2 || !strcmp(argv[1], "-h") || !strcmp(argv[1], "--help")) {
		usage(argc < 2 ? stderr : stdout);
		return argc < 2 ? EXIT_USAGE : EXIT_OK;
	}
	if ((status = parse_args(&a, argc - 1, argv + 1)) >= 0)
		return status;
	status = EXIT_OK;
	ruleset_init(&rs);
	if (a.defaults && ruleset_load_defaults(&rs, argv[1]) < 0)
		status = EXIT_BAD;
	for (size_t i = 0; i < a.nextra; i++)
		if (ruleset_load(&rs, a.extra[i]) < 0)
			status = EXIT_BAD;
	if (!strcmp(a.sub, "check"))
		status = rules_check(&rs, &a, status);
	else if (!strcmp(a.sub, "list"))
		rules_list(&rs);
	else
		rules_explain(&rs, &a);
	status = ruleset_exit_status(&rs, status);
	ruleset_release(&rs);
	free(a.extra);
	return status;
}
