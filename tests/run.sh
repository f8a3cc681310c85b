#!/usr/bin/env bash
# tests/run.sh - run the tests of pmp; `make check` calls it.
#
#   tests/run.sh                  every test
#   tests/run.sh PATTERN...       those named by a PATTERN, relative to
#                                 tests/: a folder (locks/ or locks), one
#                                 test (locks/chain.test, unit/test_model)
#                                 or a glob ('serve/*', '*/hostile*');
#                                 unit/NAME:CASE one case (or a glob of
#                                 cases) of unit/NAME (test_ optional),
#                                 golden/NAME one golden case
#   make check T=PATTERN          the same (T='locks/ serve/*': several)
#
# Kinds of test, each counted one by one:
#   unit    C unit tests (cmocka), one count per test case (TAP output);
#           named unit/test_NAME
#   golden  tests/golden/cases: a pmp command and its exact expected output;
#           named golden/NAME
#   fuzz    replay of the fuzz corpora (tests/fuzz/corpus*) through every
#           reader: fuzz/replay, fuzz/replay-rules, fuzz/replay-canon
#   command every tests/DIR/*.test, in every folder of tests/ (found
#           here, not listed), and tests/cli/*.sh and tests/live/*.sh (the
#           older tests kept that name; a new one is a .test): scripts that
#           exit 0 (pass), 77 (skip, with a reason) or anything else (fail).
#           tests/safety/*.test run PMP_STRESS rounds of each fault
#           (default 3). Each script gets 900 s, or what its line
#           "# run.sh timeout: SECONDS" says
# The last line is "N passed, N failed, N skipped"; the exit status is 1 if
# anything failed.
set -u
cd "$(dirname "$0")/.." || exit 1
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
patterns=()
for p in "$@"; do
	p=${p#tests/}
	p=${p#./}
	case $p in
	unit/*:*) [[ $p == unit/test_* ]] || p=unit/test_${p#unit/} ;;
	*/) p="$p*" ;;
	*) [ -d "tests/$p" ] && p="$p/*" ;;
	esac
	patterns+=("$p")
done
matched=0

selected() {	# selected NAME: no pattern, or one matches NAME
	local p
	[ ${#patterns[@]} -eq 0 ] && return 0
	for p in "${patterns[@]}"; do
		# shellcheck disable=SC2053 # a glob on purpose
		if [[ $1 == $p ]]; then
			matched=$((matched + 1))
			return 0
		fi
	done
	return 1
}

record() {	# record pass|fail|skip NAME [reason]
	case $1 in
	pass) pass=$((pass + 1)); printf '  PASS  %s\n' "$2" ;;
	fail) fail=$((fail + 1)); failed+=("$2"); printf '  FAIL  %s\n' "$2" ;;
	skip) skip=$((skip + 1)); printf '  SKIP  %s%s\n' "$2" "${3:+ ($3)}" ;;
	esac
}

unit_case() {	# unit_case NAME: selected as a whole (case_glob empty) or
		# one of its cases by a NAME:CASE pattern (case_glob CASE)
	local p
	case_glob=
	for p in "${patterns[@]}"; do
		# shellcheck disable=SC2053 # a glob on purpose
		if [[ $p == *:* && $1 == ${p%%:*} ]]; then
			matched=$((matched + 1))
			case_glob=${p#*:}
			return 0
		fi
	done
	selected "$1"
}

run_unit() {
	local t out line case_glob
	for t in "$O"/tests/test_*; do
		[ -x "$t" ] || continue
		unit_case "unit/${t##*/}" || continue
		[ -n "$unit_said" ] || { echo "unit tests"; unit_said=1; }
		out=$(PMP_UNIT_CASE=$case_glob CMOCKA_MESSAGE_OUTPUT=TAP timeout 300 "$t" 2>&1)
		local rc=$? n=0 nf=0
		while IFS= read -r line; do
			case $line in
			"ok "*) record pass "unit/${t##*/}: ${line#ok * - }"; n=$((n + 1)) ;;
			"not ok "*) record fail "unit/${t##*/}: ${line#not ok * - }"; n=$((n + 1)); nf=$((nf + 1)) ;;
			"# "*) [ $rc -ne 0 ] && printf '        %s\n' "$line" ;;
			esac
		done <<<"$out"
		if [ $n -eq 0 ] && [ -n "$case_glob" ] && [ $rc -eq 0 ]; then
			record fail "unit/${t##*/}: no case matches $case_glob"
		elif [ $n -eq 0 ] || { [ $rc -ne 0 ] && [ $nf -eq 0 ]; }; then
			record fail "unit/${t##*/} (exit $rc)"
			printf '%s\n' "$out" | tail -20 | sed 's/^/        /'
		fi
	done
}

