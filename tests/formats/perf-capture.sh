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
# Run as root (or with perf_event_paranoid <= 1 for the kernel frames);
# then `make golden-update` and review the diff. Not part of `make check`.
set -euo pipefail
cd "$(dirname "$0")/../.."
dir=$(mktemp -d /tmp/pmp-perf.XXXXXX)
trap 'rm -rf "$dir"' EXIT
cc -D_GNU_SOURCE -O2 -g -fno-omit-frame-pointer -pthread -o "$dir/perf_target" tests/formats/perf_target.c
(cd "$dir" && perf record -q -e cpu-clock -e task-clock -F 250 -g -o fp.data ./perf_target 4 >/dev/null)
(cd "$dir" && perf script -i fp.data 2>/dev/null) >tests/golden/inputs/perf-fp.perf
(cd "$dir" && perf record -q -e cpu-clock -F 250 --call-graph dwarf,16384 -o dwarf.data ./perf_target 4 >/dev/null)
(cd "$dir" && perf script -i dwarf.data --inline -F comm,pid,tid,time,period,event,ip,sym,dso 2>/dev/null) \
	>tests/golden/inputs/perf-dwarf.perf
(cd "$dir" && perf record -q -e cpu-clock -F 100 -o nog.data ./perf_target 2 >/dev/null)
(cd "$dir" && perf script -i nog.data 2>/dev/null) >tests/golden/inputs/perf-nocallgraph.perf
wc -lc tests/golden/inputs/perf-*.perf
