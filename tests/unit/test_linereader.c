/* SPDX-License-Identifier: MIT */
/*
 * test_linereader.c - aggregate/linereader.c: lines and their numbers,
 * "\r\n", NUL bytes, a missing final newline, the 4 MiB bound, peeking
 * without consuming, lines across the reader's 64 KiB reads, a pipe that
 * gives one byte at a time (the magic sniffed over several reads),
 * gzip and zstd inputs read as text, xz refused, a failed read.
 */
#include "unit.h"

#include <errno.h>
#include <pthread.h>
#include <zlib.h>
#include <zstd.h>

#include "linereader.h"

/* every line of the reader, joined by '|', into out */
static int
read_all(struct linereader *lr, char *out, size_t cap)
{
	char *line;
	size_t len, n = 0;
	int r;

	out[0] = '\0';
	while ((r = linereader_next(lr, &line, &len)) == 1) {
		assert_true(n + len + 2 < cap);
		assert_int_equal(strlen(line) == len || lr->nul, true);
		memcpy(out + n, line, len);
		n += len;
		out[n++] = '|';
		out[n] = '\0';
	}
	return r;
}

static void
test_lines(void **state)
{
	struct linereader lr;
	char *line;
	size_t len;
	int fd = unit_memfd("one\r\ntwo\n\nfour");

	(void)state;
	linereader_init(&lr, fd);
	assert_int_equal(linereader_next(&lr, &line, &len), 1);
	assert_string_equal(line, "one");	/* "\r" dropped */
	assert_int_equal(len, 3);
	assert_int_equal(lr.lineno, 1);
	assert_int_equal(linereader_next(&lr, &line, &len), 1);
	assert_string_equal(line, "two");
	assert_int_equal(linereader_next(&lr, &line, &len), 1);
	assert_int_equal(len, 0);
	assert_int_equal(lr.lineno, 3);
	assert_false(lr.last_incomplete);
	assert_int_equal(linereader_next(&lr, &line, &len), 1);
	assert_string_equal(line, "four");
	assert_int_equal(lr.lineno, 4);
	assert_true(lr.last_incomplete);
	assert_int_equal(linereader_next(&lr, &line, &len), 0);
	assert_int_equal(linereader_next(&lr, &line, &len), 0);
	assert_int_equal(lr.lineno, 4);
	linereader_release(&lr);
	close(fd);

	/* the empty input has no line, and is not "incomplete" */
	fd = unit_memfd("");
	linereader_init(&lr, fd);
	assert_int_equal(linereader_next(&lr, &line, &len), 0);
	assert_false(lr.last_incomplete);
	assert_int_equal(lr.lineno, 0);
	linereader_release(&lr);
	close(fd);
}

static void
test_nul(void **state)
{
	struct linereader lr;
	char *line;
	size_t len;
	int fd = memfd_create("t", 0);

	(void)state;
	assert_int_equal(write(fd, "ab\0cd\nok\n", 9), 9);
	lseek(fd, 0, SEEK_SET);
	linereader_init(&lr, fd);
	assert_int_equal(linereader_next(&lr, &line, &len), 1);
	assert_int_equal(len, 5);
	assert_true(lr.nul);
	assert_memory_equal(line, "ab\0cd", 5);
	assert_int_equal(linereader_next(&lr, &line, &len), 1);
	assert_false(lr.nul);	/* reset for each line */
	assert_string_equal(line, "ok");
	linereader_release(&lr);
	close(fd);
}

/* lines of every length around the reader's 64 KiB reads */
static void
test_across_reads(void **state)
{
	struct linereader lr;
	char *line;
	size_t len, total = 0, nlines = 0;
	int fd = memfd_create("t", 0);
	char *buf = malloc(70000);

	(void)state;
	assert_non_null(buf);
	for (size_t l = 0; nlines < 400; nlines++) {
		l = (nlines * 997) % 69000;
		memset(buf, 'a' + (int)(nlines % 26), l);
		buf[l] = '\n';
		assert_int_equal(write(fd, buf, l + 1), (ssize_t)(l + 1));
		total += l;
	}
	lseek(fd, 0, SEEK_SET);
	linereader_init(&lr, fd);
	for (size_t i = 0; i < nlines; i++) {
		size_t want = (i * 997) % 69000;

		assert_int_equal(linereader_next(&lr, &line, &len), 1);
		assert_int_equal(len, want);
		assert_int_equal(lr.lineno, i + 1);
		for (size_t k = 0; k < len; k += 4099)
			assert_int_equal(line[k], 'a' + (int)(i % 26));
		total -= len;
	}
	assert_int_equal(total, 0);
	assert_int_equal(linereader_next(&lr, &line, &len), 0);
	linereader_release(&lr);
	free(buf);
	close(fd);
}

static void
test_too_long(void **state)
{
	struct linereader lr;
	char *line;
	size_t len, big = LINE_MAX_BYTES + 100000;
	int fd = memfd_create("t", 0);
	char *buf = malloc(big + 1);

	(void)state;
	assert_non_null(buf);
	memset(buf, 'x', big);
	buf[big] = '\n';
	assert_int_equal(write(fd, buf, big + 1), (ssize_t)(big + 1));
	assert_int_equal(write(fd, "after\n", 6), 6);
	lseek(fd, 0, SEEK_SET);
	linereader_init(&lr, fd);
	assert_int_equal(linereader_next(&lr, &line, &len), 1);
	assert_true(lr.too_long);
	assert_true(len <= LINE_MAX_BYTES);
	assert_int_equal(lr.lineno, 1);
	/* the rest of the long line is skipped, not taken as lines */
	assert_int_equal(linereader_next(&lr, &line, &len), 1);
	assert_false(lr.too_long);
	assert_string_equal(line, "after");
	assert_int_equal(lr.lineno, 2);
	assert_int_equal(linereader_next(&lr, &line, &len), 0);
	linereader_release(&lr);
	free(buf);
	close(fd);
}

