/* SPDX-License-Identifier: MIT */
/*
 * unwind_libunwind.c - the second unwinder (--unwinder libunwind):
 * libunwind with our own unw_accessors_t over a capture (tbstack's idea).
 *
 * Registers and stack come from the capture; code and .eh_frame_hdr are
 * read from read-only mappings of the running target (target_mem). The
 * unwind table of an address is found in the target's memory too
 * (eh_hdr.h) and searched by libunwind's dwarf_search_unwind_table, not
 * by libunwind-ptrace's _UPT_find_proc_info, which opens the file that
 * /proc/PID/maps names from pmp's root: in a container, the host's file
 * at that path. Names are never taken from libunwind (unw_get_proc_name
 * of 1.6.2 guesses wrong on stripped binaries).
 *
 * One read of that lookup is not in read-only memory: a C++ function's
 * CIE names its personality routine through an indirect pointer
 * (DW.ref.__gxx_personality_v0, in the module's .data), which libunwind
 * reads while it parses the CIE. Refusing it failed the lookup, so every
 * C++ frame with exception tables ended the walk (74 of 230 mariadbd
 * stacks reached the thread start). The personality is of no use to an
 * unwind: during a lookup, a word of a writable file mapping reads as 0.
 */
#include <errno.h>
#include <libunwind.h>
#include <stdlib.h>
#include <string.h>

#include "eh_hdr.h"
#include "unwinder.h"
#include "util.h"

/*
 * libunwind's search of a remote .eh_frame_hdr table, the one
 * libunwind-ptrace calls. Exported by libunwind (1.3 to 1.8) for that
 * library, but declared in no public header: declared here.
 */
extern int _Ux86_64_dwarf_search_unwind_table(unw_addr_space_t as, unw_word_t ip,
					      unw_dyn_info_t *di, unw_proc_info_t *pi,
					      int need_unwind_info, void *arg);

#define EH_CACHE 64	/* modules whose table is remembered */

struct unwind_ctx {
	unw_addr_space_t as;
	struct unwind_env env;
	struct eh_hdr eh[EH_CACHE];	/* tables found, round robin */
	unsigned neh, next_eh;
};

/*
 * One walk: unw_init_remote() keeps its argument in the cursor and hands
 * it to every accessor of that walk (and to the table search, through
 * find_proc_info's arg), so a walk's state lives on lu_walk()'s stack, not
 * in the file: two sessions may walk at once.
 */
struct lu_walk {
	struct unwind_ctx *ctx;
	const struct thread_capture *t;
	bool in_lookup;		/* inside a table search */
};

/* a word of a module's writable data (.data, .got): see the top */
static bool
module_data(const struct unwind_ctx *c, uint64_t addr)
{
	const struct proc_map *pm;

	if (!c->env.mem->maps)
		return false;
	pm = proc_maps_find(c->env.mem->maps, addr);
	return pm && pm->writable && pm->path[0] == '/';
}

static int
lu_access_mem(unw_addr_space_t as, unw_word_t addr, unw_word_t *val, int write,
	      void *arg)
{
	const struct lu_walk *w = arg;

	(void)as;
	if (write)
		return -UNW_EREADONLYREG;
	if (capture_read(w->t, addr, val, sizeof(*val)))
		return 0;
	if (target_mem_read(w->ctx->env.mem, addr, val, sizeof(*val)))
		return 0;
	if (w->in_lookup && module_data(w->ctx, addr)) {
		*val = 0;
		return 0;
	}
	return -UNW_EINVAL;
}

static int
lu_access_reg(unw_addr_space_t as, unw_regnum_t reg, unw_word_t *val, int write,
	      void *arg)
{
	const struct lu_walk *w = arg;
	uint64_t v;

	(void)as;
	if (write)
		return -UNW_EREADONLYREG;
	/* libunwind numbers x86_64's registers as DWARF does (unwinder.h) */
	if (!unwind_reg(w->t, reg, &v))
		return -UNW_EBADREG;
	*val = v;
	return 0;
}

static int
lu_access_fpreg(unw_addr_space_t as, unw_regnum_t reg, unw_fpreg_t *val,
		int write, void *arg)
{
	(void)as; (void)reg; (void)val; (void)write; (void)arg;
	return -UNW_EBADREG;
}

static int
lu_resume(unw_addr_space_t as, unw_cursor_t *c, void *arg)
{
	(void)as; (void)c; (void)arg;
	return -UNW_EINVAL;
}

static int
lu_get_proc_name(unw_addr_space_t as, unw_word_t addr, char *buf, size_t len,
		 unw_word_t *off, void *arg)
{
	(void)as; (void)addr; (void)buf; (void)len; (void)off; (void)arg;
	return -UNW_ENOINFO;	/* names come from libdwfl only */
}

/* the table of the module that holds ip, from the cache or the target */
static const struct eh_hdr *
lu_table(struct unwind_ctx *c, uint64_t ip)
{
	struct eh_hdr e;

	for (unsigned i = 0; i < c->neh; i++)
		if (ip >= c->eh[i].lo && ip < c->eh[i].hi)
			return &c->eh[i];
	if (!c->env.mem->maps || !eh_hdr_find(c->env.mem, c->env.mem->maps, ip, &e))
		return NULL;
	if (c->neh < EH_CACHE)
		c->next_eh = c->neh++;
	else
		c->next_eh = (c->next_eh + 1) % EH_CACHE;
	c->eh[c->next_eh] = e;
	return &c->eh[c->next_eh];
}

