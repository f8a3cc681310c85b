/* SPDX-License-Identifier: MIT */
/*
 * debugfile.c - a module's files, found where libdwfl looks, opened only
 * as regular files and without blocking; see debugfile.h.
 */
#include "debugfile.h"

#include <elfutils/libdwelf.h>
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include "strbuf.h"
#include "util.h"

#define MAX_BUILDID 64

int
debugfile_open(const char *path)
{
	/* O_NONBLOCK: opening a FIFO waits for a writer, a device may act
	 * on open; neither is read once fstat() has said what it is */
	int fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
	struct stat st;

	if (fd < 0)
		return -1;
	if (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode)) {
		close(fd);
		return DEBUGFILE_NOT_REGULAR;
	}
	/* back to blocking reads, as libelf expects of a file */
	fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
	return fd;
}

bool
debugfile_once(const char *key)
{
	static char **seen;
	static size_t n, alloc;

	for (size_t i = 0; i < n; i++)
		if (!strcmp(seen[i], key))
			return false;
	ALLOC_GROW(seen, n + 1, alloc);
	seen[n++] = xstrdup(key);
	return true;
}

bool
debugfile_debuginfod(void)
{
	const char *u = getenv("DEBUGINFOD_URLS");

	return u && *u;
}

/* what a candidate must be */
struct want {
	const unsigned char *bid;	/* NULL: no build-id known */
	size_t nbid;
	bool check_crc;
	uint32_t crc;
	const struct stat *main_st;	/* the module's own file, or NULL */
	const char *what;		/* "file" or "debug file" */
};

static bool
crc_matches(int fd, uint32_t want)
{
	unsigned char buf[65536];
	uLong crc = crc32(0L, Z_NULL, 0);
	ssize_t n;

	while ((n = pread(fd, buf, sizeof(buf), 0)) < 0 && errno == EINTR)
		;
	for (off_t off = 0; n > 0;) {
		crc = crc32(crc, buf, (uInt)n);
		off += n;
		while ((n = pread(fd, buf, sizeof(buf), off)) < 0 && errno == EINTR)
			;
	}
	return n == 0 && (uint32_t)crc == want;
}

/* path's fd if it is what w wants, else -1 (the caller told why) */
static int
try_path(struct debugfile_search *s, const char *path, const struct want *w)
{
	int fd = debugfile_open(path);
	const void *bid = NULL;
	ssize_t nb = -1;
	struct stat st;
	Elf *elf;
	int why = -1;

	if (fd == DEBUGFILE_NOT_REGULAR) {
		s->not_regular = true;
		if (s->refused)
			s->refused(s->arg, path, w->what, DF_NOT_REGULAR, NULL, -1);
		return -1;
	}
	if (fd < 0)
		return -1;
	/* the module's own file by another name: not its debug file */
	if (w->main_st && fstat(fd, &st) == 0 && st.st_dev == w->main_st->st_dev &&
	    st.st_ino == w->main_st->st_ino) {
		close(fd);
		return -1;
	}
	elf = elf_begin(fd, ELF_C_READ_MMAP, NULL);
	if (!elf || elf_kind(elf) != ELF_K_ELF)
		why = DF_NOT_ELF;
	else if (w->bid) {
		nb = dwelf_elf_gnu_build_id(elf, &bid);
		if (nb != (ssize_t)w->nbid || memcmp(bid, w->bid, w->nbid))
			why = DF_OTHER_BUILD;
	} else if (w->check_crc && !crc_matches(fd, w->crc))
		why = DF_BAD_CRC;
	if (why >= 0 && s->refused)
		s->refused(s->arg, path, w->what, why, bid, nb > 0 ? nb : -1);
	if (elf)
		elf_end(elf);
	if (why >= 0) {
		close(fd);
		return -1;
	}
	return fd;
}

static int
found(char **out, const char *path, int fd)
{
	*out = xstrdup(path);
	return fd;
}

/* DIR/.build-id/xx/rest SUFFIX under each absolute directory of the
 * path, as libdwfl's __libdwfl_open_by_build_id() */
static int
by_build_id(struct debugfile_search *s, const struct want *w, const char *suffix,
	    char **out)
{
	char *path = xstrdup(s->path), *p = path, *dir;
	struct strbuf name;
	int fd = -1;

	strbuf_init(&name);
	while (fd < 0 && (dir = strsep(&p, ":"))) {
		if (*dir == '+' || *dir == '-')
			dir++;
		if (*dir != '/')
			continue;
		strbuf_reset(&name);
		strbuf_addf(&name, "%s/.build-id/%02x/", dir, w->bid[0]);
		for (size_t i = 1; i < w->nbid; i++)
			strbuf_addf(&name, "%02x", w->bid[i]);
		strbuf_adds(&name, suffix);
		if ((fd = try_path(s, name.buf, w)) >= 0)
			fd = found(out, name.buf, fd);
	}
	strbuf_release(&name);
	free(path);
	return fd;
}

