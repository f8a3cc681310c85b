/* SPDX-License-Identifier: MIT */
/*
 * core.c - the threads of a core dump, unwound by libdwfl; see core.h.
 *
 * The order follows eu-stack --core (elfutils libdwfl/argp-std.c):
 * elf_begin() on the core, dwfl_core_file_report() (symbolizer_new_core),
 * dwfl_core_file_attach(), then dwfl_getthreads() and
 * dwfl_thread_getframes(). Before libdwfl sees the file, it is checked
 * here, so that a wrong file gets a message that says what is wrong with
 * it (libdwfl would say "invalid ELF file" or report no thread at all):
 * not ELF, compressed (systemd-coredump keeps cores as .zst), not a core,
 * or cut short (a full disk, or RLIMIT_CORE: the kernel stops writing at
 * the limit, and the last segments, the stacks among them, are missing).
 */
#include "core.h"
#include "debugfile.h"

#include <elfutils/libdwfl.h>
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <elf.h>
#include <sys/procfs.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util.h"

#define MAX_FRAMES 512

#ifndef NT_FILE
#define NT_FILE 0x46494c45
#endif

/* the machine whose NT_PRPSINFO/NT_PRSTATUS layout <sys/procfs.h> gives */
#if defined(__x86_64__)
#define NATIVE_MACHINE EM_X86_64
#elif defined(__aarch64__)
#define NATIVE_MACHINE EM_AARCH64
#else
#define NATIVE_MACHINE EM_NONE
#endif

/* what a file that is not a core starts with, for a better message */
static const char *
compressed(const unsigned char *b, size_t n)
{
	if (n >= 4 && !memcmp(b, "\x28\xb5\x2f\xfd", 4))
		return "zstd (unzstd FILE, or coredumpctl dump PID -o FILE)";
	if (n >= 4 && !memcmp(b, "\x04\x22\x4d\x18", 4))
		return "lz4 (lz4 -d FILE, or coredumpctl dump PID -o FILE)";
	if (n >= 6 && !memcmp(b, "\xfd" "7zXZ\0", 6))
		return "xz (unxz FILE)";
	if (n >= 2 && !memcmp(b, "\x1f\x8b", 2))
		return "gzip (gunzip FILE)";
	if (n >= 3 && !memcmp(b, "BZh", 3))
		return "bzip2 (bunzip2 FILE)";
	return NULL;
}

static const char *
elf_type_name(int type)
{
	switch (type) {
	case ET_EXEC: return "an executable";
	case ET_DYN: return "a shared object or PIE executable";
	case ET_REL: return "an object file";
	default: return "not an ELF core file";
	}
}

/* copy a fixed-size, maybe unterminated note string */
static void
note_str(char *dst, size_t dstlen, const char *src, size_t srclen)
{
	size_t n = strnlen(src, srclen);

	if (n >= dstlen)
		n = dstlen - 1;
	memcpy(dst, src, n);
	dst[n] = '\0';
	/* pr_psargs ends with a space when the command line was cut */
	while (n && dst[n - 1] == ' ')
		dst[--n] = '\0';
}

static void
read_note(struct core *c, const GElf_Nhdr *nh, const char *desc, bool native)
{
	if (nh->n_type == NT_PRSTATUS) {
		c->nthreads++;
		if (native && c->nthreads == 1 && nh->n_descsz >= sizeof(prstatus_t)) {
			prstatus_t st;

			memcpy(&st, desc, sizeof(st));
			c->signal = st.pr_cursig;
			if (!c->pid)
				c->pid = st.pr_pid;
		}
		if (native && nh->n_descsz >= sizeof(prstatus_t)) {
			prstatus_t st;

			/* elf_gregset_t is struct user_regs_struct's layout */
			_Static_assert(sizeof(st.pr_reg) == sizeof(struct user_regs_struct),
				       "pr_reg is user_regs_struct");
			memcpy(&st, desc, sizeof(st));
			ALLOC_GROW(c->regs, c->nregs + 1, c->aregs);
			c->regs[c->nregs].tid = st.pr_pid;
			memcpy(&c->regs[c->nregs].r, &st.pr_reg, sizeof(st.pr_reg));
			c->nregs++;
		}
	} else if (nh->n_type == NT_AUXV) {
		/* (type, value) pairs of the core's word size */
		size_t w = c->class64 ? 8 : 4;

		for (size_t i = 0; i + 2 * w <= nh->n_descsz; i += 2 * w) {
			uint64_t type = 0, val = 0;

			if (w == 8) {
				memcpy(&type, desc + i, 8);
				memcpy(&val, desc + i + 8, 8);
			} else {
				uint32_t t32, v32;

				memcpy(&t32, desc + i, 4);
				memcpy(&v32, desc + i + 4, 4);
				type = t32;
				val = v32;
			}
			if (type == AT_PHDR)
				c->exe_phdr = val;
			else if (type == AT_ENTRY)
				c->exe_entry = val;
		}
	} else if (nh->n_type == NT_PRPSINFO && native &&
		   nh->n_descsz >= sizeof(prpsinfo_t)) {
		prpsinfo_t ps;

		memcpy(&ps, desc, sizeof(ps));
		c->pid = ps.pr_pid;
		note_str(c->comm, sizeof(c->comm), ps.pr_fname, sizeof(ps.pr_fname));
		note_str(c->args, sizeof(c->args), ps.pr_psargs, sizeof(ps.pr_psargs));
	}
}

