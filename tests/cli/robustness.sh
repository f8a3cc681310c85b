#!/usr/bin/env bash
# Bad options and inputs (issue 15, points 8, 9 and 11):
#  - every number option refuses NaN, infinities, hex, signs, blanks and
#    out-of-range values with exit 64 and a message; `-s nan` does not
#    hang (it slept forever: NaN passed every bound);
#  - a count over 2^64-1 in a pt-pmp or folded file, or counts whose sum
#    would wrap, is an error with FILE:LINE (exit 2), and the totals
#    shown never wrap;
#  - a directory as --rules or --canon is an error, not an empty pack;
#    `pmp rules check rules/mariadb.rules` (defaults loaded too) reports
#    no duplicate ids.
. "$(dirname "$0")/common.bash"

# usage errors: exit 64, a message, fast (a NaN interval once hung)
usage() {	# usage WHAT ARGS...
	local what=$1 rc
	shift
	timeout 20 "$PMP" "$@" >"$T/out" 2>"$T/err"
	rc=$?
	[ $rc = 64 ] || fail "$what: pmp $*: exit $rc, not 64 ($(head -c 200 "$T/err"))"
	[ -s "$T/err" ] || fail "$what: pmp $*: no message"
}
printf 'main;f 3\n' >"$T/a.folded"
for v in nan NaN -nan inf -inf infinity 1e999 0x10 ' 1' -1 +1 '' 1x; do
	usage "-s '$v'" -p 1 -n 3 -s "$v"
	usage "top -s '$v'" top -p 1 --batch -s "$v"
	usage "top -d '$v'" top -p 1 --batch -d "$v"
	usage "top --window '$v'" top -p 1 --batch --window "$v"
	usage "--min-share '$v'" aggregate --min-share "$v" "$T/a.folded"
	usage "--level '$v'" diff --level "$v" "$T/a.folded" "$T/a.folded"
	usage "--per-work '$v' 1" diff --per-work "$v" 1 "$T/a.folded" "$T/a.folded"
	usage "--per-work 1 '$v'" diff --per-work 1 "$v" "$T/a.folded" "$T/a.folded"
done
for v in nan inf -1 ' 5' 0x10 1.5 99999999999999999999999 ''; do
	usage "-n '$v'" -p 1 -n "$v"
	case $v in
	nan | inf)	# -p takes a process name too: none is called that
		timeout 20 "$PMP" -p "$v" >"$T/out" 2>"$T/err"
		rc=$?
		[ $rc = 2 ] && grep -q "no process named '$v'" "$T/err" ||
			fail "-p '$v': exit $rc, not 2 with 'no process named' ($(head -c 200 "$T/err"))" ;;
	*) usage "-p '$v'" -p "$v" ;;
	esac
	usage "--top '$v'" aggregate --top "$v" "$T/a.folded"
	usage "-l '$v'" aggregate -l "$v" "$T/a.folded"
	usage "diff --top '$v'" diff --top "$v" "$T/a.folded" "$T/a.folded"
	usage "--max-pause '$v'" -p 1 --max-pause "$v"
	usage "--stack-bytes '$v'" -p 1 --stack-bytes "$v"
	usage "top -n '$v'" top -p 1 --batch -n "$v"
done
# unknown options and bad arguments of every command (under `make check
# SANITIZE=address,undefined` a leak makes the exit status 23, not 64)
usage "pmp -p --bogus" -p 1 --bogus
usage "pmp top --bogus" top -p 1 --bogus
usage "pmp --core --bogus" --core "$T/a.folded" --bogus
usage "aggregate --bogus" aggregate --bogus "$T/a.folded"
usage "diff --bogus" diff --bogus "$T/a.folded" "$T/a.folded"
usage "rules check --bogus" rules check --bogus
usage "pmp -p -f bogus" -p 1 -f bogus
usage "pmp -p --unwinder bogus" -p 1 --unwinder bogus
usage "top --view bogus" top -p 1 --batch --view bogus
usage "pmp -p extra argument" -p 1 extra
usage "dump --bogus" dump -p 1 --bogus
usage "dump --rules, then --bogus" dump --rules rules/glibc.rules -p 1 --bogus
usage "serve --bogus" serve -p 1 --bogus
usage "serve --rules, then --bogus" serve --rules rules/glibc.rules -p 1 --bogus
usage "-p --duration nan" -p 1 --duration nan
usage "-p --rate inf" -p 1 --rate inf
usage "serve -s nan" serve -p 1 -s nan
usage "serve --max-locks 0" serve -p 1 --max-locks 0
# out of range
usage "-s 86401" -p 1 -s 86401
usage "--min-share 101" aggregate --min-share 101 "$T/a.folded"
usage "--level 1" diff --level 1 "$T/a.folded" "$T/a.folded"
usage "--level 0.5" diff --level 0.5 "$T/a.folded" "$T/a.folded"
usage "--per-work 0 1" diff --per-work 0 1 "$T/a.folded" "$T/a.folded"
usage "--max-pause 0" -p 1 --max-pause 0
usage "--max-pause 60001" -p 1 --max-pause 60001
# still accepted: plain decimals
"$PMP" aggregate --min-share 0.5 -f folded "$T/a.folded" >/dev/null || fail "--min-share 0.5 refused"
"$PMP" aggregate --min-share .5 -f folded "$T/a.folded" >/dev/null || fail "--min-share .5 refused"
"$PMP" diff --level 0.99 --per-work 1e3 2.5 "$T/a.folded" "$T/a.folded" >/dev/null ||
	fail "--level 0.99 --per-work 1e3 2.5 refused"

