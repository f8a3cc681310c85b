/* SPDX-License-Identifier: MIT */
/*
 * rules_opt.h - the rule options every command that writes a report
 * shares (--rules FILE, --no-default-rules, --no-rules), and the loading
 * they imply. Command code only: rules_opt_load() dies on a broken pack.
 */
#ifndef PMP_RULES_OPT_H
#define PMP_RULES_OPT_H

#include <getopt.h>
#include <stdbool.h>

#include "ruleset.h"

enum { OPT_RULES_FILE = 900, OPT_RULES_NO_DEFAULT, OPT_RULES_NONE };

#define RULES_LONG_OPTIONS                                                     \
	{ "rules", required_argument, NULL, OPT_RULES_FILE },                  \
	{ "no-default-rules", no_argument, NULL, OPT_RULES_NO_DEFAULT },      \
	{ "no-rules", no_argument, NULL, OPT_RULES_NONE }

#define RULES_HELP                                                             \
	"Rules (report and json name lock hotspots and idle threads):\n"      \
	"      --rules FILE      add a rule pack (repeatable; docs/rules.md)\n" \
	"      --no-default-rules  do not load the default packs\n"             \
	"      --no-rules        no classification at all\n"

struct rules_opt {
	const char **files;	/* borrowed from argv */
	size_t nfiles;
	bool no_defaults, none;
};

/* 1 if opt was one of the rule options (consumed), else 0 */
int rules_opt_parse(struct rules_opt *ro, int opt, const char *arg);
/*
 * Load the packs into rs (initialized by the caller) if wanted (the output
 * format shows hotspots) and not --no-rules; exits with EXIT_BAD if a pack
 * is broken. Returns the number of rules loaded.
 */
size_t rules_opt_load(struct rules_opt *ro, struct ruleset *rs, bool wanted);
void rules_opt_release(struct rules_opt *ro);

#endif
