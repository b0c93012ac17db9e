#!/bin/sh
# Fake solver with a wrong unsat core: any script with an assertion is unsat, and its core is empty; a script
# without one (the empty core alone) is sat, with an empty model.
. "$(dirname "$0")/preflight.sh"
script=$(cat)
case "$script" in
  *"(assert"*)
    echo unsat
    case "$script" in *"(get-unsat-core)"*) printf '(\n)\n' ;; esac ;;
  *)
    echo sat
    case "$script" in *"(get-model)"*) printf '(\n)\n' ;; esac ;;
esac