/* the file is an ELF core, whole; its notes read. -1 after reporting */
static int
check_core(struct core *c)
{
	unsigned char head[8] = { 0 };
	struct stat st;
	GElf_Ehdr eh;
	size_t nph;
	uint64_t need = 0;
	bool native;
	const char *z;
	ssize_t got;

	if (fstat(c->fd, &st) < 0)
		return error_msg("cannot read '%s': %s", c->path, strerror(errno));
	if (!S_ISREG(st.st_mode))
		return error_msg("'%s' is not a core file: not a regular file", c->path);
	got = pread(c->fd, head, sizeof(head), 0);
	if (got == 0)
		return error_msg("'%s' is not a core file: it is empty (a core size "
				 "limit of 0? ulimit -c)", c->path);
	if ((z = compressed(head, got > 0 ? (size_t)got : 0)))
		return error_msg("'%s' is compressed with %s: decompress it first",
				 c->path, z);
	if (got < 4 || memcmp(head, ELFMAG, SELFMAG))
		return error_msg("'%s' is not a core file: not an ELF file", c->path);
	c->elf = elf_begin(c->fd, ELF_C_READ_MMAP, NULL);
	if (!c->elf || elf_kind(c->elf) != ELF_K_ELF || !gelf_getehdr(c->elf, &eh))
		return error_msg("core '%s' is truncated or damaged: %s", c->path,
				 elf_errmsg(-1));
	if (eh.e_type != ET_CORE)
		return error_msg("'%s' is not a core file but %s: pass the core with "
				 "--core and this file with --exe", c->path,
				 elf_type_name(eh.e_type));
	if (elf_getphdrnum(c->elf, &nph) != 0 || nph == 0)
		return error_msg("core '%s' is truncated: no program headers", c->path);
	for (size_t i = 0; i < nph; i++) {
		GElf_Phdr ph;

		if (!gelf_getphdr(c->elf, i, &ph))
			return error_msg("core '%s' is truncated: %s", c->path,
					 elf_errmsg(-1));
		if (ph.p_offset + ph.p_filesz > need)
			need = ph.p_offset + ph.p_filesz;
	}
	if ((uint64_t)st.st_size < need)
		return error_msg("core '%s' is truncated: %jd bytes where its program "
				 "headers need %ju (the dump was cut short: a full disk, "
				 "or a core size limit, ulimit -c)", c->path,
				 (intmax_t)st.st_size, (uintmax_t)need);
	c->class64 = eh.e_ident[EI_CLASS] == ELFCLASS64;
	native = eh.e_machine == NATIVE_MACHINE && eh.e_ident[EI_CLASS] ==
		 (sizeof(long) == 8 ? ELFCLASS64 : ELFCLASS32);
	for (size_t i = 0; i < nph; i++) {
		GElf_Phdr ph;
		Elf_Data *d;
		GElf_Nhdr nh;
		size_t off = 0, noff, doff;

		if (!gelf_getphdr(c->elf, i, &ph) || ph.p_type != PT_NOTE)
			continue;
		d = elf_getdata_rawchunk(c->elf, ph.p_offset, ph.p_filesz, ELF_T_NHDR);
		if (!d)
			return error_msg("core '%s': cannot read its notes: %s", c->path,
					 elf_errmsg(-1));
		while ((off = gelf_getnote(d, off, &nh, &noff, &doff)) > 0) {
			const char *name = (const char *)d->d_buf + noff;

			if (nh.n_namesz == sizeof("CORE") && !memcmp(name, "CORE", 5))
				read_note(c, &nh, (const char *)d->d_buf + doff, native);
		}
	}
	if (!c->nthreads)
		return error_msg("core '%s' holds no thread (no NT_PRSTATUS note)",
				 c->path);
	return 0;
}

