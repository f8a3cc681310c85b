#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# docs/pmp.1 must format without a groff warning, and must not fall behind
# the code: every long option that any `--help` of pmp prints must appear
# in it as \-\-name, and every command of `pmp --help` needs its own .SS.
# The --help texts are found from `pmp --help` itself, so a new command is
# checked without changing this test.
source "$(dirname "$0")/common.bash"
PAGE=${PMP_MANPAGE:-docs/pmp.1}	# another page: to see this test fail
command -v groff >/dev/null || skip "groff is not installed (apt-get install groff-base)"
command -v perl >/dev/null || skip "perl is not installed"
[ -x "$PMP" ] || { echo "FAIL: no $PMP (make)"; exit 1; }

# 1. groff with every warning enabled: any message is a failure
if ! groff -man -Tutf8 -ww "$PAGE" >/dev/null 2>"$T/groff.err" || [ -s "$T/groff.err" ]; then
	fail "groff -man -ww $PAGE warns: $(head -5 "$T/groff.err")"
fi

# 2. collect every --help text: the main one, `pmp -p 1 --help` (-h is
# handled before the pid is looked at), and `pmp WORD --help` for each
# command word of the main usage, plus `pmp WORD SUB --help` for each SUB
# of a "WORD a|b|c" form
helps=("--help" "-p 1 --help")
"$PMP" --help >"$T/main" 2>&1 || fail "pmp --help exited $?"
# the usage lines: "usage: pmp X ..." and the indented "pmp X ..." after it
awk '/^usage:/ { u = 1 } u && /^ *(usage: )?pmp / { sub(/^ *(usage: )?pmp /, ""); print } /^$/ { u = 0 }' \
	"$T/main" >"$T/forms"
words=$(awk '$1 !~ /^-/ { print $1 }' "$T/forms" | sort -u)
# the COMMANDS section, where each command has its .SS
awk '/^\.SH / { c = ($2 == "COMMANDS") } c' "$PAGE" >"$T/commands"
[ -n "$words" ] || fail "no command found in the usage of pmp --help"
for w in $words; do
	helps+=("$w --help")
	subs=$(awk -v w="$w" '$1 == w && $2 ~ /\|/ { gsub(/\|/, " ", $2); print $2 }' "$T/forms")
	for s in $subs; do
		helps+=("$w $s --help")
	done
	# a command without its own subsection is a page that fell behind
	grep -q "^\.SS \"pmp ${w}[ :\"]" "$T/commands" ||
		fail "no .SS \"pmp $w...\" subsection under COMMANDS in $PAGE"
done
grep -q '^\.SS "pmp \\-p' "$T/commands" || fail "no .SS \"pmp \\-p...\" subsection in $PAGE"

: >"$T/opts"
for h in "${helps[@]}"; do
	# shellcheck disable=SC2086 # word splitting is the point
	if ! "$PMP" $h >"$T/help" 2>&1; then
		fail "pmp $h exited non-zero: $(head -2 "$T/help")"
		continue
	fi
	grep -oE -- '--[a-z][a-z0-9-]*[a-z0-9]' "$T/help" | sed "s|\$| pmp $h|" >>"$T/opts"
done
nopts=$(cut -d' ' -f1 "$T/opts" | sort -u | wc -l)
# a parser that finds nothing would pass everything: pmp has 35
[ "$nopts" -ge 30 ] || fail "only $nopts long options found in the --help texts"

# 3. each option as roff spells it: \-\-max\-pause, not followed by more name
missing() {	# PAGE: print "--opt (from pmp ...)" for each option not in PAGE
	sort -u -k1,1 "$T/opts" | while read -r opt from; do
		perl -e '
			my ($opt, $page) = @ARGV;
			(my $re = $opt) =~ s/-/\\\\-/g;
			open(my $f, "<", $page) or exit 2;
			local $/; my $s = <$f>;
			exit($s =~ /$re(?!\\-|[A-Za-z0-9])/ ? 0 : 1);
		' -- "$opt" "$1" || echo "$opt (from $from)"
	done
}
missing "$PAGE" >"$T/missing"
if [ -s "$T/missing" ]; then
	fail "long options of --help missing from $PAGE (as \\-\\-name):"
	sed 's/^/  /' "$T/missing"
fi

# the check itself must catch a gap: a copy without --max-pause, and with
# --threads spelled only as a longer name, must miss those two
sed -e 's/\\-\\-max\\-pause//g' -e 's/\\-\\-threads\b/\\-\\-threads\\-x/g' "$PAGE" >"$T/gap.1"
missing "$T/gap.1" | cut -d' ' -f1 >"$T/gap"
{ grep -qx -- --max-pause "$T/gap" && grep -qx -- --threads "$T/gap"; } ||
	fail "the option check on a page without --max-pause and --threads found: $(tr '\n' ' ' <"$T/gap")"
[ "$nfail" -eq 0 ] && echo "$nopts long options of ${#helps[@]} --help texts, all in $PAGE"
done_
