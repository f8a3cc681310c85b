/* SPDX-License-Identifier: MIT */
/* lib/util.c: the number parsers every command's options go through
 * (docs/pmp.1, EXIT STATUS: a sign, blank, NaN, an infinity or hex is a
 * usage error) */
#include "unit.h"

#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

static void
test_parse_double_good(void **state)
{
	static const struct { const char *s; double v; } good[] = {
		{ "0", 0 }, { "0.5", 0.5 }, { ".5", 0.5 }, { "2", 2 }, { "5.", 5 },
		{ "1e3", 1000 }, { "1E3", 1000 }, { "1e-3", 0.001 }, { "1e+3", 1000 },
		{ "86400", 86400 }, { "0.000", 0 },
	};
	double v;

	(void)state;
	for (size_t i = 0; i < sizeof(good) / sizeof(good[0]); i++) {
		v = -1;
		assert_int_equal(parse_double(good[i].s, &v), 0);
		assert_true(v == good[i].v);
	}
}

static void
test_parse_double_bad(void **state)
{
	static const char *const bad[] = {
		/* a sign: a negative value above all */
		"-1", "-0", "-0.5", "-.5", "+1", "-1e-3", "-nan",
		/* blank, empty, trailing bytes */
		"", " 1", "\t1", "1 ", "1s", "0.5.", ".", "e3", "1e", "--1",
		/* NaN, infinities, hex */
		"nan", "NaN", "inf", "infinity", "1e999", "0x10", "0X1p3",
		/* underflow: ERANGE */
		"1e-400",
	};
	double v;

	(void)state;
	assert_int_equal(parse_double(NULL, &v), -1);
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		if (parse_double(bad[i], &v) == 0)
			fail_msg("parse_double(\"%s\") took it as %g", bad[i], v);
	}
}

/* random strings over the alphabet of numbers and signs: what is taken
 * is never negative, and is what strtod() reads */
static void
test_parse_double_never_negative(void **state)
{
	static const char alpha[] = "0123456789.-+eE ";
	char s[12];
	double v;
	unsigned long ok = 0;

	(void)state;
	srand(26);
	for (int round = 0; round < 200000; round++) {
		size_t n = 1 + (size_t)(rand() % 8);

		for (size_t i = 0; i < n; i++)
			s[i] = alpha[rand() % (sizeof(alpha) - 1)];
		s[n] = '\0';
		if (parse_double(s, &v) < 0)
			continue;
		ok++;
		if (!(v >= 0) || signbit(v) || v != strtod(s, NULL))
			fail_msg("parse_double(\"%s\") gave %g", s, v);
	}
	assert_true(ok > 1000);	/* the alphabet makes numbers too */
}

static void
test_parse_ulong(void **state)
{
	static const char *const bad[] = {
		"", "-1", "+1", " 1", "1 ", "1.5", "0x10", "99999999999999999999999",
	};
	unsigned long v;

	(void)state;
	assert_int_equal(parse_ulong("0", &v), 0);
	assert_int_equal(v, 0);
	assert_int_equal(parse_ulong("4096", &v), 0);
	assert_int_equal(v, 4096);
	assert_int_equal(parse_ulong(NULL, &v), -1);
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		if (parse_ulong(bad[i], &v) == 0)
			fail_msg("parse_ulong(\"%s\") took it as %lu", bad[i], v);
	}
}

/* sig_abbrev() is our table because Debian 11's glibc lacks
 * sigabbrev_np(); where glibc has it, the two agree on every number */
static void
test_sig_abbrev(void **state)
{
	(void)state;
	assert_string_equal(sig_abbrev(SIGSEGV), "SEGV");
	assert_string_equal(sig_abbrev(SIGTERM), "TERM");
	assert_null(sig_abbrev(0));
	assert_null(sig_abbrev(-1));
	assert_null(sig_abbrev(SIGRTMIN));
	assert_null(sig_abbrev(1000));
#if __GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 32)
	for (int sig = -2; sig <= 70; sig++) {
		const char *ours = sig_abbrev(sig), *glibc = sigabbrev_np(sig);

		if (!ours != !glibc || (ours && strcmp(ours, glibc)))
			fail_msg("signal %d: sig_abbrev %s, sigabbrev_np %s", sig,
				 ours ? ours : "NULL", glibc ? glibc : "NULL");
	}
#endif
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_parse_double_good),
		cmocka_unit_test(test_parse_double_bad),
		cmocka_unit_test(test_parse_double_never_negative),
		cmocka_unit_test(test_parse_ulong),
		cmocka_unit_test(test_sig_abbrev),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
