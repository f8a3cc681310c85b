#!/usr/bin/env bash
# tests/fuzz/run.sh - fuzz every parser of pmp with libFuzzer (clang from
# Debian), bounded in time; `make fuzz` calls it. Three entry points:
#
#   input   fuzz_input.c: every input reader (gdb, eu-stack, ptpmp,
#           folded, raw capture, perf) and every output writer; corpus
#           tests/fuzz/corpus
#   rules   fuzz_rules.c: rule packs (*.rules); tests/fuzz/corpus-rules
#   canon   fuzz_canon.c: pmp diff's canon files; tests/fuzz/corpus-canon
#
#   FUZZ_SECONDS   how long to fuzz each entry point (default 60)
#   FUZZ_TARGETS   which ones (default "input rules canon")
#   O              build directory (default build); the fuzzers, their
#                  scratch corpora and any crash-*/leak-*/timeout-*/oom-*
#                  files go to $O/fuzz, never into the repository
#
# New inputs are first collected in $O/fuzz/new; at the end each corpus is
# minimised with -set_cover_merge=1 (see below), so that the committed
# corpora stay small. `make check` replays them with build/tests/
# fuzz_replay, fuzz_replay_rules and fuzz_replay_canon.
# Exit status: 0 nothing found, 1 a crash, leak, timeout or OOM was found
# (the reproducer is named at the end), 2 a fuzzer could not be built.
set -euo pipefail
cd "$(dirname "$0")/../.."

O=${O:-build}
FUZZ_SECONDS=${FUZZ_SECONDS:-60}
FUZZ_TARGETS=${FUZZ_TARGETS:-input rules canon}
CLANG=${CLANG:-clang}

if ! command -v "$CLANG" >/dev/null; then
	echo "fuzz: '$CLANG' not found (apt-get install clang)" >&2
	exit 2
fi