static int
try_join(struct debugfile_search *s, const struct want *w, const char *dir,
	 const char *sub, const char *file, char **out)
{
	struct strbuf p;
	int fd;

	strbuf_init(&p);
	strbuf_adds(&p, dir);
	if (sub)
		strbuf_addf(&p, "/%s", sub);
	strbuf_addf(&p, "/%s", file);
	if ((fd = try_path(s, p.buf, w)) >= 0)
		fd = found(out, p.buf, fd);
	strbuf_release(&p);
	return fd;
}

/*
 * The debug path searched by name, as libdwfl's find_debuginfo_in_path():
 * for an empty entry, the file's directory; for a relative one, that
 * subdirectory of it; for an absolute DIR, DIR/<the file's directory>/
 * NAME, then with its leading components dropped one by one, down to
 * DIR/NAME. alt: the dwz file NAME names, also in a .dwz subdirectory
 * (of the file's directory and of each absolute DIR, by basename).
 * base: the file's basename, also tried when name was made up from it.
 */
static int
by_name(struct debugfile_search *s, const struct want *w, const char *file_name,
	const char *name, const char *base, bool alt, char **out)
{
	const char *slash = strrchr(file_name, '/');
	char *fdir = slash ? strndup(file_name, (size_t)(slash - file_name)) : NULL;
	char *path = xstrdup(s->path), *p = path, *e;
	const char *nbase = strrchr(name, '/') ? strrchr(name, '/') + 1 : name;
	int fd = -1;

	/* a file without a directory: nothing to search relative to (libdwfl
	 * would look in pmp's working directory) */
	if (!fdir) {
		free(path);
		return -1;
	}
	while (fd < 0 && (e = strsep(&p, ":"))) {
		if (*e == '+' || *e == '-')
			e++;
		if (!*e) {
			fd = try_join(s, w, fdir, NULL, name, out);
			if (fd < 0 && alt)
				fd = try_join(s, w, fdir, ".dwz", nbase, out);
		} else if (*e != '/') {
			fd = try_join(s, w, fdir, e, name, out);
			if (fd < 0 && base)
				fd = try_join(s, w, fdir, e, base, out);
		} else if (alt) {
			fd = try_join(s, w, e, NULL, nbase, out);
			if (fd < 0)
				fd = try_join(s, w, e, ".dwz", nbase, out);
		} else if (fdir[0] == '/') {
			for (const char *sub = fdir; fd < 0 && sub; sub = strchr(sub + 1, '/')) {
				const char *rel = sub + 1;

				fd = try_join(s, w, e, *rel ? rel : NULL, name, out);
				if (fd < 0 && base)
					fd = try_join(s, w, e, *rel ? rel : NULL, base, out);
			}
			if (fd < 0)
				fd = try_join(s, w, e, NULL, name, out);
			if (fd < 0 && base)
				fd = try_join(s, w, e, NULL, base, out);
		}
	}
	free(path);
	free(fdir);
	return fd;
}

int
debugfile_find_elf(struct debugfile_search *s, Dwfl_Module *mod, const char *suffix,
		   char **file_name)
{
	const unsigned char *bits;
	GElf_Addr vaddr;
	int n = dwfl_module_build_id(mod, &bits, &vaddr);
	struct want w = { .what = *suffix ? "debug file" : "file" };

	if (n <= 0 || n > MAX_BUILDID)
		return -1;
	w.bid = bits;
	w.nbid = (size_t)n;
	return by_build_id(s, &w, suffix, file_name);
}

/* the build-id of the dwz file path's .gnu_debugaltlink names, into bid:
 * its length, or -1 */
