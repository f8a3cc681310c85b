#!/usr/bin/env bash
# Properties of aggregation that hold for any input:
#  - aggregate(A + B) = aggregate(A) + aggregate(B)
#  - folded -> folded and ptpmp -> ptpmp are fixed points
#  - stdin ('-') and -o FILE give the same bytes as a file argument and stdout
#  - every output format states the same total
#  - folded lines are what flamegraph.pl and speedscope parse: "STACK COUNT",
#    no empty frame, no frame ending in " NUMBER"
source "$(dirname "$0")/common.bash"
A=samples/mariadb-10.11-ro.gdb B=samples/mariadb-10.11-rw.gdb
"$PMP" aggregate -f folded "$A" "$B" >"$T/ab"
{ "$PMP" aggregate -f folded "$A"; "$PMP" aggregate -f folded "$B"; } >"$T/a+b"
"$PMP" aggregate -f folded "$T/a+b" >"$T/ab2"
cmp -s "$T/ab" "$T/ab2" || fail "aggregate(A+B) != aggregate(A)+aggregate(B)"
"$PMP" aggregate -f folded "$T/ab" >"$T/ab3"
cmp -s "$T/ab" "$T/ab3" || fail "folded is not a fixed point"
"$PMP" aggregate -f ptpmp "$A" >"$T/p1"
"$PMP" aggregate -f ptpmp "$T/p1" >"$T/p2"
cmp -s "$T/p1" "$T/p2" || fail "ptpmp is not a fixed point"
"$PMP" aggregate -f json - <"$A" >"$T/j1"
"$PMP" aggregate -f json -o "$T/j2" "$A"
# the input name differs (<stdin>): compare everything else
sed 's/"inputs":\[[^]]*\]//' "$T/j1" >"$T/j1s"
sed 's/"inputs":\[[^]]*\]//' "$T/j2" >"$T/j2s"
cmp -s "$T/j1s" "$T/j2s" || fail "stdin and -o differ from a file argument"
total=$(ptpmp_total "$T/p1")
[ "$total" -gt 0 ] || fail "no samples in $A"
grep -q "thread-samples: $total " <("$PMP" aggregate "$A") || fail "report total != $total"
[ "$(awk '{ s += $NF } END { print s }' <("$PMP" aggregate -f folded "$A"))" = "$total" ] || fail "folded total"
head -2 <("$PMP" aggregate -f tree "$A") | tail -1 | grep -q "^ *$total " || fail "tree root != $total"
grep -q "\"threads\":$total," "$T/j2" || fail "json threads != $total"
# per snapshot: 3 snapshots in each sample file
grep -q '"snapshots":3,' "$T/j2" || fail "json snapshots != 3"
"$PMP" aggregate -f folded --full-names --thread-names tests/golden/inputs/*.gdb \
	samples/*.eu-stack >"$T/f2" 2>/dev/null
"$PMP" aggregate -f folded tests/golden/inputs/tricky.folded >"$T/f3"
for f in "$T/ab" "$T/f2" "$T/f3"; do
	[ -s "$f" ] || fail "$f is empty"
	bad=$(grep -vE '^[^ ].* [0-9]+$' "$f" | head -2)
	[ -z "$bad" ] || fail "folded line not 'STACK COUNT': $bad"
	bad=$(grep -E '(^|;)(;| )|[[:space:]][0-9.]+ [0-9]+$' "$f" | head -2)
	[ -z "$bad" ] || fail "folded line with an empty frame or a numeric tail: $bad"
done
done_
