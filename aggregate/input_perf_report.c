/* SPDX-License-Identifier: MIT */
/*
 * input_perf_report.c - read `perf report --stdio` text, format
 * "perf-report": the file people attach to regression reports. Its flat
 * part gives each function's self share (and, with --children, its
 * total); its call graph, where printed, gives the chains:
 *
 *   # Samples: 233  of event 'cpu-clock'
 *   # Event count (approx.): 233233233
 *   #
 *   # Overhead       Samples  Command  Shared Object      Symbol
 *   # ........  ............  .......  .................  ..............
 *   #
 *       45.06%           105  main-th  perf_target        [.] leaf_spin
 *               |
 *               ---leaf_spin
 *                  main
 *                  |
 *                  |--30.00%--__libc_start_call_main
 *                  |
 *                   --15.06%--start_thread
 *
 * Columns are found by the "# Overhead"/"# Children" header line: the
 * percentages (Overhead, or Children and Self), Samples (-n), Command,
 * Shared Object, then Symbol ("[.] name", "[k] name"). Command and
 * Shared Object are cut at the header's column positions (perf aligns
 * them); other columns are skipped.
 *
 * What becomes samples: every entry's self samples, spread over the
 * chains its call graph prints. With --no-children the graph is callee
 * first (the function, its caller, ...); with --children the chains that
 * end at the entry's own function are its self samples, root first (the
 * other chains are its children's, counted at their own entries). A
 * chain's share is perf's "graph" percentage of all samples, made a
 * count with the "# Samples:" total (or exactly, with -n, for the entry
 * itself). Self samples whose chain was not printed (below the call
 * graph's threshold, 0.5% by default, or no graph at all) are emitted
 * with the part of the chain that is known (with --no-children: the
 * chain down to the node where the branches were cut; with --children:
 * the function alone), so every function's self count is the report's,
 * and the totals of callers may fall short: the reader says by how much,
 * and with --children, which functions' totals (the Children column)
 * could not be recovered. Only the first event of the report is read
 * (input_perf_event picks another), as for perf script.
 *
 * The thread name is the Command column; there are no snapshots and no
 * tids.
 */
#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "input.h"
#include "util.h"

/* a node of an entry's call graph: a run of frames, then branches */
struct pr_node {
	int col;		/* the column its frames' names start at */
	int parent;		/* index, or -1 */
	size_t off, n;		/* its path, root of the graph first: into path */
	double pct;		/* perf's share of all samples */
	double kids;		/* the shares of its branches */
};

/* a function's figures, by the string id of its name */
struct pr_func {
	double reported;	/* --children: the Children column, samples */
	double recovered;	/* the samples emitted through it */
	uint64_t last;		/* private: the emission that counted it */
};

struct pr_reader {
	struct input *in;
	/* columns of the header line (-1: absent) */
	int c_comm, c_dso, c_sym;
	int npct;		/* percentage columns first: 1, or 2 (Children Self) */
	bool samples_col;	/* -n: a Samples column after them */
	bool children;		/* --children */
	bool f_omitted;		/* sorted by symbol alone (no Command, no
				 * Shared Object): perf prints the chains
				 * without the entry's own function */
	bool header;		/* the header line was read */
	double total;		/* "# Samples:" of the event read, 0 unknown */
	bool total_rounded;	/* it had a K/M suffix */
	char *event;		/* the event read */
	char *other;		/* the first other event */
	bool skip;		/* in the section of another event */
	/* the current entry */
	bool entry;
	char *comm;
	uint32_t fframe;	/* its function's frame (with the module) */
	uint32_t fname;		/* the string id of its name */
	double self, tot;	/* shares in percent */
	double self_n;		/* its self samples: -n, else the share */
	struct pr_node *nodes;
	size_t nnodes, anodes;
	uint32_t *path;		/* frame ids of all nodes' paths */
	size_t npath, apath;
	uint32_t *frames;	/* scratch, innermost first */
	size_t aframes;
	/* figures */
	struct pr_func *funcs;	/* by name string id */
	size_t afuncs;
	uint64_t emitted;
	double unrecovered;	/* self samples without their whole chain */
	unsigned long entries_cut;	/* entries with some of those */
	char *first_cut;	/* the first such entry's function */
	double first_cut_n;
};

