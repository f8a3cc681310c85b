/* SPDX-License-Identifier: MIT */
/*
 * offline.c - name a raw capture again, elsewhere: the raw_namer of
 * aggregate/raw_namer.h over libdwfl (see offline.h).
 *
 * The capture's "# module START END BUILDID PATH" lines are reported to
 * an offline symbolizer (symbolize.c) at the range they had, as
 * dwfl_linux_proc_report() reported them live, so libdwfl computes the
 * same load bias from the same file, and a frame line's module+0xOFF is
 * looked up by the live symbolizer's own code: names, inline frames and
 * file:line follow the same rules. Lock addresses are named through
 * objname over the same Dwfl.
 *
 * The files are found by build-id first. libdwfl's own searches skip a
 * file of another build silently; here a file that is there but of
 * another build (the capture's path, --exe, a debug file by path or by
 * .gnu_debuglink) is refused with a warning that says which module,
 * which file and both build-ids, and counted in the options' refused.
 */
#include "offline.h"

#include <elfutils/libdwelf.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "debugfile.h"
#include "objname.h"
#include "strbuf.h"
#include "symbolize.h"
#include "util.h"

#define MAX_BUILDID 64

struct omod {
	uint64_t start, end;
	unsigned char bid[MAX_BUILDID];
	size_t nbid;
	char *bidhex;		/* owned, or NULL */
	char *path;		/* owned */
	char *label;		/* owned: the frame lines' module name */
};

struct offline {
	struct raw_namer ops;	/* first: the raw reader's handle */
	struct stackset *ss;	/* borrowed */
	struct symbolizer *sym;
	struct objname *on;
	char *capture;		/* owned: the capture's name in messages */
	char *comm;		/* owned, or NULL */
	struct raw_namer_opts *o;	/* borrowed; refused counted there */
	struct omod *mods;
	size_t nmods, amods;
	ssize_t exe;		/* index of the executable's module, or -1 */
	bool dirty;		/* modules changed since the last report */
	bool report_failed;
	char *debug_dir;	/* owned: --debug-dir made absolute */
};

static void
omods_clear(struct offline *n)
{
	for (size_t i = 0; i < n->nmods; i++) {
		free(n->mods[i].bidhex);
		free(n->mods[i].path);
		free(n->mods[i].label);
	}
	n->nmods = 0;
}

static void
off_modules_begin(struct raw_namer *rn)
{
	struct offline *n = (struct offline *)rn;

	omods_clear(n);
	n->dirty = true;
}

/* the name symbolize.c's module_label() gives, as raw_save.c wrote it
 * (spaces became '_') */
static char *
module_label(const char *path)
{
	const char *b = strrchr(path, '/');
	char *l;

	if (!strncmp(path, "[vdso", 5))
		return xstrdup("[vdso]");
	l = xstrdup(b ? b + 1 : path);
	for (char *p = l; *p; p++)
		if (*p == ' ')
			*p = '_';
	return l;
}

static int
hex_bytes(const char *hex, unsigned char *out, size_t max)
{
	size_t n = strlen(hex);

	if (n % 2 || n / 2 > max || !n)
		return -1;
	for (size_t i = 0; i < n / 2; i++) {
		unsigned v;

		if (sscanf(hex + 2 * i, "%2x", &v) != 1)
			return -1;
		out[i] = (unsigned char)v;
	}
	return (int)(n / 2);
}

static void
off_module(struct raw_namer *rn, uint64_t start, uint64_t end, const char *buildid,
	   const char *path)
{
	struct offline *n = (struct offline *)rn;
	struct omod *m;

	ALLOC_GROW(n->mods, n->nmods + 1, n->amods);
	m = &n->mods[n->nmods++];
	memset(m, 0, sizeof(*m));
	m->start = start;
	m->end = end;
	if (buildid) {
		int k = hex_bytes(buildid, m->bid, sizeof(m->bid));

		/* the reader checked it is hex */
		if (k > 0) {
			m->nbid = (size_t)k;
			m->bidhex = xstrdup(buildid);
		}
	}
	m->path = xstrdup(path);
	m->label = module_label(path);
	n->dirty = true;
}

