# tests/locks/lib.bash - shared by the lock-graph tests (tests/locks/*.test):
# start tests/locks/lock_target in one mode, sample it live with --save,
# read the capture back, and check both give the same lock graph.
#
#     . "$(dirname "$0")/lib.bash"
#     locks_start MODE        # sets TPID and ROLE[name]=tid; killed on exit
#     locks_sample N          # pmp -p: $LIVE_TMP/live.json, live.report,
#                             # live.err, capture.raw; then pmp aggregate:
#                             # saved.json, saved.report, saved.err
. "$(dirname "${BASH_SOURCE[0]}")/../live/lib.bash"
LOCK_TARGET=$B/tests/locks/lock_target
declare -A ROLE

locks_start() {
	local out=$LIVE_TMP/target.out i name tid
	[ -x "$LOCK_TARGET" ] || live_skip "no $LOCK_TARGET (make test-targets)"
	"$LOCK_TARGET" "$1" >"$out" 2>&1 &
	TPID=$!
	LIVE_PIDS+=("$TPID")
	for ((i = 0; i < 200; i++)); do
		grep -q '^addr ' "$out" 2>/dev/null && break
		sleep 0.05
	done
	grep -q '^addr ' "$out" || live_fail "lock_target $1 not ready: $(cat "$out")"
	while read -r name tid; do
		# shellcheck disable=SC2034 # the tests read ROLE
		[[ $name =~ ^(ready|addr)$ ]] || ROLE[$name]=$tid
	done <"$out"
	ADDRS=$(grep '^addr ' "$out")
	live_need_ptrace "$TPID"
}

# the address of lock NAME (A, B, M1, M2, PI) as printed by the target
locks_addr() {
	local -a f
	read -ra f <<<"$ADDRS"
	for ((i = 1; i < ${#f[@]}; i += 2)); do
		[ "${f[i]}" = "$1" ] && { echo "${f[i + 1]}"; return; }
	done
}

locks_sample() {
	local n=$1 rc
	"$PMP" -p "$TPID" -n "$n" -s 0.02 --save "$LIVE_TMP/capture.raw" --format json \
		>"$LIVE_TMP/live.json" 2>"$LIVE_TMP/live.err"
	rc=$?
	live_assert_released "$TPID"
	[ $rc = 0 ] || live_fail "pmp -p exited $rc: $(cat "$LIVE_TMP/live.err")"
	"$PMP" -p "$TPID" -n 2 -s 0.02 >"$LIVE_TMP/live.report" 2>>"$LIVE_TMP/live.err" ||
		live_fail "pmp -p (report) failed: $(cat "$LIVE_TMP/live.err")"
	live_assert_released "$TPID"
	grep -q '^# futex 0x' "$LIVE_TMP/capture.raw" || live_fail "the capture has no futex line"
	"$PMP" aggregate --format json "$LIVE_TMP/capture.raw" >"$LIVE_TMP/saved.json" \
		2>"$LIVE_TMP/saved.err" || live_fail "pmp aggregate failed: $(cat "$LIVE_TMP/saved.err")"
	"$PMP" aggregate "$LIVE_TMP/capture.raw" >"$LIVE_TMP/saved.report" 2>>"$LIVE_TMP/saved.err" ||
		live_fail "pmp aggregate (report) failed"
	# the same graph, live and from the capture
	python3 - "$LIVE_TMP/live.json" "$LIVE_TMP/saved.json" <<'PY' || live_fail "live and saved graphs differ"
import json, sys
a, b = (json.load(open(p))["lock_graph"] for p in sys.argv[1:3])
if a != b:
    print("live:  %s\nsaved: %s" % (json.dumps(a)[:2000], json.dumps(b)[:2000]), file=sys.stderr)
    sys.exit(1)
PY
}
