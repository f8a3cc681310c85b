# tests/core/lib.bash - shared by the core-file tests (tests/core/*.test):
# the live helpers (tests/live/lib.bash: targets started and killed on
# exit, TracerPid checks) plus gcore and per-thread comparisons.
#
#     . "$(dirname "$0")/lib.bash"
#     core_need_gcore                   # exit 77 without gdb's gcore
#     core_gcore PID OUT                # OUT=path of the core; target checked released
#     core_by_tid FOLDED                # "TID;f1;f2;... N" lines, sorted
#     core_raw_by_tid RAW               # "TID FLAGS SYMBOL" lines per frame
. "$(dirname "${BASH_SOURCE[0]}")/../live/lib.bash"

core_need_gcore() {
	command -v gcore >/dev/null 2>&1 || live_skip "no gcore (Debian package gdb)"
}

# dump a core of a running process with gdb's gcore, which leaves it
# running: it must be left untraced and not stopped
core_gcore() {
	local pid=$1 out=$2
	gcore -o "$out" "$pid" >"$LIVE_TMP/gcore.log" 2>&1 ||
		live_fail "gcore $pid failed: $(tail -3 "$LIVE_TMP/gcore.log")"
	[ -s "$out.$pid" ] || live_fail "gcore wrote no $out.$pid"
	mv "$out.$pid" "$out"
	live_assert_released "$pid"
}

# folded --tid output ("NAME-PID/TID;frames N") -> "TID;frames N", sorted:
# a live run names each thread, a core has the process name only
core_by_tid() {
	sed -E 's|^[^;]*/([0-9]+);|\1;|' "$1" | LC_ALL=C sort
}

# a raw capture's frames as "TID FLAGS SYMBOL", one line per frame in
# order (inline flags included; addresses and lines left out: a spinning
# thread moves between two captures)
core_raw_by_tid() {
	awk '$1 == "thread" { tid = $2 }
	     $1 == "frame" { sym = $0; sub(/^frame [^ ]+ [^ ]+ [^ ]+ [^ ]+ /, "", sym)
			     print tid, $4, sym }' "$1" | LC_ALL=C sort -s -k1,1n
}
