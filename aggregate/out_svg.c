/* SPDX-License-Identifier: MIT */
/*
 * out_svg.c - an interactive flame graph: one self-contained SVG file with
 * its script embedded (no network access, no external file), in the shape
 * of FlameGraph's flamegraph.pl so that its users feel at home:
 *
 *   <svg ... onload="init(evt)">  <script> zoom, search, details </script>
 *   <text id="title">pmp flame graph</text> <text id="subtitle">...</text>
 *   <g id="frames">
 *     <g class="f" data-n="90" data-c="wait"><title>__GI___poll (90 samples,
 *       37.97%, 30.00 per snapshot)</title><rect x=".." y=".." width=".."
 *       height="15" fill="rgb(..)"/><text x=".." y="..">__GI___poll</text></g>
 *     ...
 *   </g>
 *
 * Frames are laid out as flamegraph.pl does: children sorted by name,
 * width proportional to thread-samples, root at the bottom (--icicle: at
 * the top), frames narrower than 0.1 px left out. In a browser: hover
 * shows the frame, its count and share at the bottom; a click zooms into
 * a frame (its callers are kept, faded); "Search" (or Ctrl-F) highlights
 * the frames matching a regular expression and says what share they hold;
 * Esc or "Reset Zoom" goes back.
 *
 * Colours say what a frame is (data-c):
 *   app   application code (warm: yellow to orange)
 *   sys   glibc or kernel code (green)
 *   wait  glibc or kernel code a thread waits in, at the top of its stack (blue)
 *   idle  a thread a rule calls idle (grey)
 *   hot   a lock hotspot or logical wait a rule names (red): the frames the
 *         rule matched and the ones above them; the tooltip names the lock
 * With `pmp diff --format svg` (fg_write with diff set), the width is the
 * after side and the colour the change of share: red grew, blue shrank,
 * deeper for larger changes.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "hotspots.h"
#include "output.h"
#include "ruleset.h"
#include "strbuf.h"
#include "util.h"

#define IMG_WIDTH 1200
#define XPAD 10
#define FRAME_H 16
#define FONT_SIZE 12
#define FONT_WIDTH 0.59		/* average glyph width, in font sizes */
#define MIN_WIDTH 0.1		/* px: narrower frames are left out */
#define YPAD_TOP (FONT_SIZE * 6)	/* title, subtitle, legend */
#define YPAD_BOTTOM (FONT_SIZE * 2 + 10)	/* details line */

static const char *const class_name[FG_NCLASSES] = {
	[FG_APP] = "app", [FG_SYS] = "sys", [FG_WAIT] = "wait",
	[FG_IDLE] = "idle", [FG_HOT] = "hot",
};

static const char *const class_label[FG_NCLASSES] = {
	[FG_APP] = "application", [FG_SYS] = "glibc/kernel",
	[FG_WAIT] = "glibc/kernel wait", [FG_IDLE] = "idle (rule)",
	[FG_HOT] = "hotspot (rule)",
};

/* ---- XML text ---- */

/* s as XML character data: escaped, and valid UTF-8 whatever the input
 * holds (a bad byte or a control character would make the whole file
 * unreadable, so each becomes '?') */
static void
xml_text(FILE *out, const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s, *e = p + n;

	while (p < e) {
		unsigned c = *p;
		size_t len = 1;

		if (c >= 0x80) {
			size_t need = c >= 0xf0 && c < 0xf5 ? 4 : c >= 0xe0 ? 3 : c >= 0xc2 ? 2 : 0;
			bool ok = need && c < 0xf5 && (size_t)(e - p) >= need;

			for (size_t i = 1; ok && i < need; i++)
				ok = (p[i] & 0xc0) == 0x80;
			/* no overlong 3-byte forms, no surrogates, nothing past U+10FFFF */
			if (ok && need == 3)
				ok = !(c == 0xe0 && p[1] < 0xa0) && !(c == 0xed && p[1] >= 0xa0);
			if (ok && need == 4)
				ok = !(c == 0xf0 && p[1] < 0x90) && !(c == 0xf4 && p[1] >= 0x90);
			if (ok) {
				fwrite(p, 1, need, out);
				p += need;
				continue;
			}
			fputc('?', out);
			p++;
			continue;
		}
		switch (c) {
		case '&': fputs("&amp;", out); break;
		case '<': fputs("&lt;", out); break;
		case '>': fputs("&gt;", out); break;
		case '"': fputs("&quot;", out); break;
		case '\'': fputs("&apos;", out); break;
		default:
			fputc(c < 0x20 && c != '\t' ? '?' : (int)c, out);
		}
		p += len;
	}
}

static void
xml_str(FILE *out, const char *s)
{
	xml_text(out, s, strlen(s));
}

/* ---- the tree ---- */

struct node {
	const char *name;
	uint32_t depth;		/* 0: the "all" root */
	double x;		/* thread-samples left of it */
	double count, before;
	double cls[FG_NCLASSES];	/* thread-samples of each class */
	const char *note;	/* of the largest hot contribution */
	double note_count;
};

