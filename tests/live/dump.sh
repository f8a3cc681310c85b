#!/usr/bin/env bash
# pmp dump -p PID (issue 17): one snapshot of the parked target, thread by
# thread, checked against what the target is known to do (targets.h):
# every thread's name and state, the system call it waits in, the lock
# t_mutex waits for (held_mutex, held by the main thread) and each stack,
# innermost first. The target is released; a rule at a PCRE2 limit is
# exit 1; -p NAME works too; a gone process is exit 2 and a bad option 64.
. "$(dirname "$0")/lib.bash"

live_start_parked
live_need_ptrace "$TPID"
out=$LIVE_TMP/dump
timeout 60 "$PMP" dump -p "$TPID" >"$out" 2>"$LIVE_TMP/err" ||
	live_fail "pmp dump: exit $?: $(cat "$LIVE_TMP/err")"
live_assert_released "$TPID"

grep -q "^Process $TPID (parked): 7 threads, paused [0-9.]* ms\$" "$out" ||
	live_fail "no process line: $(head -1 "$out")"
[ "$(grep -c '^Thread ' "$out")" = 7 ] || live_fail "not 7 thread blocks"
# one thread's block: from its "Thread" line to the blank line
block() { awk -v n="\"$1\"" '$1 == "Thread" && $3 == n { on = 1 } on && /^$/ { exit } on' "$out"; }
# the frames of a block, innermost first, names only
frames() { block "$1" | awk '/^    #/ { print $2 }' | tr '\n' ' '; }
for t in parked t_mutex t_cond t_sleep t_deep t_busy t_signal; do
	[ -n "$(block $t)" ] || live_fail "no thread $t"
done
block parked | head -1 | grep -q "^Thread $TPID \"parked\" S  syscall pause\$" ||
	live_fail "main thread: $(block parked | head -1)"
block t_mutex | head -1 | grep -Eq '^Thread [0-9]+ "t_mutex" S  syscall futex$' ||
	live_fail "t_mutex: $(block t_mutex | head -1)"
block t_mutex | grep -Eq "^  waits for mutex held_mutex \\(0x[0-9a-f]+\\), held by thread $TPID\$" ||
	live_fail "t_mutex's lock and holder: $(block t_mutex | sed -n 2p)"
frames t_mutex | grep -q 'mutex_b mutex_a mutex_thread start_thread' ||
	live_fail "t_mutex frames: $(frames t_mutex)"
block t_cond | grep -Eq '^  waits for futex never_cond \(0x[0-9a-f]+\)$' ||
	live_fail "t_cond's wait: $(block t_cond | sed -n 2p)"
# a sleep that a stop interrupted goes on in restart_syscall: the probe
# (live_need_ptrace) has stopped it once already
block t_sleep | head -1 | grep -Eq ' S  syscall (clock_nanosleep|restart_syscall)$' ||
	live_fail "t_sleep: $(block t_sleep | head -1)"
frames t_sleep | grep -q 'sleep_b sleep_a sleep_thread' || live_fail "t_sleep frames: $(frames t_sleep)"
# the busy thread runs: state R, in no system call, no lock
block t_busy | head -1 | grep -q ' R  in user space$' || live_fail "t_busy: $(block t_busy | head -1)"
block t_busy | grep -q 'waits for' && live_fail "t_busy waits for a lock"
frames t_busy | grep -q '^busy_b busy_a busy_thread' || live_fail "t_busy frames: $(frames t_busy)"
[ "$(frames t_deep | grep -o recurse | wc -l)" -ge 30 ] || live_fail "t_deep: not the recursion"
# frame numbers count from 0, innermost first, with module and line
block t_sleep | grep -Eq '^    #0  [^ ]*clock_nanosleep \(libc\.so\.6\) at ' ||
	live_fail "t_sleep #0: $(block t_sleep | grep -m1 '#0')"
# the rules name the waits
block t_mutex | grep -q '^  rule: ' || live_fail "no rule line for t_mutex"
"$PMP" dump --no-rules -p "$TPID" | grep -q '^  rule: ' && live_fail "--no-rules still prints rule lines"
live_assert_released "$TPID"
# a rule pattern that hits a PCRE2 limit (it backtracks exponentially
# over t_deep's recursion): a partial result, exit 1, as in every command
# that classifies (docs/pmp.1, Rule limits); that thread is left without
# a rule line, the others keep theirs
cat >"$LIVE_TMP/backtrack.rules" <<'EOF'
pack backtrack
rule backtrack.deep
    lock    exponential in $1
    class   latch
    kind    mutex
    match   ^,(?:(?:recurse|\w+),)+([^,]+),zz,
    explain Backtracks exponentially on purpose (tests/rules/backtrack.rules).
    example recurse,recurse,b,zz,start_thread
    counter recurse,b,start_thread
end
EOF
timeout 60 "$PMP" dump -p "$TPID" --rules "$LIVE_TMP/backtrack.rules" >"$out" 2>"$LIVE_TMP/err"
rc=$?
[ $rc = 1 ] || live_fail "dump with a pattern at the PCRE2 limit: exit $rc, not 1: $(cat "$LIVE_TMP/err")"
grep -Eq "^pmp: warning: [0-9]+ rule matches hit a PCRE2 limit" "$LIVE_TMP/err" ||
	live_fail "no PCRE2 limit warning: $(cat "$LIVE_TMP/err")"
block t_deep | grep -q '^  rule: ' && live_fail "t_deep has a rule line: $(block t_deep | grep '^  rule: ')"
block t_mutex | grep -q '^  rule: ' || live_fail "t_mutex lost its rule line"
live_assert_released "$TPID"

# -p NAME
name=pmpD$$$RANDOM
name=${name:0:15}
cp "$PARKED" "$LIVE_TMP/$name"
PARKED=$LIVE_TMP/$name
live_start_parked
timeout 60 "$PMP" dump -p "$name" >"$out" 2>"$LIVE_TMP/err" || live_fail "dump -p $name: exit $?"
grep -q "^Process $TPID ($name): 7 threads" "$out" || live_fail "dump -p $name: $(head -1 "$out")"
live_assert_released "$TPID"
# errors
kill -KILL "$TPID"; wait "$TPID" 2>/dev/null
"$PMP" dump -p "$TPID" >/dev/null 2>"$LIVE_TMP/err"; rc=$?
[ $rc = 2 ] || live_fail "dump of a gone process: exit $rc, not 2"
grep -q "no process $TPID" "$LIVE_TMP/err" || live_fail "gone process: $(cat "$LIVE_TMP/err")"
"$PMP" dump -p 1 --no-such-option >/dev/null 2>&1; rc=$?
[ $rc = 64 ] || live_fail "a bad option: exit $rc, not 64"
"$PMP" dump >/dev/null 2>&1; rc=$?
[ $rc = 64 ] || live_fail "no -p: exit $rc, not 64"
exit 0
