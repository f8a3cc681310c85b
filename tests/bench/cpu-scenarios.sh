#!/usr/bin/env bash
# tests/bench/cpu-scenarios.sh - does pmp diff find a CPU cost (more work
# per query), not only waits? (issue 25). A/B scenarios with known causes
# on the embedded server (tests/embedded/embedded_target.c, full DWARF, so
# every function has a name): each side is set by a server option, each
# capture is a server run of its own (a fresh copy of the data directory,
# start, load, warm-up, capture, kill), the runs interleaved
# A1 B1 S1 A2 B2 S2 ..., where S is A once more: the same-configuration
# pair A vs S beside each known-cause pair A vs B. Long (minutes), so it
# is `make bench-cpu`, not part of `make check`.
#
#   SCEN=tcache,qcache,...  which scenarios (default: all of them, below)
#   CAPS=3                  captures (server runs) per side
#   SNAPS=100               snapshots per capture (0.05 s apart)
#   WARM=7                  seconds of load before a capture; the QPS is
#                           the mean of the monitor lines in it but the first
#   OUT=DIR                 where captures, logs and diffs go (kept)
#   LOCK=FILE               hold flock FILE from each server start to its
#                           kill (live captures of other jobs on the box
#                           that take the same lock never overlap)
#   REJUDGE=1 OUT=DIR       no server: judge the captures in DIR again
#                           (a newer pmp on the same data)
#   PERF=SECS               also `perf record` each server run for SECS
#                           seconds after pmp's capture (user space, DWARF
#                           call graphs), judged as replicates: view "perf"
#   STRIP=1                 the target stripped (its debug file apart):
#                           views "all" and "on-cpu" then see unnamed
#                           functions keyed MODULE+0xSTART, and "all.named",
#                           "on-cpu.named" the same captures named offline
#                           (--debug-dir)
#
# Scenarios (mode and settings of the target, A, B, the cause's regex):
#   tcache   tables (32 tables): --table-open-cache=4000 vs 10 (its minimum)
#            cause open_table_from_share, the share's opening of a TABLE
#   qcache   tables (tables=1: 1000 statements come back): query cache off
#            vs --query-cache-type=1 --query-cache-size=64M; cause Query_cache::
#   pfs      tables: --performance-schema=OFF vs ON; cause pfs_/PFS_ code
#   ahi      tables (tables=1, 100000 rows): --innodb-adaptive-hash-index
#            OFF vs ON; cause btr_search_ (the hash index's lookups)
#   coll     distinct (HEAP temporary table of SELECT DISTINCT on a
#            VARCHAR): utf8mb4_bin vs utf8mb4_uca1400_ai_ci; cause the
#            collation's hash and compare (my_hash_sort_*, my_uca_*, ...)
#   commit   commit: innodb_flush_log_at_trx_commit 2 vs 1; cause the redo
#            write and its wait (a wait, for contrast)
#   pool     points (every row hot): buffer pool 64M vs 6M; cause page
#            reads (pread64, buf_read_page; a wait, for contrast)
#
# Judged with pmp diff --paired (A1 B1 A2 B2 ...) in both views (all
# threads, --on-cpu), and the same-configuration pair A vs S likewise.
# The table, one row per scenario and view (tests/bench/cpu_judge.py):
#   QPS B/A   mean QPS of the B runs over that of the A runs
#   self, total, hot   the rank of the cause in "Functions, self",
#             "Functions, total" and the hotspots: among the rows that grew
#             (delta > 0, any section), in the report's order (significant
#             first, then by the evidence), the position of the first whose
#             name matches the cause's regex ("-": none grew); "*" after
#             it: that row is significant.
#             In "Functions, total" every caller of the cause grows as
#             much as it does, so
#   new       the rank among the functions new in B (total, before 0),
#             by their after figure: a new code path's entry is first
#   #sig      significant rows, all tables; same #sig: the same for A vs S
# then, per capture, the cause's threads per snapshot (self and total)
# in A, B and S.
cd "$(dirname "$0")/../.." || exit 1
. tests/embedded/lib.bash
REJUDGE=${REJUDGE:-}
PERF=${PERF:-}
STRIP=${STRIP:-}
[ -n "$REJUDGE" ] && [ -z "$OUT" ] && { echo "REJUDGE needs OUT=DIR" >&2; exit 64; }
ALL=tcache,qcache,pfs,ahi,coll,commit,pool
SCEN=${SCEN:-$ALL}
CAPS=${CAPS:-3}
SNAPS=${SNAPS:-100}
WARM=${WARM:-7}
OUT=${OUT:-$(mktemp -d /tmp/pmp-cpuscen.XXXXXX)}
mkdir -p "$OUT" && OUT=$(cd "$OUT" && pwd) || exit 1
# a thread not stopped within the default 100 ms on a loaded 2-core box
# would make a partial snapshot: the tests' bound (tests/run.sh)
export PMP_MAX_PAUSE=${PMP_MAX_PAUSE:-2000}
[ -n "$REJUDGE" ] || { emb_require; emb_need_ptrace; }
[ -z "$PERF" ] || [ -n "$REJUDGE" ] || command -v perf >/dev/null ||
	{ echo "PERF=$PERF needs perf (linux-perf)" >&2; exit 64; }
