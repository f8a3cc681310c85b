#!/usr/bin/env bash
# gdb is the oracle on an idle Debian mariadbd (stripped, with libc6-dbg):
# per thread, gdb and pmp (both unwinders) give the same function
# sequence, "??" frames included. Allowed differences, as in
# gdb-compare.sh: alias spelling and gdb's synthesized tail-call frames
# (TAILCALLS). How long the first snapshot takes (module loading
# included) is `make bench`'s first_snapshot figure, not a limit here: a
# loaded machine would break it.
# MDB_VERSION=10.5|10.11|11.8 (default: the host's 10.11) runs it on that
# version's server in its Debian root (tests/mariadb/roots.sh), with that
# root's gdb and libc6-dbg as the oracle: another glibc, another binary.
. "$(dirname "$0")/lib.bash"
. tests/mariadb/lib.sh
mdb_version_root "${MDB_VERSION:-10.11}" || exit 77
mdb_require || exit 77
[ -n "$MDB_ROOT" ] || command -v gdb >/dev/null || live_skip "gdb not installed"
TAILCALLS='futex_abstimed_wait_cancelable64'
trap 'mdb_cleanup; live_cleanup' EXIT

mdb_mktemp || live_fail "no temp dir"
dir=$MDB_DIR
mdb_start "$dir" || live_fail "mariadbd ${MDB_VERSION:-} did not start"
live_need_ptrace "$MDB_PID"
# the background threads settle into their waits: no thread running and
# the same number of threads, three reads in a row (60 s bound)
settled=0 prev=
for ((i = 0; i < 600 && settled < 3; i++)); do
	n=$(ls /proc/"$MDB_PID"/task | wc -l)
	if [ "$n" = "$prev" ] &&
	   ! grep -q '^State:[[:space:]]*R' /proc/"$MDB_PID"/task/*/status 2>/dev/null; then
		settled=$((settled + 1))
	else
		settled=0
	fi
	prev=$n
	sleep 0.1
done
[ $settled = 3 ] || live_fail "the threads of mariadbd never settled in 60 s"

norm() {
	live_canon | sed -E "s/;($TAILCALLS)(;|( [0-9]+$))/\2/" | sort
}
# pmp keys a function gdb cannot name by its start, MODULE+0xSTART
# (tests/naming/unnamed.test): gdb's "??" at the same place
unkey() {
	sed -E ':a;s/(^|;)[^; ]+\+0x[0-9a-f]+(;| )/\1??\2/;ta'
}
# --no-sql: the oracle must see the threads pmp sees, and pmp's connection
# to the server would add one (the thread that serves it, which pmp leaves
# out, stays in the server's thread cache for gdb to see)
"$PMP" -p "$MDB_PID" --no-sql -f folded --thread-names >"$LIVE_TMP/first.f" || live_fail "pmp exited $?"
live_assert_released "$MDB_PID"

mdb_gdb "$MDB_PID" -nx -iex "set debuginfod enabled off" -ex "set pagination 0" \
	-ex "thread apply all bt" -batch >"$LIVE_TMP/gdb.txt" 2>/dev/null
live_assert_released "$MDB_PID"
"$PMP" aggregate -F gdb -f folded --thread-names "$LIVE_TMP/gdb.txt" | norm >"$LIVE_TMP/gdb.f"
for uw in libdw libunwind; do
	"$PMP" -p "$MDB_PID" --no-sql --unwinder $uw -f folded --thread-names | unkey | norm >"$LIVE_TMP/pmp.$uw"
	live_assert_released "$MDB_PID"
	diff -u "$LIVE_TMP/gdb.f" "$LIVE_TMP/pmp.$uw" >&2 ||
		live_fail "$uw: pmp and gdb differ on mariadbd (- gdb, + pmp)"
done
# json names unnamed functions module+0xSTART
"$PMP" -p "$MDB_PID" --no-sql -f json | grep -Eq '"mariadbd\+0x[0-9a-f]+"' ||
	live_fail "json shows no mariadbd+0xSTART frame"
exit 0
