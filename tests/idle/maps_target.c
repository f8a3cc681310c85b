/* SPDX-License-Identifier: MIT */
/*
 * maps_target.c - a thread that runs code mapped after pmp read the maps,
 * while the address space keeps its sizes (tests/idle/maps.test): pmp
 * reads /proc/PID/maps again only when /proc/PID/status says they may
 * have changed, or when an unwound pc is in no known module (live.c).
 *
 * usage: maps_target LIB
 *   at start: an anonymous r-x region as large as LIB, and a thread
 *     "parker" blocked in read() on a pipe in maps_wait();
 *   on a line on stdin: LIB is mapped over that region (MAP_FIXED: VmSize
 *     and VmLib do not move), "mapped" is printed, and the parker calls
 *     maps_lib_park() there, which waits in pause(2) for good.
 * Prints "ready PID" once the parker waits.
 */
#include <elf.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#define NOINLINE __attribute__((noinline))

static int pipefd[2];

/* the file offset of the function maps_lib_park in the ELF image */
static long
func_offset(const unsigned char *img, size_t len)
{
	const Elf64_Ehdr *eh = (const void *)img;
	const Elf64_Shdr *sh = (const void *)(img + eh->e_shoff);
	const Elf64_Phdr *ph = (const void *)(img + eh->e_phoff);

	if (len < sizeof(*eh) || memcmp(eh->e_ident, ELFMAG, SELFMAG))
		return -1;
	for (int i = 0; i < eh->e_shnum; i++) {
		const Elf64_Sym *sym = (const void *)(img + sh[i].sh_offset);
		const char *str = (const char *)img + sh[sh[i].sh_link].sh_offset;

		if (sh[i].sh_type != SHT_SYMTAB && sh[i].sh_type != SHT_DYNSYM)
			continue;
		for (size_t k = 0; k < sh[i].sh_size / sizeof(*sym); k++) {
			if (strcmp(str + sym[k].st_name, "maps_lib_park"))
				continue;
			for (int p = 0; p < eh->e_phnum; p++)
				if (ph[p].p_type == PT_LOAD &&
				    sym[k].st_value >= ph[p].p_vaddr &&
				    sym[k].st_value < ph[p].p_vaddr + ph[p].p_filesz)
					return (long)(sym[k].st_value - ph[p].p_vaddr +
						      ph[p].p_offset);
		}
	}
	return -1;
}

NOINLINE static void
maps_wait(void (**fn)(void))
{
	if (read(pipefd[0], fn, sizeof(*fn)) != sizeof(*fn))
		exit(1);
	__asm__ volatile("" ::: "memory");
}

NOINLINE static void
maps_call(void (*fn)(void))
{
	fn();
	__asm__ volatile("" ::: "memory");
}

static void *
parker(void *arg)
{
	void (*fn)(void);

	(void)arg;
	pthread_setname_np(pthread_self(), "parker");
	maps_wait(&fn);
	maps_call(fn);
	return NULL;
}

int
main(int argc, char **argv)
{
	struct stat st;
	unsigned char *region;
	void (*fn)(void);
	pthread_t t;
	size_t size;
	long off;
	char line[64];
	int fd;

	if (argc != 2 || (fd = open(argv[1], O_RDONLY)) < 0 || fstat(fd, &st) < 0) {
		fprintf(stderr, "usage: maps_target LIB\n");
		return 64;
	}
	size = ((size_t)st.st_size + 4095) & ~(size_t)4095;
	region = mmap(NULL, size, PROT_READ | PROT_EXEC, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (region == MAP_FAILED || pipe(pipefd) < 0 ||
	    pthread_create(&t, NULL, parker, NULL) != 0) {
		perror("maps_target");
		return 1;
	}
	/* let the parker reach its read() */
	usleep(100000);
	printf("ready %d\n", (int)getpid());
	fflush(stdout);
	if (!fgets(line, sizeof(line), stdin))
		return 0;
	if (mmap(region, size, PROT_READ | PROT_EXEC, MAP_PRIVATE | MAP_FIXED, fd, 0) !=
	    region) {
		perror("maps_target: mmap");
		return 1;
	}
	if ((off = func_offset(region, (size_t)st.st_size)) < 0) {
		fprintf(stderr, "maps_target: no maps_lib_park in %s\n", argv[1]);
		return 1;
	}
	fn = (void (*)(void))(region + off);
	printf("mapped %p\n", (void *)region);
	fflush(stdout);
	if (write(pipefd[1], &fn, sizeof(fn)) != sizeof(fn))
		return 1;
	while (fgets(line, sizeof(line), stdin))
		;
	return 0;
}