/*
 * The ELF file libdwfl found for the executable is the one the process
 * ran: its entry point, moved by the load bias, is AT_ENTRY. libdwfl
 * checks build-ids only when the core holds the executable's first page
 * (gcore does not dump it), and takes any file given with --exe as is.
 */
static bool
entry_matches(Dwfl_Module *mod, uint64_t at_entry)
{
	Dwarf_Addr bias;
	Elf *elf = dwfl_module_getelf(mod, &bias);
	GElf_Ehdr eh;

	if (!elf || !gelf_getehdr(elf, &eh))
		return false;
	return eh.e_entry + bias == at_entry;
}

/* the same for a file given with --exe, whichever file libdwfl took */
static bool
file_entry_matches(Dwfl_Module *mod, const char *path, uint64_t at_entry)
{
	Dwarf_Addr bias;
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	Elf *elf = fd >= 0 ? elf_begin(fd, ELF_C_READ_MMAP, NULL) : NULL;
	GElf_Ehdr eh;
	bool ok = elf && dwfl_module_getelf(mod, &bias) && gelf_getehdr(elf, &eh) &&
		  eh.e_entry + bias == at_entry;

	if (elf)
		elf_end(elf);
	if (fd >= 0)
		close(fd);
	return ok;
}

struct mod_check {
	struct core *c;
	Dwfl_Module *exe;
	const char *exe_name;	/* the executable's module name, if it failed */
	const char *exe_err;
};

static int
check_module(Dwfl_Module *mod, void **ud, const char *name, Dwarf_Addr start,
	     void *arg)
{
	struct mod_check *mc = arg;
	Dwarf_Addr bias;

	(void)ud;
	(void)start;
	if (dwfl_module_getelf(mod, &bias))
		return DWARF_CB_OK;
	if (mod == mc->exe) {
		mc->exe_name = name;
		mc->exe_err = dwfl_errmsg(-1);
		return DWARF_CB_OK;
	}
	/* the vdso and such are read from the core's memory: a module that
	 * has a file name is one whose file is missing or another build */
	if (name && name[0] == '/') {
		warning_msg("core '%s': library '%s' not found or not the one the "
			    "process had (%s): its frames stay unnamed", mc->c->path,
			    name, dwfl_errmsg(-1));
		mc->c->missing++;
	}
	return DWARF_CB_OK;
}

/*
 * Every module has its file, the executable above all. Loads every ELF
 * file the core names now (a live run loads them on first use), for
 * messages that name the file that is missing. -1 after saying which one
 * and what to pass.
 */
static int
check_modules(struct core *c, const char *exe)
{
	Dwfl *dwfl = symbolizer_dwfl(c->sym);
	struct mod_check mc = { .c = c };

	/* the module that holds AT_PHDR, the address of its program headers
	 * the kernel passed to the process (NT_AUXV), whatever its name
	 * (a deleted, replaced or moved binary) */
	if (c->exe_phdr)
		mc.exe = dwfl_addrmodule(dwfl, c->exe_phdr);
	dwfl_getmodules(dwfl, check_module, &mc, 0);
	if (!mc.exe_name && mc.exe && c->exe_entry && !entry_matches(mc.exe, c->exe_entry)) {
		dwfl_module_info(mc.exe, NULL, NULL, NULL, NULL, NULL, &mc.exe_name, NULL);
		mc.exe_err = "its entry point is not where the process had it";
	}
	/* libdwfl takes --exe only when it finds no file of its own for the
	 * executable (NT_FILE, build-id): a wrong one is still an error */
	if (!mc.exe_name && exe && mc.exe && c->exe_entry &&
	    !file_entry_matches(mc.exe, exe, c->exe_entry)) {
		mc.exe_name = exe;
		mc.exe_err = "its entry point is not where the process had it";
	}
	if (!mc.exe_name)
		return 0;
	if (exe)
		return error_msg("executable '%s' (--exe) is not the program that "
				 "dumped core '%s' (%s): %s; pass that program's "
				 "binary with --exe", exe, c->path, c->comm, mc.exe_err);
	if (access(mc.exe_name, F_OK) != 0)
		return error_msg("core '%s': the executable '%s' of process %d (%s) is "
				 "gone (%s): pass it with --exe BINARY", c->path,
				 mc.exe_name, (int)c->pid, c->args[0] ? c->args : c->comm,
				 strerror(errno));
	verbose_msg("executable '%s': %s", mc.exe_name, mc.exe_err);
	return error_msg("core '%s': '%s' is not the build that process %d (%s) "
			 "ran (replaced by an upgrade?): pass that build with "
			 "--exe BINARY", c->path, mc.exe_name, (int)c->pid,
			 c->args[0] ? c->args : c->comm);
}

