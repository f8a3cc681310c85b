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
 * Values are thread-samples. Where the command recorded each sample
 * (struct timeline), there is a sample per stack and thread, labelled
 * {thread: NAME} (and {tid: N} with --tid), and a location per frame:
 *
 *     location: [{id: 1, mapping_id: 1, address: 0x6a1b2c,
 *                 line: [{function_id: 1, line: 0}]}, ...]
 *     function: [{id: 1, name: "mariadbd+0x6a1b2c"}, {id: 2,
 *                 name: "__futex_abstimed_wait_common64",
 *                 filename: "./nptl/futex-internal.c"}, ...]
 *     mapping:  [{id: 1, memory_limit: 0x1a3f000, filename: "/usr/sbin/mariadbd",
 *                 build_id: "4f7b...", has_filenames, has_line_numbers}]
 *
 * Where the input recorded each frame's pc (raw captures, pmp -p, pmp
 * --core: timeline.pcs), a location is a pc: its offset in its module
 * as its address, a line per frame (the inlined calls at that pc, then
 * the function that holds it). A frame pmp could not name is the
 * function "module+0xOFF", so those of two modules stay apart and pprof
 * can name them from the binary. Inputs without pcs: a location per
 * frame, at 0. With --top (the view's largest stacks): one function and
 * one location per frame name of the view. pprof's -top, -traces,
 * -tags, -tree, -web and -http views all work. The protobuf is written by
 * hand (a few varints and length-delimited fields) and gzipped with zlib.
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
	P_SAMPLE_TYPE = 1, P_SAMPLE = 2, P_MAPPING = 3, P_LOCATION = 4, P_FUNCTION = 5,
	P_STRING_TABLE = 6, P_PERIOD_TYPE = 11, P_PERIOD = 12, P_COMMENT = 13,
	VT_TYPE = 1, VT_UNIT = 2,
	S_LOCATION_ID = 1, S_VALUE = 2, S_LABEL = 3,
	LB_KEY = 1, LB_STR = 2, LB_NUM = 3,
	M_ID = 1, M_START = 2, M_LIMIT = 3, M_OFFSET = 4, M_FILENAME = 5, M_BUILD_ID = 6,
	M_HAS_FUNCTIONS = 7, M_HAS_FILENAMES = 8, M_HAS_LINES = 9,
	L_ID = 1, L_MAPPING_ID = 2, L_ADDRESS = 3, L_LINE = 4,
	LN_FUNCTION_ID = 1, LN_LINE = 2,
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

/* ---- per-thread samples, locations per frame (the timeline) ---------- */

/* inlined calls at one pc put in its location; deeper ones go on in the
 * next location at the same address */
#define PP_MAX_INLINE 64

/* id + 1 for key in a growable map; 0 = none yet */
static uint32_t *
map_slot(uint32_t **map, uint32_t *n, uint32_t key)
{
	if (key >= *n) {
		uint32_t want = key + 1024;

		*map = xrealloc(*map, want * sizeof(**map));
		memset(*map + *n, 0, (want - *n) * sizeof(**map));
		*n = want;
	}
	return &(*map)[key];
}

struct pp_tables {
	struct strbuf *pb;
	struct strpool *sp;
	struct strpool funcs;		/* "name\tfile" -> function id - 1 */
	struct idseq lockeys;		/* (frame id, pc string id or 0) */
	uint32_t *loc, nloc;		/* lockeys id -> location id */
	uint32_t *map, nmap;		/* module string id -> mapping id */
	uint32_t nlocs, nmaps;
	uint64_t *map_limit;		/* mapping id - 1 -> highest offset + 1 */
	uint32_t *map_module;		/* mapping id - 1 -> module string id */
	bool *map_unknown;		/* it holds frames pmp could not name */
};

/* "module+0xOFF": the offset; "0xADDR" (a pc in no module): the
 * address; or false */
static bool
where_offset(const char *where, uint64_t *off)
{
	const char *p = strstr(where, "+0x");
	char *end;

	if (p)
		p += 3;
	else if (!strncmp(where, "0x", 2))
		p = where + 2;
	else
		return false;
	*off = strtoull(p, &end, 16);
	return *p && *end == '\0';
}

/* the function of a frame (written when new) and its source line */
static uint32_t
pp_function(struct pp_tables *t, const struct view *v, const struct output_opts *o,
	    uint32_t frame, const struct frame *f, long *lineno)
{
	uint32_t fid, fileid = 0, nfuncs;
	struct strbuf m, key;
	uint64_t name;

	/* the function: the name the other formats show ("module+0xOFF"
	 * for one pmp could not name: those of two modules stay apart),
	 * and its source file, without the line of the call */
	strbuf_init(&key);
	strbuf_adds(&key, stackset_name_str(v->ss, stackset_frame_name(v->ss, frame,
		o->names == NAME_FULL ? NAME_FULL_ADDR : NAME_SHORT_ADDR)));
	if (o->annotate)
		strbuf_adds(&key, frame_annotation(v->ss, frame));
	name = strpool_intern(t->sp, key.buf, key.len);
	*lineno = 0;
	if (f->file) {
		const char *file = stackset_name_str(v->ss, f->file);
		const char *colon = strrchr(file, ':');
		char *end;

		if (colon && colon > file && (*lineno = strtol(colon + 1, &end, 10)) > 0 && !*end)
			fileid = strpool_intern(t->sp, file, colon - file);
		else {
			*lineno = 0;
			fileid = strpool_intern(t->sp, file, strlen(file));
		}
	}
	strbuf_addf(&key, "\t%u", fileid);
	nfuncs = t->funcs.n;
	fid = strpool_intern(&t->funcs, key.buf, key.len) + 1;
	if (t->funcs.n > nfuncs) {	/* new: write the function */
		strbuf_init(&m);
		field_varint(&m, F_ID, fid);
		/* no system_name: pprof would take a name equal to it for one
		 * it may simplify, and drop template and argument lists */
		field_varint(&m, F_NAME, name);
		field_varint(&m, F_FILENAME, fileid);
		field_bytes(t->pb, P_FUNCTION, m.buf, m.len);
		strbuf_release(&m);
	}
	strbuf_release(&key);
	return fid;
}

/*
 * The location of frames fr[0..n) (leaf first: the inlined calls at one
 * pc, then the function that holds it; else n is 1) at pc where (a
 * string id "module+0xOFF", or 0 when the input recorded none; a frame
 * pmp could not name has its own): its address in its module, and a line
 * per frame, as pprof has inlined calls. One location per frames and pc:
 * the pcs of one function are locations of one function.
 */
static uint32_t
pp_location(struct pp_tables *t, const struct view *v, const struct output_opts *o,
	    const uint32_t *fr, uint32_t n, uint32_t where)
{
	uint32_t *slot, mid = 0, *key = xmalloc((n + 1) * sizeof(*key));
	struct strbuf m, line;
	struct frame f;
	uint64_t off = 0;
	bool has_off;

	/* the function that holds the pc says its module */
	stackset_frame_get(v->ss, fr[n - 1], &f);
	if (!where)
		where = f.where;
	key[0] = where;
	memcpy(key + 1, fr, n * sizeof(*fr));
	slot = map_slot(&t->loc, &t->nloc, idseq_intern(&t->lockeys, key, n + 1));
	free(key);
	if (*slot)
		return *slot;
	has_off = where && where_offset(stackset_name_str(v->ss, where), &off);
	if (f.module) {
		uint32_t *ms = map_slot(&t->map, &t->nmap, f.module);

		if (!*ms) {
			*ms = ++t->nmaps;
			t->map_limit = xrealloc(t->map_limit, t->nmaps * sizeof(*t->map_limit));
			t->map_module = xrealloc(t->map_module, t->nmaps * sizeof(*t->map_module));
			t->map_unknown = xrealloc(t->map_unknown, t->nmaps * sizeof(*t->map_unknown));
			t->map_limit[*ms - 1] = 1;
			t->map_module[*ms - 1] = f.module;
			t->map_unknown[*ms - 1] = false;
		}
		mid = *ms;
		if (f.where)
			t->map_unknown[mid - 1] = true;
		if (has_off && off + 1 > t->map_limit[mid - 1])
			t->map_limit[mid - 1] = off + 1;
	}
	strbuf_init(&m);
	strbuf_init(&line);
	*slot = ++t->nlocs;
	field_varint(&m, L_ID, *slot);
	field_varint(&m, L_MAPPING_ID, mid);
	field_varint(&m, L_ADDRESS, has_off ? off : 0);
	for (uint32_t i = 0; i < n; i++) {	/* the leaf's line first */
		struct frame fi;
		long lineno;
		uint32_t fid;

		stackset_frame_get(v->ss, fr[i], &fi);
		fid = pp_function(t, v, o, fr[i], &fi, &lineno);
		strbuf_reset(&line);
		field_varint(&line, LN_FUNCTION_ID, fid);
		field_varint(&line, LN_LINE, (uint64_t)lineno);
		field_bytes(&m, L_LINE, line.buf, line.len);
	}
	field_bytes(t->pb, P_LOCATION, m.buf, m.len);
	strbuf_release(&m);
	strbuf_release(&line);
	return *slot;
}

/* the capture's module a frame's module name (a basename) names, or NULL */
static const struct output_module *
capture_module(const struct output_data *d, const char *name)
{
	for (size_t i = 0; i < d->nmodules; i++) {
		const char *p = d->modules[i].path, *base = strrchr(p, '/');

		if (!strcmp(base ? base + 1 : p, name) || !strcmp(p, name))
			return &d->modules[i];
	}
	return NULL;
}

static void
pp_label(struct strbuf *b, uint64_t key, uint64_t str, long num)
{
	struct strbuf m;

	strbuf_init(&m);
	field_varint(&m, LB_KEY, key);
	field_varint(&m, LB_STR, str);
	if (!str)
		field_varint(&m, LB_NUM, (uint64_t)num);
	field_bytes(b, S_LABEL, m.buf, m.len);
	strbuf_release(&m);
}

/* the rest of a sample message m after its location ids (varints in
 * ids): ids packed, then the count; ids is left empty */
static void
pp_sample_ids(struct strbuf *m, struct strbuf *ids, uint64_t count)
{
	field_bytes(m, S_LOCATION_ID, ids->buf, ids->len);	/* packed */
	strbuf_reset(ids);
	varint(ids, count);
	field_bytes(m, S_VALUE, ids->buf, ids->len);
	strbuf_reset(ids);
}

/* a sample's location ids, leaf first, into ids: a location per frame
 * and pc, calls inlined at one pc folded into one location */
static void
pp_sample_locations(struct pp_tables *t, struct strbuf *ids, const struct view *v,
		    const struct output_opts *o, const struct timeline *tl,
		    const struct timeline_sample *s)
{
	uint32_t nf, npc = 0;
	const uint32_t *fr = stackset_stack_get(v->ss, s->stack, &nf);
	const uint32_t *pc = s->pcs ? idseq_get(&tl->pcs, s->pcs - 1, &npc) : NULL;

	strbuf_reset(ids);
	if (npc != nf)
		pc = NULL;
	for (uint32_t k = nf; k-- > 0;) {	/* leaf first */
		struct frame f;
		uint32_t grp[PP_MAX_INLINE], ng = 0;

		stackset_frame_get(v->ss, fr[k], &f);
		/* the recorded call: a frame only with --syscalls */
		if ((f.flags & FRAME_PSEUDO) && !(o->syscalls && (f.flags & FRAME_SYSCALL)))
			continue;
		/* the calls inlined at one pc, then the function that
		 * holds it: one location (the pc is known) */
		grp[ng++] = fr[k];
		while (pc && pc[k] && (f.flags & FRAME_INLINE) && k > 0 &&
		       pc[k - 1] == pc[k] && ng < PP_MAX_INLINE) {
			stackset_frame_get(v->ss, fr[--k], &f);
			grp[ng++] = fr[k];
		}
		varint(ids, pp_location(t, v, o, grp, ng, pc ? pc[k] : 0));
	}
}

/* the mappings the locations made: one per module, from 0 to its highest
 * known offset */
static void
pp_mappings(const struct pp_tables *t, const struct view *v, const struct output_data *d)
{
	struct strbuf m;

	strbuf_init(&m);
	for (uint32_t i = 0; i < t->nmaps; i++) {
		const char *mod = stackset_name_str(v->ss, t->map_module[i]);
		const struct output_module *om = capture_module(d, mod);
		uint64_t limit = t->map_limit[i];

		strbuf_reset(&m);
		field_varint(&m, M_ID, i + 1);
		/* offsets are the module's own addresses (pc - load bias), as
		 * pprof reads a mapping from 0 with file offset 0 */
		if (om && om->size > limit)
			limit = om->size;
		field_varint(&m, M_LIMIT, limit);
		field_varint(&m, M_FILENAME, str(t->sp, om ? om->path : mod));
		if (om && om->buildid)
			field_varint(&m, M_BUILD_ID, str(t->sp, om->buildid));
		/* has_functions: pprof leaves the names as they are, except
		 * in a module with frames pmp could not name */
		field_varint(&m, M_HAS_FUNCTIONS, !t->map_unknown[i]);
		field_varint(&m, M_HAS_FILENAMES, 1);
		field_varint(&m, M_HAS_LINES, 1);
		field_bytes(t->pb, P_MAPPING, m.buf, m.len);
	}
	strbuf_release(&m);
}

/*
 * The samples from the timeline: one per stack, pcs and thread (and tid
 * with --tid), labelled; a location per frame and pc. Mappings: one per
 * module, from 0 to its highest known offset (frames carry their offset
 * as the address where the input recorded it, so pprof can name those
 * pmp could not later from the binary).
 */
static void
pp_threads(struct strbuf *pb, struct strpool *sp, const struct view *v,
	   const struct output_opts *o, const struct output_data *d)
{
	const struct timeline *tl = d->timeline;
	struct timeline_sample *s = xmalloc((tl->n ? tl->n : 1) * sizeof(*s));
	struct pp_tables t = { .pb = pb, .sp = sp };
	struct strbuf m, ids;
	size_t n = 0;
	uint64_t k_thread = str(sp, "thread"), k_tid = str(sp, "tid");

	strpool_init(&t.funcs);
	idseq_init(&t.lockeys);
	strbuf_init(&m);
	strbuf_init(&ids);
	/* a copy: the timeline is the caller's; without --tid, threads of
	 * one name are one sample */
	for (size_t i = 0; i < tl->n; i++) {
		s[i] = tl->s[i];
		if (!o->tid_label)
			s[i].tid = 0;
	}
	n = timeline_samples_merge(s, tl->n);
	for (size_t i = 0; i < n; i++) {
		pp_sample_locations(&t, &ids, v, o, tl, &s[i]);
		strbuf_reset(&m);
		pp_sample_ids(&m, &ids, s[i].count);
		if (s[i].thread)
			pp_label(&m, k_thread, strpool_intern(sp, stackset_name_str(v->ss,
				 s[i].thread), strlen(stackset_name_str(v->ss, s[i].thread))), 0);
		if (o->tid_label && s[i].tid)
			pp_label(&m, k_tid, 0, s[i].tid);
		field_bytes(pb, P_SAMPLE, m.buf, m.len);
	}
	pp_mappings(&t, v, d);
	free(s);
	free(t.loc);
	free(t.map);
	free(t.map_limit);
	free(t.map_module);
	free(t.map_unknown);
	strpool_release(&t.funcs);
	idseq_release(&t.lockeys);
	strbuf_release(&m);
	strbuf_release(&ids);
}

/* a[idx] exists: the array grows, zeroed, by 256 past idx */
static void
grow_zeroed(uint32_t **a, uint32_t *n, uint32_t idx)
{
	uint32_t want = idx + 256;

	if (idx < *n)
		return;
	*a = xrealloc(*a, want * sizeof(**a));
	memset(*a + *n, 0, (want - *n) * sizeof(**a));
	*n = want;
}

/* the profile of the view's stacks alone (no pcs, no threads): a
 * function and a location per name */
struct pp_names {
	uint32_t *fn, nfn;	/* view name id -> function id */
	uint32_t nfuncs;
	uint32_t *file_of, nfile;	/* view name id -> file name id + 1 */
};

/* a source file for each name, where a frame of that name has one */
static void
pp_names_files(struct pp_names *pn, const struct view *v, const struct output_opts *o)
{
	for (uint32_t id = 0; id < v->ss->frames.n; id++) {
		struct frame f;
		uint32_t d;

		stackset_frame_get(v->ss, id, &f);
		if (!f.file)
			continue;
		d = stackset_frame_name(v->ss, id, o->names);
		grow_zeroed(&pn->file_of, &pn->nfile, d);
		if (!pn->file_of[d])
			pn->file_of[d] = f.file + 1;
	}
}

/* the first n stacks of the view, a sample each */
static void
pp_names_samples(struct pp_names *pn, struct strbuf *pb, const struct view *v,
		 unsigned long n)
{
	struct strbuf m, ids;

	strbuf_init(&m);
	strbuf_init(&ids);
	for (unsigned long i = 0; i < n; i++) {
		struct view_stack s;

		view_get(v, i, &s);
		strbuf_reset(&m);
		for (uint32_t k = s.n; k-- > 0;) {	/* leaf first */
			uint32_t name = s.names[k];

			grow_zeroed(&pn->fn, &pn->nfn, name);
			if (!pn->fn[name])
				pn->fn[name] = ++pn->nfuncs;
			varint(&ids, pn->fn[name]);
		}
		pp_sample_ids(&m, &ids, s.count);
		field_bytes(pb, P_SAMPLE, m.buf, m.len);
	}
	strbuf_release(&m);
	strbuf_release(&ids);
}

/* location i and function i name the same frame */
static void
pp_names_functions(const struct pp_names *pn, struct strbuf *pb, struct strpool *sp,
		   const struct view *v)
{
	struct strbuf m, line;

	strbuf_init(&m);
	strbuf_init(&line);
	for (uint32_t name = 0; name < pn->nfn; name++) {
		uint64_t nm;

		if (!pn->fn[name])
			continue;
		strbuf_reset(&line);
		strbuf_reset(&m);
		field_varint(&line, LN_FUNCTION_ID, pn->fn[name]);
		field_varint(&m, L_ID, pn->fn[name]);
		field_bytes(&m, L_LINE, line.buf, line.len);
		field_bytes(pb, P_LOCATION, m.buf, m.len);
		strbuf_reset(&m);
		nm = str(sp, view_name(v, name));
		field_varint(&m, F_ID, pn->fn[name]);
		/* no system_name: pprof would take a name equal to it for one
		 * it may simplify, and drop template and argument lists */
		field_varint(&m, F_NAME, nm);
		if (name < pn->nfile && pn->file_of[name]) {
			const char *file = stackset_name_str(v->ss, pn->file_of[name] - 1);
			const char *colon = strrchr(file, ':');
			size_t len = colon && colon > file ? (size_t)(colon - file) : strlen(file);

			field_varint(&m, F_FILENAME, strpool_intern(sp, file, len));
		}
		field_bytes(pb, P_FUNCTION, m.buf, m.len);
	}
	strbuf_release(&m);
	strbuf_release(&line);
}

/* the comments: the inputs, the snapshots, what --no-idle left out */
static void
pp_comments(struct strbuf *pb, struct strpool *sp, const struct view *v,
	    const struct output_data *d)
{
	struct strbuf c;

	strbuf_init(&c);
	strbuf_adds(&c, "pmp:");
	for (size_t i = 0; i < d->ninputs; i++)
		strbuf_addf(&c, "%s %s", i ? "," : "", d->inputs[i]);
	if (d->input_format)
		strbuf_addf(&c, " (%s)", d->input_format);
	field_varint(pb, P_COMMENT, str(sp, c.buf));
	strbuf_reset(&c);
	if (v->snapshots_known && v->snapshots) {
		strbuf_addf(&c, "snapshots: %llu", (unsigned long long)v->snapshots);
		field_varint(pb, P_COMMENT, str(sp, c.buf));
	}
	strbuf_reset(&c);
	if (output_idle_note(d, v, &c))	/* --no-idle */
		field_varint(pb, P_COMMENT, str(sp, c.buf));
	strbuf_release(&c);
}

void
out_pprof(FILE *out, const struct view *v, const struct output_opts *o,
	  const struct output_data *d)
{
	unsigned long n = out_limit(v, o);
	struct strbuf pb;
	struct strpool sp;	/* the string table: id 0 is "", as pprof wants */
	struct pp_names pn = { 0 };

	strbuf_init(&pb);
	strpool_init(&sp);
	pp_names_files(&pn, v, o);
	value_type(&pb, P_SAMPLE_TYPE, str(&sp, "samples"), str(&sp, "count"));
	/* each thread's samples, with their frames, where the commands
	 * recorded them; --top limits the view's stacks, which keep names
	 * only */
	if (d->timeline && d->timeline->n && !o->top) {
		pp_threads(&pb, &sp, v, o, d);
		n = 0;
	}
	pp_names_samples(&pn, &pb, v, n);
	pp_names_functions(&pn, &pb, &sp, v);
	value_type(&pb, P_PERIOD_TYPE, str(&sp, "samples"), str(&sp, "count"));
	field_varint(&pb, P_PERIOD, 1);
	pp_comments(&pb, &sp, v, d);
	/* the string table last: every string is interned by now */
	for (uint32_t i = 0; i < sp.n; i++)
		field_bytes(&pb, P_STRING_TABLE, strpool_str(&sp, i), sp.len[i]);
	gzip_write(out, &pb);
	free(pn.fn);
	free(pn.file_of);
	strpool_release(&sp);
	strbuf_release(&pb);
}
