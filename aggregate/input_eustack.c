/* SPDX-License-Identifier: MIT */
/*
 * input_eustack.c - read eu-stack output (elfutils), plain or with -i, -m,
 * -s, -b, -a:
 *
 *   PID 5619 - process
 *   TID 5619:
 *   #0  0x00007fbf48d5c503 __GI___clock_nanosleep - /usr/lib/x86_64-linux-gnu/libc.so.6
 *       ../sysdeps/unix/sysv/linux/clock_nanosleep.c:71:10
 *   #2  0x000055875aafc4af - /usr/bin/sleep
 *
 * A frame without a name is "??". A "PID n - process" line starts a new
 * snapshot, and so does a TID seen twice. eu-stack prints no thread names.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "input.h"
#include "tidstacks.h"
#include "util.h"

static void
frame_line(struct tid_stacks *r, char *line)
{
	struct stackset *ss = r->in->ss;
	struct frame f = { 0 };
	char *s = line + 1, *name, *end, *mod;

	while (isdigit((unsigned char)*s))
		s++;
	while (*s == ' ')
		s++;
	if (s[0] != '0' || s[1] != 'x') {
		input_skip(r->in, "eu-stack frame without an address");
		return;
	}
	s += 2;
	while (isxdigit((unsigned char)*s))
		s++;
	/* -a prints " - 1" (activation) right after the address */
	if (!strncmp(s, " - ", 3) && isdigit((unsigned char)s[3]) &&
	    (s[4] == ' ' || s[4] == '\0'))
		s += 4;
	/* -b: " [build-id]@0xload+0xoff" : drop from " [" on, kept nowhere */
	while (*s == ' ')
		s++;
	name = s;
	end = s + strlen(s);
	mod = NULL;
	/* -m appends " - /path/module" (the last " - ") */
	if (!strncmp(name, "- ", 2)) {		/* no name, only a module */
		mod = name + 2;
		end = name;
	} else {
		for (char *p = end - 3; p >= name; p--)
			if (!strncmp(p, " - ", 3)) {
				mod = p + 3;
				end = p;
				break;
			}
	}
	while (end > name && end[-1] == ' ')
		end--;
	f.name = end > name ? stackset_str(ss, name, end - name) : stackset_str(ss, "??", 2);
	if (mod) {
		char *base = mod, *mend = mod + strcspn(mod, " ");

		for (char *p = mod; p < mend; p++)
			if (*p == '/')
				base = p + 1;
		f.module = stackset_str(ss, base, mend - base);
	}
	tid_stacks_frame(r, stackset_frame(ss, &f));
}

int
input_eustack(struct input *in)
{
	struct tid_stacks r = { .in = in };
	char *line;
	size_t len;

	in->has_snapshots = true;
	while (input_line(in, &line, &len)) {
		/* indented or quoted by a paste: its lines read the same,
		 * and its other lines are -s source lines or quoted text */
		size_t p = input_paste_prefix(line);

		line += p;
		if (line[0] == '#' && isdigit((unsigned char)line[1]))
			frame_line(&r, line);
		else if (!strncmp(line, "TID ", 4))
			tid_stacks_thread(&r, strtol(line + 4, NULL, 10));
		else if (!strncmp(line, "PID ", 4))
			tid_stacks_end_snapshot(&r);
		else if (p || line[0] == '\0' ||
			 !strncmp(line, "eu-stack:", 9) || !strncmp(line, "TS ", 3))
			continue;	/* -s source lines, blank lines, errors, separators */
		else
			input_skip(in, "not an eu-stack line");
	}
	tid_stacks_finish(&r);
	return 0;
}
