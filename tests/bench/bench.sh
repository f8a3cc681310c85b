#!/usr/bin/env bash
# tests/bench/bench.sh - pmp side by side with the tools it replaces; prints
# figures, ratios and one PASS/FAIL line per target. `make bench` runs it.
#
#   bench.sh [NAME...]     run the benches named (default: all of BENCHES)
#
#   PMP          the pmp binary (default build/pmp)
#   BENCH_MB     size of the big gdb dump for bench_aggregate (default 100)
#   BENCH_KEEP   1: keep the scratch directory (its path is printed)
#
# Each bench is a function bench_NAME that prints its table and records
# its targets with `target PASS|FAIL|SKIP "what" "figures"`; add a new one
# by writing the function and appending NAME to BENCHES. Every external
# command is bounded by `timeout`. Exit status: 1 if a target failed.
set -euo pipefail
cd "$(dirname "$0")/../.."

PMP=${PMP:-$PWD/build/pmp}
BENCH_MB=${BENCH_MB:-100}
BENCHES=(aggregate)
TIME=/usr/bin/time		# GNU time, for peak RSS (Debian package "time")

SCRATCH=$(mktemp -d /tmp/pmp-bench.XXXXXX)
cleanup() {
	if [ "${BENCH_KEEP:-0}" = 1 ]; then
		echo "scratch kept in $SCRATCH"
	else
		rm -rf "$SCRATCH"
	fi
}
trap cleanup EXIT

targets=()
target() {	# target PASS|FAIL|SKIP WHAT FIGURES
	targets+=("$(printf '%-4s  %-52s %s' "$1" "$2" "$3")")
}

now_ns() { date +%s%N; }

# run CMD with stdout to OUT, bounded by LIMIT seconds; sets REPLY_S (wall
# seconds), REPLY_CPU (user+sys seconds, children included) and REPLY_KB
# (peak RSS of the largest process, KiB; 0 without GNU time)
run_measured() {	# run_measured LIMIT OUT CMD...
	local limit=$1 out=$2 t0 t1 rc=0
	shift 2
	t0=$(now_ns)
	if [ -x "$TIME" ]; then
		timeout "$limit" "$TIME" -f '%U %S %M' -o "$SCRATCH/time.out" "$@" \
			>"$out" 2>"$SCRATCH/stderr.out" || rc=$?
	else
		timeout "$limit" "$@" >"$out" 2>"$SCRATCH/stderr.out" || rc=$?
	fi
	t1=$(now_ns)
	REPLY_S=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f", (b - a) / 1e9 }')
	REPLY_CPU=0 REPLY_KB=0
	if [ -x "$TIME" ] && [ -s "$SCRATCH/time.out" ]; then
		read -r REPLY_CPU REPLY_KB < <(tail -n 1 "$SCRATCH/time.out" |
			awk '{ printf "%.2f %d\n", $1 + $2, $3 }')
	fi
	if [ $rc -ne 0 ]; then
		echo "bench: '$*' failed (exit $rc):" >&2
		tail -n 5 "$SCRATCH/stderr.out" >&2
		return $rc
	fi
}

# a gdb dump of at least MB MiB: the mariadbd captures, over and over
make_gdb_dump() {	# make_gdb_dump MB OUT
	local want=$(($1 << 20)) pair=$SCRATCH/pair.gdb n
	cat samples/mariadb-10.11-ro.gdb samples/mariadb-10.11-rw.gdb >"$pair"
	n=$(((want + $(stat -c %s "$pair") - 1) / $(stat -c %s "$pair")))
	: >"$2"
	for ((i = 0; i < n; i++)); do
		cat "$pair"
	done >>"$2"
}

mib() { awk -v b="$1" 'BEGIN { printf "%.1f MiB", b / 1048576 }'; }

