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

#include "profile.h"
#include "thread_samples.h"

struct hotspots;
struct lockgraph;
struct ruleset;
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

/*
 * Thread-samples beside the profile, which keeps counts only, recorded by
 * the commands only when a format needs them: pprof each sample's thread
 * (s, merged as it grows), speedscope every sample in the order the
 * inputs gave them (ts, thread_samples.h: unlike the profile, it grows
 * with the samples). It borrows the profile's stackset; its owner frees
 * s and ts.
 */
struct timeline_sample {
	uint32_t stack;		/* stack id, as added to the profile */
	uint32_t thread;	/* thread name string id, 0 for none */
	uint32_t snapshot;	/* snapshots ended before this sample */
	uint32_t pcs;		/* pprof: id + 1 in timeline.pcs of its
				 * frames' pcs, 0 when unknown */
	long tid;		/* 0 when unknown */
	uint64_t count;
	double time;		/* seconds (struct sample), 0 unknown */
};

struct timeline {
	struct timeline_sample *s;	/* pprof */
	size_t n, alloc;
	struct thread_samples ts;	/* speedscope */
	bool ordered;		/* every input gave each thread's samples in
				 * time order (gdb, eu-stack, raw, perf), so
				 * per-thread profiles make sense */
	/* pprof: the pcs of the samples' frames (struct sample's wheres),
	 * one sequence of "module+0xOFF" string ids per distinct one,
	 * parallel to the stack's frames. Kept beside the stacks, not in
	 * them: two pcs of one function stay one frame everywhere else */
	struct idseq pcs;
};

/*
 * Merge the samples s[0..n) of one stack, thread name, pcs and tid into
 * one (counts summed; snapshot and time are the first's): sorted by
 * those keys, so the time order is gone. Returns how many are left.
 */
size_t timeline_samples_merge(struct timeline_sample *s, size_t n);

/*
 * Live sampling (pmp -p): a partial snapshot missed some threads, a
 * skipped one got none (and is not counted in the profile's snapshots).
 * One snapshot may have several reasons.
 */
struct snapshot_fault {
	const char *reason;		/* json key: "max_pause", ... */
	const char *text;		/* for the report */
	unsigned long partial, skipped;
};

struct snapshot_faults {
	unsigned long partial, skipped;	/* snapshots */
	const struct snapshot_fault *v;	/* borrowed */
	size_t n;
};

/* a module of the capture, for pprof's mappings (raw captures) */
struct output_module {
	char *path;		/* as the capture names it */
	char *buildid;		/* hex, or NULL */
	uint64_t size;		/* end - start of its mapping */
};

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

/* live sampling (pmp -p): the session's figures for the report and json */
struct output_live {
	/* how long the target was stopped per snapshot, in microseconds */
	double pause_p50_us, pause_p99_us, pause_max_us;
	/* snapshots that missed threads or gave none, by reason
	 * (docs/safety.md) */
	const struct snapshot_faults *faults;
	/* with idle skipping on: thread-samples whose stack was reused (the
	 * thread had not run since it was last copied: not stopped), and
	 * those judged idle that woke and were copied again */
	bool reused_known;
	unsigned long reused, woke;
};

/*
 * The data a writer prints besides the profile; each writer reads the
 * fields its format shows. Everything is borrowed from the caller and
 * must outlive output_write(); a zeroed struct is a profile alone.
 */
struct output_data {
	const char *const *inputs;	/* input names, for headers */
	size_t ninputs;
	const char *input_format;	/* "gdb", "mixed", ... for headers */
	const struct hotspots *hotspots; /* rule verdicts (report, json), or NULL */
	/* lock holders, chains and deadlocks (report, json), or NULL;
	 * finished (lockgraph_finish) */
	const struct lockgraph *locks;
	struct ruleset *rules;		/* svg: colour rule verdicts, or NULL */
	const struct timeline *timeline; /* speedscope: time order; pprof:
					  * threads; or NULL */
	const struct output_module *modules; /* pprof: the capture's, or NULL */
	size_t nmodules;
	const struct output_live *live;	/* pmp -p's figures; NULL for saved
					 * inputs */
	/* --no-idle (svg and speedscope by default): the thread-samples of
	 * threads the rules set aside as idle, left out of the profile the
	 * writer sees; writers with room for it say so (output_idle_note) */
	bool idle_left;
	uint64_t idle_left_out;
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
