#!/usr/bin/env bash
# --save writes a raw capture that pmp aggregate reads back to the same
# profile; the file appears only when complete (FILE.XXXXXX.tmp until then), and
# a cut file is reported as truncated.
. "$(dirname "$0")/lib.bash"

live_start_parked --no-busy
live_need_ptrace "$TPID"
raw=$LIVE_TMP/cap.raw
"$PMP" -p "$TPID" -n 3 -s 0.02 --save "$raw" -f folded --thread-names \
	>"$LIVE_TMP/live.folded" || live_fail "pmp exited $?"
live_assert_released "$TPID"
[ -s "$raw" ] || live_fail "no raw capture written"
! compgen -G "$raw.*.tmp" >/dev/null || live_fail "temporary file left behind"
head -1 "$raw" | grep -qx '# pmp raw capture v2' || live_fail "bad first line: $(head -1 "$raw")"
[ "$(grep -c '^snapshot ' "$raw")" = 3 ] || live_fail "not 3 snapshots in the capture"
tail -1 "$raw" | grep -qx 'end snapshots=3 partial=0 skipped=0' || live_fail "no end line: $(tail -1 "$raw")"
"$PMP" aggregate -f folded --thread-names "$raw" >"$LIVE_TMP/raw.folded" ||
	live_fail "pmp aggregate of the raw capture exited $?"
diff -u "$LIVE_TMP/live.folded" "$LIVE_TMP/raw.folded" >&2 ||
	live_fail "raw capture does not aggregate to the live profile"
"$PMP" aggregate -f json "$raw" | grep -q '"snapshots":3,' ||
	live_fail "json of the raw capture lacks 3 snapshots"
# --tid live: one root "NAME-PID/TID" per thread of the target, and the
# same profile as pmp aggregate --tid gives for the capture of that run
"$PMP" -p "$TPID" -n 2 -s 0.02 --save "$LIVE_TMP/tid.raw" -f folded --tid \
	>"$LIVE_TMP/tid.folded" || live_fail "pmp --tid exited $?"
live_assert_released "$TPID"
tids=$(ls /proc/"$TPID"/task | sort -n | tr '\n' ' ')
roots=$(sed 's/;.*//' "$LIVE_TMP/tid.folded" | sort -u | sed "s/^.*-$TPID\///" | sort -n | tr '\n' ' ')
[ "$roots" = "$tids" ] || live_fail "--tid roots name threads '$roots', the target has '$tids'"
grep -vq "^[^;]*-$TPID/[0-9]*;" "$LIVE_TMP/tid.folded" &&
	live_fail "a --tid root is not NAME-PID/TID: $(grep -v "^[^;]*-$TPID/[0-9]*;" "$LIVE_TMP/tid.folded" | head -1 | cut -c1-80)"
"$PMP" aggregate -f folded --tid "$LIVE_TMP/tid.raw" >"$LIVE_TMP/tid-raw.folded" ||
	live_fail "pmp aggregate --tid exited $?"
diff -u "$LIVE_TMP/tid.folded" "$LIVE_TMP/tid-raw.folded" >&2 ||
	live_fail "live --tid differs from pmp aggregate --tid of its capture"
# a capture cut short is detected
head -n 20 "$raw" >"$LIVE_TMP/cut.raw"
if "$PMP" aggregate -f folded "$LIVE_TMP/cut.raw" >/dev/null 2>"$LIVE_TMP/cut.err"; then
	live_fail "truncated capture accepted"
fi
grep -q 'truncated raw capture' "$LIVE_TMP/cut.err" || live_fail "no truncation message"
exit 0
