#!/usr/bin/env bash
# Containers and replaced binaries (issue 15, point 7; pmp/elf/target_elf.c,
# docs/safety.md): pmp names a target's frames from the files the target
# mapped, never from the host's file at the same path.
#  1. a target started in its own mount namespace (unshare -m), from a
#     tmpfs only it sees: named right with nothing at that path on the
#     host, and with another program at that path on the host (whose
#     names must not appear);
#  2. a target whose binary was deleted and replaced by another program
#     after it started ("(deleted)" in its maps): named right; and when
#     /proc/PID/map_files cannot be used (PMP_NO_MAP_FILES=1, as without
#     the capability), the replacement's build-id is refused with a
#     warning and the frames stay ?? (no name of the replacement);
#  3. a target in its own pid namespace (unshare -p -f): named right.
# Each run must leave the target released.
source "$(dirname "$0")/lib.bash"
command -v unshare >/dev/null || live_skip "no unshare (util-linux)"
IDLE=$B/tests/idle/idle_target
[ -x "$PARKED" ] && [ -x "$IDLE" ] || live_skip "no test targets (make test-targets)"
[ "$(id -u)" = 0 ] || live_skip "needs root (mount namespaces, map_files)"
T=$LIVE_TMP
rc=0
fail() { echo "FAIL: $*"; rc=1; }

# names only the other program has (its functions, not the parked ones)
nm --defined-only "$IDLE" | awk '$2 ~ /[Tt]/ { print $3 }' | sort -u >"$T/idle.names"
nm --defined-only "$PARKED" | awk '$2 ~ /[Tt]/ { print $3 }' | sort -u >"$T/parked.names"
comm -23 "$T/idle.names" "$T/parked.names" | grep -v '^_' >"$T/only-idle.names"
[ -s "$T/only-idle.names" ] || live_fail "no function names of idle_target to look for"

