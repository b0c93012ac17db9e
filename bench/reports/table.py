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
DEFECTS = {
    '25b-cvc5-bv-forall': (1, 'the Severity line says it needs `--produce-models`, which only prints the model that decides; the wrong sat shows without it'),
    'cvc5-check-models-nested-nth-div-zero': (1, "the replay ran cvc5 1.3.2 through its Java API (the release this machine installs), not cvc5's own program"),
    'cvc5-check-proofs-re-diff-elaboration-assert': ('not regenerated', 'found on cvc5 main or its debug build, which this machine could not build in the session; cvc5 1.3.2 does not show it, so report.md is the old one'),
    'cvc5-check-proofs-re-loop-segfault': ('not regenerated', 'found on cvc5 main or its debug build, which this machine could not build in the session; cvc5 1.3.2 does not show it, so report.md is the old one'),
    'cvc5-ee-central-array-bool-select-explain': ('not regenerated', 'found on cvc5 main or its debug build, which this machine could not build in the session; cvc5 1.3.2 does not show it, so report.md is the old one'),
    'cvc5-empty-unsat-core-to-int': (1, "the replay ran cvc5 1.3.2 through its Java API (the release this machine installs), not cvc5's own program"),
    'cvc5-ext-rew-prep-substr-from-int-crash': (2, "the replay ran cvc5 1.3.2 through its Java API (the release this machine installs), not cvc5's own program; the title names the innermost frame (`getType`), not the recursion of `ArithEntail::findApproxInternal` the frames show"),
    'cvc5-model-builder-deadlock-tan-div-seq': ('not regenerated', 'found on cvc5 main or its debug build, which this machine could not build in the session; cvc5 1.3.2 does not show it, so report.md is the old one'),
    'cvc5-seq-nth-unit-indexof-crash': (1, "the replay ran cvc5 1.3.2 through its Java API (the release this machine installs), not cvc5's own program"),
    'yices2-array-select-bvudiv-slow': (0, ''),
    'z3-finiteset-finite-domain-size': (1, "the deciding cvc5 run keeps the campaign's options (only the z3 command is minimised)"),
    'z3-finiteset-intersect-empty': (1, "the deciding cvc5 run keeps the campaign's options (only the z3 command is minimised)"),
    'z3-finiteset-negated-membership-model': (0, ''),
    'z3-finiteset-nonempty-size-unsat': (1, "the deciding cvc5 run keeps the campaign's options (only the z3 command is minimised)"),
    'z3-finiteset-size-difference': (1, "the deciding cvc5 run keeps the campaign's options (only the z3 command is minimised)"),
    'z3-finiteset-size-div-unsat': (1, "the deciding cvc5 run keeps the campaign's options (only the z3 command is minimised)"),
    'z3-finiteset-size-ite-crash': (0, ''),
    'z3-finiteset-size-proof-wrong-unsat': (1, 'the first command still has `proof=true`; that named assertions alone show it is said in the first paragraph, with its command'),
    'z3-finiteset-size-seq-ctx-solver-simplify-crash': (0, ''),
    'z3-finiteset-size-union-crash': (0, ''),
    'z3-fp-to-real-roundtrip-invalid-model': (0, ''),
    'z3-seq-distinct-bv-invalid-model': (0, ''),
    'z3-str-in-re-self-concat-slow': (2, "the deciding cvc5 run keeps the campaign's options (only the z3 command is minimised); the first release is read from times that include WebAssembly builds (4.15.8, 5.0.0), slower than the native ones"),
    'z3-to-int-forall-slow': (2, "the deciding cvc5 run keeps the campaign's options (only the z3 command is minimised); the first release is read from times that include WebAssembly builds (4.15.8, 5.0.0), slower than the native ones"),
}


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
    known = [rec["known"]["link"]] if rec.get("known") else []
    for link in ((rec.get("triaged") or {}).get("issues") or []) + known:
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
