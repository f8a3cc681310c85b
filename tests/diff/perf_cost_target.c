/* SPDX-License-Identifier: MIT */
/*
 * perf_cost_target.c - exact ground truth for pmp diff on `perf record`
 * captures (tests/diff/perf-replicates.test): one thread runs ROUNDS
 * rounds of three functions that spin, cost_a, cost_b and cost_c, each a
 * fixed number of steps; cost_b's steps are multiplied by B_FACTOR. With
 * B_FACTOR 1 the three have a third of the samples each; with 3, cost_b
 * has three fifths (a fifth each for the others), and per round (the
 * work) cost_b's samples triple while cost_a's and cost_c's stay.
 *
 *   perf_cost_target ROUNDS B_FACTOR
 *
 * Built -O2 -g -fno-omit-frame-pointer -fno-ipa-icf: frame-pointer call
 * graphs work, and cost_a and cost_c, the same code, stay two functions.
 */
#include <stdlib.h>

static volatile unsigned long sink;

/* a fixed cost: n steps of a chain of multiplications the compiler cannot
 * remove, in registers (a loop over a volatile store ran at speeds that
 * varied from function to function and run to run); inlined, so that each
 * cost_* is its own innermost frame */
static inline __attribute__((always_inline)) void
spin(unsigned long n)
{
	unsigned long x = n;

	for (unsigned long i = 0; i < n; i++) {
		x = x * 6364136223846793005UL + 1442695040888963407UL;
		__asm__ volatile("" : "+r"(x));
	}
	sink = x;
}

__attribute__((noinline)) static void
cost_a(void)
{
	spin(100000);
}

__attribute__((noinline)) static void
cost_b(unsigned long factor)
{
	spin(100000 * factor);
}

__attribute__((noinline)) static void
cost_c(void)
{
	spin(100000);
}

int
main(int argc, char **argv)
{
	unsigned long rounds = argc > 1 ? strtoul(argv[1], NULL, 10) : 1000;
	unsigned long factor = argc > 2 ? strtoul(argv[2], NULL, 10) : 1;

	for (unsigned long r = 0; r < rounds; r++) {
		cost_a();
		cost_b(factor);
		cost_c();
	}
	return 0;
}
