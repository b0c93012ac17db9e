#!/bin/bash
# Fake solver: fails an assertion and aborts, as a debug build of a solver does.
. "$(dirname "$0")/preflight.sh"
cat > /dev/null
echo "fake: src/theory/arith/fake.cpp:${1:-42}: void check(): Assertion \`x > 0' failed." >&2
kill -ABRT $$
