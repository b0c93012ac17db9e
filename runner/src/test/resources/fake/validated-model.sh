#!/bin/sh
# Fake solver: answers sat, reports its own model check failed (as z3's model_validate does), then the model.
. "$(dirname "$0")/preflight.sh"
cat > /dev/null
echo sat
echo '(error "line 6 column 10: an invalid model was generated")'
printf '(\n  (define-fun x () Int\n    %s)\n)\n' "$*"
