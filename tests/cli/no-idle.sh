#!/usr/bin/env bash
# --no-idle and --idle (issue 17): what --no-idle leaves out is exactly the
# idle threads of the rule verdicts (json's "idle" rows; the rest adds up
# to the whole), in every format that states a total; ptpmp, folded and
# report keep every thread by default, speedscope leaves them out by
# default and says so; --no-rules leaves nothing out, with a warning.
source "$(dirname "$0")/common.bash"
total() { awk '{ s += $NF } END { print s + 0 }' "$@"; }
n=0
for f in samples/mariadb-10.11-rw.gdb samples/mariadb-10.11-ro.gdb samples/mariadb-10.11-rw.ptpmp \
	 "$CORPUS"/mariadb-10.11.10/insert.range100.hier; do
	[ -f "$f" ] || continue
	"$PMP" aggregate -f folded "$f" >"$T/all" || fail "$f: folded"
	"$PMP" aggregate -f folded --no-idle "$f" >"$T/busy" || fail "$f: folded --no-idle"
	"$PMP" aggregate -f json "$f" >"$T/json" || fail "$f: json"
	"$PMP" aggregate -f json --no-idle "$f" >"$T/json-busy" || fail "$f: json --no-idle"
	python3 - "$T" "$(total "$T/all")" "$(total "$T/busy")" "$f" <<'PY' || fail "$f: --no-idle does not leave out the idle rows (above)"
import json, sys
t, whole, busy = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
d, b = json.load(open(t + "/json")), json.load(open(t + "/json-busy"))
idle = sum(r["threads"] for r in d["idle"])
bad = []
if idle == 0: bad.append("no idle thread to leave out")
if whole - busy != idle: bad.append("folded: %d - %d != %d idle" % (whole, busy, idle))
if b["threads"] != busy: bad.append("json --no-idle threads %d, folded %d" % (b["threads"], busy))
if b.get("idle_left_out", {}).get("thread_samples") != idle: bad.append("idle_left_out %s" % b.get("idle_left_out"))
if b["idle"]: bad.append("json --no-idle still has idle rows")
if "idle_left_out" in d: bad.append("json without --no-idle has idle_left_out")
print(" ".join(bad) if bad else "%s: %d of %d left out" % (sys.argv[4], idle, whole))
sys.exit(1 if bad else 0)
PY
	# the defaults: folded, ptpmp and report keep every thread
	[ "$(total "$T/all")" = "$("$PMP" aggregate -f folded --idle "$f" | total)" ] ||
		fail "$f: folded --idle is not the default"
	[ "$("$PMP" aggregate -f ptpmp "$f" | awk '{ s += $1 } END { print s }')" = "$(total "$T/all")" ] ||
		fail "$f: ptpmp leaves threads out by default"
	"$PMP" aggregate "$f" | grep -q '^  idle:' && fail "$f: the default report leaves idle threads out"
	# speedscope leaves them out by default: its first profile holds the rest
	"$PMP" aggregate -f speedscope "$f" >"$T/ss"
	python3 -c 'import json,sys; p=json.load(open(sys.argv[1]))["profiles"][0]; print(p["endValue"], p["name"])' "$T/ss" |
		grep -q "^$(total "$T/busy") all threads (.* left out; --idle shows them)$" ||
		fail "$f: speedscope's default: $(python3 -c 'import json,sys; p=json.load(open(sys.argv[1]))["profiles"][0]; print(p["endValue"], p["name"])' "$T/ss")"
	n=$((n + 1))
done
[ $n -ge 3 ] || fail "only $n inputs"
"$PMP" aggregate -f folded --no-idle --no-rules samples/mariadb-10.11-rw.gdb >"$T/nr" 2>"$T/nr.err"
[ "$(total "$T/nr")" = 237 ] || fail "--no-idle --no-rules left something out"
grep -q "^pmp: warning: --no-idle: no rules are loaded" "$T/nr.err" || fail "--no-idle --no-rules: no warning"
done_