struct tree {
	struct node *v;		/* closed nodes */
	size_t n, alloc;
	struct node *open;	/* the path being built, by depth */
	size_t aopen;
	uint32_t nopen;
	uint32_t maxdepth;
};

static void
close_to(struct tree *t, uint32_t depth)
{
	while (t->nopen > depth) {
		struct node *nd = &t->open[--t->nopen];

		ALLOC_GROW(t->v, t->n + 1, t->alloc);
		t->v[t->n++] = *nd;
	}
}

static int
cmp_names(const struct fg_stack *a, const struct fg_stack *b)
{
	uint32_t n = a->n < b->n ? a->n : b->n;

	for (uint32_t i = 0; i < n; i++) {
		int c = strcmp(a->names[i], b->names[i]);

		if (c)
			return c;
	}
	return a->n < b->n ? -1 : a->n > b->n;
}

static int
cmp_idx(const void *x, const void *y, void *ctx)
{
	const struct fg_stack *base = ctx;
	size_t a = *(const size_t *)x, b = *(const size_t *)y;
	int c = cmp_names(&base[a], &base[b]);

	return c ? c : (a > b) - (a < b);
}

/* merge the stacks, sorted by name as flamegraph.pl does, into nodes */
static void
build_tree(struct tree *t, const struct fg_stack *st, size_t n)
{
	size_t *idx = xmalloc((n ? n : 1) * sizeof(*idx));
	const struct fg_stack *prev = NULL;
	double x = 0;

	memset(t, 0, sizeof(*t));
	for (size_t i = 0; i < n; i++)
		idx[i] = i;
	qsort_r(idx, n, sizeof(*idx), cmp_idx, (void *)st);
	ALLOC_GROW(t->open, 1, t->aopen);
	memset(&t->open[0], 0, sizeof(t->open[0]));
	t->open[0].name = "all";
	t->nopen = 1;
	for (size_t k = 0; k < n; k++) {
		const struct fg_stack *s = &st[idx[k]];
		uint32_t common = 0;

		if (s->count <= 0 && s->before <= 0)
			continue;
		if (prev)
			while (common < s->n && common < prev->n &&
			       !strcmp(s->names[common], prev->names[common]))
				common++;
		close_to(t, common + 1);
		for (uint32_t d = common; d < s->n; d++) {
			struct node *nd;

			ALLOC_GROW(t->open, t->nopen + 1, t->aopen);
			nd = &t->open[t->nopen++];
			memset(nd, 0, sizeof(*nd));
			nd->name = s->names[d];
			nd->depth = d + 1;
			nd->x = x;
			if (d + 1 > t->maxdepth)
				t->maxdepth = d + 1;
		}
		for (uint32_t d = 0; d <= s->n; d++) {
			struct node *nd = &t->open[d];
			enum fg_class c = d && s->cls ? s->cls[d - 1] : FG_APP;

			nd->count += s->count;
			nd->before += s->before;
			nd->cls[c < FG_NCLASSES ? c : FG_APP] += s->count;
			if (d && s->notes && s->notes[d - 1] && s->count > nd->note_count) {
				nd->note = s->notes[d - 1];
				nd->note_count = s->count;
			}
		}
		x += s->count;
		prev = s;
	}
	close_to(t, 0);
	free(idx);
}

static enum fg_class
node_class(const struct node *nd)
{
	enum fg_class best = FG_APP;

	for (int c = 1; c < FG_NCLASSES; c++)
		if (nd->cls[c] > nd->cls[best])
			best = c;
	return best;
}

/* ---- colours ---- */

static void
rgb(char *buf, size_t n, int r, int g, int b)
{
	unsigned char c[3] = {
		(unsigned char)(r < 0 ? 0 : r > 255 ? 255 : r),
		(unsigned char)(g < 0 ? 0 : g > 255 ? 255 : g),
		(unsigned char)(b < 0 ? 0 : b > 255 ? 255 : b),
	};

	snprintf(buf, n, "rgb(%u,%u,%u)", c[0], c[1], c[2]);
}

/* two numbers in [0, 1) from a name, so a function keeps its colour */
static void
name_hash(const char *s, double *v1, double *v2)
{
	uint32_t h = 2166136261u;

	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	*v1 = (double)(h & 0xffff) / 65536.0;
	*v2 = (double)(h >> 16) / 65536.0;
}

static void
class_colour(enum fg_class c, const char *name, char *buf, size_t n)
{
	double v1 = 0.5, v2 = 0.5;

	if (name)
		name_hash(name, &v1, &v2);
	switch (c) {
	case FG_SYS:
		rgb(buf, n, 120 + (int)(60 * v1), 190 + (int)(40 * v2),
			 70 + (int)(40 * v1));
		break;
	case FG_WAIT:
		rgb(buf, n, 80 + (int)(50 * v1), 150 + (int)(45 * v2),
			 225 + (int)(30 * v1));
		break;
	case FG_IDLE:
		rgb(buf, n, 180 + (int)(25 * v1), 180 + (int)(25 * v1),
			 180 + (int)(25 * v1));
		break;
	case FG_HOT:
		rgb(buf, n, 215 + (int)(35 * v1), 30 + (int)(45 * v2),
			 30 + (int)(35 * v1));
		break;
	default:	/* application: flamegraph.pl's warm hues, less red */
		rgb(buf, n, 225 + (int)(30 * v2), 115 + (int)(115 * v1),
			 (int)(55 * v2));
	}
}

