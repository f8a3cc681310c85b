/* SPDX-License-Identifier: MIT */
/* lib/escape.c (the raw capture's escaping, the display escaping) and
 * lib/outfile.c (the files pmp writes) */
#include "unit.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "escape.h"
#include "outfile.h"
#include "stackset.h"
#include "util.h"

/* every byte but NUL, in random strings: escape_raw() then
 * unescape_raw() gives the string back, and the escaped form holds no
 * control byte, no newline and (as a field) no space */
static void
test_raw_roundtrip(void **state)
{
	struct strbuf sb;
	char s[64], back[300];

	(void)state;
	srand(15);
	strbuf_init(&sb);
	for (int round = 0; round < 20000; round++) {
		size_t n = (size_t)(rand() % 12);
		bool field = round & 1;

		for (size_t i = 0; i < n; i++) {
			/* half the bytes from the interesting ones */
			static const char hot[] = "\\x -\n\r\t\033\177 0af";

			s[i] = rand() & 1 ? hot[rand() % (sizeof(hot) - 1)] : (char)(1 + rand() % 255);
		}
		s[n] = '\0';
		strbuf_reset(&sb);
		escape_raw(&sb, s, n, field);
		for (size_t i = 0; i < sb.len; i++) {
			assert_false(escape_is_ctl((unsigned char)sb.buf[i]));
			if (field)
				assert_int_not_equal(sb.buf[i], ' ');
		}
		if (field)
			assert_string_not_equal(sb.buf, "-");
		assert_true(sb.len < sizeof(back));
		memcpy(back, sb.buf, sb.len + 1);
		assert_int_equal(unescape_raw(back), n);
		assert_memory_equal(back, s, n + 1);
	}
	strbuf_release(&sb);
}

static void
test_raw_spelling(void **state)
{
	struct strbuf sb;
	char v1[] = "a\\x0ab \\q \\x0 \\x00 end\\";

	(void)state;
	strbuf_init(&sb);
	assert_string_equal(escape_raw_str(&sb, "a\nend x\\", false), "a\\x0aend x\\\\");
	assert_string_equal(escape_raw_str(&sb, "my lib.so", true), "my\\x20lib.so");
	assert_string_equal(escape_raw_str(&sb, "-", true), "\\x2d");
	assert_string_equal(escape_raw_str(&sb, "-", false), "-");
	assert_string_equal(escape_raw_str(&sb, "\033]2;\a\177\xff", false),
			    "\\x1b]2;\\x07\\x7f\xff");
	assert_string_equal(escape_raw_str(&sb, NULL, false), "");
	/* what escape_raw() never writes is kept as it is: a cut or unknown
	 * escape, and \x00 (a NUL would end the string) */
	unescape_raw(v1);
	assert_string_equal(v1, "a\nb \\q \\x0 \\x00 end\\");
	strbuf_release(&sb);
}

static void
test_ctl(void **state)
{
	struct strbuf sb;

	(void)state;
	strbuf_init(&sb);
	escape_ctl(&sb, "a\nb\033[2J\177\xff\\", 10);
	assert_string_equal(sb.buf, "a\\x0ab\\x1b[2J\\x7f\xff\\");
	assert_true(escape_has_ctl("x\ty"));
	assert_false(escape_has_ctl("x y\xc3\xa9\\"));
	strbuf_release(&sb);
}

/* the display names of the text formats are escaped; json's are not */
static void
test_display_names(void **state)
{
	struct stackset ss;
	struct frame f = { 0 };
	uint32_t id;

	(void)state;
	stackset_init(&ss);
	f.name = stackset_str(&ss, "evil\033[2J\nfn", 12);
	id = stackset_frame(&ss, &f);
	for (int m = NAME_SHORT; m <= NAME_PTPMP; m++)
		assert_string_equal(stackset_name_str(&ss, stackset_frame_name(&ss, id, m)),
				    "evil\\x1b[2J\\x0afn");
	assert_string_equal(stackset_name_str(&ss, stackset_frame_name(&ss, id, NAME_SHORT_ADDR)),
			    "evil\033[2J\nfn");
	stackset_release(&ss);
}

static char dir[64];

static int
setup_dir(void **state)
{
	(void)state;
	strcpy(dir, "/tmp/pmp-unit.XXXXXX");
	if (getenv("TMPDIR"))
		snprintf(dir, sizeof(dir), "%s/pmp-unit.XXXXXX", getenv("TMPDIR"));
	return mkdtemp(dir) ? 0 : -1;
}

static int
teardown_dir(void **state)
{
	char cmd[128];

	(void)state;
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", dir);
	return system(cmd);
}

static void
slurp(const char *path, char *buf, size_t size)
{
	FILE *f = fopen(path, "r");
	size_t n;

	assert_non_null(f);
	n = fread(buf, 1, size - 1, f);
	buf[n] = '\0';
	fclose(f);
}

static void
test_outfile(void **state)
{
	char path[128], link[128], buf[64];
	struct outfile o;
	struct stat st;

	(void)state;
	snprintf(path, sizeof(path), "%s/out", dir);
	/* new: written, renamed, mode from the umask */
	umask(022);
	assert_int_equal(outfile_open(&o, path, 0), 0);
	assert_int_equal(stat(o.tmp, &st), 0);
	assert_int_equal(st.st_mode & 0777, 0600);
	fputs("one\n", o.f);
	assert_int_equal(access(path, F_OK), -1);
	assert_int_equal(outfile_commit(&o), 0);
	assert_int_equal(access(o.tmp, F_OK), -1);
	outfile_release(&o);
	slurp(path, buf, sizeof(buf));
	assert_string_equal(buf, "one\n");
	assert_int_equal(stat(path, &st), 0);
	assert_int_equal(st.st_mode & 0777, 0644);
	/* aborted: the old contents stay, no temporary is left */
	assert_int_equal(outfile_open(&o, path, 4096), 0);
	fputs("two\n", o.f);
	snprintf(link, sizeof(link), "%s", o.tmp);
	outfile_release(&o);
	assert_int_equal(access(link, F_OK), -1);
	slurp(path, buf, sizeof(buf));
	assert_string_equal(buf, "one\n");
	/* a symlink, a directory, a FIFO: refused */
	snprintf(link, sizeof(link), "%s/link", dir);
	assert_int_equal(symlink(path, link), 0);
	assert_int_equal(outfile_open(&o, link, 0), -1);
	assert_null(o.f);
	outfile_release(&o);
	assert_int_equal(outfile_check(dir), -1);
	snprintf(link, sizeof(link), "%s/fifo", dir);
	assert_int_equal(mkfifo(link, 0600), 0);
	assert_int_equal(outfile_check(link), -1);
	/* the same file, spelled two ways, existing or not */
	snprintf(link, sizeof(link), "%s/../%s/out", dir, strrchr(dir, '/') + 1);
	assert_true(outfile_same(path, link));
	snprintf(link, sizeof(link), "%s/./new", dir);
	snprintf(path, sizeof(path), "%s/new", dir);
	assert_true(outfile_same(path, link));
	snprintf(link, sizeof(link), "%s/other", dir);
	assert_false(outfile_same(path, link));
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_raw_roundtrip),
		cmocka_unit_test(test_raw_spelling),
		cmocka_unit_test(test_ctl),
		cmocka_unit_test(test_display_names),
		cmocka_unit_test_setup_teardown(test_outfile, setup_dir, teardown_dir),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
