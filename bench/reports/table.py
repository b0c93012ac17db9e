#!/usr/bin/env python3
"""The row of each finding folder for bench/README.md's table of reports: options before and after the minimal
command, the Severity line, the related issues, and the defects a read by hand left (from DEFECTS below, written
after the read; "not read" where none was done).

    bench/reports/table.py bench/findings
"""
import json
import os
import re
import sys

# The five defects of issue 61, counted by a read by hand of each regenerated report.md (commands rerun with
# bench/reports/rerun.py): folder -> (count, what is left). Folders not listed were not read.
DEFECTS = {}


def at_fault(rec):
    """The recorded configuration at fault: the culprit, else the first that crashed or misbehaved."""
    culprit = rec.get("culprit")
    for s in rec["solvers"]:
        if culprit and s["label"] == culprit:
            return s
    for s in rec["solvers"]:
        if s.get("verdict") not in ("sat", "unsat", "unknown"):
            return s
    return rec["solvers"][0]


def options(args):
    shown = [a for a in args if a != "{file}"]
    return " ".join("`%s`" % a for a in shown) if shown else "none"


def severity(report):
    m = re.search(r"\*\*Severity\*\*: (.*?) \(runs below\)\.", report)
    return m.group(1) if m else "(no Severity line)"


def related(rec):
    links = []
    for r in rec.get("related") or []:
        m = re.search(r"github.com/([^/]+)/([^/]+)/(?:issues|pull)/(\d+)", r["url"])
        if m:
            links.append("%s#%s" % (m.group(2).lower(), m.group(3)))
    for link in (rec.get("triaged") or {}).get("issues") or []:
        m = re.search(r"github.com/[^/]+/([^/]+)/(?:issues|pull)/(\d+)", link)
        if m and "%s#%s" % (m.group(1).lower(), m.group(2)) not in links:
            links.append("%s#%s" % (m.group(1).lower(), m.group(2)))
    return ", ".join(links) if links else "none found"


def row(folder):
    rec = json.load(open(os.path.join(folder, "finding.json")))
    report = open(os.path.join(folder, "report.md")).read()
    minimal = rec.get("minimal")
    after = options(minimal["kept"]) if minimal else "(not minimised)"
    count, left = DEFECTS.get(os.path.basename(folder), ("not read", ""))
    title = report.split("\n", 1)[0].lstrip("# ")
    return "| %s | %s | %s | %s | %s | %s | %s%s |" % (os.path.basename(folder), title, options(at_fault(rec)["args"]),
                                                       after, severity(report), related(rec), count,
                                                       (": " + left) if left else "")


if __name__ == "__main__":
    root = sys.argv[1]
    print("| folder | title | options before | after | severity | related issues | defects left |")
    print("|---|---|---|---|---|---|---|")
    for name in sorted(os.listdir(root)):
        if os.path.isdir(os.path.join(root, name)):
            print(row(os.path.join(root, name)))
