# tests/embedded/gdb_frames.py - gdb script: every thread's frames as gdb's
# "bt" walks them, with the frame type, which the bt text does not show.
# Run in the same attach as "thread apply all bt", after it:
#
#   gdb -batch -ex "thread apply all bt" -ex "source tests/embedded/gdb_frames.py" -p PID
#
# Prints, after a "# gdb frames" line, innermost frame first:
#   thread LWP
#   frame TYPE FILE:LINE|- NAME
# TYPE: n normal, i inline (gdb prints it without an address), t tail call
# (synthesized by gdb from DW_TAG_call_site, no real frame), s signal
# trampoline ("<signal handler called>"), o other. NAME is gdb's print
# name (as bt shows it, before the argument list), or ?? when gdb has none.
import gdb

TYPES = {
    gdb.NORMAL_FRAME: "n",
    gdb.INLINE_FRAME: "i",
    gdb.TAILCALL_FRAME: "t",
    gdb.SIGTRAMP_FRAME: "s",
}


def dump():
    print("# gdb frames")
    inf = gdb.selected_inferior()
    for th in sorted(inf.threads(), key=lambda t: t.ptid[1]):
        th.switch()
        print("thread %d" % th.ptid[1])
        try:
            f = gdb.newest_frame()
        except gdb.error:
            continue
        n = 0
        while f is not None and n < 1000:
            name = f.name() or "??"
            where = "-"
            try:
                sal = f.find_sal()
                if sal.symtab is not None and sal.line:
                    where = "%s:%d" % (sal.symtab.filename.rsplit("/", 1)[-1], sal.line)
            except gdb.error:
                pass
            print("frame %s %s %s" % (TYPES.get(f.type(), "o"), where, name))
            n += 1
            try:
                f = f.older()
            except gdb.error:
                break


dump()
