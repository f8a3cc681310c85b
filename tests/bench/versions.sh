#!/usr/bin/env bash
# tests/bench/versions.sh - MariaDB versions compared (issue 24,
# docs/versions.md): the same sysbench workloads on 10.5, 10.11 and 11.8,
# each version in its own Debian root (tests/mariadb/roots.sh), captured in
# interleaved server runs; then `pmp diff` of each version against 11.8
# and of each version against itself (captures of separate server runs),
# with the significant rows of each. Long (about 15 minutes here), so it
# is `make bench-versions`, not part of `make check`.
#
#   VERSIONS="10.5 10.11 11.8"   the versions (the last is the reference)
#   WORKLOADS="point range insert update"
#   ROUNDS=4                     server runs per version (4: the same-version
#                                pairs are runs 1,3 against runs 2,4)
#   SNAPS=100                    snapshots per capture, 0.05 s apart
#   THREADS=32                   sysbench threads
#   OUT=DIR                      where captures, diffs and the table go (kept)
#   REJUDGE=1 OUT=DIR            no server: judge the captures in DIR again
#
# Workloads (4 tables of 10000 rows, prepared once per server run):
#   point   oltp_point_select
#   range   oltp_read_only without point selects (ranges, sums, orders,
#           distincts)
#   insert  oltp_insert
#   update  oltp_update_index
# Each server run starts the server, prepares, and captures each workload
# after 3 s of it; the versions take turns within a round, in a rotated
# order, so no version always runs first on a cold machine.
cd "$(dirname "$0")/../.." || exit 1
PMP=${PMP:-$PWD/build/pmp}
. tests/mariadb/lib.sh
VERSIONS=${VERSIONS:-10.5 10.11 11.8}
WORKLOADS=${WORKLOADS:-point range insert update}
ROUNDS=${ROUNDS:-4}
SNAPS=${SNAPS:-100}
THREADS=${THREADS:-32}
REJUDGE=${REJUDGE:-}
[ -n "$REJUDGE" ] && [ -z "${OUT:-}" ] && { echo "REJUDGE needs OUT=DIR" >&2; exit 64; }
OUT=${OUT:-$(mktemp -d /tmp/pmp-versions.XXXXXX)}
mkdir -p "$OUT"
read -ra vers <<<"$VERSIONS"
ref=${vers[${#vers[@]} - 1]}
PY=$(python3 -c 'import sys; print(sys.executable)')

workload() {	# workload NAME: sets SB (the sysbench script and options)
	case $1 in
	point) SB=(oltp_point_select) ;;
	range) SB=(oltp_read_only --point-selects=0 --skip-trx=on) ;;
	insert) SB=(oltp_insert) ;;
	update) SB=(oltp_update_index) ;;
	*) echo "versions.sh: unknown workload '$1'" >&2; exit 64 ;;
	esac
}

cap() {	# cap FILE: one capture of the running server
	timeout -s TERM 120 "$PMP" -p "$MDB_PID" -n "$SNAPS" -s 0.05 --save "$1" \
		>/dev/null 2>>"$OUT/pmp.err"
	case $? in 0 | 1) ;; *) echo "versions.sh: pmp -p failed for $1" >&2; return 1 ;; esac
	grep -q '^TracerPid:[[:space:]]*0$' "/proc/$MDB_PID/status" ||
		{ echo "versions.sh: mariadbd left traced" >&2; exit 1; }
}

run() {	# run VERSION ROUND: one server run, every workload captured
	local v=$1 r=$2 w dir
	MDB_ROOT=
	mdb_version_root "$v" || exit 77
	mdb_require || exit $?
	mdb_mktemp || exit 1
	dir=$MDB_DIR
	MDB_EXTRA_OPTS=(--innodb-buffer-pool-size=256M --max-connections=200)
	mdb_start "$dir" || exit 1
	mdb_sysbench_prepare "$dir" 4 10000 || exit 1
	for w in $WORKLOADS; do
		workload "$w"
		mdb_sysbench_start "$dir" "${SB[0]}" "$THREADS" 60 "${SB[@]:1}" || exit 1
		sleep 3
		cap "$OUT/$w.$v.$r.raw" || exit 1
		mdb_sysbench_stop
	done
	mdb_stop "$dir"
	rm -rf "$dir"
	echo "versions.sh: $v run $r done" >&2
}

