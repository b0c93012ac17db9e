#!/usr/bin/env python3
# Fake interactive solver for warm sessions: one command per line. Its n-th check-sat in a process
# answers sat only for n == 1, so a session that is reused shows it. (crash) dies by SIGSEGV,
# (hang) hangs. (set-option :timeout MS) sets its own time limit: (slow) then answers unknown at the
# limit, as z3 does (without one, it hangs). argv[1] is a marker tests look for.
import os
import signal
import sys
import time

from preflight import Preflight

n = 0
limit = None
preflight = Preflight()
for line in sys.stdin:
    line = line.strip()
    if preflight.answered(line):
        continue
    if line.startswith("(check-sat"):
        n += 1
        print("sat" if n == 1 else "unsat", flush=True)
    elif line.startswith("(echo"):
        print(line[line.index('"') + 1:line.rindex('"')], flush=True)
    elif line.startswith("(crash"):
        os.kill(os.getpid(), signal.SIGSEGV)
    elif line.startswith("(hang"):
        time.sleep(1000)
    elif line.startswith("(set-option :timeout"):
        limit = int(line.split()[2].rstrip(")")) / 1000
    elif line.startswith("(slow"):
        time.sleep(limit if limit is not None else 1000)
        print("unknown", flush=True)
