#!/bin/sh
# Fake solver: crash-on.sh two seconds late (a crash that a loaded machine slows past a 1 s limit).
. "$(dirname "$0")/preflight.sh"
sleep 2
exec "$(dirname "$0")/crash-on.sh" "$@"
