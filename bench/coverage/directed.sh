#!/bin/bash
# Time to reach a commit's changed code (issue 62): two campaigns of equal time on a coverage build of the
# commit, at once, one job each: one aimed at the functions the commit changed, one not (--no-direct: it only
# records when it first reaches them). Both are guided by new edges; cvc5 1.3.2 is the partner that decides.
#
#   bench/coverage/directed.sh OUT SOLVER COMMIT [MINUTES] [SEEDS]      e.g. /tmp/d z3 d652bd3fc6 10
set -euo pipefail
out=$1 solver=$2 commit=$3 minutes=${4:-10} seeds=${5:-}
here="$(cd "$(dirname "$0")/../.." && pwd)"
mkdir -p "$out" && cp "$here/runner/target/tamis.jar" "$out/tamis.jar"
java=$(ls -d /usr/lib/jvm/*/bin/java | while read -r j; do v=$("$j" -XshowSettings:properties -version 2>&1 |
  awk -F'= ' '/java.specification.version/ {print $2}' | cut -d. -f1); [ "$v" -ge 22 ] && echo "$j"; done | head -1)
cd "$out"
for mode in direct no-direct; do
  "$java" -Xmx3g -jar tamis.jar fuzz --solvers "$solver@$commit+coverage;cvc5@1.3.2" ${seeds:+--seeds "$seeds"} \
    --changed-since "$solver=$commit^" --"$mode" --jobs 1 --time "${minutes}m" --seed 5 --out "$mode" > "$mode.log" 2>&1 &
done
wait
for mode in direct no-direct; do
  echo "== $mode"; grep -E "changed-since|coverage:|^summary" "$mode.log"
  python3 -c "
import json; c = json.load(open('$mode/summary.json'))['coverage']
for f in sorted(c.get('changedCode', []), key=lambda f: (f['firstReachedSeconds'] is None, f['firstReachedSeconds'] or 0)):
    print('  %-70s %6s s  %s' % (f['function'][:70], f['firstReachedSeconds'], f['firstReachedBy'] or ''))"
  ls -d "$mode"/*-*/ 2>/dev/null || true
done