/* diff: red grew, blue shrank, grey unchanged; ratio in [-1, 1] */
static void
diff_colour(double ratio, char *buf, size_t n)
{
	double a = fabs(ratio);
	int lo;

	if (ratio == 0) {
		rgb(buf, n, 225, 225, 225);
		return;
	}
	a = 0.15 + 0.85 * a;	/* any change is visible */
	lo = (int)(225 - 150 * a);
	if (ratio > 0)
		rgb(buf, n, 240, lo, lo);
	else
		rgb(buf, n, lo, lo + (int)(30 * a), 240);
}

/* ---- the page ---- */

static const char script[] =
"\"use strict\";\n"
"var details, searchbtn, unzoombtn, matchedtxt, frames, searching = false;\n"
"var fontSize = 12, fontWidth = 0.59, xpad = 10, width = 1200;\n"
"var icicle = document.documentElement.getAttribute('data-icicle') === '1';\n"
"function init(evt) {\n"
"	details = document.getElementById('details').firstChild;\n"
"	searchbtn = document.getElementById('search');\n"
"	unzoombtn = document.getElementById('unzoom');\n"
"	matchedtxt = document.getElementById('matched');\n"
"	frames = document.getElementById('frames');\n"
"	for (var g of frames.children) {\n"
"		var r = g.querySelector('rect');\n"
"		r._x = +r.getAttribute('x'); r._w = +r.getAttribute('width');\n"
"		r._fill = r.getAttribute('fill');\n"
"	}\n"
"	var params = new URLSearchParams(window.location.search);\n"
"	if (params.get('s')) search(params.get('s'));\n"
"}\n"
"window.addEventListener('click', function(e) {\n"
"	var g = find_group(e.target);\n"
"	if (g) {\n"
"		if (g.classList.contains('parent')) unzoom();\n"
"		zoom(g);\n"
"	} else if (e.target.id === 'unzoom') {\n"
"		unzoom();\n"
"	} else if (e.target.id === 'search') {\n"
"		search_prompt();\n"
"	}\n"
"}, false);\n"
"window.addEventListener('mouseover', function(e) {\n"
"	var g = find_group(e.target);\n"
"	if (g) details.nodeValue = 'Frame: ' + g_text(g);\n"
"}, false);\n"
"window.addEventListener('mouseout', function(e) {\n"
"	if (find_group(e.target)) details.nodeValue = ' ';\n"
"}, false);\n"
"window.addEventListener('keydown', function(e) {\n"
"	if (e.keyCode === 114 || (e.ctrlKey && e.keyCode === 70)) {\n"
"		e.preventDefault();\n"
"		search_prompt();\n"
"	} else if (e.keyCode === 27) {\n"
"		unzoom();\n"
"		reset_search();\n"
"	}\n"
"}, false);\n"
"function find_group(node) {\n"
"	while (node && node.classList) {\n"
"		if (node.classList.contains('f')) return node;\n"
"		node = node.parentNode;\n"
"	}\n"
"	return null;\n"
"}\n"
"/* the title's first line: 'NAME (N samples, P%...)' */\n"
"function g_text(g) {\n"
"	return g.querySelector('title').textContent.split('\\n')[0];\n"
"}\n"
"function g_name(g) {\n"
"	var t = g_text(g);\n"
"	return t.substring(0, t.lastIndexOf(' ('));\n"
"}\n"
"function update_text(g) {\n"
"	var r = g.querySelector('rect'), t = g.querySelector('text');\n"
"	var w = +r.getAttribute('width') - 3, name = g_name(g);\n"
"	var chars = Math.floor(w / (fontSize * fontWidth));\n"
"	t.setAttribute('x', +r.getAttribute('x') + 3);\n"
"	if (chars < 3) t.textContent = '';\n"
"	else if (name.length > chars) t.textContent = name.substring(0, chars - 2) + '..';\n"
"	else t.textContent = name;\n"
"}\n"
"function zoom(node) {\n"
"	var r = node.querySelector('rect');\n"
"	var xmin = r._x, w = r._w, xmax = xmin + w, ymin = +r.getAttribute('y');\n"
"	var ratio = (width - 2 * xpad) / w, fudge = 0.0001;\n"
"	unzoombtn.classList.remove('hide');\n"
"	for (var g of frames.children) {\n"
"		var a = g.querySelector('rect'), ex = a._x, ew = a._w;\n"
"		var ey = +a.getAttribute('y');\n"
"		var caller = icicle ? ey < ymin : ey > ymin;\n"
"		g.classList.remove('parent');\n"
"		g.classList.remove('hide');\n"
"		if (caller) {\n"
"			if (ex <= xmin + fudge && ex + ew >= xmax - fudge) {\n"
"				g.classList.add('parent');\n"
"				a.setAttribute('x', xpad);\n"
"				a.setAttribute('width', width - 2 * xpad);\n"
"			} else {\n"
"				g.classList.add('hide');\n"
"			}\n"
"		} else if (ex < xmin - fudge || ex + fudge >= xmax) {\n"
"			g.classList.add('hide');\n"
"		} else {\n"
"			a.setAttribute('x', (ex - xmin) * ratio + xpad);\n"
"			a.setAttribute('width', ew * ratio);\n"
"		}\n"
"		update_text(g);\n"
"	}\n"
"}\n"
"function unzoom() {\n"
"	unzoombtn.classList.add('hide');\n"
"	for (var g of frames.children) {\n"
"		var a = g.querySelector('rect');\n"
"		g.classList.remove('parent');\n"
"		g.classList.remove('hide');\n"
"		a.setAttribute('x', a._x);\n"
"		a.setAttribute('width', a._w);\n"
"		update_text(g);\n"
"	}\n"
"}\n"
"function search_prompt() {\n"
"	if (searching) {\n"
"		reset_search();\n"
"		return;\n"
"	}\n"
"	var term = prompt('Enter a search term (regexp allowed, eg: ^mutex)', '');\n"
"	if (term) search(term);\n"
"}\n"
"function reset_search() {\n"
"	for (var g of frames.children) {\n"
"		var a = g.querySelector('rect');\n"
"		a.setAttribute('fill', a._fill);\n"
"	}\n"
"	searching = false;\n"
"	searchbtn.classList.remove('show');\n"
"	searchbtn.firstChild.nodeValue = 'Search';\n"
"	matchedtxt.classList.add('hide');\n"
"	matchedtxt.firstChild.nodeValue = ' ';\n"
"}\n"
"/* highlight the frames whose name matches; the share counts each\n"
"   sample once, even when matching frames nest */\n"
"function search(term) {\n"
"	var re;\n"
"	try { re = new RegExp(term); } catch (err) { alert('bad regexp: ' + err.message); return; }\n"
"	reset_search();\n"
"	var hits = [], total = 0;\n"
"	for (var g of frames.children) {\n"
"		var a = g.querySelector('rect');\n"
"		if (g.getAttribute('data-root') === '1') total = +g.getAttribute('data-n');\n"
"		if (!re.test(g_name(g))) continue;\n"
"		a.setAttribute('fill', 'rgb(230,0,230)');\n"
"		hits.push([a._x, a._w, +g.getAttribute('data-n')]);\n"
"	}\n"
"	searching = true;\n"
"	searchbtn.classList.add('show');\n"
"	searchbtn.firstChild.nodeValue = 'Reset Search';\n"
"	hits.sort(function(p, q) { return p[0] - q[0] || q[1] - p[1]; });\n"
"	var count = 0, end = -1;\n"
"	for (var h of hits) {\n"
"		if (h[0] >= end - 0.0001) { count += h[2]; end = h[0] + h[1]; }\n"
"	}\n"
"	matchedtxt.classList.remove('hide');\n"
"	matchedtxt.firstChild.nodeValue = 'Matched: ' +\n"
"		(total ? (100 * count / total).toFixed(2) : '0') + '% (' + count + ' samples)';\n"
"}\n";

