#!/usr/bin/env bash
# A target whose strings attack pmp's output (issue 15, points 5 and 6;
# docs/safety.md, "Hostile targets"): tests/live/hostile_target.c names
# its threads "a\nend x", "\e]2;PWN\a\e[2J" (retitle and clear the
# terminal), "\xff\xfe\xc3(bad" (not UTF-8) and "back\sl -", runs a
# function whose symbol holds the same escapes, and blocks a thread in
# read(2) on a FIFO whose path holds a newline and an escape.
#  - every output format, live and from the capture, with and without
#    --thread-names, --tid and --syscalls, and pmp top --batch: no control
#    byte but the newlines and tabs of the format itself, no extra line in
#    the line formats (folded, ptpmp), valid json; the names are there,
#    escaped as \xHH;
#  - the raw capture (v2) writes every name escaped, on one line, and
#    reads back to exactly the bytes of the target (json of the live run
#    = json of pmp aggregate of its capture; jq decodes the names);
#  - a gdb dump of the same target, and the target's messages, likewise.
. "$(dirname "$0")/lib.bash"

HOSTILE=$B/tests/live/hostile_target
[ -x "$HOSTILE" ] || live_skip "no test target at $HOSTILE (make check builds it)"
command -v jq >/dev/null || live_skip "jq missing (Debian package jq)"
mkdir -p "$LIVE_TMP/h"
live_start_target "$LIVE_TMP/h.out" 5 "$HOSTILE" "$LIVE_TMP/h"
live_need_ptrace "$TPID"
tid() { awk -v i="$1" '$1 == "tid" && $2 == i { print $3 }' "$LIVE_TMP/h.out"; }

# a control byte other than newline and tab: the check every output gets
ctl() { LC_ALL=C grep -c -a -P '[\x00-\x08\x0b-\x1f\x7f]' "$1"; }
nfail=0
fail() { echo "FAIL: $*" >&2; nfail=$((nfail + 1)); }
check_out() {	# check_out WHAT FILE FORMAT
	local what=$1 f=$2 fmt=$3 n
	n=$(ctl "$f")
	[ "$n" = 0 ] || fail "$what: $n lines with control bytes: $(LC_ALL=C grep -a -m1 -P '[\x00-\x08\x0b-\x1f\x7f]' "$f" | cat -v)"
	case $fmt in
	folded)	# "frames COUNT" on every line: no name split a line
		n=$(LC_ALL=C grep -a -c -v -E '^.+ [0-9]+$' "$f")
		[ "$n" = 0 ] || fail "$what: $n lines that are not 'stack COUNT': $(LC_ALL=C grep -a -m1 -v -E '^.+ [0-9]+$' "$f")" ;;
	ptpmp)
		n=$(LC_ALL=C grep -a -c -v -E '^ *[0-9]+ ' "$f")
		[ "$n" = 0 ] || fail "$what: $n lines that are not 'COUNT frames': $(LC_ALL=C grep -a -m1 -v -E '^ *[0-9]+ ' "$f")" ;;
	json|speedscope)
		jq -e . "$f" >/dev/null 2>&1 || fail "$what: not valid json" ;;
	svg)
		if command -v xmllint >/dev/null; then
			xmllint --noout "$f" 2>/dev/null || fail "$what: not well-formed XML"
		fi ;;
	esac
}

# live and from the capture of that same run
"$PMP" -p "$TPID" --save "$LIVE_TMP/cap.raw" -f json --tid --syscalls \
	>"$LIVE_TMP/live.json" 2>"$LIVE_TMP/live.err" || live_fail "pmp -p exited $?: $(cat -v "$LIVE_TMP/live.err")"
live_assert_released "$TPID"
[ "$(ctl "$LIVE_TMP/live.err")" = 0 ] || fail "stderr of pmp -p holds control bytes"

