/* SPDX-License-Identifier: MIT */
/*
 * test_rule_limits.c - every shipped rule pattern (the packs in rules/: match,
 * holder and object patterns) against adversarial stacks, with PCRE2's
 * limits as the judge (issue 15, point 10; docs/rules.md "Patterns that
 * cannot backtrack").
 *
 * A pattern that backtracks exponentially or polynomially on a long stack
 * makes PCRE2 give up ("match limit exceeded", "JIT stack limit reached"),
 * and the stack is left unclassified. The judge is the number of steps, not
 * the time: each match runs twice, in the interpreter with a match limit
 * STEP_LIMIT (ten times below PCRE2's default of 10,000,000 steps: a linear
 * pattern over 2,000 frames needs far fewer) and through the JIT with
 * PCRE2's default 32 KiB JIT stack, as pmp runs it. A limit error fails
 * the test, naming the rule, the pattern and the stack. Times are printed
 * to stderr for information only; the machine is shared, so they are not
 * judged.
 *
 * The adversarial stacks: long runs of the frames the issue found
 * (2,000 `__libc_pause`, 18 to 40 `__pthread_cond_wait_common` before a
 * frame no rule expects, 2,000 `??`), long runs of every frame name found
 * in any example, each with and without an outer frame after it, and every
 * example with each of its frames repeated, whole and without its last
 * frames (a match that fails late is where backtracking shows).
 */
#include "unit.h"

#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "ruleset.h"
#include "strbuf.h"
#include "util.h"

#define STEP_LIMIT 1000000u

static struct ruleset rs;
static pcre2_match_context *mctx;
static pcre2_match_data *md;
static unsigned nfail;
static double worst_ms;
static char worst_what[256];

static int
setup(void **state)
{
	glob_t g;

	(void)state;
	ruleset_init(&rs);
	if (glob("rules/*.rules", 0, NULL, &g) != 0)
		return -1;
	for (size_t i = 0; i < g.gl_pathc; i++)
		if (ruleset_load(&rs, g.gl_pathv[i]) < 0)
			return -1;
	globfree(&g);
	mctx = pcre2_match_context_create(NULL);
	pcre2_set_match_limit(mctx, STEP_LIMIT);
	md = pcre2_match_data_create(32, NULL);
	return rs.n ? 0 : -1;
}

static int
teardown(void **state)
{
	(void)state;
	pcre2_match_data_free(md);
	pcre2_match_context_free(mctx);
	ruleset_release(&rs);
	return 0;
}

static double
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* run one pattern on s both ways; a limit error is a failure */
static void
try_one(const struct rule *r, const char *what, pcre2_code *re, const char *s, size_t len)
{
	static const uint32_t modes[2] = { PCRE2_NO_JIT, 0 };

	for (int m = 0; m < 2; m++) {
		double t0 = now_ms(), dt;
		int rc = pcre2_match(re, (PCRE2_SPTR)s, len, 0, modes[m], md,
				     mctx);

		dt = now_ms() - t0;
		if (dt > worst_ms) {
			worst_ms = dt;
			snprintf(worst_what, sizeof(worst_what), "%s %s (%zu bytes)", r->id,
				 what, len);
		}
		if (rc < 0 && rc != PCRE2_ERROR_NOMATCH) {
			PCRE2_UCHAR msg[128];

			pcre2_get_error_message(rc, msg, sizeof(msg));
			if (nfail++ < 20)
				fprintf(stderr, "%s:%u: rule '%s' %s (%s): %s on %.*s%s (%zu bytes)\n",
					r->file, r->line, r->id, what,
					modes[m] ? "interpreter" : "jit", (char *)msg,
					len > 160 ? 160 : (int)len, s, len > 160 ? "..." : "", len);
		}
	}
}

/* every stack pattern of every rule on s */
static void
try_all(const char *s, size_t len)
{
	for (size_t i = 0; i < rs.n; i++) {
		const struct rule *r = &rs.r[i];

		for (size_t k = 0; k < r->nmatch; k++)
			try_one(r, "match", r->match[k], s, len);
		if (r->holder)
			try_one(r, "holder", r->holder, s, len);
	}
}

/* ",F,F,...,F,[tail,]" with n copies of F */
static void
run_of(struct strbuf *sb, const char *f, unsigned n, const char *tail)
{
	strbuf_reset(sb);
	strbuf_addc(sb, ',');
	for (unsigned i = 0; i < n; i++) {
		strbuf_adds(sb, f);
		strbuf_addc(sb, ',');
	}
	if (tail) {
		strbuf_adds(sb, tail);
		strbuf_addc(sb, ',');
	}
}

