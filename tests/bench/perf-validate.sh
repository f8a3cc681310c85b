#!/usr/bin/env bash
# tests/bench/perf-validate.sh - pmp diff on `perf record` captures of a
# real mariadbd (issue 25; docs/diff.md#perf-captures-as-replicates):
# false alarms of same-configuration diffs, and where a known cause
# ranks. Each capture is a server run of its own (a fresh mariadbd on a
# copy of one prepared datadir, its tables read once, sysbench
# oltp_point_select with 4 threads), `perf record --call-graph
# dwarf,16384 -F 199` of the server for 10 s, and the server's Questions
# counted over the same 10 s (the work of --per-work). Minutes, so it is
# `make bench-perf`, not part of `make check`.
#
#   RUNS=10      same-configuration captures (the "same" set)
#   KRUNS=3      captures per side of each known-cause pair, restarts:
#                pfs: performance_schema OFF (a) against ON (b); qc:
#                the query cache off (a) against on, 64 MiB (b)
#   CAUSES=pfs,qc  which known-cause pairs
#   OUT=DIR      where captures and diffs go (kept)
#   REJUDGE=1    no server: judge the captures already in OUT again
# A capture already in OUT (NAME.perf and NAME.work) is not taken again:
# a run cut short goes on where it stopped.
#
# Judged: 3v3 splits of the same set (Welch over captures), 3v3 paired,
# with and without --per-work, and 1v1 pairs (one capture per side); the
# known-cause pairs 3v3 (Welch with --per-work, paired) and 1v1: the rank
# of the first function of the cause among the cause rows of "Functions,
# total" (fN) or of "New and gone functions, total" (nN): for pfs a
# performance-schema one (Debian's build is stripped: pfs_* are ??, and
# what is named is handler::rebind_psi, my_timer_*, *psi*), for qc
# Query_cache::*.
cd "$(dirname "$0")/../.." || exit 1
PMP=${PMP:-$PWD/build/pmp}
. tests/mariadb/lib.sh
REJUDGE=${REJUDGE:-}
[ -n "$REJUDGE" ] || { mdb_require || exit $?; }
command -v perf >/dev/null || { echo "no perf (apt-get install linux-perf)" >&2; exit 77; }
RUNS=${RUNS:-10}
KRUNS=${KRUNS:-3}
CAUSES=${CAUSES:-pfs,qc}
[ -n "$REJUDGE" ] && [ -z "${OUT:-}" ] && { echo "REJUDGE needs OUT=DIR" >&2; exit 64; }
OUT=${OUT:-$(mktemp -d /tmp/pmp-perfval.XXXXXX)}
mkdir -p "$OUT"
mdb_install_trap

sql() { mdb_client "$dir" -N -e "$1"; }
questions() { sql "SHOW GLOBAL STATUS LIKE 'Questions'" | awk '{ print $2 }'; }

# one server run, one capture: NAME.data, NAME.perf (its perf script
# text) and NAME.work (queries during the capture)
run_one() {	# run_one NAME EXTRA_OPTS...
	local name=$1 t n q0 q1
	shift
	[ -s "$OUT/$name.perf" ] && [ -s "$OUT/$name.work" ] && return 0
	dir=$(mktemp -d "$OUT/srv.XXXXXX")
	cp -a "$template/data" "$dir/data" && cp "$template/sysbench.args" "$dir/" || return 1
	MDB_EXTRA_OPTS=("$@")
	mdb_start "$dir" || return 1
	trap_run() { mdb_sysbench_stop; mdb_stop "$dir"; rm -rf "$dir"; return 1; }
	read -r n _ <"$dir/sysbench.args"
	for ((t = 1; t <= n; t++)); do
		sql "SELECT SUM(k), SUM(LENGTH(c)) FROM sbtest.sbtest$t" >/dev/null || trap_run || return 1
	done
	mdb_sysbench_start "$dir" oltp_point_select 4 20 && sleep 4
	q0=$(questions)
	perf record -q -F 199 --call-graph dwarf,16384 -p "$MDB_PID" -o "$OUT/$name.data" \
		-- sleep 10 2>>"$OUT/perf.err" || { echo "$name: perf record failed" >&2; trap_run; return 1; }
	q1=$(questions)
	echo $((q1 - q0)) >"$OUT/$name.work"
	mdb_sysbench_stop
	mdb_stop "$dir"
	rm -rf "$dir"
	perf script -i "$OUT/$name.data" -F comm,pid,tid,time,event,ip,sym,dso \
		>"$OUT/$name.perf" 2>>"$OUT/perf.err" || return 1
	echo "$name: $(cat "$OUT/$name.work") queries, $(grep -c '^[^	]' "$OUT/$name.perf") samples"
}

if [ -z "$REJUDGE" ]; then
	dir=$(mktemp -d "$OUT/srv.XXXXXX")
	MDB_EXTRA_OPTS=()
	{ mdb_start "$dir" && mdb_sysbench_prepare "$dir" 4 20000; } || exit 1
	mdb_stop "$dir"
	template=$dir
	for ((i = 1; i <= RUNS; i++)); do
		run_one "same$i" || run_one "same$i" || exit 1
	done
	for ((i = 1; i <= KRUNS; i++)); do
		case ,$CAUSES, in *,pfs,*)
			run_one "pfs$i.a" --performance-schema=OFF ||
				run_one "pfs$i.a" --performance-schema=OFF || exit 1
			run_one "pfs$i.b" --performance-schema=ON ||
				run_one "pfs$i.b" --performance-schema=ON || exit 1
		esac
		case ,$CAUSES, in *,qc,*)
			run_one "qc$i.a" --query-cache-type=0 --query-cache-size=0 ||
				run_one "qc$i.a" --query-cache-type=0 --query-cache-size=0 || exit 1
			run_one "qc$i.b" --query-cache-type=1 --query-cache-size=64M ||
				run_one "qc$i.b" --query-cache-type=1 --query-cache-size=64M || exit 1
		esac
	done
	rm -rf "$template"
