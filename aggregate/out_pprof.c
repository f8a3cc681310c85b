/* SPDX-License-Identifier: MIT */
/*
 * out_pprof.c - pprof's profile.proto (github.com/google/pprof, file
 * proto/profile.proto), gzipped, as `go tool pprof` and `pprof` read it:
 *
 *   Profile {
 *     sample_type: [{type: "samples", unit: "count"}]
 *     sample:      [{location_id: [leaf, ..., root], value: [90]}, ...]
 *     location:    [{id: 1, line: [{function_id: 1}]}, ...]
 *     function:    [{id: 1, name: "__GI___poll", filename: "./io/poll.c"}, ...]
 *     string_table: ["", "samples", "count", ...]
 *     period_type: {type: "samples", unit: "count"}, period: 1
 *     comment:     ["pmp: samples/mariadb-10.11-rw.gdb (gdb)", "snapshots: 3"]
 *   }
 *
 * One function and one location per frame name of the view, so pprof's
 * -top, -traces, -tree, -web and -http views all work on names. Values
 * are thread-samples. The protobuf is written by hand (a few varints and
 * length-delimited fields) and gzipped with zlib.
 */
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "output.h"
#include "strbuf.h"
#include "strpool.h"
#include "util.h"

/* profile.proto field numbers */
enum {
	P_SAMPLE_TYPE = 1, P_SAMPLE = 2, P_LOCATION = 4, P_FUNCTION = 5,
	P_STRING_TABLE = 6, P_PERIOD_TYPE = 11, P_PERIOD = 12, P_COMMENT = 13,
	VT_TYPE = 1, VT_UNIT = 2,
	S_LOCATION_ID = 1, S_VALUE = 2,
	L_ID = 1, L_LINE = 4,
	LN_FUNCTION_ID = 1,
	F_ID = 1, F_NAME = 2, F_FILENAME = 4,
};

enum { WT_VARINT = 0, WT_LEN = 2 };

static void
varint(struct strbuf *b, uint64_t v)
{
	char c[10];
	size_t n = 0;

	do {
		c[n++] = (char)((v & 0x7f) | (v > 0x7f ? 0x80 : 0));
		v >>= 7;
	} while (v);
	strbuf_add(b, c, n);
}

static void
key(struct strbuf *b, unsigned field, unsigned wt)
{
	varint(b, (uint64_t)field << 3 | wt);
}

static void
field_varint(struct strbuf *b, unsigned field, uint64_t v)
{
	if (!v)		/* proto3: zero is the default, left out */
		return;
	key(b, field, WT_VARINT);
	varint(b, v);
}

static void
field_bytes(struct strbuf *b, unsigned field, const char *s, size_t n)
{
	key(b, field, WT_LEN);
	varint(b, n);
	strbuf_add(b, s, n);
}

static void
value_type(struct strbuf *b, unsigned field, uint64_t type, uint64_t unit)
{
	struct strbuf m;

	strbuf_init(&m);
	field_varint(&m, VT_TYPE, type);
	field_varint(&m, VT_UNIT, unit);
	field_bytes(b, field, m.buf, m.len);
	strbuf_release(&m);
}

static uint64_t
str(struct strpool *sp, const char *s)
{
	return strpool_intern(sp, s, strlen(s));
}

/* gzip b into out; 0, or -1 (reported) */
static int
gzip_write(FILE *out, const struct strbuf *b)
{
	z_stream zs;
	unsigned char buf[1 << 15];
	int r;

	memset(&zs, 0, sizeof(zs));
	/* 15 + 16: a gzip header and trailer around the deflate stream */
	if (deflateInit2(&zs, Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16, 8,
			 Z_DEFAULT_STRATEGY) != Z_OK)
		return error_msg("pprof: zlib: %s", zs.msg ? zs.msg : "cannot initialize");
	zs.next_in = (unsigned char *)b->buf;
	zs.avail_in = (uInt)b->len;
	do {
		zs.next_out = buf;
		zs.avail_out = sizeof(buf);
		r = deflate(&zs, Z_FINISH);
		if (r == Z_STREAM_ERROR) {
			deflateEnd(&zs);
			return error_msg("pprof: zlib: %s", zs.msg ? zs.msg : "deflate failed");
		}
		fwrite(buf, 1, sizeof(buf) - zs.avail_out, out);
	} while (r != Z_STREAM_END);
	deflateEnd(&zs);
	return 0;
}

