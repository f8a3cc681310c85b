/* SPDX-License-Identifier: MIT */
/*
 * term.c - terminfo for `pmp top` (term.h): the capabilities are looked
 * up once by term_open(); each drawing call is one tputs(). The sequences
 * that leave the screen are expanded into a buffer in advance, so that
 * term_restore() is a single write(2) (it runs from atexit() too).
 */
#include "term.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <curses.h>
#include <term.h>

#include "util.h"

static struct {
	const char *cup, *home, *el, *ed, *smcup, *rmcup, *civis, *cnorm, *rev, *sgr0;
} cap;
static struct termios saved_tio;
static bool tty_raw;
static char leave[256];		/* cnorm, sgr0 and rmcup, expanded */
static size_t nleave;
static char why_buf[160];

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
	if (nleave < sizeof(leave))
		leave[nleave++] = (char)c;
	return c;
}

int
term_open(const char **why)
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
		snprintf(why_buf, sizeof(why_buf), err == 1 ?
			 "TERM '%s' is a hardcopy terminal" : err == 0 ?
			 "TERM '%s' is not in the terminfo database" :
			 "no terminfo database to look TERM '%s' up in", name);
		*why = why_buf;
		return -1;
	}
	cap.cup = get("cup");
	cap.home = get("home");
	cap.el = get("el");
	cap.ed = get("ed");
	cap.smcup = get("smcup");
	cap.rmcup = get("rmcup");
	cap.civis = get("civis");
	cap.cnorm = get("cnorm");
	cap.rev = get("rev");
	cap.sgr0 = get("sgr0");
	/* the view is redrawn in place: it must move the cursor and clear */
	if (!cap.cup || !cap.el || !cap.ed) {
		snprintf(why_buf, sizeof(why_buf), "TERM '%s' cannot %s", name,
			 !cap.cup ? "move the cursor (terminfo has no cup)" :
			 !cap.el ? "clear a line (terminfo has no el)" :
			 "clear the screen (terminfo has no ed)");
		*why = why_buf;
		return -1;
	}
	nleave = 0;
	if (cap.sgr0)
		tputs(cap.sgr0, 1, out_leave);
	if (cap.cnorm)
		tputs(cap.cnorm, 1, out_leave);
	if (cap.rmcup)
		tputs(cap.rmcup, 1, out_leave);
	return 0;
}

void
term_restore(void)
{
	if (!tty_raw)
		return;
	tty_raw = false;
	fflush(stdout);
	tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved_tio);
	if (write(STDOUT_FILENO, leave, nleave) < 0) {
		/* nothing left to do about it */
	}
}

int
term_raw(void)
{
	struct termios t;

	if (tcgetattr(STDIN_FILENO, &saved_tio) < 0)
		return error_msg("cannot read the terminal settings: %s", strerror(errno));
	t = saved_tio;
	/* no echo, keys one at a time; ISIG off: Ctrl-C arrives as a key
	 * (quit) and Ctrl-Z cannot stop pmp with the terminal in raw mode */
	t.c_lflag &= ~(ICANON | ECHO | ISIG | IEXTEN);
	t.c_iflag &= ~(IXON | ICRNL);
	t.c_cc[VMIN] = 0;
	t.c_cc[VTIME] = 0;
	if (tcsetattr(STDIN_FILENO, TCSAFLUSH, &t) < 0)
		return error_msg("cannot set the terminal: %s", strerror(errno));
	tty_raw = true;
	atexit(term_restore);
	if (cap.smcup)
		tputs(cap.smcup, 1, out_stdout);
	if (cap.civis)
		tputs(cap.civis, 1, out_stdout);
	fflush(stdout);
	return 0;
}

void
term_home(void)
{
	if (cap.home)
		tputs(cap.home, 1, out_stdout);
	else
		term_move(0);
}

void
term_move(int row)
{
	tputs(tparm(cap.cup, row, 0, 0, 0, 0, 0, 0, 0, 0), 1, out_stdout);
}

void
term_clear_eol(void)
{
	tputs(cap.el, 1, out_stdout);
}

void
term_clear_eos(void)
{
	tputs(cap.ed, 1, out_stdout);
}

void
term_reverse(bool on)
{
	if (on && cap.rev)
		tputs(cap.rev, 1, out_stdout);
	else if (!on && cap.sgr0)
		tputs(cap.sgr0, 1, out_stdout);
}
