#!/bin/bash
# Fake solver: answers sat, but unsat when started with --lie and a segfault with --segv (options that break it).
. "$(dirname "$0")/preflight.sh"
cat > /dev/null
for a in "$@"; do
  if [ "$a" = "--lie" ]; then echo unsat; exit 0; fi
  if [ "$a" = "--segv" ]; then kill -SEGV $$; fi
done
echo sat