# ---- aggregate: pmp aggregate vs pt-pmp on a big gdb dump ---------------
#
# Targets (the issue): at least 10x faster than `pt-pmp FILE` on a 100 MB
# gdb dump, with the same stacks; peak memory under 2x the size of the
# distinct stacks, and not growing with the number of samples.
bench_aggregate() {
	local big=$SCRATCH/big.gdb mid=$SCRATCH/mid.gdb small=samples/mariadb-10.11-ro.gdb
	local pt_s pt_cpu pmp_s=999999 pmp_cpu=0 ratio i
	local rss_small rss_mid rss_big distinct growth grow_ratio

	echo "== aggregate: pmp aggregate --format ptpmp vs pt-pmp, gdb dump"
	make_gdb_dump "$BENCH_MB" "$big"
	make_gdb_dump $((BENCH_MB / 10 > 0 ? BENCH_MB / 10 : 1)) "$mid"
	printf '%-34s %s (%s threads)\n' "input: ro+rw captures repeated" \
		"$(mib "$(stat -c %s "$big")")" "$(grep -c '^Thread ' "$big")"

	# pmp first: best of 3 (the page cache is warm after the first)
	for i in 1 2 3; do
		run_measured 600 "$SCRATCH/pmp.out" "$PMP" aggregate --format ptpmp "$big"
		if awk -v a="$REPLY_S" -v b="$pmp_s" 'BEGIN { exit !(a < b) }'; then
			pmp_s=$REPLY_S pmp_cpu=$REPLY_CPU
		fi
		rss_big=$REPLY_KB
	done
	if ! command -v pt-pmp >/dev/null; then
		printf '%-34s %8.3f s  (cpu %.2f s)\n' "pmp aggregate (best of 3)" "$pmp_s" "$pmp_cpu"
		target SKIP "aggregate: >= 10x faster than pt-pmp" "pt-pmp not installed"
	else
		run_measured 1800 "$SCRATCH/ptpmp.out" pt-pmp "$big"
		pt_s=$REPLY_S pt_cpu=$REPLY_CPU
		ratio=$(awk -v a="$pt_s" -v b="$pmp_s" 'BEGIN { printf "%.1f", a / b }')
		printf '%-34s %8.3f s  (cpu %.2f s)\n' "pt-pmp FILE (1 run)" "$pt_s" "$pt_cpu"
		printf '%-34s %8.3f s  (cpu %.2f s)\n' "pmp aggregate (best of 3)" "$pmp_s" "$pmp_cpu"
		printf '%-34s %8sx  (cpu %sx)\n' "pt-pmp/pmp" "$ratio" \
			"$(awk -v a="$pt_cpu" -v b="$pmp_cpu" 'BEGIN { printf "%.1f", (b > 0 ? a / b : 0) }')"
		if cmp -s <(sort "$SCRATCH/ptpmp.out") <(sort "$SCRATCH/pmp.out"); then
			printf '%-34s OK (%d lines)\n' "same lines after sorting" \
				"$(wc -l <"$SCRATCH/pmp.out")"
			target "$(awk -v r="$ratio" 'BEGIN { print (r >= 10 ? "PASS" : "FAIL") }')" \
				"aggregate: >= 10x faster than pt-pmp" "pt-pmp/pmp = ${ratio}x (target >= 10x)"
		else
			printf '%-34s MISMATCH\n' "same lines after sorting"
			diff <(sort "$SCRATCH/ptpmp.out") <(sort "$SCRATCH/pmp.out") |
				head -n 10 | cut -c1-160 || true
			target FAIL "aggregate: >= 10x faster than pt-pmp" \
				"outputs differ (ratio ${ratio}x)"
		fi
	fi

	if [ ! -x "$TIME" ]; then
		target SKIP "aggregate: peak RSS growth < 2x distinct stacks" \
			"no $TIME (apt-get install time)"
		return 0
	fi
	run_measured 60 /dev/null "$PMP" aggregate --format ptpmp "$small"
	rss_small=$REPLY_KB
	run_measured 120 /dev/null "$PMP" aggregate --format ptpmp "$mid"
	rss_mid=$REPLY_KB
	distinct=$(stat -c %s "$SCRATCH/pmp.out")
	growth=$(((rss_big - rss_small) * 1024))
	grow_ratio=$(awk -v g="$growth" -v d="$distinct" 'BEGIN { printf "%.2f", g / d }')
	echo
	printf '%-34s %8d KiB\n' "peak RSS, $(basename "$small")" "$rss_small"
	printf '%-34s %8d KiB\n' "peak RSS, $(mib "$(stat -c %s "$mid")") dump" "$rss_mid"
	printf '%-34s %8d KiB\n' "peak RSS, $(mib "$(stat -c %s "$big")") dump" "$rss_big"
	printf '%-34s %8d B  (%d distinct stacks, ptpmp text)\n' "distinct stacks" \
		"$distinct" "$(wc -l <"$SCRATCH/pmp.out")"
	printf '%-34s %8d B  = %sx the distinct stacks\n' "RSS growth, big - small" \
		"$growth" "$grow_ratio"
	target "$(awk -v r="$grow_ratio" 'BEGIN { print (r < 2 ? "PASS" : "FAIL") }')" \
		"aggregate: peak RSS growth < 2x distinct stacks" \
		"$growth B / $distinct B = ${grow_ratio}x (target < 2x)"
	# both dumps hold the same distinct stacks: any growth is per sample.
	# 256 KiB of slack for the allocator's and the kernel's rounding
	target "$([ $((rss_big - rss_mid)) -le 256 ] && echo PASS || echo FAIL)" \
		"aggregate: peak RSS flat in the number of samples" \
		"$(mib "$(stat -c %s "$mid")") ${rss_mid} KiB, $(mib "$(stat -c %s "$big")") ${rss_big} KiB (target: +256 KiB at most)"
}

main() {
	local names=("$@") failed=0

	[ ${#names[@]} -gt 0 ] || names=("${BENCHES[@]}")
	if [ ! -x "$PMP" ]; then
		echo "bench: no pmp binary at '$PMP' (make)" >&2
		exit 2
	fi
	for n in "${names[@]}"; do
		if ! declare -F "bench_$n" >/dev/null; then
			echo "bench: no bench '$n' (have: ${BENCHES[*]})" >&2
			exit 64
		fi
		"bench_$n"
		echo
	done
	echo "== targets"
	for t in "${targets[@]}"; do
		echo "$t"
		case $t in FAIL*) failed=1 ;; esac
	done
	exit $failed
}

main "$@"