static const char *
skip_ws(const char *s)
{
	while (*s == ' ' || *s == '\t')
		s++;
	return s;
}

/* "12.34%" at s: the number, the end in *end; false if not one */
static bool
pct_token(const char *s, double *v, const char **end)
{
	char *e;

	if (!isdigit((unsigned char)*s))
		return false;
	*v = strtod(s, &e);
	if (*e != '%')
		return false;
	*end = e + 1;
	return true;
}

static struct pr_func *
func(struct pr_reader *r, uint32_t name)
{
	if (name >= r->afuncs) {
		size_t n = r->afuncs ? r->afuncs : 256;

		while (n <= name)
			n *= 2;
		r->funcs = xrealloc(r->funcs, n * sizeof(*r->funcs));
		memset(r->funcs + r->afuncs, 0, (n - r->afuncs) * sizeof(*r->funcs));
		r->afuncs = n;
	}
	return &r->funcs[name];
}

/* a frame of a chain or of the Symbol column: "??" for perf's unknown
 * symbols ("[unknown]", a bare address; address 0, an unwind that ran off
 * the stack, which perf script prints as "0 [unknown]", has no "0x"
 * because printf's '#' flag adds none to zero: "0" in a chain ("%#llx"),
 * "0000000000000000" in the Symbol column ("%-#.*llx") */
static uint32_t
frame_of(struct pr_reader *r, const char *s, size_t n, const char *mod, size_t mlen)
{
	struct stackset *ss = r->in->ss;
	struct frame f = { 0 };

	while (n && (s[n - 1] == ' ' || s[n - 1] == '\t'))
		n--;
	if (!n || (n == 9 && !memcmp(s, "[unknown]", 9)) || strspn(s, "0") == n ||
	    (n > 2 && s[0] == '0' && s[1] == 'x' && strspn(s + 2, "0123456789abcdef") >= n - 2))
		f.name = stackset_str(ss, "??", 2);
	else
		f.name = stackset_str(ss, s, n);
	if (mlen && !(mlen == 9 && !memcmp(mod, "[unknown]", 9)))
		f.module = stackset_str(ss, mod, mlen);
	return stackset_frame(ss, &f);
}

static uint32_t
frame_name(struct pr_reader *r, uint32_t frame)
{
	struct frame f;

	stackset_frame_get(r->in->ss, frame, &f);
	return f.name;
}

/* count samples of pct percent of all */
static double
samples_of(const struct pr_reader *r, double pct)
{
	return pct / 100.0 * (r->total > 0 ? r->total : 10000.0);
}

/* emit frames (innermost first, n of them) count times; the functions on
 * the stack are recovered that much */
static void
emit(struct pr_reader *r, uint32_t *frames, size_t n, double count)
{
	uint64_t c = (uint64_t)llround(count);

	if (!c || !n)
		return;
	r->emitted++;
	for (size_t i = 0; i < n; i++) {
		struct pr_func *f = func(r, frame_name(r, frames[i]));

		if (f->last != r->emitted) {	/* recursion counts once */
			f->last = r->emitted;
			f->recovered += c;
		}
	}
	input_emit(r->in, r->comm, 0, frames, (uint32_t)n, c);
}

static void
cut(struct pr_reader *r, double n)
{
	if (n < 0.5)
		return;
	r->unrecovered += n;
	if (!r->entries_cut++) {
		r->first_cut = xstrdup(stackset_name_str(r->in->ss, r->fname));
		r->first_cut_n = n;
	}
}

