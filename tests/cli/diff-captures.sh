#!/usr/bin/env bash
# pmp diff with several captures per side (docs/diff.md#evidence):
#  - a directory is its files in name order, each one capture: the same
#    json as naming the files;
#  - each input is one capture: two files per side is "replicates", one
#    per side "one_capture", and --paired with equal counts "paired";
#  - a capture repeated on both sides is no change at all, in every mode
#    (the between-capture floor keeps zero variance from being an exact
#    difference);
#  - --paired with unequal numbers of captures: exit 64 and says why; an
#    empty directory: exit 2 naming it.
source "$(dirname "$0")/common.bash"
A=samples/mariadb-10.11-ro.gdb B=samples/mariadb-10.11-rw.gdb
mkdir -p "$T/a" "$T/b" "$T/empty"
cp "$A" "$T/a/1.gdb"; cp "$A" "$T/a/2.gdb"
cp "$B" "$T/b/1.gdb"; cp "$B" "$T/b/2.gdb"
strip_inputs() { python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
for s in ("before", "after"):
    d[s]["inputs"] = len(d[s]["inputs"])
print(json.dumps(d, sort_keys=True))' "$1"; }

"$PMP" diff -f json "$T/a" "$T/b" >"$T/dir.json" || fail "diff of two directories failed"
"$PMP" diff -f json --before "$T/a/1.gdb" "$T/a/2.gdb" --after "$T/b/1.gdb" "$T/b/2.gdb" \
	>"$T/files.json" || fail "diff of four files failed"
cmp -s <(strip_inputs "$T/dir.json") <(strip_inputs "$T/files.json") ||
	fail "a directory is not its files in name order"
mode() { python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(d["mode"], *d["captures"])' "$1"; }
[ "$(mode "$T/dir.json")" = "replicates 2 2" ] || fail "two files a side: $(mode "$T/dir.json")"
"$PMP" diff -f json "$A" "$B" >"$T/one.json" || fail "diff failed"
[ "$(mode "$T/one.json")" = "one_capture 1 1" ] || fail "one file a side: $(mode "$T/one.json")"
"$PMP" diff -f json --paired "$T/a" "$T/b" >"$T/paired.json" || fail "--paired failed"
[ "$(mode "$T/paired.json")" = "paired 2 2" ] || fail "--paired: $(mode "$T/paired.json")"

# the same capture on both sides: nothing significant, every change zero
for args in "$A $A" "--before $A $A --after $A $A" "--paired --before $A $A --after $A $A"; do
	# shellcheck disable=SC2086
	"$PMP" diff -f json $args >"$T/self.json" || fail "diff $args failed"
	python3 - "$T/self.json" <<'PY' || fail "a capture against itself ($args) shows a change"
import json, math, sys
d = json.load(open(sys.argv[1]))
rows = [r for k in ("groups", "hotspots", "functions_self", "functions", "edges", "stacks") for r in d[k]]
assert not rows, rows[:2]
PY
done

"$PMP" diff --paired --before "$T/a" --after "$B" >/dev/null 2>"$T/err"
rc=$?
[ $rc -eq 64 ] || fail "--paired with 2 and 1 captures exited $rc, not 64"
grep -q "paired needs the same number of captures on each side.*(before 2, after 1)" "$T/err" ||
	fail "--paired with unequal captures does not say why: $(cat "$T/err")"
"$PMP" diff "$T/empty" "$B" >/dev/null 2>"$T/err"
rc=$?
[ $rc -eq 2 ] || fail "an empty directory exited $rc, not 2"
grep -q "$T/empty: an empty directory" "$T/err" || fail "empty directory not named: $(cat "$T/err")"
done_
