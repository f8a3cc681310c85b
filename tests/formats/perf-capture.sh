#!/usr/bin/env bash
# perf-capture.sh - regenerate the perf reader's golden inputs with the real
# perf (Debian's linux-perf), from tests/formats/perf_target.c:
#   tests/golden/inputs/perf-fp.perf     `perf script` default output, frame
#       pointer call graphs, two events (cpu-clock and task-clock), kernel
#       frames of write(2)
#   tests/golden/inputs/perf-dwarf.perf  `perf script --inline -F
#       comm,pid,tid,time,period,event,ip,sym,dso` (PID/TID, inlined
#       frames), DWARF call graphs, one event
#   tests/golden/inputs/perf-nocallgraph.perf  no -g: one frame per sample,
#       on the (right-aligned) header line
#   tests/golden/inputs/perf-untimed.perf  `perf script -F comm,tid,ip,sym,dso`
#       of perf-fp's data (no time field), its first 60 samples
#   tests/golden/inputs/perf-report-nc.txt  `perf report --stdio
#       --no-children` of the same data (default threshold: pruned chains)
#   tests/golden/inputs/perf-report-c.txt  `perf report --stdio --children -n`
#   (the committed three were taken of a one-event capture of the same
#   program, perf record -e cpu-clock -F 999 -g)
# Run as root (or with perf_event_paranoid <= 1 for the kernel frames);
# then `make golden-update` and review the diff. Not part of `make check`.
set -euo pipefail
cd "$(dirname "$0")/../.."
dir=$(mktemp -d /tmp/pmp-perf.XXXXXX)
trap 'rm -rf "$dir"' EXIT
cc -D_GNU_SOURCE -O2 -g -fno-omit-frame-pointer -pthread -o "$dir/perf_target" tests/formats/perf_target.c
(cd "$dir" && perf record -q -e cpu-clock -e task-clock -F 250 -g -o fp.data ./perf_target 4 >/dev/null)
(cd "$dir" && perf script -i fp.data 2>/dev/null) >tests/golden/inputs/perf-fp.perf
(cd "$dir" && perf script -i fp.data -F comm,tid,ip,sym,dso 2>/dev/null) |
	awk 'BEGIN { RS = ""; ORS = "\n\n" } NR <= 60' >tests/golden/inputs/perf-untimed.perf
(cd "$dir" && perf report -i fp.data --stdio --no-children 2>/dev/null) >tests/golden/inputs/perf-report-nc.txt
(cd "$dir" && perf report -i fp.data --stdio --children -n 2>/dev/null) >tests/golden/inputs/perf-report-c.txt
(cd "$dir" && perf record -q -e cpu-clock -F 250 --call-graph dwarf,16384 -o dwarf.data ./perf_target 4 >/dev/null)
(cd "$dir" && perf script -i dwarf.data --inline -F comm,pid,tid,time,period,event,ip,sym,dso 2>/dev/null) \
	>tests/golden/inputs/perf-dwarf.perf
(cd "$dir" && perf record -q -e cpu-clock -F 100 -o nog.data ./perf_target 2 >/dev/null)
(cd "$dir" && perf script -i nog.data 2>/dev/null) >tests/golden/inputs/perf-nocallgraph.perf
wc -lc tests/golden/inputs/perf-*.perf
