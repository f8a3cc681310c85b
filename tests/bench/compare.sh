#!/usr/bin/env bash
# tests/bench/compare.sh - make bench's benches with two builds of pmp, side
# by side, so that a change that should not move a figure (a refactoring)
# can be shown not to. `make bench-compare BASE=REV [BENCH="NAME..."]` runs it.
#
#   compare.sh BASE_PMP NEW_PMP [NAME...]   (default: every bench)
#
# Each bench runs once with each binary, back to back, the order swapped
# from one bench to the next (base first, then new first, ...), so that a
# machine warming up or slowing down does not favour one side. For each
# bench the target lines of both runs are printed one under the other
# (same target, base then new), and the whole outputs are kept in the
# scratch directory printed at the end. On a machine with 2 CPUs absolute
# figures move from run to run (the bench's own notes say how much); read
# a difference as a change only where it is beyond that.
#
# Exit status: 0, or 2 when a binary is missing (bench.sh's own failures
# are shown, not turned into this script's status: a FAIL of both sides is
# the machine's, a FAIL of one side is what to look at).
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1

if [ $# -lt 2 ] || [ ! -x "$1" ] || [ ! -x "$2" ]; then
	echo "usage: compare.sh BASE_PMP NEW_PMP [BENCH...] (both binaries must exist)" >&2
	exit 2
fi
base=$1 new=$2
shift 2
if [ $# -gt 0 ]; then
	names=("$@")
else	# the bench list, from bench.sh itself
	read -r -a names <<<"$(sed -n 's/^BENCHES=(\(.*\))$/\1/p; s/^BENCHES+=(\(.*\))$/\1/p' \
		tests/bench/bench.sh | tr '\n' ' ')"
fi
out=$(mktemp -d /tmp/pmp-bench-compare.XXXXXX)

run() {	# run SIDE BENCH FILE
	local pmp=$base
	[ "$1" = new ] && pmp=$new
	# both sides on the same test targets: this tree's
	PMP=$pmp PMP_BENCH_BUILD=$(dirname "$new") bash tests/bench/bench.sh "$2" >"$out/$3.$1" 2>&1
	echo "$?" >"$out/$3.$1.rc"
}

# outputs are named ROUND-BENCH.SIDE: a bench named twice (BENCH="stall
# stall") keeps both rounds' outputs
i=0
for n in "${names[@]}"; do
	f=$((i + 1))-$n
	if [ $((i % 2)) = 0 ]; then run base "$n" "$f"; run new "$n" "$f"; else run new "$n" "$f"; run base "$n" "$f"; fi
	i=$((i + 1))
	echo "== $n, round $i (base: $base; new: $new)"
	# the target lines after "== targets", paired by their order
	paste -d '\n' \
		<(sed -n '/^== targets/,$p' "$out/$f.base" | tail -n +2 | sed 's/^/base  /') \
		<(sed -n '/^== targets/,$p' "$out/$f.new" | tail -n +2 | sed 's/^/new   /')
	for s in base new; do
		grep -q '^== targets' "$out/$f.$s" ||
			echo "$s: bench $n printed no targets (exit $(cat "$out/$f.$s.rc")): $(tail -2 "$out/$f.$s")"
	done
	echo
done
echo "whole outputs: $out/ROUND-NAME.base and $out/ROUND-NAME.new"
