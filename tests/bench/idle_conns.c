/* SPDX-License-Identifier: MIT */
/*
 * idle_conns.c - hold N idle client connections to a MariaDB server, for
 * the idle-thread bench (tests/bench/bench.sh): with one thread per
 * connection, each is a server thread parked in its read of the next
 * query, as the idle connections of an application's pool are.
 *
 *   idle_conns SOCKET N    prints "ready N" once every connection is open,
 *                          then holds them until standard input closes
 */
#include <mysql.h>
#include <stdio.h>
#include <stdlib.h>

int
main(int argc, char **argv)
{
	MYSQL **c;
	int n;
	char buf[64];

	if (argc != 3 || (n = atoi(argv[2])) <= 0) {
		fprintf(stderr, "usage: idle_conns SOCKET N\n");
		return 64;
	}
	c = calloc((size_t)n, sizeof(*c));
	if (!c) {
		fprintf(stderr, "idle_conns: out of memory\n");
		return 1;
	}
	for (int i = 0; i < n; i++) {
		c[i] = mysql_init(NULL);
		if (!c[i] || !mysql_real_connect(c[i], NULL, "root", NULL, NULL, 0,
						 argv[1], 0)) {
			fprintf(stderr, "idle_conns: connection %d: %s\n", i + 1,
				c[i] ? mysql_error(c[i]) : "out of memory");
			return 1;
		}
	}
	printf("ready %d\n", n);
	fflush(stdout);
	while (fgets(buf, sizeof(buf), stdin))
		;
	for (int i = 0; i < n; i++)
		mysql_close(c[i]);
	free(c);
	return 0;
}
