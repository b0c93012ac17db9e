#!/bin/sh
# Fake solver: reads its input, then hangs in a child. $1 is a numeric marker tests look for.
. "$(dirname "$0")/preflight.sh"
cat > /dev/null
sleep "1000.$1"
