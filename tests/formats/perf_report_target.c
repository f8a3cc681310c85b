/* SPDX-License-Identifier: MIT */
/*
 * perf_report_target.c - the program tests/formats/perf-report.test
 * profiles with `perf record -g`, so that `pmp diff` of two
 * `perf report --stdio` texts has a known change:
 *
 *   perf_report_target A B   main -> run -> hot_a (A ms of CPU time)
 *                                    -> run -> hot_b (B ms)
 *
 * The work is measured in the clock perf samples by: each hot_x spins
 * until its thread has used its milliseconds of CPU time
 * (CLOCK_THREAD_CPUTIME_ID), not for a count of iterations. A fixed
 * count of iterations took from 112 to 317 cpu-clock samples for the same
 * count on this project's VMs (the host's load moves the CPU time of a
 * loop, and perf counts time); a fixed amount of CPU time gives 190 +- 5
 * samples at -F 499 for 400 ms, with or without load beside it.
 *
 * Each hot_x spins in its own loop and reads the clock once per 100,000
 * iterations (about 70 us), so it is the innermost frame of nearly all of
 * its samples (a leaf of its own could lose its caller in a frame-pointer
 * walk).
 *
 * Built -O2 -g -fno-omit-frame-pointer, so frame-pointer call graphs work;
 * noipa and the empty asm after the calls keep every function a frame.
 */
#include <stdlib.h>
#include <time.h>

static volatile unsigned long sink;

static double
cpu_ms(void)
{
	struct timespec t;

	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
	return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

__attribute__((noinline, noipa)) static void
hot_a(unsigned long ms)
{
	double end = cpu_ms() + ms;

	do {
		for (unsigned long i = 0; i < 100000; i++)
			sink += i;
	} while (cpu_ms() < end);
	__asm__ volatile("" ::: "memory");	/* no tail call: hot_x stays on the stack */
}

__attribute__((noinline, noipa)) static void
hot_b(unsigned long ms)
{
	double end = cpu_ms() + ms;

	do {
		for (unsigned long i = 0; i < 100000; i++)
			sink += i;
	} while (cpu_ms() < end);
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
