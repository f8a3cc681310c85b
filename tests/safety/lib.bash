# tests/safety/lib.bash - shared by the fault-injection tests
# (tests/safety/*.test, docs/safety.md). Builds on tests/live/lib.bash
# (live_fail, live_skip, live_assert_released, LIVE_TMP, cleanup of every
# target at exit). Source from bash:
#
#     . "$(dirname "$0")/lib.bash"
#     safety_start MODE [ARG]          # fault_target MODE; sets TPID, TOUT
#     safety_pmp NAME ARGS...          # pmp ARGS under a timeout: sets RC,
#                                      # $LIVE_TMP/NAME.out and NAME.err
#     safety_released PID [WHAT]       # TracerPid 0, not stopped, no zombie
#                                      # thread left, every thread of PID
#     safety_rc WHAT ALLOWED...        # fail unless $RC is one of ALLOWED
#
# ROUNDS is how many times a test repeats each fault: PMP_STRESS, default
# 3 (make check); `make stress` sets 50. Every pmp run is bounded by a
# timeout: a hang is a failure (exit 124), never a stuck test.
. "$(dirname "${BASH_SOURCE[0]}")/../live/lib.bash"

FAULT=$B/tests/safety/fault_target
# shellcheck disable=SC2034 # the tests that source this read these two
NO_PTRACE=$B/tests/safety/no_ptrace
# shellcheck disable=SC2034
ROUNDS=${PMP_STRESS:-3}
# generous: the machine may be loaded by other work; a hang still fails
PMP_TIMEOUT=${PMP_TIMEOUT:-120}
[ -x "$FAULT" ] || live_skip "no fault target at $FAULT (make check builds it)"

# the kernel thread pid 2 (kthreadd) and friends stay untouched; a test
# that needs ptrace skips where it is not allowed at all
safety_need_ptrace() {
	[ "$(id -u)" = 0 ] || live_skip "the safety tests run as root (not uid $(id -u))"
	live_need_ptrace "$1"
}

safety_start() {
	TOUT=$LIVE_TMP/target.$RANDOM
	live_start_target "$TOUT" 60 "$FAULT" "$@"
}

# kill a target now and reap it (it is also killed at exit in any case)
safety_kill() {
	kill -KILL "$1" 2>/dev/null
	wait "$1" 2>/dev/null
	return 0
}

safety_pmp() {
	local name=$1
	shift
	timeout -k 10 "$PMP_TIMEOUT" "$PMP" "$@" >"$LIVE_TMP/$name.out" 2>"$LIVE_TMP/$name.err"
	RC=$?
	[ $RC -ne 124 ] && [ $RC -ne 137 ] ||
		live_fail "$name: pmp hung (killed by timeout after $PMP_TIMEOUT s): pmp $*"
	[ $RC -lt 128 ] || live_fail "$name: pmp died of signal $((RC - 128)): $(tail -3 "$LIVE_TMP/$name.err")"
	return 0
}

# pmp in the background, its pid in BGP, signals sent to it directly
# (not through timeout(1), which would give it only 10 more seconds);
# a watchdog kills it after PMP_TIMEOUT: safety_bg_wait says "hung"
safety_bg_pmp() {	# safety_bg_pmp NAME ARGS...
	local name=$1
	shift
	rm -f "$LIVE_TMP/$name.out" "$LIVE_TMP/$name.err" "$LIVE_TMP/$name.hung"
	"$PMP" "$@" >"$LIVE_TMP/$name.out" 2>"$LIVE_TMP/$name.err" &
	BGP=$!
	( sleep "$PMP_TIMEOUT" && touch "$LIVE_TMP/$name.hung" && kill -KILL $BGP ) >/dev/null 2>&1 &
	BGW=$!
}

# stop the watchdog and its sleep
safety_bg_unwatch() {
	# shellcheck disable=SC2046 # the children's pids, split on purpose
	kill $(cat "/proc/$BGW/task/$BGW/children" 2>/dev/null) "$BGW" 2>/dev/null
	wait "$BGW" 2>/dev/null
}

safety_bg_wait() {	# safety_bg_wait NAME: sets RC
	wait "$BGP"
	RC=$?
	safety_bg_unwatch
	[ ! -e "$LIVE_TMP/$1.hung" ] || live_fail "$1: pmp hung (killed after $PMP_TIMEOUT s)"
	[ $RC -lt 128 ] || live_fail "$1: pmp died of signal $((RC - 128)): $(tail -3 "$LIVE_TMP/$1.err")"
	return 0
}

safety_rc() {
	local what=$1 ok
	shift
	for ok in "$@"; do
		[ "$RC" = "$ok" ] && return 0
	done
	live_fail "$what: pmp exited $RC, expected one of: $*; stderr: $(grep -v '^pmp: snapshot\|^pmp: thread' "$LIVE_TMP/$what.err" 2>/dev/null | head -8)"
}

# exit 1 must come with its reason, exit 0 with none (pmp -p --help)
safety_rc_explained() {
	local name=$1
	case $RC in
	0) ! grep -q 'partial\|skipped\|could not' "$LIVE_TMP/$name.err" ||
		live_fail "$name: exit 0 but: $(grep 'partial\|skipped\|could not' "$LIVE_TMP/$name.err" | head -2)" ;;
	1) grep -q 'partial\|skipped\|could not be\|exited after' "$LIVE_TMP/$name.err" ||
		live_fail "$name: exit 1 without a reason on stderr: $(tail -3 "$LIVE_TMP/$name.err")" ;;
	esac
}

# TracerPid 0 and not stopped for the process and each thread, and no
# thread left a zombie (a traced thread that exits stays one until its
# tracer reaps it). A thread may be a zombie for an instant on its way
# out: look again for up to 5 s before calling it a leak.
safety_released() {
	local pid=$1 what=${2:-} i z
	live_assert_released "$pid"
	for ((i = 0; i < 50; i++)); do
		[ -d "/proc/$pid" ] || return 0
		z=$(grep -h '^State:' /proc/"$pid"/task/*/status 2>/dev/null | grep -c 'Z')
		[ "${z:-0}" -eq 0 ] && return 0
		sleep 0.1
	done
	live_fail "${what:+$what: }$z zombie threads left in process $pid"
}

# the state letter of a process: R, S, D, T, t, Z
safety_state() {
	awk '/^State:/ { print $2 }' "/proc/$1/status" 2>/dev/null
}

safety_tracer() {
	awk '/^TracerPid:/ { print $2 }' "/proc/$1/status" 2>/dev/null
}

# sleep a random time between $1 and $2 milliseconds
safety_rand_sleep() {
	local ms=$(($1 + RANDOM % ($2 - $1 + 1)))
	sleep "$((ms / 1000)).$(printf '%03d' $((ms % 1000)))"
}

# wait until pmp has taken its first snapshot (it prints one -v line per
# snapshot): signals sent before that test the start, not the sampling.
# Remove ERR before starting pmp: the shell truncates it only in the child
safety_wait_snapshot() {
	local err=$1 pid=$2 i
	for ((i = 0; i < 1200; i++)); do
		grep -q '^pmp: snapshot [0-9]*:' "$err" 2>/dev/null && return 0
		kill -0 "$pid" 2>/dev/null || return 1
		sleep 0.05
	done
	return 1
}
