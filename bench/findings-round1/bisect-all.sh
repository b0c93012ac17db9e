#!/usr/bin/env bash
# Makes each round-1 finding again with Debian's solvers (check --models --out), then bisects it over
# the installed releases of the solver at fault, and prints one table row per script. Needs Debian's
# z3, cvc5 and cvc4 and `bin/tamis solvers install z3@all cvc5@all`.
# Usage: bench/findings-round1/bisect-all.sh OUT_DIR
set -u
here="$(cd "$(dirname "$0")" && pwd)"
tamis="$here/../../bin/tamis"
out="${1:?usage: bisect-all.sh OUT_DIR}"
mkdir -p "$out"
printf '| script | finding (Debian) | solver | first shown by | not by | gone in | z3 5.1.0 / cvc5 1.3.2 | 5.2.0-dev |\n|---|---|---|---|---|---|---|---|\n'
grep -v '^#' "$here/configs.tsv" | while IFS=$'\t' read -r name solvers bisect what; do
  dir="$out/$name"
  rm -rf "$dir"
  "$tamis" check --models --solvers "$solvers" --out "$dir" "$here/$name.smt2" > "$out/$name.check.txt" 2>&1
  finding=$(ls -d "$dir"/crash-* "$dir"/invalid-model-* "$dir"/soundness-* "$dir"/status-* 2>/dev/null | head -n 1)
  if [ -z "$finding" ]; then
    printf '| %s | none with Debian'"'"'s releases | | | | | |\n' "$name"
    continue
  fi
  solver=""
  [ "$bisect" != "-" ] && solver="--solver $bisect"
  "$tamis" bisect $solver "$finding" > "$out/$name.bisect.txt" 2>&1
  python3 - "$finding/finding.json" "$name" "$solver" <<'PY'
import json, sys
r = json.load(open(sys.argv[1])); b = r.get("bisection") or {}
tried = {t["version"]: t for t in b.get("tried", [])}
def show(v):
    t = tried.get(v)
    return "-" if t is None else ("shows" if t["shows"] else "no") + " (" + t["outcome"] + ")"
newest = b.get("newest")
order = [t["version"] for t in b.get("tried", [])]
shown = [i for i, v in enumerate(order) if tried[v]["shows"]]
gone = next((order[i] for i in range(shown[-1] + 1, len(order)) if not tried[order[i]]["shows"]), "-") if shown else "before " + (order[0] if order else "?")
print("| %s | %s | %s%s | %s | %s | %s | %s | %s |" % (sys.argv[2], r["kind"], b.get("solver", "?"),
      " (CVC4's bug, cvc5 checked)" if sys.argv[2].startswith("cvc4-") else "", b.get("firstShowing") or "none",
      b.get("lastNotShowing") or "-", gone, show(newest), show("5.2.0-dev")))
PY
done
