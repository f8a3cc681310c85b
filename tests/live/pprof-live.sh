#!/usr/bin/env bash
# pmp -p --format pprof, read by the real `go tool pprof` (issue 17): a
# "thread" label per sample with the target's thread names and, with
# --tid, a "tid" label per thread of the target; mappings with the
# modules' paths and build-ids (the parked target's own, as readelf reads
# it); locations with source lines. And every frame's pc: the same
# snapshots saved as a raw capture (--save), each frame of it, named or
# not, must be in a location at its module offset (pprof's mappings
# start at 0) holding its function, in the mapping of the capture's
# module with its path and build-id: in pmp -p's profile and in pmp
# aggregate's of the capture. An inlined call shares its caller's
# location (one pc).
. "$(dirname "$0")/lib.bash"
command -v go >/dev/null || live_skip "no go (Debian: apt-get install golang-go)"
command -v readelf >/dev/null || live_skip "no readelf (binutils)"
command -v python3 >/dev/null || live_skip "no python3"
export GOCACHE=$LIVE_TMP/gocache GOPATH=$LIVE_TMP/gopath HOME=$LIVE_TMP PPROF_TMPDIR=$LIVE_TMP

live_start_parked --no-busy
live_need_ptrace "$TPID"
"$PMP" -p "$TPID" -n 2 -s 0.02 --tid -o "$LIVE_TMP/live.pb.gz" --save "$LIVE_TMP/live.raw" ||
	live_fail "pmp -p -o live.pb.gz exited $?"
live_assert_released "$TPID"
gzip -t "$LIVE_TMP/live.pb.gz" || live_fail "-o live.pb.gz is not gzip"
go tool pprof -tags "$LIVE_TMP/live.pb.gz" >"$LIVE_TMP/tags" 2>"$LIVE_TMP/err" ||
	live_fail "go tool pprof -tags: $(cat "$LIVE_TMP/err")"
go tool pprof -raw "$LIVE_TMP/live.pb.gz" >"$LIVE_TMP/raw" 2>>"$LIVE_TMP/err" ||
	live_fail "go tool pprof -raw: $(cat "$LIVE_TMP/err")"
# the tids: each thread of the target, seen in 2 snapshots
want=$(ls /proc/"$TPID"/task | sort -n | tr '\n' ' ')
got=$(awk '/^ tid: /{ on = 1; next } /^ [a-z_]+: /{ on = 0 } on && /%\): / { print $NF }' \
	"$LIVE_TMP/tags" | sort -n | tr '\n' ' ')
