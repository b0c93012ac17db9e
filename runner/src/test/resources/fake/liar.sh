#!/bin/sh
# Fake solver: for a seed (its text, comments kept, says "; a seed"), sat and the model x = $1; for any
# other script, unsat (diver's mutants are printed without comments, and they are all sat by construction).
. "$(dirname "$0")/preflight.sh"
text=$(cat)
case "$text" in
  *"; a seed"*) echo sat; printf '(\n  (define-fun x () Int\n    %s)\n)\n' "$1" ;;
  *) echo unsat ;;
esac