/* the executable among the modules: the one named as the process (comm
 * is the first 15 bytes of its name), else the first that is not a
 * shared library nor the vdso */
static ssize_t
find_exe(const struct offline *n)
{
	ssize_t first = -1;

	for (size_t i = 0; i < n->nmods; i++) {
		const char *l = n->mods[i].label;

		if (n->comm && *n->comm && !strncmp(l, n->comm, strlen(n->comm)))
			return (ssize_t)i;
		if (first < 0 && l[0] != '[' && !strstr(l, ".so"))
			first = (ssize_t)i;
	}
	return first;
}

static int
report(struct offline *n)
{
	struct sym_module *v = xcalloc(n->nmods ? n->nmods : 1, sizeof(*v));
	int r;

	for (size_t i = 0; i < n->nmods; i++) {
		v[i].start = n->mods[i].start;
		v[i].end = n->mods[i].end;
		v[i].buildid = n->mods[i].bid;
		v[i].nbuildid = n->mods[i].nbid;
		v[i].path = n->mods[i].path;
	}
	r = symbolizer_report_modules(n->sym, v, n->nmods);
	free(v);
	n->exe = find_exe(n);
	n->dirty = false;
	n->report_failed = r < 0;
	if (n->on)
		objname_reset(n->on);
	return r;
}

static const struct omod *
module_of(const struct offline *n, const char *label, const char *buildid)
{
	const struct omod *by_label = NULL;

	for (size_t i = 0; i < n->nmods; i++) {
		const struct omod *m = &n->mods[i];

		if (buildid && m->bidhex && !strcmp(m->bidhex, buildid))
			return m;
		if (!by_label && !strcmp(m->label, label) &&
		    (!buildid || !m->bidhex))
			by_label = m;
	}
	return by_label;
}

static int
ready(struct offline *n)
{
	if (n->dirty)
		report(n);
	return n->report_failed ? -1 : 0;
}

static int
off_frames(struct raw_namer *rn, const char *label, const char *buildid,
	   uint64_t offset, const uint32_t **frames, uint32_t *nframes)
{
	struct offline *n = (struct offline *)rn;
	const struct omod *m;
	const struct sym_result *r;

	if (ready(n) < 0 || !(m = module_of(n, label, buildid)))
		return -1;
	r = symbolizer_lookup_offset(n->sym, m->start, offset);
	if (!r)
		return -1;
	*frames = r->frames;
	*nframes = r->n;
	return 0;
}

static enum obj_kind
off_object(struct raw_namer *rn, uint64_t addr, const char **name)
{
	struct offline *n = (struct offline *)rn;

	if (ready(n) < 0)
		return OBJ_NONE;
	if (!n->on)
		n->on = objname_new(symbolizer_dwfl(n->sym));
	return n->on ? objname_lookup(n->on, addr, name) : OBJ_NONE;
}

static void
off_free(struct raw_namer *rn)
{
	struct offline *n = (struct offline *)rn;

	if (!n)
		return;
	/* a corrupt debug file (symbolize.c said which): the names asked
	 * for are incomplete, as with a file of another build */
	n->o->refused += symbolizer_unusable(n->sym);
	objname_free(n->on);
	symbolizer_free(n->sym);
	omods_clear(n);
	free(n->mods);
	free(n->capture);
	free(n->comm);
	free(n->debug_dir);
	free(n);
}

/* ---- finding the files --------------------------------------------- */

static const struct omod *
omod_at(const struct offline *n, Dwarf_Addr base)
{
	for (size_t i = 0; i < n->nmods; i++)
		if (n->mods[i].start == base)
			return &n->mods[i];
	return NULL;
}

