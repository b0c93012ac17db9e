#!/bin/bash
# Fake solver: ignores SIGTERM (its children inherit that) and starts two children that hang too.
. "$(dirname "$0")/preflight.sh"
trap '' TERM
cat > /dev/null
sleep "1000.$1" &
sleep "1001.$1" &
wait
wait
