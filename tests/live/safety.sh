#!/usr/bin/env bash
# pmp always releases its target: after a normal run, Ctrl-C, SIGTERM,
# kill -9 of pmp mid-snapshot, a target that exits mid-run, threads that
# come and go, a target already stopped (left stopped) or already traced
# (reported, no hang), the target shows TracerPid 0 and is not stopped by
# pmp. Every pmp run is bounded by timeout: a hang fails the test.
. "$(dirname "$0")/lib.bash"

live_start_parked
live_need_ptrace "$TPID"

# Ctrl-C and SIGTERM stop sampling and print what was collected
for sig in INT TERM HUP; do
	timeout 60 "$PMP" -p "$TPID" -n 100000 -s 0.005 -f json >"$LIVE_TMP/sig.json" &
	p=$!
	# the first snapshot loads every module first: under a busy machine
	# (make check on 2 cores) that can take longer than half a second
	sleep 2
	kill -$sig $p
	wait $p
	rc=$?
	[ $rc -eq 0 ] || live_fail "SIG$sig: pmp exited $rc"
	grep -Eq '"snapshots":[1-9][0-9]*,' "$LIVE_TMP/sig.json" ||
		live_fail "SIG$sig: no snapshots printed"
	live_assert_released "$TPID"
done

# kill -9 of pmp at random points of back-to-back snapshots
for i in 1 2 3 4 5 6 7 8; do
	# no timeout wrapper here: the KILL must reach pmp itself
	"$PMP" -p "$TPID" -n 1000000 -s 0 --save "$LIVE_TMP/k.raw" \
		-f folded >/dev/null 2>&1 &
	p=$!
	sleep "0.$((RANDOM % 4 + 2))$((RANDOM % 10))"
	kill -KILL $p
	wait $p 2>/dev/null
	sleep 0.05
	live_assert_released "$TPID"
	[ ! -e "$LIVE_TMP/k.raw" ] || live_fail "kill -9: a partial capture took the final name"
done

# a target already stopped by job control is sampled and left stopped
kill -STOP "$TPID"
sleep 0.1
timeout 30 "$PMP" -p "$TPID" -f folded >"$LIVE_TMP/stopped.f" 2>"$LIVE_TMP/stopped.err" ||
	live_fail "stopped target: pmp exited $?"
grep -q 'mutex_b' "$LIVE_TMP/stopped.f" || live_fail "stopped target: no stacks"
grep -q 'left stopped' "$LIVE_TMP/stopped.err" || live_fail "stopped target: not reported"
st=$(awk '/^State:/ { print $2 }' /proc/"$TPID"/status)
tr=$(awk '/^TracerPid:/ { print $2 }' /proc/"$TPID"/status)
[ "$st" = T ] && [ "$tr" = 0 ] || live_fail "stopped target: state $st tracer $tr"
kill -CONT "$TPID"
sleep 0.1
live_assert_released "$TPID"

# a target traced by someone else: reported, no hang
if command -v gdb >/dev/null; then
	timeout 60 gdb -nx -batch -iex "set debuginfod enabled off" -p "$TPID" \
		-ex "shell sleep 3" >/dev/null 2>&1 &
	g=$!
	for ((i = 0; i < 50; i++)); do
		[ "$(awk '/^TracerPid:/ { print $2 }' /proc/"$TPID"/status)" != 0 ] && break
		sleep 0.1
	done
	if timeout 30 "$PMP" -p "$TPID" >/dev/null 2>"$LIVE_TMP/traced.err"; then
		live_fail "traced target: pmp claimed success"
	fi
	[ $? -ne 124 ] || live_fail "traced target: pmp hung"
	grep -q 'already traced' "$LIVE_TMP/traced.err" ||
		live_fail "traced target: $(cat "$LIVE_TMP/traced.err")"
	wait $g
	live_assert_released "$TPID"
fi

# threads that appear and exit all the time
live_start_parked --churn --no-busy
CPID=$TPID
timeout 60 "$PMP" -p "$CPID" -n 50 -s 0 -f folded >"$LIVE_TMP/churn.f" 2>"$LIVE_TMP/churn.err"
rc=$?
[ $rc -le 1 ] || live_fail "churn: pmp exited $rc: $(cat "$LIVE_TMP/churn.err")"
grep -q 'mutex_b' "$LIVE_TMP/churn.f" || live_fail "churn: no stacks"
live_assert_released "$CPID"
zombies=$(grep -l '^State:.*Z' /proc/"$CPID"/task/*/status 2>/dev/null | wc -l)
[ "$zombies" -le 1 ] || live_fail "churn: $zombies zombie threads left"

# the target exits while pmp samples it
timeout 60 "$PMP" -p "$CPID" -n 100000 -s 0 -f folded >"$LIVE_TMP/exit.f" 2>"$LIVE_TMP/exit.err" &
p=$!
sleep 0.5
kill -KILL "$CPID"
wait $p
rc=$?
[ $rc -ne 124 ] || live_fail "target exit: pmp hung"
[ $rc -le 1 ] || live_fail "target exit: pmp exited $rc: $(cat "$LIVE_TMP/exit.err")"
grep -q 'exited after' "$LIVE_TMP/exit.err" || live_fail "target exit: not reported"
[ -s "$LIVE_TMP/exit.f" ] || live_fail "target exit: what was collected was not printed"
exit 0