[ "$got" = "$want" ] || live_fail "tid labels '$got', the target's threads '$want'"
# the thread names: those of /proc/PID/task/*/comm
want=$(cat /proc/"$TPID"/task/*/comm | sort -u | tr '\n' ' ')
got=$(awk '/^ thread: /{ on = 1; next } /^ [a-z_]+: /{ on = 0 } on && /%\): / { print $NF }' \
	"$LIVE_TMP/tags" | sort -u | tr '\n' ' ')
[ "$got" = "$want" ] || live_fail "thread labels '$got', the target's names '$want'"
# the target's mapping: its path and build-id
bid=$(readelf -n "$PARKED" | awk '/Build ID:/ { print $3; exit }')
[ -n "$bid" ] || live_fail "no build-id in $PARKED"
grep -Eq "^ *[0-9]+: 0x0/0x[0-9a-f]+/0x0 $(readlink -f "$PARKED") $bid( |$)" "$LIVE_TMP/raw" ||
	live_fail "no mapping of $PARKED with build-id $bid: $(sed -n '/^Mappings/,$p' "$LIVE_TMP/raw" | head -5)"
# libc's mapping has a build-id too
grep -Eq '^ *[0-9]+: 0x0/0x[0-9a-f]+/0x0 [^ ]*libc\.so\.6 [0-9a-f]{40}( |$)' "$LIVE_TMP/raw" ||
	live_fail "no libc.so.6 mapping with a build-id"
# a location with a source line of the target (built -g)
grep -Eq ' [a-z_]+\.c:[0-9]+ ' "$LIVE_TMP/raw" || live_fail "no location with a source line"

# every frame's pc, from the raw capture of the same snapshots
"$PMP" aggregate -f pprof -o "$LIVE_TMP/agg.pb.gz" "$LIVE_TMP/live.raw" ||
	live_fail "pmp aggregate -f pprof of the capture exited $?"
go tool pprof -raw "$LIVE_TMP/agg.pb.gz" >"$LIVE_TMP/agg.txt" 2>>"$LIVE_TMP/err" ||
	live_fail "go tool pprof -raw of pmp aggregate's: $(cat "$LIVE_TMP/err")"
for p in raw agg.txt; do
	python3 - "$LIVE_TMP/live.raw" "$LIVE_TMP/$p" <<'PY' || live_fail "$p: frames not at their pcs (above)"
import re, sys
cap, dump = sys.argv[1:3]
mods, frames = {}, set()	# basename -> (path, build-id); (module, off, bid, symbol)
for l in open(cap):
    m = re.match(r"^# module 0x[0-9a-f]+ 0x[0-9a-f]+ (\S+) (.*)$", l)
    if m:
        mods.setdefault(m.group(2).rsplit("/", 1)[-1], (m.group(2), m.group(1)))
    m = re.match(r"^frame (\S+)\+0x([0-9a-f]+) (\S+) (\S+) \S+ (.*)$", l)
    if m:
        frames.add((m.group(1), int(m.group(2), 16), m.group(3), m.group(5),
                    m.group(4)[4:] if m.group(4).startswith("fde=") else None))
sec, locs, maps, loc = None, {}, {}, None	# (address, mapping) -> [names]
for l in open(dump):
    l = l.rstrip("\n")
    if l in ("Locations", "Mappings"):
        sec = l
        continue
    if sec == "Locations":
        m = re.match(r"^ +\d+: 0x([0-9a-f]+) M=(\d+) (\S+) ", l)
        if m:
            loc = locs.setdefault((int(m.group(1), 16), int(m.group(2))), [])
            loc.append(m.group(3))
        elif re.match(r"^ {10,}\S", l) and loc is not None:
            loc.append(l.split()[0])	# an inlined call's caller
    elif sec == "Mappings":
        m = re.match(r"^(\d+): 0x0/0x([0-9a-f]+)/0x0 (\S+) ?(\S*)", l)
        if m:
            maps[int(m.group(1))] = (m.group(3), m.group(4), int(m.group(2), 16))
bad = named = 0
for mod, off, bid, sym, start in sorted(frames, key=lambda f: f[:4]):
    named += sym != "??"
    # a function without a symbol: its start (docs/formats.md#unnamed-functions)
    name = sym if sym != "??" else "%s+%s" % (mod, start) if start else "%s+0x%x" % (mod, off)
    at = [mid for (a, mid), names in locs.items() if a == off and name in names]
    want = mods.get(mod, ("?", "?"))
    ok = [mid for mid in at if maps.get(mid, ("", "", 0))[:2] == (want[0], bid) and
          off < maps[mid][2]]
    if not ok:
        bad += 1
        if bad <= 5:
            print("%s: frame %s+0x%x %s: no location at 0x%x in a mapping of %s "
                  "with build-id %s (at that address: %s)" % (dump, mod, off, sym, off,
                  want[0], bid, [(hex(a), m, n) for (a, m), n in locs.items() if a == off]))
zero = sum(1 for (a, _), n in locs.items() if a == 0)
if zero:
    print("%s: %d locations at address 0" % (dump, zero)); bad += 1
print("%s: %d frames (%d named) of the capture at their pcs, %d wrong; %d locations" % (
    dump.rsplit("/", 1)[-1], len(frames), named, bad, len(locs)))
sys.exit(1 if bad or named < 10 else 0)
PY
done
echo "ok: $(grep -c 'M=' "$LIVE_TMP/raw") locations, $(sed -n '/^Mappings/,$p' "$LIVE_TMP/raw" | grep -c '^ *[0-9]*:') mappings"