run_script() {	# run_script NAME CMD...
	local name=$1 log rc limit=900 f
	shift
	# a script may set its own bound: a line "# run.sh timeout: SECONDS"
	f=${!#}
	if [ -f "$f" ]; then
		f=$(sed -n 's/^# run\.sh timeout: \([0-9][0-9]*\)$/\1/p' "$f" | head -1)
		[ -n "$f" ] && limit=$f
	fi
	log=$(mktemp)
	timeout "$limit" "$@" >"$log" 2>&1
	rc=$?
	case $rc in
	0) record pass "$name" ;;
	77) record skip "$name" "$(grep -m1 -i 'skip' "$log" | cut -c1-120)" ;;
	*) record fail "$name (exit $rc)"; tail -25 "$log" | sed 's/^/        /' ;;
	esac
	rm -f "$log"
}

unit_said=
run_unit
golden=()	# the golden cases asked for by name; none: all or none
if [ ${#patterns[@]} -gt 0 ] && ! selected golden/cases; then
	while read -r line _; do
		case $line in ''|'#'*) continue ;; esac
		selected "golden/$line" && golden+=("$line")
	done < tests/golden/cases
fi
if [ ${#golden[@]} -gt 0 ] || selected golden/cases; then
	echo "golden tests"
	while IFS= read -r line; do
		case $line in
		PASS\ *) record pass "golden/${line#PASS }" ;;
		FAIL\ *) record fail "golden/${line#FAIL }" ;;
		SKIP\ *) record skip "golden/${line#SKIP }" ;;
		*) printf '        %s\n' "$line" ;;
		esac
	done < <(bash tests/golden/run.sh "${golden[@]}" 2>&1)
fi
said=
if [ -x "$O/tests/fuzz_replay" ] && [ -d tests/fuzz/corpus ] && selected fuzz/replay; then
	echo "fuzz corpus replay"; said=1
	run_script "fuzz/replay corpus" "$O/tests/fuzz_replay" tests/fuzz/corpus
fi
for k in rules canon; do	# rule packs and canon files (tests/fuzz/fuzz_$k.c)
	if [ -x "$O/tests/fuzz_replay_$k" ] && [ -d "tests/fuzz/corpus-$k" ] &&
	   selected "fuzz/replay-$k"; then
		[ -n "$said" ] || { echo "fuzz corpus replay"; said=1; }
		run_script "fuzz/replay corpus-$k" "$O/tests/fuzz_replay_$k" "tests/fuzz/corpus-$k"
	fi
done
said=
for t in tests/cli/*.sh tests/live/*.sh tests/*/*.test; do
	[ -f "$t" ] || continue
	selected "${t#tests/}" || continue
	[ -n "$said" ] || { echo "command tests"; said=1; }
	run_script "${t#tests/}" bash "$t"
done
if [ ${#patterns[@]} -gt 0 ] && [ "$matched" -eq 0 ]; then
	record fail "no test matches: ${patterns[*]}"
fi
if [ ${#failed[@]} -gt 0 ]; then
	echo "failed:"
	printf '  %s\n' "${failed[@]}"
fi
echo "$pass passed, $fail failed, $skip skipped"
[ $fail -eq 0 ]
