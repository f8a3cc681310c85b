#!/usr/bin/env bash
# tools/deb.sh - build pmp's Debian package (make deb).
#
#   tools/deb.sh [-r ROOT] [-o DIR] [-l]
#
# Exports the tree (the files git tracks or would track, as they are in
# the working copy; without git, everything but build*/) to a temporary
# directory, names the version there (tools/version, then +debNN for the
# release: 0.30+deb12, so a bullseye, a bookworm and a trixie build sort
# in release order and an upgrade of the system upgrades pmp), and runs
# dpkg-buildpackage -us -uc in it: a source package and the binary one.
#
# Without -r the build runs on this system, for its release, with the
# build dependencies installed here (make deps). With -r ROOT it runs in
# ROOT, a Debian root of another release (tests/mariadb/roots.sh suite
# SUITE): in a throwaway overlay over ROOT, in a private mount namespace,
# with the Build-Depends of debian/control installed there by apt-get, so
# the package gets that release's compiler, libraries and shlibs, and
# ROOT itself is left as it was. Needs root. apt's downloads are kept in
# PMP_ROOTS/apt-cache/SUITE for the next build.
#
# -l also runs that release's lintian on the result (installed in the
# overlay with -r), into DIR/lintian.txt.
#
# The files land in DIR (default build/deb/SUITE): pmp_VERSION_ARCH.deb,
# the .dsc, .tar.xz, .buildinfo, .changes, and build.log. Exit 0 when
# built, 1 when the build failed (the end of build.log is printed), 2 on
# a usage error.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
PMP_ROOTS=${PMP_ROOTS:-/var/cache/pmp-roots}
root='' out='' lint=''

usage() { sed -n '2,/^set -e/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2; exit 2; }
msg() { printf 'deb: %s\n' "$*" >&2; }
while getopts r:o:lh o; do
	case $o in
	r) root=$(cd "$OPTARG" && pwd) || exit 2 ;;
	o) out=$OPTARG ;;
	l) lint=1 ;;
	*) usage ;;
	esac
done
shift $((OPTIND - 1))
[ $# = 0 ] || usage

# the overlay lives in a mount namespace of this script's own: when it
# exits, however it exits, nothing stays mounted where the host sees it
if [ -n "$root" ] && [ -z "${PMP_DEB_NS:-}" ]; then
	[ "$(id -u)" = 0 ] || { msg "building in a root needs root (mount, chroot)"; exit 1; }
	PMP_DEB_NS=1 exec unshare -m --propagation private bash "$0" "$@" -r "$root" \
		${out:+-o "$out"} ${lint:+-l}
fi

[ -r "${root:-}/etc/os-release" ] ||
	{ msg "no ${root:-}/etc/os-release: ${root:-this system} is no Debian root"; exit 1; }
osrel() { (. "${root:-}/etc/os-release" && eval "echo \"\${$1:-}\""); }
suite=$(osrel VERSION_CODENAME)
major=$(osrel VERSION_ID)
[ -n "$suite" ] && [ -n "$major" ] ||
	{ msg "${root:-}/etc/os-release names no Debian release"; exit 1; }
version=$(sh "$top/tools/version")+deb$major
out=${out:-$top/build/deb/$suite}
mkdir -p "$out"
out=$(cd "$out" && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/pmp-deb.XXXXXX")
cleanup() {
	[ -n "$root" ] && umount -R "$work/root" 2>/dev/null
	rm -rf --one-file-system "$work"
}
trap cleanup EXIT

# the export: what git knows of (tracked, or untracked and not ignored),
# as it is on disk; a file deleted but not yet committed is left out
src=$work/src/pmp-$version
mkdir -p "$src"
if git -C "$top" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
	(cd "$top" && git ls-files -z --cached --others --exclude-standard |
		while IFS= read -r -d '' f; do [ -e "$f" ] && printf '%s\0' "$f"; done |
		tar --null -T - -cf -) | tar -xf - -C "$src"
else
	tar -C "$top" --exclude='./build*' -cf - . | tar -xf - -C "$src"
fi
# the version, and the release it is for, in the export's changelog only
sed -i "1s/^pmp ([^)]*) [^;]*;/pmp ($version) $suite;/" "$src/debian/changelog"
# the lintian tags that one release's lintian alone gives, each with its
# reason (debian/lintian-by-release/SUITE), overridden for that release
if [ -f "$src/debian/lintian-by-release/$suite" ]; then
	cat "$src/debian/lintian-by-release/$suite" >>"$src/debian/source/lintian-overrides"
fi
msg "pmp $version for $suite${root:+ in $root}"

jobs=$(nproc 2>/dev/null || echo 1)
build_cmd="cd /build/pmp-$version && DEB_BUILD_OPTIONS=parallel=$jobs dpkg-buildpackage -us -uc"
lint_cmd="lintian -I --pedantic --show-overrides pmp_${version}_*.changes"
rc=0
if [ -z "$root" ]; then
	mkdir -p "$work/build"
	mv "$src" "$work/build/"
	(cd "$work/build/pmp-$version" &&
		DEB_BUILD_OPTIONS=parallel=$jobs dpkg-buildpackage -us -uc) >"$out/build.log" 2>&1 || rc=$?
	built=$work/build
	if [ "$rc" = 0 ] && [ -n "$lint" ]; then
		command -v lintian >/dev/null || { msg "no lintian here (apt-get install lintian)"; exit 1; }
		(cd "$built" && eval "$lint_cmd") >"$out/lintian.txt" 2>&1 || true
	fi
else
	# a throwaway overlay over ROOT: the build dependencies and the
	# build go to its upper layer, deleted with $work
	. "$top/tools/overlay.sh"
	overlay_mount "$root" "$work" "$suite"
	in_root() { in_overlay "$1"; }
	mkdir -p "$work/root/build"
	mv "$src" "$work/root/build/"
	{
		in_root "apt-get update -qq && apt-get build-dep -y -qq --no-install-recommends /build/pmp-$version" &&
			{ [ -z "$lint" ] || in_root "apt-get install -y -qq --no-install-recommends lintian"; } &&
			in_root "$build_cmd"
	} >"$out/build.log" 2>&1 || rc=$?
	built=$work/root/build
	if [ "$rc" = 0 ] && [ -n "$lint" ]; then
		in_root "cd /build && $lint_cmd" >"$out/lintian.txt" 2>&1 || true
	fi
fi
if [ "$rc" != 0 ]; then
	msg "the build failed ($rc); the end of $out/build.log:"
	tail -n 25 "$out/build.log" >&2
	exit 1
fi
rm -f "$out"/pmp_* "$out"/pmp-dbgsym_*
cp "$built"/pmp_"$version"* "$built"/pmp-dbgsym_"$version"* "$out/"
msg "built: $(cd "$out" && echo pmp_*.deb) in $out"
if [ -n "$lint" ]; then
	# lintian's note that it runs as root is about lintian, not pmp
	sed -i '/running with root privileges is not recommended/d' "$out/lintian.txt"
	if [ -s "$out/lintian.txt" ]; then
		msg "lintian ($out/lintian.txt; O: overridden, with the reason above it):"
		sed 's/^/    /' "$out/lintian.txt" >&2
	else
		msg "lintian: no tag"
	fi
fi