static double
frame_y(const struct fg_opts *fo, uint32_t depth, uint32_t maxdepth)
{
	if (fo->icicle)
		return YPAD_TOP + (double)depth * FRAME_H;
	return YPAD_TOP + (double)(maxdepth - depth) * FRAME_H;
}

static void
fit_text(FILE *out, const char *name, double w)
{
	size_t chars = w > 3 ? (size_t)((w - 3) / (FONT_SIZE * FONT_WIDTH)) : 0;
	size_t n = strlen(name);

	if (chars < 3)
		return;
	if (n <= chars) {
		xml_text(out, name, n);
		return;
	}
	/* cut on a character boundary */
	n = chars - 2;
	while (n > 0 && ((unsigned char)name[n] & 0xc0) == 0x80)
		n--;
	xml_text(out, name, n);
	fputs("..", out);
}

static void
legend(FILE *out, const struct fg_opts *fo)
{
	double x = XPAD, y = FONT_SIZE * 4;

	if (fo->diff) {
		static const char *const lab[2] = { "grew (after > before)", "shrank" };
		for (int i = 0; i < 2; i++) {
			char col[32];

			diff_colour(i ? -0.8 : 0.8, col, sizeof(col));
			fprintf(out, "<rect x=\"%.1f\" y=\"%.1f\" width=\"12\" height=\"12\" "
				"fill=\"%s\"/><text x=\"%.1f\" y=\"%.1f\" class=\"legend\">%s</text>\n",
				x, y, col, x + 16, y + 10, lab[i]);
			x += 30 + strlen(lab[i]) * FONT_SIZE * FONT_WIDTH;
		}
		return;
	}
	for (int c = 0; c < FG_NCLASSES; c++) {
		char col[32];

		class_colour(c, NULL, col, sizeof(col));
		fprintf(out, "<rect x=\"%.1f\" y=\"%.1f\" width=\"12\" height=\"12\" fill=\"%s\" "
			"data-legend=\"%s\"/><text x=\"%.1f\" y=\"%.1f\" class=\"legend\">%s</text>\n",
			x, y, col, class_name[c], x + 16, y + 10, class_label[c]);
		x += 30 + strlen(class_label[c]) * FONT_SIZE * FONT_WIDTH;
	}
}