if [ -z "$REJUDGE" ]; then
	mdb_install_trap
	for ((r = 1; r <= ROUNDS; r++)); do
		n=${#vers[@]}
		for ((i = 0; i < n; i++)); do
			run "${vers[$(((i + r - 1) % n))]}" "$r"
		done
	done
fi

# judge NAME DIFF-ARGS...: a row of the table (significant rows, the first
# three by size, whether any of them is unnamed)
table=$OUT/table${REJUDGE:+.rejudged}.txt
: >"$table"
judge() {
	local name=$1
	shift
	"$PMP" diff --format json "$@" >"$OUT/$name.json" 2>>"$OUT/diff.err" ||
		{ echo "versions.sh: pmp diff failed for $name" >&2; return 1; }
	"$PMP" diff "$@" >"$OUT/$name.txt" 2>/dev/null
	"$PY" - "$OUT/$name.json" "$name" <<'PY' | tee -a "$table"
import json, sys
d = json.load(open(sys.argv[1]))
keys = ["groups", "hotspots", "lock_objects", "functions_self", "functions", "stacks"]
sig = [(k, r) for k in keys for r in d.get(k, []) if r["significant"]]
FIELD = {"groups": "group", "hotspots": "lock", "lock_objects": "object",
         "functions_self": "function", "functions": "function", "stacks": "stack"}
TAG = {"groups": "", "hotspots": "", "lock_objects": "obj ", "functions_self": "self ",
       "functions": "total ", "stacks": "stack "}
def name(k, r):
    return str(r.get(FIELD[k], "?"))
def label(k, r):
    s = name(k, r)
    if k == "stacks":	# root first: the innermost frames tell most
        s = "..." + s[-50:] if len(s) > 53 else s
    return TAG[k] + (s if len(s) < 60 else s[:57] + "...")
top = sorted(sig, key=lambda kr: -abs(kr[1]["delta"]))[:3]
unnamed = sum(1 for k, r in sig if name(k, r) == "??")
print("%-24s %-9s %4d %3d  %s" % (sys.argv[2], d["mode"], len(sig), unnamed,
      "; ".join("%s %+.2f" % (label(k, r), r["delta"]) for k, r in top) or "-"))
PY
}
sides() {	# sides VERSION ROUNDS...: --before/--after arguments
	local side=$1 v=$2 r
	shift 2
	for r in "$@"; do printf -- '%s\n%s\n' "--$side" "$OUT/$w.$v.$r.raw"; done
}
printf '%-24s %-9s %4s %3s  %s\n' diff mode "#sig" "#??" "largest significant rows" | tee -a "$table"
all=()
for ((r = 1; r <= ROUNDS; r++)); do all+=("$r"); done
odd=() even=()
for ((r = 1; r <= ROUNDS; r++)); do
	if ((r % 2)); then odd+=("$r"); else even+=("$r"); fi
done
for w in $WORKLOADS; do
	for v in "${vers[@]}"; do
		[ "$v" = "$ref" ] && continue
		mapfile -t a < <(sides before "$v" "${all[@]}"; sides after "$ref" "${all[@]}")
		judge "$w.$v-vs-$ref" "${a[@]}"
	done
	for v in "${vers[@]}"; do
		mapfile -t a < <(sides before "$v" "${odd[@]}"; sides after "$v" "${even[@]}")
		judge "$w.$v-vs-$v" "${a[@]}"
	done
done
echo "versions.sh: captures, diffs and $table in $OUT" >&2
