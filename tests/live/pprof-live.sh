#!/usr/bin/env bash
# pmp -p --format pprof, read by the real `go tool pprof` (issue 17): a
# "thread" label per sample with the target's thread names and, with
# --tid, a "tid" label per thread of the target; mappings with the
# modules' paths and build-ids (the parked target's own, as readelf reads
# it); locations with source lines.
. "$(dirname "$0")/lib.bash"
command -v go >/dev/null || live_skip "no go (Debian: apt-get install golang-go)"
command -v readelf >/dev/null || live_skip "no readelf (binutils)"
export GOCACHE=$LIVE_TMP/gocache GOPATH=$LIVE_TMP/gopath HOME=$LIVE_TMP PPROF_TMPDIR=$LIVE_TMP

live_start_parked --no-busy
live_need_ptrace "$TPID"
"$PMP" -p "$TPID" -n 2 -s 0.02 --tid -o "$LIVE_TMP/live.pb.gz" ||
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
echo "ok: $(grep -c 'M=' "$LIVE_TMP/raw") locations, $(sed -n '/^Mappings/,$p' "$LIVE_TMP/raw" | grep -c '^ *[0-9]*:') mappings"
