/* SPDX-License-Identifier: MIT */
/*
 * incident_args.h - an incident's directory (pmp stalk, pmp/stalk/
 * stalker.h) named where a capture is expected: `pmp aggregate DIR`
 * reads its captures (before.raw, after.raw), `pmp diff DIR` compares
 * the one before the trigger with the one from it on. A directory is an
 * incident when it holds summary.txt and after.raw. Command code.
 *
 * An incident_args owns the paths it made; the others are borrowed from
 * argv.
 */
#ifndef PMP_INCIDENT_ARGS_H
#define PMP_INCIDENT_ARGS_H

#include <stdbool.h>
#include <stddef.h>

#define INCIDENT_BEFORE "before.raw"
#define INCIDENT_AFTER "after.raw"

struct incident_args {
	const char **paths;
	size_t n;
	char **made;		/* owned */
	size_t nmade;
};

/* whether path is an incident's directory */
bool incident_dir(const char *path);
/* DIR/name, owned by the caller */
char *incident_file_path(const char *dir, const char *name);
/* args with each incident's directory replaced by its captures */
void incident_args_expand(struct incident_args *a, const char *const *args, size_t n);
void incident_args_release(struct incident_args *a);

#endif