/* what the drawing's size and colours follow */
struct fg_layout {
	double total;		/* the root's count (after, in a diff) */
	double fw;		/* pixels per count */
	double maxdelta;	/* a diff's largest change of share */
	uint32_t maxdepth;	/* of the frames wide enough to draw */
	int height;
};

/* a diff: the node's share after minus its share before */
static double
node_delta(const struct node *nd, const struct fg_layout *lay, const struct fg_opts *fo)
{
	return (lay->total ? nd->count / lay->total : 0) -
	       (fo->total_before ? nd->before / fo->total_before : 0);
}

static void
fg_measure(const struct tree *t, const struct fg_opts *fo, struct fg_layout *lay)
{
	/* the root closes last */
	lay->total = t->n ? t->v[t->n - 1].count : 0;
	lay->fw = lay->total > 0 ? (IMG_WIDTH - 2.0 * XPAD) / lay->total : 0;
	lay->maxdelta = 0;
	lay->maxdepth = 0;
	for (size_t i = 0; i < t->n; i++) {
		const struct node *nd = &t->v[i];

		if (nd->count * lay->fw < MIN_WIDTH)
			continue;
		if (nd->depth > lay->maxdepth)
			lay->maxdepth = nd->depth;
		if (fo->diff && nd->depth && fabs(node_delta(nd, lay, fo)) > lay->maxdelta)
			lay->maxdelta = fabs(node_delta(nd, lay, fo));
	}
	lay->height = (int)((lay->maxdepth + 1) * FRAME_H + YPAD_TOP + YPAD_BOTTOM);
}

/* everything before the frames: the document, style, script, titles and
 * the legend */
static void
fg_header(FILE *out, const struct fg_opts *fo, int height)
{
	fprintf(out, "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n"
		"<svg version=\"1.1\" width=\"%d\" height=\"%d\" onload=\"init(evt)\" "
		"viewBox=\"0 0 %d %d\" data-icicle=\"%d\" "
		"xmlns=\"http://www.w3.org/2000/svg\">\n"
		"<!-- pmp flame graph: drawn by pmp (docs/formats.md); open it in a "
		"browser -->\n", IMG_WIDTH, height, IMG_WIDTH, height, fo->icicle ? 1 : 0);
	fputs("<defs><linearGradient id=\"background\" y1=\"0\" y2=\"1\" x1=\"0\" x2=\"0\">"
	      "<stop stop-color=\"#f8f8f8\" offset=\"5%\"/>"
	      "<stop stop-color=\"#e8e8f0\" offset=\"95%\"/></linearGradient></defs>\n"
	      "<style type=\"text/css\">\n"
	      "text { font-family: Verdana, 'DejaVu Sans', sans-serif; font-size: 12px; "
	      "fill: rgb(0,0,0); }\n"
	      "#title { text-anchor: middle; font-size: 17px; }\n"
	      "#subtitle { text-anchor: middle; fill: rgb(90,90,90); }\n"
	      "#search, #unzoom { cursor: pointer; }\n"
	      "#search { opacity: 0.5; }\n#search.show { opacity: 1; }\n"
	      "#search:hover, #unzoom:hover { fill: rgb(0,0,200); }\n"
	      ".legend { font-size: 11px; fill: rgb(60,60,60); }\n"
	      ".f text { pointer-events: none; }\n"
	      ".f:hover rect { stroke: black; stroke-width: 0.5; cursor: pointer; }\n"
	      ".hide { display: none; }\n"
	      ".parent { opacity: 0.5; }\n"
	      "</style>\n<script type=\"text/ecmascript\"><![CDATA[\n", out);
	fputs(script, out);
	fputs("]]></script>\n", out);
	fprintf(out, "<rect x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" "
		"fill=\"url(#background)\"/>\n", IMG_WIDTH, height);
	fprintf(out, "<text id=\"title\" x=\"%d\" y=\"%d\">", IMG_WIDTH / 2, FONT_SIZE * 2);
	xml_str(out, fo->title ? fo->title : "pmp flame graph");
	fprintf(out, "</text>\n<text id=\"subtitle\" x=\"%d\" y=\"%d\">", IMG_WIDTH / 2,
		FONT_SIZE * 2 + 17);
	xml_str(out, fo->subtitle ? fo->subtitle : " ");
	fprintf(out, "</text>\n<text id=\"unzoom\" x=\"%d\" y=\"%d\" class=\"hide\">"
		"Reset Zoom</text>\n", XPAD, FONT_SIZE * 2);
	fprintf(out, "<text id=\"search\" x=\"%d\" y=\"%d\">Search</text>\n",
		IMG_WIDTH - XPAD - 100, FONT_SIZE * 2);
	fprintf(out, "<text id=\"details\" x=\"%d\" y=\"%d\"> </text>\n", XPAD,
		height - FONT_SIZE + 2);
	fprintf(out, "<text id=\"matched\" x=\"%d\" y=\"%d\" class=\"hide\"> </text>\n",
		IMG_WIDTH - XPAD - 260, height - FONT_SIZE + 2);
	legend(out, fo);
}

