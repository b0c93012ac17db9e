"""Attribution against the suites' known answers: reads `check --json` lines (files of ../shared/suites, or copies
of them under another root with the same relative paths) and the suites' manifest, and counts, by evidence, the
findings whose culprit gave a wrong answer (right), a right one (wrong) or that were left undecided, and the wrong
answers of the configurations as run that no finding named (missed).

Usage: python3 suites.py MANIFEST ROOT RUN.jsonl [RUN.jsonl ...]
  ROOT: the folder the files were checked under (../shared/suites, or a copy with the statuses taken out)
"""
import collections
import json
import re
import sys

manifest, root, runs = sys.argv[1], sys.argv[2].rstrip("/") + "/", sys.argv[3:]


def truths():
    """
    The expected answer per query of each file: its `; EXPECT:` answers, else its one `:status` (several
    statuses need not line up with the queries); none under an option that changes the semantics.
    """
    out = {}
    with open(manifest) as f:
        head = f.readline().rstrip("\n").split("\t")
        for line in f:
            row = dict(zip(head, line.rstrip("\n").split("\t")))
            if "--strings-alpha-card" in row.get("command_line", ""):
                continue
            expect = [a for a in row.get("expect", "").split(";") if a in ("sat", "unsat", "unknown")]
            status = [s for s in row.get("status", "").split(";") if s]
            out[row["file"]] = expect if expect else status if len(status) == 1 else []
    return out


def query(finding):
    m = re.search(r"at check-sat (\d+)", finding["detail"])
    return int(m.group(1)) - 1 if m else 0


def culprit_answer(finding):
    """What the culprit answered: the key of an attributed disagreement or of a status finding says."""
    key = finding["dedupKey"]
    m = re.match(r"soundness\|.* wrong: (sat|unsat)\|", key) or re.match(r"(?:status|expect)\|.*got (sat|unsat)\|", key)
    return m.group(1) if m else None


table = collections.defaultdict(collections.Counter)
rows = []
known = truths()
for run in runs:
    for line in open(run):
        d = json.loads(line)
        if "file" not in d:
            continue
        rel = d["file"].replace(root, "")
        truth = known.get(rel, [])
        named = set()
        for f in d["findings"]:
            if f["kind"] not in ("soundness", "status", "expect", "unsat-core", "proof"):
                continue
            evidence = f.get("evidence") or "-"
            culprit = f.get("culprit")
            if culprit in (None, "undecided"):
                table[evidence if culprit is None else "undecided"]["undecided"] += 1
                rows.append((rel, f["kind"], "undecided", evidence, f["detail"][:160]))
                continue
            named.add(culprit)
            if f["kind"] in ("unsat-core", "proof"):
                k = query(f)
                verdict = "wrong answer" if k < len(truth) and truth[k] == "sat" else "check failed"
                table[evidence][verdict] += 1
                rows.append((rel, f["kind"], verdict, evidence, f["detail"][:160]))
                continue
            k = query(f)
            answer = culprit_answer(f)
            if k >= len(truth) or truth[k] not in ("sat", "unsat") or answer is None:
                verdict = "no truth"
            else:
                verdict = "right" if answer != truth[k] else "WRONG"
            table[evidence][verdict] += 1
            rows.append((rel, f["kind"], verdict, evidence, f["detail"][:160]))
        for s in d["solvers"]:
            if len(truth) == 1 and len(s["answers"]) > 1:
                continue  # one status, several queries: which one it speaks of is not known
            for k, a in enumerate(s["answers"]):
                if k < len(truth) and truth[k] in ("sat", "unsat") and a in ("sat", "unsat") and a != truth[k]:
                    caught = s["solver"] in named
                    table["(wrong answers of the configurations)"]["named" if caught else "missed"] += 1
                    if not caught:
                        rows.append((rel, "wrong answer", "missed", "-", s["solver"] + " answered " + a))
                    break

print("| evidence | right | undecided | WRONG | other |")
print("|---|---|---|---|---|")
for evidence, c in sorted(table.items()):
    other = ", ".join("%s %d" % (k, v) for k, v in sorted(c.items()) if k not in ("right", "undecided", "WRONG"))
    print("| %s | %d | %d | %d | %s |" % (evidence, c["right"], c["undecided"], c["WRONG"], other))
print()
for r in rows:
    print("| " + " | ".join(r) + " |")
