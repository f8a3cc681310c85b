#!/usr/bin/env bash
# `make install PREFIX=...` puts the binary, the man page, the rule packs and
# the diff canonicalization list in place, and the installed binary finds its
# packs from any working directory.
source "$(dirname "$0")/common.bash"
command -v make >/dev/null || skip "no make"
make -s install PREFIX="$T/inst" O="${PMP_TEST_BUILD:-build}" >"$T/log" 2>&1 || { cat "$T/log"; fail "make install"; done_; }
for f in bin/pmp share/man/man1/pmp.1 share/pmp/rules/mariadb.rules \
	share/pmp/rules/glibc.rules share/pmp/rules/diff.canon; do
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
done_
