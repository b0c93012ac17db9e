#!/bin/bash
# Issue 43 item 1, Must show 1: before/after side by side. Each round runs a corpus pair (../shared/corpus,
# Debian's z3 and cvc5) and a bundled-seeds pair (the newest builds) at once, the before and after of a pair
# with the same --seed, every campaign at --jobs 1 (four solver slots on two cores); which side starts first
# alternates by round. Run it under the cpu lock:
#   B=/work/before/bin/tamis A=/path/to/clone/bin/tamis flock /work/scratch/cpu.lock bench/budget/rounds.sh OUT MIN S1 S2 [S3 S4 ...]
# seeds are taken two per round (corpus, bundled); A must be a clone whose jar is built (an edit of the
# working tree must not rebuild it mid-run). Then: python3 bench/budget/pairs_table.py OUT/*-before OUT/*-after
set -u
out=$1 min=$2; shift 2
shared=$(cd "$(dirname "$0")/../../../shared" && pwd)
mkdir -p "$out"
run() { # side name seed args...
  local side=$1 name=$2 seed=$3; shift 3
  local bin=$B; [ "$side" = after ] && bin=$A
  local d=$out/$name-$seed-$side
  rm -rf "$d"
  "$bin" fuzz "$@" --jobs 1 --seed "$seed" --time "${min}m" --out "$d" > "$d.log" 2>&1 &
}
round=0
while [ $# -ge 2 ]; do
  first=before second=after
  [ $((round % 2)) = 1 ] && first=after second=before
  for side in $first $second; do
    run $side corpus "$1" --seeds "$shared/corpus" --solvers "z3;cvc5"
    run $side bundled "$2" --solvers "z3@main;cvc5@1.3.2"
    sleep 1
  done
  wait
  echo "$(date +%T) round $round (seeds $1 $2, $first first) done"
  round=$((round + 1)); shift 2
done
