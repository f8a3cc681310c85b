#!/usr/bin/env python3
# tests/embedded/gdb_compare.py - compare, thread by thread, gdb's frames
# (tests/embedded/gdb_frames.py, after "thread apply all bt") with pmp's
# raw captures (pmp -p PID --save FILE) of the same parked process.
#
#   gdb_compare.py [--frozen] GDB_OUT RAW_BEFORE RAW_AFTER [REQUIRED_REGEX]
#
# RAW_BEFORE and RAW_AFTER are taken just before and just after gdb. A
# thread whose pmp stack is the same in both is "stable" and must equal
# gdb's; a thread that moved between them is reported and not compared.
# Every thread whose stack matches REQUIRED_REGEX (innermost-first names
# joined by ',') in RAW_BEFORE must be stable. With --frozen (the process
# was stopped with SIGSTOP for all three captures) every thread must be
# stable: pmp must give the same stacks twice for a process that did not
# run.
#
# What is compared per frame: the function name and whether the frame is
# an inlined call (gdb INLINE_FRAME, pmp flag "i"). Normalized the same way
# on both sides, nothing else:
#   N1 pmp's linkage names are demangled (c++filt); gdb prints demangled
#      print names already.
#   N2 "short names": template arguments <...>, the argument list (...)
#      and a return type before the name are dropped, as are gcc clone
#      suffixes ([clone .isra.0], .cold) and a trailing "const". gdb's
#      print name keeps template arguments and the linkage name demangles
#      to a return type and argument list, so neither side can be compared
#      spelled out. "(anonymous namespace)" is kept.
#   N3 aliases of one address: a leading "__GI_" or "__vdso_" and leading
#      underscores are dropped (gdb and libdwfl pick clone3 / __clone3, and
#      in the vDSO clock_gettime / __vdso_clock_gettime), and glibc's
#      __memcpy_*unaligned* are aliases of __memmove_*unaligned*.
#   N4 gdb's "<signal handler called>" (SIGTRAMP_FRAME) is pmp's
#      __restore_rt.
#   N5 pmp's frames outside main (__libc_start_call_main ... _start) are
#      dropped: gdb stops at main ("backtrace past-main" is off).
#   N6 gdb's tail-call frames (TAILCALL_FRAME) are dropped and listed: gdb
#      synthesizes them from DW_TAG_call_site (a function that ended in a
#      jmp has no frame); pmp does not. They are reported as a pmp gap.
#   N7 a thread without user code (io_uring's iou-wrk-N workers, kernel
#      threads of the process): gdb prints one frame "0x0 in ?? ()", pmp
#      one pseudo-frame "[no user code]"; both become "[no user code]".
# Exit status: 0 all stable threads equal, 1 a difference, 3 too few
# stable threads (retry), 2 bad input.
import re
import subprocess
import sys


BT_TEXT = {}
NFRAMES = [0, 0]


def read_gdb(path):
    """{lwp: [(type, where, name)]} from the '# gdb frames' section, and
    {lwp: frame count} from the bt text before it (its lines in BT_TEXT)"""
    frames, bt, cur, bt_cur = {}, {}, None, None
    in_frames = False
    with open(path, errors="replace") as f:
        for line in f:
            line = line.rstrip("\n")
            if line == "# gdb frames":
                in_frames = True
                continue
            if not in_frames:
                m = re.match(r"Thread \d+ \(.*\(LWP (\d+)\)", line)
                if m:
                    bt_cur = int(m.group(1))
                    bt[bt_cur] = 0
                    BT_TEXT[bt_cur] = [line]
                elif bt_cur is not None and re.match(r"#\d+ ", line):
                    bt[bt_cur] += 1
                    BT_TEXT[bt_cur].append(line[:200])
                continue
            if line.startswith("thread "):
                cur = int(line.split()[1])
                frames[cur] = []
            elif line.startswith("frame ") and cur is not None:
                _, typ, where, name = line.split(" ", 3)
                frames[cur].append((typ, where, name))
    return frames, bt


def read_raw(path):
    """{tid: (comm, [(inline, where, name)])} of the first snapshot"""
    threads, cur, snaps = {}, None, 0
    with open(path, errors="replace") as f:
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("snapshot "):
                snaps += 1
                if snaps > 1:
                    break
            elif line.startswith("thread "):
                parts = line.split(" ", 3)
                cur = int(parts[1])
                threads[cur] = (parts[3] if len(parts) > 3 else "", [])
            elif line.startswith("frame ") and cur is not None:
                # frame ADDR BUILDID FLAGS FILE SYMBOL
                parts = line.split(" ", 5)
                threads[cur][1].append((parts[3] == "i", parts[4], parts[5]))
    return threads


def demangle_all(names):
    mangled = sorted({n for n in names if n.startswith("_Z")})
    if not mangled:
        return {}
    out = subprocess.run(["c++filt"], input="\n".join(mangled) + "\n",
                         capture_output=True, text=True, check=True).stdout.split("\n")
    return dict(zip(mangled, out))


ANON = "(anonymous namespace)"