static void
hex(struct strbuf *sb, const unsigned char *b, size_t len)
{
	for (size_t i = 0; i < len; i++)
		strbuf_addf(sb, "%02x", b[i]);
}

/* once per capture, module and file */
static bool
first_time(struct offline *n, const char *module, const char *file)
{
	struct strbuf key;
	bool first;

	strbuf_init(&key);
	strbuf_addf(&key, "%s\t%s\t%s", n->capture, module, file);
	first = debugfile_once(key.buf);
	strbuf_release(&key);
	return first;
}

/* a file refused for its build-id, or skipped for not being a regular
 * file (a FIFO would have blocked pmp): once each, and counted */
static void
refuse(struct offline *n, const struct omod *m, const char *file, const char *what,
       enum debugfile_refusal why, const void *bid, ssize_t nb)
{
	struct strbuf has;

	if ((why != DF_OTHER_BUILD && why != DF_NOT_REGULAR) ||
	    !first_time(n, m->path, file))
		return;
	n->o->refused++;
	if (why == DF_NOT_REGULAR) {
		warning_msg("%s: module '%s': skipped %s '%s': not a regular file",
			    n->capture, m->path, what, file);
		return;
	}
	strbuf_init(&has);
	if (nb > 0)
		hex(&has, bid, (size_t)nb);
	else
		strbuf_adds(&has, "none");
	warning_msg("%s: module '%s' (build-id %s): refused %s '%s', "
		    "whose build-id is %s (another build)", n->capture,
		    m->path, m->bidhex, what, file, has.buf);
	strbuf_release(&has);
}

/*
 * Open path if it is an ELF file of the module's build (its build-id is
 * the module's, or the module's is unknown): its fd, or -1. A file of
 * another build is refused with a warning; what names it in the message
 * is what ("debug file", "--exe").
 */
static int
open_checked(struct offline *n, const struct omod *m, const char *path,
	     const char *what)
{
	int fd = debugfile_open(path);
	const void *bid = NULL;
	ssize_t nb = -1;
	Elf *elf;

	if (fd == DEBUGFILE_NOT_REGULAR)
		refuse(n, m, path, what, DF_NOT_REGULAR, NULL, -1);
	if (fd < 0)
		return -1;
	elf = elf_begin(fd, ELF_C_READ_MMAP, NULL);
	if (!elf || elf_kind(elf) != ELF_K_ELF) {
		if (elf)
			elf_end(elf);
		close(fd);
		if (!strcmp(what, "--exe") && first_time(n, m->path, path)) {
			warning_msg("%s: --exe '%s' is not an ELF file: refused",
				    n->capture, path);
			n->o->refused++;
		}
		return -1;
	}
	nb = dwelf_elf_gnu_build_id(elf, &bid);
	if (m->nbid && (nb != (ssize_t)m->nbid || memcmp(bid, m->bid, m->nbid))) {
		refuse(n, m, path, what, DF_OTHER_BUILD, bid, nb);
		elf_end(elf);
		close(fd);
		return -1;
	}
	elf_end(elf);
	return fd;
}

/* the searches' refusals (debugfile.h), of the module being looked for */
struct search_arg {
	struct offline *n;
	const struct omod *m;
};

static void
search_refused(void *arg, const char *file, const char *what,
	       enum debugfile_refusal why, const unsigned char *bid, ssize_t nbid)
{
	struct search_arg *a = arg;

	refuse(a->n, a->m, file, what, why, bid, nbid);
}

