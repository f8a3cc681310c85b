#!/usr/bin/env bash
# Compressed inputs (issue 17): gzip and zstd files, made by the real gzip
# and zstd, and the same on standard input, give pmp exactly what the plain
# file gives, for every input format (detection included); so do
# concatenated gzip members and multi-frame zstd files, as gzip -dc and
# zstd -dc read them, and pmp diff of two compressed files; skippable zstd
# frames (pzstd) and zero padding after gzip data too. Truncated and
# corrupt data and xz are refused (exit 2) with a message naming the file;
# nothing is reported of corrupt data (it may have decoded wrong).
source "$(dirname "$0")/common.bash"
command -v gzip >/dev/null || skip "no gzip"
command -v zstd >/dev/null || skip "no zstd (Debian: apt-get install zstd)"
G=tests/golden/inputs
n=0
for f in samples/mariadb-10.11-rw.gdb samples/mariadb-10.11-rw.eu-stack \
	samples/mariadb-10.11-rw.ptpmp $G/tricky.folded $G/perf-dwarf.perf $G/locks.raw; do
	b=$(basename "$f")
	"$PMP" aggregate -v -f folded --tid "$f" >"$T/plain" 2>"$T/plain.err" || fail "$b: plain: exit $?"
	fmt=$(grep -o 'detected format [a-z-]*' "$T/plain.err")
	gzip -c "$f" >"$T/$b.gz"
	zstd -q -c "$f" >"$T/$b.zst"
	# two members and two frames: the halves at a line boundary
	half=$(($(wc -l <"$f") / 2))
	{ head -n "$half" "$f" | gzip -c; tail -n +"$((half + 1))" "$f" | gzip -c; } >"$T/$b.2.gz"
	{ head -n "$half" "$f" | zstd -q -c; tail -n +"$((half + 1))" "$f" | zstd -q -c; } >"$T/$b.2.zst"
	for c in "$T/$b.gz" "$T/$b.zst" "$T/$b.2.gz" "$T/$b.2.zst"; do
		"$PMP" aggregate -v -f folded --tid "$c" >"$T/out" 2>"$T/err" ||
			fail "$(basename "$c"): exit $?: $(grep error "$T/err")"
		cmp -s "$T/plain" "$T/out" || fail "$(basename "$c"): not what $b gives"
		grep -q "$fmt" "$T/err" || fail "$(basename "$c"): not $fmt: $(grep detected "$T/err")"
		grep -q -- "-compressed, read decompressed" "$T/err" ||
			fail "$(basename "$c"): -v does not say it was compressed"
		n=$((n + 1))
	done
	"$PMP" aggregate -f folded --tid - <"$T/$b.zst" >"$T/out" || fail "$b.zst on stdin: exit $?"
	cmp -s "$T/plain" "$T/out" || fail "$b.zst on standard input: not what $b gives"
	gzip -c "$f" | "$PMP" aggregate -f folded --tid - >"$T/out" || fail "$b.gz piped: exit $?"
	cmp -s "$T/plain" "$T/out" || fail "$b.gz through a pipe: not what $b gives"
done
# pmp diff reads them too
S=samples
"$PMP" diff "$S/mariadb-10.11-ro.gdb" "$S/mariadb-10.11-rw.gdb" >"$T/d.plain" 2>/dev/null
gzip -c "$S/mariadb-10.11-ro.gdb" >"$T/ro.gdb.gz"
zstd -q -c "$S/mariadb-10.11-rw.gdb" >"$T/rw.gdb.zst"
"$PMP" diff "$T/ro.gdb.gz" "$T/rw.gdb.zst" >"$T/d.comp" 2>/dev/null
# the file names differ, nothing else may
diff <(grep -v 'mariadb-10.11-r[ow]' "$T/d.plain") <(grep -v 'r[ow].gdb.gz\|r[ow].gdb.zst' "$T/d.comp") >"$T/dd" ||
	fail "pmp diff of compressed files differs: $(head -5 "$T/dd")"

# refused: truncated, corrupt, xz
b=mariadb-10.11-rw.gdb
head -c $(($(wc -c <"$T/$b.gz") / 2)) "$T/$b.gz" >"$T/cut.gz"
head -c $(($(wc -c <"$T/$b.zst") / 2)) "$T/$b.zst" >"$T/cut.zst"
python3 -c '
import sys
d = bytearray(open(sys.argv[1], "rb").read()); d[2000:2100] = b"\x55" * 100
open(sys.argv[2], "wb").write(d)' "$T/$b.gz" "$T/bad.gz"
for c in cut.gz cut.zst bad.gz; do
	"$PMP" aggregate "$T/$c" >/dev/null 2>"$T/err"; rc=$?
	[ $rc = 2 ] || fail "$c: exit $rc, not 2"
	grep -q "pmp: error: $T/$c:[0-9]*: read error: " "$T/err" ||
		fail "$c: no message naming the file and line: $(cat "$T/err")"
