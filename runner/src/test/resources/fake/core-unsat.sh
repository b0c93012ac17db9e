#!/bin/sh
# Fake solver with a wrong unsat: a script with an assertion is unsat, with an empty core, under --wrong or when it
# asks for a core; else, and for any script without an assertion (the empty core alone), sat with an empty model.
. "$(dirname "$0")/preflight.sh"
script=$(cat)
case "$* $script" in
  *"(assert"*) case "$* $script" in *--wrong*|*"(get-unsat-core)"*) wrong=1 ;; esac ;;
esac
if [ -n "$wrong" ]; then
  echo unsat
  case "$script" in *"(get-unsat-core)"*) printf '(\n)\n' ;; esac
else
  echo sat
  case "$script" in *"(get-model)"*) printf '(\n)\n' ;; esac
fi
