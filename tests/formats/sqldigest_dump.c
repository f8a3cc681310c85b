/* SPDX-License-Identifier: MIT */
/*
 * sqldigest_dump.c - the digest (lib/sqldigest.c) of each argument, each
 * followed by a NUL byte (a digest may hold a newline), for
 * tests/formats/sqldigest-ptfingerprint.test to compare with
 * pt-fingerprint's.
 */
#include <stdio.h>
#include <string.h>

#include "sqldigest.h"

int
main(int argc, char **argv)
{
	struct strbuf sb;

	strbuf_init(&sb);
	for (int i = 1; i < argc; i++) {
		strbuf_reset(&sb);
		sql_digest(&sb, argv[i], strlen(argv[i]));
		fwrite(sb.buf, 1, sb.len + 1, stdout);
	}
	strbuf_release(&sb);
	return fflush(stdout) ? 1 : 0;
}
