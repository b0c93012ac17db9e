#!/bin/bash
# Fake solver: aborts over a :status contradiction the way cvc5 does.
. "$(dirname "$0")/preflight.sh"
cat > /dev/null
echo "Fatal failure within void notifyCheckSatResult() at ./src/smt/solver_engine_state.cpp:73" >&2
echo "Expected result unsat but got sat" >&2
kill -ABRT $$
