#!/usr/bin/env bash
# pt-pmp is the oracle: for gdb dumps of Debian's mariadbd (samples/) and of
# our C++ target, `pmp aggregate --format ptpmp` prints the lines Debian's
# `pt-pmp FILE` prints (only the order of equal counts may differ), with and
# without -l N.
source "$(dirname "$0")/common.bash"
command -v pt-pmp >/dev/null || skip "pt-pmp (percona-toolkit) not installed"
n=0
for f in samples/*.gdb tests/golden/inputs/*.gdb; do
	case $f in *truncated*|*binary*) continue ;; esac
	for l in 0 1 4 12; do
		pt-pmp -l $l "$f" 2>/dev/null | sort >"$T/want"
		"$PMP" aggregate --format ptpmp -l $l "$f" | sort >"$T/got"
		[ -s "$T/want" ] || fail "pt-pmp printed nothing for $f"
		if ! cmp -s "$T/want" "$T/got"; then
			fail "$f -l $l differs from pt-pmp:"
			diff "$T/want" "$T/got" | head -6 | cut -c1-200
		fi
		n=$((n + 1))
	done
done
# two dumps given together are one aggregation, as pt-pmp does it
pt-pmp samples/mariadb-10.11-ro.gdb samples/mariadb-10.11-rw.gdb 2>/dev/null | sort >"$T/want"
"$PMP" aggregate --format ptpmp samples/mariadb-10.11-ro.gdb samples/mariadb-10.11-rw.gdb | sort >"$T/got"
cmp -s "$T/want" "$T/got" || fail "two inputs differ from pt-pmp"
echo "$n comparisons with pt-pmp"
done_