# the capture: one line per thread, every name escaped
raw=$LIVE_TMP/cap.raw
head -1 "$raw" | grep -qx '# pmp raw capture v2' || fail "capture header: $(head -1 "$raw")"
[ "$(ctl "$raw")" = 0 ] || fail "the capture holds control bytes: $(LC_ALL=C grep -a -m1 -P '[\x00-\x08\x0b-\x1f\x7f]' "$raw" | cat -v)"
grep -qxF "thread $(tid 0) S a\\x0aend x" "$raw" || fail "thread 0's line: $(grep -a "^thread $(tid 0) " "$raw" | cat -v)"
grep -qxF "thread $(tid 1) S \\x1b]2;PWN\\x07\\x1b[2J" "$raw" || fail "thread 1's line: $(grep -a "^thread $(tid 1) " "$raw" | cat -v)"
grep -qxF "thread $(tid 2) S $(printf '\xff\xfe\xc3(bad')" "$raw" || fail "thread 2's line (bytes >= 0x80 as they are): $(grep -a "^thread $(tid 2) " "$raw" | cat -v)"
grep -qxF "thread $(tid 3) S back\\\\sl -" "$raw" || fail "thread 3's line: $(grep -a "^thread $(tid 3) " "$raw" | cat -v)"
grep -qF ' evil\x1b]2;PWN\x07\x1b[2J fn' "$raw" || fail "no escaped frame line for the hostile symbol"
grep -qE "^# syscall 0 read 0x[0-9a-f]+ 0x[0-9a-f]+ 0x[0-9a-f]+ $LIVE_TMP/h/fifo\\\\x0a\\\\x1b\\[2Jx\$" "$raw" ||
	fail "the FIFO's path in the capture: $(grep -a '^# syscall 0 ' "$raw" | cat -v)"
[ "$(grep -c '^thread ' "$raw")" = 5 ] || fail "not 5 thread lines in the capture"

# round trip: the capture reads back to the same names, byte for byte
"$PMP" aggregate -f json --tid --syscalls "$raw" >"$LIVE_TMP/agg.json" 2>"$LIVE_TMP/agg.err" ||
	fail "pmp aggregate of the capture exited $?: $(cat -v "$LIVE_TMP/agg.err")"
jq -S '[.stacks[] | {count, syscall, frames}] | sort_by(.frames)' "$LIVE_TMP/live.json" >"$LIVE_TMP/live.st"
jq -S '[.stacks[] | {count, syscall, frames}] | sort_by(.frames)' "$LIVE_TMP/agg.json" >"$LIVE_TMP/agg.st"
diff -u "$LIVE_TMP/live.st" "$LIVE_TMP/agg.st" >&2 || fail "the capture does not read back to the live stacks"
for want in "$(printf '\033]2;PWN\a\033[2J')-$TPID/$(tid 1)" "back\\sl --$TPID/$(tid 3)" \
	"a
end x-$TPID/$(tid 0)"; do
	jq -e --arg n "$want" '[.stacks[].frames[-1]] | index($n) != null' "$LIVE_TMP/agg.json" >/dev/null ||
		fail "root '$(cat -v <<<"$want")' not read back exactly"
