#!/usr/bin/env python3
"""Markdown rows: pair | campaign | tests | tests/s | answered tests/s | solver time in timeouts | distinct (perf) | per hour."""
import json, sys, os
for d in sys.argv[1:]:
    s = json.load(open(os.path.join(d, 'summary.json')))
    answered = 0
    for line in open(os.path.join(d, 'journal.jsonl')):
        if line.startswith('{"t":"test"'):
            o = json.loads(line).get('o') or []
            answered += bool(o) and all(c[1] in ('sat', 'unsat') for c in o)
    el = s['elapsedSeconds']; f = s['findings']; n = sum(f.values()); perf = f.get('performance', 0)
    name = os.path.basename(d)
    print(f"| {name} | {s['tests']:,} | {s['tests']/el:.2f} | {answered/el:.2f} | {100*s['timeoutShareOfSolverTime']:.1f}% "
          f"| {n} ({perf}) | {3600*n/el:.0f} ({3600*(n-perf)/el:.0f}) |")
