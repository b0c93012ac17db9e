#!/usr/bin/env bash
# compare.sh OUT [FINDING...]: ddSMT and `tamis reduce` side by side on copies of bench/findings (bench/README.md,
# "Reduction against ddSMT"). Per finding, one after the other under the machine's lock (LOCK, default
# /work/scratch/cpu.lock; empty: none): ddSMT with same-finding.py as its interestingness test, then tamis
# reduce, each with JOBS parallel checks (default 2) and BUDGET seconds (default 600). Then one table row each.
# DDSMT: the ddsmt command (default: ddsmt on PATH). TAMIS: the tamis command (default: bin/tamis).
set -euo pipefail
out=${1:?usage: compare.sh OUT [FINDING...]}
shift
here=$(cd "$(dirname "$0")/../.." && pwd)
jobs=${JOBS:-2}
budget=${BUDGET:-600}
lock=${LOCK-/work/scratch/cpu.lock}
read -r -a tamis <<< "${TAMIS:-$here/bin/tamis}"
read -r -a ddsmt <<< "${DDSMT:-ddsmt}"
names=("$@")
[ ${#names[@]} -gt 0 ] || mapfile -t names < <(ls "$here/bench/findings")
mkdir -p "$out/original" "$out/ddsmt" "$out/tamis"
"${tamis[@]}" --version > /dev/null  # builds the jar before any clock runs

locked() { if [ -n "$lock" ]; then flock "$lock" "$@"; else "$@"; fi; }

# The finding as found: test.smt2, or reduced.smt2 where the folder keeps only that. A crash recorded as
# WebAssembly z3 printed it, which the native z3 of the same release does not reproduce by its message, is
# recorded again by `tamis check` with the recorded command lines.
prepare() {
  local name=$1 from="$here/bench/findings/$1" to="$out/original/$1"
  rm -rf "$to" && mkdir -p "$to"
  cp "$from/finding.json" "$to/"
  if [ -f "$from/test.smt2" ]; then cp "$from/test.smt2" "$to/"; else cp "$from/reduced.smt2" "$to/test.smt2"; fi
  # replay takes a native crash for a WebAssembly one; same-finding.py compares what finding.json recorded.
  if { ! "${tamis[@]}" replay "$to" > "$to.replay" 2>&1 || grep -q '(WebAssembly) crashed' "$to/finding.json"; } \
      && grep -q '"kind" : "crash"' "$to/finding.json"; then
    local solvers
    solvers=$(python3 -c 'import json,sys; print(";".join(s["label"] for s in json.load(open(sys.argv[1]))["solvers"]))' \
      "$to/finding.json")
    rm -rf "$to.check"
    "${tamis[@]}" check --solvers "$solvers" --out "$to.check" "$to/test.smt2" >> "$to.replay" 2>&1 || true
    cp "$to.check"/crash-*/finding.json "$to/" 2>/dev/null || true
  fi
}

run() { # name
  local name=$1 t0 t1
  t0=$(date +%s.%N)
  timeout "$budget" "${ddsmt[@]}" -j "$jobs" --ignore-output "$out/original/$name/test.smt2" "$out/ddsmt/$name.smt2" \
    "$here/bench/reduce/same-finding.py" "$out/original/$name" > "$out/ddsmt/$name.log" 2>&1 || true
  t1=$(date +%s.%N)
  echo "$name ddsmt $(echo "$t1 - $t0" | bc)" >> "$out/times"
  rm -rf "$out/tamis/$name" && cp -r "$out/original/$name" "$out/tamis/$name"
  t0=$(date +%s.%N)
  "${tamis[@]}" reduce --time "${budget}s" --jobs "$jobs" "$out/tamis/$name" > "$out/tamis/$name.log" 2>&1 || true
  t1=$(date +%s.%N)
  echo "$name tamis $(echo "$t1 - $t0" | bc)" >> "$out/times"
}

# ddSMT's result, judged as tamis judges the finding (a folder with finding.json and it as reduced.smt2).
replayed() {
  local name=$1 to="$out/ddsmt/$1.replay"
  rm -rf "$to" && mkdir -p "$to"
  cp "$out/original/$name/finding.json" "$to/"
  cp "$out/ddsmt/$name.smt2" "$to/reduced.smt2" 2>/dev/null || true
  "${tamis[@]}" replay "$to" > "$to.out" 2>&1 || true
}

for name in "${names[@]}"; do
  prepare "$name"
  locked bash -c "$(declare -f run); $(declare -p out budget jobs here tamis ddsmt); run $name"
  replayed "$name"
done
python3 "$here/bench/reduce/table.py" "$out"
