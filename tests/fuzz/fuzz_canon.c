/* SPDX-License-Identifier: MIT */
/*
 * fuzz_canon.c - libFuzzer entry point for the canonical-frames loader
 * of pmp diff (rules/canon.c, docs/diff.md): the input is a *.canon file
 * ("drop PATTERN" lines). A file that loads is asked about a few frame
 * names, each in its canonical spelling (canon_name()), and about every
 * line of the input itself.
 *
 * Built by tests/fuzz/run.sh with clang -fsanitize=fuzzer, and with
 * tests/fuzz/replay.c into build/tests/fuzz_replay_canon, which `make
 * check` runs over tests/fuzz/corpus-canon/.
 */
#include "fuzz_common.h"

#include <string.h>

#include "canon.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *const names[] = {
	"__GI___lll_lock_wait", "psi_cond_wait", "inline_mysql_mutex_lock",
	"___pthread_mutex_lock", "_", "", "__", "__GI_", "futex_wait",
};

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct canon c;
	char path[32];
	int fd = fuzz_file(data, size, path);

	canon_init(&c);
	if (canon_load(&c, path) == 0) {
		char *copy = malloc(size + 1), *line, *save = NULL;

		for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
			canon_drops(&c, canon_name(names[i]));
		if (copy) {
			memcpy(copy, data, size);
			copy[size] = '\0';
			for (line = strtok_r(copy, "\n", &save); line;
			     line = strtok_r(NULL, "\n", &save))
				canon_drops(&c, canon_name(line));
			free(copy);
		}
	}
	canon_release(&c);
	close(fd);
	return 0;
}
