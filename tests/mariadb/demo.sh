#!/bin/bash
# tests/mariadb/demo.sh: what `make demo` runs.
#
# Starts a throwaway MariaDB in a temp dir, loads it with sysbench
# oltp_read_write (32 threads, ~20 s), takes 5 gdb snapshots the pt-pmp way,
# stops sysbench and the server, then prints `pmp aggregate` of the snapshots
# on stdout.  Progress goes to stderr, one line per step.
#
# Usage: tests/mariadb/demo.sh [PMP]     (PMP default ./build/pmp; the
#        environment variable PMP wins over the argument)
# Env:   THREADS=32 SECONDS_RUN=20 WARMUP=5 SNAPSHOTS=5 KEEP=1 (keep temp dir)
# Exit:  pmp's exit status; 77 if MariaDB/sysbench/gdb are not installed.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=tests/mariadb/lib.sh
. "$here/lib.sh"

PMP=${PMP:-${1:-./build/pmp}}
THREADS=${THREADS:-32}
SECONDS_RUN=${SECONDS_RUN:-20}
WARMUP=${WARMUP:-5}
SNAPSHOTS=${SNAPSHOTS:-5}
export LC_ALL=C
unset DEBUGINFOD_URLS

step() { printf 'demo: %s\n' "$*" >&2; }
die() { step "error: $*"; exit 1; }

mdb_require || exit $?
command -v gdb >/dev/null || { step "skipped: gdb not found"; exit 77; }
# Fail before the slow part if pmp is missing (PMP may be a command name).
command -v "$PMP" >/dev/null 2>&1 || die "pmp binary '$PMP' not found (run make first)"

tmp=$(mktemp -d /tmp/pmp-demo.XXXXXX)
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

dir=$tmp/mdb
mkdir "$dir"
step "starting a throwaway mariadbd in $dir"
mdb_start "$dir"
step "preparing sysbench tables (4 x 20000 rows)"
mdb_sysbench_prepare "$dir"
step "running sysbench oltp_read_write, $THREADS threads, ${SECONDS_RUN}s"
mdb_sysbench_start "$dir" oltp_read_write "$THREADS" "$SECONDS_RUN"
sleep "$WARMUP"

samples=$tmp/mariadbd.gdb
for ((i = 1; i <= SNAPSHOTS; i++)); do
	step "gdb snapshot $i/$SNAPSHOTS of pid $MDB_PID"
	mdb_gdb_snapshot "$MDB_PID" "$samples" "$tmp/gdb.stderr" ||
		die "gdb failed: $(tail -n 3 "$tmp/gdb.stderr")"
	sleep 1
done

step "stopping sysbench and the server"
mdb_sysbench_stop "$SB_PID"
mdb_stop "$dir"

step "$PMP aggregate $samples"
"$PMP" aggregate "$samples"
