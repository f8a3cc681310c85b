#!/bin/bash
# tests/mariadb/demo.sh: what `make demo` runs.
#
# Starts a throwaway MariaDB in a temp dir, loads it with sysbench
# oltp_read_write (32 threads, ~20 s), samples it live with pmp's own
# sampler (`pmp -p PID -n 50 -s 0.1`: each snapshot stops the server for
# about a millisecond) and prints the report on stdout, then stops sysbench
# and the server. Progress goes to stderr, one line per step.
#
# Usage: tests/mariadb/demo.sh [PMP]     (PMP default ./build/pmp; the
#        environment variable PMP wins over the argument)
# Env:   THREADS=32 SECONDS_RUN=20 WARMUP=5 SNAPSHOTS=50 KEEP=1 (keep temp dir)
#        VERSION=10.5|10.11|11.8: that MariaDB in its Debian root
#        (tests/mariadb/roots.sh; `make demo VERSION=...` builds the root)
# Exit:  pmp's exit status; 77 if MariaDB/sysbench are not installed.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=tests/mariadb/lib.sh
. "$here/lib.sh"

PMP=${PMP:-${1:-./build/pmp}}
THREADS=${THREADS:-32}
SECONDS_RUN=${SECONDS_RUN:-20}
WARMUP=${WARMUP:-5}
SNAPSHOTS=${SNAPSHOTS:-50}
export LC_ALL=C
unset DEBUGINFOD_URLS

step() { printf 'demo: %s\n' "$*" >&2; }
die() { step "error: $*"; exit 1; }

if [ -n "${VERSION:-}" ]; then
	mdb_version_root "$VERSION" || exit $?
fi
mdb_require || exit $?
# Fail before the slow part if pmp is missing (PMP may be a command name).
command -v "$PMP" >/dev/null 2>&1 || die "pmp binary '$PMP' not found (run make first)"

tmp=$(mktemp -d /tmp/pmp-demo.XXXXXX)
mdb_mktemp || die "cannot make a server directory"
dir=$MDB_DIR
cleanup() {
	mdb_cleanup
	if [ -n "${KEEP:-}" ]; then
		step "kept $tmp"
	else
		rm -rf "$tmp"
	fi
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
trap 'exit 129' HUP

step "starting a throwaway mariadbd${VERSION:+ $VERSION} in $dir"
mdb_start "$dir"
step "preparing sysbench tables (4 x 20000 rows)"
mdb_sysbench_prepare "$dir"
step "running sysbench oltp_read_write, $THREADS threads, ${SECONDS_RUN}s"
mdb_sysbench_start "$dir" oltp_read_write "$THREADS" "$SECONDS_RUN"
sleep "$WARMUP"

step "$PMP -p $MDB_PID -n $SNAPSHOTS -s 0.1 (live; also saved to $tmp/capture.raw)"
rc=0
"$PMP" -p "$MDB_PID" -n "$SNAPSHOTS" -s 0.1 --save "$tmp/capture.raw" || rc=$?
step "stopping sysbench and the server"
mdb_sysbench_stop "$SB_PID"
mdb_stop "$dir"
# 1 means partial results (some snapshots cut short on a busy machine):
# the report is there and says so; only worse is a failure of the demo
[ $rc -le 1 ] || exit $rc
exit 0
