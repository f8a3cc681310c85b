#!/usr/bin/env bash
# The files pmp writes (issue 15, points 1-4; lib/outfile.h;
# docs/safety.md, "Files pmp writes"), as root, in a world-writable
# sticky directory of the test's own where another user plants files:
#  - --save, -o and pmp diff -o refuse a destination that is a device
#    node (made with mknod here, never the real /dev), a FIFO or a
#    symlink, with exit 64 and the node left as it was;
#  - a symlink planted at FILE.tmp (the old temporary's name) is not
#    followed, and a 0666 FILE of another user is replaced by root's
#    file with the umask's mode; the temporary is 0600 while written;
#  - --save F -o F (however spelled) is a usage error, F untouched;
#  - SIGINT before the first snapshot leaves an existing --save FILE as
#    it was (gdb stops pmp right after its checks and sends it SIGINT);
#  - --help, --version, pmp rules list|check|explain to a full device
#    (mknod c 1 7) fail with a message and exit 2.
. "$(dirname "$0")/lib.bash"

[ "$(id -u)" = 0 ] || live_skip "needs root: mknod and another user's files"
command -v setpriv >/dev/null || live_skip "setpriv missing (util-linux)"
live_start_parked --no-busy
live_need_ptrace "$TPID"
nfail=0
fail() { echo "FAIL: $*" >&2; nfail=$((nfail + 1)); }
umask 022
chmod 755 "$LIVE_TMP"
D=$LIVE_TMP/pub
mkdir "$D" && chmod 1777 "$D"
U=54321	# another user: no passwd entry needed
as_user() { setpriv --reuid=$U --regid=$U --clear-groups -- "$@"; }
echo "secret" >"$LIVE_TMP/victim"
victim_ok() { [ "$(cat "$LIVE_TMP/victim")" = secret ] || fail "$1: the victim file was written"; }
mknod "$D/null" c 1 3
mknod "$D/full" c 1 7
mkfifo "$D/fifo"
ln -s "$LIVE_TMP/victim" "$D/link"
ln -s /proc/self/fd/1 "$D/fd1"

# refused destinations: exit 64, a message naming the file, left as is
refuse() {	# refuse WHAT NAME CMD...
	local what=$1 name=$2 before after rc
	shift 2
	before=$(stat -c '%F %t %T %N' "$D/$name")
	timeout 60 "$@" >"$LIVE_TMP/out" 2>"$LIVE_TMP/err"
	rc=$?
	[ $rc = 64 ] || fail "$what onto $name: exit $rc, not 64: $(cat "$LIVE_TMP/err")"
	grep -q "'$D/$name'" "$LIVE_TMP/err" || fail "$what onto $name: no message naming it: $(cat "$LIVE_TMP/err")"
	after=$(stat -c '%F %t %T %N' "$D/$name")
	[ "$before" = "$after" ] || fail "$what onto $name: changed: $before -> $after"
	! compgen -G "$D/$name.*.tmp" >/dev/null || fail "$what onto $name: temporary left"
}
printf 'main;f 3\n' >"$LIVE_TMP/a.folded"
for n in null full fifo link fd1; do
	refuse --save "$n" "$PMP" -p "$TPID" -f folded --save "$D/$n"
	refuse -o "$n" "$PMP" -p "$TPID" -f folded -o "$D/$n"
	refuse "aggregate -o" "$n" "$PMP" aggregate -f folded -o "$D/$n" "$LIVE_TMP/a.folded"
	refuse "diff -o" "$n" "$PMP" diff -o "$D/$n" "$LIVE_TMP/a.folded" "$LIVE_TMP/a.folded"
done
victim_ok "a symlink as the destination"
live_assert_released "$TPID"

# planted by another user: FILE.tmp -> victim (the old temporary's name),
# and FILE itself, 0666 and theirs
as_user ln -s "$LIVE_TMP/victim" "$D/cap.raw.tmp"
as_user sh -c "umask 0; echo theirs >'$D/cap.raw'"
[ "$(stat -c '%u %a' "$D/cap.raw")" = "$U 666" ] || live_fail "could not plant the user's file"
"$PMP" -p "$TPID" -n 2 -s 0.01 -f folded --save "$D/cap.raw" >/dev/null 2>"$LIVE_TMP/err" ||
	fail "--save over a user's file: exit $?: $(cat "$LIVE_TMP/err")"
victim_ok "a planted FILE.tmp symlink"
[ -L "$D/cap.raw.tmp" ] || fail "the planted symlink was replaced"
[ "$(stat -c '%u %a %F' "$D/cap.raw")" = "0 644 regular file" ] ||
	fail "--save over a user's 0666 file: $(stat -c '%u %a %F' "$D/cap.raw"), not root's 644"
tail -1 "$D/cap.raw" | grep -q '^end snapshots=2 ' || fail "--save: not a complete capture"
"$PMP" aggregate -f folded "$D/cap.raw" >/dev/null || fail "the capture does not read back"
# the same with -o and diff -o
as_user sh -c "umask 0; echo theirs >'$D/rep.txt'; ln -s '$LIVE_TMP/victim' '$D/rep.txt.tmp'"
"$PMP" aggregate -f folded -o "$D/rep.txt" "$LIVE_TMP/a.folded" || fail "-o over a user's file: exit $?"
[ "$(stat -c '%u %a' "$D/rep.txt")" = "0 644" ] && [ "$(cat "$D/rep.txt")" = "main;f 3" ] ||
	fail "-o over a user's file: $(stat -c '%u %a' "$D/rep.txt") '$(cat "$D/rep.txt")'"
