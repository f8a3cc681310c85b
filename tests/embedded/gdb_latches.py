# SPDX-License-Identifier: MIT
# gdb_latches.py - gdb's reading of InnoDB latch holders, the oracle of
# tests/embedded/latch.test. For every thread waiting inside a sux_lock
# method (buffer-page and index latches): the futex word it waits on (the
# srw_mutex_impl's `this` in its wait frame), where DWARF puts
# sux_lock::writer relative to that word (the offset pmp assumes without
# DWARF: +16), and the thread writer names (gdb's pthread_t of each
# thread), "io" for FOR_IO, "none:0xV" otherwise. One line per waiter:
#   waiter TID word 0xADDR writer_at +OFF holder TID|io|none:0xV type T
import gdb

def field_off(t, path):
    """the byte offset of the member path in type t (DWARF), or None"""
    off = 0
    for name in path:
        t = t.strip_typedefs()
        f = [x for x in t.fields() if x.name == name]
        if not f:
            return None
        off += f[0].bitpos // 8
        t = f[0].type
    return off

by_pt = {}
for th in gdb.selected_inferior().threads():
    by_pt[int.from_bytes(th.handle(), "little")] = th.ptid[1]
inf = gdb.selected_inferior()
print("# gdb latches")
for th in inf.threads():
    th.switch()
    f = gdb.newest_frame()
    mutex = None
    while f is not None:
        fn = f.function()
        name = fn.name if fn else ""
        if name.startswith("srw_mutex_impl<") and mutex is None:
            try:
                mutex = int(f.read_var("this"))
            except Exception as e:
                print("# %d: srw_mutex this: %s" % (th.ptid[1], e))
        if name.startswith("sux_lock<"):
            tname = name.split(">::")[0] + ">"
            t = gdb.lookup_type(tname)
            ow = field_off(t, ["writer"])
            ol = field_off(t, ["lock", "writer"])
            if ol is None:
                ol = field_off(t, ["lock", "lock", "writer"])
            if mutex is None or ow is None or ol is None:
                print("# %d: %s: mutex %s writer %s lock %s" % (th.ptid[1], tname, mutex, ow, ol))
                break
            base = mutex - ol
            v = int.from_bytes(bytes(inf.read_memory(base + ow, 8)), "little")
            print("waiter %d word 0x%x writer_at +%d holder %s type %s" % (
                th.ptid[1], mutex, ow - ol,
                by_pt.get(v, "io" if v == (1 << 64) - 1 else "none:0x%x" % v), tname))
            break
        f = f.older()