static void
test_issue_stacks(void **state)
{
	struct strbuf sb;
	static const unsigned conds[] = { 18, 19, 24, 40 };

	(void)state;
	strbuf_init(&sb);
	nfail = 0;
	run_of(&sb, "__libc_pause", 2000, NULL);
	try_all(sb.buf, sb.len);
	run_of(&sb, "__libc_pause", 2000, "start_thread");
	try_all(sb.buf, sb.len);
	for (size_t i = 0; i < sizeof(conds) / sizeof(conds[0]); i++) {
		run_of(&sb, "__pthread_cond_wait_common", conds[i], "no_rule_expects_this");
		try_all(sb.buf, sb.len);
		run_of(&sb, "__pthread_cond_wait_common", conds[i], NULL);
		try_all(sb.buf, sb.len);
	}
	run_of(&sb, "??", 2000, NULL);
	try_all(sb.buf, sb.len);
	run_of(&sb, "??", 2000, "start_thread");
	try_all(sb.buf, sb.len);
	strbuf_release(&sb);
	fprintf(stderr, "# slowest: %.1f ms, %s\n", worst_ms, worst_what);
	assert_int_equal(nfail, 0);
}

/* the distinct frame names of every example and counter-example */
static char **
example_names(size_t *n)
{
	char **v = NULL;
	size_t nv = 0, alloc = 0;

	for (size_t i = 0; i < rs.n; i++)
		for (size_t e = 0; e < rs.r[i].nex; e++) {
			char *copy = xstrdup(rs.r[i].ex[e].stack), *save = NULL;

			for (char *t = strtok_r(copy, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
				size_t k;

				for (k = 0; k < nv && strcmp(v[k], t); k++)
					;
				if (k < nv)
					continue;
				if (nv == alloc)
					v = xrealloc(v, (alloc = alloc ? 2 * alloc : 64) * sizeof(*v));
				v[nv++] = xstrdup(t);
			}
			free(copy);
		}
	*n = nv;
	return v;
}

/* 2,000 copies of each example frame name, alone and before an outer frame */
static void
test_long_runs(void **state)
{
	struct strbuf sb;
	size_t n;
	char **names = example_names(&n);

	(void)state;
	strbuf_init(&sb);
	nfail = 0;
	for (size_t i = 0; i < n; i++) {
		run_of(&sb, names[i], 4095, NULL);
		try_all(sb.buf, sb.len);
		run_of(&sb, names[i], 4094, "start_thread");
		try_all(sb.buf, sb.len);
	}
	/* long names: a \w* after a \w* splits a long word many ways */
	run_of(&sb, "epoll_wait_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", 300, "x::y");
	try_all(sb.buf, sb.len);
	run_of(&sb, "__GI___pthread_cond_timedwait_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", 300, "x::y");
	try_all(sb.buf, sb.len);
	for (size_t i = 0; i < n; i++)
		free(names[i]);
	free(names);
	strbuf_release(&sb);
	fprintf(stderr, "# slowest: %.1f ms, %s\n", worst_ms, worst_what);
	assert_int_equal(nfail, 0);
}

/* every example, each frame repeated REP times, whole and cut short */
static void
test_examples_stretched(void **state)
{
	static const unsigned reps[] = { 20, 200 };
	struct strbuf sb;

	(void)state;
	strbuf_init(&sb);
	nfail = 0;
	for (size_t i = 0; i < rs.n; i++)
		for (size_t e = 0; e < rs.r[i].nex; e++)
			for (size_t rp = 0; rp < sizeof(reps) / sizeof(reps[0]); rp++) {
				char *copy = xstrdup(rs.r[i].ex[e].stack), *save = NULL;
				char *fr[256];
				size_t nf = 0;

				for (char *t = strtok_r(copy, ",", &save); t && nf < 256;
				     t = strtok_r(NULL, ",", &save))
					fr[nf++] = t;
				/* keep 1..nf frames: the shorter ones fail late */
				for (size_t keep = nf; keep >= 1; keep--) {
					strbuf_reset(&sb);
					strbuf_addc(&sb, ',');
					for (size_t f = 0; f < keep; f++)
						for (unsigned k = 0; k < reps[rp]; k++) {
							strbuf_adds(&sb, fr[f]);
							strbuf_addc(&sb, ',');
						}
					try_all(sb.buf, sb.len);
				}
				free(copy);
			}
	strbuf_release(&sb);
	fprintf(stderr, "# slowest: %.1f ms, %s\n", worst_ms, worst_what);
	assert_int_equal(nfail, 0);
}

/* object patterns see one name: a long one, and long runs of the
 * characters they spell (".", "[", digits) */
static void
test_objects(void **state)
{
	static const char *const stems[] = { "a.", "x", "0", "[1]", "+0x1", "_" };
	struct strbuf sb;

	(void)state;
	strbuf_init(&sb);
	nfail = 0;
	for (size_t s = 0; s < sizeof(stems) / sizeof(stems[0]); s++) {
		strbuf_reset(&sb);
		strbuf_adds(&sb, "trx_sys.rseg_array");
		for (int k = 0; k < 2000; k++)
			strbuf_adds(&sb, stems[s]);
		for (size_t i = 0; i < rs.n; i++)
			for (size_t k = 0; k < rs.r[i].nobject; k++)
				try_one(&rs.r[i], "object", rs.r[i].object[k], sb.buf, sb.len);
	}
	strbuf_release(&sb);
	assert_int_equal(nfail, 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_issue_stacks),
		cmocka_unit_test(test_long_runs),
		cmocka_unit_test(test_examples_stretched),
		cmocka_unit_test(test_objects),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
