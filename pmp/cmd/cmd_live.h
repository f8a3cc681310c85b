/* SPDX-License-Identifier: MIT */
/* cmd_live.h - `pmp -p PID ...`, the live sampler; returns an exit code */
#ifndef PMP_CMD_LIVE_H
#define PMP_CMD_LIVE_H

int cmd_live(int argc, char **argv);

#endif
