#!/bin/sh
# Fake solver: like reject-on.sh, but a script with a check-sat hangs before any output, as a solver
# slow to start does on a loaded machine; without one it reads the script and says what it rejects.
. "$(dirname "$0")/preflight.sh"
script=$(cat)
case "$script" in
  *"(check-sat)"*) sleep 60; exit 0 ;;
esac
if printf '%s' "$script" | grep -q "($1 "; then
  echo "(error \"line 1 column 1: unknown constant $1\")"
  exit 1
fi
