#!/usr/bin/env bash
# Whole stacks under load: a throwaway mariadbd (Debian's, stripped) under
# sysbench oltp_read_write with 32 client threads; one gdb snapshot, the
# oracle, then 5 pmp snapshots per unwinder (--save: one line per thread);
# then one frozen moment (below).
#
#  1. Every pmp stack reaches the thread's start: its outermost frame is
#     start_thread, clone3 (glibc 2.34 and later), clone (before) in any
#     alias spelling (__GI___clone3), or _start.
#  2. pmp shows no more "??" frames than gdb for the same threads.
#
# io_uring workers ("iou-wrk-*") run only in the kernel and have no user
# stack: both sides leave them out, and the count is printed (pmp shows
# them as one "[no user code]" frame, not as unwind failures).
#
# How threads are matched: by thread id (gdb's "LWP N", pmp's "thread N").
# The snapshots are taken at different moments of a busy server, so a
# thread may be somewhere else in each. Where a thread sits in the same
# place on both sides (the same function sequence once "??" frames, alias
# spellings, argument lists and gdb's tail-call frames are set aside;
# pmp's names are demangled as gdb's are), pmp's "??" count must not
# exceed gdb's for that thread. The mean number of "??" per thread over all
# matched threads, moved or not, is printed for both sides.
#
# The frozen moment: the server is stopped (SIGSTOP) and gdb and both pmp
# unwinders take it in turn, so every thread is in the same place for all
# three. Then every thread must be in the same place in pmp as in gdb,
# with no more "??", and libdw and libunwind must give the same frames,
# address for address. This is the check that an unwinder invents or
# drops no frame; the mean above only shows how busy the server was.
#
# Unwinders: libdw and libunwind (Debian 12's 1.6.2) are both held to all
# of it. PMP_STRICT_LIBUNWIND=0 prints libunwind's failures without
# failing the test.
. "$(dirname "$0")/lib.bash"
. tests/mariadb/lib.sh
mdb_require || exit 77
[ -n "$MDB_ROOT" ] || command -v gdb >/dev/null || live_skip "gdb not installed"
TAILCALLS='futex_abstimed_wait_cancelable64'
FROZEN=
trap '[ -z "$FROZEN" ] || kill -CONT "$FROZEN" 2>/dev/null; mdb_cleanup; live_cleanup' EXIT

dir=$LIVE_TMP/mdb
mkdir -p "$dir"
mdb_start "$dir" || live_fail "mariadbd did not start"
mdb_sysbench_prepare "$dir" || live_fail "sysbench prepare failed"
live_need_ptrace "$MDB_PID"
mdb_sysbench_start "$dir" oltp_read_write 32 120
sleep 5

MDB_GDB_TIMEOUT=300 mdb_gdb "$MDB_PID" -nx -iex "set debuginfod enabled off" -ex "set pagination 0" \
	-ex "thread apply all bt" -batch >"$LIVE_TMP/gdb.txt" 2>/dev/null
live_assert_released "$MDB_PID"
grep -q '^Thread ' "$LIVE_TMP/gdb.txt" || live_fail "gdb could not attach"

# gdb's dump as "TID NAME\tframe;frame;..." (innermost first): the name
# after " in ", or after "#N  " for frames gdb shows without an address
gdb_threads() {
	awk '
	function flush() { if (tid != "") printf "%s %s\t%s\n", tid, name, fr; tid = "" }
	/^Thread [0-9]+ / {
		flush()
		match($0, /LWP [0-9]+/); tid = substr($0, RSTART + 4, RLENGTH - 4)
		name = $0; sub(/.*\) "/, "", name); sub(/"\):?$/, "", name); fr = ""
		next
	}
	/^#[0-9]+ / && tid != "" {
		line = $0; sub(/^#[0-9]+ +/, "", line)
		if (line ~ /^0x[0-9a-f]+ in /) sub(/^0x[0-9a-f]+ in /, "", line)
		sub(/ .*/, "", line)
		fr = fr (fr == "" ? "" : ";") line
	}
	END { flush() }' "$1"
}

# pmp's --save capture as "SNAPSHOT TID NAME\tframe;frame;..."
raw_threads() {
	awk '
	function flush() { if (tid != "") printf "%s %s %s\t%s\n", snap, tid, name, fr; tid = "" }
	/^snapshot / { flush(); snap = $2; next }
	/^thread / { flush(); tid = $2; name = $4; fr = ""; next }
	/^frame / && tid != "" {
		sym = $0; sub(/^frame [^ ]+ [^ ]+ [^ ]+ [^ ]+ /, "", sym)
		gsub(/ /, "_", sym)
		fr = fr (fr == "" ? "" : ";") sym
	}
	END { flush() }' "$1"
}