done
grep -q 'truncated' <("$PMP" aggregate "$T/cut.gz" 2>&1 >/dev/null) || fail "cut.gz: not called truncated"

# valid, as gzip -t and zstd -t say (issue 23): a skippable frame first
# (pzstd writes one; made by hand too, magic 0x184D2A50..5F), zero bytes
# after the last gzip member (tape blocks), also after two members
"$PMP" aggregate -f folded --tid "$S/$b" >"$T/plain"
python3 -c '
import struct, sys
z = open(sys.argv[1], "rb").read()
open(sys.argv[2], "wb").write(struct.pack("<II", 0x184D2A50, 5) + b"hello" + z)
open(sys.argv[3], "wb").write(struct.pack("<II", 0x184D2A5F, 0) + z + struct.pack("<II", 0x184D2A53, 3) + b"end")
' "$T/$b.zst" "$T/skip.zst" "$T/skip2.zst"
{ cat "$T/$b.gz"; head -c 4096 /dev/zero; } >"$T/pad.gz"
{ cat "$T/$b.2.gz"; head -c 7 /dev/zero; } >"$T/pad2.gz"
valid="skip.zst skip2.zst pad.gz pad2.gz"
if command -v pzstd >/dev/null; then
	pzstd -q -c "$S/$b" >"$T/p.zst"
	valid="$valid p.zst"
fi
for c in $valid; do
	case $c in *.gz) gzip -t "$T/$c" 2>/dev/null ;; *) zstd -q -t "$T/$c" ;; esac ||
		fail "$c: the test made an invalid file"
	"$PMP" aggregate -f folded --tid "$T/$c" >"$T/out" 2>"$T/err" || fail "$c: exit $?: $(cat "$T/err")"
	cmp -s "$T/plain" "$T/out" || fail "$c: not what $b gives"
	"$PMP" aggregate -f folded --tid - <"$T/$c" >"$T/out" 2>"$T/err" || fail "$c on stdin: exit $?"
	cmp -s "$T/plain" "$T/out" || fail "$c on standard input: not what $b gives"
done
# zero bytes, then anything else: garbage, refused as before
{ cat "$T/pad.gz"; printf x; } >"$T/padx.gz"
"$PMP" aggregate "$T/padx.gz" >/dev/null 2>"$T/err"; rc=$?
[ $rc = 2 ] || fail "padx.gz: exit $rc, not 2"
grep -q "padx.gz:[0-9]*: read error: trailing garbage" "$T/err" || fail "padx.gz: $(cat "$T/err")"

# corrupt data decodes to wrong text before the decoder sees it (the CRC
# at the member's end; a bad stretch late in the stream): nothing of it
# is reported, by aggregate (one input or with a good one) or diff
python3 -c '
import sys
d = bytearray(open(sys.argv[1], "rb").read()); d[-8] ^= 0xff
open(sys.argv[2], "wb").write(d)
d = bytearray(open(sys.argv[1], "rb").read()); n = len(d) * 3 // 4; d[n:n + 50] = b"\x55" * 50
open(sys.argv[3], "wb").write(d)' "$T/$b.gz" "$T/crc.gz" "$T/late.gz"
for c in crc.gz late.gz; do
	for cmd in "aggregate $T/$c" "aggregate $S/$b $T/$c" "aggregate -o $T/o.txt $T/$c" "diff $S/$b $T/$c"; do
		rm -f "$T/o.txt"
		# shellcheck disable=SC2086 # a command line, split on purpose
		$PMP $cmd >"$T/out" 2>"$T/err"; rc=$?
		[ $rc = 2 ] || fail "$cmd: exit $rc, not 2"
		[ -s "$T/out" ] && fail "$cmd: printed $(wc -l <"$T/out") lines of a corrupt input"
		[ -e "$T/o.txt" ] && fail "$cmd: wrote a corrupt input's report"
		grep -q "pmp: error: $T/$c:[0-9]*: read error: .*: corrupt gzip data; what was decoded before it ([0-9]* lines) cannot be trusted" "$T/err" ||
			fail "$cmd: not said corrupt: $(tail -2 "$T/err")"
		grep -q "pmp: error: nothing \(reported\|compared\): a compressed input is corrupt" "$T/err" ||
			fail "$cmd: not said why nothing is reported: $(tail -2 "$T/err")"
	done
done
if command -v xz >/dev/null; then
	xz -c samples/mariadb-10.11-rw.gdb >"$T/rw.xz"
	"$PMP" aggregate "$T/rw.xz" >/dev/null 2>"$T/err"; rc=$?
	[ $rc = 2 ] || fail "xz: exit $rc, not 2"
	grep -q "xz-compressed: pmp reads gzip and zstd" "$T/err" || fail "xz: $(cat "$T/err")"
fi
echo "$n compressed files read as their plain text"
done_
