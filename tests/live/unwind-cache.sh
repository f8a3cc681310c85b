#!/usr/bin/env bash
# The libdw unwinder keeps libdw's unwind rules by pc and applies them
# itself (pmp/unwind/unwind_libdw.c); with PMP_LIBDW_VERIFY=1 it also walks
# every thread with libdwfl's own dwfl_getthread_frames() and warns where
# the two differ. Here: no difference, on the parked target (signal frames,
# a 40-deep recursion, inlined calls, threads coming and going) and, when
# mariadb-server and sysbench are installed, on a throwaway mariadbd under
# sysbench (C++ frames of a stripped binary, libc6-dbg, io_uring workers),
# and most threads take the cached path, not the libdwfl fallback.
. "$(dirname "$0")/lib.bash"

# run_verify NAME PID N: N snapshots with the check on; fails on a difference
run_verify() {
	local name=$1 pid=$2 n=$3 err=$LIVE_TMP/$1.err walked by diff
	PMP_LIBDW_VERIFY=1 "$PMP" -v -p "$pid" -n "$n" -s 0.02 -f folded >/dev/null 2>"$err"
	[ $? -le 1 ] || live_fail "$name: pmp failed: $(grep -v '^pmp: snapshot' "$err" | head -3)"
	live_assert_released "$pid"
	if grep -q 'cached unwind differs' "$err"; then
		grep 'cached unwind differs' "$err" | head -5 >&2
		live_fail "$name: the cached unwind differs from libdwfl's"
	fi
	read -r walked by < <(sed -n 's/.*libdw: \([0-9]*\) threads walked, \([0-9]*\) by libdwfl itself.*/\1 \2/p' "$err")
	diff=$(sed -n 's/.*libdw: \([0-9]*\) threads walked differently.*/\1/p' "$err")
	[ -n "$walked" ] && [ "$diff" = 0 ] || live_fail "$name: no verification figures (-v): $(tail -3 "$err")"
	echo "$name: $walked threads walked, $by by libdwfl itself, 0 differ"
	[ $((by * 2)) -lt "$walked" ] || live_fail "$name: most threads took the libdwfl fallback"
}

live_start_parked --churn
live_need_ptrace "$TPID"
run_verify parked "$TPID" 50

. tests/mariadb/lib.sh
if mdb_require 2>/dev/null; then
	trap 'mdb_cleanup; live_cleanup' EXIT
	dir=$LIVE_TMP/mdb
	mkdir -p "$dir"
	mdb_start "$dir" || live_fail "mariadbd did not start"
	mdb_sysbench_prepare "$dir" || live_fail "sysbench prepare failed"
	mdb_sysbench_start "$dir" oltp_read_write 16 60
	sleep 3
	run_verify mariadbd "$MDB_PID" 30
	mdb_sysbench_stop
else
	echo "mariadbd: skipped (mariadb-server or sysbench not installed)"
fi
exit 0