# pmp's --save keeps symbols as they are in the binary (mangled); gdb
# demangles. c++filt handles the ';'-separated list as a whole.
demangle() {
	if command -v c++filt >/dev/null; then c++filt; else cat; fi
}

# the function sequence with "??", argument lists (gdb's names are cut at
# the first space: "do_command(THD*,"), alias spellings and tail calls
# set aside
place() {
	demangle | sed -E -e 's/[ (][^;]*//g' \
		-e 's/(^|;)\?\?(;|$)/\1\2/g' -e 's/;;+/;/g' -e 's/^;|;$//g' |
		live_canon | sed -E -e "s/(^|;)($TAILCALLS)(;|$)/\1\3/g" \
			-e 's/;;+/;/g' -e 's/^;|;$//g'
}

qq() { awk -F';' '{ n = 0; for (i = 1; i <= NF; i++) n += $i == "??"; print n }'; }

gdb_threads "$LIVE_TMP/gdb.txt" >"$LIVE_TMP/gdb.threads"
ngdb=$(wc -l <"$LIVE_TMP/gdb.threads")
[ "$ngdb" -ge 20 ] || live_fail "gdb shows only $ngdb threads"

# check_stacks UW RAW GDB: checks 1 and 2 of pmp's capture RAW (unwinder
# UW) against gdb's threads GDB; prints the figures, sets BAD (what
# failed, or empty), SAME and N (threads in the same place, matched)
check_stacks() {
	local uw=$1 raw=$2 gdb=$3 tag=$4 total=0 whole=0 iou=0 worse=0 pq=0 gq=0
	local head frames snap tid name pf gf a b
	raw_threads "$raw" >"$LIVE_TMP/$tag.threads"

	# 1. the outermost frame
	: >"$LIVE_TMP/$tag.cut"
	while IFS=$'\t' read -r head frames; do
		read -r snap tid name <<<"$head"
		case $name in iou-wrk-*) iou=$((iou + 1)); continue ;; esac
		total=$((total + 1))
		if [[ $frames =~ (^|;)(__GI_+|__)?(start_thread|clone3?|_start)$ ]]; then
			whole=$((whole + 1))
		else
			echo "snapshot $snap thread $tid $name: ...$(tail -c 160 <<<"$frames")" \
				>>"$LIVE_TMP/$tag.cut"
		fi
	done <"$LIVE_TMP/$tag.threads"
	echo "$tag: $whole of $total thread-samples reach the thread's start ($iou io_uring workers left out)"

	# 2. "??" per thread, matched by tid with gdb's dump
	join -t $'\t' <(awk -F'\t' '{ split($1, h, " "); print h[2] "\t" $2 }' "$LIVE_TMP/$tag.threads" | sort) \
		<(awk -F'\t' '{ split($1, h, " "); if (h[2] !~ /^iou-wrk-/) print h[1] "\t" $2 }' "$gdb" | sort) \
		>"$LIVE_TMP/$tag.joined"
	SAME=0 N=0
	: >"$LIVE_TMP/$tag.worse"
	: >"$LIVE_TMP/$tag.moved"
	while IFS=$'\t' read -r tid pf gf; do
		a=$(qq <<<"$pf") b=$(qq <<<"$gf")
		N=$((N + 1)) pq=$((pq + a)) gq=$((gq + b))
		if [ "$(place <<<"$pf")" = "$(place <<<"$gf")" ]; then
			SAME=$((SAME + 1))
			if [ "$a" -gt "$b" ]; then
				worse=$((worse + 1))
				printf 'thread %s: pmp %s ??, gdb %s ??\n  pmp %s\n  gdb %s\n' \
					"$tid" "$a" "$b" "$pf" "$gf" >>"$LIVE_TMP/$tag.worse"
			fi
		else
			printf 'thread %s:\n  pmp %s\n  gdb %s\n' "$tid" "$(place <<<"$pf")" \
				"$(place <<<"$gf")" >>"$LIVE_TMP/$tag.moved"
		fi
	done <"$LIVE_TMP/$tag.joined"
	[ "$N" -gt 0 ] || live_fail "$tag: no thread of pmp's snapshots is in gdb's dump"
	echo "$tag: $N thread-samples matched with gdb by tid, $SAME in the same place," \
		"$worse of those with more ?? than gdb"
	echo "$tag: ?? per thread: pmp mean $(awk -v a=$pq -v n=$N 'BEGIN { printf "%.2f", a / n }')," \
		"gdb mean $(awk -v a=$gq -v n=$N 'BEGIN { printf "%.2f", a / n }')" \
		"(pmp $(cut -f2 "$LIVE_TMP/$tag.joined" | qq | sort -n | uniq -c | awk '{ printf "%s%sx%s", s, $1, $2; s = " " }')," \
		"gdb $(cut -f3 "$LIVE_TMP/$tag.joined" | qq | sort -n | uniq -c | awk '{ printf "%s%sx%s", s, $1, $2; s = " " }'); count x ??)"

	BAD=
	[ "$whole" -eq "$total" ] || BAD="$((total - whole)) stacks do not reach the start"
	[ "$worse" -eq 0 ] || BAD="${BAD:+$BAD; }$worse threads in the same place have more ?? than gdb"
}

