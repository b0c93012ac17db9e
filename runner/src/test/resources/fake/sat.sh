#!/bin/sh
# Fake solver: always sat (the trivial solver of the pool benchmarks).
. "$(dirname "$0")/preflight.sh"
cat > /dev/null
echo sat
