#!/usr/bin/env bash
# -o FILE that cannot be written whole (issue 23): the message names FILE
# and the reason, the exit status is 2, an existing FILE keeps its old
# contents and no temporary is left beside it. Two ways to fail a write
# without touching the machine's disks: a file size limit (ulimit -f,
# SIGXFSZ ignored: EFBIG) always, and, as root, a full disk: a 64 KiB
# tmpfs in a mount namespace of the test's own (unshare -m: ENOSPC).
source "$(dirname "$0")/common.bash"
in=samples/mariadb-10.11-rw.gdb
in2=samples/mariadb-10.11-ro.gdb
n=0

# check WHAT DIR REASON CMD...: run CMD (which writes DIR/out.*), then
# the checks above
check() {
	local what=$1 dir=$2 reason=$3 rc
	shift 3
	"$@" >"$T/stdout" 2>"$T/err"
	rc=$?
	[ $rc = 2 ] || fail "$what: exit $rc, not 2: $(cat "$T/err")"
	grep -q "^pmp: error: cannot write '$dir/out\.[a-z.]*': $reason" "$T/err" ||
		fail "$what: the message does not name the file and '$reason': $(cat "$T/err")"
	for f in "$dir"/out.*; do
		case $f in
		*.tmp) fail "$what: a temporary is left: $f" ;;
		*) [ "$(cat "$f")" = old ] || fail "$what: $f was changed" ;;
		esac
	done
	n=$((n + 1))
}

# EFBIG: 1 KiB at most per file
for f in txt svg json folded pb.gz speedscope.json; do echo old >"$T/out.$f"; done
for f in txt svg json folded pb.gz speedscope.json; do
	check "aggregate -o out.$f, ulimit -f" "$T" "File too large" \
		bash -c 'ulimit -f 1 && trap "" XFSZ && exec "$@"' - "$PMP" aggregate -o "$T/out.$f" "$in"
done
check "diff -o, ulimit -f" "$T" "File too large" \
	bash -c 'ulimit -f 1 && trap "" XFSZ && exec "$@"' - "$PMP" diff -o "$T/out.txt" "$in2" "$in"

# ENOSPC: a full tmpfs, seen only by this test
if [ "$(id -u)" = 0 ] && command -v unshare >/dev/null &&
	unshare -m --propagation private true 2>/dev/null; then
	mkdir "$T/mnt"
	export PMP in in2 T
	# shellcheck disable=SC2016 # the inner bash expands them (exported above)
	unshare -m --propagation private bash -c '
		mount -t tmpfs -o size=64k tmpfs "$T/mnt" || exit 77
		echo old >"$T/mnt/out.txt" && echo old >"$T/mnt/out.folded" || exit 77
		head -c 1M /dev/zero >"$T/mnt/fill" 2>/dev/null
		"$PMP" aggregate -o "$T/mnt/out.txt" "$in" 2>"$T/e1"; echo $? >"$T/r1"
		"$PMP" aggregate -f folded -o "$T/mnt/out.folded" "$in" 2>"$T/e2"; echo $? >"$T/r2"
		"$PMP" diff -o "$T/mnt/out.txt" "$in2" "$in" 2>"$T/e3"; echo $? >"$T/r3"
		ls -a "$T/mnt" >"$T/ls"
		cat "$T/mnt/out.txt" "$T/mnt/out.folded" >"$T/kept"'
	rc=$?
	if [ $rc = 77 ]; then
		echo "no tmpfs in a mount namespace: ENOSPC not tested"
	else
		[ $rc = 0 ] || fail "the mount namespace's script: exit $rc"
		for i in 1 2 3; do
			[ "$(cat "$T/r$i")" = 2 ] || fail "full disk, run $i: exit $(cat "$T/r$i"), not 2: $(cat "$T/e$i")"
			grep -q "^pmp: error: cannot write '$T/mnt/out\.[a-z.]*': No space left on device" "$T/e$i" ||
				fail "full disk, run $i: the message does not name the file: $(cat "$T/e$i")"
			n=$((n + 1))
		done
		grep -q '\.tmp$' "$T/ls" && fail "full disk: a temporary is left: $(cat "$T/ls")"
		[ "$(cat "$T/kept")" = "old
old" ] || fail "full disk: the old files were changed"
	fi
fi
echo "$n failed writes named their file"
done_
