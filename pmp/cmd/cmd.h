/* SPDX-License-Identifier: MIT */
/* cmd.h - the subcommands pmp/main.c dispatches to; each returns an exit code */
#ifndef PMP_CMD_H
#define PMP_CMD_H

int cmd_aggregate(int argc, char **argv);
int cmd_rules(int argc, char **argv);
int cmd_diff(int argc, char **argv);

#endif
