# shellcheck shell=bash
# tools/overlay.sh - a throwaway overlay over a Debian root, for
# tools/deb.sh (the build) and tests/deb/package.test (the install).
# Source it; call overlay_mount in a private mount namespace (unshare -m),
# so that nothing stays mounted where the host sees it.
#
#   overlay_mount LOWER DIR SUITE   LOWER seen at DIR/root (DIR/upper gets
#                                   every change), /proc mounted, apt's
#                                   downloads kept in
#                                   PMP_ROOTS/apt-cache/SUITE, no fsync per
#                                   package, no man-db index of the whole
#                                   root per man page; sets OVL_ROOT
#   in_overlay CMD                  runs sh -c CMD in OVL_ROOT

# dpkg's setting in the overlay, for whoever compares its files
OVL_DPKG_CFG=etc/dpkg/dpkg.cfg.d/pmp-overlay

overlay_mount() {
	local lower=$1 d=$2 cache=${PMP_ROOTS:-/var/cache/pmp-roots}/apt-cache/$3
	mkdir -p "$d/upper" "$d/ovl" "$d/root" "$cache/partial" || return 1
	mount -t overlay overlay -o "lowerdir=$lower,upperdir=$d/upper,workdir=$d/ovl" "$d/root" ||
		return 1
	OVL_ROOT=$d/root
	mount -t proc proc "$OVL_ROOT/proc" &&
		mount --bind "$cache" "$OVL_ROOT/var/cache/apt/archives" || return 1
	echo force-unsafe-io >"$OVL_ROOT/$OVL_DPKG_CFG"
	in_overlay "echo 'man-db man-db/auto-update boolean false' | debconf-set-selections"
	rm -f "$OVL_ROOT/var/lib/man-db/auto-update"
}

in_overlay() {
	chroot "$OVL_ROOT" /usr/bin/env DEBIAN_FRONTEND=noninteractive LC_ALL=C.UTF-8 sh -c "$1"
}
