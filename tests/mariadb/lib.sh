# shellcheck shell=bash
# tests/mariadb/lib.sh: a throwaway MariaDB server plus sysbench, for tests,
# demos and sample captures.  Source it from bash:
#
#     . tests/mariadb/lib.sh
#     mdb_require || exit $?          # 77 = skipped
#     mdb_install_trap                 # stop whatever we start, on any exit
#     dir=$(mktemp -d) && mdb_start "$dir" && mdb_sysbench_prepare "$dir"
#
# Functions (all return non-zero on failure and never call exit):
#
#   mdb_require
#       Checks that mariadbd, mariadb-install-db, mariadb-admin, mariadb and
#       sysbench exist.  If one is missing prints why on stderr and returns 77
#       (the harness's "skipped").
#   mdb_start DIR
#       mariadb-install-db into DIR/data, then starts /usr/sbin/mariadbd on
#       DIR/mysqld.sock (no TCP) in the background and waits (at most
#       MDB_START_TIMEOUT s, default 60) until it answers a ping.  Sets MDB_PID
#       and MDB_SOCK.  On failure prints the tail of DIR/error.log on stderr.
#       Extra server options may be given in the array MDB_EXTRA_OPTS.
#   mdb_stop DIR
#       Clean shutdown of the server started by mdb_start DIR, a bounded wait
#       (MDB_STOP_TIMEOUT s, default 60), then SIGKILL of that one pid only.
#       Idempotent: a second call, or a call for a server that never started,
#       returns 0.
#   mdb_sysbench_prepare DIR [TABLES] [ROWS]
#       Creates database sbtest and fills it with sysbench's oltp tables
#       (default 4 tables x 20000 rows, about 5 s here).  Remembers TABLES and
#       ROWS in DIR/sysbench.args so later runs use the same shape.
#   mdb_sysbench_start DIR WORKLOAD THREADS SECONDS [SYSBENCH-OPTION...]
#       Starts `sysbench WORKLOAD ... run` (e.g. oltp_read_write, or the path
#       of a Lua script) in the background, output in DIR/sysbench.NAME.log,
#       NAME being WORKLOAD's last path component.  Sets SB_PID.
#   mdb_sysbench_wait [PID]
#       Waits for that sysbench (default SB_PID), bounded by its --time plus
#       MDB_SB_GRACE s (default 30); then TERM, then KILL.  Returns sysbench's
#       exit status (or 124 when it had to be killed).
#   mdb_sysbench_stop [PID]
#       Stops that sysbench now (TERM, bounded wait, KILL).  Idempotent.
#   mdb_cleanup
#       Stops every sysbench and server this shell started (and nothing else).
#       Safe to call several times and from a trap.
#   mdb_install_trap
#       trap mdb_cleanup on EXIT, and on INT/TERM/HUP clean up then exit with
#       128+signal.  Replaces any EXIT/INT/TERM/HUP trap the caller had; a
#       caller with its own trap should call mdb_cleanup from it instead.
#   mdb_gdb_snapshot PID FILE [ERRFILE]
#       Appends one snapshot of all threads of PID to FILE exactly as pt-pmp
#       takes it (gdb "thread apply all bt", then pt-pmp's "TS ..." date line),
#       with debuginfod off so gdb never waits on the network.  gdb's stderr
#       goes to ERRFILE (default /dev/null), as pt-pmp leaves it out of FILE.
#       Bounded by MDB_GDB_TIMEOUT s (default 120).
#   mdb_client DIR ARGS...
#       Runs the mariadb client as root on DIR's socket (no option files).
#   mdb_mktemp
#       Sets MDB_DIR to a new empty directory for mdb_start: under MDB_ROOT's
#       /tmp when MDB_ROOT is set, else under /tmp. mdb_cleanup removes it.
#       (Not in $(...): the subshell would forget it.)
#   mdb_gdb PID ARGS...
#       Runs the gdb that belongs with PID's server: the host's, or the one
#       of MDB_ROOT (inside the server's mount namespace and root, so that
#       it reads that root's libc6-dbg), with ARGS, bounded by
#       MDB_GDB_TIMEOUT s (default 120).
#
# Other MariaDB versions (tests/mariadb/roots.sh): with MDB_ROOT=ROOT (a
# Debian root that roots.sh built), mariadb-install-db and mariadbd are
# those of ROOT, run under chroot(8) in a mount namespace of their own
# (unshare -m, with its own /proc: nothing is mounted where the host sees
# it); DIR must then come from mdb_mktemp. The clients (mariadb,
# mariadb-admin, sysbench) are the host's, over DIR/mysqld.sock.
# mdb_version_root VERSION sets MDB_ROOT for 10.5, 10.11 or 11.8 (returns
# 77 when that root is not built); mdb_require does it for MDB_VERSION.
# A DIR outside the root also works: mdb_start puts the server's files in
# a directory of the root and links DIR/data, DIR/mysqld.sock, DIR/error.log
# (and the pid and install logs) to them.
#
# Nothing here touches /var/lib/mysql, /run/mysqld or any server or sysbench
# not started by this shell: every client gets --no-defaults and an explicit
# --socket, and every kill is of a pid we recorded and checked.

