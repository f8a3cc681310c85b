/* SPDX-License-Identifier: MIT */
/*
 * out_sql.c - the report's statements; see out_sql.h.
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "escape.h"
#include "lockgraph.h"
#include "out_sql.h"
#include "util.h"

#define SQL_PER_HOTSPOT 3	/* statements shown per hotspot */
#define SQL_BLOCKS_MAX 10	/* row-lock wait lines */
#define SQL_TOP 10		/* statements listed */
#define SQL_LABEL_MAX 120	/* bytes of a label shown in one line */
#define BLOCKER_FRAMES 8

const char *
out_sql_label(const struct stackset *ss, uint32_t label, struct strbuf *sb)
{
	const char *s = stackset_name_str(ss, label);
	size_t n = strlen(s);

	strbuf_reset(sb);
	escape_ctl(sb, s, n > SQL_LABEL_MAX ? SQL_LABEL_MAX : n);
	if (n > SQL_LABEL_MAX)
		strbuf_adds(sb, "...");
	return sb->buf;
}

struct stmt_count {
	uint32_t stmt;
	uint64_t n;
};

static int
cmp_count(const void *a, const void *b)
{
	const struct stmt_count *x = a, *y = b;

	if (x->n != y->n)
		return x->n < y->n ? 1 : -1;
	return (x->stmt > y->stmt) - (x->stmt < y->stmt);
}

/* the thread-samples per statement of the entries keep() takes, most
 * first, into *v (malloc'd); how many */
static size_t
by_statement(const struct sqlprof *sp, const struct hotspots *hs, const struct hotspot *h,
	     bool running, struct stmt_count **v)
{
	size_t n = 0, alloc = 0;

	*v = NULL;
	for (size_t i = 0; i < sp->n; i++) {
		const struct sqlprof_ent *e = &sp->e[i];
		size_t k;

		if (h && hotspots_of_stack(hs, e->stack) != h)
			continue;
		/* "[Sleep]", "[Daemon]": connections that run nothing */
		if (running && *stackset_name_str(sp->ss, e->stmt) == '[')
			continue;
		for (k = 0; k < n && (*v)[k].stmt != e->stmt; k++)
			;
		if (k == n) {
			ALLOC_GROW(*v, n + 1, alloc);
			(*v)[n++] = (struct stmt_count){ .stmt = e->stmt };
		}
		(*v)[k].n += e->n;
	}
	if (n)
		qsort(*v, n, sizeof(**v), cmp_count);
	return n;
}

static void
put_per_snapshot(FILE *out, const struct hotspots *hs, uint64_t n)
{
	if (hs && hs->snapshots)
		fprintf(out, "%.2f", hotspots_per_snapshot(hs, n));
	else
		fprintf(out, "%" PRIu64, n);
}

void
out_sql_hotspot(FILE *out, const struct sqlprof *sp, const struct hotspots *hs,
		const struct hotspot *h, int indent)
{
	struct stmt_count *v;
	size_t n = by_statement(sp, hs, h, false, &v);
	struct strbuf sb;

	if (!n)
		return;
	strbuf_init(&sb);
	fprintf(out, "%*sstatements: ", indent, "");
	for (size_t i = 0; i < n && i < SQL_PER_HOTSPOT; i++) {
		fprintf(out, "%s", i ? "; " : "");
		put_per_snapshot(out, hs, v[i].n);
		fprintf(out, " %s", out_sql_label(sp->ss, v[i].stmt, &sb));
	}
	if (n > SQL_PER_HOTSPOT)
		fprintf(out, " (+%zu more)", n - SQL_PER_HOTSPOT);
	fputc('\n', out);
	strbuf_release(&sb);
	free(v);
}

static void
row_lock_waits(FILE *out, const struct sqlprof *sp, const struct hotspots *hs)
{
	struct strbuf sb, stk;

	fprintf(out, "Row lock waits (the server's InnoDB lock waits, by connection):\n");
	strbuf_init(&sb);
	strbuf_init(&stk);
	for (size_t i = 0; i < sp->nblocks && i < SQL_BLOCKS_MAX; i++) {
		const struct sqlprof_block *b = &sp->blocks[i];

		fprintf(out, "%9s", "");
		put_per_snapshot(out, hs, b->waiters);
		fprintf(out, " waiting (%" PRIu64 " snapshots) in: %s\n", b->snapshots,
			out_sql_label(sp->ss, b->wstmt, &sb));
		fprintf(out, "%11sblocked by connection %" PRIu64, "", b->bconn);
		if (!b->btid) {
			fprintf(out, " (no thread of the snapshots serves it)\n");
			continue;
		}
		fprintf(out, " (tid %ld), running: %s, %.1f s in its command",
			b->btid, b->bstmt ? out_sql_label(sp->ss, b->bstmt, &sb) : "?",
			b->btime);
		if (b->bstack != SQLPROF_NO_STACK) {
			strbuf_reset(&stk);
			lockgraph_stack_text(sp->ss, b->bstack, BLOCKER_FRAMES, &stk);
			fprintf(out, ", in: %s", stk.buf);
		}
		fputc('\n', out);
	}
	if (sp->nblocks > SQL_BLOCKS_MAX)
		fprintf(out, "%9s(%zu more)\n", "", sp->nblocks - SQL_BLOCKS_MAX);
	fputc('\n', out);
	strbuf_release(&sb);
	strbuf_release(&stk);
}

void
out_sql_sections(FILE *out, const struct sqlprof *sp, const struct hotspots *hs)
{
	struct stmt_count *v;
	size_t n;
	struct strbuf sb;

	if (sp->nblocks)
		row_lock_waits(out, sp, hs);
	n = by_statement(sp, NULL, NULL, true, &v);
	strbuf_init(&sb);
	fprintf(out, "Statements running (the server's process list; ");
	if (hs && hs->snapshots)
		fprintf(out, "threads per snapshot):\n");
	else
		fprintf(out, "thread-samples):\n");
	if (!n)
		fprintf(out, "%9s(none: every connection was idle)\n", "");
	for (size_t i = 0; i < n && i < SQL_TOP; i++) {
		fprintf(out, "%9s", "");
		put_per_snapshot(out, hs, v[i].n);
		fprintf(out, "  %s\n", out_sql_label(sp->ss, v[i].stmt, &sb));
	}
	if (n > SQL_TOP)
		fprintf(out, "%9s(%zu more)\n", "", n - SQL_TOP);
	fputc('\n', out);
	strbuf_release(&sb);
	free(v);
}
