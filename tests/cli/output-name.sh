#!/usr/bin/env bash
# -o FILE without --format picks the format from the file's name (issue
# 17): each suffix gives the bytes --format gives, --format wins over the
# name whichever comes first, a name pmp does not know keeps the report,
# and .raw (a raw capture: pmp -p and pmp --core, tests/live/output-name.sh)
# is refused by pmp aggregate with a usage error. pmp diff does the same
# for its formats (svg, json, folded).
source "$(dirname "$0")/common.bash"
in=samples/mariadb-10.11-rw.gdb
n=0
for pair in svg:svg json:json speedscope.json:speedscope folded:folded pb.gz:pprof \
	    txt:report out:report pb:report json.txt:report; do
	suffix=${pair%%:*} fmt=${pair#*:}
	"$PMP" aggregate -o "$T/by-name.$suffix" "$in" || fail "-o x.$suffix exited $?"
	"$PMP" aggregate --format "$fmt" -o "$T/by-format" "$in" || fail "--format $fmt exited $?"
	cmp -s "$T/by-name.$suffix" "$T/by-format" ||
		fail "-o x.$suffix is not --format $fmt: $(head -c 60 "$T/by-name.$suffix" | tr -d '\0' | head -1)"
	n=$((n + 1))
done
# --format wins, before or after -o
"$PMP" aggregate --format folded "$in" >"$T/want"
"$PMP" aggregate -f folded -o "$T/a.svg" "$in" && cmp -s "$T/want" "$T/a.svg" ||
	fail "-f folded -o a.svg did not write folded stacks"
"$PMP" aggregate -o "$T/b.svg" -f folded "$in" && cmp -s "$T/want" "$T/b.svg" ||
	fail "-o b.svg -f folded did not write folded stacks"
# the last -o decides
"$PMP" aggregate -o "$T/c.json" -o "$T/c.folded" "$in" && cmp -s "$T/want" "$T/c.folded" ||
	fail "-o c.json -o c.folded did not write folded stacks"
# .raw is refused by pmp aggregate, which writes no capture
"$PMP" aggregate -o "$T/x.raw" "$in" >"$T/out" 2>"$T/err"
rc=$?
[ $rc = 64 ] || fail "-o x.raw: exit $rc, not 64"
grep -q "^pmp: error: -o '$T/x.raw': only pmp -p and pmp --core write raw captures" "$T/err" ||
	fail "-o x.raw: message: $(cat "$T/err")"
[ ! -e "$T/x.raw" ] || fail "-o x.raw left a file"
"$PMP" aggregate -f folded -o "$T/y.raw" "$in" && cmp -s "$T/want" "$T/y.raw" ||
	fail "-f folded -o y.raw did not write folded stacks"
# pmp diff: .svg, .json and .folded pick its formats too; --format wins
B=samples/mariadb-10.11-ro.gdb
for pair in svg:svg json:json folded:folded txt:report; do
	suffix=${pair%%:*} fmt=${pair#*:}
	"$PMP" diff -o "$T/diff.$suffix" "$B" "$in" || fail "diff -o x.$suffix exited $?"
	"$PMP" diff --format "$fmt" -o "$T/diff-by-format" "$B" "$in" || fail "diff --format $fmt exited $?"
	cmp -s "$T/diff.$suffix" "$T/diff-by-format" || fail "diff -o x.$suffix is not --format $fmt"
	n=$((n + 1))
done
"$PMP" diff -f folded -o "$T/d.svg" "$B" "$in" && "$PMP" diff -f folded "$B" "$in" | cmp -s - "$T/d.svg" ||
	fail "diff -f folded -o d.svg did not write folded stacks"
echo "$n names checked"
done_
