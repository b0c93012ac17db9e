#!/bin/sh
# Fake cvc5 1.0.3 (tests copy it to a file named cvc5, so the bundled cvc5 profile runs it): prints its
# version, and answers sat to every script, as cvc5 1.0.3 does to the loop-of-star scripts of its issue 9784.
. "$(dirname "$0")/preflight.sh"
if [ "$1" = "--version" ]; then
  echo "This is cvc5 version 1.0.3 [git tag 1.0.3 branch HEAD]"
  exit 0
fi
echo sat
