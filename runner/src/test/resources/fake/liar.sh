#!/bin/sh
# Fake solver: for a script that states its :status, sat and the model x = $1; for any other, unsat
# (diver's mutants drop the seed's status, and they are all sat by construction).
text=$(cat)
case "$text" in
  *:status*) echo sat; printf '(\n  (define-fun x () Int\n    %s)\n)\n' "$1" ;;
  *) echo unsat ;;
esac
