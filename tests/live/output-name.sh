#!/usr/bin/env bash
# pmp -p -o FILE.raw without --format writes the raw capture, as --save
# does, and the report to standard output (issue 17); -o FILE.json picks
# json; --save and a different -o .raw together are a usage error that
# never touches the target.
. "$(dirname "$0")/lib.bash"

live_start_parked --no-busy
live_need_ptrace "$TPID"
"$PMP" -p "$TPID" -n 2 -s 0.02 -o "$LIVE_TMP/cap.raw" >"$LIVE_TMP/report" ||
	live_fail "pmp -p -o cap.raw exited $?"
live_assert_released "$TPID"
head -1 "$LIVE_TMP/cap.raw" | grep -qx '# pmp raw capture v2' ||
	live_fail "-o cap.raw is not a raw capture: $(head -1 "$LIVE_TMP/cap.raw")"
tail -1 "$LIVE_TMP/cap.raw" | grep -qx 'end snapshots=2 partial=0 skipped=0' ||
	live_fail "-o cap.raw: no end line"
head -1 "$LIVE_TMP/report" | grep -qx 'pmp report' ||
	live_fail "the report did not go to standard output: $(head -1 "$LIVE_TMP/report")"
"$PMP" -p "$TPID" -n 1 -o "$LIVE_TMP/live.json" >"$LIVE_TMP/stdout" ||
	live_fail "pmp -p -o live.json exited $?"
live_assert_released "$TPID"
[ ! -s "$LIVE_TMP/stdout" ] || live_fail "-o live.json printed on standard output"
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d["snapshots"] == 1' \
	"$LIVE_TMP/live.json" || live_fail "-o live.json is not pmp's json of 1 snapshot"
"$PMP" -p "$TPID" --save "$LIVE_TMP/a.raw" -o "$LIVE_TMP/b.raw" 2>"$LIVE_TMP/err"
rc=$?
[ $rc = 64 ] || live_fail "--save a.raw -o b.raw: exit $rc, not 64"
grep -q "is a raw capture, and so is --save" "$LIVE_TMP/err" ||
	live_fail "--save a.raw -o b.raw: $(cat "$LIVE_TMP/err")"
[ ! -e "$LIVE_TMP/a.raw" ] && [ ! -e "$LIVE_TMP/b.raw" ] || live_fail "a usage error wrote a file"
live_assert_released "$TPID"
echo "ok"
