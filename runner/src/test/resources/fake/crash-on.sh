#!/bin/sh
# Fake solver: fails an assertion when the script applies the operator named by its first argument
# (a bug that needs that operator), else says sat. For the reducer's tests.
. "$(dirname "$0")/preflight.sh"
if grep -q "($1 "; then
  echo "fake: src/theory/fake.cpp:7: void check(): Assertion \`no $1' failed." >&2
  kill -ABRT $$
fi
echo sat
