#!/bin/bash
# Fake solver: dies by SIGSEGV.
. "$(dirname "$0")/preflight.sh"
cat > /dev/null
kill -SEGV $$
