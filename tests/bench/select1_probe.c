/* SPDX-License-Identifier: MIT */
/*
 * select1_probe.c - a client that runs "SELECT 1" in a loop and logs how
 * long each query took: what a connection of a stopped server feels. Used
 * by tests/bench/bench.sh (bench_stall), built there against libmariadb:
 *
 *   cc $(mariadb_config --cflags) select1_probe.c $(mariadb_config --libs)
 *
 * usage: select1_probe SOCKET [MIN_US]
 *
 * Connects as root over the unix socket SOCKET, prints "ready" on stderr,
 * then queries until SIGTERM or SIGINT. Every query that took at least
 * MIN_US microseconds (default 200) is printed on stdout as
 * "START_US LATENCY_US" (CLOCK_REALTIME at the start, microseconds since
 * the epoch), so that a stall can be matched with the tool that caused it.
 * At the end: "# queries N max_us M" on stdout. Exit status 0, or 1 when
 * the connection or a query failed.
 */
#include <mysql.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static volatile sig_atomic_t stop;

static void
on_signal(int sig)
{
	(void)sig;
	stop = 1;
}

static unsigned long long
clock_us(clockid_t c)
{
	struct timespec ts;

	clock_gettime(c, &ts);
	return ts.tv_sec * 1000000ull + ts.tv_nsec / 1000;
}

int
main(int argc, char **argv)
{
	struct sigaction sa = { .sa_handler = on_signal };
	unsigned long long n = 0, max = 0, min_us = 200;
	MYSQL *m;

	if (argc < 2 || argc > 3) {
		fprintf(stderr, "usage: select1_probe SOCKET [MIN_US]\n");
		return 64;
	}
	if (argc == 3)
		min_us = strtoull(argv[2], NULL, 10);
	sigemptyset(&sa.sa_mask);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGINT, &sa, NULL);
	if (!(m = mysql_init(NULL)) ||
	    !mysql_real_connect(m, NULL, "root", NULL, NULL, 0, argv[1], 0)) {
		fprintf(stderr, "select1_probe: cannot connect to '%s': %s\n", argv[1],
			m ? mysql_error(m) : "out of memory");
		return 1;
	}
	fprintf(stderr, "ready\n");
	while (!stop) {
		/* the latency by the monotonic clock, the start by the wall
		 * clock (pmp --save and the bench's tool runs use it) */
		unsigned long long t0 = clock_us(CLOCK_REALTIME);
		unsigned long long m0 = clock_us(CLOCK_MONOTONIC), lat;
		MYSQL_RES *res;

		if (mysql_real_query(m, "SELECT 1", 8) != 0) {
			if (stop)
				break;
			fprintf(stderr, "select1_probe: query failed: %s\n", mysql_error(m));
			return 1;
		}
		if ((res = mysql_store_result(m)))
			mysql_free_result(res);
		lat = clock_us(CLOCK_MONOTONIC) - m0;
		n++;
		if (lat > max)
			max = lat;
		if (lat >= min_us)
			printf("%llu %llu\n", t0, lat);
	}
	printf("# queries %llu max_us %llu\n", n, max);
	mysql_close(m);
	return fflush(stdout) == 0 ? 0 : 1;
}
