/* SPDX-License-Identifier: MIT */
#include "perfdata.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "util.h"

#define PERFDATA_MAGIC "PERFILE2"
#define ERR_LINES 3	/* of perf's standard error, quoted when it fails */

extern char **environ;

bool
perfdata_is(int fd)
{
	char buf[sizeof(PERFDATA_MAGIC) - 1];
	struct stat st;

	/* a pipe cannot be read twice: only files are looked at */
	if (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode))
		return false;
	return pread(fd, buf, sizeof(buf), 0) == (ssize_t)sizeof(buf) &&
	       !memcmp(buf, PERFDATA_MAGIC, sizeof(buf));
}

int
perfdata_start(struct perfdata *pd, const char *path)
{
	/* -F +pid: perf's default fields, which adapt to what was recorded
	 * (a field asked for and not recorded is an error of perf script),
	 * and the pid, which the default leaves out */
	char *argv[] = { "perf", "script", "-i", (char *)path, "-F", "+pid", NULL };
	posix_spawn_file_actions_t fa;
	int p[2], r;

	memset(pd, 0, sizeof(*pd));
	pd->path = path;
	pd->out = -1;
	if (pipe2(p, O_CLOEXEC) < 0)
		return error_msg("%s: cannot make a pipe for perf script: %s", path,
				 strerror(errno));
	pd->err = tmpfile();
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
	posix_spawn_file_actions_adddup2(&fa, p[1], 1);
	if (pd->err)
		posix_spawn_file_actions_adddup2(&fa, fileno(pd->err), 2);
	r = posix_spawnp(&pd->pid, "perf", &fa, NULL, argv, environ);
	posix_spawn_file_actions_destroy(&fa);
	close(p[1]);
	if (r) {
		close(p[0]);
		if (pd->err)
			fclose(pd->err);
		pd->err = NULL;
		pd->pid = 0;
		return error_msg("%s: a perf.data file, read with `perf script`, which "
				 "cannot be run: %s (Debian: apt-get install linux-perf; or "
				 "give the text of `perf script -i %s`)", path, strerror(r),
				 path);
	}
	pd->out = p[0];
	verbose_msg("%s: perf.data, read through `perf script -i %s -F +pid`", path, path);
	return 0;
}

int
perfdata_input(struct perfdata *pd, int fd, const char *path)
{
	memset(pd, 0, sizeof(*pd));
	pd->out = -1;
	if (!perfdata_is(fd))
		return fd;
	close(fd);
	return perfdata_start(pd, path) < 0 ? -1 : pd->out;
}

/* the first lines perf wrote to its standard error, into buf */
static void
err_lines(struct perfdata *pd, char *buf, size_t n)
{
	size_t len = 0, lines = 0;
	int c;

	buf[0] = '\0';
	if (!pd->err || fseek(pd->err, 0, SEEK_SET) < 0)
		return;
	while (len + 1 < n && lines < ERR_LINES && (c = getc(pd->err)) != EOF) {
		if (c == '\n') {
			lines++;
			c = ';';
		}
		buf[len++] = (char)c;
	}
	while (len && (buf[len - 1] == ';' || buf[len - 1] == ' '))
		len--;
	buf[len] = '\0';
}

int
perfdata_finish(struct perfdata *pd)
{
	char msg[512];
	int st = 0, r = 0;

	if (pd->out >= 0)
		close(pd->out);	/* a reader that stopped early: perf gets EPIPE */
	pd->out = -1;
	while (pd->pid > 0 && waitpid(pd->pid, &st, 0) < 0 && errno == EINTR)
		;
	err_lines(pd, msg, sizeof(msg));
	if (pd->pid > 0 && WIFSIGNALED(st) && WTERMSIG(st) != SIGPIPE)
		r = error_msg("%s: perf script was killed by signal %d%s%s", pd->path,
			      WTERMSIG(st), *msg ? ": " : "", msg);
	else if (pd->pid > 0 && WIFEXITED(st) && WEXITSTATUS(st))
		r = error_msg("%s: perf script failed (exit %d)%s%s", pd->path,
			      WEXITSTATUS(st), *msg ? ": " : "", msg);
	else if (*msg)
		verbose_msg("%s: perf script said: %s", pd->path, msg);
	if (pd->err)
		fclose(pd->err);
	pd->err = NULL;
	pd->pid = 0;
	return r;
}
