#!/bin/sh
# Fake solver: always unsat.
. "$(dirname "$0")/preflight.sh"
cat > /dev/null
echo unsat