MDB_SERVER=${MDB_SERVER:-/usr/sbin/mariadbd}
MDB_ROOT=${MDB_ROOT:-}
[ "$MDB_ROOT" = / ] && MDB_ROOT=
_MDB_LIB_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
MDB_START_TIMEOUT=${MDB_START_TIMEOUT:-60}
MDB_STOP_TIMEOUT=${MDB_STOP_TIMEOUT:-60}
MDB_SB_GRACE=${MDB_SB_GRACE:-30}

# Modest settings for a 2-core, 24 GiB box; 300 connections so 64-thread
# sysbench runs plus a few clients always fit.
MDB_DEFAULT_OPTS=(
	--innodb-buffer-pool-size=256M
	--innodb-log-file-size=64M
	--max-connections=300
)

# What this shell started: data dirs of live servers, pids of sysbench runs.
MDB_STARTED_DIRS=()
MDB_TMPDIRS=()
MDB_SB_PIDS=()
declare -A MDB_SB_DEADLINE=()

_mdb_msg() { printf '%s: %s\n' "${0##*/}" "$*" >&2; }

# True if PID exists and is not a zombie: a dead child that nobody reaped
# still answers kill -0, so look at its state instead.
_mdb_alive() {
	local st
	[ -r "/proc/$1/stat" ] || return 1
	st=$(sed 's/.*) //' "/proc/$1/stat" 2>/dev/null | cut -d' ' -f1) || return 1
	[ -n "$st" ] && [ "$st" != Z ] && [ "$st" != X ]
}

# Wait up to $2 seconds for pid $1 to go away; reap it if it is our child.
_mdb_wait_gone() {
	local pid=$1 i
	for ((i = 0; i < $2 * 10; i++)); do
		_mdb_alive "$pid" || break
		sleep 0.1
	done
	if _mdb_alive "$pid"; then
		return 1
	fi
	wait "$pid" 2>/dev/null || true
	return 0
}

# DIR as the server sees it: DIR itself on the host; inside MDB_ROOT,
# the path under the root (of DIR, or of the directory mdb_start linked
# it to)
_mdb_inner() {
	local d=$1
	[ -n "$MDB_ROOT" ] || { echo "$d"; return; }
	[ -r "$d/.mdb-root-dir" ] && d=$(cat "$d/.mdb-root-dir")
	echo "${d#"$MDB_ROOT"}"
}

# The pid of the mariadbd serving DIR, but only if it really is a mariadbd
# started on DIR/data: a stale pid file must never make us kill a stranger.
_mdb_pid_of() {
	local dir=$1 pid
	pid=$(cat "$dir/mariadbd.started-pid" 2>/dev/null) || return 1
	[[ $pid =~ ^[0-9]+$ ]] || return 1
	_mdb_alive "$pid" || return 1
	grep -qxF -- "--datadir=$(_mdb_inner "$dir")/data" \
		< <(tr '\0' '\n' <"/proc/$pid/cmdline" 2>/dev/null) || return 1
	echo "$pid"
}

