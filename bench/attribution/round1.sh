#!/usr/bin/env bash
# Attribution on the round-1 findings: each script of bench/findings-round1 through `check --json` with the
# configurations it was found with (Debian's z3, cvc5, cvc4), then the culprit and the evidence of each
# sat/unsat disagreement against the solver known to be wrong (the script's name says which).
# Usage: bench/attribution/round1.sh [EXTRA_SOLVER]   (EXTRA_SOLVER, e.g. z3@5.1.0, joins every run as a voter)
set -u
here="$(cd "$(dirname "$0")" && pwd)"
tamis="${TAMIS:-$here/../../bin/tamis}"
round1="$here/../findings-round1"
extra="${1:-}"
printf '| script | wrong (known) | finding | culprit named | evidence | verdict |\n|---|---|---|---|---|---|\n'
grep -v '^#' "$round1/configs.tsv" | while IFS=$'\t' read -r name solvers _ _; do
  [ -n "$extra" ] && solvers="$solvers;$extra"
  "$tamis" check --json --timeout 10 --solvers "$solvers" "$round1/$name.smt2" 2>/dev/null | head -n 1 |
    python3 "$here/judge.py" "$name"
done
