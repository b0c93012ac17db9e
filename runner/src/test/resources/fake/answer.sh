#!/bin/sh
# Fake solver: answers with the text of the file $1 (a solver's captured output).
. "$(dirname "$0")/preflight.sh"
cat > /dev/null
cat "$1"
