/* SPDX-License-Identifier: MIT */
/* unit.h - includes every cmocka test needs, in the order cmocka 1.1 wants */
#ifndef PMP_UNIT_H
#define PMP_UNIT_H
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#endif
