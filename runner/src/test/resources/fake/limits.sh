#!/bin/sh
# Fake solver that prints the stack limits it was started under (soft and hard, in KB).
. "$(dirname "$0")/preflight.sh"
cat > /dev/null
echo "soft $(ulimit -Ss) hard $(ulimit -Hs)"
