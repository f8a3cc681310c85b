/* SPDX-License-Identifier: MIT */
/*
 * test_utf8.c - strbuf_add_json() and bytes >= 0x80 (issue 17): valid
 * UTF-8 passes through unchanged, each invalid sequence (maximal subpart,
 * as Python and browsers decode) becomes one U+FFFD.
 */
#include "unit.h"

#include <string.h>

#include "strbuf.h"

#define FFFD "\xef\xbf\xbd"

static void
json_is(const char *in, const char *want)
{
	struct strbuf sb;

	strbuf_init(&sb);
	strbuf_add_json(&sb, in);
	assert_string_equal(sb.buf, want);
	strbuf_release(&sb);
}

static void
test_valid_passes(void **state)
{
	(void)state;
	json_is("w\xc3\xb6rker", "\"w\xc3\xb6rker\"");			/* 2 bytes */
	json_is("\xe2\x82\xac", "\"\xe2\x82\xac\"");			/* U+20AC */
	json_is("\xf0\x9f\x98\x80x", "\"\xf0\x9f\x98\x80x\"");		/* U+1F600 */
	json_is("\xed\x9f\xbf", "\"\xed\x9f\xbf\"");			/* U+D7FF */
	json_is("\xf4\x8f\xbf\xbf", "\"\xf4\x8f\xbf\xbf\"");		/* U+10FFFF */
	json_is("\xef\xbf\xbd", "\"" FFFD "\"");			/* U+FFFD itself */
}

static void
test_invalid_replaced(void **state)
{
	(void)state;
	json_is("a\x80z", "\"a" FFFD "z\"");			/* stray continuation */
	json_is("\xc0\xaf", "\"" FFFD FFFD "\"");		/* overlong '/' */
	json_is("\xe0\x80\xaf", "\"" FFFD FFFD FFFD "\"");	/* overlong, 3 bytes */
	json_is("\xed\xa0\x80", "\"" FFFD FFFD FFFD "\"");	/* surrogate U+D800 */
	json_is("\xf4\x90\x80\x80", "\"" FFFD FFFD FFFD FFFD "\""); /* > U+10FFFF */
	json_is("\xf5\x80", "\"" FFFD FFFD "\"");
	json_is("w\xf6rker", "\"w" FFFD "rker\"");		/* Latin-1 'ö' */
	json_is("\xe2\x82", "\"" FFFD "\"");			/* truncated at the end */
	json_is("\xe2\x82z", "\"" FFFD "z\"");			/* one maximal subpart */
	json_is("\xf0\x9f\x98", "\"" FFFD "\"");
	json_is("\xe2\x82\xe2\x82\xac", "\"" FFFD "\xe2\x82\xac\"");
}

static void
test_ascii_escapes_kept(void **state)
{
	(void)state;
	json_is("a\"b\\c\n", "\"a\\\"b\\\\c\\n\"");
	json_is("\x01\xc3\xa9", "\"\\u0001\xc3\xa9\"");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_valid_passes),
		cmocka_unit_test(test_invalid_replaced),
		cmocka_unit_test(test_ascii_escapes_kept),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
