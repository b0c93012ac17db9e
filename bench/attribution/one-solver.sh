#!/usr/bin/env bash
# Issue 42 Must show 2: the suites' files with a known status (the manifest's status column, one sat or unsat)
# through one solver at a time, Debian's z3, cvc5 and CVC4, each with only its own modes, cores and proofs as
# evidence (no second solver); then suites.py judges every culprit by evidence against the manifest.
# With NOSTATUS=1 the files run from a copy without their `:status` and `; EXPECT:` lines, so that nothing but the
# solver's own evidence can name a wrong answer (with them, an answer the status confirms needs none).
# Usage: bench/attribution/one-solver.sh OUT [SOLVER ...]   (default solvers: z3 cvc5 cvc4; TIMEOUT=3 s)
set -u
here="$(cd "$(dirname "$0")" && pwd)"
tamis="${TAMIS:-$here/../../bin/tamis}"
suites="$(cd "$here/../../../shared/suites" && pwd)"
out=$1; shift
[ $# -eq 0 ] && set -- z3 cvc5 cvc4
mkdir -p "$out"
root=$suites
if [ -n "${NOSTATUS:-}" ]; then
  root=$out/suites
  awk -F'\t' 'NR > 1 && ($4 == "sat" || $4 == "unsat") { print $1 }' "$suites/manifest.tsv" | while read -r f; do
    mkdir -p "$root/$(dirname "$f")"
    grep -v -e ':status' -e '^; *EXPECT:' "$suites/$f" > "$root/$f"
  done
fi
awk -F'\t' -v root="$root" 'NR > 1 && ($4 == "sat" || $4 == "unsat") { print root "/" $1 }' \
  "$suites/manifest.tsv" > "$out/files.txt"
echo "$(wc -l < "$out/files.txt") files with a known status"
for s in "$@"; do
  start=$(date +%s)
  # xargs splits the list into a few invocations; they share the --out folder (findings are deduplicated there).
  xargs -a "$out/files.txt" -n 800 "$tamis" check --json --models --timeout "${TIMEOUT:-3}" --jobs 2 \
    --solvers "$s" --out "$out/$s" > "$out/$s.jsonl" 2> "$out/$s.err"
  echo "$s: $(( $(date +%s) - start )) s"
  python3 "$here/suites.py" "$suites/manifest.tsv" "$root" "$out/$s.jsonl" > "$out/$s.table.md"
  head -n 12 "$out/$s.table.md"
done
