#!/usr/bin/env bash
# Whole stacks under load: a throwaway mariadbd (Debian's, stripped) under
# sysbench oltp_read_write with 32 client threads; one gdb snapshot, the
# oracle, then 5 pmp snapshots per unwinder (--save: one line per thread).
#
#  1. Every pmp stack reaches the thread's start: its outermost frame is
#     start_thread/clone3 (any alias spelling) or _start.
#  2. pmp shows no more "??" frames than gdb for the same threads.
#
# io_uring workers ("iou-wrk-*") run only in the kernel and have no user
# stack: both sides leave them out, and the count is printed.
#
# How threads are matched: by thread id (gdb's "LWP N", pmp's "thread N").
# The snapshots are taken at different moments of a busy server, so a
# thread may be somewhere else in each. Where a thread sits in the same
# place on both sides (the same function sequence once "??" frames, alias
# spellings and gdb's tail-call frames are set aside), pmp's "??" count
# must not exceed gdb's for that thread. Over all matched threads, moved
# or not, the mean number of "??" per thread in pmp must not exceed gdb's
# by more than 0.5 (threads that moved land in code of another depth: that
# is noise, an unwinder that invents frames is not); both distributions
# are printed.
#
# Unwinders: libdw is held to 1 and 2. libunwind (Debian 12's 1.6.2) is
# run and its figures printed, but not held to them: its table lookup
# (_UPT_find_proc_info) fails on some frames of the stripped mariadbd and
# the walk stops there, where libdw and gdb go on. Set PMP_STRICT_LIBUNWIND=1
# to hold it too.
. "$(dirname "$0")/lib.bash"
. tests/mariadb/lib.sh
mdb_require || exit 77
command -v gdb >/dev/null || live_skip "gdb not installed"
TAILCALLS='futex_abstimed_wait_cancelable64'
trap 'mdb_cleanup; live_cleanup' EXIT

dir=$LIVE_TMP/mdb
mkdir -p "$dir"
mdb_start "$dir" || live_fail "mariadbd did not start"
mdb_sysbench_prepare "$dir" || live_fail "sysbench prepare failed"
live_need_ptrace "$MDB_PID"
mdb_sysbench_start "$dir" oltp_read_write 32 120
sleep 5

timeout 300 gdb -nx -iex "set debuginfod enabled off" -ex "set pagination 0" \
	-ex "thread apply all bt" -batch -p "$MDB_PID" >"$LIVE_TMP/gdb.txt" 2>/dev/null
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

# the function sequence with "??", alias spellings and tail calls set aside
place() {
	sed -E -e 's/(^|;)\?\?(;|$)/\1\2/g' -e 's/;;+/;/g' -e 's/^;|;$//g' |
		live_canon | sed -E -e "s/(^|;)($TAILCALLS)(;|$)/\1\3/g" \
			-e 's/;;+/;/g' -e 's/^;|;$//g'
}

qq() { awk -F';' '{ n = 0; for (i = 1; i <= NF; i++) n += $i == "??"; print n }'; }

gdb_threads "$LIVE_TMP/gdb.txt" >"$LIVE_TMP/gdb.threads"
ngdb=$(wc -l <"$LIVE_TMP/gdb.threads")
[ "$ngdb" -ge 20 ] || live_fail "gdb shows only $ngdb threads"