/* the entry ended: its samples, by chain */
static void
end_entry(struct pr_reader *r)
{
	double scale, done = 0, want;
	if (!r->entry)
		return;
	r->entry = false;
	want = r->self_n;
	/* the chains' shares are of all samples; -n made the entry exact:
	 * scale the chains to it */
	scale = r->self > 0 ? want / samples_of(r, r->self) : 1;
	for (size_t i = 0; i < r->nnodes; i++) {
		struct pr_node *nd = &r->nodes[i];
		const uint32_t *p = r->path + nd->off;
		bool self_chain;
		double n, rest;

		ALLOC_GROW(r->frames, nd->n + 1, r->aframes);
		if (!r->children) {
			/* callee first: already innermost first; the
			 * function's own frame keeps its module. With
			 * --sort sym alone perf prints its callers only:
			 * the function goes first then */
			size_t k = nd->n && frame_name(r, p[0]) == r->fname;

			r->frames[0] = r->fframe;
			memcpy(r->frames + 1, p + k, (nd->n - k) * sizeof(*p));
			n = samples_of(r, nd->kids > 0 ? nd->pct - nd->kids : nd->pct) * scale;
			if (nd->kids > 0) {
				/* samples that went on below the printed
				 * branches: their chain is known this far */
				rest = samples_of(r, nd->pct - nd->kids) * scale;
				if (rest >= 0.5) {
					emit(r, r->frames, nd->n - k + 1, rest);
					cut(r, rest);
					done += llround(rest);
				}
				continue;
			}
			emit(r, r->frames, nd->n - k + 1, n);
			done += llround(n);
		} else {
			/* root first; a self chain ends at the function.
			 * Sorted by symbol alone, perf leaves the function
			 * out of its chains: its callers' chains and its
			 * callees' look alike, and none is taken */
			if (nd->kids > 0 || !nd->n || r->f_omitted)
				continue;
			self_chain = frame_name(r, p[nd->n - 1]) == r->fname;
			if (!self_chain)
				continue;
			for (size_t k = 0; k < nd->n; k++)
				r->frames[k] = p[nd->n - 1 - k];
			r->frames[0] = r->fframe;
			n = samples_of(r, nd->pct) * scale;
			/* a chain that is the function alone ("---F", its
			 * callees pruned) holds its children's samples too:
			 * never more than the self samples left */
			if (n > want - done)
				n = want - done;
			emit(r, r->frames, nd->n, n);
			done += llround(n);
		}
	}
	/* what no printed chain holds: the function alone */
	if (want - done >= 0.5) {
		ALLOC_GROW(r->frames, 1, r->aframes);
		r->frames[0] = r->fframe;
		emit(r, r->frames, 1, want - done);
		cut(r, want - done);
	}
	r->nnodes = r->npath = 0;
}

bool
input_perf_report_header(const char *line)
{
	const char *p;

	if (line[0] != '#' || line[1] != ' ' || !strstr(line, "  Symbol"))
		return false;
	p = skip_ws(line + 1);
	return !strncmp(p, "Overhead ", 9) || !strncmp(p, "Children ", 9) ||
	       !strncmp(p, "Samples ", 8) || !strncmp(p, "Self ", 5);
}

/* the "# Overhead ..." / "# Children ..." line: where the columns start */
static void
header_line(struct pr_reader *r, const char *line)
{
	const char *p = line + 1;

	r->header = true;
	r->c_comm = r->c_dso = r->c_sym = -1;
	r->npct = 0;
	r->samples_col = r->children = false;
	while (*(p = skip_ws(p))) {
		const char *e = p;
		int col = (int)(p - line);

		/* a title ends at two blanks ("Shared Object" has one) */
		while (*e && !(e[0] == ' ' && (e[1] == ' ' || !e[1])))
			e++;
		if (!strncmp(p, "Children", 8)) {
			r->children = true;
			r->npct++;
		} else if (!strncmp(p, "Self", 4) || !strncmp(p, "Overhead", 8)) {
			r->npct++;
		} else if (!strncmp(p, "Samples", 7)) {
			r->samples_col = true;
		} else if (!strncmp(p, "Command", 7)) {
			r->c_comm = col;
		} else if (!strncmp(p, "Shared Object", 13)) {
			r->c_dso = col;
		} else if (!strncmp(p, "Symbol", 6)) {
			r->c_sym = col;
		}
		p = e;
	}
	r->f_omitted = r->c_comm < 0 && r->c_dso < 0;
}

