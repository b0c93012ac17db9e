#!/bin/sh
# Fake solver whose answer is a function of the script's bytes (cksum), so every run answers the
# same: one script in 9 fails one of three assertions, one in 9 is unsat, the rest sat. With $1 it
# sleeps that long first (a campaign slow enough to be killed in the middle).
. "$(dirname "$0")/preflight.sh"
text=$(cat)
[ -n "$1" ] && sleep "$1"
sum=$(printf '%s' "$text" | cksum | cut -d' ' -f1)
case $((sum % 9)) in
  0) echo "fake: src/fake.cpp:$((sum % 3)): void check(): Assertion \`fake $((sum % 3))' failed." >&2
     kill -ABRT $$ ;;
  1) echo unsat ;;
  *) echo sat ;;
esac
