#!/bin/sh
# Fake solver: fails an assertion on a script that applies the operator named by its first argument, as
# crash-on.sh; started with --slow it instead takes 3 s and says sat (a variation that hangs past a short limit).
. "$(dirname "$0")/preflight.sh"
for a in "$@"; do
  if [ "$a" = "--slow" ]; then cat > /dev/null; sleep 3; echo sat; exit 0; fi
done
if grep -q "($1 "; then
  echo "fake: src/theory/fake.cpp:7: void check(): Assertion \`no $1' failed." >&2
  kill -ABRT $$
fi
echo sat
