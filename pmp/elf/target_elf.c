/* SPDX-License-Identifier: MIT */
/*
 * target_elf.c - open a live target's module file as the target sees it,
 * and check its build-id against the target's memory; see target_elf.h.
 */
#include "target_elf.h"

#include <elf.h>
#include <elfutils/libdwelf.h>
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <inttypes.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "debugfile.h"
#include "proc.h"
#include "util.h"

#define DELETED " (deleted)"
/* bounds on what is read from a hostile target's memory */
#define MAX_PHDRS 128
#define MAX_NOTES 8192

/* /proc/PID/map_files/START-END for the mapping that starts at base */
static int
map_files_path(pid_t pid, uint64_t base, char *buf, size_t len)
{
	struct proc_maps maps;
	const struct proc_map *m;
	int r = -1;

	proc_maps_init(&maps);
	if (proc_maps_read(&maps, pid) >= 0 && (m = proc_maps_find(&maps, base)) &&
	    m->start == base) {
		snprintf(buf, len, "/proc/%d/map_files/%" PRIx64 "-%" PRIx64, (int)pid,
			 m->start, m->end);
		r = 0;
	}
	proc_maps_release(&maps);
	return r;
}

static bool
mem_read(int fd, uint64_t addr, void *buf, size_t len)
{
	return pread(fd, buf, len, (off_t)addr) == (ssize_t)len;
}

int
target_elf_mem_build_id(pid_t pid, uint64_t base, unsigned char *buf, size_t len)
{
	char path[64];
	Elf64_Ehdr eh;
	Elf64_Phdr ph[MAX_PHDRS];
	uint64_t bias = base;
	bool have_load = false;
	int fd, r = -1;

	snprintf(path, sizeof(path), "/proc/%d/mem", (int)pid);
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return -1;
	/* x86_64 targets: 64-bit little-endian images only */
	if (!mem_read(fd, base, &eh, sizeof(eh)) || memcmp(eh.e_ident, ELFMAG, SELFMAG) ||
	    eh.e_ident[EI_CLASS] != ELFCLASS64 || eh.e_phentsize != sizeof(Elf64_Phdr) ||
	    eh.e_phnum == 0 || eh.e_phnum > MAX_PHDRS ||
	    !mem_read(fd, base + eh.e_phoff, ph, eh.e_phnum * sizeof(ph[0])))
		goto out;
	/* the first PT_LOAD is mapped at base: the load bias follows */
	for (int i = 0; i < eh.e_phnum && !have_load; i++)
		if (ph[i].p_type == PT_LOAD) {
			bias = base - (ph[i].p_vaddr - ph[i].p_offset);
			have_load = true;
		}
	for (int i = 0; have_load && r < 0 && i < eh.e_phnum; i++) {
		unsigned char notes[MAX_NOTES];
		size_t n = ph[i].p_filesz, off = 0;

		if (ph[i].p_type != PT_NOTE || n > sizeof(notes) ||
		    !mem_read(fd, bias + ph[i].p_vaddr, notes, n))
			continue;
		while (off + sizeof(Elf64_Nhdr) <= n) {
			Elf64_Nhdr nh;
			size_t name_off = off + sizeof(nh), desc_off;

			memcpy(&nh, notes + off, sizeof(nh));
			desc_off = name_off + ((nh.n_namesz + 3) & ~3u);
			if (nh.n_namesz > n || nh.n_descsz > n || desc_off + nh.n_descsz > n)
				break;
			if (nh.n_type == NT_GNU_BUILD_ID && nh.n_namesz == 4 &&
			    !memcmp(notes + name_off, "GNU", 4) && nh.n_descsz <= len) {
				memcpy(buf, notes + desc_off, nh.n_descsz);
				r = (int)nh.n_descsz;
				break;
			}
			off = desc_off + ((nh.n_descsz + 3) & ~3u);
		}
	}
out:
	close(fd);
	return r;
}

static void
hex(const unsigned char *b, int n, char *out)
{
	for (int i = 0; i < n; i++)
		sprintf(out + 2 * i, "%02x", b[i]);
	out[2 * (n > 0 ? n : 0)] = '\0';
}

int
target_elf_open(pid_t pid, const char *name, uint64_t base, char **file_name)
{
	char path[PATH_MAX + 64], *clean = xstrdup(name);
	size_t len = strlen(clean), dl = strlen(DELETED);
	bool deleted = len > dl && !strcmp(clean + len - dl, DELETED);
	unsigned char mem_id[64];
	int fd = -1, nmem;
	struct stat st;

	if (deleted)
		clean[len - dl] = '\0';
	/* the mapped inode itself; PMP_NO_MAP_FILES=1 (tests) skips it, as
	 * when pmp lacks the capability map_files needs */
	if (!getenv("PMP_NO_MAP_FILES") && map_files_path(pid, base, path, sizeof(path)) == 0)
		fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
	/* the path in the target's mount namespace (a deleted file's path
	 * now names another file, or none: the build-id check sees it) */
	if (fd < 0) {
		snprintf(path, sizeof(path), "/proc/%d/root%s", (int)pid, clean);
		fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
	}
	if (fd < 0) {
		verbose_msg("process %d: module '%s': cannot open it as the process sees it: %s",
			    (int)pid, name, strerror(errno));
		free(clean);
		return -1;
	}
	/* a device node the target mapped must not be read */
	if (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode))
		goto refuse;
	nmem = target_elf_mem_build_id(pid, base, mem_id, sizeof(mem_id));
	if (nmem > 0) {
		Elf *elf = elf_begin(fd, ELF_C_READ_MMAP, NULL);
		const void *fid = NULL;
		ssize_t nfile = elf ? dwelf_elf_gnu_build_id(elf, &fid) : -1;

		/* nmem > 0: nfile <= 0 (no note, no ELF) differs too, said
		 * first for gcc -fanalyzer, which loses nmem > 0 in the cast */
		if (nfile <= 0 || nfile != nmem || memcmp(fid, mem_id, nmem)) {
			char want[2 * 64 + 1], got[2 * 64 + 1];

			hex(mem_id, nmem, want);
			if (nfile > 0 && nfile <= 64)
				hex(fid, (int)nfile, got);
			else
				strcpy(got, "none");
			/* once per module: the symbolizer may ask again
			 * after a report */
			if (debugfile_once(name))
				warning_msg("process %d: module '%s': the file found, '%s', has "
					    "build-id %s, the process mapped %s (replaced on disk, "
					    "or another mount namespace's file): its frames are "
					    "left ??", (int)pid, name, path, got, want);
			if (elf)
				elf_end(elf);
			goto refuse;
		}
		if (elf)
			elf_end(elf);
	}
	free(clean);
	*file_name = xstrdup(path);
	return fd;
refuse:
	close(fd);
	free(clean);
	return -1;
}
