#!/usr/bin/env bash
# tests/mariadb/roots.sh - Debian roots with other MariaDB servers and other
# glibcs than the host's, for the live tests and `make demo VERSION=...`.
#
#   tests/mariadb/roots.sh build [VERSION...]   build the missing roots
#                                               (default: all of them)
#   tests/mariadb/roots.sh dir VERSION          the root of VERSION, or
#                                               "/" for the host's own;
#                                               exit 1 when not built
#   tests/mariadb/roots.sh list                 "VERSION SUITE ROOT" of
#                                               every root that is built
#   tests/mariadb/roots.sh suite SUITE          the root of Debian SUITE
#                                               (bullseye, bookworm,
#                                               trixie), the host's own
#                                               included, built if missing
#
# VERSION is the MariaDB series: 10.5 (Debian 11 bullseye, glibc 2.31),
# 10.11 (the host, Debian 12 bookworm, glibc 2.36), 11.8 (Debian 13 trixie,
# glibc 2.41). A root is `debootstrap --variant=minbase SUITE` plus
# mariadb-server, gdb, libc6-dbg and libmariadbd-dev installed inside it
# with apt-get (debootstrap's --include fails on their dependencies). It
# takes 2-4 minutes and about 1 GB each, from the same mirror the host
# uses, and is kept outside the source tree in PMP_ROOTS (default
# /var/cache/pmp-roots), so a fresh clone and `make clean` reuse it.
# A root is complete when ROOT/.pmp-root-ready exists: an interrupted
# build is started again from scratch. The marker lists the packages
# installed; a root built with fewer than PKGS gets the others added.
#
# Nothing here starts a service: policy-rc.d inside the root refuses it.
# Servers are started by tests/mariadb/lib.sh (MDB_ROOT).
set -euo pipefail
PMP_ROOTS=${PMP_ROOTS:-/var/cache/pmp-roots}
MIRROR=${PMP_ROOTS_MIRROR:-http://deb.debian.org/debian}
# the packages every root gets; gdb, libc6-dbg and elfutils (eu-stack)
# make it its own oracle
PKGS="mariadb-server gdb libc6-dbg libmariadbd-dev elfutils"

suite_of() {
	case $1 in
	10.5) echo bullseye ;;
	10.11) echo bookworm ;;
	11.8) echo trixie ;;
	*) return 1 ;;
	esac
}
ALL="10.5 10.11 11.8"

msg() { printf 'roots: %s\n' "$*" >&2; }

root_dir() {	# the root of VERSION; "/" for the host's
	local s
	s=$(suite_of "$1") || { msg "unknown version '$1' (known: $ALL)"; return 2; }
	if [ "$s" = "$(. /etc/os-release && echo "${VERSION_CODENAME:-}")" ]; then
		echo /
	elif [ -e "$PMP_ROOTS/$s/.pmp-root-ready" ]; then
		echo "$PMP_ROOTS/$s"
	else
		return 1
	fi
}

# SUITE's root in PMP_ROOTS, built when missing (also for the host's own
# suite: the Debian package's test installs into a root, never the host)
build_suite() {
	local s=$1 r=$PMP_ROOTS/$1 t0=$SECONDS
	if [ -e "$r/.pmp-root-ready" ]; then
		# built before PKGS grew: add what is missing
		[ "$(cat "$r/.pmp-root-ready")" = "$PKGS" ] && return 0
		msg "adding to $r: $PKGS"
		chroot "$r" /usr/bin/env DEBIAN_FRONTEND=noninteractive sh -c \
			"apt-get update -qq && apt-get install -y -qq --no-install-recommends $PKGS && apt-get clean" \
			>>"$r.log" 2>&1 || { msg "apt-get in $r failed (see $r.log)"; return 1; }
		echo "$PKGS" >"$r/.pmp-root-ready"
		return 0
	fi
	[ "$(id -u)" = 0 ] || { msg "building a root needs root (debootstrap, chroot)"; return 1; }
	command -v debootstrap >/dev/null ||
		{ msg "no debootstrap (apt-get install debootstrap)"; return 1; }
	mkdir -p "$PMP_ROOTS"
	# an interrupted build: its half root is not trusted
	rm -rf --one-file-system "$r"
	msg "building $r: debootstrap"
	if ! debootstrap --variant=minbase "$s" "$r" "$MIRROR" >"$r.log" 2>&1; then
		msg "debootstrap $s failed; the end of $r.log:"
		tail -n 15 "$r.log" >&2
		return 1
	fi
	printf '#!/bin/sh\nexit 101\n' >"$r/usr/sbin/policy-rc.d"
	chmod 755 "$r/usr/sbin/policy-rc.d"
	# mariadb-install-db resolves the host name and localhost
	{ cat /etc/hosts; echo "127.0.1.1 $(hostname)"; } >"$r/etc/hosts"
	msg "building $r: apt-get install $PKGS"
	if ! chroot "$r" /usr/bin/env DEBIAN_FRONTEND=noninteractive sh -c \
		"apt-get update -qq && apt-get install -y -qq --no-install-recommends $PKGS" \
		>>"$r.log" 2>&1; then
		msg "apt-get in $s failed; the end of $r.log:"
		tail -n 15 "$r.log" >&2
		return 1
	fi
	chroot "$r" apt-get clean
	echo "$PKGS" >"$r/.pmp-root-ready"
	msg "built $r in $((SECONDS - t0)) s, $(du -sh --one-file-system "$r" | cut -f1)"
}

build_one() {
	local v=$1 s r
	s=$(suite_of "$v") || { msg "unknown version '$v' (known: $ALL)"; return 2; }
	if r=$(root_dir "$v") && [ "$r" = / ]; then
		return 0
	fi
	build_suite "$s"
}

case ${1:-} in
build)
	shift
	# shellcheck disable=SC2086 # the version list, split on purpose
	[ $# -gt 0 ] || set -- $ALL
	for v in "$@"; do build_one "$v"; done
	;;
dir)
	[ $# = 2 ] || { msg "usage: $0 dir VERSION"; exit 2; }
	root_dir "$2"
	;;
suite)
	# the root of a Debian release by name, the host's own included
	[ $# = 2 ] || { msg "usage: $0 suite SUITE"; exit 2; }
	case $2 in
	bullseye | bookworm | trixie) ;;
	*) msg "unknown suite '$2' (known: bullseye bookworm trixie)"; exit 2 ;;
	esac
	build_suite "$2"
	echo "$PMP_ROOTS/$2"
	;;
list)
	for v in $ALL; do
		r=$(root_dir "$v") && echo "$v $(suite_of "$v") $r"
	done
	exit 0
	;;
*)
	sed -n '2,/^set -e/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2
	exit 2
	;;
esac
