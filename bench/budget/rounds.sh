#!/bin/bash
# Issue 43 item 1, Must show 1, as the lock allows: two rounds; in each, a corpus pair (Debian z3, cvc5) and a
# bundled-seeds pair (z3@5.1.0, cvc5@1.3.2) at once, every campaign with --jobs 1 (four solver slots on the
# two cores, as one pair at --jobs 2), before and after of a pair with the same seed, started alternately.
cd /work/i43-budget
B=/work/before/bin/tamis
A=/tmp/i43b/after-tree/bin/tamis
left=$(( ( $(date -d 09:29 +%s) - $(date +%s) ) / 60 ))
L=$(( left / 2 - 1 )); [ $L -gt 10 ] && L=10
echo "$(date +%T) lock taken, $L minutes per round"
[ $L -lt 3 ] && { echo "too late"; exit 1; }
run() { # tool name seed args...
  local t=$1 name=$2 seed=$3; shift 3
  local bin=$B; [ $t = after ] && bin=$A
  rm -rf /tmp/i43b/$name-$seed-$t
  $bin fuzz "$@" --jobs 1 --seed $seed --time ${L}m --out /tmp/i43b/$name-$seed-$t > /tmp/i43b/$name-$seed-$t.log 2>&1 &
}
round() { # first second cseed bseed
  run $1 corpus $3 --seeds ../shared/corpus --solvers "z3;cvc5"
  run $1 bundled $4 --solvers "z3@5.1.0;cvc5@1.3.2"
  sleep 1
  run $2 corpus $3 --seeds ../shared/corpus --solvers "z3;cvc5"
  run $2 bundled $4 --solvers "z3@5.1.0;cvc5@1.3.2"
  wait
  echo "$(date +%T) round $3 $4 done"
}
round before after 4311 4313
round after before 4312 4314