/* the text of column [from, to) of line (to -1: the rest), trimmed */
static size_t
column(const char *line, size_t len, int from, int to, const char **s)
{
	size_t a = from < 0 || (size_t)from > len ? len : (size_t)from;
	size_t b = to < 0 || (size_t)to > len ? len : (size_t)to;

	while (a < b && line[a] == ' ')
		a++;
	while (b > a && line[b - 1] == ' ')
		b--;
	*s = line + a;
	return b - a;
}

static bool
entry_line(struct pr_reader *r, const char *line, size_t len)
{
	const char *p = skip_ws(line), *e, *sym, *comm, *dso;
	double v[2] = { 0, 0 };
	size_t nc, nd;
	int next;

	double n = -1;

	for (int i = 0; i < r->npct; i++) {
		if (!pct_token(p, &v[i], &e))
			return false;
		p = skip_ws(e);
	}
	if (r->samples_col) {	/* -n, or -F sample,...: the self samples */
		char *ne;

		n = strtod(p, &ne);
		if (ne == p || (*ne && *ne != ' '))
			return false;
		p = skip_ws(ne);
	}
	if (!r->npct && !r->samples_col)
		return false;
	end_entry(r);
	r->entry = true;
	r->tot = v[0];
	r->self = r->children ? v[1] : v[0];
	if (!r->npct)		/* only the count: its share of the total */
		r->self = r->tot = r->total > 0 ? 100.0 * n / r->total : n / 100.0;
	r->self_n = n >= 0 ? n : samples_of(r, r->self);
	/* Command and Shared Object: cut at the header's columns */
	next = r->c_dso >= 0 ? r->c_dso : r->c_sym;
	nc = column(line, len, r->c_comm, next, &comm);
	nd = column(line, len, r->c_dso, r->c_sym, &dso);
	free(r->comm);
	r->comm = r->c_comm >= 0 && nc ? xstrndup(comm, nc) : NULL;
	/* Symbol: after "[.] ", "[k] " */
	sym = r->c_sym >= 0 && (size_t)r->c_sym < len ? line + r->c_sym : p;
	sym = skip_ws(sym);
	if (sym[0] == '[' && sym[1] && sym[2] == ']')
		sym = skip_ws(sym + 3);
	r->fframe = frame_of(r, sym, strlen(sym), r->c_dso >= 0 ? dso : NULL,
			     r->c_dso >= 0 ? nd : 0);
	r->fname = frame_name(r, r->fframe);
	/* every unknown symbol is "??": the Children figures of several
	 * addresses do not add up to the samples that pass through any of
	 * them (one chain can hold two), so "??" has no total to check */
	if (r->children && r->fname != stackset_str(r->in->ss, "??", 2)) {
		struct pr_func *f = func(r, r->fname);

		f->reported += samples_of(r, r->tot);
	}
	return true;
}

/* a node of the graph: a new one under parent (-1: a root) */
static int
node_new(struct pr_reader *r, int parent, int col, double pct)
{
	struct pr_node *nd;

	ALLOC_GROW(r->nodes, r->nnodes + 1, r->anodes);
	nd = &r->nodes[r->nnodes];
	nd->col = col;
	nd->parent = parent;
	nd->pct = pct;
	nd->kids = 0;
	nd->off = r->npath;
	nd->n = 0;
	if (parent >= 0) {	/* its path starts as its parent's */
		struct pr_node *pn = &r->nodes[parent];

		ALLOC_GROW(r->path, r->npath + pn->n, r->apath);
		memcpy(r->path + r->npath, r->path + pn->off, pn->n * sizeof(*r->path));
		r->npath += pn->n;
		nd->n = pn->n;
		pn->kids += pct;
	}
	return (int)r->nnodes++;
}

