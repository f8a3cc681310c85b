/* SPDX-License-Identifier: MIT */
/*
 * incdir.c - the incidents' directory (incdir.h): everything relative to
 * the directory's descriptor, nothing followed, bounded in bytes.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include "incdir.h"
#include "util.h"

#define TMP_PREFIX ".pmp-incident-"
#define TMP_SUFFIX ".tmp"

/* "pmp-incident-20261206T221500Z-3": its time, or (time_t)-1 */
static time_t
name_time(const char *name)
{
	struct tm tm = { 0 };
	const char *s = name + strlen(INCDIR_PREFIX), *end;

	if (strncmp(name, INCDIR_PREFIX, strlen(INCDIR_PREFIX)))
		return (time_t)-1;
	end = strptime(s, "%Y%m%dT%H%M%SZ-", &tm);
	if (!end || !*end || strspn(end, "0123456789") != strlen(end))
		return (time_t)-1;
	return timegm(&tm);
}

/*
 * The regular files of directory name in D (one level, pmp writes no
 * more): their bytes into *bytes when it is a directory of pmp's user
 * holding regular files only, and its descriptor when keep is set. -1
 * when it is anything else: then pmp neither counts nor removes it.
 */
static int
scan_dir(int dirfd, const char *name, uint64_t *bytes, bool remove)
{
	int fd = openat(dirfd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	struct stat st;
	struct dirent *de;
	DIR *d;
	int r = 0;

	*bytes = 0;
	if (fd < 0)
		return -1;
	if (fstat(fd, &st) < 0 || st.st_uid != geteuid() || !(d = fdopendir(fd))) {
		close(fd);
		return -1;
	}
	while ((de = readdir(d))) {
		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
			continue;
		if (fstatat(fd, de->d_name, &st, AT_SYMLINK_NOFOLLOW) < 0 ||
		    !S_ISREG(st.st_mode)) {
			r = -1;
			continue;
		}
		*bytes += (uint64_t)st.st_size;
	}
	if (remove && r == 0) {
		rewinddir(d);
		while ((de = readdir(d)))
			if (strcmp(de->d_name, ".") && strcmp(de->d_name, "..") &&
			    unlinkat(fd, de->d_name, 0) < 0)
				r = -1;
		if (r == 0 && unlinkat(dirfd, name, AT_REMOVEDIR) < 0)
			r = -1;
	}
	closedir(d);
	return r;
}

static int
cmp_entry(const void *a, const void *b)
{
	const struct inc_entry *x = a, *y = b;

	if (x->when != y->when)
		return x->when < y->when ? -1 : 1;
	return strcmp(x->name, y->name);
}

static void
entries_free(struct incdir *D)
{
	for (size_t i = 0; i < D->n; i++)
		free(D->e[i].name);
	D->n = 0;
}

/* the incidents in D, oldest first; leftovers of a pmp killed while it
 * wrote one (".pmp-incident-*.tmp" of pmp's user) are removed */
static int
list(struct incdir *D)
{
	int fd = dup(D->fd);
	struct dirent *de;
	DIR *d;

	if (fd < 0 || !(d = fdopendir(fd))) {
		error_msg("%s: %s", D->path, strerror(errno));
		if (fd >= 0)
			close(fd);
		return -1;
	}
	entries_free(D);
	rewinddir(d);
	while ((de = readdir(d))) {
		time_t when = name_time(de->d_name);
		uint64_t bytes;
		size_t l = strlen(de->d_name);

		if (!strncmp(de->d_name, TMP_PREFIX, strlen(TMP_PREFIX)) &&
		    l > strlen(TMP_SUFFIX) && !strcmp(de->d_name + l - strlen(TMP_SUFFIX), TMP_SUFFIX)) {
			if (scan_dir(D->fd, de->d_name, &bytes, true) == 0)
				verbose_msg("%s: removed %s, left by an incident not finished",
					    D->path, de->d_name);
			continue;
		}
		if (when == (time_t)-1 || scan_dir(D->fd, de->d_name, &bytes, false) < 0)
			continue;
		ALLOC_GROW(D->e, D->n + 1, D->alloc);
		D->e[D->n].name = xstrdup(de->d_name);
		D->e[D->n].when = when;
		D->e[D->n++].bytes = bytes;
	}
	closedir(d);
	if (D->n)
		qsort(D->e, D->n, sizeof(D->e[0]), cmp_entry);
	return 0;
}

int
incdir_open(struct incdir *D, const char *path, uint64_t max_bytes, double min_free)
{
	struct stat st;

	memset(D, 0, sizeof(*D));
	D->path = xstrdup(path);
	D->max_bytes = max_bytes;
	D->min_free = min_free;
	D->fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	if (D->fd < 0) {
		if (errno == ELOOP || errno == ENOTDIR)
			error_msg("%s: not a directory (pmp does not write through a symbolic "
				  "link: name the directory itself)", path);
		else
			error_msg("%s: %s", path, strerror(errno));
		return -1;
	}
	if (fstat(D->fd, &st) < 0 || !S_ISDIR(st.st_mode)) {
		error_msg("%s: not a directory", path);
		return -1;
	}
	return list(D);
}

void
incdir_release(struct incdir *D)
{
	if (D->fd > 0)
		close(D->fd);
	entries_free(D);
	free(D->e);
	free(D->path);
	memset(D, 0, sizeof(*D));
}

int
incdir_space(const struct incdir *D, char *why, size_t whysize)
{
	struct statvfs v;
	double pct;

	if (fstatvfs(D->fd, &v) < 0) {
		snprintf(why, whysize, "%s: %s", D->path, strerror(errno));
		return -1;
	}
	if (!v.f_blocks)
		return 0;
	pct = 100.0 * (double)v.f_bavail / (double)v.f_blocks;
	if (pct < D->min_free) {
		snprintf(why, whysize, "%s: its filesystem has %.1f%% free, less than the "
			 "%g%% --min-free keeps", D->path, pct, D->min_free);
		return -1;
	}
	return 0;
}

size_t
incdir_count_since(const struct incdir *D, time_t since)
{
	size_t k = 0;

	for (size_t i = 0; i < D->n; i++)
		k += D->e[i].when >= since;
	return k;
}

int
incdir_begin(struct incdir *D, struct incident *I, time_t when)
{
	static const char abc[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

	memset(I, 0, sizeof(*I));
	I->dfd = -1;
	I->when = when;
	for (int tries = 0; tries < 100; tries++) {
		unsigned char r[6];
		char name[64];

		if (getrandom(r, sizeof(r), 0) != (ssize_t)sizeof(r))
			for (size_t i = 0; i < sizeof(r); i++)
				r[i] = (unsigned char)(rand() + tries);
		snprintf(name, sizeof(name), TMP_PREFIX "%c%c%c%c%c%c" TMP_SUFFIX,
			 abc[r[0] % 62], abc[r[1] % 62], abc[r[2] % 62], abc[r[3] % 62],
			 abc[r[4] % 62], abc[r[5] % 62]);
		if (mkdirat(D->fd, name, 0700) < 0) {
			if (errno == EEXIST)
				continue;
			error_msg("%s: cannot make a directory for the incident: %s", D->path,
				  strerror(errno));
			return -1;
		}
		I->dfd = openat(D->fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
		if (I->dfd < 0) {
			error_msg("%s/%s: %s", D->path, name, strerror(errno));
			unlinkat(D->fd, name, AT_REMOVEDIR);
			return -1;
		}
		I->tmp = xstrdup(name);
		return 0;
	}
	error_msg("%s: no free temporary name for the incident", D->path);
	return -1;
}

FILE *
incident_file(struct incident *I, const char *name)
{
	int fd = openat(I->dfd, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
	FILE *f;

	if (fd < 0 || !(f = fdopen(fd, "w"))) {
		error_msg("%s: %s", name, strerror(errno));
		if (fd >= 0)
			close(fd);
		return NULL;
	}
	return f;
}

char *
incident_path(const struct incdir *D, const struct incident *I, const char *name)
{
	char *p = xmalloc(strlen(D->path) + strlen(I->tmp) + strlen(name) + 3);

	sprintf(p, "%s/%s/%s", D->path, I->tmp, name);
	return p;
}

void
incdir_abort(struct incdir *D, struct incident *I)
{
	uint64_t bytes;

	if (I->dfd >= 0)
		close(I->dfd);
	if (I->tmp)
		scan_dir(D->fd, I->tmp, &bytes, true);
	free(I->tmp);
	free(I->name);
	memset(I, 0, sizeof(*I));
	I->dfd = -1;
}

int
incdir_commit(struct incdir *D, struct incident *I)
{
	struct tm tm;
	char stamp[32], name[64];
	uint64_t bytes = 0;

	gmtime_r(&I->when, &tm);
	strftime(stamp, sizeof(stamp), "%Y%m%dT%H%M%SZ", &tm);
	if (fchmod(I->dfd, 0755) < 0 || scan_dir(D->fd, I->tmp, &bytes, false) < 0) {
		error_msg("%s/%s: %s", D->path, I->tmp, strerror(errno));
		incdir_abort(D, I);
		return -1;
	}
	for (unsigned k = 1; k < 10000; k++) {
		snprintf(name, sizeof(name), INCDIR_PREFIX "%s-%u", stamp, k);
		if (renameat2(D->fd, I->tmp, D->fd, name, RENAME_NOREPLACE) == 0) {
			close(I->dfd);
			I->dfd = -1;
			free(I->tmp);
			I->tmp = NULL;
			I->name = xstrdup(name);
			ALLOC_GROW(D->e, D->n + 1, D->alloc);
			D->e[D->n].name = xstrdup(name);
			D->e[D->n].when = I->when;
			D->e[D->n++].bytes = bytes;
			incdir_prune(D);
			return 0;
		}
		if (errno != EEXIST)
			break;
	}
	error_msg("%s: cannot name the incident %s: %s", D->path, name, strerror(errno));
	incdir_abort(D, I);
	return -1;
}

void
incdir_prune(struct incdir *D)
{
	uint64_t total = 0;
	size_t k = 0;

	if (!D->max_bytes)
		return;
	for (size_t i = 0; i < D->n; i++)
		total += D->e[i].bytes;
	/* the oldest first; the newest stays even alone over the cap */
	while (total > D->max_bytes && D->n - k > 1) {
		uint64_t bytes;

		if (scan_dir(D->fd, D->e[k].name, &bytes, true) < 0)
			warning_msg("%s/%s: cannot remove it for --max-bytes: it holds "
				    "something pmp did not write", D->path, D->e[k].name);
		else
			D->pruned++;
		total -= D->e[k].bytes;
		free(D->e[k].name);
		k++;
	}
	if (total > D->max_bytes)
		warning_msg("%s: the newest incident alone (%llu bytes) is over --max-bytes",
			    D->path, (unsigned long long)total);
	if (k) {
		memmove(D->e, D->e + k, (D->n - k) * sizeof(D->e[0]));
		D->n -= k;
	}
}
