#!/usr/bin/env bash
# validity.sh OUT: per theory generator, 150 skeleton tests of the smoke seeds through each solver pair
# (bench/notes/2026-11-25-issue-28-skeleton-histfuzz.md, Must show 1; today's figure in bench/README.md); then one
# line per run: rejected / calls per solver.
# TAMIS=command runs another build (a frozen jar while the tree changes); default bin/tamis.
# ONLY="new cvc5s" runs only the runs of those labels (deb, new, cvc5s, cvc5new, z3s).
set -euo pipefail
out=${1:?usage: validity.sh OUT}
here=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out"
read -r -a tamis <<< "${TAMIS:-$here/bin/tamis}"
run() { # label solvers theory
  [ -z "${ONLY:-}" ] || [[ " $ONLY " == *" $1 "* ]] || return 0
  "${tamis[@]}" fuzz --generator skeleton --theories "$3" --seeds "$here/../shared/corpus/smoke" \
    --solvers "$2" --max-tests 150 --timeout 3 --jobs 2 --seed 77 --out "$out/$1-$3" > "$out/$1-$3.out" 2> "$out/$1-$3.err"
}
for t in Core Ints Reals Arith Quantifiers BitVectors FloatingPoint Arrays Strings Sequences Transcendentals; do
  run deb "z3;cvc5" $t
  run new "z3@5.1.0;cvc5@1.3.2" $t
done
run new "z3@5.1.0;cvc5@1.3.2" FiniteSets
for t in Sets Relations Bags; do run cvc5s "cvc5@1.3.2;cvc5" $t; done
for t in Nullables FiniteFields; do run cvc5new "cvc5@1.3.2" $t; done
run z3s "z3@5.1.0;z3@5.0.0" PseudoBoolean
python3 - "$out" <<'PY'
import collections, glob, json, sys
for f in sorted(glob.glob(sys.argv[1] + '/*/summary.json')):
    d = json.load(open(f))
    rej, calls = collections.Counter(), collections.Counter()
    for label, v in d['solverVerdicts'].items():
        fam = label.split(' ')[0]
        rej[fam] += v.get('rejected', 0)
        calls[fam] += sum(v.values())
    print(f.split('/')[-2], {k: f"{rej[k]}/{calls[k]}" for k in calls})
PY
