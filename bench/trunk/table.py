#!/usr/bin/env python3
"""One row per campaign folder of bench/trunk/campaigns.sh: tests, solver calls, distinct findings, and the
distinct findings per 1,000 calls; then each finding's kind, the configuration at fault and its folder.
usage: bench/trunk/table.py OUT"""
import json
import pathlib
import sys

out = pathlib.Path(sys.argv[1])
print("| campaign | minutes | tests | solver calls | distinct findings | per 1,000 calls | by kind |")
print("|---|---|---|---|---|---|---|")
rows = []
for summary in sorted(out.glob("*/summary.json")):  # every campaign of the wave, whatever its name
    folder = summary.parent
    name = folder.name
    s = json.loads(summary.read_text())
    found = sorted(p for p in folder.iterdir() if (p / "finding.json").exists())
    kinds = {}
    for p in found:
        f = json.loads((p / "finding.json").read_text())
        kinds[f["kind"]] = kinds.get(f["kind"], 0) + 1
        rows.append((name, f["kind"], f.get("culprit") or f["dedupKey"].split("|")[1], p.name))
    calls = s.get("solverCalls", 0)  # every call, the evidence calls included
    per = 1000 * len(found) / calls if calls else 0
    print(f"| {name} | {s['elapsedSeconds'] / 60:.1f} | {s['tests']:,} | {calls:,} | {len(found)} | {per:.3f} | "
          + ", ".join(f"{k} {v}" for k, v in sorted(kinds.items())) + " |")
print()
for r in rows:
    print("- " + " / ".join(r))