"$PMP" diff -f folded -o "$D/rep.txt" "$LIVE_TMP/a.folded" "$LIVE_TMP/a.folded" ||
	fail "diff -o over a file: exit $?"
victim_ok "-o and diff -o with a planted FILE.tmp symlink"
# umask 077: the file is 0600
(umask 077; "$PMP" aggregate -f folded -o "$D/private.txt" "$LIVE_TMP/a.folded")
[ "$(stat -c '%a' "$D/private.txt")" = 600 ] || fail "-o under umask 077: mode $(stat -c '%a' "$D/private.txt")"

# while written: a 0600 temporary of root's beside FILE, FILE unchanged
echo old >"$D/slow.raw"
"$PMP" -p "$TPID" -n 40 -s 0.05 -f folded --save "$D/slow.raw" >/dev/null 2>&1 &
bg=$!
seen=
for ((i = 0; i < 100; i++)); do
	t=$(compgen -G "$D/slow.raw.*.tmp" | head -1)
	if [ -n "$t" ]; then
		seen=$(stat -c '%u %a' "$t" 2>/dev/null)
		[ "$(cat "$D/slow.raw")" = old ] || fail "FILE changed before the capture was complete"
		break
	fi
	sleep 0.02
done
wait $bg || fail "the slow --save exited $?"
[ "$seen" = "0 600" ] || fail "the temporary while written: '$seen', not root's 0600"
tail -1 "$D/slow.raw" | grep -q '^end snapshots=40 ' || fail "the slow capture is not complete"
live_assert_released "$TPID"

# --save F -o F: one would silently win
echo keep >"$D/same"
ln "$D/same" "$D/hard"
for o in "$D/same" "$D/./same" "$D/../pub/same" "$D/hard"; do
	"$PMP" -p "$TPID" -f folded --save "$D/same" -o "$o" >/dev/null 2>"$LIVE_TMP/err"
	rc=$?
	[ $rc = 64 ] && grep -q 'same file' "$LIVE_TMP/err" || fail "--save F -o $o: exit $rc: $(cat "$LIVE_TMP/err")"
done
"$PMP" -p "$TPID" -f folded --save "$D/new.raw" -o "$D/../pub/new.raw" >/dev/null 2>"$LIVE_TMP/err"
[ $? = 64 ] || fail "--save F -o F (F new): not refused"
[ ! -e "$D/new.raw" ] || fail "--save F -o F (F new): F written"
[ "$(cat "$D/same")" = keep ] || fail "--save F -o F: F changed"
live_assert_released "$TPID"

# SIGINT before the first snapshot: gdb holds pmp right after its checks
# (live_open() returned) and resumes it with SIGINT
if command -v gdb >/dev/null; then
	echo "previous capture" >"$D/early.raw"
	timeout 120 gdb -nx -batch -iex "set debuginfod enabled off" \
		-ex 'set breakpoint pending off' -ex 'break live_open' -ex run -ex finish \
		-ex 'signal SIGINT' --args "$PMP" -p "$TPID" -n 3 -f folded --save "$D/early.raw" \
		>"$LIVE_TMP/gdb.out" 2>&1
	grep -q 'before the first snapshot' "$LIVE_TMP/gdb.out" ||
		fail "early SIGINT: pmp did not stop before the first snapshot: $(tail -5 "$LIVE_TMP/gdb.out")"
	grep -q "no snapshot taken: '$D/early.raw' not written" "$LIVE_TMP/gdb.out" ||
		fail "early SIGINT: no warning that FILE was not written"
	[ "$(cat "$D/early.raw")" = "previous capture" ] || fail "early SIGINT replaced FILE: $(head -2 "$D/early.raw")"
	! compgen -G "$D/early.raw.*.tmp" >/dev/null || fail "early SIGINT: temporary left"
	live_assert_released "$TPID"
else
	echo "gdb missing: SIGINT before the first snapshot not tested"
fi

# stdout to a full device: a message and exit 2, never 0
for cmd in "--help" "--version" "aggregate --help" "diff --help" "top --help" \
	"rules list" "rules check" "rules explain main;pthread_mutex_lock" \
	"aggregate -f folded $LIVE_TMP/a.folded"; do
	# shellcheck disable=SC2086
	"$PMP" $cmd >"$D/full" 2>"$LIVE_TMP/err"
	rc=$?
	[ $rc = 2 ] || fail "pmp $cmd >full: exit $rc, not 2"
	grep -q 'cannot write.*No space left on device' "$LIVE_TMP/err" ||
		fail "pmp $cmd >full: no message: $(cat "$LIVE_TMP/err")"
done

[ $nfail -eq 0 ] || live_fail "$nfail check(s) failed"
echo "files: nodes, FIFOs and symlinks refused, planted files not followed, FILE kept until complete"
