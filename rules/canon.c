/* SPDX-License-Identifier: MIT */
#include "canon.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ruleset.h"
#include "util.h"

void
canon_init(struct canon *c)
{
	memset(c, 0, sizeof(*c));
	c->md = pcre2_match_data_create(4, NULL);
}

void
canon_release(struct canon *c)
{
	for (size_t i = 0; i < c->n; i++) {
		pcre2_code_free(c->drop[i]);
		free(c->src[i]);
	}
	free(c->drop);
	free(c->src);
	if (c->md)
		pcre2_match_data_free(c->md);
	memset(c, 0, sizeof(*c));
}

int
canon_load(struct canon *c, const char *path)
{
	FILE *f = fopen_read(path, "canon file", NULL);
	char *line = NULL;
	size_t cap = 0, first = c->n;
	unsigned lineno = 0;
	ssize_t len;
	int errors = 0;

	if (!f)
		return -1;
	while ((len = getline_max(&line, &cap, f, RULES_LINE_MAX)) != -1) {
		char *s = line, *e;
		pcre2_code *code;
		int err;
		PCRE2_SIZE off;

		lineno++;
		if (len == -2) {
			fprintf(stderr, "%s: error: %s:%u: line longer than %u bytes: "
				"not a canon file\n", progname, path, lineno, RULES_LINE_MAX);
			errors++;
			break;
		}
		if ((size_t)len != strlen(line)) {
			fprintf(stderr, "%s: error: %s:%u: NUL byte: not a canon file\n",
				progname, path, lineno);
			errors++;
			break;
		}
		while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r' ||
				   line[len - 1] == ' ' || line[len - 1] == '\t'))
			line[--len] = '\0';
		while (*s == ' ' || *s == '\t')
			s++;
		if (!*s || *s == '#')
			continue;
		if (strncmp(s, "drop", 4) || (s[4] != ' ' && s[4] != '\t')) {
			fprintf(stderr, "%s: error: %s:%u:%zu: expected 'drop PATTERN'\n",
				progname, path, lineno, (size_t)(s - line) + 1);
			errors++;
			continue;
		}
		for (e = s + 4; *e == ' ' || *e == '\t'; e++)
			;
		code = pcre2_compile((PCRE2_SPTR)e, PCRE2_ZERO_TERMINATED, 0, &err, &off, NULL);
		if (!code) {
			PCRE2_UCHAR msg[256];

			pcre2_get_error_message(err, msg, sizeof(msg));
			fprintf(stderr, "%s: error: %s:%u:%zu: bad pattern: %s\n", progname,
				path, lineno, (size_t)(e - line) + off + 1, (char *)msg);
			errors++;
			continue;
		}
		pcre2_jit_compile(code, PCRE2_JIT_COMPLETE);
		c->drop = xrealloc(c->drop, (c->n + 1) * sizeof(*c->drop));
		c->src = xrealloc(c->src, (c->n + 1) * sizeof(*c->src));
		c->drop[c->n] = code;
		c->src[c->n] = xstrdup(e);
		c->n++;
	}
	if (ferror(f)) {
		error_msg("cannot read canon file '%s': %s", path, strerror(errno));
		errors++;
	}
	free(line);
	fclose(f);
	if (errors) {
		while (c->n > first) {
			c->n--;
			pcre2_code_free(c->drop[c->n]);
			free(c->src[c->n]);
		}
		return -1;
	}
	return 0;
}

int
canon_load_default(struct canon *c)
{
	char path[PATH_MAX];

	snprintf(path, sizeof(path), "%s/diff.canon", ruleset_default_dir(NULL));
	return canon_load(c, path);
}

const char *
canon_name(const char *name)
{
	if (!strncmp(name, "__GI_", 5))
		name += 5;
	while (name[0] == '_' && name[1])
		name++;
	return name;
}

bool
canon_drops(struct canon *c, const char *name)
{
	for (size_t i = 0; i < c->n; i++)
		if (pcre2_match(c->drop[i], (PCRE2_SPTR)name, PCRE2_ZERO_TERMINATED, 0, 0,
				c->md, NULL) >= 0)
			return true;
	return false;
}
