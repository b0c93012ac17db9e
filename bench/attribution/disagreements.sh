#!/usr/bin/env bash
# Attribution on the suites' files that gave a disagreement or a contradicted status in the runs of issue 26
# (bench/notes/2026-11-27-issue-26-suites-oracle-attribution.md): each through `check --json` with Debian's z3 and cvc5 and the newest releases, then
# python3 suites.py judges each culprit against the manifest's expected answer.
# Usage: bench/attribution/disagreements.sh [EVIDENCE]   (EVIDENCE: a --evidence spec, default tamis's)
set -u
here="$(cd "$(dirname "$0")" && pwd)"
tamis="${TAMIS:-$here/../../bin/tamis}"
suites="$here/../../../shared/suites"
files="z3test/smt2/2924.smt2 cvc5/cli/regress0/nl/nta/issue10655-sqrt-semantics.smt2
  cvc5/cli/regress0/unconstrained/arith4.smt2 z3test/smt2/t135.smt2 cvc5/cli/regress0/tptp/NLP114-1.smt2
  cvc5/cli/regress0/tptp/MGT031-1.smt2 z3test/smt2-debug/status.smt2 z3test/issues/5429.smt2
  cvc5/cli/regress0/nl/sqrt.smt2"
evidence=()
[ -n "${1:-}" ] && evidence=(--evidence "$1")
for f in $files; do
  "$tamis" check --json --timeout 20 "${evidence[@]}" --solvers "z3;cvc5;z3@5.1.0;cvc5@1.3.2" "$suites/$f" \
    2>/dev/null | head -n 1
done > /tmp/tamis-disagreements.jsonl
python3 "$here/suites.py" "$suites/manifest.tsv" "$suites" /tmp/tamis-disagreements.jsonl