void
out_pprof(FILE *out, const struct view *v, const struct output_opts *o)
{
	unsigned long n = out_limit(v, o);
	struct strbuf pb, m, ids;
	struct strpool sp;	/* the string table: id 0 is "", as pprof wants */
	uint32_t *fn = NULL, nfn = 0;	/* view name id -> function id */
	uint32_t nfuncs = 0;
	uint32_t *file_of = NULL, nfile = 0;	/* view name id -> file name id + 1 */

	strbuf_init(&pb);
	strbuf_init(&m);
	strbuf_init(&ids);
	strpool_init(&sp);
	/* a source file for each name, where a frame of that name has one */
	for (uint32_t id = 0; id < v->ss->frames.n; id++) {
		struct frame f;
		uint32_t d;

		stackset_frame_get(v->ss, id, &f);
		if (!f.file)
			continue;
		d = stackset_frame_name(v->ss, id, o->names);
		if (d >= nfile) {
			uint32_t want = d + 256;

			file_of = xrealloc(file_of, want * sizeof(*file_of));
			memset(file_of + nfile, 0, (want - nfile) * sizeof(*file_of));
			nfile = want;
		}
		if (!file_of[d])
			file_of[d] = f.file + 1;
	}
	value_type(&pb, P_SAMPLE_TYPE, str(&sp, "samples"), str(&sp, "count"));
	for (unsigned long i = 0; i < n; i++) {
		struct view_stack s;

		view_get(v, i, &s);
		strbuf_reset(&m);
		strbuf_reset(&ids);
		for (uint32_t k = s.n; k-- > 0;) {	/* leaf first */
			uint32_t name = s.names[k];

			if (name >= nfn) {
				uint32_t want = name + 256;

				fn = xrealloc(fn, want * sizeof(*fn));
				memset(fn + nfn, 0, (want - nfn) * sizeof(*fn));
				nfn = want;
			}
			if (!fn[name])
				fn[name] = ++nfuncs;
			varint(&ids, fn[name]);
		}
		field_bytes(&m, S_LOCATION_ID, ids.buf, ids.len);	/* packed */
		strbuf_reset(&ids);
		varint(&ids, s.count);
		field_bytes(&m, S_VALUE, ids.buf, ids.len);
		field_bytes(&pb, P_SAMPLE, m.buf, m.len);
	}
	/* location i and function i name the same frame */
	for (uint32_t name = 0; name < nfn; name++) {
		struct strbuf line;
		uint64_t nm;

		if (!fn[name])
			continue;
		strbuf_init(&line);
		strbuf_reset(&m);
		field_varint(&line, LN_FUNCTION_ID, fn[name]);
		field_varint(&m, L_ID, fn[name]);
		field_bytes(&m, L_LINE, line.buf, line.len);
		field_bytes(&pb, P_LOCATION, m.buf, m.len);
		strbuf_reset(&m);
		nm = str(&sp, view_name(v, name));
		field_varint(&m, F_ID, fn[name]);
		/* no system_name: pprof would take a name equal to it for one
		 * it may simplify, and drop template and argument lists */
		field_varint(&m, F_NAME, nm);
		if (name < nfile && file_of[name]) {
			const char *file = stackset_name_str(v->ss, file_of[name] - 1);
			const char *colon = strrchr(file, ':');
			size_t len = colon && colon > file ? (size_t)(colon - file) : strlen(file);

			field_varint(&m, F_FILENAME, strpool_intern(&sp, file, len));
		}
		field_bytes(&pb, P_FUNCTION, m.buf, m.len);
		strbuf_release(&line);
	}
	value_type(&pb, P_PERIOD_TYPE, str(&sp, "samples"), str(&sp, "count"));
	field_varint(&pb, P_PERIOD, 1);
	{
		struct strbuf c;

		strbuf_init(&c);
		strbuf_adds(&c, "pmp:");
		for (size_t i = 0; i < o->ninputs; i++)
			strbuf_addf(&c, "%s %s", i ? "," : "", o->inputs[i]);
		if (o->input_format)
			strbuf_addf(&c, " (%s)", o->input_format);
		field_varint(&pb, P_COMMENT, str(&sp, c.buf));
		strbuf_reset(&c);
		if (v->snapshots_known && v->snapshots) {
			strbuf_addf(&c, "snapshots: %llu", (unsigned long long)v->snapshots);
			field_varint(&pb, P_COMMENT, str(&sp, c.buf));
		}
		strbuf_reset(&c);
		if (output_idle_note(o, v, &c))	/* --no-idle */
			field_varint(&pb, P_COMMENT, str(&sp, c.buf));
		strbuf_release(&c);
	}
	/* the string table last: every string is interned by now */
	for (uint32_t i = 0; i < sp.n; i++)
		field_bytes(&pb, P_STRING_TABLE, strpool_str(&sp, i), sp.len[i]);
	gzip_write(out, &pb);
	free(fn);
	free(file_of);
	strpool_release(&sp);
	strbuf_release(&pb);
	strbuf_release(&m);
	strbuf_release(&ids);
}
