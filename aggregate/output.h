/* SPDX-License-Identifier: MIT */
/*
 * output.h - writers of an aggregated profile. Each writer works on a
 * view (lib/profile.h) built in the naming mode it needs; none of them
 * changes the profile. docs/formats.md shows every format.
 */
#ifndef PMP_OUTPUT_H
#define PMP_OUTPUT_H

#include <stdbool.h>
#include <stdio.h>

#include "output_data.h"
#include "waitlen.h"
#include "profile.h"

struct strbuf;

/*
 * The output formats: the one list. X(ID, NAME, NOTE, SEP): the enum
 * OUT_ID, the name --format takes, and the --help line (outopt.h), where
 * NAME NOTE is followed by SEP; the "unknown output format" message is
 * made from the names (outopt.c). output_write() calls each format's
 * writer out_NAME() with what it prints (the compiler warns when a
 * format has no case there).
 */
#define OUTPUT_FORMATS(X)                                                 \
	X(REPORT, "report", " (default)", ", ")                               \
	X(PTPMP, "ptpmp", "", ", ")                                           \
	X(FOLDED, "folded", "", ", ")                                         \
	X(TREE, "tree", "", ", ")                                             \
	X(FLAT, "flat", "", ", ")                                             \
	X(JSON, "json", "", ",\n                        ")                    \
	X(SVG, "svg", " (flame graph)", ", ")                                 \
	X(SPEEDSCOPE, "speedscope", "", ", ")                                 \
	X(PPROF, "pprof", " (gzipped proto)", "\n")

#define OUTPUT_FORMAT_ENUM_(id, name, note, sep) OUT_##id,
enum output_format { OUTPUT_FORMATS(OUTPUT_FORMAT_ENUM_) OUT_NFORMATS };
/* the formats as --help lists them: "report (default), ptpmp, ...\n" */
#define OUTPUT_FORMAT_HELP_(id, name, note, sep) name note sep
#define OUTPUT_FORMATS_HELP OUTPUT_FORMATS(OUTPUT_FORMAT_HELP_)


/* what to print: the format and its flags, from the command line; the
 * data printed besides the profile is in struct output_data */
struct output_opts {
	enum output_format fmt;
	const char *path;		/* -o FILE, named when a write fails;
					 * NULL: standard output */
	enum name_mode names;		/* NAME_SHORT or NAME_FULL */
	unsigned long top;		/* stacks or rows to print; 0 = all */
	double min_share;		/* tree: prune nodes under this percent */
	bool invert;			/* tree: leaf first */
	bool icicle;			/* svg: root on top */
	bool syscalls;			/* --syscalls: the recorded call is the
					 * leaf frame "[NAME]" (lib/profile.h) */
	bool annotate;			/* names get "_[i]" (inlined) or "_[k]"
					 * (kernel), as stackcollapse-perf --all */
	bool tid_label;			/* pprof: a "tid" label (--tid) */
};


/* json's "version" (out_json.c, and pmp diff's json): the shape that
 * docs/pmp-json.schema.json describes; raised when a change would break
 * a reader of the old one, not when a field is added */
#define PMP_JSON_VERSION 1

/* the name of f ("?" for none) */
const char *output_format_name(enum output_format f);
int output_format_parse(const char *name, enum output_format *out);
/* the profile p as o asks, with what d (not NULL) gives besides it;
 * returns 0, or -1 if writing failed (reported) */
int output_write(FILE *out, const struct profile *p, const struct output_opts *o,
		 const struct output_data *d);

/* the writers, one per file out_*.c; those that print the profile alone
 * take no output_data */
void out_ptpmp(FILE *out, const struct view *v, const struct output_opts *o);
void out_folded(FILE *out, const struct view *v, const struct output_opts *o);
void out_tree(FILE *out, const struct view *v, const struct output_opts *o);
void out_flat(FILE *out, const struct view *v, const struct output_opts *o);
void out_json(FILE *out, const struct view *v, const struct output_opts *o,
	      const struct output_data *d);
void out_report(FILE *out, const struct view *v, const struct output_opts *o,
		const struct output_data *d);
/* the report's hotspot sections alone, as out_report() writes them between
 * its header and its stacks: d->hotspots (when not NULL), then the lock
 * graph d->locks (when not NULL); pmp top's hotspots view */
void out_report_hotspots(FILE *out, const struct output_data *d);
/*
 * A wait still going on at the end, on an InnoDB latch (its holder from
 * the sux_lock layout, or a rule of class latch), proven longer than half
 * of d->fatal_wait: true. output_warn_fatal_waits() says each on stderr
 * (at most FATAL_WARN_MAX lines, then how many more), whatever the format.
 */
#define FATAL_WARN_MAX 5
bool output_fatal_wait(const struct output_data *d, const struct waitlen_episode *e);
void output_warn_fatal_waits(const struct output_data *d);
void out_svg(FILE *out, const struct view *v, const struct output_opts *o,
	     const struct output_data *d);
void out_speedscope(FILE *out, const struct view *v, const struct output_opts *o,
		    const struct output_data *d);
void out_pprof(FILE *out, const struct view *v, const struct output_opts *o,
	       const struct output_data *d);

/*
 * The flame graph drawer behind out_svg, shared with `pmp diff --format
 * svg` (diff_out.c). The caller gives stacks as names, root first; the
 * drawer merges them into a tree, lays it out and writes one
 * self-contained SVG (script embedded, no network access).
 */
enum fg_class { FG_APP, FG_SYS, FG_WAIT, FG_IDLE, FG_HOT, FG_NCLASSES };

struct fg_stack {
	const char *const *names;	/* root first; borrowed */
	uint32_t n;
	double count;			/* width: thread-samples */
	double before;			/* diff: the before side's share, else 0 */
	const unsigned char *cls;	/* enum fg_class per frame, or NULL */
	const char *const *notes;	/* per frame: a note for the tooltip
					 * (the rule's lock), or NULL */
};

struct fg_opts {
	const char *title, *subtitle;
	bool icicle;
	bool diff;			/* colour by change, not by class */
	double total_before;		/* diff: thread-samples before */
	uint64_t snapshots;		/* per-snapshot figures when not 0 */
	const char *unit;		/* "samples" */
};

void fg_write(FILE *out, const struct fg_stack *st, size_t n, const struct fg_opts *fo);

/* "62.0 idle threads per snapshot left out; --idle shows them" (or "N
 * idle thread-samples" without snapshots) into sb, when d->idle_left;
 * else sb is left alone. Returns whether it wrote. */
bool output_idle_note(const struct output_data *d, const struct view *v, struct strbuf *sb);

/* annotation suffix of a frame for --annotate: "_[i]", "_[k]" or "" */
const char *frame_annotation(const struct stackset *ss, uint32_t frame);
/* a perf module name that is the kernel's ("[kernel.kallsyms]", "vmlinux") */
bool module_is_kernel(const char *module);

/* helpers shared by writers */
static inline double
share_pct(uint64_t n, uint64_t total)
{
	return total ? 100.0 * (double)n / (double)total : 0.0;
}
static inline unsigned long
out_limit(const struct view *v, const struct output_opts *o)
{
	return (o->top && o->top < v->n) ? o->top : v->n;
}

#endif
