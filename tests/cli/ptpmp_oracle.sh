#!/usr/bin/env bash
# pt-pmp is the oracle: for gdb dumps of Debian's mariadbd (samples/) and of
# our C++ target, `pmp aggregate --format ptpmp` prints the lines Debian's
# `pt-pmp FILE` prints, byte for byte (`cmp`), lines of equal counts in
# pt-pmp's order too, with and without -l N and --top N. pt-pmp's final
# `sort -r` orders ties by the locale's collation: pmp's is the C
# locale's, so pt-pmp runs under LC_ALL=C.
source "$(dirname "$0")/common.bash"
command -v pt-pmp >/dev/null || skip "pt-pmp (percona-toolkit) not installed"
n=0 ties=0
for f in samples/*.gdb tests/golden/inputs/*.gdb; do
	case $f in *truncated*|*binary*) continue ;; esac
	for l in 0 1 4 12; do
		LC_ALL=C pt-pmp -l $l "$f" 2>/dev/null >"$T/want"
		"$PMP" aggregate --format ptpmp -l $l "$f" >"$T/got"
		[ -s "$T/want" ] || fail "pt-pmp printed nothing for $f"
		if ! cmp -s "$T/want" "$T/got"; then
			fail "$f -l $l differs from pt-pmp:"
			diff "$T/want" "$T/got" | head -6 | cut -c1-200
		fi
		n=$((n + 1))
		# lines whose count the line before has: where the order of
		# ties is compared at all
		ties=$((ties + $(awk '$1 == c { t++ } { c = $1 } END { print t + 0 }' "$T/want")))
	done
	# --top 5 is the first 5 of pt-pmp's order
	LC_ALL=C pt-pmp "$f" 2>/dev/null | head -5 >"$T/want"
	"$PMP" aggregate --format ptpmp --top 5 "$f" >"$T/got"
	cmp -s "$T/want" "$T/got" || fail "$f --top 5 is not pt-pmp's first 5 lines"
done
[ "$ties" -gt 20 ] || fail "only $ties lines tie with the line before: the order of ties was hardly compared"
# two dumps given together are one aggregation, as pt-pmp does it
LC_ALL=C pt-pmp samples/mariadb-10.11-ro.gdb samples/mariadb-10.11-rw.gdb 2>/dev/null >"$T/want"
"$PMP" aggregate --format ptpmp samples/mariadb-10.11-ro.gdb samples/mariadb-10.11-rw.gdb >"$T/got"
cmp -s "$T/want" "$T/got" || fail "two inputs differ from pt-pmp"
echo "$n comparisons with pt-pmp, $ties tied lines in its order"
done_