mdb_require() {
	local c
	# MDB_VERSION (10.5, 10.11, 11.8): that version's root
	if [ -n "${MDB_VERSION:-}" ] && [ -z "$MDB_ROOT" ]; then
		mdb_version_root "$MDB_VERSION" || return 77
	fi
	if [ -n "$MDB_ROOT" ]; then
		if [ ! -x "$MDB_ROOT$MDB_SERVER" ]; then
			_mdb_msg "skipped: no $MDB_ROOT$MDB_SERVER (tests/mariadb/roots.sh build)"
			return 77
		fi
		for c in unshare chroot nsenter; do
			command -v "$c" >/dev/null 2>&1 ||
				{ _mdb_msg "skipped: '$c' not found (util-linux)"; return 77; }
		done
		[ "$(id -u)" = 0 ] || { _mdb_msg "skipped: a server in $MDB_ROOT needs root"; return 77; }
		set -- mariadb-admin mariadb sysbench
	else
		set -- "$MDB_SERVER" mariadb-install-db mariadb-admin mariadb sysbench
	fi
	for c in "$@"; do
		if ! command -v "$c" >/dev/null 2>&1; then
			_mdb_msg "skipped: '$c' not found (apt-get install mariadb-server sysbench)"
			return 77
		fi
	done
}

mdb_version_root() {
	local r
	r=$(bash "$_MDB_LIB_DIR/roots.sh" dir "${1:?usage: mdb_version_root VERSION}") || {
		_mdb_msg "skipped: no root for MariaDB $1 (tests/mariadb/roots.sh build $1)"
		return 77
	}
	MDB_ROOT=$r
	[ "$MDB_ROOT" = / ] && MDB_ROOT=
	return 0
}

mdb_mktemp() {
	MDB_DIR=$(mktemp -d "${MDB_ROOT:-}/tmp/pmp-mdb.XXXXXX") || return 1
	MDB_TMPDIRS+=("$MDB_DIR")
}

# the command line prefix that runs a program of the server's root: none
# on the host; for MDB_ROOT, chroot in a private mount namespace with its
# own /proc (mariadbd and gdb read it), which vanishes with the process.
# unshare, sh and chroot each exec the next: the pid is the program's
_mdb_root_prefix() {
	MDB_IN_ROOT=()
	[ -n "$MDB_ROOT" ] || return 0
	# shellcheck disable=SC2016 # the inner sh expands them
	MDB_IN_ROOT=(unshare -m --propagation private sh -c
		'r=$1; shift; mount -t proc proc "$r/proc" && exec chroot "$r" "$@"'
		sh "$MDB_ROOT")
}

mdb_gdb() {
	local pid=${1:?usage: mdb_gdb PID ARGS...} t=${MDB_GDB_TIMEOUT:-120}
	shift
	if [ -z "$MDB_ROOT" ]; then
		timeout "$t" gdb "$@" -p "$pid"
	else
		# the server's own mount namespace and root: its /proc, its
		# libraries, its libc6-dbg
		nsenter -t "$pid" -m -r -w timeout "$t" gdb "$@" -p "$pid"
	fi
}

mdb_client() {
	local dir=$1
	shift
	mariadb --no-defaults --socket="$dir/mysqld.sock" --user=root "$@"
}

_mdb_admin() {
	local dir=$1
	shift
	mariadb-admin --no-defaults --socket="$dir/mysqld.sock" --user=root \
		--connect-timeout=5 "$@"
}