fi

table=$OUT/table.txt
: >"$table"
# judge NAME KIND DIFF-ARGS...: one row: mode, significant rows, first
# cause row of "Functions, total"; KIND pfs: the rank of the first pfs row
judge() {
	local name=$1 kind=$2 f=$OUT/$1
	shift 2
	"$PMP" diff --format json "$@" >"$f.json" 2>>"$OUT/diff.err" ||
		{ echo "pmp diff failed for $name" >&2; return 1; }
	"$PMP" diff "$@" >"$f.txt" 2>/dev/null
	python3 - "$f.json" "$name" "$kind" <<'PY' | tee -a "$table"
import json, re, sys
d = json.load(open(sys.argv[1]))
name, kind = sys.argv[2], sys.argv[3]
keys = ["groups", "hotspots", "lock_objects", "functions_self", "functions", "stacks"]
nsig = sum(1 for k in keys for r in d.get(k, []) if r["significant"])
rank, top, first = "-", "-", None
pats = {"pfs": r"^(pfs_|PFS_|pfs::|.*[Pp]erformance_schema|ha_perfschema|.*psi|my_timer_)",
        "qc": r"^(Query_cache::|query_cache_)"}
for tag, sec in (("f", "cause"), ("n", "one_side")):
    fr = [r for r in d["functions"] if r["section"] == sec]
    if sec == "one_side":
        fr.sort(key=lambda r: -abs(r["delta"]))
    if fr and top == "-":
        top = fr[0]["function"]
    # the cause's first function in each part; a significant one wins
    for i, r in enumerate(fr if kind in pats else []):
        if re.match(pats[kind], r["function"]):
            got = "%s%d %s %s" % (tag, i + 1, r["function"],
                                  "sig" if r["significant"] else "n.s.")
            if rank == "-" or (r["significant"] and not first):
                rank, first = got, r["significant"]
            break
print("%-26s %-11s %5d  %-40s %s" % (name, d["mode"], nsig, rank, top[:40]))
PY
}
work() { cat "$OUT/$1.work"; }
# --per-work's per-capture lists: before's and after's, comma-separated
worklist() { local w=; for n; do w=${w:+$w,}$(work "$n"); done; echo "$w"; }
side() { for n; do printf '%s ' "$OUT/$n.perf"; done; }

printf '%-26s %-11s %5s  %-40s %s\n' diff mode "#sig" "known cause rank" "first function" |
	tee -a "$table"
# the same set: every 3v3 split of six consecutive runs, rotated over the
# set (runs i..i+5: odd against even, then first three against last three)
n=$RUNS
# shellcheck disable=SC2046 # side prints a side's capture files, one word each
for ((i = 0; i + 6 <= n + 5 && i < n; i++)); do
	r=(); for ((j = 0; j < 6; j++)); do r+=("same$(( (i + j) % n + 1 ))"); done
	A=("${r[0]}" "${r[2]}" "${r[4]}") B=("${r[1]}" "${r[3]}" "${r[5]}")
	judge "same.s$i.3v3" - --before $(side "${A[@]}") --after $(side "${B[@]}")
	judge "same.s$i.3v3.paired.w" - --paired --per-work "$(worklist "${A[@]}")" \
		"$(worklist "${B[@]}")" --before $(side "${A[@]}") --after $(side "${B[@]}")
	A=("${r[0]}" "${r[1]}" "${r[2]}") B=("${r[3]}" "${r[4]}" "${r[5]}")
	judge "same.h$i.3v3.w" - --per-work "$(worklist "${A[@]}")" "$(worklist "${B[@]}")" \
		--before $(side "${A[@]}") --after $(side "${B[@]}")
	judge "same.h$i.3v3.paired" - --paired --before $(side "${A[@]}") --after $(side "${B[@]}")
	judge "same.p$i.1v1" - "$OUT/${r[0]}.perf" "$OUT/${r[1]}.perf"
done
# shellcheck disable=SC2046 # the same
for c in ${CAUSES//,/ }; do
	A=() B=()
	for ((i = 1; i <= KRUNS; i++)); do A+=("$c$i.a") B+=("$c$i.b"); done
	[ -e "$OUT/$c$KRUNS.b.perf" ] || continue
	judge "$c.3v3.w" "$c" --per-work "$(worklist "${A[@]}")" "$(worklist "${B[@]}")" \
		--before $(side "${A[@]}") --after $(side "${B[@]}")
	judge "$c.3v3.paired" "$c" --paired --before $(side "${A[@]}") --after $(side "${B[@]}")
	judge "$c.3v3" "$c" --before $(side "${A[@]}") --after $(side "${B[@]}")
	judge "$c.1v1" "$c" "$OUT/${c}1.a.perf" "$OUT/${c}1.b.perf"
done
echo
echo "captures and diffs in $OUT; table in $table"
awk '$1 ~ /^same/ && $2 != "mode" { k = ($1 ~ /1v1/) ? "1v1" : "replicates"; n[k]++; if ($3 == 0) ok[k]++ }
     END { for (k in n) printf "same configuration, %s: no significant row in %d of %d\n", k, ok[k], n[k] }' "$table"
