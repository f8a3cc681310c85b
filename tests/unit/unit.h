/* SPDX-License-Identifier: MIT */
/* unit.h - includes every cmocka test needs, in the order cmocka 1.1 wants */
#ifndef PMP_UNIT_H
#define PMP_UNIT_H
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

/* a memfd holding text, at offset 0: an input file without a file */
static inline int
unit_memfd(const char *text)
{
	int fd = memfd_create("t", 0);

	assert_true(fd >= 0);
	assert_int_equal(write(fd, text, strlen(text)), (ssize_t)strlen(text));
	lseek(fd, 0, SEEK_SET);
	return fd;
}
#endif