# the parked target's own functions, as exact-stacks.expected has them
check_named() {	# check_named LABEL FOLDED [STDERR]
	local f
	for f in park_main mutex_thread mutex_a cond_thread sleep_thread busy_thread deep_leaf; do
		grep -q ";$f;\|;$f " "$2" || { fail "$1: frame $f not named: $(head -c 300 "$2")"; return; }
	done
	if grep -o '[^;]*' "$2" | sed 's/ [0-9]*$//' | sort -u | grep -qxFf "$T/only-idle.names"; then
		fail "$1: a name of the other program appears: $(grep -o '[^;]*' "$2" | sed 's/ [0-9]*$//' | sort -u | grep -xFf "$T/only-idle.names" | head -3)"
	fi
	[ $# -lt 3 ] || [ ! -s "$3" ] || fail "$1: unexpected messages: $(head -3 "$3")"
}
sample() {	# sample PID OUT ERR [ENV...]: pmp -p, folded, exit status in $st
	local pid=$1 out=$2 err=$3
	shift 3
	env "$@" "$PMP" -p "$pid" -n 2 -s 0.05 -f folded >"$out" 2>"$err"
	st=$?
}

# 1. a mount namespace with a tmpfs of its own at $T/mnt
mkdir -p "$T/mnt"
unshare -m --propagation private sh -c "mount -t tmpfs tmpfs '$T/mnt' && cp '$PARKED' '$T/mnt/parked' && exec '$T/mnt/parked'" \
	>"$T/ns.out" 2>&1 &
NSPID=$!
LIVE_PIDS+=("$NSPID")
live_wait_ready "$NSPID" "$T/ns.out" 5 "parked in a mount namespace"
live_need_ptrace "$NSPID"
grep -q " $T/mnt/parked\$" "/proc/$NSPID/maps" || live_fail "the target does not run from $T/mnt/parked"
[ -e "$T/mnt/parked" ] && live_fail "the host sees $T/mnt/parked: no private mount"
sample "$NSPID" "$T/ns1.folded" "$T/ns1.err"
[ $st -eq 0 ] || fail "mount namespace, no host file: exit $st: $(head -3 "$T/ns1.err")"
check_named "mount namespace, no host file" "$T/ns1.folded" "$T/ns1.err"
live_assert_released "$NSPID"
cp "$IDLE" "$T/mnt/parked"	# another program at the same path, on the host
sample "$NSPID" "$T/ns2.folded" "$T/ns2.err"
[ $st -eq 0 ] || fail "mount namespace, another host file: exit $st: $(head -3 "$T/ns2.err")"
check_named "mount namespace, another host file" "$T/ns2.folded" "$T/ns2.err"
# without map_files: the path in the target's namespace is its own file
sample "$NSPID" "$T/ns3.folded" "$T/ns3.err" PMP_NO_MAP_FILES=1
[ $st -eq 0 ] || fail "mount namespace, /proc/PID/root: exit $st: $(head -3 "$T/ns3.err")"
check_named "mount namespace, /proc/PID/root" "$T/ns3.folded" "$T/ns3.err"
live_assert_released "$NSPID"
kill "$NSPID"

# 2. deleted and replaced while it runs
mkdir -p "$T/bin"
cp "$PARKED" "$T/bin/parked"
"$T/bin/parked" >"$T/del.out" 2>&1 &
DPID=$!
LIVE_PIDS+=("$DPID")
live_wait_ready "$DPID" "$T/del.out" 5 "parked"
rm "$T/bin/parked"
cp "$IDLE" "$T/bin/parked"
grep -q " $T/bin/parked (deleted)\$" "/proc/$DPID/maps" || live_fail "no '(deleted)' in the maps"
sample "$DPID" "$T/del1.folded" "$T/del1.err"
[ $st -eq 0 ] || fail "replaced binary: exit $st: $(head -3 "$T/del1.err")"
check_named "replaced binary" "$T/del1.folded" "$T/del1.err"
sample "$DPID" "$T/del2.folded" "$T/del2.err" PMP_NO_MAP_FILES=1
grep -q "^pmp: warning: process $DPID: module '$T/bin/parked (deleted)': the file found, '/proc/$DPID/root$T/bin/parked', has build-id [0-9a-f]*, the process mapped [0-9a-f]* (replaced on disk, or another mount namespace's file): its frames are left ??\$" "$T/del2.err" ||
	fail "replaced binary without map_files: no build-id warning: $(head -3 "$T/del2.err")"
[ "$(grep -c 'build-id' "$T/del2.err")" -eq 1 ] || fail "the build-id warning is not given once: $(cat "$T/del2.err")"
grep -q ';park_main;\|;mutex_a;' "$T/del2.folded" && fail "replaced binary without map_files: frames named from somewhere"
if grep -o '[^;]*' "$T/del2.folded" | sed 's/ [0-9]*$//' | sort -u | grep -qxFf "$T/only-idle.names"; then
	fail "replaced binary without map_files: names of the replacement appear"
fi
# its frames are ?? (and, without its file's CFI, the unwind stops there)
grep -q '^??' "$T/del2.folded" || fail "replaced binary without map_files: its frames are not ??: $(head -c 300 "$T/del2.folded")"
live_assert_released "$DPID"
kill "$DPID"

# 3. its own pid namespace: pmp is given the host's pid of the target
unshare -p -f "$PARKED" >"$T/pid.out" 2>&1 &
UPID=$!
LIVE_PIDS+=("$UPID")
live_wait_ready "$UPID" "$T/pid.out" 5 "parked in a pid namespace"
PPID_NS=$(awk '{ print $1 }' "/proc/$UPID/task/$UPID/children" 2>/dev/null)
[ -n "$PPID_NS" ] || live_fail "no child of unshare -p -f"
LIVE_PIDS+=("$PPID_NS")
grep -q 'NSpid:.*[[:space:]]1$' "/proc/$PPID_NS/status" || live_fail "the target is not pid 1 of its namespace"
sample "$PPID_NS" "$T/pidns.folded" "$T/pidns.err"
[ $st -eq 0 ] || fail "pid namespace: exit $st: $(head -3 "$T/pidns.err")"
check_named "pid namespace" "$T/pidns.folded" "$T/pidns.err"
live_assert_released "$PPID_NS"
kill "$PPID_NS" "$UPID" 2>/dev/null
[ $rc -eq 0 ] && echo "PASS: mount namespace (with and without a host file), replaced binary (map_files, and a refused build-id without it), pid namespace"
exit $rc
