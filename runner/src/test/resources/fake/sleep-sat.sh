#!/bin/sh
# Fake solver slow on every script: reads it, sleeps $1 seconds, says sat.
. "$(dirname "$0")/preflight.sh"
cat > /dev/null
sleep "$1"
echo sat
