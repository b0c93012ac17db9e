#!/bin/sh
# Fake solver: sleeps $1 s, then answers sat and, when asked, a model giving the Int constant x the value $2
# (model.sh, slow enough for a campaign to be killed in the middle).
. "$(dirname "$0")/preflight.sh"
cat > /dev/null
sleep "$1"
echo sat
printf '(\n  (define-fun x () Int\n    %s)\n)\n' "$2"
