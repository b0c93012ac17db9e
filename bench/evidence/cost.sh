#!/usr/bin/env bash
# Issue 42, What to build 5: what each kind of evidence costs and finds. Campaigns with the same seed, the same
# seeds and solvers and the same time run at once (--jobs 1 each), one per --evidence spec, so the machine's load
# is the same for all; then a table: tests/s and its share of the run without evidence, evidence calls, their
# share of the solver time, distinct findings (without performance) and per 1,000 solver calls.
# Usage: bench/evidence/cost.sh OUT MINUTES SEED SPEC...   e.g. cost.sh /tmp/cost 5 4431 none cores proofs modes
#   SOLVERS (default "z3@main;cvc5@1.3.2") and SEEDS (default: the bundled seeds) choose the campaign.
set -u
here="$(cd "$(dirname "$0")" && pwd)"
tamis="${TAMIS:-$here/../../bin/tamis}"
out=$1 min=$2 seed=$3; shift 3
mkdir -p "$out"
seeds=()
[ -n "${SEEDS:-}" ] && seeds=(--seeds "$SEEDS")
for spec in "$@"; do
  d="$out/$spec"
  rm -rf "$d"
  "$tamis" fuzz "${seeds[@]}" --solvers "${SOLVERS:-z3@main;cvc5@1.3.2}" --evidence "$spec" --jobs 1 \
    --seed "$seed" --time "${min}m" --out "$d" > "$d.log" 2>&1 &
done
wait
python3 - "$out" "$@" <<'PY'
import json, os, sys
out, specs = sys.argv[1], sys.argv[2:]
rows = {s: json.load(open(os.path.join(out, s, "summary.json"))) for s in specs}
base = rows.get("none")
print("| --evidence | tests/s | kept | evidence calls | share of solver time | distinct findings (without performance) | per 1,000 calls | by evidence |")
print("|---|---|---|---|---|---|---|---|")
for s, r in rows.items():
    f = r["findings"]; n = sum(f.values()); perf = f.get("performance", 0)
    kept = "%.0f%%" % (100 * r["testsPerSecond"] / base["testsPerSecond"]) if base else "-"
    by = ", ".join("%s %d" % kv for kv in sorted((r.get("findingsByEvidence") or {}).items()))
    print("| %s | %.2f | %s | %d | %.1f%% | %d (%d) | %.3f | %s |" % (s, r["testsPerSecond"], kept,
          r.get("evidenceCalls", 0), 100 * r.get("evidenceShareOfSolverTime", 0), n, n - perf,
          r["findingsPer1000Calls"], by))
PY
