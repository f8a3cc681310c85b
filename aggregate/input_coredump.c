/* SPDX-License-Identifier: MIT */
/*
 * input_coredump.c - read the stack traces systemd-coredump writes into
 * the journal with each core, as `journalctl` and `coredumpctl info` show
 * them (docs/formats.md#coredump):
 *
 *   Stack trace of thread 1267:
 *   #0  0x00007f3ec94a8b9b2 futex_wait (libc.so.6 + 0x8b9b2)
 *   #1  0x000055db623783c5 _Z11mysqld_mainiPPc (/usr/sbin/mariadbd + 0x6f1d98)
 *   #2  0x00007f3ec94115f5 n/a (n/a + 0x0)
 *
 * systemd's elf-util.c prints each frame as "#%-2u 0x%016x SYMBOL (MODULE +
 * 0xOFFSET)": the symbol is the DWARF linkage name (mangled C++) or the ELF
 * symbol, "n/a" when there is none, and so is the module. Every other line
 * (the "Process N (comm) ... dumped core." headline, "Module ..." lines,
 * coredumpctl's fields, "ELF object binary architecture") is not a stack.
 * Lines indented by coredumpctl or journalctl, or quoted, read the same.
 *
 * One core is one snapshot: a thread seen twice, or a new "Process N"
 * headline, starts another. No thread names: systemd prints none.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "input.h"
#include "tidstacks.h"
#include "strbuf.h"
#include "util.h"

/* "#N  0xADDR SYMBOL (MODULE + 0xOFF)"; -1 after saying why not */
static int
frame_line(struct tid_stacks *r, const char *line)
{
	struct stackset *ss = r->in->ss;
	struct frame f = { 0 };
	const char *s = line + 1, *name, *open, *plus, *end = line + strlen(line);

	while (isdigit((unsigned char)*s))
		s++;
	s += strspn(s, " ");
	if (s[0] != '0' || s[1] != 'x' || !isxdigit((unsigned char)s[2])) {
		input_skip(r->in, "a frame without its address (systemd-coredump "
			   "prints '#N  0xADDR SYMBOL (MODULE + 0xOFF)')");
		return -1;
	}
	s += 2 + strspn(s + 2, "0123456789abcdefABCDEF");
	name = s + strspn(s, " ");
	/* the module part is the last " (...)", which the line ends with */
	for (open = end - 1; open > name && !(open[0] == '(' && open[-1] == ' '); open--)
		;
	plus = open > name ? strstr(open, " + 0x") : NULL;
	if (end[-1] != ')' || !plus || s == name) {
		input_skip(r->in, "a frame without its module and offset (systemd-coredump "
			   "prints '#N  0xADDR SYMBOL (MODULE + 0xOFF)')");
		return -1;
	}
	if (open - 1 - name == 3 && !memcmp(name, "n/a", 3))
		f.name = stackset_str(ss, "??", 2);
	else
		f.name = stackset_str(ss, name, open - 1 - name);
	if (plus - open - 1 != 3 || memcmp(open + 1, "n/a", 3)) {
		f.module = input_module(r->in, open + 1, plus - open - 1);
		/* "module+0xOFF", as live captures keep for a pc without a name */
		if (f.name == stackset_str(ss, "??", 2)) {
			struct strbuf w;

			strbuf_init(&w);
			strbuf_adds(&w, strpool_str(&ss->strs, f.module));
			strbuf_addc(&w, '+');
			strbuf_add(&w, plus + 3, end - 1 - (plus + 3));
			f.where = stackset_str(ss, w.buf, w.len);
			strbuf_release(&w);
		}
	}
	tid_stacks_frame(r, stackset_frame(ss, &f));
	return 0;
}

int
input_coredump(struct input *in)
{
	struct tid_stacks r = { .in = in };
	char *line;
	size_t len;

	in->has_snapshots = true;
	while (input_line(in, &line, &len)) {
		const char *s = line + input_paste_prefix(line);

		if (s[0] == '#' && isdigit((unsigned char)s[1]))
			frame_line(&r, s);
		else if (!strncmp(s, "Stack trace of thread ", 22))
			tid_stacks_thread(&r, strtol(s + 22, NULL, 10));
		else if (strstr(s, "Process ") && strstr(s, " dumped core."))
			tid_stacks_end_snapshot(&r);
		else
			tid_stacks_flush(&r);	/* the end of a thread's frames */
	}
	tid_stacks_finish(&r);
	return 0;
}