done
jq -e --arg p "$LIVE_TMP/h/fifo
$(printf '\033')[2Jx" '[.stacks[].syscall.file] | index($p) != null' "$LIVE_TMP/agg.json" >/dev/null ||
	fail "the FIFO's path did not read back exactly"
jq -e '[.stacks[].frames[]] | index("evil\u001b]2;PWN\u0007\u001b[2J fn") != null' "$LIVE_TMP/agg.json" >/dev/null ||
	fail "the hostile symbol did not read back exactly"

# every format, from the capture and live, escaped
for fmt in report ptpmp folded tree flat json svg speedscope; do
	for opt in "" --thread-names --tid --syscalls; do
		"$PMP" aggregate -f "$fmt" $opt "$raw" >"$LIVE_TMP/o" 2>"$LIVE_TMP/e" ||
			fail "aggregate -f $fmt $opt exited $?"
		check_out "aggregate -f $fmt $opt" "$LIVE_TMP/o" "$fmt"
		[ "$(ctl "$LIVE_TMP/e")" = 0 ] || fail "aggregate -f $fmt $opt: stderr holds control bytes"
	done
	"$PMP" -p "$TPID" -f "$fmt" --tid --syscalls >"$LIVE_TMP/o" 2>"$LIVE_TMP/e" ||
		fail "pmp -p -f $fmt exited $?"
	check_out "pmp -p -f $fmt --tid" "$LIVE_TMP/o" "$fmt"
done
live_assert_released "$TPID"
# the names are shown, escaped, not dropped
"$PMP" aggregate -f folded --thread-names "$raw" >"$LIVE_TMP/f"
grep -qF 'a\x0aend x;' "$LIVE_TMP/f" || fail "folded: no escaped 'a\\x0aend x' root"
grep -qF 'evil\x1b]2:PWN\x07\x1b[2J fn' "$LIVE_TMP/f" || fail "folded: no escaped hostile symbol"
"$PMP" aggregate -f report --syscalls "$raw" >"$LIVE_TMP/r"
grep -qF "read on $LIVE_TMP/h/fifo\\x0a\\x1b[2Jx" "$LIVE_TMP/r" || fail "report: the FIFO's path is not shown escaped"
# json escapes control bytes as \u00XX
grep -qF '"a\nend x' "$LIVE_TMP/agg.json" || fail "json: the newline is not escaped as \\n"
grep -qF '\u001b]2;PWN\u0007\u001b[2J' "$LIVE_TMP/agg.json" || fail "json: ESC and BEL not escaped as \\u00XX"

# pmp top --batch: every view
timeout 60 "$PMP" top -p "$TPID" --batch -n 2 -d 0.2 >"$LIVE_TMP/top" 2>"$LIVE_TMP/top.err" ||
	fail "pmp top --batch exited $?: $(cat -v "$LIVE_TMP/top.err")"
check_out "pmp top --batch" "$LIVE_TMP/top" top
grep -qF '\x1b]2;PWN\x07\x1b[2J' "$LIVE_TMP/top" || fail "pmp top: the thread name is not shown escaped"
live_assert_released "$TPID"

# a gdb dump of the same target: gdb prints the names raw, pmp does not
if command -v gdb >/dev/null; then
	timeout 120 gdb -nx -batch -iex "set debuginfod enabled off" -p "$TPID" \
		-ex "thread apply all bt" >"$LIVE_TMP/dump.gdb" 2>/dev/null
	live_assert_released "$TPID"
	[ "$(ctl "$LIVE_TMP/dump.gdb")" != 0 ] || fail "the gdb dump holds no control byte: the test tests nothing"
	for fmt in report ptpmp folded tree flat json; do
		"$PMP" aggregate -f "$fmt" --thread-names "$LIVE_TMP/dump.gdb" >"$LIVE_TMP/o" 2>"$LIVE_TMP/e"
		check_out "gdb dump -f $fmt" "$LIVE_TMP/o" "$fmt"
		[ "$(ctl "$LIVE_TMP/e")" = 0 ] || fail "gdb dump -f $fmt: stderr holds control bytes"
	done
else
	echo "gdb missing: the gdb dump is not tested"
fi

# hand-made pt-pmp and folded files with the same bytes, and a file name
printf '3 \033]2;PWN\a\033[2J,main\n' >"$LIVE_TMP/e.ptpmp"
printf 'main;\033[2J\x7fx 2\n' >"$LIVE_TMP/e.folded"
cp "$LIVE_TMP/e.folded" "$LIVE_TMP/$(printf 'n\033[2J.folded')"
for f in "$LIVE_TMP/e.ptpmp" "$LIVE_TMP/e.folded" "$LIVE_TMP/$(printf 'n\033[2J.folded')"; do
	for fmt in report ptpmp folded tree flat; do
		"$PMP" aggregate -f "$fmt" "$f" >"$LIVE_TMP/o" 2>"$LIVE_TMP/e" || fail "aggregate -f $fmt $(cat -v <<<"$f") exited $?"
		check_out "-f $fmt of $(cat -v <<<"$f")" "$LIVE_TMP/o" "$fmt"
	done
done
# the messages, with a bad line naming the file
printf 'main;x 2\nbad\n' >"$LIVE_TMP/$(printf 'm\033[2J.folded')"
"$PMP" aggregate -F folded "$LIVE_TMP/$(printf 'm\033[2J.folded')" >/dev/null 2>"$LIVE_TMP/e"
grep -qF 'm\x1b[2J.folded:2:' "$LIVE_TMP/e" || fail "message: no escaped file name: $(cat -v "$LIVE_TMP/e")"
[ "$(ctl "$LIVE_TMP/e")" = 0 ] || fail "message holds control bytes: $(cat -v "$LIVE_TMP/e")"

[ $nfail -eq 0 ] || live_fail "$nfail check(s) failed"
echo "hostile names: every format escaped, the capture exact"
