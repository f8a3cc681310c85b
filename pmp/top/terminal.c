/* SPDX-License-Identifier: MIT */
/*
 * terminal.c - terminfo for `pmp top` (terminal.h): the capabilities are looked
 * up once by term_open(); each drawing call is one tputs(). The sequences
 * that leave the screen are expanded into a buffer in advance, so that
 * term_restore() is a single write(2) (it runs from atexit() too).
 */
#include "terminal.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <curses.h>
#include <term.h>

#include "util.h"

/*
 * The two pointers C's interfaces make static: tputs() hands its output
 * function a character only (the terminal whose leave sequences
 * term_open() expands, for that call), and atexit() calls a function
 * without arguments (the terminal term_raw() left raw).
 */
static struct terminal *expanding;
static struct terminal *raw_at_exit;

/* a capability string, or NULL when the terminal has none */
static const char *
get(const char *name)
{
	char *s = tigetstr(name);

	return s == (char *)-1 || !s || !*s ? NULL : s;
}

static int
out_stdout(int c)
{
	return putchar(c);
}

static int
out_leave(int c)
{
	if (expanding->nleave < sizeof(expanding->leave))
		expanding->leave[expanding->nleave++] = (char)c;
	return c;
}

static void
restore_at_exit(void)
{
	if (raw_at_exit)
		term_restore(raw_at_exit);
}

int
term_open(struct terminal *t, const char **why)
{
	const char *name = getenv("TERM");
	int err = 0;

	if (!name || !*name) {
		*why = "TERM is not set";
		return -1;
	}
	/* setupterm() prints nothing when given &err */
	if (setupterm(NULL, STDOUT_FILENO, &err) != OK) {
		/* err: 1 hardcopy, 0 not found, -1 no database at all */
		snprintf(t->why, sizeof(t->why), err == 1 ?
			 "TERM '%s' is a hardcopy terminal" : err == 0 ?
			 "TERM '%s' is not in the terminfo database" :
			 "no terminfo database to look TERM '%s' up in", name);
		*why = t->why;
		return -1;
	}
	t->cup = get("cup");
	t->home = get("home");
	t->el = get("el");
	t->ed = get("ed");
	t->smcup = get("smcup");
	t->rmcup = get("rmcup");
	t->civis = get("civis");
	t->cnorm = get("cnorm");
	t->rev = get("rev");
	t->sgr0 = get("sgr0");
	/* the view is redrawn in place: it must move the cursor and clear */
	if (!t->cup || !t->el || !t->ed) {
		snprintf(t->why, sizeof(t->why), "TERM '%s' cannot %s", name,
			 !t->cup ? "move the cursor (terminfo has no cup)" :
			 !t->el ? "clear a line (terminfo has no el)" :
			 "clear the screen (terminfo has no ed)");
		*why = t->why;
		return -1;
	}
	t->nleave = 0;
	expanding = t;
	if (t->sgr0)
		tputs(t->sgr0, 1, out_leave);
	if (t->cnorm)
		tputs(t->cnorm, 1, out_leave);
	if (t->rmcup)
		tputs(t->rmcup, 1, out_leave);
	expanding = NULL;
	return 0;
}

void
term_restore(struct terminal *t)
{
	if (!t->raw)
		return;
	t->raw = false;
	raw_at_exit = NULL;
	fflush(stdout);
	tcsetattr(STDIN_FILENO, TCSAFLUSH, &t->saved_tio);
	if (write(STDOUT_FILENO, t->leave, t->nleave) < 0) {
		/* nothing left to do about it */
	}
}

int
term_raw(struct terminal *t)
{
	struct termios tio;

	if (tcgetattr(STDIN_FILENO, &t->saved_tio) < 0)
		return error_msg("cannot read the terminal settings: %s", strerror(errno));
	tio = t->saved_tio;
	/* no echo, keys one at a time; ISIG off: Ctrl-C arrives as a key
	 * (quit) and Ctrl-Z cannot stop pmp with the terminal in raw mode */
	tio.c_lflag &= ~(ICANON | ECHO | ISIG | IEXTEN);
	tio.c_iflag &= ~(IXON | ICRNL);
	tio.c_cc[VMIN] = 0;
	tio.c_cc[VTIME] = 0;
	if (tcsetattr(STDIN_FILENO, TCSAFLUSH, &tio) < 0)
		return error_msg("cannot set the terminal: %s", strerror(errno));
	t->raw = true;
	raw_at_exit = t;
	atexit(restore_at_exit);
	if (t->smcup)
		tputs(t->smcup, 1, out_stdout);
	if (t->civis)
		tputs(t->civis, 1, out_stdout);
	fflush(stdout);
	return 0;
}

void
term_home(const struct terminal *t)
{
	if (t->home)
		tputs(t->home, 1, out_stdout);
	else
		term_move(t, 0);
}

void
term_move(const struct terminal *t, int row)
{
	tputs(tparm(t->cup, row, 0, 0, 0, 0, 0, 0, 0, 0), 1, out_stdout);
}

void
term_clear_eol(const struct terminal *t)
{
	tputs(t->el, 1, out_stdout);
}

void
term_clear_eos(const struct terminal *t)
{
	tputs(t->ed, 1, out_stdout);
}

void
term_reverse(const struct terminal *t, bool on)
{
	if (on && t->rev)
		tputs(t->rev, 1, out_stdout);
	else if (!on && t->sgr0)
		tputs(t->sgr0, 1, out_stdout);
}
