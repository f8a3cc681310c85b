/* SPDX-License-Identifier: MIT */
/*
 * lockobj.c - name the object of each futex address of a snapshot; see
 * lockobj.h for the rules.
 */
#include "lockobj.h"

#include <elfutils/libdwfl.h>
#include <gelf.h>
#include <stdlib.h>
#include <string.h>

#include "objname.h"
#include "util.h"

/*
 * glibc's static TLS surplus (elf/dl-tls.c, 2.34 and later: 192 bytes for
 * each of 4 namespaces plus rtld.optional_static_tls, 512), room that
 * dlopen'd libraries' initial-exec TLS may take
 */
#define TLS_SURPLUS 1664
/* struct pthread is 2304 bytes on x86_64 (glibc 2.36); a page above the
 * thread pointer holds it on every glibc */
#define TCB_BYTES 4096

void
lockobj_init(struct lockobj *lo)
{
	const char *e = getenv("PMP_NO_LOCKOBJ");

	memset(lo, 0, sizeof(*lo));
	lo->off = e && *e && strcmp(e, "0");
	strbuf_init(&lo->sb);
}

static void
free_strs(struct lockobj *lo)
{
	for (size_t i = 0; i < lo->nstrs; i++)
		free(lo->strs[i]);
	lo->nstrs = 0;
}

void
lockobj_release(struct lockobj *lo)
{
	if (lo->named)
		verbose_msg("lock objects: %lu addresses named in %lu snapshots, "
			    "%.3f ms in all", lo->named, lo->snapshots, lo->ns / 1e6);
	objname_free(lo->on);
	free_strs(lo);
	free(lo->strs);
	for (int k = 0; k < 2; k++)
		free(lo->thr[k]);
	strbuf_release(&lo->sb);
	memset(lo, 0, sizeof(*lo));
}

static int
cmp_thr(const void *a, const void *b)
{
	pid_t x = ((const struct lockobj_thread *)a)->tid;
	pid_t y = ((const struct lockobj_thread *)b)->tid;

	return (x > y) - (x < y);
}

/* this snapshot's threads: fresh copies give their registers, reused
 * ones keep those of their last copy (the previous snapshot's records) */
static void
update_threads(struct lockobj *lo, const struct snapshot *s)
{
	int prev = lo->cur, cur = !lo->cur;

	lo->nthr[cur] = 0;
	for (size_t i = 0; i < s->n; i++) {
		const struct thread_capture *t = &s->t[i];
		struct lockobj_thread key = { .tid = t->tid }, *old = NULL, *r;

		if (t->status != CAPT_OK)
			continue;
		if (t->reused) {
			old = lo->nthr[prev] ? bsearch(&key, lo->thr[prev], lo->nthr[prev],
						       sizeof(key), cmp_thr) : NULL;
			if (!old)
				continue;
		}
		ALLOC_GROW(lo->thr[cur], lo->nthr[cur] + 1, lo->athr[cur]);
		r = &lo->thr[cur][lo->nthr[cur]++];
		r->tid = t->tid;
		r->sp = old ? old->sp : t->sp;
		r->fs_base = old ? old->fs_base : t->regs.fs_base;
		snprintf(r->name, sizeof(r->name), "thread %d (%s)", (int)t->tid, t->comm);
	}
	if (lo->nthr[cur] > 1)
		qsort(lo->thr[cur], lo->nthr[cur], sizeof(*lo->thr[cur]), cmp_thr);
	lo->cur = cur;
}

static int
tls_cb(Dwfl_Module *mod, void **ud, const char *name, Dwarf_Addr start, void *arg)
{
	uint64_t *sum = arg;
	Dwarf_Addr bias;
	Elf *elf = dwfl_module_getelf(mod, &bias);
	size_t n;

	(void)ud;
	(void)name;
	(void)start;
	if (!elf || elf_getphdrnum(elf, &n) < 0)
		return DWARF_CB_OK;
	for (size_t i = 0; i < n; i++) {
		GElf_Phdr ph;

		if (gelf_getphdr(elf, (int)i, &ph) && ph.p_type == PT_TLS) {
			uint64_t a = ph.p_align > 1 ? ph.p_align : 1;

			*sum += (ph.p_memsz + a - 1) / a * a;
		}
	}
	return DWARF_CB_OK;
}