/* the tooltip of a frame: name, count, share and what its class says */
static void
fg_title(FILE *out, const struct node *nd, enum fg_class c, const struct fg_layout *lay,
	 const struct fg_opts *fo)
{
	const char *unit = fo->unit ? fo->unit : "samples";
	double total = lay->total;

	xml_str(out, nd->name);
	fprintf(out, " (%.0f %.*s, %.2f%%", nd->count,
		/* "1 sample", "2 samples" */
		(int)(strlen(unit) - (nd->count == 1 && unit[strlen(unit) - 1] == 's')),
		unit, total > 0 ? 100.0 * nd->count / total : 0.0);
	if (fo->snapshots)
		fprintf(out, ", %.2f per snapshot", nd->count / (double)fo->snapshots);
	if (fo->diff) {
		double pa = total ? 100.0 * nd->count / total : 0;
		double pb = fo->total_before ? 100.0 * nd->before / fo->total_before : 0;

		fprintf(out, "; before %.0f, %.2f%%; change %+.2f points", nd->before,
			pb, pa - pb);
	}
	fputc(')', out);
	if (!fo->diff && nd->depth && c != FG_APP) {
		fprintf(out, "\n%s", class_label[c]);
		if (c == FG_HOT && nd->note) {
			fputs(": ", out);
			xml_str(out, nd->note);
		}
	}
}

/* one frame, if it is wide enough */
static void
fg_frame(FILE *out, const struct node *nd, const struct fg_layout *lay,
	 const struct fg_opts *fo)
{
	double x = XPAD + nd->x * lay->fw, w = nd->count * lay->fw;
	double y = frame_y(fo, nd->depth, lay->maxdepth);
	enum fg_class c = node_class(nd);
	char col[32];

	if (w < MIN_WIDTH)
		return;
	if (fo->diff)
		diff_colour(lay->maxdelta > 0 && nd->depth ?
			    node_delta(nd, lay, fo) / lay->maxdelta : 0, col, sizeof(col));
	else if (nd->depth == 0)
		snprintf(col, sizeof(col), "rgb(200,200,200)");
	else
		class_colour(c, nd->name, col, sizeof(col));
	fprintf(out, "<g class=\"f\" data-n=\"%.0f\" data-c=\"%s\"%s><title>",
		nd->count, fo->diff ? "diff" : nd->depth ? class_name[c] : "root",
		nd->depth ? "" : " data-root=\"1\"");
	fg_title(out, nd, c, lay, fo);
	fprintf(out, "</title><rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%d\" "
		"fill=\"%s\" rx=\"2\" ry=\"2\"/><text x=\"%.1f\" y=\"%.1f\">", x, y, w,
		FRAME_H - 1, col, x + 3, y + 10.5);
	fit_text(out, nd->name, w);
	fputs("</text></g>\n", out);
}

void
fg_write(FILE *out, const struct fg_stack *st, size_t n, const struct fg_opts *fo)
{
	struct tree t;
	struct fg_layout lay;

	build_tree(&t, st, n);
	fg_measure(&t, fo, &lay);
	fg_header(out, fo, lay.height);
	fputs("<g id=\"frames\">\n", out);
	/* callers first, so that the DOM order is root to leaves */
	for (size_t k = t.n; k-- > 0;)
		fg_frame(out, &t.v[k], &lay, fo);
	fputs("</g>\n</svg>\n", out);
	free(t.v);
	free(t.open);
}

/* ---- frame classes from names, modules and rules ---- */

/* what the stackset knows about the frames behind a display name */
#define NF_SYS 0x1		/* some frame of that name is glibc's, the
				 * dynamic loader's or the kernel's */
#define NF_APP 0x2		/* some other frame has that name ("??") */

struct name_info {
	unsigned char *flags;	/* display string id -> NF_* */
	uint32_t *shortname;	/* display string id -> NAME_SHORT id + 1 */
	uint32_t n;
};

static bool
sys_module(const char *m)
{
	static const char *const libs[] = {
		"libc.so", "libc-", "libpthread", "ld-linux", "ld-2.", "librt", "libdl",
		"libstdc++", "liburing", "libaio",
	};

	if (module_is_kernel(m))
		return true;
	for (size_t i = 0; i < sizeof(libs) / sizeof(*libs); i++)
		if (!strncmp(m, libs[i], strlen(libs[i])))
			return true;
	return false;
}