fails=0
verdict() {	# verdict UW TAG: count BAD as a failure (or not, see the top)
	[ -n "$BAD" ] || return 0
	head -n 8 "$LIVE_TMP/$2.cut" "$LIVE_TMP/$2.worse" "$LIVE_TMP/$2.moved" >&2
	if [ "$1" = libdw ] || [ "${PMP_STRICT_LIBUNWIND:-1}" != 0 ]; then
		echo "FAIL: $2: $BAD" >&2
		fails=$((fails + 1))
	else
		echo "$2 (not held to it: PMP_STRICT_LIBUNWIND=0): $BAD" >&2
	fi
}

for uw in libdw libunwind; do
	"$PMP" -p "$MDB_PID" --unwinder $uw -n 5 -s 0.2 --save "$LIVE_TMP/$uw.raw" \
		-f folded >/dev/null 2>"$LIVE_TMP/$uw.err"
	rc=$?
	live_assert_released "$MDB_PID"
	[ $rc -le 1 ] || live_fail "$uw: pmp exited $rc: $(head -3 "$LIVE_TMP/$uw.err")"
	check_stacks $uw "$LIVE_TMP/$uw.raw" "$LIVE_TMP/gdb.threads" $uw
	verdict $uw $uw
done

# the frozen moment: gdb, then each unwinder, on the stopped server
FROZEN=$MDB_PID
kill -STOP "$MDB_PID"
sleep 0.2
MDB_GDB_TIMEOUT=300 mdb_gdb "$MDB_PID" -nx -iex "set debuginfod enabled off" -ex "set pagination 0" \
	-ex "thread apply all bt" -batch >"$LIVE_TMP/gdb.frozen.txt" 2>/dev/null
for uw in libdw libunwind; do
	"$PMP" -p "$MDB_PID" --unwinder $uw --save "$LIVE_TMP/$uw.frozen.raw" \
		-f folded >/dev/null 2>"$LIVE_TMP/$uw.frozen.err"
	rc=$?
	[ $rc -le 1 ] || live_fail "frozen $uw: pmp exited $rc: $(head -3 "$LIVE_TMP/$uw.frozen.err")"
done
kill -CONT "$MDB_PID"
FROZEN=
live_assert_released "$MDB_PID"
grep -q '^Thread ' "$LIVE_TMP/gdb.frozen.txt" || live_fail "gdb could not attach to the stopped server"
gdb_threads "$LIVE_TMP/gdb.frozen.txt" >"$LIVE_TMP/gdb.frozen.threads"
for uw in libdw libunwind; do
	check_stacks $uw "$LIVE_TMP/$uw.frozen.raw" "$LIVE_TMP/gdb.frozen.threads" "frozen $uw"
	[ "$SAME" -eq "$N" ] ||
		BAD="${BAD:+$BAD; }$((N - SAME)) of $N threads are not where gdb saw them"
	verdict $uw "frozen $uw"
done
# both unwinders, the same frames of the same threads
frames_of() { awk '/^thread / { t = $2 } /^frame / { print t, $2, $NF }' "$1"; }
if ! diff <(frames_of "$LIVE_TMP/libdw.frozen.raw") <(frames_of "$LIVE_TMP/libunwind.frozen.raw") \
	>"$LIVE_TMP/frozen.diff"; then
	head -n 10 "$LIVE_TMP/frozen.diff" >&2
	BAD="libunwind's frames differ from libdw's on the stopped server"
	verdict libunwind "frozen libunwind"
else
	echo "frozen: libdw and libunwind give the same $(frames_of "$LIVE_TMP/libdw.frozen.raw" | wc -l) frames"
fi
[ $fails -eq 0 ] || exit 1
exit 0