static void
test_peek(void **state)
{
	struct linereader lr;
	const char *data;
	char out[256];
	int fd = unit_memfd("Thread 1 (LWP 7):\n#0  f ()\n");

	(void)state;
	linereader_init(&lr, fd);
	assert_int_equal(linereader_peek(&lr, 8, &data), 27);
	assert_memory_equal(data, "Thread 1", 8);
	/* peeking consumed nothing */
	assert_int_equal(read_all(&lr, out, sizeof(out)), 0);
	assert_string_equal(out, "Thread 1 (LWP 7):|#0  f ()|");
	linereader_release(&lr);
	close(fd);
}

struct dribble {
	int fd;
	const unsigned char *p;
	size_t n;
};

/* a writer that gives the pipe one byte at a time */
static void *
dribble(void *arg)
{
	struct dribble *d = arg;

	/* no cmocka assertion here: they work on the main thread only; a
	 * short write shows as missing text in the reader's lines */
	for (size_t i = 0; i < d->n && write(d->fd, d->p + i, 1) == 1; i++)
		usleep(200);
	close(d->fd);
	return NULL;
}

static void
read_dribbled(const void *p, size_t n, char *out, size_t cap)
{
	struct linereader lr;
	struct dribble d;
	pthread_t th;
	int pfd[2];

	assert_int_equal(pipe(pfd), 0);
	d.fd = pfd[1];
	d.p = p;
	d.n = n;
	assert_int_equal(pthread_create(&th, NULL, dribble, &d), 0);
	linereader_init(&lr, pfd[0]);
	assert_int_equal(read_all(&lr, out, cap), 0);
	assert_int_equal(lr.err, 0);
	linereader_release(&lr);
	pthread_join(th, NULL);
	close(pfd[0]);
}

static void
test_pipe_bytewise(void **state)
{
	char out[256];
	unsigned char gz[256];
	uLongf n = sizeof(gz);
	z_stream z = { 0 };
	static const char text[] = "a\nbc\n";

	(void)state;
	/* plain text shorter than the magic, then longer */
	read_dribbled("a\n", 2, out, sizeof(out));
	assert_string_equal(out, "a|");
	read_dribbled(text, strlen(text), out, sizeof(out));
	assert_string_equal(out, "a|bc|");
	/* a gzip magic split over reads is still seen */
	assert_int_equal(deflateInit2(&z, 6, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY), Z_OK);
	z.next_in = (unsigned char *)text;
	z.avail_in = (uInt)strlen(text);
	z.next_out = gz;
	z.avail_out = (uInt)n;
	assert_int_equal(deflate(&z, Z_FINISH), Z_STREAM_END);
	n = sizeof(gz) - z.avail_out;
	deflateEnd(&z);
	read_dribbled(gz, n, out, sizeof(out));
	assert_string_equal(out, "a|bc|");
}

static void
test_compressed(void **state)
{
	struct linereader lr;
	char out[256];
	unsigned char z[256];
	size_t n = ZSTD_compress(z, sizeof(z), "x\ny\nz", 5, 3);
	int fd = memfd_create("t", 0);

	(void)state;
	assert_false(ZSTD_isError(n));
	assert_int_equal(write(fd, z, n), (ssize_t)n);
	lseek(fd, 0, SEEK_SET);
	linereader_init(&lr, fd);
	assert_int_equal(read_all(&lr, out, sizeof(out)), 0);
	assert_string_equal(out, "x|y|z|");
	/* line numbers and the final newline are the decompressed text's */
	assert_int_equal(lr.lineno, 3);
	assert_true(lr.last_incomplete);
	assert_int_equal(lr.dz.kind, DZ_ZSTD);
	linereader_release(&lr);
	close(fd);

	/* zstd cut short: an error with the decoder's reason */
	fd = memfd_create("t", 0);
	assert_int_equal(write(fd, z, n - 3), (ssize_t)(n - 3));
	lseek(fd, 0, SEEK_SET);
	linereader_init(&lr, fd);
	assert_int_equal(read_all(&lr, out, sizeof(out)), -1);
	assert_int_equal(lr.err, EBADMSG);
	assert_string_equal(lr.why, "the zstd data is truncated");
	linereader_release(&lr);
	close(fd);
}

static void
test_xz_and_errors(void **state)
{
	struct linereader lr;
	char *line;
	size_t len;
	int fd = memfd_create("t", 0);

	(void)state;
	assert_int_equal(write(fd, "\xfd" "7zXZ\0\0\0", 8), 8);
	lseek(fd, 0, SEEK_SET);
	linereader_init(&lr, fd);
	assert_int_equal(linereader_next(&lr, &line, &len), -1);
	assert_int_equal(lr.err, EBADMSG);
	assert_non_null(strstr(lr.why, "xz-compressed"));
	linereader_release(&lr);
	close(fd);

	/* a read that fails: -1 and its errno */
	linereader_init(&lr, -1);
	assert_int_equal(linereader_next(&lr, &line, &len), -1);
	assert_int_equal(lr.err, EBADF);
	linereader_release(&lr);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_lines),
		cmocka_unit_test(test_nul),
		cmocka_unit_test(test_across_reads),
		cmocka_unit_test(test_too_long),
		cmocka_unit_test(test_peek),
		cmocka_unit_test(test_pipe_bytewise),
		cmocka_unit_test(test_compressed),
		cmocka_unit_test(test_xz_and_errors),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
