#!/usr/bin/env bash
# gdb is the oracle: on the parked target (threads in states that do not
# change, debug info), gdb's "thread apply all bt" and pmp give the same
# function sequence per thread, inline frames included and marked as such
# on both sides (--annotate: "_[i]"; pmp reads gdb's inline frames from the
# frames gdb prints without an address), for both unwinders. Allowed differences, normalized away: the alias gdb and
# libdwfl pick for one address (clone3/__clone3), gdb's
# "<signal handler called>" (__restore_rt), the frames under main (gdb
# stops at main), and tail-call frames, which gdb synthesizes from
# DW_TAG_call_site and pmp does not show (yet): see TAILCALLS.
. "$(dirname "$0")/lib.bash"
command -v gdb >/dev/null || live_skip "gdb not installed"
TAILCALLS='futex_abstimed_wait_cancelable64'

live_start_parked --no-busy
live_need_ptrace "$TPID"
timeout 120 gdb -nx -iex "set debuginfod enabled off" -ex "set pagination 0" \
	-ex "thread apply all bt" -batch -p "$TPID" >"$LIVE_TMP/gdb.txt" 2>/dev/null
live_assert_released "$TPID"
grep -q '^Thread ' "$LIVE_TMP/gdb.txt" || live_skip "gdb could not attach"

norm() {
	live_canon | sed -E -e 's/;<signal handler called>;/;restore_rt;/' \
		-e 's/^([^;]*);.*;main;/\1;main;/' \
		-e "s/;($TAILCALLS)(;|( [0-9]+$))/\2/" | sort
}
"$PMP" aggregate -F gdb -f folded --annotate --thread-names "$LIVE_TMP/gdb.txt" | norm >"$LIVE_TMP/gdb.f"
[ "$(wc -l <"$LIVE_TMP/gdb.f")" -ge 6 ] || live_fail "gdb dump has too few threads"
grep -q '_\[i\]' "$LIVE_TMP/gdb.f" || live_fail "no inline frame read from the gdb dump"
for uw in libdw libunwind; do
	"$PMP" -p "$TPID" --unwinder $uw -f folded --annotate --thread-names | norm >"$LIVE_TMP/pmp.$uw" ||
		live_fail "$uw: pmp exited $?"
	live_assert_released "$TPID"
	diff -u "$LIVE_TMP/gdb.f" "$LIVE_TMP/pmp.$uw" >&2 ||
		live_fail "$uw: pmp and gdb differ (- gdb, + pmp)"
done
exit 0
