/* SPDX-License-Identifier: MIT */
/* cmd_core.h - `pmp --core FILE ...`, the stacks of a core dump; returns an exit code */
#ifndef PMP_CMD_CORE_H
#define PMP_CMD_CORE_H

int cmd_core(int argc, char **argv);

#endif
