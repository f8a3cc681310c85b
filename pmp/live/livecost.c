/* SPDX-License-Identifier: MIT */
/* livecost.c - pmp's own cost per phase of a live session (livecost.h). */
#include "livecost.h"

#include <stdio.h>
#include <string.h>

#include "util.h"

void
livecost_begin(struct livecost *C)
{
	if (!C->on)
		return;
	C->start = C->mark = thread_cpu_ns();
	memset(C->cur, 0, sizeof(C->cur));
	memset(C->cur_part, 0, sizeof(C->cur_part));
	memset(C->cur_threads, 0, sizeof(C->cur_threads));
}

void
livecost_sampled(struct livecost *C, const struct snapshot *s)
{
	if (!C->on)
		return;
	C->cur[COST_PRECHECK] += s->cpu_precheck_ns;
	C->cur[COST_STOP] += s->cpu_stop_ns;
	C->cur[COST_RECHECK] += s->cpu_recheck_ns;
	C->cur[COST_SETTLE] += s->cpu_settle_ns;
	C->mark = thread_cpu_ns();
}

void
livecost_phase(struct livecost *C, enum cost_phase ph)
{
	uint64_t now;

	if (!C->on)
		return;
	now = thread_cpu_ns();
	C->cur[ph] += now - C->mark;
	C->mark = now;
}

uint64_t
livecost_part(struct livecost *C, bool reused, enum cost_part p, uint64_t t0)
{
	uint64_t now = mono_ns();

	C->cur_part[reused][p] += now - t0;
	return now;
}

void
livecost_thread(struct livecost *C, bool reused)
{
	C->cur_threads[reused]++;
}

void
livecost_end(struct livecost *C)
{
	if (!C->on)
		return;
	if (!C->first_done) {
		C->first_done = true;
		C->first_ns = thread_cpu_ns() - C->start;
		return;
	}
	C->snapshots++;
	for (int i = 0; i < NCOST; i++)
		C->ns[i] += C->cur[i];
	for (int k = 0; k < 2; k++) {
		C->nthreads[k] += C->cur_threads[k];
		for (int p = 0; p < NPART; p++)
			C->part_ns[k][p] += C->cur_part[k][p];
	}
}

static const char *const phase_name[NCOST] = {
	[COST_MAPS] = "module-map checks",
	[COST_PRECHECK] = "listing, idle pre-check",
	[COST_STOP] = "seize, stop, copy, release",
	[COST_RECHECK] = "re-check of the reused threads",
	[COST_SETTLE] = "lock words, idle baselines",
	[COST_SQL] = "process list",
	[COST_BOOK] = "bookkeeping, raw lines, lock objects",
	[COST_THREADS] = "unwind, name, add (all threads)",
};

static const char *const part_name[NPART] = {
	[PART_UNWIND] = "unwind", [PART_NAME] = "name", [PART_ADD] = "add",
};

void
livecost_print(const struct livecost *C)
{
	double n = C->snapshots ? (double)C->snapshots : 1, sum = 0;

	if (!C->on)
		return;
	for (int i = 0; i < NCOST; i++)
		sum += (double)C->ns[i];
	fprintf(stderr, "%s: own cost: opening (modules loaded) %.3f ms CPU; first snapshot "
		"%.3f ms\n", progname, C->open_ns / 1e6, C->first_ns / 1e6);
	fprintf(stderr, "%s: own cost: %lu later snapshots, %.3f ms CPU each "
		"(%.1f fresh and %.1f reused threads each)\n", progname, C->snapshots,
		sum / n / 1e6, C->nthreads[0] / n, C->nthreads[1] / n);
	for (int i = 0; i < NCOST; i++)
		fprintf(stderr, "%s: own cost:   %-38s %8.3f ms  %5.1f%%\n", progname,
			phase_name[i], C->ns[i] / n / 1e6,
			sum > 0 ? 100.0 * (double)C->ns[i] / sum : 0.0);
	for (int k = 0; k < 2; k++) {
		double t = C->nthreads[k] ? (double)C->nthreads[k] : 1;

		fprintf(stderr, "%s: own cost:   per %s thread (wall):", progname,
			k ? "reused" : "fresh");
		for (int p = 0; p < NPART; p++)
			fprintf(stderr, " %s %.2f us%s", part_name[p],
				C->part_ns[k][p] / t / 1e3, p + 1 < NPART ? "," : "\n");
	}
}
