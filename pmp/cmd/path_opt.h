/* SPDX-License-Identifier: MIT */
/*
 * path_opt.h - the paths the naming options take (--debug-dir DIR,
 * --exe FILE), checked on the command line: a path that is not what the
 * option needs is a usage error (EXIT_USAGE) naming it, not an option
 * that silently names nothing. Command code only: these die().
 */
#ifndef PMP_PATH_OPT_H
#define PMP_PATH_OPT_H

/* dies unless dir is a directory (after symbolic links) */
void path_opt_dir(const char *opt, const char *dir);
/* dies unless file is a regular file (after symbolic links) pmp may read */
void path_opt_file(const char *opt, const char *file);
/* raw_namer_opt_parse() (raw_namer.h) into o, with --debug-dir and --exe
 * checked */
struct raw_namer_opts;
int path_opt_namer_parse(struct raw_namer_opts *o, int opt, const char *arg);

#endif
