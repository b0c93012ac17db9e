#!/bin/sh
# Fake solver: prints random bytes and no answer.
. "$(dirname "$0")/preflight.sh"
cat > /dev/null
head -c 4096 /dev/urandom | tr -d '()\n'
