/* SPDX-License-Identifier: MIT */
/*
 * replay.c - run the fuzz entry point (fuzz_input.c) once on every file
 * named on the command line, directories recursively, without libFuzzer.
 * `make check` runs it over tests/fuzz/corpus/ so that every input the
 * fuzzer once found interesting keeps being exercised by the plain (or
 * SANITIZE=...) build.
 *
 * A crash is the failure: the process dies and the exit status says so.
 * Otherwise it prints "replayed N inputs" and exits 0; an argument that
 * cannot be opened at all is a usage error (64), so that a mistyped
 * corpus path does not pass as "replayed 0 inputs".
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE	/* asprintf */
#endif
#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* in a sanitizer runtime, if one is linked in; NULL otherwise */
void __sanitizer_set_death_callback(void (*cb)(void)) __attribute__((weak));

static FILE *err;		/* the real stderr: the entry point mutes stdio's */
static const char *current;	/* input being replayed, named on a crash */
static unsigned long replayed;

/* say which input killed us; async-signal-safe, so write(2) only */
static void
say_current(void)
{
	static const char pre[] = "fuzz_replay: crashed on ";

	if (!current)
		return;
	if (write(2, pre, sizeof(pre) - 1) < 0 ||
	    write(2, current, strlen(current)) < 0 || write(2, "\n", 1) < 0)
		return;
}

static void
on_fatal_signal(int sig)
{
	say_current();
	/* SA_RESETHAND restored the default action: die of the same signal */
	raise(sig);
}

/* only where nobody (a sanitizer) handles the signal already */
static void
catch_fatal_signals(void)
{
	static const int sigs[] = { SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT };

	for (size_t i = 0; i < sizeof(sigs) / sizeof(sigs[0]); i++) {
		struct sigaction old, sa;

		if (sigaction(sigs[i], NULL, &old) < 0 || old.sa_handler != SIG_DFL)
			continue;
		memset(&sa, 0, sizeof(sa));
		sa.sa_handler = on_fatal_signal;
		sa.sa_flags = SA_RESETHAND | SA_NODEFER;
		sigaction(sigs[i], &sa, NULL);
	}
	if (__sanitizer_set_death_callback)
		__sanitizer_set_death_callback(say_current);
}

static void
replay_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	uint8_t *buf = NULL;
	size_t len = 0, alloc = 0;

	if (!f) {
		fprintf(err, "fuzz_replay: cannot open '%s': %s\n", path, strerror(errno));
		return;
	}
	for (;;) {
		size_t r;

		if (len == alloc) {
			alloc = alloc ? alloc * 2 : 65536;
			buf = realloc(buf, alloc);
			if (!buf) {
				fprintf(err, "fuzz_replay: out of memory\n");
				exit(2);
			}
		}
		r = fread(buf + len, 1, alloc - len, f);
		if (r == 0)
			break;
		len += r;
	}
	if (ferror(f))
		fprintf(err, "fuzz_replay: cannot read '%s'\n", path);
	else {
		current = path;
		LLVMFuzzerTestOneInput(buf, len);
		current = NULL;
		replayed++;
	}
	fclose(f);
	free(buf);
}

/* returns -1 if path cannot be looked at all */
static int
replay_path(const char *path)
{
	struct stat st;
	struct dirent **ents;
	int n;

	if (stat(path, &st) < 0) {
		fprintf(err, "fuzz_replay: '%s': %s\n", path, strerror(errno));
		return -1;
	}
	if (!S_ISDIR(st.st_mode)) {
		replay_file(path);
		return 0;
	}
	/* sorted, so that runs are repeatable */
	n = scandir(path, &ents, NULL, alphasort);
	if (n < 0) {
		fprintf(err, "fuzz_replay: '%s': %s\n", path, strerror(errno));
		return -1;
	}
	for (int i = 0; i < n; i++) {
		const char *name = ents[i]->d_name;
		char *sub;

		if (strcmp(name, ".") && strcmp(name, "..") &&
		    asprintf(&sub, "%s/%s", path, name) >= 0) {
			replay_path(sub);
			free(sub);
		}
		free(ents[i]);
	}
	free(ents);
	return 0;
}

int
main(int argc, char **argv)
{
	int status = 0;
	int fd = dup(2);

	err = fd >= 0 ? fdopen(fd, "w") : NULL;
	if (!err)
		err = stderr;
	setvbuf(err, NULL, _IONBF, 0);
	if (argc < 2) {
		fprintf(err, "usage: %s FILE|DIR...\n", argv[0]);
		return 64;
	}
	LLVMFuzzerInitialize(&argc, &argv);
	catch_fatal_signals();
	for (int i = 1; i < argc; i++)
		if (replay_path(argv[i]) < 0)
			status = 64;
	printf("replayed %lu inputs\n", replayed);
	return status;
}
