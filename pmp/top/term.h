/* SPDX-License-Identifier: MIT */
/*
 * term.h - the full-screen terminal `pmp top` draws on, described by
 * terminfo (ncurses' low-level API: setupterm, tigetstr, tputs), so that
 * TERM decides the escape sequences, not pmp. Only what a top-like view
 * needs: the alternate screen, the cursor hidden, moving it, clearing to
 * the end of a line and of the screen, reverse video for the header.
 *
 * A terminal without cursor addressing or line clearing (TERM=dumb, an
 * unknown TERM, no TERM) cannot show the view: term_open() says why, and
 * the caller prints plain text instead (pmp top --batch).
 *
 * One terminal per process: the state is static, and term_restore() is
 * registered with atexit() so that every way out gives the terminal back.
 */
#ifndef PMP_TERM_H
#define PMP_TERM_H

#include <stdbool.h>

/*
 * Look TERM up in terminfo for standard output. 0, or -1 with why (a
 * static or internal buffer, valid until the next call) saying what the
 * terminal lacks; nothing is printed either way.
 */
int term_open(const char **why);
/* raw keys (no echo, no line editing, no signals from keys), the
 * alternate screen, the cursor hidden; 0 or -1 (reported) */
int term_raw(void);
/* back to the settings and screen of before term_raw(); safe to call twice
 * and from atexit() */
void term_restore(void);

/* each writes to stdout (not flushed) */
void term_home(void);		/* the cursor to the top left */
void term_move(int row);	/* the cursor to the start of row (0-based) */
void term_clear_eol(void);
void term_clear_eos(void);
void term_reverse(bool on);	/* reverse video on, or all attributes off */

#endif