static int
lu_find_proc_info(unw_addr_space_t as, unw_word_t ip, unw_proc_info_t *pi,
		  int need_unwind_info, void *arg)
{
	struct lu_walk *w = arg;
	const struct eh_hdr *e = lu_table(w->ctx, ip);
	unw_dyn_info_t di;
	int r;

	if (!e)
		return -UNW_ENOINFO;
	memset(&di, 0, sizeof(di));
	di.start_ip = e->lo;
	di.end_ip = e->hi;
	di.format = UNW_INFO_FORMAT_REMOTE_TABLE;
	di.u.rti.segbase = e->hdr;
	di.u.rti.table_data = e->table;
	/* in words; an entry is two int32 */
	di.u.rti.table_len = e->count * 8 / sizeof(unw_word_t);
	w->in_lookup = true;
	r = _Ux86_64_dwarf_search_unwind_table(as, ip, &di, pi, need_unwind_info, arg);
	w->in_lookup = false;
	return r;
}

/* what dwarf_search_unwind_table allocated for need_unwind_info */
static void
lu_put_unwind_info(unw_addr_space_t as, unw_proc_info_t *pi, void *arg)
{
	(void)as;
	(void)arg;
	free(pi->unwind_info);
	pi->unwind_info = NULL;
}

/* no code registered at run time (_U_dyn_register): JITs are not what
 * pmp unwinds, and finding the list means reading files by path */
static int
lu_get_dyn_info_list_addr(unw_addr_space_t as, unw_word_t *addr, void *arg)
{
	(void)as; (void)addr; (void)arg;
	return -UNW_ENOINFO;
}

static unw_accessors_t lu_accessors = {
	.find_proc_info = lu_find_proc_info,
	.put_unwind_info = lu_put_unwind_info,
	.get_dyn_info_list_addr = lu_get_dyn_info_list_addr,
	.access_mem = lu_access_mem,
	.access_reg = lu_access_reg,
	.access_fpreg = lu_access_fpreg,
	.resume = lu_resume,
	.get_proc_name = lu_get_proc_name,
};

static int
lu_open(struct unwind_ctx **ctxp, const struct unwind_env *env)
{
	struct unwind_ctx *c = xcalloc(1, sizeof(*c));

	c->env = *env;
	c->as = unw_create_addr_space(&lu_accessors, 0);
	if (!c->as) {
		free(c);
		return error_msg("libunwind: cannot create an address space"), -ENOMEM;
	}
	/* the global cache keeps register rules by ip: repeated stacks skip
	 * the ELF lookups (strace does the same) */
	unw_set_caching_policy(c->as, UNW_CACHE_GLOBAL);
	unw_set_cache_size(c->as, 4096, 0);
	*ctxp = c;
	return 0;
}

static void
lu_close(struct unwind_ctx *c)
{
	unw_destroy_addr_space(c->as);
	free(c);
}

static void
lu_flush(struct unwind_ctx *c)
{
	unw_flush_cache(c->as, 0, 0);
	/* after a dlclose another module may sit at a remembered range */
	c->neh = c->next_eh = 0;
}

/*
 * The x86_64 rt_sigreturn trampoline (glibc's __restore_rt): "mov $15,%rax;
 * syscall". libunwind 1.6.2's unw_is_signal_frame() knows it only after
 * the next unw_step, too late to look the trampoline itself up at its pc.
 */
static bool
is_sigreturn(struct unwind_ctx *c, unw_word_t ip)
{
	static const unsigned char code[9] = {
		0x48, 0xc7, 0xc0, 0x0f, 0x00, 0x00, 0x00, 0x0f, 0x05
	};
	unsigned char buf[9];

	return target_mem_read(c->env.mem, ip, buf, sizeof(buf)) &&
	       !memcmp(buf, code, sizeof(code));
}

static int
lu_walk(struct unwind_ctx *c, const struct thread_capture *t,
	struct unwind_frame *fr, int max)
{
	struct lu_walk w = { .ctx = c, .t = t };
	unw_cursor_t cur;
	bool after_signal = false;
	int n = 0, r;

	r = unw_init_remote(&cur, c->as, &w);
	if (r < 0) {
		verbose_msg("thread %d: libunwind: %s", (int)t->tid, unw_strerror(r));
		return -EIO;
	}
	do {
		unw_word_t ip;

		if (unw_get_reg(&cur, UNW_REG_IP, &ip) < 0 || ip == 0)
			break;
		bool sig = is_sigreturn(c, ip);

		fr[n].pc = ip;
		/* frame 0, the signal trampoline (its pc is where the kernel
		 * made it return to, the start of __restore_rt) and the frame
		 * the signal interrupted are at an instruction of their own;
		 * the others at a return address, looked up at pc - 1 */
		fr[n].activation = n == 0 || after_signal || sig;
		after_signal = sig;
		n++;
	} while (n < max && unw_step(&cur) > 0);
	return n;
}

const struct unwinder unwinder_libunwind = {
	.name = "libunwind",
	.open = lu_open,
	.close = lu_close,
	.flush = lu_flush,
	.walk = lu_walk,
};