/* the static TLS below the thread pointer, computed once per report
 * (it reads every module's program headers) */
static uint64_t
tls_bytes(struct lockobj *lo)
{
	if (!lo->tls_bytes) {
		uint64_t sum = 0;

		dwfl_getmodules(lo->dwfl, tls_cb, &sum, 0);
		lo->tls_bytes = sum + TLS_SURPLUS;
	}
	return lo->tls_bytes;
}

static const char *
keep(struct lockobj *lo, const char *s)
{
	ALLOC_GROW(lo->strs, lo->nstrs + 1, lo->astrs);
	return lo->strs[lo->nstrs++] = xstrdup(s);
}

static enum obj_kind
name_mapped(struct lockobj *lo, const struct proc_maps *maps, uint64_t addr,
	    const char **name)
{
	const struct proc_map *pm = proc_maps_find(maps, addr);
	const struct lockobj_thread *thr = lo->thr[lo->cur];
	size_t n = lo->nthr[lo->cur];

	*name = NULL;
	if (!pm)
		return OBJ_NONE;
	/* the TLS of a thread whose thread pointer is in this mapping */
	for (size_t i = 0; i < n; i++) {
		uint64_t fs = thr[i].fs_base, lo_end, hi_end;

		if (!fs || fs < pm->start || fs >= pm->end)
			continue;
		lo_end = fs - pm->start > tls_bytes(lo) ? fs - tls_bytes(lo) : pm->start;
		hi_end = pm->end - fs > TCB_BYTES ? fs + TCB_BYTES : pm->end;
		if (addr >= lo_end && addr < hi_end) {
			*name = thr[i].name;
			return OBJ_TLS;
		}
	}
	for (size_t i = 0; i < n; i++)
		if (thr[i].sp >= pm->start && thr[i].sp < pm->end) {
			*name = thr[i].name;
			return OBJ_STACK;
		}
	if (!strcmp(pm->path, "[heap]"))
		return OBJ_HEAP;
	if (pm->path[0] == '/') {
		*name = keep(lo, pm->path);
		return OBJ_FILE;
	}
	return OBJ_ANON;	/* "", or [anon:...], [stack] of no thread ... */
}

void
lockobj_snapshot(struct lockobj *lo, struct Dwfl *dwfl, unsigned long gen,
		 const struct proc_maps *maps, struct snapshot *s)
{
	uint64_t t0 = mono_ns();
	bool any = false;

	for (size_t i = 0; i < s->n && !any; i++)
		any = s->t[i].status == CAPT_OK && s->t[i].futex.addr;
	if (!lo->off && dwfl)
		update_threads(lo, s);	/* reused threads need their last copy's */
	if (lo->off || !any || !dwfl) {
		for (size_t i = 0; i < s->n; i++) {
			s->t[i].futex.obj_kind = OBJ_NONE;
			s->t[i].futex.obj = NULL;
		}
		lo->last_ns = 0;
		return;
	}
	free_strs(lo);
	if (!lo->on || lo->dwfl != dwfl || lo->gen != gen) {
		/* the modules were reported again: names and indexes go */
		if (lo->on && lo->dwfl == dwfl)
			objname_reset(lo->on);
		else {
			objname_free(lo->on);
			lo->on = objname_new(dwfl);
		}
		lo->dwfl = dwfl;
		lo->gen = gen;
		lo->tls_bytes = 0;
	}
	for (size_t i = 0; i < s->n; i++) {
		struct futex_wait *fw = &s->t[i].futex;
		const char *name = NULL;
		enum obj_kind k = OBJ_NONE;

		fw->obj_kind = OBJ_NONE;
		fw->obj = NULL;
		if (s->t[i].status != CAPT_OK || !fw->addr)
			continue;
		k = objname_lookup(lo->on, fw->addr, &name);
		if (k == OBJ_NONE)
			k = name_mapped(lo, maps, fw->addr, &name);
		fw->obj_kind = k;
		fw->obj = k == OBJ_NONE ? NULL : name ? name : "";
		lo->named++;
	}
	lo->last_ns = mono_ns() - t0;
	lo->ns += lo->last_ns;
	lo->snapshots++;
}
