#!/bin/sh
# Fake solver: reads its input and hangs, whatever its arguments (a build that a crash slows past the timeout).
. "$(dirname "$0")/preflight.sh"
cat > /dev/null
exec sleep 1000
