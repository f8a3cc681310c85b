#!/usr/bin/env bash
# pmp -p stops every thread of the parked target, copies stacks, resumes:
# 7 threads per snapshot, pause figures in json and the report, and the
# target is released (TracerPid 0, not stopped) after each run.
. "$(dirname "$0")/lib.bash"

live_start_parked
live_need_ptrace "$TPID"
for uw in libdw libunwind; do
	out=$LIVE_TMP/json.$uw
	"$PMP" -p "$TPID" -n 5 -s 0.02 --unwinder $uw -f json >"$out" ||
		live_fail "$uw: pmp exited $?"
	live_assert_released "$TPID"
	grep -q '"snapshots":5,' "$out" || live_fail "$uw: not 5 snapshots: $(head -c 300 "$out")"
	grep -q '"threads":35,' "$out" || live_fail "$uw: not 35 thread-samples: $(head -c 300 "$out")"
	grep -Eq '"pause_us":\{"p50":[0-9.]+,"p99":[0-9.]+,"max":[0-9.]+\}' "$out" ||
		live_fail "$uw: no pause_us in json"
done
"$PMP" -p "$TPID" -n 2 -s 0.01 >"$LIVE_TMP/report" || live_fail "report: exit $?"
grep -q '^  pause: *p50 .* ms, p99 .* ms, max .* ms' "$LIVE_TMP/report" ||
	live_fail "report header has no pause line"
grep -q '^  snapshots: *2$' "$LIVE_TMP/report" || live_fail "report: not 2 snapshots"
# every output format of pmp aggregate works live
for f in report ptpmp folded tree flat json; do
	"$PMP" -p "$TPID" -f $f >"$LIVE_TMP/out.$f" || live_fail "format $f: exit $?"
	[ -s "$LIVE_TMP/out.$f" ] || live_fail "format $f: empty output"
done
grep -q 'mutex_b' "$LIVE_TMP/out.ptpmp" || live_fail "ptpmp output lacks mutex_b"
live_assert_released "$TPID"
exit 0
