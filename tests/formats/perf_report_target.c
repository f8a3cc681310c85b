/* SPDX-License-Identifier: MIT */
/*
 * perf_report_target.c - the program tests/formats/perf-report.test
 * profiles with `perf record -g` twice, with different work, so that
 * `pmp diff` of the two `perf report --stdio` texts has a known change:
 *
 *   perf_report_target A B   main -> run -> hot_a (A units of spinning)
 *                                    -> run -> hot_b (B units)
 *
 * Each hot_x spins in its own loop, so it is the innermost frame of its
 * samples (a leaf of its own could lose its caller in a frame-pointer
 * walk).
 *
 * Built -O2 -g -fno-omit-frame-pointer, so frame-pointer call graphs work;
 * noipa and the empty asm after the calls keep every function a frame.
 */
#include <stdlib.h>

static volatile unsigned long sink;

__attribute__((noinline, noipa)) static void
hot_a(unsigned long units)
{
	for (unsigned long i = 0; i < units * 1000000; i++)
		sink += i;
	__asm__ volatile("" ::: "memory");	/* no tail call: hot_x stays on the stack */
}

__attribute__((noinline, noipa)) static void
hot_b(unsigned long units)
{
	for (unsigned long i = 0; i < units * 1000000; i++)
		sink += i;
	__asm__ volatile("" ::: "memory");	/* no tail call: hot_x stays on the stack */
}

__attribute__((noinline, noipa)) static void
run(unsigned long a, unsigned long b)
{
	hot_a(a);
	hot_b(b);
	__asm__ volatile("" ::: "memory");
}

int
main(int argc, char **argv)
{
	run(argc > 1 ? strtoul(argv[1], NULL, 10) : 100,
	    argc > 2 ? strtoul(argv[2], NULL, 10) : 100);
	return 0;
}
