/* SPDX-License-Identifier: MIT */
#include "output.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "strbuf.h"
#include "util.h"

#define OUTPUT_FORMAT_NAME_(id, name, note, sep) [OUT_##id] = name,
static const char *const names[OUT_NFORMATS] = { OUTPUT_FORMATS(OUTPUT_FORMAT_NAME_) };

const char *
output_format_name(enum output_format f)
{
	return f < OUT_NFORMATS ? names[f] : "?";
}

static int
cmp_sample_keys(const void *x, const void *y)
{
	const struct timeline_sample *a = x, *b = y;

	if (a->stack != b->stack)
		return a->stack < b->stack ? -1 : 1;
	if (a->thread != b->thread)
		return a->thread < b->thread ? -1 : 1;
	if (a->pcs != b->pcs)
		return a->pcs < b->pcs ? -1 : 1;
	return (a->tid > b->tid) - (a->tid < b->tid);
}

size_t
timeline_samples_merge(struct timeline_sample *s, size_t n)
{
	size_t m = 0;

	qsort(s, n, sizeof(*s), cmp_sample_keys);
	for (size_t i = 0; i < n; i++) {
		if (m && !cmp_sample_keys(&s[m - 1], &s[i]))
			s[m - 1].count += s[i].count;
		else
			s[m++] = s[i];
	}
	return m;
}

int
output_format_parse(const char *name, enum output_format *out)
{
	for (int i = 0; i < OUT_NFORMATS; i++)
		if (!strcmp(name, names[i])) {
			*out = i;
			return 0;
		}
	if (!strcmp(name, "pt-pmp") || !strcmp(name, "pmp")) {
		*out = OUT_PTPMP;
		return 0;
	}
	return -1;
}

bool
output_idle_note(const struct output_data *d, const struct view *v, struct strbuf *sb)
{
	if (!d->idle_left)
		return false;
	if (v->snapshots_known && v->snapshots)
		strbuf_addf(sb, "%.1f idle threads per snapshot left out; --idle shows them",
			    (double)d->idle_left_out / (double)v->snapshots);
	else
		strbuf_addf(sb, "%llu idle thread-samples left out; --idle shows them",
			    (unsigned long long)d->idle_left_out);
	return true;
}

bool
module_is_kernel(const char *m)
{
	size_t n = strlen(m);

	/* stackcollapse-perf.pl: "^\[|vmlinux$", not "[unknown]"; pmp also
	 * leaves out the user-space mappings perf puts in brackets */
	if (n >= 7 && !strcmp(m + n - 7, "vmlinux"))
		return true;
	return m[0] == '[' && strcmp(m, "[unknown]") && strcmp(m, "[vdso]") &&
	       strcmp(m, "[vsyscall]") && strcmp(m, "[vectors]") &&
	       strncmp(m, "[heap", 5) && strncmp(m, "[stack", 6) &&
	       strncmp(m, "[anon", 5) && strncmp(m, "[uprobes", 8);
}

const char *
frame_annotation(const struct stackset *ss, uint32_t frame)
{
	struct frame f;

	stackset_frame_get(ss, frame, &f);
	if (f.flags & FRAME_INLINE)
		return "_[i]";
	if (f.module && module_is_kernel(stackset_name_str(ss, f.module)))
		return "_[k]";
	return "";
}

/*
 * p with every frame renamed by frame_annotation(), into out (which
 * shares p's stackset). The suffix goes after the display name in mode
 * (NAME_SHORT or NAME_FULL), not after the name as read: normalizing
 * "finish_task_switch.isra.0_[k]" would cut the compiler's clone suffix
 * and the annotation with it. pt-pmp's spelling gets the suffix too.
 */
