# tests/stalk/lib.bash - helpers for the `pmp stalk` tests
# (tests/stalk/*.test); source it. Builds on tests/live/lib.bash (PMP,
# LIVE_TMP, live_fail, live_skip, live_assert_released; every pid in
# LIVE_PIDS is killed on exit).
#
#     stall_start MODE MIN MAX   tests/stalk/stall_target MODE, stalling once
#                                at a random moment MIN..MAX s from ready;
#                                sets TPID and MARK (its truth file)
#     stall_mark WHAT            "start"/"end": the stall's time; a role's tid
#     stalk_run ARGS...          pmp stalk -p TPID -d $INC ARGS..., waited
#                                for; its status in RC, stderr in $LIVE_TMP/err
#     incidents                  the incident directories in $INC
#     raw_times FILE             the snapshot times of a raw capture
. "$(dirname "${BASH_SOURCE[0]}")/../live/lib.bash"
STALL=$B/tests/stalk/stall_target
[ -x "$STALL" ] || live_skip "no $STALL (make check builds it)"
INC=$LIVE_TMP/incidents
mkdir -p "$INC"

stall_start() {
	MARK=$LIVE_TMP/mark
	live_start_target "$MARK" 5 "$STALL" "$1" "$2" "$3" "$MARK"
	live_need_ptrace "$TPID"
}

stall_mark() {
	local i
	# the end is written 2.2 s after the start: pmp may be done before
	for ((i = 0; i < 100; i++)); do
		grep -q "^$1 " "$MARK" || [ "$1" != end ] && break
		sleep 0.05
	done
	case $1 in
	start | end) awk -v w="$1" '$1 == w { print $2 }' "$MARK" ;;
	*) awk -v w="$1" '$1 == "role" && $2 == w { print $3 }' "$MARK" ;;
	esac
}

# shellcheck disable=SC2034 # the tests read RC
stalk_run() {
	"$PMP" stalk -p "$TPID" -d "$INC" "$@" 2>"$LIVE_TMP/err"
	RC=$?
}

incidents() {
	find "$INC" -mindepth 1 -maxdepth 1 -name 'pmp-incident-*' | sort
}

raw_times() {
	sed -n 's/^snapshot [0-9]* time=\([0-9.]*\).*/\1/p' "$1"
}

# stalk_check_incident DIR: the files of a whole incident, readable by
# pmp aggregate; prints nothing
stalk_check_incident() {
	local f
	for f in after.raw report.txt summary.txt; do
		[ -s "$1/$f" ] || live_fail "$1 has no $f: $(ls "$1")"
	done
	"$PMP" aggregate "$1" >"$LIVE_TMP/agg.txt" 2>"$LIVE_TMP/agg.err" ||
		live_fail "pmp aggregate $1: $(cat "$LIVE_TMP/agg.err")"
}

# the time an incident fired, from summary.txt (seconds), checked
# against after.raw's first snapshot
fired_time() {
	local t
	t=$(sed -n 's/^fired: [^ ]* (\([0-9.]*\); the first snapshot of after.raw)$/\1/p' \
		"$1/summary.txt")
	[ -n "$t" ] && [ "$t" = "$(raw_times "$1/after.raw" | head -1)" ] ||
		live_fail "fired '$t' is not after.raw's first snapshot: $(head -3 "$1/summary.txt")"
	echo "$t"
}

# stalk_bg ARGS...: pmp stalk -p TPID -d $INC ARGS... in the background,
# once it says it stalks; sets KPID
stalk_bg() {
	local i
	: >"$LIVE_TMP/err"
	"$PMP" stalk -p "$TPID" -d "$INC" "$@" 2>"$LIVE_TMP/err" &
	KPID=$!
	LIVE_PIDS+=("$KPID")
	for ((i = 0; i < 200; i++)); do
		grep -q "^pmp: stalking process" "$LIVE_TMP/err" && return 0
		kill -0 "$KPID" 2>/dev/null || break
		sleep 0.05
	done
	live_fail "pmp stalk did not start: $(cat "$LIVE_TMP/err")"
}

# stalk_term: SIGTERM, wait; its status in RC
# shellcheck disable=SC2034 # the tests read RC
stalk_term() {
	kill -TERM "$KPID"
	wait "$KPID"
	RC=$?
}

# wait_incidents N: until $INC holds N incidents (10 s at most)
wait_incidents() {
	local i
	for ((i = 0; i < 200; i++)); do
		[ "$(incidents | wc -l)" -ge "$1" ] && return 0
		sleep 0.05
	done
	live_fail "$(incidents | wc -l) incidents after 10 s, not $1: $(cat "$LIVE_TMP/err")"
}
