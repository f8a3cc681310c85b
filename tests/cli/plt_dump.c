/* SPDX-License-Identifier: MIT */
/*
 * plt_dump.c - print the PLT stubs pmp names in an ELF file (pmp/elf/plt.c),
 * one "0xSTART NAME@plt" line each, for tests/cli/plt.sh to compare with
 * the names gdb gives the same addresses.
 */
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <unistd.h>

#include "plt.h"

int
main(int argc, char **argv)
{
	struct plt_table t;
	Elf *elf;
	int fd;

	if (argc != 2) {
		fprintf(stderr, "usage: plt_dump ELF-FILE\n");
		return 64;
	}
	elf_version(EV_CURRENT);
	fd = open(argv[1], O_RDONLY);
	if (fd < 0 || !(elf = elf_begin(fd, ELF_C_READ, NULL))) {
		perror(argv[1]);
		return 2;
	}
	plt_table_read(&t, elf);
	for (size_t i = 0; i < t.n; i++) {
		/* the lookup finds each stub at its start, middle and last byte */
		if (plt_table_find(&t, t.v[i].start) != t.v[i].name ||
		    plt_table_find(&t, (t.v[i].start + t.v[i].end) / 2) != t.v[i].name ||
		    plt_table_find(&t, t.v[i].end - 1) != t.v[i].name) {
			fprintf(stderr, "plt_table_find misses the stub at 0x%" PRIx64 "\n",
				t.v[i].start);
			return 1;
		}
		printf("0x%" PRIx64 " %s@plt\n", t.v[i].start, t.v[i].name);
	}
	plt_table_release(&t);
	elf_end(elf);
	close(fd);
	return 0;
}