# the library layers of the Makefile (lib/, rules/, aggregate/; the
# commands are in pmp/cmd/): what `pmp aggregate` runs after option parsing
srcs=()
for f in lib/*.c rules/*.c aggregate/*.c; do
	[ -f "$f" ] && srcs+=("$f")
done

# dictionaries: tokens of each syntax, so mutations speak them
write_dict() {	# write_dict TARGET FILE
	case $1 in
	input) cat >"$2" <<'EOF'
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
"# pmp raw capture v1"
"snapshot 1 time=1.5 pause_us=3 threads=2"
"thread 12 S name"
"frame libc.so.6+0x8a3ef - i f.c:57 "
"end snapshots=1"
"mysqld 1234/1235 [001] 12345.678901: cpu-clock: "
"\x09ffffffff8108 schedule+0x1 ([kernel.kallsyms])"
EOF
	;;
	rules) cat >"$2" <<'EOF'
"pack generic"
"define "
"rule "
"end"
"class latch"
"class wait"
"class cpu"
"class idle"
"match "
"holder "
"lock "
"lock $1 $9"
"kind mutex"
"group "
"explain "
"advice "
"example "
"counter "
",futex_wait,"
",___pthread_mutex_lock,"
"{LOCKWAIT}"
"(?:"
"(\\w+)"
"\\K"
"(?<n>"
"\\1"
".*"
"\x0d\x0a"
EOF
	;;
	canon) cat >"$2" <<'EOF'
"drop "
"drop\x09"
"# "
"^psi_"
"(?i)"
"\\K"
"(?<n>"
"\\1"
".*?"
"\x0d\x0a"
EOF
	;;
	esac
}

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
# Keep each corpus small: a set cover (-set_cover_merge=1 into an empty
# directory) of the old corpus plus this run's inputs replaces the files
# libFuzzer named (40 hex digits); the hand-written seeds, with readable
# names, always stay. The cover keeps every hit-count bucket of every edge
# if that fits in MAX_FILES / MAX_KB, else every edge only.
MAX_FILES=400
MAX_KB=1536
failed=0
all_found=()

fuzz_one() {	# fuzz_one TARGET: build, fuzz, minimise; sets failed
	local t=$1 corpus dir bin new art min rc before after kb ok found f name
	case $t in
	input) corpus=tests/fuzz/corpus ;;
	*) corpus=tests/fuzz/corpus-$t ;;
	esac
	dir=$O/fuzz/$t
	bin=$dir/fuzz_$t
	new=$dir/new
	art=$dir/artifacts
	min=$dir/min
	mkdir -p "$dir" "$new" "$art" "$corpus"
	echo "fuzz: building $bin"
	# shellcheck disable=SC2046
	"$CLANG" -std=gnu11 -D_GNU_SOURCE -Ilib -Iaggregate -Irules \
		$(pkg-config --cflags libpcre2-8 2>/dev/null) \
		-g -O1 -fno-omit-frame-pointer -fsanitize=fuzzer,address,undefined \
		-fno-sanitize-recover=all \
		-o "$bin" "tests/fuzz/fuzz_$t.c" "${srcs[@]}" \
		$(pkg-config --libs libpcre2-8 2>/dev/null || echo -lpcre2-8) -lz -lstdc++ \
		|| exit 2
	write_dict "$t" "$dir/$t.dict"
	local common=(-max_len=65536 -timeout=10 -rss_limit_mb=2048 -dict="$dir/$t.dict"
		-artifact_prefix="$art/")
	before=$(find "$corpus" -type f | wc -l)
	# remove reproducers of earlier runs so that "found" means this run
	rm -f "$art"/crash-* "$art"/leak-* "$art"/timeout-* "$art"/oom-* "$art"/slow-unit-*

	echo "fuzz: $t: $FUZZ_SECONDS s on $corpus ($before files), log in $dir/fuzz.log"
	rc=0
	timeout $((FUZZ_SECONDS + 120)) "$bin" "${common[@]}" \
		-max_total_time="$FUZZ_SECONDS" -print_final_stats=1 \
		"$new" "$corpus" 2>"$dir/fuzz.log" || rc=$?
	if [ "$rc" -eq 0 ]; then
		grep -E '^(Done|stat::)' "$dir/fuzz.log" || true
	else
		# the report: everything but progress lines and the dictionary advice
		grep -v -E '^(#[0-9]+[[:space:]]+(NEW|REDUCE|pulse|RELOAD)|"|###)' \
			"$dir/fuzz.log" | tail -n 80
	fi

	minimise() {	# minimise [libFuzzer options]: cover into $min, 0 if it worked
		rm -rf "$min" && mkdir -p "$min"
		timeout 900 "$bin" -set_cover_merge=1 "${common[@]}" "$@" \
			"$min" "$corpus" "$new" >"$dir/merge.log" 2>&1
	}
	echo "fuzz: $t: minimising $corpus"
	ok=0
	if minimise; then
		ok=1
		if [ "$(find "$min" -type f | wc -l)" -gt $MAX_FILES ] ||
		   [ "$(du -sk "$min" | cut -f1)" -gt $MAX_KB ]; then
			echo "fuzz: $t: the cover of every counter is too big, keeping edges only"
			minimise -use_counters=0 || ok=0
		fi
	fi
	if [ $ok -eq 1 ]; then
		declare -A seed_sum=()
		for f in "$corpus"/*; do
			[ -e "$f" ] || continue
			name=${f##*/}
			if [[ $name =~ ^[0-9a-f]{40}$ ]]; then
				rm -f "$f"
			else
				seed_sum[$(sha1sum <"$f" | cut -c1-40)]=1
			fi
		done
		for f in "$min"/*; do
			[ -e "$f" ] || continue
			[ -n "${seed_sum[${f##*/}]:-}" ] || cp "$f" "$corpus/"
		done
		grep -E '^MERGE-OUTER: [0-9]+ new files' "$dir/merge.log" || true
	else
		echo "fuzz: $t: merge failed (corpus left as it was), see $dir/merge.log" >&2
	fi
	rm -rf "$new" "$min" && mkdir -p "$new"
	after=$(find "$corpus" -type f | wc -l)
	kb=$(du -sk "$corpus" | cut -f1)
	echo "fuzz: $t: corpus $before -> $after files, ${kb} KiB"
	if [ "$after" -gt 500 ] || [ "$kb" -gt 2048 ]; then
		echo "fuzz: $t: warning: the corpus is past 500 files or 2 MiB" >&2
	fi

	found=$(find "$art" -maxdepth 1 -type f \( -name 'crash-*' -o -name 'leak-*' \
		-o -name 'timeout-*' -o -name 'oom-*' \) | sort)
	if [ -n "$found" ] || [ "$rc" -ne 0 ]; then
		echo "fuzz: $t: FAILED (exit $rc)"
		failed=1
		# shellcheck disable=SC2206
		all_found+=($found)
	fi
	return 0
}

for t in $FUZZ_TARGETS; do
	fuzz_one "$t"
done
if [ $failed -ne 0 ]; then
	echo "fuzz: FAILED; reproducers:"
	printf '  %s\n' "${all_found[@]}"
	echo "  replay one with: $O/fuzz/TARGET/fuzz_TARGET FILE   (or $O/tests/fuzz_replay[_rules|_canon] FILE)"
	exit 1
fi
echo "fuzz: no crash in $FUZZ_SECONDS s each ($FUZZ_TARGETS)"