/* glibc's own source tree, as gdb prints it ("at ./nptl/...") */
static bool
sys_file(const char *f)
{
	static const char *const dirs[] = {
		"./nptl/", "../sysdeps/", "./sysdeps/", "./io/", "./misc/", "./posix/",
		"./time/", "./signal/", "../nptl/", "./stdlib/", "./csu/", "../csu/",
	};

	for (size_t i = 0; i < sizeof(dirs) / sizeof(*dirs); i++)
		if (!strncmp(f, dirs[i], strlen(dirs[i])))
			return true;
	return false;
}

/* names of glibc's and the kernel's entry points, for inputs that give
 * no module (ptpmp, folded) */
static bool
sys_name(const char *s)
{
	static const char *const prefixes[] = {
		"__GI_", "__futex", "futex_", "__lll_", "lll_", "___pthread", "__pthread",
		"pthread_", "__libc_", "__clock_nanosleep", "clock_nanosleep", "__nanosleep",
		"nanosleep", "__poll", "epoll_wait", "__select", "__sleep", "usleep",
		"syscall", "__syscall", "start_thread", "clone", "__clone", "_start",
		"__new_sem_wait", "do_futex_wait", "__sigtimedwait", "sigtimedwait",
		"__sigwait", "sigwait", "__io_getevents", "io_getevents", "__io_uring",
		"io_uring", "__read", "__libc_read", "__recv", "__libc_recv", "__accept",
		"accept", "__pause", "sched_yield", "__sched_yield", "entry_SYSCALL",
		"do_syscall_64", "std::condition_variable::", "std::this_thread::sleep",
		"__condvar", "__wait",
	};
	size_t n = strlen(s);

	if (n > 4 && !strcmp(s + n - 4, "_[k]"))
		return true;
	for (size_t i = 0; i < sizeof(prefixes) / sizeof(*prefixes); i++)
		if (!strncmp(s, prefixes[i], strlen(prefixes[i])))
			return true;
	return !strcmp(s, "poll") || !strcmp(s, "select") || !strcmp(s, "read") ||
	       !strcmp(s, "pause") || !strcmp(s, "sleep");
}

/* a system frame that blocks */
static bool
wait_name(const char *s)
{
	static const char *const words[] = {
		"wait", "futex", "poll", "select", "sleep", "lll_lock", "pause",
		"io_getevents", "get_cqe", "accept", "recv", "schedule", "sigtimedwait",
		"read",
	};

	for (size_t i = 0; i < sizeof(words) / sizeof(*words); i++)
		if (strstr(s, words[i]))
			return true;
	return false;
}

static void
name_info_build(struct name_info *ni, struct stackset *ss)
{
	uint32_t nf = ss->frames.n;

	memset(ni, 0, sizeof(*ni));
	for (uint32_t id = 0; id < nf; id++) {
		static const enum name_mode modes[] = { NAME_SHORT, NAME_FULL };
		struct frame f;
		bool sys;

		stackset_frame_get(ss, id, &f);
		sys = (f.module && sys_module(stackset_name_str(ss, f.module))) ||
		      (f.file && sys_file(stackset_name_str(ss, f.file)));
		for (size_t m = 0; m < 2; m++) {
			uint32_t d = stackset_frame_name(ss, id, modes[m]);
			uint32_t sh = stackset_frame_name(ss, id, NAME_SHORT);

			if (d >= ni->n) {
				uint32_t want = ss->strs.n + 64;

				ni->flags = xrealloc(ni->flags, want);
				memset(ni->flags + ni->n, 0, want - ni->n);
				ni->shortname = xrealloc(ni->shortname, want * sizeof(uint32_t));
				memset(ni->shortname + ni->n, 0, (want - ni->n) * sizeof(uint32_t));
				ni->n = want;
			}
			ni->flags[d] |= sys ? NF_SYS : NF_APP;
			if (!ni->shortname[d])
				ni->shortname[d] = sh + 1;
		}
	}
}

static void
name_info_release(struct name_info *ni)
{
	free(ni->flags);
	free(ni->shortname);
}

static bool
is_sys(const struct name_info *ni, const struct view *v, uint32_t strid)
{
	if (strid < ni->n && ni->flags[strid] == NF_SYS)
		return true;
	return sys_name(view_name(v, strid));
}

/* the NAME_SHORT spelling of a display name, annotation taken off, for
 * the rule string (ruleset.h) */
static void
add_rule_name(struct strbuf *sb, const struct name_info *ni, const struct view *v,
	      uint32_t strid)
{
	const char *s = strid < ni->n && ni->shortname[strid] ?
				stackset_name_str(v->ss, ni->shortname[strid] - 1) :
				view_name(v, strid);
	size_t n = strlen(s);

	if (n > 4 && (!strcmp(s + n - 4, "_[i]") || !strcmp(s + n - 4, "_[k]")))
		n -= 4;
	strbuf_add(sb, s, n);
}

