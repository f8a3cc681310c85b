#!/usr/bin/env bash
# tests/versions/take-dumps.sh - take the thread dumps kept in
# tests/versions/dumps/ (a maintainer's script, not part of make check):
# for each MariaDB version with a root (tests/mariadb/roots.sh) and each
# scenario below, a throwaway server under a sysbench load that causes one
# known wait, and while it runs
#   VERSION/SCENARIO.gdb      three `thread apply all bt` snapshots of that
#                             version's own gdb (with its libc6-dbg), as
#                             pt-pmp takes them ("TS" lines between);
#   VERSION/SCENARIO.ptpmp    Debian's pt-pmp aggregation of that file;
#   VERSION/SCENARIO.eustack  three `eu-stack -p` of that root's elfutils,
#                             between the gdb snapshots.
# Each is compressed with zstd (pmp reads it so). dumps.test checks that
# `pmp aggregate` of every kept dump gives the scenario's cause.
#
#   tests/versions/take-dumps.sh [VERSION...]   (default 10.5 10.11 11.8)
#   SCENARIOS="hotrow ioread" tests/versions/take-dumps.sh ...   some only
#
# The scenarios and their causes (SCENARIOS below; the cause is what the
# configuration makes, written before any dump was read):
#   hotrow   oltp_update_non_index, 16 threads, one table of one row,
#            innodb_flush_log_at_trx_commit=2: every update waits for the
#            row lock of the one before it (at 1, the holder's commit
#            waits for the redo sync, and on 10.5 that wait came first:
#            31 commit waits against 14 row lock waits in 90 stacks)
#   ioread   oltp_point_select, 16 threads, a 6 MB buffer pool under 32 MB
#            of tables, innodb_flush_method=O_DIRECT: page reads from the
#            data files (pread64; 10.5's default, fsync, reads through the
#            page cache, and its 3 snapshots had no thread in pread64)
#   commit   oltp_write_only, 16 threads, innodb_flush_log_at_trx_commit=1:
#            commits wait for the redo log to be synced (10.5 and 10.11
#            only: 11.8 memory-maps its redo log and no commit waits here,
#            tests/mariadb/commit-durability.test)
set -euo pipefail
cd "$(dirname "$0")/../.."
. tests/mariadb/lib.sh
OUT=tests/versions/dumps
SCENARIOS=${SCENARIOS:-hotrow ioread commit}
command -v zstd >/dev/null || { echo "no zstd" >&2; exit 1; }
command -v pt-pmp >/dev/null || { echo "no pt-pmp (percona-toolkit)" >&2; exit 1; }
mdb_install_trap
[ $# -gt 0 ] || set -- 10.5 10.11 11.8

scenario() {	# scenario NAME: sets the server options, workload, threads
	case $1 in
	hotrow)
		MDB_EXTRA_OPTS=(--innodb-flush-log-at-trx-commit=2)
		LOAD=oltp_update_non_index THREADS=16 TABLES=1 ROWS=1 ;;
	commit)
		MDB_EXTRA_OPTS=(--innodb-flush-log-at-trx-commit=1)
		LOAD=oltp_write_only THREADS=16 TABLES=4 ROWS=5000 ;;
	ioread)
		MDB_EXTRA_OPTS=(--innodb-buffer-pool-size=6M --innodb-flush-method=O_DIRECT)
		LOAD=oltp_point_select THREADS=16 TABLES=4 ROWS=40000 ;;
	*) return 1 ;;
	esac
}

eustack() {	# eustack PID: that root's eu-stack, in the server's namespace
	if [ -z "$MDB_ROOT" ]; then
		timeout 60 eu-stack -p "$1"
	else
		nsenter -t "$1" -m -r -w timeout 60 eu-stack -p "$1"
	fi
}

for v in "$@"; do
	MDB_ROOT=
	mdb_version_root "$v"
	for s in $SCENARIOS; do
		case $v,$s in 11.*,commit) continue ;; esac
		scenario "$s"
		mdb_mktemp
		dir=$MDB_DIR
		mkdir -p "$OUT/$v"
		echo "take-dumps: $v $s: starting the server" >&2
		mdb_start "$dir"
		mdb_sysbench_prepare "$dir" "$TABLES" "$ROWS"
		mdb_sysbench_start "$dir" "$LOAD" "$THREADS" 300
		sleep 10
		: >"$dir/dump.gdb"
		: >"$dir/dump.eustack"
		for i in 1 2 3; do
			mdb_gdb_snapshot "$MDB_PID" "$dir/dump.gdb"
			sleep 1
			eustack "$MDB_PID" >>"$dir/dump.eustack" 2>/dev/null || true
			sleep 1
		done
		mdb_sysbench_stop
		mdb_stop "$dir"
		LC_ALL=C pt-pmp "$dir/dump.gdb" >"$dir/dump.ptpmp" 2>/dev/null
		for f in gdb ptpmp eustack; do
			[ -s "$dir/dump.$f" ] || { echo "take-dumps: $v $s: empty $f dump" >&2; exit 1; }
			zstd -q -19 -f "$dir/dump.$f" -o "$OUT/$v/$s.$f.zst"
		done
		echo "take-dumps: $v $s: $(grep -c '^Thread ' "$dir/dump.gdb") thread stacks in 3 gdb snapshots" >&2
	done
done
