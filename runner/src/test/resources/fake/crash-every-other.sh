#!/bin/sh
# Fake solver: crashes as crash-on.sh does on every other call, counting its calls in the file its second
# argument names (a bug that shows now and then, for recheck's flaky mark).
. "$(dirname "$0")/preflight.sh"
cat > /dev/null
n=$(cat "$2" 2>/dev/null || echo 0)
echo $((n + 1)) > "$2"
if [ $((n % 2)) -eq 0 ]; then
  echo "fake: src/theory/fake.cpp:7: void check(): Assertion \`no $1' failed." >&2
  kill -ABRT $$
fi
echo sat
