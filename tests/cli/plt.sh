#!/usr/bin/env bash
# PLT stubs are named as gdb names them (pmp/elf/plt.c): for every ELF file
# below, the set of "ADDRESS NAME@plt" pmp makes equals the @plt minimal
# symbols gdb makes (BFD's synthetic symbols), address for address. The
# files cover the stub shapes: lazy .plt (no IBT), .plt.sec with IBT,
# .plt.got (-fno-plt calls through GLOB_DAT slots), IRELATIVE slots
# (libc.so.6's ifuncs, "*ABS*+0x...@plt") and big C++ binaries.
. "$(dirname "$0")/common.bash"
DUMP=${PMP_TEST_BUILD:-$PWD/build}/tests/plt_dump
[ -x "$DUMP" ] || skip "no $DUMP (make check builds it)"
command -v gdb >/dev/null || skip "gdb not installed"

cat >"$T/prog.c" <<'C'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
int main(int argc, char **argv)
{
	char *p = malloc(64);
	strcpy(p, argv[0]);
	printf("%zu %d\n", strlen(p), getpid() > 0);
	free(p);
	return argc > 5 ? atoi(argv[1]) : 0;
}
C
files=()
build() {	# build NAME CFLAGS...
	local n=$1; shift
	if cc -O1 "$@" -o "$T/$n" "$T/prog.c" 2>"$T/$n.err"; then
		files+=("$T/$n")
	else
		fail "cc $* failed: $(head -3 "$T/$n.err")"
	fi
}
build lazy -Wl,-z,lazy -fcf-protection=none
build ibt -fcf-protection=full -Wl,-z,ibtplt -Wl,-z,now
build ibt-lazy -fcf-protection=full -Wl,-z,ibtplt -Wl,-z,lazy
build noplt -fno-plt -fcf-protection=none
for f in /usr/sbin/mariadbd /lib/x86_64-linux-gnu/libc.so.6 \
	/usr/lib/x86_64-linux-gnu/libstdc++.so.6 /usr/bin/sysbench; do
	[ -f "$f" ] && files+=("$f")
done
# the shapes must really be there, or the test proves less than it says
for n in ibt:.plt.sec noplt:.plt.got; do
	f=$T/${n%%:*}
	[ -f "$f" ] && ! readelf -SW "$f" | grep -qF " ${n#*:} " &&
		fail "$f has no ${n#*:} section: the compiler did not make the stub shape tested"
done

nstubs=0
for f in "${files[@]}"; do
	"$DUMP" "$f" | sort >"$T/ours" || { fail "plt_dump $f exited $?"; continue; }
	gdb -nx -batch -ex "set print demangle off" -ex "set print asm-demangle off" \
		-ex 'info functions @plt$' "$f" 2>/dev/null |
		awk '/^0x/ && $2 ~ /@plt$/ { printf "0x%x %s\n", strtonum($1), $2 }' |
		sort >"$T/gdb"
	n=$(wc -l <"$T/gdb")
	[ "$n" -gt 0 ] || fail "gdb lists no @plt symbol in $f"
	if ! diff -u "$T/gdb" "$T/ours" >"$T/diff"; then
		fail "$f: pmp's PLT names differ from gdb's ($(grep -c '^[-+]0x' "$T/diff") lines):"
		head -8 "$T/diff"
	fi
	nstubs=$((nstubs + n))
	echo "$f: $n stubs, as gdb"
done
[ "$nstubs" -gt 500 ] || fail "only $nstubs stubs compared"
done_
