/* SPDX-License-Identifier: MIT */
/* cmd_serve.h - `pmp serve`, continuous sampling for Prometheus and
 * pprof scrapers; returns an exit code */
#ifndef PMP_CMD_SERVE_H
#define PMP_CMD_SERVE_H

int cmd_serve(int argc, char **argv);

#endif