mdb_start() {
	local dir=${1:?usage: mdb_start DIR} i in f
	dir=$(cd "$dir" && pwd -P) || return 1
	if [ -n "$MDB_ROOT" ] && [ "${dir#"$MDB_ROOT"/}" = "$dir" ] &&
		[ ! -e "$dir/.mdb-root-dir" ]; then
		# DIR outside the root (a test's own temp dir): the server's
		# files go to a directory in the root, linked from DIR, so the
		# caller finds DIR/mysqld.sock, DIR/error.log, DIR/data as usual
		mdb_mktemp || return 1
		for f in data mysqld.sock mysqld.pid error.log install.log; do
			ln -sfn "$MDB_DIR/$f" "$dir/$f" || return 1
		done
		echo "$MDB_DIR" >"$dir/.mdb-root-dir"
	fi
	in=$(_mdb_inner "$dir")	# DIR as the server sees it
	# The socket path must fit in sun_path (108 bytes).
	if [ ${#dir} -gt 90 ]; then
		_mdb_msg "mdb_start: '$dir' is too long for a unix socket path"
		return 1
	fi
	if _mdb_pid_of "$dir" >/dev/null; then
		_mdb_msg "mdb_start: a server already runs on '$dir'"
		return 1
	fi
	if [ ! -d "$dir/data/mysql" ]; then
		_mdb_root_prefix
		if ! "${MDB_IN_ROOT[@]}" timeout 120 mariadb-install-db --no-defaults --datadir="$in/data" \
			--user=root --auth-root-authentication-method=socket \
			>"$dir/install.log" 2>&1; then
			_mdb_msg "mdb_start: mariadb-install-db failed:"
			tail -n 20 "$dir/install.log" >&2
			return 1
		fi
	fi
	: >"$dir/error.log"
	_mdb_root_prefix
	# options that name DIR (--log-bin=DIR/data/binlog) name it as the
	# server sees it
	local opts=() o
	for o in ${MDB_EXTRA_OPTS+"${MDB_EXTRA_OPTS[@]}"}; do
		opts+=("${o//"$dir"/"$in"}")
	done
	"${MDB_IN_ROOT[@]}" "$MDB_SERVER" --no-defaults --user=root --datadir="$in/data" \
		--socket="$in/mysqld.sock" --pid-file="$in/mysqld.pid" \
		--skip-networking --log-error="$in/error.log" \
		"${MDB_DEFAULT_OPTS[@]}" ${opts+"${opts[@]}"} \
		</dev/null >/dev/null 2>&1 &
	MDB_PID=$!
	# shellcheck disable=SC2034  # for the caller
	MDB_SOCK=$dir/mysqld.sock
	echo "$MDB_PID" >"$dir/mariadbd.started-pid"
	MDB_STARTED_DIRS+=("$dir")
	for ((i = 0; i < MDB_START_TIMEOUT * 5; i++)); do
		if ! _mdb_alive "$MDB_PID"; then
			break
		fi
		if _mdb_admin "$dir" ping >/dev/null 2>&1; then
			return 0
		fi
		sleep 0.2
	done
	_mdb_msg "mdb_start: server on '$dir' did not come up; error.log says:"
	tail -n 25 "$dir/error.log" >&2
	mdb_stop "$dir"
	return 1
}

mdb_stop() {
	local dir=${1:?usage: mdb_stop DIR} pid d keep=()
	dir=$(cd "$dir" 2>/dev/null && pwd -P) || return 0
	if pid=$(_mdb_pid_of "$dir"); then
		# mariadb-admin shutdown waits for the server itself, but bound it.
		timeout 30 mariadb-admin --no-defaults --socket="$dir/mysqld.sock" \
			--user=root --connect-timeout=5 shutdown >/dev/null 2>&1 || true
		if ! _mdb_wait_gone "$pid" "$MDB_STOP_TIMEOUT"; then
			_mdb_msg "mdb_stop: server $pid ignored shutdown; killing it"
			kill -KILL "$pid" 2>/dev/null || true
			_mdb_wait_gone "$pid" 10 || _mdb_msg "mdb_stop: pid $pid survived SIGKILL"
		fi
	fi
	rm -f "$dir/mariadbd.started-pid"
	for d in ${MDB_STARTED_DIRS[@]+"${MDB_STARTED_DIRS[@]}"}; do
		[ "$d" = "$dir" ] || keep+=("$d")
	done
	MDB_STARTED_DIRS=(${keep[@]+"${keep[@]}"})
	return 0
}

# Options that select the server and table shape, shared by prepare and run.
_mdb_sb_common() {
	local dir=$1 tables=4 rows=20000
	if [ -r "$dir/sysbench.args" ]; then
		read -r tables rows <"$dir/sysbench.args"
	fi
	printf '%s\n' --db-driver=mysql --mysql-socket="$dir/mysqld.sock" \
		--mysql-user=root --mysql-db=sbtest \
		--tables="$tables" --table-size="$rows"
}

mdb_sysbench_prepare() {
	local dir=${1:?usage: mdb_sysbench_prepare DIR [TABLES] [ROWS]}
	local tables=${2:-4} rows=${3:-20000} opts
	dir=$(cd "$dir" && pwd) || return 1
	mdb_client "$dir" -e 'CREATE DATABASE IF NOT EXISTS sbtest' || return 1
	echo "$tables $rows" >"$dir/sysbench.args"
	mapfile -t opts < <(_mdb_sb_common "$dir")
	if ! timeout 600 sysbench oltp_read_write "${opts[@]}" prepare \
		>"$dir/sysbench.prepare.log" 2>&1; then
		_mdb_msg "mdb_sysbench_prepare: sysbench prepare failed:"
		tail -n 20 "$dir/sysbench.prepare.log" >&2
		return 1
	fi
}

mdb_sysbench_start() {
	local dir=${1:?usage: mdb_sysbench_start DIR WORKLOAD THREADS SECONDS [OPTION...]}
	local workload=${2:?} threads=${3:?} secs=${4:?} opts
	shift 4
	dir=$(cd "$dir" && pwd) || return 1
	mapfile -t opts < <(_mdb_sb_common "$dir")
	sysbench "$workload" "${opts[@]}" --threads="$threads" --time="$secs" \
		--events=0 --report-interval=0 "$@" run \
		</dev/null >"$dir/sysbench.${workload##*/}.log" 2>&1 &
	SB_PID=$!
	MDB_SB_PIDS+=("$SB_PID")
	MDB_SB_DEADLINE[$SB_PID]=$((SECONDS + secs + MDB_SB_GRACE))
}

# Forget a sysbench pid once it is gone.
_mdb_sb_forget() {
	local p keep=()
	for p in ${MDB_SB_PIDS[@]+"${MDB_SB_PIDS[@]}"}; do
		[ "$p" = "$1" ] || keep+=("$p")
	done
	MDB_SB_PIDS=(${keep[@]+"${keep[@]}"})
	unset "MDB_SB_DEADLINE[$1]"
}

mdb_sysbench_wait() {
	local pid=${1:-${SB_PID:?no sysbench started}} rc=0
	local deadline=${MDB_SB_DEADLINE[$pid]:-$((SECONDS + MDB_SB_GRACE))}
	while _mdb_alive "$pid" && [ "$SECONDS" -lt "$deadline" ]; do
		sleep 0.2
	done
	if _mdb_alive "$pid"; then
		_mdb_msg "mdb_sysbench_wait: sysbench $pid overran its time; stopping it"
		mdb_sysbench_stop "$pid"
		return 124
	fi
	wait "$pid" 2>/dev/null || rc=$?
	_mdb_sb_forget "$pid"
	return "$rc"
}

mdb_sysbench_stop() {
	local pid=${1:-${SB_PID:-}}
	[ -n "$pid" ] || return 0
	# Only a pid we started (still listed) may be signalled.
	case " ${MDB_SB_PIDS[*]:-} " in *" $pid "*) ;; *) return 0 ;; esac
	if _mdb_alive "$pid"; then
		kill -TERM "$pid" 2>/dev/null || true
		if ! _mdb_wait_gone "$pid" 10; then
			kill -KILL "$pid" 2>/dev/null || true
			_mdb_wait_gone "$pid" 5 || true
		fi
	fi
	wait "$pid" 2>/dev/null || true
	_mdb_sb_forget "$pid"
}

