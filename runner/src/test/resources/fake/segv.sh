#!/bin/bash
# Fake solver: dies by SIGSEGV.
cat > /dev/null
kill -SEGV $$