fails=0
for uw in libdw libunwind; do
	strict=1
	[ $uw = libunwind ] && [ "${PMP_STRICT_LIBUNWIND:-0}" != 1 ] && strict=0
	"$PMP" -p "$MDB_PID" --unwinder $uw -n 5 -s 0.2 --save "$LIVE_TMP/$uw.raw" \
		-f folded >/dev/null 2>"$LIVE_TMP/$uw.err"
	rc=$?
	live_assert_released "$MDB_PID"
	[ $rc -le 1 ] || live_fail "$uw: pmp exited $rc: $(head -3 "$LIVE_TMP/$uw.err")"
	raw_threads "$LIVE_TMP/$uw.raw" >"$LIVE_TMP/$uw.threads"

	# 1. the outermost frame
	total=0 whole=0 iou=0
	: >"$LIVE_TMP/$uw.cut"
	while IFS=$'\t' read -r head frames; do
		read -r snap tid name <<<"$head"
		case $name in iou-wrk-*) iou=$((iou + 1)); continue ;; esac
		total=$((total + 1))
		if [[ $frames =~ (^|;)(__)?(start_thread|clone3|_start)$ ]]; then
			whole=$((whole + 1))
		else
			echo "snapshot $snap thread $tid $name: ...$(tail -c 160 <<<"$frames")" \
				>>"$LIVE_TMP/$uw.cut"
		fi
	done <"$LIVE_TMP/$uw.threads"
	echo "$uw: $whole of $total thread-samples reach the thread's start ($iou io_uring workers left out)"

	# 2. "??" per thread, matched by tid with gdb's dump
	join -t $'\t' <(awk -F'\t' '{ split($1, h, " "); print h[2] "\t" $2 }' "$LIVE_TMP/$uw.threads" | sort) \
		<(awk -F'\t' '{ split($1, h, " "); if (h[2] !~ /^iou-wrk-/) print h[1] "\t" $2 }' "$LIVE_TMP/gdb.threads" | sort) \
		>"$LIVE_TMP/$uw.joined"
	same=0 worse=0 pq=0 gq=0 n=0
	: >"$LIVE_TMP/$uw.worse"
	while IFS=$'\t' read -r tid pf gf; do
		a=$(qq <<<"$pf") b=$(qq <<<"$gf")
		n=$((n + 1)) pq=$((pq + a)) gq=$((gq + b))
		if [ "$(place <<<"$pf")" = "$(place <<<"$gf")" ]; then
			same=$((same + 1))
			if [ "$a" -gt "$b" ]; then
				worse=$((worse + 1))
				printf 'thread %s: pmp %s ??, gdb %s ??\n  pmp %s\n  gdb %s\n' \
					"$tid" "$a" "$b" "$pf" "$gf" >>"$LIVE_TMP/$uw.worse"
			fi
		fi
	done <"$LIVE_TMP/$uw.joined"
	[ "$n" -gt 0 ] || live_fail "$uw: no thread of pmp's snapshots is in gdb's dump"
	echo "$uw: $n thread-samples matched with gdb by tid, $same in the same place," \
		"$worse of those with more ?? than gdb"
	echo "$uw: ?? per thread: pmp mean $(awk -v a=$pq -v n=$n 'BEGIN { printf "%.2f", a / n }')," \
		"gdb mean $(awk -v a=$gq -v n=$n 'BEGIN { printf "%.2f", a / n }')" \
		"(pmp $(cut -f2 "$LIVE_TMP/$uw.joined" | qq | sort -n | uniq -c | awk '{ printf "%s%sx%s", s, $1, $2; s = " " }')," \
		"gdb $(cut -f3 "$LIVE_TMP/$uw.joined" | qq | sort -n | uniq -c | awk '{ printf "%s%sx%s", s, $1, $2; s = " " }'); count x ??)"

	bad=
	[ "$whole" -eq "$total" ] || bad="$((total - whole)) stacks do not reach the start"
	[ "$worse" -eq 0 ] || bad="${bad:+$bad; }$worse threads in the same place have more ?? than gdb"
	awk -v p=$pq -v g=$gq -v n=$n 'BEGIN { exit !(p / n <= g / n + 0.5) }' ||
		bad="${bad:+$bad; }more ?? per thread than gdb on average"
	[ -n "$bad" ] || continue
	head -n 5 "$LIVE_TMP/$uw.cut" "$LIVE_TMP/$uw.worse" >&2
	if [ $strict = 1 ]; then
		echo "FAIL: $uw: $bad" >&2
		fails=$((fails + 1))
	else
		echo "$uw (not held to it, see the top of this file): $bad" >&2
	fi
done
[ $fails -eq 0 ] || exit 1
exit 0
