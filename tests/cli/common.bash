# tests/cli/common.bash - helpers for command tests; source it.
# A test script exits 0 (pass), 77 (skip: say why) or 1 (fail: say why).
set -u
cd "$(dirname "${BASH_SOURCE[0]}")/../.." || exit 1
PMP=${PMP:-$PWD/build/pmp}
# shellcheck disable=SC2034 # the scripts that source this read it
CORPUS=../shared/corpus
T=$(mktemp -d "${TMPDIR:-/tmp}/pmp-test.XXXXXX")
trap 'rm -rf "$T"' EXIT
nfail=0

fail() { echo "FAIL: $*"; nfail=$((nfail + 1)); }
skip() { echo "SKIP: $*"; exit 77; }
done_() { [ $nfail -eq 0 ] || { echo "$nfail check(s) failed"; exit 1; }; exit 0; }
# sum of the counts of ptpmp-format lines
ptpmp_total() { awk '{ s += $1 } END { print s + 0 }' "$@"; }
