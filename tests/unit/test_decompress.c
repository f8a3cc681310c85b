/* SPDX-License-Identifier: MIT */
/*
 * test_decompress.c - aggregate/decompress.c: the magic bytes, gzip and
 * zstd streams decoded whole, concatenated members and frames, a
 * skippable frame first, zero padding after gzip, and each way a stream
 * can be bad (cut short, corrupt, garbage after the padding, a failed
 * read), over memfds that hold the compressed bytes.
 */
#include "unit.h"

#include <errno.h>
#include <zlib.h>
#include <zstd.h>

#include "decompress.h"

/* growing byte buffer of compressed data */
struct bytes {
	unsigned char *p;
	size_t n;
};

static void
bytes_add(struct bytes *b, const void *p, size_t n)
{
	unsigned char *q = realloc(b->p, b->n + n);

	assert_non_null(q);
	b->p = q;
	memcpy(b->p + b->n, p, n);
	b->n += n;
}

/* text as one gzip member, appended to b */
static void
gzip_add(struct bytes *b, const char *text)
{
	z_stream z = { 0 };
	size_t cap = compressBound(strlen(text)) + 64;
	unsigned char *out = malloc(cap);

	assert_int_equal(deflateInit2(&z, 6, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY), Z_OK);
	z.next_in = (unsigned char *)text;
	z.avail_in = (uInt)strlen(text);
	z.next_out = out;
	z.avail_out = (uInt)cap;
	assert_int_equal(deflate(&z, Z_FINISH), Z_STREAM_END);
	bytes_add(b, out, cap - z.avail_out);
	deflateEnd(&z);
	free(out);
}

/* text as one zstd frame, appended to b */
static void
zstd_add(struct bytes *b, const char *text)
{
	size_t cap = ZSTD_compressBound(strlen(text));
	unsigned char *out = malloc(cap);
	size_t n = ZSTD_compress(out, cap, text, strlen(text), 3);

	assert_false(ZSTD_isError(n));
	bytes_add(b, out, n);
	free(out);
}

static int
bytes_fd(const struct bytes *b)
{
	int fd = memfd_create("z", 0);

	assert_true(fd >= 0);
	assert_int_equal(write(fd, b->p, b->n), (ssize_t)b->n);
	lseek(fd, 0, SEEK_SET);
	return fd;
}

/*
 * Decode b as the line reader does: sniff the first DZ_MAGIC_MAX bytes,
 * hand them to decompress_init(), read the rest in reads of cap bytes.
 * Returns the last decompress_read() result (0: the end, -1: an error);
 * what was decoded is in out (NUL-terminated), the decoder in d.
 */
static ssize_t
decode(const struct bytes *b, struct decompress *d, char *out, size_t outcap, size_t cap)
{
	unsigned char first[DZ_MAGIC_MAX];
	int fd = bytes_fd(b);
	size_t got = 0;
	ssize_t r;

	assert_int_equal(read(fd, first, sizeof(first)), (ssize_t)sizeof(first));
	decompress_init(d, decompress_sniff(first, sizeof(first)), first, sizeof(first));
	while ((r = decompress_read(d, fd, out + got, cap)) > 0) {
		got += (size_t)r;
		assert_true(got + cap < outcap);
	}
	out[got] = '\0';
	close(fd);
	return r;
}

static void
test_sniff(void **state)
{
	(void)state;
	assert_int_equal(decompress_sniff((const unsigned char *)"\x1f\x8b\x08", 3), DZ_GZIP);
	/* one byte of the magic is not enough to say */
	assert_int_equal(decompress_sniff((const unsigned char *)"\x1f", 1), DZ_NONE);
	assert_int_equal(decompress_sniff((const unsigned char *)"\x28\xb5\x2f\xfd", 4), DZ_ZSTD);
	assert_int_equal(decompress_sniff((const unsigned char *)"\x28\xb5\x2f", 3), DZ_NONE);
	/* skippable frames: 0x184D2A50 .. 0x184D2A5F, little-endian */
	assert_int_equal(decompress_sniff((const unsigned char *)"\x50\x2a\x4d\x18", 4), DZ_ZSTD);
	assert_int_equal(decompress_sniff((const unsigned char *)"\x5f\x2a\x4d\x18", 4), DZ_ZSTD);
	assert_int_equal(decompress_sniff((const unsigned char *)"\x60\x2a\x4d\x18", 4), DZ_NONE);
	assert_int_equal(decompress_sniff((const unsigned char *)"\xfd" "7zXZ\0", 6), DZ_XZ);
	assert_int_equal(decompress_sniff((const unsigned char *)"\xfd" "7zXZ", 5), DZ_NONE);
	assert_int_equal(decompress_sniff((const unsigned char *)"Thread 1", 8), DZ_NONE);
	assert_string_equal(decompress_kind_name(DZ_GZIP), "gzip");
	assert_string_equal(decompress_kind_name(DZ_ZSTD), "zstd");
	assert_string_equal(decompress_kind_name(DZ_XZ), "xz");
	assert_string_equal(decompress_kind_name(DZ_NONE), "none");
}

/* a text long enough to take several reads of the decoder */
static char *
long_text(size_t lines)
{
	char *t = malloc(lines * 48 + 1), *p = t;

	assert_non_null(t);
	for (size_t i = 0; i < lines; i++)
		p += sprintf(p, "#%zu  0x%016zx in f%zu ()\n", i % 50, i * 7919, i);
	return t;
}

