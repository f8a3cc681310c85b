# tests/embedded/lib.bash - shared by tests/embedded/*.test: a real MariaDB
# (the embedded server of libmariadbd.a, full DWARF) as a live target.
# Source from bash, after which the helpers of tests/live/lib.bash are
# there too (live_fail, live_skip, live_assert_released, LIVE_TMP, the
# EXIT trap that kills LIVE_PIDS):
#
#     . "$(dirname "$0")/lib.bash"
#     emb_require                       # exit 77 without libmariadbd.a; builds the target
#     emb_datadir DIR                   # a fresh data directory (a copy of a template)
#     emb_start MODE DIR [ARGS...]      # sets EPID, waits for "ready"; killed on exit
#     emb_need_ptrace                   # exit 77 when ptrace is not allowed
#     emb_pmp OUT ARGS...               # pmp -p EPID ARGS >OUT, bounded, then checks the target
#     emb_stop                          # kill EPID now
#     $EMB_PRIO CMD...                  # CMD at a higher priority when root
#
# The target and its modes: tests/embedded/embedded_target.c.
. "$(dirname "${BASH_SOURCE[0]}")/../live/lib.bash"
EMB=$B/tests/embedded/embedded_target
# mariadb-install-db takes 4 s (30 s on a busy box): its result is kept
# next to the target and copied, remade when the MariaDB version changes
EMB_TMPL=$B/tests/embedded/datadir
EMB_LOCK=$B/tests/embedded/.lock
# pmp and gdb stop a target whose threads all run (2 cores): without a
# priority edge they wait their turn behind it for tens of seconds
EMB_PRIO=
[ "$(id -u)" = 0 ] && EMB_PRIO="nice -n -10"

emb_libmariadbd() {
	local d
	for d in "/usr/lib/$(gcc -print-multiarch 2>/dev/null)" /usr/lib/x86_64-linux-gnu /usr/lib64 /usr/lib; do
		[ -f "$d/libmariadbd.a" ] && { echo "$d/libmariadbd.a"; return 0; }
	done
	return 1
}

# skip without the embedded server library, build the target on demand
emb_require() {
	emb_libmariadbd >/dev/null || live_skip "no libmariadbd.a (apt-get install libmariadbd-dev)"
	command -v mariadb_config >/dev/null || live_skip "no mariadb_config (libmariadb-dev)"
	command -v mariadb-install-db >/dev/null || live_skip "no mariadb-install-db (mariadb-server)"
	command -v python3 >/dev/null || live_skip "no python3"
	mkdir -p "$B/tests/embedded"
	flock "$EMB_LOCK" make -s O="$B" "$EMB" >"$LIVE_TMP/make.log" 2>&1 ||
		live_fail "building $EMB failed: $(tail -5 "$LIVE_TMP/make.log")"
	[ -x "$EMB" ] || live_fail "no $EMB after make"
}

# emb_datadir DIR: a copy of the template (made first if needed)
emb_datadir() {
	local want
	want="mariadb $(mariadb_config --version 2>/dev/null)"
	exec 9>"$EMB_LOCK"
	flock 9
	if [ "$(cat "$EMB_TMPL/.pmp-template" 2>/dev/null)" != "$want" ]; then
		rm -rf "$EMB_TMPL" "$EMB_TMPL.new"
		mariadb-install-db --no-defaults --datadir="$EMB_TMPL.new" --user="$(id -un)" \
			>"$LIVE_TMP/install-db.log" 2>&1 ||
			live_fail "mariadb-install-db failed: $(tail -5 "$LIVE_TMP/install-db.log")"
		echo "$want" >"$EMB_TMPL.new/.pmp-template"
		mv "$EMB_TMPL.new" "$EMB_TMPL"
	fi
	rm -rf "$1"
	cp -a "$EMB_TMPL" "$1" || live_fail "cannot copy the data directory to $1"
	exec 9>&-
}

# emb_start MODE DIR [ARGS...]: start, wait for "ready" (at most 120 s)
emb_start() {
	local mode=$1 dir=$2 out
	shift 2
	out=$LIVE_TMP/target.$mode.$RANDOM
	EMB_OUT=$out
	"$EMB" "$mode" "$dir" "$@" >"$out" 2>"$out.err" &
	EPID=$!
	LIVE_PIDS+=("$EPID")
	live_wait_ready "$EPID" "$out" 120 "embedded_target $mode" "$out.err"
}

# the yama check of live_need_ptrace, without its probe: an unprioritized
# pmp on a target that keeps both cores busy can wait minutes for the CPU
emb_need_ptrace() {
	local scope
	scope=$(cat /proc/sys/kernel/yama/ptrace_scope 2>/dev/null || echo 0)
	if [ "$(id -u)" != 0 ] && [ "$scope" -gt 0 ]; then
		live_skip "ptrace not permitted (kernel.yama.ptrace_scope=$scope, not root)"
	fi
}

emb_stop() {
	kill -KILL "$EPID" 2>/dev/null
	wait "$EPID" 2>/dev/null
}

# emb_pmp OUT ARGS...: pmp -p EPID ARGS >OUT, bounded in time (SIGTERM
# makes pmp print what it has); then the target must be released
emb_pmp() {
	local out=$1 rc
	shift
	# shellcheck disable=SC2086 # EMB_PRIO: empty or a nice command, split
	timeout -s TERM "${EMB_PMP_TIMEOUT:-90}" $EMB_PRIO "$PMP" -p "$EPID" "$@" >"$out" 2>"$out.err"
	rc=$?
	live_assert_released "$EPID"
	kill -0 "$EPID" 2>/dev/null || live_fail "the target died while pmp ran: $(tail -3 "$EMB_OUT.err")"
	case $rc in
	0 | 1 | 124) return 0 ;;	# 1: partial (threads not stopped in time); 124: timed out, printed what it had
	*) grep -qi "not permitted" "$out.err" && live_skip "ptrace not permitted: $(head -1 "$out.err")"
	   live_fail "pmp $* exited $rc: $(tail -3 "$out.err")" ;;
	esac
}
