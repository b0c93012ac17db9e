#!/bin/sh
# Fake solver: prints 100 MB on one line, then answers.
. "$(dirname "$0")/preflight.sh"
cat > /dev/null
head -c 100000000 /dev/zero | tr '\0' x
echo
echo sat