# STRIP=1: the target stripped as Debian ships mariadbd, its debug file
# kept apart under OUT/strip/debug/.build-id for naming offline
if [ -n "$STRIP" ] && [ -z "$REJUDGE" ]; then
	mkdir -p "$OUT/strip" || exit 1
	bid=$(readelf -n "$EMB" | awk '/Build ID:/ { print $3; exit }')
	[ -n "$bid" ] || { echo "$EMB has no build-id" >&2; exit 1; }
	mkdir -p "$OUT/strip/debug/.build-id/${bid:0:2}"
	objcopy --only-keep-debug "$EMB" "$OUT/strip/debug/.build-id/${bid:0:2}/${bid:2}.debug" &&
		strip -o "$OUT/strip/embedded_target" "$EMB" || exit 1
	EMB=$OUT/strip/embedded_target
fi

# scenario NAME: sets MODE ARGS (both sides) A B (server options) CAUSE
scenario() {
	local u8=--character-set-server=utf8mb4
	ARGS=()
	case $1 in
	tcache) MODE=tables A=--table-open-cache=4000 B=--table-open-cache=10
		CAUSE='^open_table_from_share$' ;;
	qcache) MODE=tables ARGS=(tables=1)
		A="--query-cache-type=0 --query-cache-size=0"
		B="--query-cache-type=1 --query-cache-size=64M" CAUSE='^Query_cache::' ;;
	pfs) MODE=tables ARGS=(tables=4)
		A=--performance-schema=OFF B=--performance-schema=ON CAUSE='pfs_|PFS_' ;;
	ahi) MODE=tables ARGS=(tables=1 rows=100000)
		A=--innodb-adaptive-hash-index=OFF B=--innodb-adaptive-hash-index=ON
		CAUSE='^btr_search_' ;;
	coll) MODE=distinct A="$u8 --collation-server=utf8mb4_bin"
		B="$u8 --collation-server=utf8mb4_uca1400_ai_ci"
		CAUSE='^my_(hash_sort|strnxfrm|strnncoll|uca)' ;;
	commit) MODE=commit ARGS=(threads=4)
		A=--innodb-flush-log-at-trx-commit=2 B=--innodb-flush-log-at-trx-commit=1
		CAUSE='group_commit_lock::acquire|log_write_up_to|fdatasync|redo' ;;
	pool) MODE=points ARGS=(threads=4 hot=100000)
		A=--innodb-buffer-pool-size=64M B=--innodb-buffer-pool-size=6M
		CAUSE='pread|buf_read_page|page read' ;;
	*) echo "unknown scenario $1 (known: $ALL)" >&2; exit 64 ;;
	esac
}

# run_one DIR NAME OPTS: a server run of its own and one capture of it,
# DIR/NAME.raw; its QPS in DIR/NAME.qps, its stderr in DIR/NAME.log
run_one() {
	local dir=$1 name=$2 opts=$3 data=$LIVE_TMP/data
	emb_datadir "$data"
	[ -n "${LOCK:-}" ] && { exec 8>"$LOCK"; flock 8; }
	# shellcheck disable=SC2086 # opts: several options
	emb_start "$MODE" "$data" ${ARGS[@]+"${ARGS[@]}"} monitor=2 $opts
	sleep "$WARM"
	cp "$EMB_OUT.err" "$dir/$name.log"
	emb_pmp "$LIVE_TMP/pmp.out" -n "$SNAPS" -s 0.05 --save "$dir/$name.raw" --format json
	if [ -n "$PERF" ]; then
		# user space only: the kernel's rows of a loaded machine vary
		# between runs far beyond mariadbd's (docs/diff.md, perf)
		perf record -q -e cpu-clock:u -F 199 --call-graph dwarf,16384 -p "$EPID" \
			-o "$dir/$name.data" -- sleep "$PERF" 2>>"$dir/perf.err" ||
			echo "  $name: perf record failed (see $dir/perf.err)" >&2
	fi
	emb_stop
	if [ -n "$PERF" ] && [ -s "$dir/$name.data" ]; then
		perf script -i "$dir/$name.data" -F comm,pid,tid,time,event,ip,sym,dso \
			>"$dir/$name.perf" 2>>"$dir/perf.err" && rm -f "$dir/$name.data"
	fi
	[ -n "${LOCK:-}" ] && exec 8>&-
	rm -rf "$data"
	grep -o '^monitor: Questions=[0-9]*' "$dir/$name.log" | tail -n +2 |
		awk -F= '{ s += $2; k++ } END { if (k) printf "%.0f\n", s / k; else print "?" }' \
		>"$dir/$name.qps"
	echo "  $name: $(cat "$dir/$name.qps") queries/s, $(grep -c '^snapshot ' "$dir/$name.raw") snapshots"
}