# counts: over 2^64-1, or a sum that would wrap
max=18446744073709551615
over=18446744073709551616
count_error() {	# count_error WHAT FILE LINE FORMAT
	local what=$1 f=$2 line=$3 fmt=$4 rc
	"$PMP" aggregate -F "$fmt" -f folded "$f" >"$T/out" 2>"$T/err"
	rc=$?
	[ $rc = 2 ] || fail "$what: exit $rc, not 2"
	grep -q "^pmp: error: $f:$line: count .* 2^64-1" "$T/err" ||
		fail "$what: no error naming $f:$line: $(cat "$T/err")"
}
printf 'a;b %s\nc;d 3\n' "$over" >"$T/over.folded"
count_error "folded count 2^64" "$T/over.folded" 1 folded
grep -qx 'c;d 3' "$T/out" || fail "folded count 2^64: the other line is lost"
printf '%s a,b\n3 c,d\n' "$over" >"$T/over.ptpmp"
count_error "pt-pmp count 2^64" "$T/over.ptpmp" 1 ptpmp
printf 'a;b %s\nc;d %s\n' "$max" "$max" >"$T/sum.folded"
count_error "folded counts 2 x (2^64-1)" "$T/sum.folded" 2 folded
printf '%s a,b\n%s c,d\n' "$max" "$max" >"$T/sum.ptpmp"
count_error "pt-pmp counts 2 x (2^64-1)" "$T/sum.ptpmp" 2 ptpmp
# the lines kept: one stack, 2^64-1 thread-samples, 100% (no wrap)
"$PMP" aggregate -F folded "$T/sum.folded" >"$T/out" 2>/dev/null
grep -q "thread-samples: $max\$" "$T/out" || fail "report total: $(grep thread-samples "$T/out")"
# two files of 2^64-1 each: the second is refused, the total stays
printf 'a;b %s\n' "$max" >"$T/m1.folded"
printf 'c;d %s\n' "$max" >"$T/m2.folded"
"$PMP" aggregate -F folded -f json "$T/m1.folded" "$T/m2.folded" >"$T/out" 2>"$T/err"
grep -q "^pmp: error: $T/m2.folded:1: count .* 2^64-1" "$T/err" ||
	fail "two files of 2^64-1: no error naming the second: $(cat "$T/err")"
grep -q "\"threads\":$max," "$T/out" && grep -q "\"unclassified\":$max," "$T/out" ||
	fail "two files of 2^64-1: totals $(grep -o '"threads":[0-9]*\|"unclassified":[0-9]*' "$T/out" | tr '\n' ' ')"

# rule packs and canon files: a directory is an error
"$PMP" aggregate --rules rules "$T/a.folded" >/dev/null 2>"$T/err"
rc=$?
[ $rc = 2 ] && grep -q "cannot read rule pack 'rules': it is a directory" "$T/err" ||
	fail "--rules DIR: exit $rc: $(cat "$T/err")"
"$PMP" rules check "$T" >/dev/null 2>"$T/err"
rc=$?
[ $rc != 0 ] && grep -q "it is a directory" "$T/err" || fail "rules check DIR: exit $rc: $(cat "$T/err")"
"$PMP" diff --canon rules "$T/a.folded" "$T/a.folded" >/dev/null 2>"$T/err"
rc=$?
[ $rc != 0 ] && grep -q "cannot read canon file 'rules': it is a directory" "$T/err" ||
	fail "diff --canon DIR: exit $rc: $(cat "$T/err")"
# the shipped pack named while the defaults load: checked once, no
# duplicate ids (each of its ids was a duplicate of itself)
for pack in rules/*.rules; do
	"$PMP" rules check "$pack" >"$T/out" 2>"$T/err"
	rc=$?
	[ $rc = 0 ] || fail "rules check $pack: exit $rc: $(head -3 "$T/err")"
	! grep -qi duplicate "$T/err" || fail "rules check $pack: $(grep -ci duplicate "$T/err") duplicate ids"
	n_one=$("$PMP" rules check --no-default-rules "$pack" | grep -o '^[0-9]* rules')
	n_all=$("$PMP" rules check | grep -o '^[0-9]* rules')
	grep -q "^$n_all," "$T/out" || fail "rules check $pack: '$(cat "$T/out")', not the defaults' $n_all ($pack alone: $n_one)"
done
# a pack that really is given twice under two names: loaded once
"$PMP" rules check --no-default-rules rules/glibc.rules ./rules/glibc.rules >"$T/out" 2>"$T/err" ||
	fail "the same pack under two names: exit $?: $(head -3 "$T/err")"
done_
