#!/bin/sh
# Fake solver: rejects a script that applies the operator named by its first argument, as a solver
# that lacks it does, else says sat. For the self-check's tests.
. "$(dirname "$0")/preflight.sh"
if grep -q "($1 "; then
  echo "(error \"line 1 column 1: unknown constant $1\")"
  exit 1
fi
echo sat