static int
find_elf(Dwfl_Module *mod, void **ud, const char *name, Dwarf_Addr base,
	 char **file_name, Elf **elfp)
{
	/* libdwfl's callbacks get no pointer of ours: the namer is the
	 * symbolizer's arg, found through the module's userdata */
	struct offline *n = symbolizer_finder_arg(ud);
	const struct omod *m = n ? omod_at(n, base) : NULL;
	struct search_arg arg = { n, m };
	struct debugfile_search fs = { .path = n ? symbolizer_debug_path(n->sym) : NULL,
				       .refused = search_refused, .arg = &arg };
	int fd;

	if (!m)
		return -1;
	/* the executable the user named first: its path in the capture
	 * may hold another build here */
	if (n->o->exe && n->exe >= 0 && m == &n->mods[n->exe]) {
		if ((fd = open_checked(n, m, n->o->exe, "--exe")) >= 0) {
			*file_name = xstrdup(n->o->exe);
			return fd;
		}
	}
	if (name[0] == '/' && (fd = open_checked(n, m, name, "file")) >= 0) {
		*file_name = xstrdup(name);
		return fd;
	}
	if (!m->nbid)
		return -1;
	/*
	 * DIR/.build-id/xx/rest: the file itself, by build-id; else its
	 * debug file: it keeps the program headers, symbols and DWARF
	 * (objcopy --only-keep-debug), which is all that naming needs.
	 */
	if ((fd = debugfile_find_elf(&fs, mod, "", file_name)) >= 0 ||
	    (fd = debugfile_find_elf(&fs, mod, ".debug", file_name)) >= 0)
		return fd;
	/* libdwfl's search finds no more here, then asks debuginfod; not
	 * when a candidate was a FIFO or a device, which it would open */
	if (debugfile_debuginfod() && !fs.not_regular)
		return dwfl_build_id_find_elf(mod, ud, name, base, file_name, elfp);
	return -1;
}

/* the debug file, where libdwfl looks, with each file of another build
 * refused with a warning (libdwfl skips them silently) */
static int
find_debuginfo(Dwfl_Module *mod, void **ud, const char *name, Dwarf_Addr base,
	       const char *file, const char *debuglink, GElf_Word crc,
	       char **debuginfo_file)
{
	struct offline *n = symbolizer_finder_arg(ud);
	struct search_arg arg = { n, n ? omod_at(n, base) : NULL };
	struct debugfile_search fs = { .path = n ? symbolizer_debug_path(n->sym) : NULL,
				       .refused = arg.m ? search_refused : NULL,
				       .arg = &arg };

	(void)name;
	return debugfile_find_debuginfo(&fs, mod, file, debuglink, crc, debuginfo_file);
}

struct raw_namer *
offline_namer_new(struct stackset *ss, struct raw_namer_opts *o,
		  const char *path, const char *comm)
{
	struct symbolizer_opts so = { .debug_dir = o->debug_dir,
				      .debuginfod = o->debuginfod };
	struct offline *n = xcalloc(1, sizeof(*n));
	struct symbolizer_finders fi = { find_elf, find_debuginfo, n };

	/* libdwfl takes a relative entry of its debug path as a directory
	 * under each file's own: --debug-dir is the user's, made absolute */
	if (o->debug_dir) {
		n->debug_dir = realpath(o->debug_dir, NULL);
		if (!n->debug_dir)
			warning_msg("%s: --debug-dir '%s': %s", path, o->debug_dir,
				    strerror(errno));
		so.debug_dir = n->debug_dir;
	}
	/* debuginfod could block for minutes on an unreachable server;
	 * libdwfl asks it only when DEBUGINFOD_URLS is set (as pmp -p) */
	if (!o->debuginfod)
		unsetenv("DEBUGINFOD_URLS");
	n->sym = symbolizer_new_offline(ss, &so, &fi);
	if (!n->sym) {
		free(n->debug_dir);
		free(n);
		return NULL;
	}
	n->ops.modules_begin = off_modules_begin;
	n->ops.module = off_module;
	n->ops.frames = off_frames;
	n->ops.object = off_object;
	n->ops.free = off_free;
	n->ss = ss;
	n->o = o;
	n->exe = -1;
	n->capture = xstrdup(path);
	n->comm = comm ? xstrdup(comm) : NULL;
	return &n->ops;
}
