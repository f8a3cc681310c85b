#!/usr/bin/env bash
# tests/bench/diff-classify.sh - the idle/wait review of issue 14 (point 4,
# docs/diff.md#what-is-idle-and-what-is-a-wait): which rows the rules call
# idle and which a wait, on a throwaway Debian mariadbd under sysbench,
# for five workloads in both thread-handling modes:
#   ro      oltp_read_only,  innodb_flush_log_at_trx_commit=1
#   rw      oltp_read_write, flush 1
#   ins1    oltp_insert,     flush 1, no binlog
#   ins2    oltp_insert,     flush 2, no binlog
#   insbl   oltp_insert,     flush 1, --log-bin, sync_binlog=1
# each with --thread-handling=one-thread-per-connection and pool-of-threads.
# One capture of SNAPS snapshots per (mode, workload); prints, per capture,
# every idle and every wait/latch row (threads per snapshot, rule) and,
# for idle rows, the innermost frames of their first path, so that a wait
# called idle shows. Minutes; not part of `make check`.
#   SNAPS=60 THREADS=16 OUT=DIR
cd "$(dirname "$0")/../.." || exit 1
PMP=${PMP:-$PWD/build/pmp}
. tests/mariadb/lib.sh
mdb_require || exit $?
SNAPS=${SNAPS:-60}
THREADS=${THREADS:-16}
OUT=${OUT:-$(mktemp -d /tmp/pmp-classify.XXXXXX)}
mkdir -p "$OUT"
mdb_install_trap
sql() { mdb_client "$dir" -e "$1"; }

cap() {	# cap NAME WORKLOAD
	mdb_sysbench_start "$dir" "$2" "$THREADS" 120 && sleep 3 || return 1
	timeout -s TERM 120 "$PMP" -p "$MDB_PID" -n "$SNAPS" -s 0.05 --save "$OUT/$1.raw" \
		>/dev/null 2>>"$OUT/pmp.err"
	case $? in 0 | 1) ;; *) echo "pmp -p failed for $1" >&2; return 1 ;; esac
	mdb_sysbench_stop
	grep -q '^TracerPid:[[:space:]]*0$' "/proc/$MDB_PID/status" ||
		{ echo "mariadbd left traced" >&2; exit 1; }
	"$PMP" aggregate -f json "$OUT/$1.raw" >"$OUT/$1.json" 2>>"$OUT/pmp.err" || return 1
	# each stack's rule (the recorded call aside: ptpmp keeps none), for
	# the stacks behind every idle row
	"$PMP" aggregate -f ptpmp "$OUT/$1.raw" 2>>"$OUT/pmp.err" >"$OUT/$1.ptpmp" || return 1
	"$PMP" rules explain <"$OUT/$1.ptpmp" >"$OUT/$1.explain" 2>>"$OUT/pmp.err"
}

for mode in one-thread-per-connection pool-of-threads; do
	m=${mode%%-*}
	for bl in 0 1; do
		dir=$(mktemp -d "$OUT/srv.XXXXXX")
		MDB_EXTRA_OPTS=(--thread-handling="$mode")
		((bl)) && MDB_EXTRA_OPTS+=(--log-bin=binlog --server-id=1 --sync-binlog=1)
		mdb_start "$dir" && mdb_sysbench_prepare "$dir" 4 5000 || exit 1
		if ((bl)); then
			cap "$m.insbl" oltp_insert || exit 1
		else
			cap "$m.ro" oltp_read_only || exit 1
			cap "$m.rw" oltp_read_write || exit 1
			cap "$m.ins1" oltp_insert || exit 1
			sql 'SET GLOBAL innodb_flush_log_at_trx_commit=2'
			cap "$m.ins2" oltp_insert || exit 1
		fi
		mdb_stop "$dir"
		rm -rf "$dir"
	done
done

python3 - "$OUT" <<'PY' | tee "$OUT/review.txt"
import json, os, sys
d = sys.argv[1]
for m in ("one", "pool"):
    for w in ("ro", "rw", "ins1", "ins2", "insbl"):
        j = json.load(open(os.path.join(d, "%s.%s.json" % (m, w))))
        print("== %s %s: %d snapshots, %.1f threads per snapshot" %
              (m, w, j["snapshots"], j["threads"] / max(j["snapshots"], 1)))
        for h in j["hotspots"]:
            print("  %-5s %6.2f  %-40s %s" % (h["class"], h["per_snapshot"], h["rule"], h["lock"]))
        # stack -> rule, from rules explain over the ptpmp lines
        stacks = [l.split(None, 1) for l in open(os.path.join(d, "%s.%s.ptpmp" % (m, w)))]
        rules = []	# (rule, lock) of each stack, in order
        for l in open(os.path.join(d, "%s.%s.explain" % (m, w))):
            if l.startswith("stack as rules see it"):
                rules.append([None, None])
            elif l.startswith("matched:"):
                rules[-1][0] = l.split()[1]
            elif l.startswith("  lock:") and rules[-1][1] is None:
                rules[-1][1] = l.split(":", 1)[1].strip()
        byrule = {}
        for (n, st), r in zip(stacks, rules):
            byrule.setdefault(tuple(r), []).append((int(n), st.strip()))
        for h in j["idle"]:
            top = sorted(byrule.get((h["rule"], h["lock"]), []), reverse=True)[:3]
            print("  idle  %6.2f  %-40s %s" % (h["per_snapshot"], h["rule"], h["lock"]))
            for n, st in top:
                print("            %5.2f  %s" % (n / j["snapshots"], st[:150]))
        print("  none  %6.2f  running or unclassified" % (j["unclassified"] / j["snapshots"]))
PY
echo "captures in $OUT"