static ssize_t
altlink_build_id(const char *path, const char *name, unsigned char *bid)
{
	int fd = debugfile_open(path);
	Elf *elf = fd >= 0 ? elf_begin(fd, ELF_C_READ_MMAP, NULL) : NULL;
	Elf_Scn *scn = NULL;
	size_t shstrndx;
	ssize_t n = -1;

	if (elf && elf_getshdrstrndx(elf, &shstrndx) == 0)
		while ((scn = elf_nextscn(elf, scn))) {
			GElf_Shdr sh;
			const char *sn;
			Elf_Data *d;
			size_t len;

			if (!gelf_getshdr(scn, &sh) ||
			    !(sn = elf_strptr(elf, shstrndx, sh.sh_name)) ||
			    strcmp(sn, ".gnu_debugaltlink") || !(d = elf_getdata(scn, NULL)) ||
			    !d->d_buf)
				continue;
			/* NAME '\0' BUILD-ID */
			len = strnlen(d->d_buf, d->d_size);
			if (len < d->d_size && !strcmp(d->d_buf, name) &&
			    d->d_size - len - 1 > 0 && d->d_size - len - 1 <= MAX_BUILDID) {
				n = (ssize_t)(d->d_size - len - 1);
				memcpy(bid, (const char *)d->d_buf + len + 1, (size_t)n);
			}
			break;
		}
	if (elf)
		elf_end(elf);
	if (fd >= 0)
		close(fd);
	return n;
}

/* by_name() with the .gnu_debuglink name, or without one NAME.debug,
 * NAME being file_name's basename (then tried as is too, and the CRC
 * not checked) */
static int
by_link(struct debugfile_search *s, struct want *w, const char *file_name,
	const char *debuglink, bool alt, char **out)
{
	const char *base;
	char *made;
	bool check = w->check_crc;
	int fd;

	if (debuglink)
		return by_name(s, w, file_name, debuglink, NULL, alt, out);
	base = strrchr(file_name, '/') ? strrchr(file_name, '/') + 1 : file_name;
	made = xmalloc(strlen(base) + sizeof(".debug"));
	strcpy(made, base);
	strcat(made, ".debug");
	w->check_crc = false;
	fd = by_name(s, w, file_name, made, base, alt, out);
	w->check_crc = check;
	free(made);
	return fd;
}

/* is this call for the module's own debug file (not its dwz file)? It
 * names the main file's .gnu_debuglink, or none */
static bool
for_main(Dwfl_Module *mod, const char *debuglink, GElf_Word crc)
{
	Dwarf_Addr bias;
	Elf *elf;
	const char *link;
	GElf_Word mcrc = 0;

	if (!debuglink)
		return true;
	elf = dwfl_module_getelf(mod, &bias);
	link = elf ? dwelf_elf_gnu_debuglink(elf, &mcrc) : NULL;
	return link && !strcmp(link, debuglink) && mcrc == crc;
}

static int
search(struct debugfile_search *s, Dwfl_Module *mod, const char *file_name,
       const char *debuglink, GElf_Word crc, char **out)
{
	unsigned char altbid[MAX_BUILDID];
	const unsigned char *bits;
	GElf_Addr vaddr;
	struct want w = { .what = "debug file" };
	struct stat st;
	bool alt = !for_main(mod, debuglink, crc);
	char *canon;
	int n, fd;

	if (alt) {
		if (!file_name || (n = (int)altlink_build_id(file_name, debuglink, altbid)) <= 0)
			return -1;
		w.bid = altbid;
		w.nbid = (size_t)n;
	} else if ((n = dwfl_module_build_id(mod, &bits, &vaddr)) > 0 && n <= MAX_BUILDID) {
		w.bid = bits;
		w.nbid = (size_t)n;
	} else {
		w.check_crc = debuglink && crc;
		w.crc = crc;
	}
	if (w.bid && (fd = by_build_id(s, &w, ".debug", out)) >= 0)
		return fd;
	if (!file_name)
		return -1;
	if (!alt && stat(file_name, &st) == 0)
		w.main_st = &st;
	fd = by_link(s, &w, file_name, debuglink, alt, out);
	/* a symbolic link's target may have the debug file beside it (a
	 * live module's /proc/PID/map_files/START-END, above all) */
	if (fd < 0 && (canon = realpath(file_name, NULL))) {
		if (strcmp(canon, file_name))
			fd = by_link(s, &w, canon, debuglink, alt, out);
		free(canon);
	}
	return fd;
}

int
debugfile_find_debuginfo(struct debugfile_search *s, Dwfl_Module *mod,
			 const char *file_name, const char *debuglink, GElf_Word crc,
			 char **debuginfo_file)
{
	int fd = search(s, mod, file_name, debuglink, crc, debuginfo_file);

	if (fd >= 0)
		return fd;
	/* libdwfl's own search finds nothing more here, then asks
	 * debuginfod; not when a candidate was a FIFO or a device, which it
	 * would open */
	if (debugfile_debuginfod() && !s->not_regular)
		return dwfl_standard_find_debuginfo(mod, NULL, NULL, 0, file_name,
						    debuglink, crc, debuginfo_file);
	errno = 0;
	return -1;
}