static void
node_add(struct pr_reader *r, int i, uint32_t frame)
{
	struct pr_node *nd = &r->nodes[i];

	/* a node's path is always the last one in path: append in place */
	if (nd->off + nd->n != r->npath) {
		size_t off = r->npath;

		ALLOC_GROW(r->path, r->npath + nd->n + 1, r->apath);
		memcpy(r->path + off, r->path + nd->off, nd->n * sizeof(*r->path));
		nd->off = off;
		r->npath += nd->n;
	}
	ALLOC_GROW(r->path, r->npath + 1, r->apath);
	r->path[r->npath++] = frame;
	nd->n++;
}

/*
 * The innermost open node whose names start at col, or -1. perf places
 * the frames after a branch "--0.86%--name" one column right of the name
 * (it pads the share as if it had two digits before the point): col - 1
 * is that node too, and from then on its column is col.
 */
static int
node_at(struct pr_reader *r, int col)
{
	for (size_t i = r->nnodes; i-- > 0;) {
		if (r->nodes[i].col == col)
			return (int)i;
		if (r->nodes[i].col == col - 1) {
			r->nodes[i].col = col;
			return (int)i;
		}
	}
	return -1;
}

/*
 * One line of the call graph: "|", "---name", "|--12.34%--name",
 * " --12.34%--name" or a continuation "name", with "|" columns before.
 */
static void
graph_line(struct pr_reader *r, const char *line)
{
	const char *p = line, *name, *dash;
	double pct;
	int col, parent, i;

	while (*p == ' ' || *p == '|' || *p == '\t')
		p++;
	if (!*p)
		return;
	if (!strncmp(p, "---", 3)) {		/* the root of a graph */
		name = p + 3;
		col = (int)(name - line);
		/* with --children the chain holds the children's samples too */
		i = node_new(r, -1, col, r->children ? r->tot : r->self);
		node_add(r, i, frame_of(r, name, strlen(name), NULL, 0));
		return;
	}
	if (p[0] == '-' && p[1] == '-' && pct_token(p + 2, &pct, &dash) &&
	    !strncmp(dash, "--", 2)) {		/* a branch */
		name = dash + 2;
		col = (int)(name - line);
		/* its parent's names start where its "|" (or blank) is */
		parent = node_at(r, (int)(p - line) - 1);
		/* none: a branch at the top, as --children prints the chains
		 * of a function with self samples */
		i = node_new(r, parent, col, pct);
		node_add(r, i, frame_of(r, name, strlen(name), NULL, 0));
		return;
	}
	/* a continuation: the next frame of the chain whose names start here */
	i = node_at(r, (int)(p - line));
	if (i < 0) {
		input_skip(r->in, "perf report call graph line under no chain");
		return;
	}
	node_add(r, i, frame_of(r, p, strlen(p), NULL, 0));
}

/* "# Samples: 233  of event 'cpu-clock'" (or "12K"): the total and event */
static void
samples_line(struct pr_reader *r, const char *line)
{
	const char *p = skip_ws(line + 10), *q, *ev;
	char *e;
	double n = strtod(p, &e);

	if (e == p)
		return;
	r->total_rounded = *e == 'K' || *e == 'M' || *e == 'G';
	if (*e == 'K')
		n *= 1e3;
	else if (*e == 'M')
		n *= 1e6;
	else if (*e == 'G')
		n *= 1e9;
	ev = strstr(e, "of event '");
	q = ev ? strchr(ev + 10, '\'') : NULL;
	end_entry(r);
	r->header = false;
	if (ev && q) {
		size_t elen = q - (ev + 10);

		ev += 10;
		if (!r->event && (!input_perf_event || (strlen(input_perf_event) == elen &&
							!memcmp(input_perf_event, ev, elen)))) {
			r->event = xstrndup(ev, elen);
			r->skip = false;
		} else {
			r->skip = !r->event || strlen(r->event) != elen ||
				  memcmp(r->event, ev, elen);
			if (r->skip && !r->other)
				r->other = xstrndup(ev, elen);
		}
	}
	if (!r->skip)
		r->total = n;
}

