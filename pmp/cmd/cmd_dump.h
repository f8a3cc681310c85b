/* SPDX-License-Identifier: MIT */
/* cmd_dump.h - `pmp dump -p PID`, one snapshot thread by thread; returns
 * an exit code */
#ifndef PMP_CMD_DUMP_H
#define PMP_CMD_DUMP_H

int cmd_dump(int argc, char **argv);

#endif
