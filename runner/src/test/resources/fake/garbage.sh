#!/bin/sh
# Fake solver: prints random bytes and no answer.
cat > /dev/null
head -c 4096 /dev/urandom | tr -d '()\n'
