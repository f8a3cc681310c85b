#!/usr/bin/env bash
# tests/run.sh - run every test of pmp; `make check` calls it.
#
# Kinds of test, each counted one by one:
#   unit    C unit tests (cmocka), one count per test case (TAP output)
#   golden  tests/golden/cases: a pmp command and its exact expected output
#   cli     tests/cli/*.sh, tests/live/*.sh, tests/safety/*.test (fault
#           injection, PMP_STRESS rounds of each fault, default 3),
#           tests/formats/*.test, tests/mariadb/*.test, tests/serve/*.test: scripts
#           that exit 0 (pass), 77 (skip, with a reason) or anything else (fail)
#   fuzz    replay of the fuzz corpus (tests/fuzz/corpus) through every reader
# The last line is "N passed, N failed, N skipped"; the exit status is 1 if
# anything failed.
set -u
cd "$(dirname "$0")/.."
O=${O:-build}
case $O in /*) ;; *) O=$PWD/$O ;; esac
export PMP=${PMP:-$O/pmp}
export PMP_TEST_BUILD=$O
# the --max-pause default for every pmp -p of the tests: the machine may
# be loaded, and a test that is not about the guard must not see partial
# snapshots for it (tests/safety/max-pause.test sets its own)
export PMP_MAX_PAUSE=${PMP_MAX_PAUSE:-2000}
pass=0 fail=0 skip=0
failed=()

record() {	# record pass|fail|skip NAME [reason]
	case $1 in
	pass) pass=$((pass + 1)); printf '  PASS  %s\n' "$2" ;;
	fail) fail=$((fail + 1)); failed+=("$2"); printf '  FAIL  %s\n' "$2" ;;
	skip) skip=$((skip + 1)); printf '  SKIP  %s%s\n' "$2" "${3:+ ($3)}" ;;
	esac
}

run_unit() {
	local t out line
	for t in "$O"/tests/test_*; do
		[ -x "$t" ] || continue
		out=$(CMOCKA_MESSAGE_OUTPUT=TAP timeout 300 "$t" 2>&1)
		local rc=$? n=0 nf=0
		while IFS= read -r line; do
			case $line in
			"ok "*) record pass "unit/${t##*/}: ${line#ok * - }"; n=$((n + 1)) ;;
			"not ok "*) record fail "unit/${t##*/}: ${line#not ok * - }"; n=$((n + 1)); nf=$((nf + 1)) ;;
			"# "*) [ $rc -ne 0 ] && printf '        %s\n' "$line" ;;
			esac
		done <<<"$out"
		if [ $n -eq 0 ] || { [ $rc -ne 0 ] && [ $nf -eq 0 ]; }; then
			record fail "unit/${t##*/} (exit $rc)"
			printf '%s\n' "$out" | tail -20 | sed 's/^/        /'
		fi
	done
}

run_script() {	# run_script NAME CMD...
	local name=$1 log rc
	shift
	log=$(mktemp)
	timeout 900 "$@" >"$log" 2>&1
	rc=$?
	case $rc in
	0) record pass "$name" ;;
	77) record skip "$name" "$(grep -m1 -i 'skip' "$log" | cut -c1-120)" ;;
	*) record fail "$name (exit $rc)"; tail -25 "$log" | sed 's/^/        /' ;;
	esac
	rm -f "$log"
}

echo "unit tests"
run_unit
echo "golden tests"
while IFS= read -r line; do
	case $line in
	PASS\ *) record pass "golden/${line#PASS }" ;;
	FAIL\ *) record fail "golden/${line#FAIL }" ;;
	SKIP\ *) record skip "golden/${line#SKIP }" ;;
	*) printf '        %s\n' "$line" ;;
	esac
done < <(bash tests/golden/run.sh 2>&1)
echo "fuzz corpus replay"
if [ -x "$O/tests/fuzz_replay" ] && [ -d tests/fuzz/corpus ]; then
	run_script "fuzz/replay corpus" "$O/tests/fuzz_replay" tests/fuzz/corpus
fi
for k in rules canon; do	# rule packs and canon files (tests/fuzz/fuzz_$k.c)
	if [ -x "$O/tests/fuzz_replay_$k" ] && [ -d "tests/fuzz/corpus-$k" ]; then
		run_script "fuzz/replay corpus-$k" "$O/tests/fuzz_replay_$k" "tests/fuzz/corpus-$k"
	fi
done
echo "command tests"
for t in tests/cli/*.sh tests/live/*.sh tests/safety/*.test tests/rules/*.test tests/diff/*.test tests/formats/*.test tests/mariadb/*.test tests/embedded/*.test \
	 tests/idle/*.test tests/locks/*.test tests/top/*.test tests/core/*.test tests/syscalls/*.test \
	 tests/offline/*.test tests/serve/*.test; do
	[ -f "$t" ] || continue
	run_script "${t#tests/}" bash "$t"
done
if [ ${#failed[@]} -gt 0 ]; then
	echo "failed:"
	printf '  %s\n' "${failed[@]}"
fi
echo "$pass passed, $fail failed, $skip skipped"
[ $fail -eq 0 ]