# -iex, not -ex: -ex commands run only after the attach, too late to stop the
# "Enable debuginfod for this session?" query when DEBUGINFOD_URLS is set.
mdb_gdb_snapshot() {
	local pid=${1:?usage: mdb_gdb_snapshot PID FILE [ERRFILE]} file=${2:?}
	local err=${3:-/dev/null} rc=0
	mdb_gdb "$pid" -iex "set debuginfod enabled off" \
		-ex "set pagination 0" -ex "thread apply all bt" \
		-batch >>"$file" 2>>"$err" || rc=$?
	date +'TS %N.%s %F %T' >>"$file"
	return "$rc"
}

mdb_cleanup() {
	local p d
	for p in ${MDB_SB_PIDS[@]+"${MDB_SB_PIDS[@]}"}; do
		mdb_sysbench_stop "$p"
	done
	for d in ${MDB_STARTED_DIRS[@]+"${MDB_STARTED_DIRS[@]}"}; do
		mdb_stop "$d"
	done
	for d in ${MDB_TMPDIRS[@]+"${MDB_TMPDIRS[@]}"}; do
		rm -rf --one-file-system "$d"
	done
	MDB_TMPDIRS=()
}

mdb_install_trap() {
	trap 'mdb_cleanup' EXIT
	trap 'mdb_cleanup; trap - EXIT; exit 130' INT
	trap 'mdb_cleanup; trap - EXIT; exit 143' TERM
	trap 'mdb_cleanup; trap - EXIT; exit 129' HUP
}
