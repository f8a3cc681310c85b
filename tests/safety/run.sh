#!/usr/bin/env bash
# tests/safety/run.sh - `make stress`: the fault-injection tests
# (tests/safety/*.test, docs/safety.md) with many more rounds than
# `make check` runs, one test at a time, each timed.
#
#   PMP_STRESS   rounds of each fault (default 50; make check uses 3)
#   O            build directory (default build)
#   tests/safety/run.sh [NAME...]   only these tests (e.g. signals churn)
#
# Prints one PASS, FAIL or SKIP line per test with its time, then
# "N passed, N failed, N skipped"; exit status 1 if any test failed.
set -u
cd "$(dirname "$0")/../.." || exit 1
O=${O:-build}
case $O in /*) ;; *) O=$PWD/$O ;; esac
export PMP=${PMP:-$O/pmp}
export PMP_TEST_BUILD=$O
export PMP_STRESS=${PMP_STRESS:-50}
export PMP_MAX_PAUSE=${PMP_MAX_PAUSE:-2000}	# as tests/run.sh
pass=0 fail=0 skip=0
tests=()
if [ $# -gt 0 ]; then
	for n in "$@"; do tests+=("tests/safety/${n%.test}.test"); done
else
	tests=(tests/safety/*.test)
fi
echo "fault-injection tests, PMP_STRESS=$PMP_STRESS rounds"
for t in "${tests[@]}"; do
	log=$(mktemp)
	start=$(date +%s)
	bash "$t" >"$log" 2>&1
	rc=$?
	secs=$(( $(date +%s) - start ))
	case $rc in
	0) pass=$((pass + 1)); printf '  PASS  %-28s %5d s\n' "${t#tests/}" "$secs" ;;
	77) skip=$((skip + 1)); printf '  SKIP  %-28s %5d s (%s)\n' "${t#tests/}" "$secs" \
		"$(grep -m1 -i skip "$log" | cut -c1-100)" ;;
	*) fail=$((fail + 1)); printf '  FAIL  %-28s %5d s (exit %d)\n' "${t#tests/}" "$secs" "$rc"
	   tail -20 "$log" | sed 's/^/        /' ;;
	esac
	rm -f "$log"
done
echo "$pass passed, $fail failed, $skip skipped"
[ $fail -eq 0 ]
