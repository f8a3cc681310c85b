/* SPDX-License-Identifier: MIT */
/*
 * terminal.h - the full-screen terminal `pmp top` draws on, described by
 * terminfo (ncurses' low-level API: setupterm, tigetstr, tputs), so that
 * TERM decides the escape sequences, not pmp. Only what a top-like view
 * needs: the alternate screen, the cursor hidden, moving it, clearing to
 * the end of a line and of the screen, reverse video for the header.
 *
 * A terminal without cursor addressing or line clearing (TERM=dumb, an
 * unknown TERM, no TERM) cannot show the view: term_open() says why, and
 * the caller prints plain text instead (pmp top --batch).
 *
 * The caller owns the state (struct terminal: ncurses' <term.h> has a
 * struct term); ncurses keeps one terminal per process, so there is one
 * struct terminal at a time. term_raw() registers its restoring with
 * atexit(), so that every way out gives the terminal back.
 */
#ifndef PMP_TERMINAL_H
#define PMP_TERMINAL_H

#include <stdbool.h>
#include <stddef.h>
#include <termios.h>

struct terminal {
	/* terminfo's capabilities (term_open), NULL when it has none */
	const char *cup, *home, *el, *ed, *smcup, *rmcup, *civis, *cnorm, *rev, *sgr0;
	struct termios saved_tio;	/* before term_raw() */
	bool raw;
	char leave[256];		/* cnorm, sgr0 and rmcup, expanded */
	size_t nleave;
	char why[160];			/* term_open()'s reason */
};

/*
 * Look TERM up in terminfo for standard output. 0, or -1 with why (a
 * static or internal buffer, valid until the next call) saying what the
 * terminal lacks; nothing is printed either way.
 */
int term_open(struct terminal *t, const char **why);
/* raw keys (no echo, no line editing, no signals from keys), the
 * alternate screen, the cursor hidden; 0 or -1 (reported). t must live
 * until term_restore(t) or exit */
int term_raw(struct terminal *t);
/* back to the settings and screen of before term_raw(); safe to call twice
 * (and at exit) */
void term_restore(struct terminal *t);

/* each writes to stdout (not flushed) */
void term_home(const struct terminal *t);		/* the cursor to the top left */
void term_move(const struct terminal *t, int row);	/* to the start of row (0-based) */
void term_clear_eol(const struct terminal *t);
void term_clear_eos(const struct terminal *t);
void term_reverse(const struct terminal *t, bool on); /* reverse video on, or
						    * all attributes off */

#endif
