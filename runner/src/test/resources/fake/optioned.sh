#!/bin/bash
# Fake solver: answers sat, but unsat when started with --lie (an option that breaks it).
cat > /dev/null
for a in "$@"; do
  if [ "$a" = "--lie" ]; then echo unsat; exit 0; fi
done
echo sat
