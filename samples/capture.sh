#!/bin/bash
# samples/capture.sh: regenerate the real MariaDB captures in samples/.
#
# Starts a throwaway mariadbd (tests/mariadb/lib.sh) in a temp dir, loads
# sysbench tables, and under oltp_read_only and then oltp_read_write, each at
# 64 threads after a warm-up, takes:
#   mariadb-10.11-{ro,rw}.gdb        3 gdb snapshots, exactly as pt-pmp takes
#                                    them (each followed by pt-pmp's TS line)
#   mariadb-10.11-{ro,rw}.eu-stack   2 plain `eu-stack -p PID` snapshots
#   mariadb-10.11-rw.eu-stack-i      1 `eu-stack -i -m -s -p PID` snapshot
#   mariadb-10.11-rw-live.ptpmp      a live `pt-pmp --pid PID` run
# then runs pt-pmp over the .gdb files (mariadb-10.11-{ro,rw}.ptpmp and
# mariadb-10.11-rw.ptpmp-l5), and writes versions and timings to
# capture-env.txt.  Files are built in a temp dir and only moved into samples/
# when everything succeeded, so a failed run leaves the old samples alone.
#
# Usage: samples/capture.sh            (2-2.5 minutes on 2 cores)
# Env:   WARMUP=10 THREADS=64 GDB_SNAPS=3 EU_SNAPS=2 MAX_BYTES=1500000
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
# shellcheck source=tests/mariadb/lib.sh
. "$root/tests/mariadb/lib.sh"

WARMUP=${WARMUP:-10}
THREADS=${THREADS:-64}
GDB_SNAPS=${GDB_SNAPS:-3}
EU_SNAPS=${EU_SNAPS:-2}
MAX_BYTES=${MAX_BYTES:-1500000}
PREFIX=mariadb-10.11

# C locale: stable date/sort output; no debuginfod: nothing may wait on the
# network (gdb and libdwfl both honour DEBUGINFOD_URLS).
export LC_ALL=C
unset DEBUGINFOD_URLS

say() { printf 'capture: %s\n' "$*" >&2; }
die() { say "error: $*"; exit 1; }

mdb_require || exit $?
for c in gdb eu-stack pt-pmp; do
	command -v "$c" >/dev/null || die "'$c' not found"
done

tmp=$(mktemp -d /tmp/pmp-capture.XXXXXX)
out=$tmp/out
mkdir "$out"
cleanup() {
	mdb_cleanup
	rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# One gdb snapshot, the pt-pmp way (see pt-pmp's main()), plus debuginfod off.
gdb_snapshot() {
	mdb_gdb_snapshot "$1" "$2" "$tmp/gdb.stderr"
}

# Count "Thread N (" headers per snapshot; a sane snapshot of a 64-thread
# sysbench load has one per connection plus ~14 background threads.
check_gdb() {
	local file=$1 counts
	counts=$(awk '/^Thread [0-9]+ \(/ { n++ } /^TS / { printf "%d ", n; n = 0 }' "$file")
	say "  $(basename "$file"): threads per snapshot: $counts"
	for n in $counts; do
		if [ "$n" -lt 40 ] || [ "$n" -gt 400 ]; then
			die "$file: snapshot with $n threads"
		fi
	done
	echo "$(basename "$file"): threads per snapshot: $counts" >>"$tmp/env"
}

check_size() {
	local f=$1 sz
	sz=$(stat -c %s "$f")
	[ "$sz" -le "$MAX_BYTES" ] || say "warning: $f is $sz bytes"
}

capture_workload() {
	local tag=$1 workload=$2 pid=$3 i t0 rc f
	say "$workload: $THREADS threads, warm-up ${WARMUP}s"
	# Long enough for every capture below; stopped as soon as they are done.
	mdb_sysbench_start "$dir" "$workload" "$THREADS" 600
	sleep "$WARMUP"
	_mdb_alive "$SB_PID" || die "sysbench died: $(tail -n 5 "$dir/sysbench.$workload.log")"

	# Under writes InnoDB's io_uring spawns "iou-wrk-PID" kernel worker
	# threads inside mariadbd: gdb shows them as "#0 0x0000000000000000 in
	# ?? ()" plus "Backtrace stopped: ...", eu-stack as "#0 0x0...0" and an
	# error.  Give one a chance to appear so the rw samples include that case.
	if [ "$tag" = rw ]; then
		for ((i = 0; i < 100; i++)); do
			grep -qs '^iou-wrk' /proc/"$pid"/task/*/comm && break
			sleep 0.2
		done
		echo "$tag: iou-wrk threads at capture start: $(cat /proc/"$pid"/task/*/comm 2>/dev/null | grep -c '^iou-wrk')" >>"$tmp/env"
	fi

	f=$out/$PREFIX-$tag.gdb
	for ((i = 1; i <= GDB_SNAPS; i++)); do
		t0=$SECONDS
		gdb_snapshot "$pid" "$f"
		say "  gdb snapshot $i: $((SECONDS - t0))s, $(stat -c %s "$f") bytes so far"
		# Keep the sample small: stop early rather than exceed the budget.
		if [ $(($(stat -c %s "$f") * (i + 1) / i)) -gt "$MAX_BYTES" ] && [ $i -lt "$GDB_SNAPS" ]; then
			say "  stopping after $i snapshots (size budget)"
			break
		fi
		sleep 1
	done
	check_gdb "$f"

	f=$out/$PREFIX-$tag.eu-stack
	for ((i = 1; i <= EU_SNAPS; i++)); do
		t0=$SECONDS rc=0
		timeout 120 eu-stack -p "$pid" >>"$f" 2>>"$tmp/eu-stack.stderr" || rc=$?
		say "  eu-stack snapshot $i: $((SECONDS - t0))s, exit $rc"
		echo "$(basename "$f") snapshot $i: exit $rc, $((SECONDS - t0))s" >>"$tmp/env"
		[ "$rc" -le 1 ] || die "eu-stack failed (exit $rc)"
		sleep 1
	done

	if [ "$tag" = rw ]; then
		f=$out/$PREFIX-rw.eu-stack-i
		t0=$SECONDS rc=0
		timeout 300 eu-stack -i -m -s -p "$pid" >"$f" 2>>"$tmp/eu-stack.stderr" || rc=$?
		say "  eu-stack -i -m -s: $((SECONDS - t0))s, exit $rc"
		echo "$(basename "$f"): exit $rc, $((SECONDS - t0))s" >>"$tmp/env"
		[ "$rc" -le 1 ] || die "eu-stack -i failed (exit $rc)"

		f=$out/$PREFIX-rw-live.ptpmp
		t0=$SECONDS
		timeout 300 pt-pmp --pid "$pid" --iterations 2 --interval 1 -b mariadbd \
			>"$f" 2>>"$tmp/pt-pmp.stderr"
		say "  live pt-pmp: $((SECONDS - t0))s"
	fi

	mdb_sysbench_stop "$SB_PID"
	# sysbench is killed on purpose; only look for errors it logged before.
	if grep -q FATAL "$dir/sysbench.$workload.log"; then
		die "sysbench reported errors: $(grep -m3 FATAL "$dir/sysbench.$workload.log")"
	fi
}