/* classes of the frames of one stack (root first) */
static void
classify(const struct view *v, const struct view_stack *s, const struct name_info *ni,
	 struct ruleset *rs, struct strbuf *sb, unsigned char *cls, const char **notes,
	 char **note_store, bool shown)
{
	uint32_t n = s->n, k = n;
	bool waits = false;

	for (uint32_t i = 0; i < n; i++) {
		cls[i] = is_sys(ni, v, s->names[i]) ? FG_SYS : FG_APP;
		notes[i] = NULL;
	}
	/* the run of system frames at the top of the stack: waiting or not */
	while (k > 0 && cls[k - 1] == FG_SYS) {
		k--;
		waits = waits || wait_name(view_name(v, s->names[k]));
	}
	for (uint32_t i = k; waits && i < n; i++)
		cls[i] = FG_WAIT;
	*note_store = NULL;
	if (rs && rs->n) {
		struct verdict vd;
		size_t *start = xmalloc((2 * n + 1) * sizeof(*start)), *end = start + n;
		struct rule_call call = { NULL, NULL };
		uint32_t nr = n;

		/* the recorded call: the rules' keys see it; with --syscalls
		 * it is the leaf "[NAME]", which the rule string leaves out */
		if (s->syscall >= 0) {
			struct frame f;

			stackset_frame_get(v->ss, (uint32_t)s->syscall, &f);
			call.name = stackset_name_str(v->ss, f.name);
			call.file = f.file ? stackset_name_str(v->ss, f.file) : NULL;
			if (shown && nr && (f.flags & FRAME_SYSCALL)) {
				nr--;
				start[nr] = end[nr] = 0;
			}
		}
		/* the rule string: innermost first, ',' around each frame */
		strbuf_reset(sb);
		strbuf_addc(sb, ',');
		for (uint32_t i = nr; i-- > 0;) {
			start[i] = sb->len;
			add_rule_name(sb, ni, v, s->names[i]);
			end[i] = sb->len;
			strbuf_addc(sb, ',');
		}
		if (ruleset_classify_call(rs, sb->buf, sb->len, call.name ? &call : NULL,
					  &vd) >= 0) {
			enum rule_class rc = rs->r[vd.rule].cls;

			if (rc == RC_IDLE) {
				memset(cls, FG_IDLE, n);
			} else {
				/* the outermost frame the match touches, and all above */
				uint32_t from = n;

				for (uint32_t i = 0; i < n && from == n; i++)
					if (start[i] < vd.end && end[i] > vd.off)
						from = i;
				*note_store = xstrdup(vd.lock);
				for (uint32_t i = from; i < n; i++) {
					cls[i] = FG_HOT;
					notes[i] = *note_store;
				}
			}
		}
		free(start);
	}
}

void
out_svg(FILE *out, const struct view *v, const struct output_opts *o,
	const struct output_data *d)
{
	unsigned long n = out_limit(v, o);
	struct fg_stack *st = xcalloc(n ? n : 1, sizeof(*st));
	char **note_store = xcalloc(n ? n : 1, sizeof(*note_store));
	struct fg_opts fo = { .icicle = o->icicle };
	struct name_info ni;
	struct strbuf sb, sub;

	strbuf_init(&sb);
	strbuf_init(&sub);
	name_info_build(&ni, v->ss);
	for (unsigned long i = 0; i < n; i++) {
		struct view_stack s;
		const char **names;
		unsigned char *cls;
		const char **notes;

		view_get(v, i, &s);
		names = xmalloc((s.n ? s.n : 1) * sizeof(*names));
		cls = xmalloc(s.n ? s.n : 1);
		notes = xmalloc((s.n ? s.n : 1) * sizeof(*notes));
		for (uint32_t k = 0; k < s.n; k++)
			names[k] = view_name(v, s.names[k]);
		classify(v, &s, &ni, d->rules, &sb, cls, notes, &note_store[i], o->syscalls);
		st[i] = (struct fg_stack){ .names = names, .n = s.n, .count = (double)s.count,
					   .cls = cls, .notes = notes };
	}
	fo.title = o->icicle ? "pmp icicle graph" : "pmp flame graph";
	for (size_t i = 0; i < d->ninputs; i++)
		strbuf_addf(&sub, "%s%s", i ? ", " : "", d->inputs[i]);
	if (d->input_format)
		strbuf_addf(&sub, " (%s)", d->input_format);
	strbuf_addf(&sub, "%s%llu thread-samples", sub.len ? ": " : "",
		    (unsigned long long)v->total);
	if (v->snapshots_known && v->snapshots) {
		strbuf_addf(&sub, " in %llu snapshots", (unsigned long long)v->snapshots);
		fo.snapshots = v->snapshots;
	}
	if (n < v->n)
		strbuf_addf(&sub, ", top %lu of %u stacks", n, v->n);
	if (d->idle_left) {	/* the default: say what is not drawn */
		strbuf_adds(&sub, "; ");
		output_idle_note(d, v, &sub);
	}
	fo.subtitle = sub.buf;
	fg_write(out, st, n, &fo);
	for (unsigned long i = 0; i < n; i++) {
		free((void *)st[i].names);
		free((void *)st[i].cls);
		free((void *)st[i].notes);
		free(note_store[i]);
	}
	free(st);
	free(note_store);
	name_info_release(&ni);
	strbuf_release(&sb);
	strbuf_release(&sub);
}
