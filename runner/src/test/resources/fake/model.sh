#!/bin/sh
# Fake solver: answers sat and, when asked, a model giving the Int constant x its arguments as value.
cat > /dev/null
echo sat
printf '(\n  (define-fun x () Int\n    %s)\n)\n' "$*"
