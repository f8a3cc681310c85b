#!/usr/bin/env bash
# tests/fuzz/run.sh - fuzz every input reader and output writer with
# libFuzzer (clang from Debian), bounded in time; `make fuzz` calls it.
#
#   FUZZ_SECONDS   how long to fuzz (default 60)
#   O              build directory (default build); the fuzzer, its scratch
#                  corpus and any crash-*/leak-*/timeout-*/oom-* files go
#                  to $O/fuzz, never into the repository
#
# New inputs are first collected in $O/fuzz/new; at the end the corpus is
# minimised with -set_cover_merge=1 (see below), so that the committed
# corpus stays small. `make check` replays it with build/tests/fuzz_replay.
# Exit status: 0 nothing found, 1 a crash, leak, timeout or OOM was found
# (the reproducer is named at the end), 2 the fuzzer could not be built.
set -euo pipefail
cd "$(dirname "$0")/../.."

O=${O:-build}
FUZZ_SECONDS=${FUZZ_SECONDS:-60}
CLANG=${CLANG:-clang}
CORPUS=tests/fuzz/corpus
DIR=$O/fuzz
BIN=$DIR/fuzz_input
NEW=$DIR/new
ART=$DIR/artifacts

if ! command -v "$CLANG" >/dev/null; then
	echo "fuzz: '$CLANG' not found (apt-get install clang)" >&2
	exit 2
fi
mkdir -p "$DIR" "$NEW" "$ART" "$CORPUS"

# the library sources of the Makefile (lib/, rules/, aggregate/), minus
# the commands (cmd_*.c): what `pmp aggregate` runs after option parsing
srcs=()
for f in lib/*.c rules/*.c aggregate/*.c; do
	[ -f "$f" ] || continue
	case ${f##*/} in cmd_*.c) continue ;; esac
	srcs+=("$f")
done
echo "fuzz: building $BIN"
# shellcheck disable=SC2046
"$CLANG" -std=gnu11 -D_GNU_SOURCE -Ilib -Iaggregate -Irules \
	$(pkg-config --cflags libpcre2-8 2>/dev/null) \
	-g -O1 -fno-omit-frame-pointer -fsanitize=fuzzer,address,undefined \
	-fno-sanitize-recover=all \
	-o "$BIN" tests/fuzz/fuzz_input.c "${srcs[@]}" \
	$(pkg-config --libs libpcre2-8 2>/dev/null || echo -lpcre2-8) -lz -lstdc++ \
	|| exit 2

# tokens of the four input syntaxes, so mutations speak them
cat >"$DIR/pmp.dict" <<'EOF'
"Thread "
" (Thread 0x"
" (LWP "
"\"):"
"#0  0x"
"#12 0x"
" in "
" ()"
" (this=0x0, x=<optimized out>)"
" at "
" from /lib/x86_64-linux-gnu/libc.so.6"
".cc:"
"??"
"::??"
"operator<<"
"operator()"
"std::map<int, char>::find"
"(anonymous namespace)::"
" const"
"void"
"@@GLIBC_2.3.2"
"[Inferior 1 (process 1) detached]"
"TS "
"[New LWP 1]"
"PID 1 - process"
"TID 1:"
" - /usr/sbin/mariadbd"
" - 1"
"eu-stack:"
"     12 "
",,"
","
"<"
">"
";"
" 1"
"18446744073709551615"
"\x0d\x0a"
EOF

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
common=(-max_len=65536 -timeout=10 -rss_limit_mb=2048 -dict="$DIR/pmp.dict"
	-artifact_prefix="$ART/")
before=$(find "$CORPUS" -type f | wc -l)
# remove reproducers of earlier runs so that "found" means this run
rm -f "$ART"/crash-* "$ART"/leak-* "$ART"/timeout-* "$ART"/oom-* "$ART"/slow-unit-*

echo "fuzz: $FUZZ_SECONDS s on $CORPUS ($before files), log in $DIR/fuzz.log"
rc=0
timeout $((FUZZ_SECONDS + 120)) "$BIN" "${common[@]}" \
	-max_total_time="$FUZZ_SECONDS" -print_final_stats=1 \
	"$NEW" "$CORPUS" 2>"$DIR/fuzz.log" || rc=$?
if [ "$rc" -eq 0 ]; then
	grep -E '^(Done|stat::)' "$DIR/fuzz.log" || true
else
	# the report: everything but progress lines and the dictionary advice
	grep -v -E '^(#[0-9]+[[:space:]]+(NEW|REDUCE|pulse|RELOAD)|"|###)' \
		"$DIR/fuzz.log" | tail -n 80
fi

# Keep the corpus small: a set cover (-set_cover_merge=1 into an empty
# directory) of the old corpus plus this run's inputs replaces the files
# libFuzzer named (40 hex digits); the hand-written seeds, with readable
# names, always stay. The cover keeps every hit-count bucket of every edge
# if that fits in MAX_FILES / MAX_KB, else every edge only.
MAX_FILES=400
MAX_KB=1536
MIN=$DIR/min
minimise() {	# minimise [libFuzzer options]: cover into $MIN, 0 if it worked
	rm -rf "$MIN" && mkdir -p "$MIN"
	timeout 900 "$BIN" -set_cover_merge=1 "${common[@]}" "$@" \
		"$MIN" "$CORPUS" "$NEW" >"$DIR/merge.log" 2>&1
}
echo "fuzz: minimising $CORPUS"
ok=0
if minimise; then
	ok=1
	if [ "$(find "$MIN" -type f | wc -l)" -gt $MAX_FILES ] ||
	   [ "$(du -sk "$MIN" | cut -f1)" -gt $MAX_KB ]; then
		echo "fuzz: the cover of every counter is too big, keeping edges only"
		minimise -use_counters=0 || ok=0
	fi
fi
if [ $ok -eq 1 ]; then
	declare -A seed_sum=()
	for f in "$CORPUS"/*; do
		name=${f##*/}
		if [[ $name =~ ^[0-9a-f]{40}$ ]]; then
			rm -f "$f"
		else
			seed_sum[$(sha1sum <"$f" | cut -c1-40)]=1
		fi
	done
	for f in "$MIN"/*; do
		[ -e "$f" ] || continue
		[ -n "${seed_sum[${f##*/}]:-}" ] || cp "$f" "$CORPUS/"
	done
	grep -E '^MERGE-OUTER: [0-9]+ new files' "$DIR/merge.log" || true
else
	echo "fuzz: merge failed (corpus left as it was), see $DIR/merge.log" >&2
fi
rm -rf "$NEW" "$MIN" && mkdir -p "$NEW"
after=$(find "$CORPUS" -type f | wc -l)
kb=$(du -sk "$CORPUS" | cut -f1)
echo "fuzz: corpus $before -> $after files, ${kb} KiB"
if [ "$after" -gt 500 ] || [ "$kb" -gt 2048 ]; then
	echo "fuzz: warning: the corpus is past 500 files or 2 MiB" >&2
fi

found=$(find "$ART" -maxdepth 1 -type f \( -name 'crash-*' -o -name 'leak-*' \
	-o -name 'timeout-*' -o -name 'oom-*' \) | sort)
if [ -n "$found" ] || [ "$rc" -ne 0 ]; then
	echo "fuzz: FAILED (exit $rc); reproducers:"
	printf '  %s\n' $found
	echo "  replay one with: $BIN FILE   (or build/tests/fuzz_replay FILE)"
	exit 1
fi
echo "fuzz: no crash in $FUZZ_SECONDS s"
