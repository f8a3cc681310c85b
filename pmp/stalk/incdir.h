/* SPDX-License-Identifier: MIT */
/*
 * incdir.h - the directory `pmp stalk` writes incidents into, one
 * directory per incident, written as every file pmp writes
 * (docs/safety.md, "Files pmp writes") and bounded:
 *
 *  - DIR itself must be a directory, not a symbolic link; it is held
 *    open, and everything below is made relative to it (mkdirat,
 *    openat, renameat2), never by a path that could be redirected;
 *  - an incident is built in a new private directory (mode 0700, a
 *    random name ".pmp-incident-XXXXXX.tmp", O_EXCL by mkdirat), its
 *    files created with O_CREAT|O_EXCL|O_NOFOLLOW; when complete it gets
 *    mode 0755 and is renamed (RENAME_NOREPLACE) to its final name
 *    "pmp-incident-YYYYmmddTHHMMSSZ-N": a reader never sees half an
 *    incident, and nothing someone planted is opened or followed;
 *  - a cap on the bytes of all incidents: the oldest are removed first
 *    (only directories named as pmp names them, owned by pmp's user,
 *    holding regular files only); a filesystem with less free space than
 *    asked is refused at the start and an incident is not written to it.
 *
 * An incdir owns its descriptor and its list of incidents; an incident
 * being written (struct incident) owns its directory descriptor and
 * names until incdir_commit() or incdir_abort(). Errors follow
 * lib/util.h: reported once, -1 returned.
 */
#ifndef PMP_INCDIR_H
#define PMP_INCDIR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <time.h>

#define INCDIR_PREFIX "pmp-incident-"

struct inc_entry {
	char *name;		/* owned: "pmp-incident-..." */
	time_t when;		/* from its name */
	uint64_t bytes;		/* its files' sizes */
};

struct incdir {
	int fd;			/* DIR, O_DIRECTORY|O_NOFOLLOW */
	char *path;		/* owned, as given */
	uint64_t max_bytes;	/* 0: no cap */
	double min_free;	/* per cent of the filesystem kept free */
	struct inc_entry *e;	/* the incidents in DIR, oldest first */
	size_t n, alloc;
	unsigned long pruned;	/* incidents removed for the cap */
};

struct incident {
	int dfd;		/* the directory being written, or -1 */
	char *tmp;		/* owned: its temporary name in DIR */
	char *name;		/* owned: its final name, once committed */
	time_t when;
};

/* open path (a directory, not a symlink) and list its incidents: 0, or
 * -1 (reported) */
int incdir_open(struct incdir *D, const char *path, uint64_t max_bytes, double min_free);
void incdir_release(struct incdir *D);
/* whether its filesystem has at least min_free per cent free: 0, or -1
 * with why set */
int incdir_space(const struct incdir *D, char *why, size_t whysize);
/* how many incidents were written at or after since */
size_t incdir_count_since(const struct incdir *D, time_t since);

/* a new incident of time when: 0, or -1 (reported) */
int incdir_begin(struct incdir *D, struct incident *I, time_t when);
/* a new file name in it, for writing (mode 0644): the stream, or NULL
 * (reported) */
FILE *incident_file(struct incident *I, const char *name);
/* the path of a file in it (for a child that reads it), owned by the
 * caller */
char *incident_path(const struct incdir *D, const struct incident *I, const char *name);
/* finish it: mode 0755, renamed to its final name, listed, and the cap
 * enforced on the others. 0, or -1 (reported; the incident removed) */
int incdir_commit(struct incdir *D, struct incident *I);
/* remove it and everything in it */
void incdir_abort(struct incdir *D, struct incident *I);

/* remove the oldest incidents while all of them take more than the cap
 * (the newest is never removed: one incident over the cap is kept, with
 * a warning) */
void incdir_prune(struct incdir *D);

#endif
