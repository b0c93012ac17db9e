"""One table row per sat/unsat disagreement in a `check --json` line: the culprit tamis named against
the solver family known to be wrong (the first word of the script's name: z3, z3str3, cvc5, cvc4)."""
import json
import sys

name = sys.argv[1]
wrong = name.split("-")[0].replace("z3str3", "z3")
line = json.loads(sys.stdin.readline() or "{}")
rows = [f for f in line.get("findings", []) if f["kind"] == "soundness"]
if not rows:
    kinds = ", ".join(sorted({f["kind"] for f in line.get("findings", [])})) or line.get("verdict", "?")
    print("| %s | %s | %s (no disagreement) | | | - |" % (name, wrong, kinds))
for f in rows:
    culprit = f.get("culprit") or ""
    family = culprit.split(" ")[0].split("@")[0]
    verdict = "undecided" if culprit in ("", "undecided") else "right" if family == wrong else "WRONG"
    print("| %s | %s | soundness | %s | %s | %s |" % (name, wrong, culprit, f.get("evidence") or "-", verdict))
