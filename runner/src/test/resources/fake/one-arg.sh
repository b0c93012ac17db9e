#!/bin/sh
# Fake solver: fails an assertion that names its argument when it gets exactly one, else says sat; a
# crash only an argument kept whole (blanks and all) shows.
. "$(dirname "$0")/preflight.sh"
cat > /dev/null
if [ "$#" -eq 1 ]; then
  echo "fake: Assertion \`one argument: $1' failed." >&2
  kill -ABRT $$
fi
echo sat
