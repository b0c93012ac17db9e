#!/usr/bin/env python3
"""table.py OUT: the Markdown table of compare.sh's run in OUT (bench/README.md, "Reduction against ddSMT")."""
import os
import re
import sys

out = sys.argv[1]
times = {}
for line in open(os.path.join(out, 'times')):
    name, tool, wall = line.split()
    times[(name, tool)] = float(wall)


def size(path):
    """(bytes, assertions) of a script, or None when there is none."""
    if not os.path.exists(path) or os.path.getsize(path) == 0:
        return None
    text = open(path, encoding='latin-1').read()
    return len(text.encode('latin-1')), len(re.findall(r'\(\s*assert\b', text))


def cell(s):
    return '-' if s is None else '%d B, %d' % s


def reproduced(log):
    return os.path.exists(log) and open(log).read().find('not reproduced') < 0


print('| finding | original | ddSMT | ddSMT wall | tamis reduce | tamis wall | ddSMT\'s result replayed by tamis |')
print('|---|---|---|---|---|---|---|')
total = {'ddsmt': 0.0, 'tamis': 0.0}
for name in sorted(os.listdir(os.path.join(out, 'original'))):
    if not os.path.isdir(os.path.join(out, 'original', name)) or name.endswith('.check'):
        continue  # NAME.check: the campaign folder a crash was recorded again in
    original = size(os.path.join(out, 'original', name, 'test.smt2'))
    dd = size(os.path.join(out, 'ddsmt', name + '.smt2'))
    ours = size(os.path.join(out, 'tamis', name, 'reduced.smt2'))
    log = open(os.path.join(out, 'tamis', name + '.log')).read()
    if ours is None and 'no smaller script' in log:
        ours = original
    for tool in total:
        total[tool] += times.get((name, tool), 0)
    note = 'same finding' if reproduced(os.path.join(out, 'ddsmt', name + '.replay.out')) else 'not the same finding'
    if dd is None:
        note = '-'
    print('| %s | %s | %s | %.1f s | %s | %.1f s | %s |' % (name, cell(original), cell(dd), times.get((name, 'ddsmt'), 0),
                                                         cell(ours), times.get((name, 'tamis'), 0), note))
print('| **total** | | | **%.1f s** | | **%.1f s** | |' % (total['ddsmt'], total['tamis']))
