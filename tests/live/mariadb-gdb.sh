#!/usr/bin/env bash
# gdb is the oracle on an idle Debian mariadbd (stripped, with libc6-dbg):
# per thread, gdb and pmp (both unwinders) give the same function
# sequence, "??" frames included. Allowed differences, as in
# gdb-compare.sh: alias spelling and gdb's synthesized tail-call frames
# (TAILCALLS). Also: the first snapshot (module loading included) takes
# under 1 s.
. "$(dirname "$0")/lib.bash"
. tests/mariadb/lib.sh
mdb_require || exit 77
command -v gdb >/dev/null || live_skip "gdb not installed"
TAILCALLS='futex_abstimed_wait_cancelable64'
trap 'mdb_cleanup; live_cleanup' EXIT

dir=$LIVE_TMP/mdb
mkdir -p "$dir"
mdb_start "$dir" || live_fail "mariadbd did not start"
sleep 2		# let the background threads settle into their waits
live_need_ptrace "$MDB_PID"

norm() {
	live_canon | sed -E "s/;($TAILCALLS)(;|( [0-9]+$))/\2/" | sort
}
t0=$(date +%s%N)
"$PMP" -p "$MDB_PID" -f folded --thread-names >"$LIVE_TMP/first.f" || live_fail "pmp exited $?"
t1=$(date +%s%N)
live_assert_released "$MDB_PID"
ms=$(( (t1 - t0) / 1000000 ))
echo "first snapshot of mariadbd: $ms ms"
[ "$ms" -lt 1000 ] || live_fail "first snapshot took $ms ms (limit 1000)"

timeout 120 gdb -nx -iex "set debuginfod enabled off" -ex "set pagination 0" \
	-ex "thread apply all bt" -batch -p "$MDB_PID" >"$LIVE_TMP/gdb.txt" 2>/dev/null
live_assert_released "$MDB_PID"
"$PMP" aggregate -F gdb -f folded --thread-names "$LIVE_TMP/gdb.txt" | norm >"$LIVE_TMP/gdb.f"
for uw in libdw libunwind; do
	"$PMP" -p "$MDB_PID" --unwinder $uw -f folded --thread-names | norm >"$LIVE_TMP/pmp.$uw"
	live_assert_released "$MDB_PID"
	diff -u "$LIVE_TMP/gdb.f" "$LIVE_TMP/pmp.$uw" >&2 ||
		live_fail "$uw: pmp and gdb differ on mariadbd (- gdb, + pmp)"
done
# json names unknown frames module+0xOFF
"$PMP" -p "$MDB_PID" -f json | grep -Eq '"mariadbd\+0x[0-9a-f]+"' ||
	live_fail "json shows no mariadbd+0xOFF frame"
exit 0
