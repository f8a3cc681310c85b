/* SPDX-License-Identifier: MIT */
/*
 * incident_args.c - incidents' directories as inputs (incident_args.h).
 */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "incident_args.h"
#include "util.h"

char *
incident_file_path(const char *dir, const char *name)
{
	char *p = xmalloc(strlen(dir) + strlen(name) + 2);

	sprintf(p, "%s/%s", dir, name);
	return p;
}

static bool
is_file(const char *dir, const char *name)
{
	char *p = incident_file_path(dir, name);
	struct stat st;
	bool r = stat(p, &st) == 0 && S_ISREG(st.st_mode);

	free(p);
	return r;
}

bool
incident_dir(const char *path)
{
	struct stat st;

	return strcmp(path, "-") && stat(path, &st) == 0 && S_ISDIR(st.st_mode) &&
	       is_file(path, "summary.txt") && is_file(path, INCIDENT_AFTER);
}

static void
add(struct incident_args *a, const char *p, bool made)
{
	a->paths = xrealloc(a->paths, (a->n + 1) * sizeof(*a->paths));
	a->paths[a->n++] = p;
	if (made) {
		a->made = xrealloc(a->made, (a->nmade + 1) * sizeof(*a->made));
		a->made[a->nmade++] = (char *)p;
	}
}

void
incident_args_expand(struct incident_args *a, const char *const *args, size_t n)
{
	memset(a, 0, sizeof(*a));
	for (size_t i = 0; i < n; i++) {
		if (!incident_dir(args[i])) {
			add(a, args[i], false);
			continue;
		}
		/* the trigger may have come at the first snapshot: no before */
		if (is_file(args[i], INCIDENT_BEFORE))
			add(a, incident_file_path(args[i], INCIDENT_BEFORE), true);
		add(a, incident_file_path(args[i], INCIDENT_AFTER), true);
	}
}

void
incident_args_release(struct incident_args *a)
{
	for (size_t i = 0; i < a->nmade; i++)
		free(a->made[i]);
	free(a->made);
	free(a->paths);
	memset(a, 0, sizeof(*a));
}
