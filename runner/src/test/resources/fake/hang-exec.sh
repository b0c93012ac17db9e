#!/bin/sh
# Fake solver: reads its input, then hangs as one process (exec), as z3 and cvc5 do. $1 is a numeric marker.
. "$(dirname "$0")/preflight.sh"
cat > /dev/null
exec sleep "1000.$1"
