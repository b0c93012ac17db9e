#!/bin/sh
# Fake solver: rejects a command, answers sat anyway, and gives x its arguments as value.
. "$(dirname "$0")/preflight.sh"
cat > /dev/null
echo '(error "line 3 column 10: logic only supports difference arithmetic")'
echo sat
printf '(\n  (define-fun x () Int\n    %s)\n)\n' "$*"
