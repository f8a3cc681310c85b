/* SPDX-License-Identifier: MIT */
#include "output.h"

#include <errno.h>
#include <string.h>

#include "util.h"

static const char *const names[OUT_NFORMATS] = {
	[OUT_REPORT] = "report", [OUT_PTPMP] = "ptpmp", [OUT_FOLDED] = "folded",
	[OUT_TREE] = "tree", [OUT_FLAT] = "flat", [OUT_JSON] = "json",
};

const char *
output_format_name(enum output_format f)
{
	return f < OUT_NFORMATS ? names[f] : "?";
}

int
output_format_parse(const char *name, enum output_format *out)
{
	for (int i = 0; i < OUT_NFORMATS; i++)
		if (!strcmp(name, names[i])) {
			*out = i;
			return 0;
		}
	if (!strcmp(name, "pt-pmp") || !strcmp(name, "pmp")) {
		*out = OUT_PTPMP;
		return 0;
	}
	return -1;
}

int
output_write(FILE *out, const struct profile *p, const struct output_opts *o)
{
	static void (*const writers[OUT_NFORMATS])(FILE *, const struct view *,
						   const struct output_opts *) = {
		[OUT_REPORT] = out_report, [OUT_PTPMP] = out_ptpmp,
		[OUT_FOLDED] = out_folded, [OUT_TREE] = out_tree,
		[OUT_FLAT] = out_flat, [OUT_JSON] = out_json,
	};
	struct view v;

	enum name_mode mode = o->names;

	if (o->fmt == OUT_PTPMP)
		mode = NAME_PTPMP;
	else if (o->fmt == OUT_JSON)	/* keep unknown frames resolvable later */
		mode = o->names == NAME_FULL ? NAME_FULL_ADDR : NAME_SHORT_ADDR;
	view_build(&v, p, mode);
	writers[o->fmt](out, &v, o);
	view_release(&v);
	if (fflush(out) != 0 || ferror(out))
		return error_msg("cannot write output: %s", strerror(errno));
	return 0;
}
