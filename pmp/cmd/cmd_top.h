/* SPDX-License-Identifier: MIT */
/* cmd_top.h - `pmp top -p PID`, the live terminal view; returns an exit code */
#ifndef PMP_CMD_TOP_H
#define PMP_CMD_TOP_H

int cmd_top(int argc, char **argv);

#endif
