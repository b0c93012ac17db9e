#!/bin/sh
# Fake solver: answers sat or unsat at random.
. "$(dirname "$0")/preflight.sh"
cat > /dev/null
if [ $(( $(od -An -N1 -tu1 /dev/urandom) % 2 )) -eq 0 ]; then echo sat; else echo unsat; fi