/* the figures that could not be recovered, once per input */
static void
report_cuts(struct pr_reader *r)
{
	struct input *in = r->in;
	unsigned long short_funcs = 0;
	uint32_t worst = 0;
	double worst_gap = 0;

	if (r->entries_cut)
		warning_msg("%s: %.0f samples (%.1f%%) of %lu entries, '%s' the first "
			    "(%.0f), have callers the call graph does not print (pruned "
			    "below its threshold, or no graph): their self counts are "
			    "whole, the totals of their callers fall short by up to that "
			    "(perf report -g graph,0 prints every chain)", in->path,
			    r->unrecovered, 100.0 * r->unrecovered / (double)(in->samples ?
			    in->samples : 1), r->entries_cut, r->first_cut, r->first_cut_n);
	if (!r->children)
		return;
	for (size_t i = 0; i < r->afuncs; i++) {
		double gap = r->funcs[i].reported - r->funcs[i].recovered;

		if (r->funcs[i].reported > 0 && gap >= 0.5 + 0.01 * r->funcs[i].reported) {
			short_funcs++;
			if (gap > worst_gap) {
				worst_gap = gap;
				worst = (uint32_t)i;
			}
		}
	}
	if (short_funcs)
		warning_msg("%s: the totals (Children column) of %lu functions could not be "
			    "recovered from the printed chains: '%s' is %.0f samples in the "
			    "report, %.0f from its chains", in->path, short_funcs,
			    stackset_name_str(in->ss, worst), r->funcs[worst].reported,
			    r->funcs[worst].recovered);
}

int
input_perf_report(struct input *in)
{
	struct pr_reader r = { .in = in, .c_comm = -1, .c_dso = -1, .c_sym = -1 };
	char *line;
	size_t len;

	in->has_snapshots = false;
	while (input_line(in, &line, &len)) {
		if (len && line[len - 1] == '\r')
			line[--len] = '\0';
		if (line[0] == '#') {
			if (!strncmp(line, "# Samples: ", 11))
				samples_line(&r, line);
			else if (input_perf_report_header(line))
				header_line(&r, line);
			continue;
		}
		if (r.skip)
			continue;
		if (skip_ws(line)[0] == '\0') {
			end_entry(&r);
			continue;
		}
		if (!r.header) {
			input_skip(in, "perf report line before its '# Overhead' header");
			continue;
		}
		if (entry_line(&r, line, len))
			continue;
		if (!r.entry) {
			input_skip(in, "not a perf report entry ('12.34% ... [.] symbol')");
			continue;
		}
		graph_line(&r, line);
	}
	end_entry(&r);
	if (!r.total)
		warning_msg("%s: no '# Samples:' line: counts are the report's shares, "
			    "per 10000 samples", in->path);
	else if (r.total_rounded && !r.samples_col)
		warning_msg("%s: the report rounds its sample total ('# Samples:' with K or "
			    "M): counts are near, not exact (perf report -n prints them)",
			    in->path);
	if (r.other)
		warning_msg("%s: read the samples of event '%s' only; the report has "
			    "others (the first: '%s'); --event EVENT picks one", in->path,
			    r.event ? r.event : "?", r.other);
	report_cuts(&r);
	free(r.comm);
	free(r.event);
	free(r.other);
	free(r.first_cut);
	free(r.nodes);
	free(r.path);
	free(r.frames);
	free(r.funcs);
	return 0;
}
