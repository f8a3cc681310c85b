# tests/idle/lib.bash - shared by the idle-skipping tests (tests/idle/*.test):
# start tests/idle/idle_target with its stdin on a fifo the test writes
# to, and read raw captures. Builds on tests/live/lib.bash (cleanup trap,
# live_need_ptrace, live_assert_released). Source from bash:
#
#     . "$(dirname "$0")/lib.bash"
#     idle_start NPARK NBUSY [VFORK_MS]   # sets TPID, IDLE_OUT (its stdout);
#                                         # fd 3 writes its stdin
#     idle_lines RAW NAME                 # "SNAP TID REUSED FRAMES" per thread
. "$(dirname "${BASH_SOURCE[0]}")/../live/lib.bash"
IDLE_TARGET=$B/tests/idle/idle_target

idle_start() {
	[ -x "$IDLE_TARGET" ] || live_skip "no test target at $IDLE_TARGET (make test-targets)"
	local fifo=$LIVE_TMP/stdin.$RANDOM
	IDLE_OUT=$LIVE_TMP/idle.$RANDOM
	mkfifo "$fifo"
	"$IDLE_TARGET" "$@" <"$fifo" >"$IDLE_OUT" 2>&1 &
	TPID=$!
	LIVE_PIDS+=("$TPID")
	exec 3>"$fifo"
	live_wait_ready "$TPID" "$IDLE_OUT" 10 idle_target
}

# per thread line of a raw capture whose name is NAME (all if empty):
# "SNAPSHOT TID REUSED(0/1) FRAME;FRAME;..." with the frames' address and
# name, innermost first
idle_lines() {	# idle_lines RAW [NAME]
	awk -v want="${2:-}" '
	function flush() { if (tid != "") print snap, tid, reused, fr; tid = "" }
	/^snapshot / { flush(); snap = $2; next }
	/^thread / { flush(); if (want != "" && $4 != want) next
		tid = $2; reused = ($3 ~ /,reused$/); fr = ""; next }
	/^frame / && tid != "" { fr = fr $2 "=" $NF ";"; next }
	/^end/ { flush() }' "$1"
}