start=$SECONDS
dir=$tmp/mdb
mkdir "$dir"
say "starting a throwaway mariadbd in $dir"
mdb_start "$dir"
say "sysbench prepare"
mdb_sysbench_prepare "$dir"

{
	echo "captured: $(date -u +'%F %T UTC') on $(nproc) cores, $(uname -r)"
	echo "mariadbd: $($MDB_SERVER --version)"
	echo "gdb: $(gdb --version | head -n1)"
	echo "eu-stack: $(eu-stack --version | head -n1)"
	echo "pt-pmp: $(pt-pmp --version)"
	echo "sysbench: $(sysbench --version)"
	echo "libc6-dbg: $(dpkg-query -W -f='${Status} ${Version}' libc6-dbg 2>/dev/null || echo 'not installed')"
	echo "load: sysbench $THREADS threads, 4 tables x 20000 rows, warm-up ${WARMUP}s"
	echo "server: mariadbd --no-defaults --skip-networking ${MDB_DEFAULT_OPTS[*]}"
} >"$tmp/env"

capture_workload ro oltp_read_only "$MDB_PID"
capture_workload rw oltp_read_write "$MDB_PID"

say "stopping the server"
mdb_stop "$dir"

# pt-pmp over the saved files: the reference aggregation pmp must match.
say "pt-pmp over the .gdb files"
for tag in ro rw; do
	pt-pmp "$out/$PREFIX-$tag.gdb" >"$out/$PREFIX-$tag.ptpmp" 2>>"$tmp/pt-pmp.stderr"
done
pt-pmp -l 5 "$out/$PREFIX-rw.gdb" >"$out/$PREFIX-rw.ptpmp-l5" 2>>"$tmp/pt-pmp.stderr"

for f in "$out"/*; do
	[ -s "$f" ] || die "$(basename "$f") is empty"
	check_size "$f"
done

# What the tools said on stderr (not part of the samples, as with pt-pmp,
# whose gdb stderr goes to the terminal) is worth keeping for parsers.
{
	for log in gdb eu-stack pt-pmp; do
		[ -e "$tmp/$log.stderr" ] || continue
		echo "--- $log stderr: $(wc -l <"$tmp/$log.stderr") lines, first 10:"
		head -n 10 "$tmp/$log.stderr"
	done
	echo "--- capture took: $((SECONDS - start))s"
} >>"$tmp/env"
mv "$tmp/env" "$out/capture-env.txt"
mv -f "$out"/* "$here"/
say "done in $((SECONDS - start))s:"
(cd "$here" && ls -l "$PREFIX"* capture-env.txt >&2)
