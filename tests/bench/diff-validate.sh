#!/usr/bin/env bash
# tests/bench/diff-validate.sh - does pmp diff find the cause and not cry
# wolf? (issue 14, docs/diff.md#validation). Real A/B pairs on a throwaway
# Debian mariadbd under sysbench, each with a cause we create, and pairs of
# the same configuration; for each: the rank of the known cause among the
# report's first rows (hotspot families, causes section) and the number of
# significant rows in all tables. Prints the table; long (minutes), so it
# is `make bench-diff`, not part of `make check`.
#
#   PAIRS=flush,binlog,hotrow,mdl,genlog  which known-cause pairs (conc too on
#                                       10.5 and older: 10.6 removed the variable)
#   SAME=N                              same-configuration pairs within a
#                                       run (default 10)
#   XRUN=N                              same-configuration pairs across
#                                       server runs (default SAME/2): each a
#                                       capture, a restart, a capture; each
#                                       two of them also make a 2v2 pair
#                                       (four separate runs, A B A B)
#   SNAPS=100                           snapshots per capture (0.05 s apart)
#   PAIRS=none                          no known-cause pair (same only)
#   OUT=DIR                             where captures and diffs go (kept)
#   VIEW=on-cpu                         judge with pmp diff --on-cpu (only
#                                       threads on a CPU or runnable)
#   REJUDGE=1 OUT=DIR XRUN=N            no server: judge the cross-run
#                                       captures already in DIR again (a
#                                       new pmp on the same data)
#
# Causes are created with dynamic server variables (or a held lock) on one
# running server, so before and after share the load and the machine:
#   flush   innodb_flush_log_at_trx_commit 2 -> 1   cause: commit durability / redo
#   binlog  sync_binlog 0 -> 1 (--log-bin)          cause: binlog
#   hotrow  every client updates row 1 (table-size 1 in the run) cause: InnoDB row locks
#   mdl     a client holds LOCK TABLES sbtest1 WRITE  cause: metadata locks
#   genlog  general_log 0 -> 1 (log_output=TABLE, oltp_read_only)  cause: a
#           new code path, its entry LOGGER::general_log_write (rank fN: in
#           "Functions, total"; nN: in "New and gone functions, total")
#   tcache  table_open_cache 4000 -> 1 (10, its minimum; oltp_point_select
#           over 32 tables)  cause: a CPU
#           cost, every statement opens its table again (rank fN/nN of
#           open_table_from_share, as genlog's)
#   conc    innodb_thread_concurrency 0 -> 1        cause: InnoDB concurrency
#           (10.5 and older; Debian's 10.11 has no such variable)
# Each pair is measured with one capture per side and with two per side
# (interleaved A B A B, --paired). Same-configuration pairs: consecutive
# captures of one run (one per side) and, with two per side, A B A B of one
# configuration.
cd "$(dirname "$0")/../.." || exit 1
PMP=${PMP:-$PWD/build/pmp}
. tests/mariadb/lib.sh
mdb_require || exit $?
REJUDGE=${REJUDGE:-}
PAIRS=${PAIRS:-flush,binlog,hotrow,mdl,genlog}
[ -n "$REJUDGE" ] && PAIRS=none SAME=0
GENLOG_FN=LOGGER::general_log_write
SAME=${SAME:-10}
XRUN=${XRUN:-$((SAME / 2))}
SNAPS=${SNAPS:-100}
[ -n "$REJUDGE" ] && [ -z "$OUT" ] && { echo "REJUDGE needs OUT=DIR" >&2; exit 64; }
OUT=${OUT:-$(mktemp -d /tmp/pmp-diffval.XXXXXX)}
mkdir -p "$OUT"
mdb_install_trap
THREADS=16
VIEW_OPT=()
case ${VIEW:-all} in
all) ;;
on-cpu) VIEW_OPT=(--on-cpu) ;;
*) echo "VIEW is all or on-cpu, not '$VIEW'" >&2; exit 64 ;;
esac
table=$OUT/table${REJUDGE:+.rejudged}${VIEW:+.$VIEW}.txt
: >"$table"

