/* SPDX-License-Identifier: MIT */
/*
 * target_mem.c - read-only target memory, cached by page (target_mem.h).
 */
#include "target_mem.h"

#include <stdlib.h>
#include <string.h>
#include <sys/uio.h>

#include "util.h"

#define TM_PAGE 4096u
#define TM_PAGES 1024u

struct tm_page {
	uint64_t addr;		/* page address + 1; 0 = empty */
	unsigned char data[TM_PAGE];
};

void
target_mem_init(struct target_mem *m, pid_t pid, const struct proc_maps *maps)
{
	m->pid = pid;
	m->maps = maps;
	m->npages = TM_PAGES;
	m->pages = xcalloc(TM_PAGES, sizeof(*m->pages));
}

void
target_mem_release(struct target_mem *m)
{
	free(m->pages);
	memset(m, 0, sizeof(*m));
}

void
target_mem_flush(struct target_mem *m)
{
	for (size_t i = 0; i < m->npages; i++)
		m->pages[i].addr = 0;
}

static struct tm_page *
tm_get(struct target_mem *m, uint64_t page)
{
	struct tm_page *p = &m->pages[(page / TM_PAGE) % m->npages];
	const struct proc_map *pm;
	struct iovec l, r;

	if (p->addr == page + 1)
		return p;
	pm = m->maps ? proc_maps_find(m->maps, page) : NULL;
	if (!pm || !pm->readable || pm->writable)
		return NULL;
	l.iov_base = p->data;
	l.iov_len = TM_PAGE;
	r.iov_base = (void *)(uintptr_t)page;
	r.iov_len = TM_PAGE;
	if (process_vm_readv(m->pid, &l, 1, &r, 1, 0) != (ssize_t)TM_PAGE) {
		p->addr = 0;
		return NULL;
	}
	p->addr = page + 1;
	return p;
}

bool
target_mem_read(struct target_mem *m, uint64_t addr, void *buf, size_t n)
{
	unsigned char *out = buf;

	while (n > 0) {
		uint64_t page = addr & ~(uint64_t)(TM_PAGE - 1);
		size_t off = addr - page, k = TM_PAGE - off;
		struct tm_page *p = tm_get(m, page);

		if (!p)
			return false;
		if (k > n)
			k = n;
		memcpy(out, p->data + off, k);
		out += k;
		addr += k;
		n -= k;
	}
	return true;
}