# the views a scenario's captures are judged in, and how: VIEW EXT OPTS
views() {
	echo "all raw"
	echo "on-cpu raw --on-cpu"
	if [ -e "$OUT/strip/debug" ]; then
		echo "all.named raw --debug-dir $OUT/strip/debug"
		echo "on-cpu.named raw --on-cpu --debug-dir $OUT/strip/debug"
	fi
	[ -e "$1/a1.perf" ] && echo "perf perf"
}

judge() {	# judge NAME: the table rows of scenario NAME from its captures
	local name=$1 dir=$OUT/$1 i view ext
	local -a vo
	while read -r view ext vopts; do
		read -ra vo <<<"$vopts"
		judge_view "$name" "$view" "$ext" ${vo[@]+"${vo[@]}"} || return 1
	done < <(views "$dir")
	scenario "$name"
	python3 tests/bench/cpu_judge.py "$dir" "$name" "$CAUSE" "$JUDGED" "${REJUDGE:+.rejudged}" |
		tee -a "$table"
}

# judge_view NAME VIEW EXT [OPTS...]: the diffs of one view, the captures
# NAME/{a,b,s}I.EXT: A vs B and A vs S, paired, and each capture alone
judge_view() {
	local name=$1 view=$2 ext=$3 dir=$OUT/$1 i tag=$2${REJUDGE:+.rejudged}
	local -a a=() b=() s=() vo=("${@:4}")
	for ((i = 1; i <= CAPS; i++)); do
		[ -e "$dir/a$i.$ext" ] && [ -e "$dir/b$i.$ext" ] && [ -e "$dir/s$i.$ext" ] || continue
		a+=("$dir/a$i.$ext"); b+=("$dir/b$i.$ext"); s+=("$dir/s$i.$ext")
	done
	((${#a[@]} > 0)) || { echo "$name: no complete capture triple of .$ext in $dir" >&2; return 1; }
	JUDGED=${#a[@]}
	local paired=(--paired)
	((${#a[@]} > 1)) || paired=()	# one capture per side: blocks of snapshots
	"$PMP" diff --format json ${vo[@]+"${vo[@]}"} ${paired[@]+"${paired[@]}"} --before "${a[@]}" --after "${b[@]}" \
		>"$dir/ab.$tag.json" 2>>"$dir/diff.err" || { echo "pmp diff failed ($name, $view)" >&2; return 1; }
	"$PMP" diff ${vo[@]+"${vo[@]}"} ${paired[@]+"${paired[@]}"} --before "${a[@]}" --after "${b[@]}" \
		>"$dir/ab.$tag.txt" 2>/dev/null
	"$PMP" diff --format json ${vo[@]+"${vo[@]}"} ${paired[@]+"${paired[@]}"} --before "${a[@]}" --after "${s[@]}" \
		>"$dir/as.$tag.json" 2>>"$dir/diff.err" || { echo "pmp diff failed ($name, $view)" >&2; return 1; }
	# per capture: A_i vs B_i and A_i vs S_i, one capture per side
	for ((i = 1; i <= ${#a[@]}; i++)); do
		"$PMP" diff --format json ${vo[@]+"${vo[@]}"} "${a[i-1]}" "${b[i-1]}" \
			>"$dir/ab$i.$tag.json" 2>>"$dir/diff.err"
		"$PMP" diff --format json ${vo[@]+"${vo[@]}"} "${a[i-1]}" "${s[i-1]}" \
			>"$dir/as$i.$tag.json" 2>>"$dir/diff.err"
	done
}

IFS=, read -ra want <<<"$SCEN"
table=$OUT/table${REJUDGE:+.rejudged}.txt
: >"$table"
if [ -z "$REJUDGE" ]; then
	for sc in "${want[@]}"; do
		scenario "$sc"
		mkdir -p "$OUT/$sc"
		echo "$sc: $MODE ${ARGS[*]}; A: $A; B: $B"
		for ((i = 1; i <= CAPS; i++)); do
			run_one "$OUT/$sc" "a$i" "$A"
			run_one "$OUT/$sc" "b$i" "$B"
			run_one "$OUT/$sc" "s$i" "$A"
		done
	done
fi
python3 tests/bench/cpu_judge.py --header | tee -a "$table"
for sc in "${want[@]}"; do
	[ -d "$OUT/$sc" ] && judge "$sc"
done
echo
echo "captures, logs and diffs in $OUT; table in $table"
