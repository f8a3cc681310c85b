#!/usr/bin/env bash
# `make install PREFIX=...` puts the binary, the man page, the rule packs,
# the diff canonicalization list and the bash completion in place, and the
# installed binary finds its packs from any working directory. The
# completion, loaded in bash, completes commands, options, formats (each
# one pmp accepts) and pids; `make uninstall` removes every file again.
source "$(dirname "$0")/common.bash"
command -v make >/dev/null || skip "no make"
make -s install PREFIX="$T/inst" O="${PMP_TEST_BUILD:-build}" >"$T/log" 2>&1 || { cat "$T/log"; fail "make install"; done_; }
for f in bin/pmp share/man/man1/pmp.1 share/pmp/rules/mariadb.rules \
	share/pmp/rules/glibc.rules share/pmp/rules/diff.canon \
	share/bash-completion/completions/pmp; do
	[ -f "$T/inst/$f" ] || fail "not installed: $f"
done
S=$PWD/samples
(
	cd "$T" || exit 1
	env -u PMP_RULES_DIR "$T/inst/bin/pmp" rules check >"$T/check" 2>&1 || echo "rules check failed: $(cat "$T/check")"
	env -u PMP_RULES_DIR "$T/inst/bin/pmp" aggregate "$S/mariadb-10.11-rw.gdb" >"$T/report" 2>&1 ||
		echo "aggregate failed: $(head -3 "$T/report")"
	env -u PMP_RULES_DIR "$T/inst/bin/pmp" diff "$S/mariadb-10.11-ro.gdb" "$S/mariadb-10.11-rw.gdb" >"$T/diff" 2>&1 ||
		echo "diff failed: $(head -3 "$T/diff")"
) >"$T/errs"
[ -s "$T/errs" ] && fail "$(cat "$T/errs")"
grep -q "^[0-9]* rules, [0-9]* examples, 0 failed" "$T/check" || fail "installed packs: $(cat "$T/check")"
grep -q "Idle threads, set aside" "$T/report" || fail "installed binary classified nothing"
grep -q "canonicalization (wrappers" "$T/diff" || fail "installed diff did not canonicalize"
if command -v man >/dev/null; then
	man -l "$T/inst/share/man/man1/pmp.1" 2>/dev/null | grep -q "pmp aggregate" || fail "man page does not render"
fi

# the completion, as bash runs it: COMP_WORDS and COMP_CWORD set, _pmp
# called, COMPREPLY read back (one word a line)
complete_words() {
	PATH=$T/inst/bin:$PATH bash -c '
		source "$1"; shift
		COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1))
		_pmp; printf "%s\n" "${COMPREPLY[@]}"' _ \
		"$T/inst/share/bash-completion/completions/pmp" pmp "$@"
}
[ "$(complete_words ag)" = aggregate ] || fail "completion: 'pmp ag' gives '$(complete_words ag)'"
complete_words "" | grep -qx top || fail "completion: no command 'top'"
complete_words aggregate --fo | grep -qx -- --format || fail "completion: no --format for aggregate"
complete_words -p 1 --dur | grep -qx -- --duration || fail "completion: no --duration for pmp -p"
complete_words top --ba | grep -qx -- --batch || fail "completion: no --batch for top"
complete_words stalk --max-p | grep -qx -- --max-per-hour || fail "completion: no --max-per-hour for stalk"
complete_words serve --inc | grep -qx -- --incidents || fail "completion: no --incidents for serve"
# every command pmp --help lists is completed
for c in $("$T/inst/bin/pmp" --help | sed -n 's/^\(usage:\| \) *pmp \([a-z][a-z]*\) .*/\2/p'); do
	complete_words "" | grep -qx "$c" || fail "completion: no command '$c'"
done
complete_words rules "" | grep -qx explain || fail "completion: no 'rules explain'"
complete_words -p "$$" | grep -qx "$$" || fail "completion: -p does not offer pid $$"
# every format it offers is one pmp takes, and there are some
nf=0
for f in $(complete_words aggregate -f ""); do
	"$T/inst/bin/pmp" aggregate -f "$f" -o "$T/out.$f" "$S/mariadb-10.11-rw.gdb" 2>"$T/ferr"
	[ $? = 64 ] && fail "completion offers -f $f, which pmp refuses: $(head -1 "$T/ferr")"
	nf=$((nf + 1))
done
[ $nf -ge 9 ] || fail "completion offers $nf output formats"
nf=0
for f in $(complete_words aggregate -F ""); do
	"$T/inst/bin/pmp" aggregate -F "$f" "$S/mariadb-10.11-rw.gdb" >/dev/null 2>"$T/ferr"
	[ $? = 64 ] && fail "completion offers -F $f, which pmp refuses: $(head -1 "$T/ferr")"
	nf=$((nf + 1))
done
[ $nf -ge 7 ] || fail "completion offers $nf input formats"

# make uninstall: no file left of what install put there
make -s uninstall PREFIX="$T/inst" >"$T/log" 2>&1 || { cat "$T/log"; fail "make uninstall"; }
left=$(find "$T/inst" -type f | head -5)
[ -z "$left" ] || fail "make uninstall left: $left"
[ -d "$T/inst/share/pmp" ] && fail "make uninstall left the empty share/pmp"
done_
