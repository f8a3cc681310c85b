/* SPDX-License-Identifier: MIT */
/*
 * fuzz_input.c - libFuzzer entry point for every input reader and every
 * output writer of `pmp aggregate`.
 *
 * Input layout: byte 0 selects the reader and a few options, the rest is
 * the file content. Its low 3 bits are the reader, enum input_format
 * (0 auto, 1 gdb, 2 eu-stack, 3 ptpmp, 4 folded, 5 raw, 6 perf, 7 perf-report;
 * modulo IN_NFORMATS), so that adding a reader does not change what the seeds
 * mean. The readers after those (coredump, mariadb-log) are reached through
 * detection, byte 0 = 0. Its high 5 bits turn options on (0: the defaults):
 *   8 --full-names, 16 --invert, 32 --top 3, 64 --min-share 1,
 *   128 --thread-names and -l 3
 *
 * The content goes through a memfd so the readers see a real file
 * descriptor, as they do in pmp (linereader reads in chunks).
 *
 * Built two ways: by tests/fuzz/run.sh with clang -fsanitize=fuzzer, and
 * with tests/fuzz/replay.c into build/tests/fuzz_replay for `make check`.
 */
#include "fuzz_common.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "input.h"
#include "output.h"
#include "profile.h"
#include "stackset.h"
#include "util.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum {
	OPT_FULL_NAMES = 1, OPT_INVERT = 2, OPT_TOP = 4, OPT_MIN_SHARE = 8,
	OPT_THREAD_NAMES = 16,	/* and -l 3 */
};

/* the sink of cmd_aggregate.c, reduced to what is not option parsing */
struct fuzz_sink {
	struct sink sink;
	struct profile *prof;
	unsigned opts;
	uint32_t *buf;
	size_t abuf;
};

static void
fuzz_sample(struct sink *sk, const struct sample *s)
{
	struct fuzz_sink *f = (struct fuzz_sink *)sk;
	struct stackset *ss = f->prof->ss;
	const uint32_t *fr = s->frames;
	uint32_t n = s->n;

	if ((f->opts & OPT_THREAD_NAMES) && n > 3) {
		fr += n - 3;
		n = 3;
	}
	if ((f->opts & OPT_THREAD_NAMES) && s->thread) {
		struct frame fm = { 0 };

		ALLOC_GROW(f->buf, n + 1, f->abuf);
		fm.name = fm.ptpmp = stackset_str(ss, s->thread, strlen(s->thread));
		f->buf[0] = stackset_frame(ss, &fm);
		memcpy(f->buf + 1, fr, n * sizeof(*fr));
		fr = f->buf;
		n++;
	}
	profile_add(f->prof, stackset_stack(ss, fr, n), s->count);
}

static void
fuzz_snapshot_end(struct sink *sk)
{
	((struct fuzz_sink *)sk)->prof->snapshots++;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const inputs[] = { "fuzz-input" };
	struct fuzz_sink fs = { .sink = { fuzz_sample, fuzz_snapshot_end } };
	struct output_opts oo = { 0 };
	struct output_data od = { .inputs = inputs, .ninputs = 1 };
	struct stackset ss;
	struct profile prof;
	struct input in;
	enum input_format fmt;
	FILE *out;
	char path[32];
	int fd;

	if (size < 1)
		return 0;
	fmt = (enum input_format)((data[0] & 7) % IN_NFORMATS);
	fs.opts = data[0] >> 3;
	/* a failure here is the machine's, not pmp's: abort loudly */
	fd = fuzz_file(data + 1, size - 1, path);

	stackset_init(&ss);
	profile_init(&prof, &ss);
	fs.prof = &prof;
	input_read(&in, fd, "fuzz-input", fmt, &ss, &fs.sink, NULL);
	close(fd);
	if (in.fmt != IN_AUTO && !in.has_snapshots)
		prof.snapshots_known = false;
	prof.inputs++;

	/* pmp writes nothing when nothing was read (cmd_aggregate.c) */
	if (prof.samples > 0) {
		out = fopen("/dev/null", "w");
		if (!out) {
			perror("fuzz_input: /dev/null");
			abort();
		}
		oo.names = (fs.opts & OPT_FULL_NAMES) ? NAME_FULL : NAME_SHORT;
		oo.invert = fs.opts & OPT_INVERT;
		oo.top = (fs.opts & OPT_TOP) ? 3 : 0;
		oo.min_share = (fs.opts & OPT_MIN_SHARE) ? 1.0 : 0.0;
		od.input_format = in.fmt != IN_AUTO ? input_format_name(in.fmt) : NULL;
		for (int f = 0; f < OUT_NFORMATS; f++) {
			oo.fmt = (enum output_format)f;
			output_write(out, &prof, &oo, &od);
		}
		fclose(out);
	}

	profile_release(&prof);
	stackset_release(&ss);
	free(fs.buf);
	return 0;
}
