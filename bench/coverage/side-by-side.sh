#!/bin/bash
# Side by side on a coverage build (issue 62): contestants at once, 1 job each, for MINUTES, from the same
# seeds; then the lines each reached beyond the seeds, by `tamis coverage` on the +gcov build.
#
#   bench/coverage/side-by-side.sh OUT SEEDS SOLVER [MINUTES]     e.g. /tmp/exp ../shared/bench-seeds/... yices2 30
#
# SOLVER@main+coverage and SOLVER@main+gcov must be built, and SOLVER@main (the release build: yinyang's second
# solver, since it needs two). yinyang comes from YINYANG (a checkout of testsmt/yinyang, never committed) and
# runs on Debian's python3-antlr4; its fusion library (ffg) is not needed by typefuzz or opfuzz: a stub stands in.
# Contestants: tamis blind (--feedback none: edges counted, tests with a new edge kept as a record), tamis guided
# (the default on a coverage build), yinyang's typefuzz and opfuzz (on the +gcov build through GCOV_PREFIX), and
# tamis's enumeration of the seeds' arithmetic grammars (LIA, then LRA, half the time each).
set -euo pipefail
out=$1 seeds=$2 solver=$3 minutes=${4:-30}
here="$(cd "$(dirname "$0")/../.." && pwd)"
jar=$out/tamis.jar
yinyang=${YINYANG:?set YINYANG to a checkout of testsmt/yinyang}
mkdir -p "$out" && cp "$here/runner/target/tamis.jar" "$jar"   # a copy: rebuilding the checkout's jar mid-run breaks a JVM
java=$(ls -d /usr/lib/jvm/*/bin/java | while read -r j; do v=$("$j" -XshowSettings:properties -version 2>&1 |
  awk -F'= ' '/java.specification.version/ {print $2}' | cut -d. -f1); [ "$v" -ge 22 ] && echo "$j"; done | head -1)
tamis() { "$java" -Xmx3g -jar "$jar" "$@"; }
cache=${TAMIS_SOLVERS:-$HOME/.cache/tamis/solvers}

# yinyang's mutants lose their set-logic, which Yices2 requires: a wrapper puts the seeds' logic back (exec, so
# that yinyang's timeout kills the solver itself).
for v in gcov release; do
  build=$solver@main; [ $v = gcov ] && build=$solver@main+gcov
  cat > "$out/$solver-$v" <<WRAP
#!/bin/sh
f="\$1"
if grep -q "set-logic" "\$f"; then exec "$cache/$build/bin/$solver" "\$f"; fi
if grep -q "Int" "\$f" && grep -q "Real" "\$f"; then l=QF_LIRA; elif grep -q "Int" "\$f"; then l=QF_LIA; else l=QF_LRA; fi
t=\$(mktemp /tmp/yy-XXXXXX.smt2); { printf "(set-logic %s)\\n" "\$l"; cat "\$f"; } > "\$t"; exec "$cache/$build/bin/$solver" "\$t"
WRAP
  chmod +x "$out/$solver-$v"
done
stub=$out/pystub/ffg
mkdir -p "$stub/gen" "$stub/emitter"
touch "$stub/__init__.py" "$stub/gen/__init__.py" "$stub/emitter/__init__.py"
printf 'BOOLEAN_OPTION = "bool"\nREAL_OPTION = "real"\nINT_OPTION = "int"\nSTRING_OPTION = "string"\nBITVECTOR_OPTION = "bv"\n' \
  > "$stub/gen/gen_configuration.py"
printf 'def generate_tree(*a, **k):\n    raise NotImplementedError\n' > "$stub/gen/tree_generation.py"
printf 'def emit_function(*a, **k):\n    raise NotImplementedError\n' > "$stub/emitter/yinyang_emitter.py"

cd "$out"
date -u +%FT%TZ > started
tamis fuzz --solvers "$solver@main+coverage" --seeds "$seeds" --feedback none --jobs 1 --time "${minutes}m" --seed 1 \
  --out blind > blind.log 2>&1 &
tamis fuzz --solvers "$solver@main+coverage" --seeds "$seeds" --feedback edges --jobs 1 --time "${minutes}m" --seed 1 \
  --out guided > guided.log 2>&1 &
for t in typefuzz opfuzz; do
  (mkdir -p "yy-$t" && cd "yy-$t" && GCOV_PREFIX="$out/yy-$t/gcda" PYTHONPATH="$yinyang:$out/pystub" \
    timeout -s INT "${minutes}m" python3 "$yinyang/bin/$t" "$out/$solver-gcov;$out/$solver-release" "$seeds" \
    -t 8 -b bugs -s scratch -l logs > "../yy-$t.log" 2>&1) &
done
(mkdir -p enum && for g in LIA LRA; do
  GCOV_PREFIX="$out/enum/gcda" tamis enumerate --grammar $g --solvers "$solver@main+gcov" --jobs 1 \
    --time "$((minutes / 2))m" --out "enum-$g" > "enum-$g.log" 2>&1
done) &
wait
date -u +%FT%TZ > ended
tamis coverage --solver "$solver@main+gcov" --seeds "$seeds" --jobs 2 --out cov blind guided yy-typefuzz yy-opfuzz enum \
  > cov.txt 2> cov.err
cat cov/coverage.md
