/* SPDX-License-Identifier: MIT */
/*
 * outfile.c - create, fill and rename into place the files pmp writes;
 * see outfile.h for the rules and docs/safety.md for the attacks they
 * stop (a planted FILE.tmp symlink, a planted world-writable FILE.tmp, a
 * device node or FIFO as the destination).
 */
#include "outfile.h"

#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util.h"

/* the destination may be replaced: absent, or a regular file */
int
outfile_check(const char *path)
{
	struct stat st;

	if (lstat(path, &st) < 0) {
		if (errno == ENOENT)
			return 0;
		return error_msg("cannot write '%s': %s", path, strerror(errno));
	}
	if (S_ISLNK(st.st_mode))
		return error_msg("'%s' is a symbolic link: pmp does not write through "
				 "one (name the file it points to)", path);
	if (!S_ISREG(st.st_mode))
		return error_msg("'%s' exists and is not a regular file (%s): pmp only "
				 "replaces regular files", path,
				 S_ISDIR(st.st_mode) ? "a directory" :
				 S_ISFIFO(st.st_mode) ? "a FIFO" :
				 S_ISCHR(st.st_mode) ? "a character device" :
				 S_ISBLK(st.st_mode) ? "a block device" :
				 S_ISSOCK(st.st_mode) ? "a socket" : "not a file");
	return 0;
}

/* six characters of [a-z0-9] from getrandom(): a name nobody could plant
 * in advance (O_EXCL refuses one that exists anyway) */
static void
random_suffix(char *out)
{
	static const char set[] = "abcdefghijklmnopqrstuvwxyz0123456789";
	unsigned char r[6];

	if (getrandom(r, sizeof(r), 0) != (ssize_t)sizeof(r)) {
		/* no entropy call (old kernel): time and pid still differ
		 * between runs, and O_EXCL keeps it safe */
		uint64_t x = mono_ns() ^ ((uint64_t)getpid() << 32);

		for (size_t i = 0; i < sizeof(r); i++, x >>= 8)
			r[i] = (unsigned char)x;
	}
	for (size_t i = 0; i < sizeof(r); i++)
		out[i] = set[r[i] % (sizeof(set) - 1)];
	out[6] = '\0';
}

int
outfile_open(struct outfile *o, const char *path, size_t bufsize)
{
	size_t n = strlen(path);
	int fd = -1;

	memset(o, 0, sizeof(*o));
	if (!n)
		return error_msg("an empty file name");
	if (outfile_check(path) < 0)
		return -1;
	o->tmp = xmalloc(n + sizeof(".XXXXXX.tmp"));
	for (int tries = 0; tries < 100 && fd < 0; tries++) {
		char suffix[7];

		random_suffix(suffix);
		snprintf(o->tmp, n + sizeof(".XXXXXX.tmp"), "%s.%s.tmp", path, suffix);
		/* 0600 while it is written: nobody else reads a part of it */
		fd = open(o->tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
		if (fd < 0 && errno != EEXIST)
			break;
	}
	if (fd < 0) {
		error_msg("cannot write '%s': %s", path, strerror(errno));
		free(o->tmp);
		o->tmp = NULL;
		return -1;
	}
	if (!(o->f = fdopen(fd, "w"))) {
		error_msg("cannot write '%s': %s", path, strerror(errno));
		close(fd);
		unlink(o->tmp);
		free(o->tmp);
		o->tmp = NULL;
		return -1;
	}
	if (bufsize) {
		o->buf = xmalloc(bufsize);
		setvbuf(o->f, o->buf, _IOFBF, bufsize);
	}
	o->path = xstrdup(path);
	return 0;
}

int
outfile_commit(struct outfile *o)
{
	mode_t mask;
	int r = 0, fd;

	if (!o->f)
		return 0;
	fd = fileno(o->f);
	/* the mode a file created by open(2) would have: umask(2) is the
	 * only way to read the mask (pmp has one thread here) */
	mask = umask(0);
	umask(mask);
	errno = 0;
	if (fflush(o->f) != 0 || ferror(o->f))
		r = error_msg("cannot write '%s': %s; it is left as it was", o->path,
			      strerror(errno ? errno : EIO));
	else if (fchmod(fd, 0666 & ~mask) < 0)
		r = error_msg("cannot set the mode of '%s': %s", o->tmp, strerror(errno));
	if (fclose(o->f) != 0 && r == 0)
		r = error_msg("cannot write '%s': %s; it is left as it was", o->path,
			      strerror(errno));
	o->f = NULL;
	free(o->buf);
	o->buf = NULL;
	/* again: the destination may have been replaced while pmp wrote
	 * (rename(2) would replace a symlink or a node, not write to it,
	 * but the promise is that pmp replaces regular files only) */
	if (r == 0 && outfile_check(o->path) < 0)
		r = -1;
	if (r == 0 && rename(o->tmp, o->path) < 0)
		r = error_msg("cannot rename '%s' to '%s': %s", o->tmp, o->path,
			      strerror(errno));
	if (r < 0)
		unlink(o->tmp);
	return r;
}

void
outfile_abort(struct outfile *o)
{
	if (!o->f)
		return;
	fclose(o->f);
	o->f = NULL;
	unlink(o->tmp);
}

void
outfile_release(struct outfile *o)
{
	outfile_abort(o);
	free(o->path);
	free(o->tmp);
	free(o->buf);
	memset(o, 0, sizeof(*o));
}

/* the directory that holds path (followed: it is where the file goes) */
static int
dir_stat(const char *path, struct stat *st)
{
	char *copy = xstrdup(path);
	int r = stat(dirname(copy), st);

	free(copy);
	return r;
}

bool
outfile_same(const char *a, const char *b)
{
	struct stat sa, sb;
	bool ea = lstat(a, &sa) == 0, eb = lstat(b, &sb) == 0, same;
	char *ca, *cb;

	if (ea || eb)
		return ea && eb && sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
	if (dir_stat(a, &sa) < 0 || dir_stat(b, &sb) < 0 ||
	    sa.st_dev != sb.st_dev || sa.st_ino != sb.st_ino)
		return false;
	ca = xstrdup(a);
	cb = xstrdup(b);
	same = !strcmp(basename(ca), basename(cb));
	free(ca);
	free(cb);
	return same;
}

int
outfile_close_stdout(void)
{
	bool bad;
	int err;

	errno = 0;
	bad = fflush(stdout) != 0 || ferror(stdout);
	err = bad ? (errno ? errno : EIO) : 0;

	if (fclose(stdout) != 0 && !bad && errno != EBADF) {
		/* EBADF: started with stdout closed, and nothing written */
		bad = true;
		err = errno;
	}
	if (bad)
		return error_msg("cannot write standard output: %s", strerror(err));
	return 0;
}
