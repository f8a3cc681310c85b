# tests/top/lib.bash - shared by the `pmp top` tests (tests/top/*.test).
# Builds on tests/live/lib.bash (live_fail, live_skip, live_need_ptrace,
# live_assert_released, LIVE_TMP). Source from bash:
#
#     . "$(dirname "$0")/lib.bash"
#     top_start_contention N      # tests/rules/contention_target N: a hot
#                                 # mutex, a holder, N waiters; sets TPID
#     top_tmux_start NAME CMD...  # run CMD in a new window NAME of a private
#                                 # tmux server (150x40); killed on exit
#     top_script NAME ARGS...     # a script running `pmp top ARGS` that
#                                 # prints EXIT=N and keeps stty -g before/after
#     top_wait NAME REGEX [SECS]  # until the pane shows REGEX (grep -E);
#                                 # fails with the pane's text after SECS
#     top_screen NAME             # the pane's text now
. "$(dirname "${BASH_SOURCE[0]}")/../live/lib.bash"

CONTENTION=$B/tests/rules/contention_target
# a private server on a socket in LIVE_TMP (removed with it), no user config
TOP_TMUX=(tmux -S "$LIVE_TMP/tmux.sock" -f /dev/null)
TOP_TMUX_UP=

top_cleanup() {
	# only this test's private server
	[ -z "$TOP_TMUX_UP" ] || "${TOP_TMUX[@]}" kill-server 2>/dev/null
	live_cleanup
}
trap top_cleanup EXIT
trap 'top_cleanup; exit 130' INT TERM HUP

top_start_contention() {
	[ -x "$CONTENTION" ] || live_skip "no $CONTENTION (make check builds it)"
	# live_start_parked starts and waits for $PARKED: this target instead
	PARKED=$CONTENTION live_start_parked "$1"
}

top_tmux_start() {
	local name=$1
	shift
	command -v tmux >/dev/null || live_skip "no tmux (apt-get install tmux)"
	if [ -z "$TOP_TMUX_UP" ]; then
		"${TOP_TMUX[@]}" new-session -d -s main -x 150 -y 40 -n "$name" "$@" ||
			live_fail "tmux new-session failed"
		TOP_TMUX_UP=1
	else
		"${TOP_TMUX[@]}" new-window -d -t main -n "$name" "$@" ||
			live_fail "tmux new-window failed"
	fi
	"${TOP_TMUX[@]}" resize-window -t "main:$name" -x 150 -y 40 2>/dev/null || true
}

top_screen() {
	"${TOP_TMUX[@]}" capture-pane -p -t "main:$1"
}

top_wait() {
	local name=$1 re=$2 secs=${3:-30} i
	for ((i = 0; i < secs * 10; i++)); do
		top_screen "$name" | grep -Eq -- "$re" && return 0
		sleep 0.1
	done
	live_fail "the screen never showed /$re/ in ${secs}s; it shows:
$(top_screen "$name")
pmp's standard error: $(cat "$LIVE_TMP"/*.err 2>/dev/null)"
}

# the snapshot count in the header: "window 10s: 41 snapshots"
top_snapshots() {
	top_screen "$1" | sed -n 's/.*window [^:]*: \([0-9]*\) snapshots.*/\1/p' | head -1
}

# a script for a tmux window: record the terminal settings, run pmp top
# with ARGS, record the settings again, print EXIT=status, then wait
# shellcheck disable=SC2094,SC2016 # basename reads the name of $f, not the file; the quoted lines are the script's
top_script() {
	local f=$LIVE_TMP/$1.sh
	shift
	{
		echo "cd '$PWD'"
		echo "stty -g >'$LIVE_TMP/$(basename "$f" .sh).stty-before'"
		printf 'PMP_MAX_PAUSE=%s PMP_RULES_DIR=%q %q top' "$PMP_MAX_PAUSE" \
			"${PMP_RULES_DIR:-$PWD/rules}" "$PMP"
		printf ' %q' "$@"
		echo " 2>'$LIVE_TMP/$(basename "$f" .sh).err'"
		# the settings are recorded before EXIT= shows: a test that
		# waits for EXIT= then finds them written
		echo 'st=$?'
		echo "stty -g >'$LIVE_TMP/$(basename "$f" .sh).stty-after'"
		echo 'echo "EXIT=$st"'
		echo 'exec sleep 600'
	} >"$f"
	echo "$f"
}

# fail unless the terminal settings after pmp top are those before it
top_assert_tty_restored() {
	local n=$1
	[ -s "$LIVE_TMP/$n.stty-after" ] || live_fail "$n: no terminal settings after pmp top"
	cmp -s "$LIVE_TMP/$n.stty-before" "$LIVE_TMP/$n.stty-after" ||
		live_fail "$n: terminal not restored: $(cat "$LIVE_TMP/$n.stty-before") -> $(cat "$LIVE_TMP/$n.stty-after")"
}

# the pid of pmp top running in window NAME (a child of the window's shell)
top_pmp_pid() {
	local sh
	sh=$("${TOP_TMUX[@]}" display-message -p -t "main:$1" '#{pane_pid}')
	ps -o pid=,comm= --ppid "$sh" | awk '$2 == "pmp" { print $1; exit }'
}