cap() {	# cap NAME: one capture of the server
	timeout -s TERM 120 "$PMP" -p "$MDB_PID" -n "$SNAPS" -s 0.05 --save "$OUT/$1.raw" \
		--format json >/dev/null 2>>"$OUT/pmp.err"
	case $? in 0 | 1) ;; *) echo "pmp -p failed for $1" >&2; return 1 ;; esac
	grep -q '^TracerPid:[[:space:]]*0$' "/proc/$MDB_PID/status" ||
		{ echo "mariadbd left traced" >&2; exit 1; }
}

# judge NAME CAUSE DIFF-ARGS...: a row of the table
judge() {
	local name=$1 cause=$2
	shift 2
	local f=$OUT/${name//\//_}${VIEW:+.$VIEW}
	"$PMP" diff --format json ${VIEW_OPT[@]+"${VIEW_OPT[@]}"} "$@" >"$f.json" \
		2>>"$OUT/diff.err" || { echo "pmp diff failed for $name" >&2; return 1; }
	"$PMP" diff ${VIEW_OPT[@]+"${VIEW_OPT[@]}"} "$@" >"$f.txt" 2>/dev/null
	python3 - "$f.json" "$name" "$cause" <<'PY' | tee -a "$table"
import json, sys
d = json.load(open(sys.argv[1]))
name, cause = sys.argv[2], sys.argv[3]
keys = ["groups", "hotspots", "lock_objects", "functions_self", "functions", "stacks"]
nsig = sum(1 for k in keys for r in d.get(k, []) if r["significant"])
# the report's first table: hotspot families, causes section, in its order
rows = [r for r in d["groups"] if r["section"] == "cause"]
rank, sig, delta = "-", "-", "-"
top = rows[0]["group"] if rows else "-"
if cause.startswith("fn:"):
    # a code path: its entry function in "Functions, total" (causes part:
    # rank "fN") or, absent from one side, in "New and gone functions,
    # total" (rank "nN"), each in the report's order
    fn = cause[3:]
    for tag, sec in (("f", "cause"), ("n", "one_side")):
        fr = [r for r in d["functions"] if r["section"] == sec]
        if sec == "one_side":
            fr.sort(key=lambda r: -abs(r["delta"]))
        for i, r in enumerate(fr):
            if r["function"] == fn:
                rank, sig, delta = tag + str(i + 1), "yes" if r["significant"] else "no", "%+.2f" % r["delta"]
                top = fr[0]["function"]
                break
        if rank != "-":
            break
elif cause != "-":
    for i, r in enumerate(rows):
        if r["group"] == cause:
            rank, sig, delta = str(i + 1), "yes" if r["significant"] else "no", "%+.2f" % r["delta"]
            break
print("%-22s %-11s %-26s %5s %4s %7s %5d  %s" % (name, d["mode"], cause, rank, sig, delta,
                                                nsig, top))
PY
}

header() {
	printf '%-22s %-11s %-26s %5s %4s %7s %5s  %s\n' pair mode "known cause" rank sig change \
		"#sig" "first row" | tee -a "$table"
}

# known-cause pair: A-setting, B-setting, two captures each, interleaved
pair() {	# pair NAME CAUSE SET_A SET_B: SET_* are shell commands
	local name=$1 cause=$2 seta=$3 setb=$4
	for i in 1 2; do
		eval "$seta" && sleep 2 && cap "$name.a$i" || return 1
		eval "$setb" && sleep 2 && cap "$name.b$i" || return 1
	done
	eval "$seta"
	judge_pair "$name" "$cause"
}
judge_pair() {	# judge_pair NAME CAUSE: its 1v1 and 2v2 rows
	local name=$1 cause=$2
	[ -e "$OUT/$name.a1.raw" ] || return 0	# REJUDGE: not taken in OUT
	judge "$name/1v1" "$cause" "$OUT/$name.a1.raw" "$OUT/$name.b1.raw"
	judge "$name/2v2" "$cause" --paired --before "$OUT/$name.a1.raw" "$OUT/$name.a2.raw" \
		--after "$OUT/$name.b1.raw" "$OUT/$name.b2.raw"
}

sql() { mdb_client "$dir" -e "$1"; }
start_server() {	# start_server EXTRA_OPTS...
	dir=$(mktemp -d "$OUT/srv.XXXXXX")
	MDB_EXTRA_OPTS=("$@")
	mdb_start "$dir" && mdb_sysbench_prepare "$dir" 4 5000
}
load() {	# load WORKLOAD SECONDS
	mdb_sysbench_start "$dir" "$1" "$THREADS" "$2" && sleep 3
}
unload() { mdb_sysbench_stop; }

header
if [ -n "$REJUDGE" ]; then
	judge_pair flush "commit durability / redo"
	judge_pair binlog binlog
	judge_pair hotrow "InnoDB row locks"
	judge_pair mdl "metadata locks"
	judge_pair genlog "fn:$GENLOG_FN"
	judge_pair tcache "fn:open_table_from_share"
fi
IFS=, read -ra want <<<"$PAIRS"
for p in "${want[@]}"; do
	case $p in
	flush)
		start_server || exit 1
		load oltp_write_only 200
		pair flush "commit durability / redo" \
			"sql 'SET GLOBAL innodb_flush_log_at_trx_commit=2'" \
			"sql 'SET GLOBAL innodb_flush_log_at_trx_commit=1'"
		unload; mdb_stop "$dir" ;;
	binlog)
		start_server --log-bin=binlog --server-id=1 --sync-binlog=0 || exit 1
		load oltp_write_only 200
		pair binlog "binlog" "sql 'SET GLOBAL sync_binlog=0'" "sql 'SET GLOBAL sync_binlog=1'"
		unload; mdb_stop "$dir" ;;
	hotrow)
		# flush_log_at_trx_commit=2: with 1 each autocommit update waits
		# for its redo write after releasing its row locks, and the queue
		# is there, not at the row
		start_server --innodb-flush-log-at-trx-commit=2 || exit 1
		# the after side: a run whose table-size is 1, so every client
		# updates row 1 of each table; the before side: all 5000 rows
		hot_a() { unload; echo "4 5000" >"$dir/sysbench.args"; load oltp_update_non_index 100; }
		hot_b() { unload; echo "4 1" >"$dir/sysbench.args"; load oltp_update_non_index 100; }
		pair hotrow "InnoDB row locks" hot_a hot_b
		unload; mdb_stop "$dir" ;;
	mdl)
		start_server || exit 1
		load oltp_read_write 200
		# the locker's session is ended by the server (KILL), so that
		# the lock is gone whatever became of the client process
		mdl_a() {
			local id
			for id in $(mdb_client "$dir" -N -e "SELECT id FROM information_schema.processlist WHERE info LIKE 'SELECT SLEEP(600)%'"); do
				sql "KILL $id" 2>/dev/null
			done
			[ -n "$LOCKER" ] && wait "$LOCKER" 2>/dev/null
			LOCKER=
			return 0
		}
		mdl_b() {
			mdb_client "$dir" sbtest -e 'LOCK TABLES sbtest1 WRITE; SELECT SLEEP(600)' >/dev/null 2>&1 &
			LOCKER=$!
		}
		pair mdl "metadata locks" mdl_a mdl_b
		mdl_a; unload; mdb_stop "$dir" ;;
	genlog)
		# a slower code path, stacks absent from A: the general query
		# log to its table (log_output=TABLE: every statement a row of
		# the CSV table mysql.general_log, written under the logger's
		# lock). To a file it costs too little here to be a cause: 0.44
		# threads per snapshot, under the minimum effect
		start_server --log-output=TABLE || exit 1
		load oltp_read_only 200
		pair genlog "fn:$GENLOG_FN" "sql 'SET GLOBAL general_log=0'" \
			"sql 'SET GLOBAL general_log=1'"
		sql 'SET GLOBAL general_log=0'
		unload; mdb_stop "$dir" ;;
	tcache)
		# 32 tables: table_open_cache's minimum is 10 (SET 1 gives 10,
		# a warning), and 4 tables fit in it
		dir=$(mktemp -d "$OUT/srv.XXXXXX")
		MDB_EXTRA_OPTS=()
		{ mdb_start "$dir" && mdb_sysbench_prepare "$dir" 32 1000; } || exit 1
		load oltp_point_select 200
		pair tcache "fn:open_table_from_share" "sql 'SET GLOBAL table_open_cache=4000'" \
			"sql 'SET GLOBAL table_open_cache=1'"
		sql 'SET GLOBAL table_open_cache=4000'
		unload; mdb_stop "$dir" ;;
	conc)
		start_server || exit 1
		load oltp_read_write 200
		pair conc "InnoDB concurrency" "sql 'SET GLOBAL innodb_thread_concurrency=0'" \
			"sql 'SET GLOBAL innodb_thread_concurrency=1'"
		unload; mdb_stop "$dir" ;;
	esac
