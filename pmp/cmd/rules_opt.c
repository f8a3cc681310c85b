/* SPDX-License-Identifier: MIT */
#include "rules_opt.h"

#include <stdlib.h>

#include "util.h"

int
rules_opt_parse(struct rules_opt *ro, int opt, const char *arg)
{
	switch (opt) {
	case OPT_RULES_FILE:
		ro->files = xrealloc(ro->files, (ro->nfiles + 1) * sizeof(*ro->files));
		ro->files[ro->nfiles++] = arg;
		return 1;
	case OPT_RULES_NO_DEFAULT:
		ro->no_defaults = true;
		return 1;
	case OPT_RULES_NONE:
		ro->none = true;
		return 1;
	}
	return 0;
}

size_t
rules_opt_load(struct rules_opt *ro, struct ruleset *rs, bool wanted)
{
	int bad = 0;

	/* packs named on the command line are checked even when the output
	 * format shows no hotspots: a typo must not pass silently */
	if (ro->none || (!wanted && !ro->nfiles))
		return 0;
	/* rules first: a broken pack is found before any work is done */
	if (!ro->no_defaults)
		bad |= ruleset_load_defaults(rs, NULL);
	for (size_t i = 0; i < ro->nfiles; i++)
		bad |= ruleset_load(rs, ro->files[i]);
	if (bad) {
		ruleset_release(rs);
		rules_opt_release(ro);
		die(EXIT_BAD, "cannot load the rule packs (see above); --no-rules skips "
		    "classification");
	}
	return rs->n;
}

void
rules_opt_release(struct rules_opt *ro)
{
	free(ro->files);
	ro->files = NULL;
	ro->nfiles = 0;
}
