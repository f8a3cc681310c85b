#!/usr/bin/env bash
# pmp -p habits (issue 17): --duration SECONDS and --rate HZ beside -n and
# -s, and -p NAME. The snapshot counts checked are bounds the loop cannot
# pass whatever the load (it never starts a snapshot after --duration),
# not timings. -p NAME finds the one process of that name (a copy of the
# parked target under a name no other process has), refuses two of them
# (exit 64, both pids listed) and none (exit 2).
. "$(dirname "$0")/lib.bash"

jsnaps() { grep -o '"snapshots":[0-9]*' "$1" | head -1 | cut -d: -f2; }

live_start_parked
live_need_ptrace "$TPID"

# --duration 1 --rate 10: one snapshot at 0 s, then one each 0.1 s up to
# 1 s: at most 11, and sampling ends by itself
out=$LIVE_TMP/d.json
timeout 60 "$PMP" -p "$TPID" --duration 1 --rate 10 -f json >"$out" ||
	live_fail "--duration 1 --rate 10: exit $?"
n=$(jsnaps "$out")
[ -n "$n" ] && [ "$n" -ge 2 ] && [ "$n" -le 11 ] ||
	live_fail "--duration 1 --rate 10: $n snapshots, not 2..11"
live_assert_released "$TPID"
# -n stops first when it comes first
timeout 60 "$PMP" -p "$TPID" --duration 30 -n 3 --rate 50 -f json >"$out" ||
	live_fail "--duration 30 -n 3: exit $?"
[ "$(jsnaps "$out")" = 3 ] || live_fail "--duration 30 -n 3: $(jsnaps "$out") snapshots, not 3"
# --rate alone is -s 1/HZ: -n still counts
timeout 60 "$PMP" -p "$TPID" -n 4 -r 100 -f json >"$out" || live_fail "-n 4 -r 100: exit $?"
[ "$(jsnaps "$out")" = 4 ] || live_fail "-n 4 -r 100: $(jsnaps "$out") snapshots, not 4"
# --duration shorter than the interval: the first snapshot only
timeout 60 "$PMP" -p "$TPID" --duration 0.2 -s 5 -f json >"$out" ||
	live_fail "--duration 0.2 -s 5: exit $?"
[ "$(jsnaps "$out")" = 1 ] || live_fail "--duration 0.2 -s 5: $(jsnaps "$out") snapshots, not 1"

# bad values: usage errors (64), the target never touched
for args in "--rate 0" "--rate -3" "--rate nan" "--rate 1e9" "--duration 0" \
	"--duration x" "--duration inf" "-s 0.1 --rate 10"; do
	# shellcheck disable=SC2086
	"$PMP" -p "$TPID" $args >/dev/null 2>"$LIVE_TMP/err"
	rc=$?
	[ $rc = 64 ] || live_fail "'$args': exit $rc, not 64: $(cat "$LIVE_TMP/err")"
	grep -q 'pmp: error: ' "$LIVE_TMP/err" || live_fail "'$args': no message"
done

# -p NAME: a copy of the target under a name of its own (15 bytes at most:
# the kernel's comm)
name=pmpT$$$RANDOM
name=${name:0:15}
cp "$PARKED" "$LIVE_TMP/$name"
PARKED=$LIVE_TMP/$name
live_start_parked
P1=$TPID
timeout 60 "$PMP" -p "$name" -f json >"$out" 2>"$LIVE_TMP/err" ||
	live_fail "-p $name: exit $?: $(cat "$LIVE_TMP/err")"
grep -q '"threads":7,' "$out" || live_fail "-p $name: not the 7 threads of the target: $(head -c 300 "$out")"
"$PMP" -v -p "$name" -f folded 2>&1 >/dev/null | grep -q -- "-p $name: process $P1\$" ||
	live_fail "-p $name: -v does not name process $P1"
live_assert_released "$P1"
# two of them: refused, both listed
live_start_parked
P2=$TPID
"$PMP" -p "$name" -f folded >"$out" 2>"$LIVE_TMP/err"
rc=$?
[ $rc = 64 ] || live_fail "-p $name with two processes: exit $rc, not 64"
grep -q "2 processes are named '$name'" "$LIVE_TMP/err" || live_fail "no refusal: $(cat "$LIVE_TMP/err")"
grep -q "^  $P1  " "$LIVE_TMP/err" && grep -q "^  $P2  " "$LIVE_TMP/err" ||
	live_fail "the two pids are not listed: $(cat "$LIVE_TMP/err")"
[ -s "$out" ] && live_fail "output printed although refused"
live_assert_released "$P1"
live_assert_released "$P2"
# none
"$PMP" -p "nosuch$name" -f folded >/dev/null 2>"$LIVE_TMP/err"
rc=$?
[ $rc = 2 ] || live_fail "-p of no process: exit $rc, not 2"
grep -q "no process named 'nosuch$name'" "$LIVE_TMP/err" || live_fail "no message: $(cat "$LIVE_TMP/err")"
exit 0
