# tests/live/lib.bash - shared by the live tests (tests/live/*.sh): start
# and stop test targets, check that pmp released them. Source from bash:
#
#     . "$(dirname "$0")/lib.bash"
#     live_start_parked [ARGS...]       # sets TPID; killed on exit
#     live_start_target OUT SECS BIN [ARGS...]  # any target that prints
#                                       # "ready"; sets TPID
#     live_wait_ready PID FILE SECS WHAT [SHOW]  # wait for that line
#     live_need_ptrace "$TPID"          # exit 77 when ptrace is not allowed
#     live_assert_released "$TPID"      # TracerPid 0, not stopped, per thread
#
# Exit codes follow automake: 0 pass, 1 fail, 77 skip (with a reason).
set -u
cd "$(dirname "${BASH_SOURCE[0]}")/../.." || exit 1
B=${PMP_TEST_BUILD:-$PWD/build}
PMP=${PMP:-$B/pmp}
PARKED=$B/tests/targets/parked
# a loaded machine must not make snapshots partial in tests that are not
# about the --max-pause guard (docs/safety.md); those pass --max-pause
export PMP_MAX_PAUSE=${PMP_MAX_PAUSE:-2000}
LIVE_TMP=$(mktemp -d "${TMPDIR:-/tmp}/pmp-live.XXXXXX")
LIVE_PIDS=()

live_fail() { echo "FAIL: $*" >&2; exit 1; }
live_skip() { echo "skip: $*" >&2; exit 77; }

live_cleanup() {
	local p
	for p in ${LIVE_PIDS[@]+"${LIVE_PIDS[@]}"}; do
		kill -KILL "$p" 2>/dev/null
		wait "$p" 2>/dev/null
	done
	LIVE_PIDS=()
	rm -rf "$LIVE_TMP"
}
trap live_cleanup EXIT
trap 'live_cleanup; exit 130' INT TERM HUP

[ -x "$PMP" ] || live_skip "no pmp binary at $PMP (make)"

# live_wait_ready PID FILE SECONDS WHAT [SHOW]: the test targets print
# "ready" once set up; wait for that line in FILE, and fail (showing SHOW,
# by default FILE, through cat -v: a hostile target's names hold control
# characters) if PID exits first or SECONDS pass
live_wait_ready() {
	local i
	for ((i = 0; i < $3 * 20; i++)); do
		grep -q '^ready' "$2" 2>/dev/null && return 0
		if ! kill -0 "$1" 2>/dev/null; then
			# it may have written "ready" and exited since the grep
			grep -q '^ready' "$2" 2>/dev/null && return 0
			live_fail "$4 exited before it was ready: $(cat -v "${5:-$2}")"
		fi
		sleep 0.05
	done
	live_fail "$4 did not get ready in $3 s: $(cat -v "${5:-$2}")"
}

# live_start_target OUT SECONDS BIN [ARGS...]: BIN ARGS in the background,
# its output in OUT, until it is ready (live_wait_ready); sets TPID
live_start_target() {
	local out=$1 secs=$2 bin=$3
	shift 3
	"$bin" "$@" >"$out" 2>&1 &
	TPID=$!
	LIVE_PIDS+=("$TPID")
	live_wait_ready "$TPID" "$out" "$secs" "${bin##*/} $*"
}

# start the parked target (tests/targets), wait for its "ready" line
live_start_parked() {
	[ -x "$PARKED" ] || live_skip "no test target at $PARKED (make test-targets)"
	live_start_target "$LIVE_TMP/parked.$RANDOM" 5 "$PARKED" "$@"
}

# skip (77) when this user may not ptrace the target
live_need_ptrace() {
	local scope
	scope=$(cat /proc/sys/kernel/yama/ptrace_scope 2>/dev/null || echo 0)
	if [ "$(id -u)" != 0 ] && [ "$scope" -gt 0 ]; then
		live_skip "ptrace not permitted (kernel.yama.ptrace_scope=$scope, not root)"
	fi
	if ! "$PMP" -p "$1" -f folded >/dev/null 2>"$LIVE_TMP/probe.err"; then
		if grep -qi "not permitted\|restricted" "$LIVE_TMP/probe.err"; then
			live_skip "ptrace not permitted: $(head -1 "$LIVE_TMP/probe.err")"
		fi
	fi
}

# the process and every thread: TracerPid 0 and not in a stopped state
# (one awk over every status file: a target may have thousands of threads)
live_assert_released() {
	local pid=$1 bad
	[ -d "/proc/$pid" ] || return 0
	# grep goes on past a thread that exits meanwhile (mawk would stop)
	bad=$(grep -H -E '^(State|TracerPid):' /proc/"$pid"/status \
		/proc/"$pid"/task/*/status 2>/dev/null | awk '
		{ split($0, f, ":"); v = $2 }
		f[2] == "State" { st = v }
		f[2] == "TracerPid" {
			if (v != 0) { print f[1] ": TracerPid " v " after pmp ran"; exit }
			if (st == "t" || st == "T") { print f[1] ": state " st " after pmp ran"; exit }
		}')
	[ -z "$bad" ] || live_fail "$bad"
}

# canonical function names for comparisons with gdb: gdb and libdwfl may
# pick different aliases of one address (clone3/__clone3, __GI_ prefixes)
live_canon() {
	sed -E 's/(^|;)(__GI_)?_*/\1/g'
}
