#!/usr/bin/env bash
# Campaigns on the trunk builds, aimed at what changed since each solver's last release (issue 40).
#   bench/trunk/campaigns.sh OUT WAVE [TIME]
# WAVE 1: enumerate (Bitvectors) and histfuzz; WAVE 2: typefuzz and skeleton; WAVE 3: skeleton and typefuzz on
# cvc5@main (datatypes and quantifiers; strings, sequences and nonlinear real arithmetic); WAVE 4: cvc5@main against
# Yices2 (arithmetic) and Bitwuzla (bit-vectors, FP); WAVE 5: cvc5@main on sequences and strings, whose models
# tamis now evaluates, against Z3 (default z3@main); WAVE 6: cvc5@main+debug (its assertions) on waves 3 and 4's
# seeds. The two of a wave run side by side, one solver process each (--jobs 1): the machine has 2 cores. TAMIS
# (default bin/tamis) picks the build to run.
# Needs the builds: tamis solvers build yices2@main+asan yices2@main+debug bitwuzla@main z3@main (wave 3: cvc5@main;
# wave 6: cvc5@main+debug).
set -euo pipefail
OUT=$1 WAVE=$2 TIME=${3:-46m}
HERE=$(cd "$(dirname "$0")/../.." && pwd)
TAMIS=${TAMIS:-$HERE/bin/tamis}
CORPUS=${CORPUS:-$HERE/../shared/corpus}
SUITES=${SUITES:-$HERE/../shared/suites}
mkdir -p "$OUT"

# Seeds in the logics Yices2 and Bitwuzla read: quantifier-free arithmetic, arrays and UF; bit-vectors and FP.
seeds() {
  local dir=$OUT/$1; shift
  [ -d "$dir" ] && return
  mkdir -p "$dir.part"
  for logic in "$@"; do cp -r "$CORPUS/$logic" "$dir.part/"; done
  mv "$dir.part" "$dir"
}
seeds seeds-arith QF_LIA QF_LRA QF_NIA QF_NRA QF_AX QF_ALIA QF_AUFLIA QF_UF QF_UFLIA QF_UFLRA QF_IDL QF_RDL \
  QF_LIRA QF_NIRA QF_UFNIA QF_UFNRA QF_ANIA QF_UFIDL QF_UFLIRA QF_A QF_AUFNIA QF_AUFNRA QF_AUFLIRA
seeds seeds-bvfp QF_BV QF_ABV QF_FP QF_BVFP QF_ABVFP QF_UFBV QF_AUFBV QF_FPLRA QF_BVLIA QF_UFBVLIA BV FP
# Where cvc5's two open crashes came from (skeleton on quantified datatype seeds), and its string and NRA solvers.
seeds seeds-dt AUFBVDTLIA AUFDTLIA UFDTLIA UFDTSLIA UFDT DT DTLIA QF_DTSLIA AUFBVDTNIRA UFDTLIRA UFBVDT QF_DT \
  QF_UFDT QF_ADTLIA QF_AUFDTLIA QF_DTLIA QF_UFDTLIA
seeds seeds-snra QF_S QF_SLIA QF_SEQ SLIA SEQ QF_SNIA QF_UFSLIA NRA QF_NRA QF_NIA NIA QF_NRAT
seeds seeds-seq QF_SEQ SEQ QF_S QF_SLIA QF_SNIA QF_UFSLIA SLIA
Z3=${Z3:-z3@main}

run() {
  local name=$1; shift
  echo "== $name: $*" > "$OUT/$name.log"
  "$TAMIS" "$@" --time "$TIME" --jobs 1 --out "$OUT/$name" >> "$OUT/$name.log" 2>&1 || true
}

# A script's background jobs ignore SIGINT: Ctrl-C is passed on to each campaign (the child of a job) as SIGTERM,
# which it takes as "stop and write the summary".
trap 'for j in $(jobs -p); do pkill -TERM -P "$j"; done; wait' INT TERM

case $WAVE in
  1)
    # Bitwuzla's commits since 0.9.1 are 59% bit-vectors: every BV formula in size order, through all three.
    run enumerate enumerate --grammar Bitvectors --max-size 3 --canonical \
      --solvers "bitwuzla@main;yices2@main+debug;z3@main" &
    run histfuzz fuzz --generator histfuzz --history "$SUITES" --seeds "$OUT/seeds-bvfp" --changed-since \
      --solvers "bitwuzla@main;z3@main;yices2@main+asan" --seed 4001 &
    ;;
  2)
    run typefuzz fuzz --generator typefuzz --seeds "$OUT/seeds-arith" --changed-since \
      --solvers "yices2@main+asan;z3@main;cvc5@1.3.2" --seed 4002 &
    run skeleton fuzz --generator skeleton --seeds "$OUT/seeds-bvfp" --changed-since \
      --solvers "bitwuzla@main;z3@main;yices2@main+debug" --seed 4003 &
    ;;
  3)
    # Option sets drawn for a share of the tests (the two cvc5 crashes needed --ext-rew-prep=use); every unsat
    # answer checked by cvc5's own proof and core checks in the typefuzz run.
    run skeleton-cvc5 fuzz --generator skeleton --seeds "$OUT/seeds-dt" --changed-since --vary-options \
      --solvers "cvc5@main;z3@main" --seed 4004 &
    run typefuzz-cvc5 fuzz --generator typefuzz --seeds "$OUT/seeds-snra" --changed-since --vary-options \
      --evidence cores,proofs,unsat --solvers "cvc5@main;z3@main" --seed 4005 &
    ;;
  4)
    # cvc5@main against Yices2 on arithmetic (mixed Int/Real terms are where its empty core came from) and against
    # Bitwuzla on bit-vectors and FP; every unsat answer checked by cvc5's proofs and cores.
    run typefuzz-cvc5-yices2 fuzz --generator typefuzz --seeds "$OUT/seeds-arith" --changed-since --vary-options \
      --evidence cores,proofs,unsat --solvers "cvc5@main;yices2@main" --seed 4006 &
    run histfuzz-cvc5-bitwuzla fuzz --generator histfuzz --history "$SUITES" --seeds "$OUT/seeds-bvfp" \
      --changed-since --vary-options --evidence cores,proofs,unsat --solvers "cvc5@main;bitwuzla@main" --seed 4007 &
    ;;
  5)
    # The seq crash came from skeleton and histfuzz on sequence terms; every sat answer's model is now checked.
    run skeleton-seq fuzz --generator skeleton --seeds "$OUT/seeds-seq" --changed-since --vary-options \
      --solvers "cvc5@main;$Z3" --seed 4008 &
    run histfuzz-seq fuzz --generator histfuzz --history "$SUITES" --seeds "$OUT/seeds-seq" --changed-since \
      --vary-options --evidence cores,proofs,unsat --solvers "cvc5@main;$Z3" --seed 4009 &
    ;;
  6)
    # cvc5's own assertions (cvc5@main+debug) on the inputs of waves 3 and 4: an assertion the release build
    # skips is a bug cvc5's maintainers take; a +debug build is never blamed for slowness.
    run skeleton-cvc5-debug fuzz --generator skeleton --seeds "$OUT/seeds-dt" --changed-since --vary-options \
      --solvers "cvc5@main+debug;$Z3" --seed 4010 &
    run typefuzz-cvc5-debug fuzz --generator typefuzz --seeds "$OUT/seeds-arith" --changed-since --vary-options \
      --evidence cores,proofs,unsat --solvers "cvc5@main+debug;yices2@main" --seed 4011 &
    ;;
  *) echo "WAVE is 1 to 6" >&2; exit 2 ;;
esac
wait