done

# same configuration: one server per pair of runs, oltp_read_write; one
# capture per side (consecutive) and two per side (A B A B)
((SAME > 0)) && { start_server || exit 1; load oltp_read_write 1000; }
for ((i = 1; i <= SAME; i++)); do
	for c in a1 b1 a2 b2; do cap "same$i.$c" || exit 1; done
	judge "same$i/1v1" - "$OUT/same$i.a1.raw" "$OUT/same$i.b1.raw"
	judge "same$i/2v2" - --paired --before "$OUT/same$i.a1.raw" "$OUT/same$i.a2.raw" \
		--after "$OUT/same$i.b1.raw" "$OUT/same$i.b2.raw"
done
((SAME > 0)) && { unload; mdb_stop "$dir"; }
# same configuration across server runs: capture, restart, capture. Each
# run is a fresh server on a copy of one prepared datadir (installed and
# filled once: the same tables in every run, and minutes saved per pair);
# the copy is removed once its capture is taken (the captures are kept).
# A copy starts with a cold buffer pool (prepare, which warmed it in the
# same run, is not run again): without a warm-up, connection threads sat
# seconds in pread64 of the tables (O_DIRECT, a disk shared with other
# jobs) for the first captures, a start-up transient and not the
# configuration, so every page of the tables is read once before the load
xrun_one() {	# xrun_one NAME: a server run of its own, one capture
	local t n
	dir=$(mktemp -d "$OUT/srv.XXXXXX")
	cp -a "$template/data" "$dir/data" && cp "$template/sysbench.args" "$dir/" || return 1
	MDB_EXTRA_OPTS=()
	mdb_start "$dir" || return 1
	read -r n _ <"$dir/sysbench.args"
	for ((t = 1; t <= n; t++)); do
		sql "SELECT SUM(k), SUM(LENGTH(c)) FROM sbtest.sbtest$t;
		     SELECT COUNT(k) FROM sbtest.sbtest$t FORCE INDEX (k_$t);
		     SELECT COUNT(*) FROM mysql.gtid_slave_pos" >/dev/null || return 1
	done
	load oltp_read_write 60
	cap "$1" || return 1
	unload; mdb_stop "$dir"
	rm -rf "$dir"
}
if ((XRUN > 0)) && [ -z "$REJUDGE" ]; then
	start_server || exit 1
	mdb_stop "$dir"
	template=$dir
fi
for ((i = 1; i <= XRUN; i++)); do
	if [ -z "$REJUDGE" ]; then
		xrun_one "xrun$i.a" || exit 1
		xrun_one "xrun$i.b" || exit 1
	fi
	judge "xrun$i/1v1" - "$OUT/xrun$i.a.raw" "$OUT/xrun$i.b.raw"
	# two per side, each capture from a server run of its own
	((i % 2 == 0)) && judge "xrun$((i - 1))+$i/2v2" - \
		--before "$OUT/xrun$((i - 1)).a.raw" "$OUT/xrun$i.a.raw" \
		--after "$OUT/xrun$((i - 1)).b.raw" "$OUT/xrun$i.b.raw"
done
echo
echo "captures and diffs in $OUT; table in $table"
awk '$3 == "-" && NR > 1 { n++; if ($7 == 0) ok++ } END { printf "same-configuration pairs with no significant row: %d of %d\n", ok, n }' "$table"