static void
test_gzip_whole(void **state)
{
	struct bytes b = { 0 };
	struct decompress d;
	char *text = long_text(3000), *out = malloc(200000);

	(void)state;
	gzip_add(&b, text);
	/* small reads: the decoder is called with little room many times */
	assert_int_equal(decode(&b, &d, out, 200000, 100), 0);
	assert_string_equal(out, text);
	assert_false(d.corrupt);
	decompress_release(&d);
	free(b.p);
	free(text);
	free(out);
}

static void
test_gzip_members_and_padding(void **state)
{
	struct bytes b = { 0 };
	struct decompress d;
	char out[1024];
	static const unsigned char zeros[512];

	(void)state;
	/* cat a.gz b.gz, then a tape block of zeros: gzip -dc reads both */
	gzip_add(&b, "first member\n");
	gzip_add(&b, "second member\n");
	bytes_add(&b, zeros, sizeof(zeros));
	assert_int_equal(decode(&b, &d, out, sizeof(out), 64), 0);
	assert_string_equal(out, "first member\nsecond member\n");
	assert_true(d.padding);
	decompress_release(&d);

	/* garbage after the zeros is not padding */
	bytes_add(&b, "x", 1);
	assert_int_equal(decode(&b, &d, out, sizeof(out), 64), -1);
	assert_string_equal(out, "first member\nsecond member\n");
	assert_true(d.corrupt);
	assert_non_null(strstr(d.why, "trailing garbage"));
	decompress_release(&d);
	free(b.p);
}

static void
test_gzip_truncated(void **state)
{
	struct bytes b = { 0 };
	struct decompress d;
	char *text = long_text(500), *out = malloc(100000);

	(void)state;
	gzip_add(&b, text);
	b.n -= 9;	/* the trailer and a byte of data */
	assert_int_equal(decode(&b, &d, out, 100000, 4096), -1);
	assert_string_equal(d.why, "the gzip data is truncated");
	assert_false(d.corrupt);
	assert_int_equal(d.err, 0);
	/* what came before the cut was decoded */
	assert_true(strlen(out) > 0 && !strncmp(out, text, strlen(out)));
	decompress_release(&d);
	free(b.p);
	free(text);
	free(out);
}

static void
test_gzip_corrupt(void **state)
{
	struct bytes b = { 0 };
	struct decompress d;
	char out[4096];

	(void)state;
	gzip_add(&b, "some text that is compressed\n");
	/* the CRC of the trailer */
	b.p[b.n - 8] ^= 0xff;
	assert_int_equal(decode(&b, &d, out, sizeof(out), 1024), -1);
	assert_true(d.corrupt);
	assert_non_null(d.why);
	decompress_release(&d);
	free(b.p);
}

static void
test_zstd_frames(void **state)
{
	struct bytes b = { 0 };
	struct decompress d;
	char *text = long_text(3000), *out = malloc(200000);
	/* a skippable frame, as pzstd writes first: magic, size 4, data */
	static const unsigned char skip[] = { 0x50, 0x2a, 0x4d, 0x18, 4, 0, 0, 0,
					      1, 2, 3, 4 };

	(void)state;
	bytes_add(&b, skip, sizeof(skip));
	zstd_add(&b, text);
	zstd_add(&b, "the second frame\n");
	assert_int_equal(decode(&b, &d, out, 200000, 333), 0);
	assert_int_equal(strlen(out), strlen(text) + strlen("the second frame\n"));
	assert_memory_equal(out, text, strlen(text));
	assert_string_equal(out + strlen(text), "the second frame\n");
	decompress_release(&d);
	free(b.p);
	free(text);
	free(out);
}

static void
test_zstd_truncated_and_corrupt(void **state)
{
	struct bytes b = { 0 };
	struct decompress d;
	char *text = long_text(500), *out = malloc(100000);

	(void)state;
	zstd_add(&b, text);
	b.n -= 5;
	assert_int_equal(decode(&b, &d, out, 100000, 4096), -1);
	assert_string_equal(d.why, "the zstd data is truncated");
	assert_false(d.corrupt);
	decompress_release(&d);

	b.n += 5;
	/* the frame header's descriptor: reserved bit set */
	b.p[4] |= 0x08;
	assert_int_equal(decode(&b, &d, out, 100000, 4096), -1);
	assert_true(d.corrupt);
	assert_non_null(d.why);
	decompress_release(&d);
	free(b.p);
	free(text);
	free(out);
}

static void
test_read_error(void **state)
{
	struct decompress d;
	char out[64];
	static const unsigned char magic[] = { 0x1f, 0x8b };

	(void)state;
	decompress_init(&d, DZ_GZIP, magic, sizeof(magic));
	/* the header is cut; the next read fails: errno, not "truncated" */
	assert_int_equal(decompress_read(&d, -1, out, sizeof(out)), -1);
	assert_int_equal(d.err, EBADF);
	decompress_release(&d);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_sniff),
		cmocka_unit_test(test_gzip_whole),
		cmocka_unit_test(test_gzip_members_and_padding),
		cmocka_unit_test(test_gzip_truncated),
		cmocka_unit_test(test_gzip_corrupt),
		cmocka_unit_test(test_zstd_frames),
		cmocka_unit_test(test_zstd_truncated_and_corrupt),
		cmocka_unit_test(test_read_error),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
