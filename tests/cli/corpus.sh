#!/usr/bin/env bash
# Every file of ../shared/corpus (Mark Callaghan's PMP files from MariaDB
# 10.5.27 and 10.11.10) aggregates without error in every format; its ptpmp
# output holds the same stacks and counts as the file (the awk's frameless
# line aside) and re-aggregates to itself.
source "$(dirname "$0")/common.bash"
[ -d "$CORPUS" ] || skip "no $CORPUS"
n=0
for f in "$CORPUS"/*/*.hier; do
	n=$((n + 1))
	for fmt in report ptpmp folded tree flat json; do
		"$PMP" aggregate --format $fmt "$f" >"$T/out.$fmt" 2>"$T/err" ||
			fail "$f --format $fmt exit $?: $(head -3 "$T/err")"
		[ -s "$T/err" ] && fail "$f --format $fmt wrote to stderr: $(head -3 "$T/err")"
	done
	grep -v '^ *[0-9]* *$' "$f" | sort >"$T/want"
	sort "$T/out.ptpmp" >"$T/got"
	cmp -s "$T/want" "$T/got" || fail "$f: ptpmp output differs from the file: $(diff "$T/want" "$T/got" | head -4)"
	"$PMP" aggregate --format ptpmp - <"$T/out.ptpmp" >"$T/again" || fail "$f: re-aggregation failed"
	cmp -s "$T/out.ptpmp" "$T/again" || fail "$f: re-aggregating ptpmp output changed it"
	total=$(ptpmp_total "$T/want")	# the file's stacks, without the frameless line
	[ "$total" = "$(ptpmp_total "$T/out.ptpmp")" ] ||
		fail "$f: totals differ: $total vs $(ptpmp_total "$T/out.ptpmp")"
	# folded and json keep the same total
	[ "$(awk '{ s += $NF } END { print s }' "$T/out.folded")" = "$total" ] ||
		fail "$f: folded total differs"
	grep -q "\"threads\":$total," "$T/out.json" || fail "$f: json threads differ"
done
[ $n -ge 60 ] || fail "expected the 60 corpus files, found $n"
echo "$n corpus files checked"
done_
