#!/usr/bin/env bash
# Warnings about the target's state are said once per run, not once per
# snapshot (issue 15, point 11): a target stopped by job control ("left
# stopped") and a thread traced by another tracer ("traced by process
# N") over 5 snapshots give one line each; the target is left as found.
. "$(dirname "$0")/lib.bash"

live_start_parked --no-busy
live_need_ptrace "$TPID"

# stopped by job control: sampled, left stopped, one warning
kill -STOP "$TPID"
for ((i = 0; i < 50; i++)); do
	grep -q '^State:.*T' /proc/"$TPID"/status && break
	sleep 0.05
done
# (--no-skip-idle: every snapshot stops every thread; with idle skipping
# the stopped threads are reused after the first)
for idle in --no-skip-idle ""; do
	"$PMP" -p "$TPID" -n 5 -s 0.01 -f folded $idle >/dev/null 2>"$LIVE_TMP/stop.err"
	rc=$?
	[ $rc = 0 ] || [ $rc = 1 ] || live_fail "stopped target $idle: exit $rc: $(cat "$LIVE_TMP/stop.err")"
	n=$(grep -c 'is left stopped' "$LIVE_TMP/stop.err")
	[ "$n" = 1 ] || live_fail "stopped target $idle: $n 'left stopped' warnings over 5 snapshots, not 1"
done
grep -q '^State:.*T' /proc/"$TPID"/status || live_fail "the stopped target was resumed"
kill -CONT "$TPID"
live_assert_released "$TPID"

# one thread traced by strace: skipped, one warning naming the tracer
command -v strace >/dev/null || live_skip "strace missing: the traced thread is not tested"
tid=$(ls /proc/"$TPID"/task | sort -n | tail -1)
strace -qq -o /dev/null -p "$tid" &
s=$!
LIVE_PIDS+=("$s")
for ((i = 0; i < 100; i++)); do
	[ "$(awk '/^TracerPid:/ { print $2 }' /proc/"$TPID"/task/"$tid"/status)" = "$s" ] && break
	sleep 0.05
done
"$PMP" -p "$TPID" -n 5 -s 0.01 -f folded --no-skip-idle >/dev/null 2>"$LIVE_TMP/tr.err"
rc=$?
[ $rc = 1 ] || live_fail "one thread traced: exit $rc, not 1: $(cat "$LIVE_TMP/tr.err")"
n=$(grep -c "traced by process $s" "$LIVE_TMP/tr.err")
[ "$n" = 1 ] || live_fail "one thread traced: $n 'traced by' warnings over 5 snapshots, not 1: $(cat "$LIVE_TMP/tr.err")"
kill -INT $s
wait $s 2>/dev/null
sleep 0.2
live_assert_released "$TPID"
echo "warnings once per run"