static void
annotate(const struct profile *p, struct profile *out, enum name_mode mode)
{
	struct stackset *ss = p->ss;
	uint32_t nf = ss->frames.n, *map = xcalloc(nf ? nf : 1, sizeof(*map));
	uint32_t *buf = NULL;
	size_t abuf = 0;
	struct strbuf sb;

	strbuf_init(&sb);
	profile_init(out, ss);
	out->snapshots = p->snapshots;
	out->snapshots_known = p->snapshots_known;
	out->inputs = p->inputs;
	for (uint32_t st = 0; st < p->ncount; st++) {
		const uint32_t *fr;
		uint32_t n;

		if (!p->count[st])
			continue;
		fr = stackset_stack_get(ss, st, &n);
		ALLOC_GROW(buf, n + 1, abuf);
		memcpy(buf, fr, n * sizeof(*fr));	/* fr moves as stacks are added */
		for (uint32_t i = 0; i < n; i++) {
			uint32_t id = buf[i];
			const char *suffix;
			struct frame f;

			if (id < nf && map[id]) {
				buf[i] = map[id] - 1;
				continue;
			}
			suffix = frame_annotation(ss, id);
			if (*suffix) {
				uint32_t disp = stackset_frame_name(ss, id, mode);
				uint32_t pt = stackset_frame_name(ss, id, NAME_PTPMP);

				stackset_frame_get(ss, id, &f);
				strbuf_reset(&sb);
				strbuf_adds(&sb, stackset_name_str(ss, disp));
				strbuf_adds(&sb, suffix);
				f.name = stackset_str(ss, sb.buf, sb.len);
				strbuf_reset(&sb);
				strbuf_adds(&sb, stackset_name_str(ss, pt));
				strbuf_adds(&sb, suffix);
				f.ptpmp = stackset_str(ss, sb.buf, sb.len);
				buf[i] = stackset_frame(ss, &f);
			}
			if (id < nf)
				map[id] = buf[i] + 1;
		}
		profile_add(out, stackset_stack(ss, buf, n), p->count[st]);
	}
	free(buf);
	free(map);
	strbuf_release(&sb);
}

/* the writer of o->fmt, each given what it prints */
static void
write_view(FILE *out, const struct view *v, const struct output_opts *o,
	   const struct output_data *d)
{
	switch (o->fmt) {
	case OUT_REPORT: out_report(out, v, o, d); break;
	case OUT_PTPMP: out_ptpmp(out, v, o); break;
	case OUT_FOLDED: out_folded(out, v, o); break;
	case OUT_TREE: out_tree(out, v, o); break;
	case OUT_FLAT: out_flat(out, v, o); break;
	case OUT_JSON: out_json(out, v, o, d); break;
	case OUT_SVG: out_svg(out, v, o, d); break;
	case OUT_SPEEDSCOPE: out_speedscope(out, v, o, d); break;
	case OUT_PPROF: out_pprof(out, v, o, d); break;
	case OUT_NFORMATS: break;
	}
}

int
output_write(FILE *out, const struct profile *p, const struct output_opts *o,
	     const struct output_data *d)
{
	struct view v;
	struct profile annotated;
	enum name_mode mode = o->names;

	if (o->annotate) {	/* after the rules saw the plain names */
		annotate(p, &annotated, o->names == NAME_FULL ? NAME_FULL : NAME_SHORT);
		p = &annotated;
	}

	if (o->fmt == OUT_PTPMP)
		mode = NAME_PTPMP;
	else if (o->fmt == OUT_JSON)	/* keep unknown frames resolvable later */
		mode = o->names == NAME_FULL ? NAME_FULL_ADDR : NAME_SHORT_ADDR;
	/* json records the call always, as a field; the others show it only
	 * when asked, so that they stay comparable with gdb and pt-pmp */
	/* (svg keeps the calls apart for its rule colours: its drawer merges
	 * equal frames anyway) */
	view_build_syscalls(&v, p, mode, o->fmt == OUT_JSON ? VIEW_SYSCALLS_FIELD :
				      o->syscalls ? VIEW_SYSCALLS_SHOW :
				      o->fmt == OUT_SVG ? VIEW_SYSCALLS_FIELD :
				      VIEW_SYSCALLS_DROP);
	write_view(out, &v, o, d);
	view_release(&v);
	if (o->annotate)
		profile_release(&annotated);
	if (fflush(out) != 0 || ferror(out)) {
		if (o->path)	/* outfile.h: the file is renamed into place last */
			return error_msg("cannot write '%s': %s; it is left as it was",
					 o->path, strerror(errno ? errno : EIO));
		return error_msg("cannot write output: %s", strerror(errno ? errno : EIO));
	}
	return 0;
}
