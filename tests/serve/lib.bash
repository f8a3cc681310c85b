# tests/serve/lib.bash - helpers for the `pmp serve` tests
# (tests/serve/*.test); source it. Builds on tests/live/lib.bash (PMP,
# LIVE_TMP, live_fail, live_skip, live_assert_released; every pid in
# LIVE_PIDS is killed on exit).
#
#     serve_start ARGS...     starts `pmp serve -l 127.0.0.1:0 ARGS...`,
#                             sets SPID and SURL (http://127.0.0.1:PORT)
#     serve_get PATH [FILE]   GET SURL/PATH (curl, 10 s at most), body on
#                             stdout or in FILE
#     serve_metric NAME [LABELS]  the value of one series of /metrics
#     serve_stop              SIGTERM, wait; fails unless pmp exits 0
#     free_port               a port nobody listens on now (loopback)
#     serve_assert_released PID   while pmp serve runs: no thread of PID
#                             traced or stopped in one of 5 looks 0.2 s apart
. "$(dirname "${BASH_SOURCE[0]}")/../live/lib.bash"
command -v curl >/dev/null || live_skip "no curl (Debian: apt-get install curl)"
CONTENTION=$B/tests/rules/contention_target

serve_start() {
	local i
	: >"$LIVE_TMP/serve.err"	# there before the loop below reads it
	"$PMP" serve -l 127.0.0.1:0 "$@" 2>"$LIVE_TMP/serve.err" &
	SPID=$!
	LIVE_PIDS+=("$SPID")
	for ((i = 0; i < 200; i++)); do
		SURL=$(sed -n 's|^pmp: serving on \(http://127.0.0.1:[0-9]*\)/$|\1|p' \
			"$LIVE_TMP/serve.err")
		[ -n "$SURL" ] && return 0
		kill -0 "$SPID" 2>/dev/null || break
		sleep 0.05
	done
	live_fail "pmp serve did not start: $(cat "$LIVE_TMP/serve.err")"
}

serve_get() {
	if [ $# -gt 1 ]; then
		curl -sS --max-time 10 -o "$2" "$SURL$1"
	else
		curl -sS --max-time 10 "$SURL$1"
	fi
}

serve_metric() {	# serve_metric NAME [LABELS]: exact series match
	serve_get /metrics | awk -v s="$1${2:+\{$2\}}" '$1 == s { print $2; f = 1 } END { exit !f }'
}

serve_stop() {
	local rc
	kill -TERM "$SPID"
	wait "$SPID"
	rc=$?
	[ "$rc" = 0 ] || live_fail "pmp serve exited $rc after SIGTERM: $(tail -3 "$LIVE_TMP/serve.err")"
}

# live_assert_released while pmp serve samples: a look may fall inside a
# snapshot (threads held for milliseconds, on purpose); a thread left
# traced or stopped stays so in every look
serve_assert_released() {
	local i
	for ((i = 0; i < 5; i++)); do
		(live_assert_released "$1") 2>"$LIVE_TMP/released.err" && return 0
		sleep 0.2
	done
	live_fail "$(cat "$LIVE_TMP/released.err") (in 5 looks over 1 s)"
}

free_port() {
	python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# start tests/rules/contention_target with N waiters; sets TPID
serve_contention() {
	[ -x "$CONTENTION" ] || live_skip "no $CONTENTION (make check builds it)"
	live_start_target "$LIVE_TMP/contention.out" 5 "$CONTENTION" "$1"
}
