#!/usr/bin/env python3
# tests/bench/cpu_judge.py - the table of tests/bench/cpu-scenarios.sh for
# one scenario, from the pmp diff json files that script wrote:
#   cpu_judge.py DIR NAME CAUSE_REGEX N SUFFIX      (or --header)
# DIR holds a1..aN, b1..bN, s1..sN (.qps) and, per view V (all, on-cpu;
# SUFFIX ".rejudged" after it when judged again): ab.V.json (A vs B,
# paired), as.V.json (A vs S, the same configuration), abI.V.json and
# asI.V.json (capture I alone per side).
# The rank of the cause in a table: among its rows that grew (delta > 0,
# any section), in the report's order (pmp's json keeps it: significant
# rows first by size, then the rest by their raw p, the evidence), the
# position of the first whose name matches CAUSE_REGEX; "*" if that row
# is significant. Its rank
# among the functions new in B ("Functions, total", before 0), by their
# after figure, likewise: the callers of a new code path grow as much as
# its entry, its entry is the first new function.
import json
import re
import sys

TABLES = ("functions_self", "functions", "hotspots")
ALL = ("groups", "hotspots", "lock_objects", "functions_self", "functions", "stacks")
FMT = "%-7s %-12s %7s %6s %6s %6s %6s %5s %5s"


def name(row):
    if "function" in row:
        return row["function"]
    return " ".join(str(row.get(k) or "") for k in ("lock", "object", "group")).strip()


def cause_row(d, table, rx):
    grew = [r for r in d.get(table, []) if (r["delta"] or 0) > 0]
    for i, r in enumerate(grew):
        if rx.search(name(r)):
            return i + 1, r
    return None, None


def new_rank(d, rx):
    new = sorted((r for r in d.get("functions", []) if not r["before"] and (r["after"] or 0) > 0),
                 key=lambda r: -r["after"])
    for i, r in enumerate(new):
        if rx.search(name(r)):
            return "%d%s" % (i + 1, "*" if r["significant"] else "")
    return "-"


def nsig(d):
    return sum(1 for k in ALL for r in d.get(k, []) if r["significant"])


def qps(d, side, n):
    v = []
    for i in range(1, n + 1):
        try:
            v.append(float(open("%s/%s%d.qps" % (d, side, i)).read()))
        except (OSError, ValueError):
            pass
    return sum(v) / len(v) if v else None


def per_capture(d, n, view, table, fn):
    """threads per snapshot of function fn in each capture: A, B, S"""
    out = {"A": [], "B": [], "S": []}
    for i in range(1, n + 1):
        for pair, sides in (("ab", ("A", "B")), ("as", (None, "S"))):
            j = json.load(open("%s/%s%d.%s.json" % (d, pair, i, view)))
            r = [x for x in j.get(table, []) if x.get("function") == fn]
            vals = (r[0]["before"] or 0, r[0]["after"] or 0) if r else (0, 0)
            for side, v in zip(sides, vals):
                if side:
                    out[side].append(v)
    return " ".join("%s=[%s]" % (k, " ".join("%.2f" % x for x in v)) for k, v in out.items())


def main():
    if sys.argv[1] == "--header":
        print(FMT % ("scen", "view", "QPS B/A", "self", "total", "new", "hot", "#sig", "same"))
        return
    d, scen, rx, n, suffix = sys.argv[1], sys.argv[2], re.compile(sys.argv[3]), int(sys.argv[4]), \
        sys.argv[5]
    qa, qb = qps(d, "a", n), qps(d, "b", n)
    ratio = "%.2f" % (qb / qa) if qa and qb else "?"
    for view in ("all", "on-cpu", "all.named", "on-cpu.named", "perf"):
        v = view + suffix
        try:
            ab = json.load(open("%s/ab.%s.json" % (d, v)))
        except OSError:
            continue
        same = json.load(open("%s/as.%s.json" % (d, v)))
        ranks, found = [], []
        for t in TABLES:
            rank, row = cause_row(ab, t, rx)
            ranks.append("-" if rank is None else "%d%s" % (rank, "*" if row["significant"] else ""))
            if row is not None and t != "hotspots":
                found.append((t, row))
        print(FMT % (scen, view, ratio, ranks[0], ranks[1], new_rank(ab, rx), ranks[2],
                    nsig(ab), nsig(same)))
        top = [r["function"] for r in ab.get("functions", []) if (r["delta"] or 0) > 0][:3]
        print("    top 3 of functions, total, that grew: %s" % ", ".join(top))
        for t, row in found:
            print("    %-5s %s: delta %+.3f ci [%s] p %s; per capture %s" % (
                "self" if t == "functions_self" else "total", row["function"], row["delta"],
                ", ".join("%.3f" % x if x is not None else "-" for x in row["ci"]),
                "%.3g" % row["p"] if row["p"] is not None else "-",
                per_capture(d, n, v, t, row["function"])))


main()
