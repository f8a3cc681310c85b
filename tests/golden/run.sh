#!/usr/bin/env bash
# tests/golden/run.sh [--update] [NAME...] - golden tests: each line of
# tests/golden/cases is "NAME ARGS...": `$PMP ARGS...` runs from the project
# root and its stdout, stderr and exit status must equal
# tests/golden/NAME.expected exactly. NAMEs: those cases only (a NAME that
# is no case fails).
# "@CORPUS@" in ARGS stands for ../shared/corpus (read in place, never copied).
# --update rewrites the .expected files; review the diff before committing.
set -u
cd "$(dirname "$0")/../.." || exit 1
PMP=${PMP:-build/pmp}
CORPUS=../shared/corpus
update=0
[ "${1:-}" = --update ] && { update=1; shift; }
declare -A only=()
for n in "$@"; do
	grep -q "^$n " tests/golden/cases || { echo "FAIL $n (no such case in tests/golden/cases)"; exit 1; }
	only[$n]=1
done

render() {	# render ARGS...: stdout, stderr and status as one text
	local out err rc
	out=$(mktemp) err=$(mktemp)
	"$PMP" "$@" >"$out" 2>"$err"
	rc=$?
	cat "$out"
	echo "--- stderr"
	sed "s|$PMP|pmp|g" "$err"
	echo "--- exit $rc"
	rm -f "$out" "$err"
}

while read -r name args; do
	case $name in ''|'#'*) continue ;; esac
	[ ${#only[@]} -eq 0 ] || [ -n "${only[$name]:-}" ] || continue
	args=${args//@CORPUS@/$CORPUS}
	exp=tests/golden/$name.expected
	if [[ $args == *"$CORPUS"* ]] && [ ! -d "$CORPUS" ]; then
		echo "SKIP $name (no $CORPUS)"
		continue
	fi
	# shellcheck disable=SC2086
	if [ $update = 1 ]; then
		render $args >"$exp"
		echo "updated $exp"
		continue
	fi
	if [ ! -f "$exp" ]; then
		echo "FAIL $name (no $exp; run make golden-update)"
		continue
	fi
	# shellcheck disable=SC2086
	if diff -u "$exp" <(render $args) >/tmp/golden.$$ 2>&1; then
		echo "PASS $name"
	else
		echo "FAIL $name"
		head -40 /tmp/golden.$$
	fi
	rm -f /tmp/golden.$$
done < tests/golden/cases