int
core_open(struct core *c, const char *path, const char *exe,
	  struct stackset *ss, const struct symbolizer_opts *o)
{
	int fd;

	memset(c, 0, sizeof(*c));
	c->path = path;
	strcpy(c->comm, "?");
	elf_version(EV_CURRENT);
	if (exe && access(exe, R_OK) != 0)
		return error_msg("cannot read executable '%s' (--exe): %s", exe,
				 strerror(errno));
	/* libdwfl open()s --exe as is: a FIFO there would block it */
	if (exe && (fd = debugfile_open(exe)) < 0)
		return error_msg("cannot read executable '%s' (--exe): not a regular "
				 "file", exe);
	if (exe)
		close(fd);
	/* a FIFO given as the core would block open(): check_core() refuses
	 * what is not a regular file */
	c->fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
	if (c->fd < 0)
		return error_msg("cannot open core '%s': %s", path, strerror(errno));
	if (check_core(c) < 0)
		return -1;
	if (!(c->sym = symbolizer_new_core(c->elf, path, exe, ss, o)))
		return -1;
	if (!c->pid)
		c->pid = dwfl_pid(symbolizer_dwfl(c->sym));
	return check_modules(c, exe);
}

const struct user_regs_struct *
core_thread_regs(const struct core *c, pid_t tid)
{
	for (size_t i = 0; i < c->nregs; i++)
		if (c->regs[i].tid == tid)
			return &c->regs[i].r;
	return NULL;
}

void
core_release(struct core *c)
{
	free(c->regs);
	c->regs = NULL;
	c->nregs = c->aregs = 0;
	symbolizer_free(c->sym);
	c->sym = NULL;
	if (c->elf)
		elf_end(c->elf);
	c->elf = NULL;
	if (c->fd > 0)
		close(c->fd);
	c->fd = -1;
}

struct core_walk {
	struct unwind_frame fr[MAX_FRAMES];
	int n;
	core_thread_fn *fn;
	void *arg;
	int ret;
};

static int
frame_cb(Dwfl_Frame *state, void *arg)
{
	struct core_walk *w = arg;
	Dwarf_Addr pc;
	bool activation;

	if (!dwfl_frame_pc(state, &pc, &activation))
		return DWARF_CB_ABORT;
	w->fr[w->n].pc = pc;
	w->fr[w->n].activation = activation;
	return ++w->n < MAX_FRAMES ? DWARF_CB_OK : DWARF_CB_ABORT;
}

static int
thread_cb(Dwfl_Thread *thread, void *arg)
{
	struct core_walk *w = arg;
	pid_t tid = dwfl_thread_tid(thread);

	w->n = 0;
	/* -1 after some frames is normal (the CFI ran out): keep them */
	if (dwfl_thread_getframes(thread, frame_cb, w) < 0 && w->n == 0)
		verbose_msg("core thread %d: %s", (int)tid, dwfl_errmsg(-1));
	w->ret = w->fn(tid, w->fr, w->n, w->arg);
	return w->ret ? DWARF_CB_ABORT : DWARF_CB_OK;
}

int
core_threads(struct core *c, core_thread_fn *fn, void *arg)
{
	struct core_walk *w = xcalloc(1, sizeof(*w));
	int r;

	w->fn = fn;
	w->arg = arg;
	if (dwfl_getthreads(symbolizer_dwfl(c->sym), thread_cb, w) < 0 && !w->ret) {
		r = error_msg("cannot read the threads of core '%s': %s", c->path,
			      dwfl_errmsg(-1));
		free(w);
		return r;
	}
	r = w->ret;
	free(w);
	return r;
}
