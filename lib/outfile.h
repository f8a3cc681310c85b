/* SPDX-License-Identifier: MIT */
/*
 * outfile.h - every file pmp writes (--save, -o, pmp diff -o, pmp top's
 * `w`, pmp serve --textfile), written the way careful tools write as
 * root into directories others can write to (docs/safety.md, "Files
 * pmp writes"):
 *
 *  - the destination, if it exists, must be a regular file: a device
 *    node, a FIFO, a socket or a directory is refused, and so is a
 *    symbolic link at the last component (pmp never writes through one:
 *    name the link's target instead);
 *  - the data goes to a new file in the destination's directory, created
 *    with O_CREAT|O_EXCL|O_NOFOLLOW and mode 0600 under a random name
 *    (FILE.XXXXXX.tmp), so no file or link planted in advance is opened;
 *  - outfile_commit() checks every write and the close, gives the file
 *    the mode a new file would get (0666 minus the umask) and renames it
 *    over the destination: the destination holds its old contents, or
 *    the complete new ones, never a part;
 *  - outfile_abort() removes the temporary: an existing destination is
 *    left untouched.
 *
 * Errors follow lib/util.h: reported once, -1 returned.
 */
#ifndef PMP_OUTFILE_H
#define PMP_OUTFILE_H

#include <stdbool.h>
#include <stdio.h>

struct outfile {
	FILE *f;		/* the temporary, open for writing; NULL when
				 * closed (committed or aborted) */
	char *path;		/* owned: the destination, as given */
	char *tmp;		/* owned: the temporary's path */
	char *buf;		/* owned: f's stdio buffer when one was asked
				 * for (outfile_open's bufsize), or NULL */
};

/*
 * Check path and create its temporary. bufsize: a stdio buffer of that
 * many bytes for f (0: stdio's default). -1 after reporting why; o then
 * holds nothing to release but outfile_release() is harmless.
 */
int outfile_open(struct outfile *o, const char *path, size_t bufsize);
/* flush, check, fix the mode and rename into place: 0, or -1 after
 * reporting why (the temporary is removed then, the destination kept) */
int outfile_commit(struct outfile *o);
/* close and remove the temporary, if still open; the destination is not
 * touched. Safe on a committed or never-opened outfile */
void outfile_abort(struct outfile *o);
/* outfile_abort(), then free what o owns */
void outfile_release(struct outfile *o);

/* whether path may be replaced (absent, or a regular file and not a
 * symlink): 0, or -1 after saying why. outfile_open() checks it again;
 * commands call it first to refuse before any work */
int outfile_check(const char *path);

/*
 * Whether two destinations name the same file: the same inode when both
 * exist, else the same directory (by inode) and the same last component.
 * For refusing `--save F -o F`, where the last rename would win.
 */
bool outfile_same(const char *a, const char *b);

/*
 * Flush and close stdout, checking for errors (a full disk, /dev/full, a
 * closed pipe): 0, or -1 after reporting why. main() calls it last, so
 * that `pmp --help >/dev/full` fails instead of exiting 0.
 */
int outfile_close_stdout(void);

#endif