def short_name(name):
    """N2 + N3"""
    if name in ("??", ""):
        return "??"
    if name.startswith("[") and name.endswith("]"):
        return name	# pmp's pseudo-frames, "[no user code]"
    s = name.replace(ANON, "\x01")
    s = re.sub(r" \[clone [^\]]*\]", "", s)
    s = re.sub(r"\.(?:cold|isra|part|constprop|lto_priv)(?:\.\d+)*$", "", s)
    # protect operator names that contain brackets
    ops = []

    def keep_op(m):
        ops.append(m.group(0))
        return "\x02%d\x03" % (len(ops) - 1)
    s = re.sub(r"operator(?:\(\)|\[\]|<<=?|>>=?|<=>|<=|>=|->\*?|<|>)", keep_op, s)
    # drop a trailing const / argument list / template arguments, by depth
    s = re.sub(r"\s+const$", "", s)
    res, depth = [], 0
    for ch in s:
        if ch in "<(":
            depth += 1
        elif ch in ">)":
            depth = max(depth - 1, 0)
        elif depth == 0:
            res.append(ch)
    s = "".join(res).strip()
    # a return type before the name: keep the last space-separated word
    s = s.split(" ")[-1] if " " in s else s
    s = re.sub(r"\x02(\d+)\x03", lambda m: ops[int(m.group(1))], s)
    s = s.replace("\x01", ANON)
    # N3: aliases of one address
    s = re.sub(r"^(?:__GI_|__vdso_)?_*", "", s)
    # glibc defines each memcpy variant as an alias of the memmove one
    # (strong_alias in memmove-vec-unaligned-erms.S): one address, and gdb
    # and libdwfl may pick either name
    s = re.sub(r"^memcpy_(\w*unaligned\w*)$", r"memmove_\1", s)
    return s or "??"


def norm_gdb(frames):
    """-> ([(name, inline)], [tail-call names])"""
    seq, tails = [], []
    for typ, where, name in frames:
        if typ == "t":
            tails.append(short_name(name))
            continue
        if typ == "s":
            seq.append(("restore_rt", False))
            continue
        seq.append((short_name(name), typ == "i"))
    if seq == [("??", False)] and frames[0][1] == "-":
        seq = [("[no user code]", False)]	# N7
    return seq, tails


def norm_pmp(frames, dem):
    seq = []
    for inline, where, name in frames:
        seq.append((short_name(dem.get(name, name)), inline))
    # N5: gdb stops at main
    for i, (n, _) in enumerate(seq):
        if n == "main":
            seq = seq[:i + 1]
            break
    return seq


def fmt(seq):
    return ",".join(n + ("[i]" if i else "") for n, i in seq)


def main():
    frozen = len(sys.argv) > 1 and sys.argv[1] == "--frozen"
    if frozen:
        del sys.argv[1]
    if len(sys.argv) < 4:
        print("usage: gdb_compare.py [--frozen] GDB_OUT RAW_BEFORE RAW_AFTER [REQUIRED_REGEX]",
              file=sys.stderr)
        return 2
    gdbf, bt = read_gdb(sys.argv[1])
    ra, rb = read_raw(sys.argv[2]), read_raw(sys.argv[3])
    required = re.compile(sys.argv[4]) if len(sys.argv) > 4 else None
    if not gdbf or not ra:
        print("no threads read (gdb %d, pmp %d)" % (len(gdbf), len(ra)))
        return 2
    dem = demangle_all([f[2] for t in list(ra.values()) + list(rb.values()) for f in t[1]])
    bad, moved, checked, tails_all = [], [], 0, {}
    for tid in sorted(set(gdbf) | set(ra)):
        if tid not in gdbf or tid not in ra or tid not in rb:
            moved.append((tid, "thread not in all three captures"))
            continue
        if tid in bt and bt[tid] != len(gdbf[tid]):
            bad.append((tid, "gdb's bt printed %d frames, its frame walk %d" % (bt[tid], len(gdbf[tid]))))
            continue
        pa, pb = norm_pmp(ra[tid][1], dem), norm_pmp(rb[tid][1], dem)
        g, tails = norm_gdb(gdbf[tid])
        for t in tails:
            tails_all[t] = tails_all.get(t, 0) + 1
        if pa != pb:
            moved.append((tid, "pmp before %s / after %s" % (fmt(pa)[-160:], fmt(pb)[-160:])))
            continue
        checked += 1
        NFRAMES[0] += len(pa)
        NFRAMES[1] += sum(1 for _, i in pa if i)
        if g != pa:
            bad.append((tid, diff(g, pa)))
    req_unstable = []
    if required:
        for tid, (comm, fr) in ra.items():
            stack = ",".join(n for n, _ in norm_pmp(fr, dem))
            if required.search(stack) and any(t == tid for t, _ in moved):
                req_unstable.append(tid)
    print("threads: %d compared, %d moved between the pmp captures (not compared), %d differ"
          % (checked, len(moved), len(bad)))
    print("frames compared: %d, inline among them: %d" % (NFRAMES[0], NFRAMES[1]))
    for tid, why in moved:
        print("  moved  %d: %s" % (tid, why))
    if tails_all:
        print("gdb tail-call frames dropped (N6; pmp does not synthesize them): " +
              ", ".join("%s x%d" % kv for kv in sorted(tails_all.items())))
    for tid, why in bad:
        print("DIFFERS %d:\n%s" % (tid, why))
        print("  gdb's bt of thread %d:\n    %s" % (tid, "\n    ".join(BT_TEXT.get(tid, []))))
    if frozen and moved:
        print("the process was stopped, yet threads differ between the captures")
        return 1
    if bad:
        return 1
    if req_unstable or checked < len(gdbf) // 2:
        print("too few stable threads (required ones moved: %s)" % req_unstable)
        return 3
    return 0


def diff(g, p):
    """a frame-by-frame listing, innermost first, marking the differences"""
    out = ["    %-3s %-60s %s" % ("", "gdb", "pmp")]
    for i in range(max(len(g), len(p))):
        a = g[i] if i < len(g) else None
        b = p[i] if i < len(p) else None
        fa = (a[0] + (" [inline]" if a[1] else "")) if a else "-"
        fb = (b[0] + (" [inline]" if b[1] else "")) if b else "-"
        out.append("    %-3s %-60s %s" % ("" if a == b else "!=", fa, fb))
    return "\n".join(out)


if __name__ == "__main__":
    sys.exit(main())
