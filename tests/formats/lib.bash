# tests/formats/lib.bash - helpers for the output-format consumer tests
# (tests/formats/*.test); source it. Builds on tests/cli/common.bash (PMP,
# $T, fail, skip, done_). Artifacts (screenshots, the files checked) go to
# $ART, under the build directory, so that a person can look at them.
. "$(dirname "${BASH_SOURCE[0]}")/../cli/common.bash"
ART=${PMP_TEST_BUILD:-$PWD/build}/tests/formats
mkdir -p "$ART" || exit 1
FORMATS=$PWD/tests/formats
export PYTHONPATH=$FORMATS${PYTHONPATH:+:$PYTHONPATH}
export PYTHONDONTWRITEBYTECODE=1

need_python() { command -v python3 >/dev/null || skip "no python3"; }
need_chromium() {
	need_python
	command -v chromium >/dev/null || skip "no chromium (Debian: apt-get install chromium)"
}
