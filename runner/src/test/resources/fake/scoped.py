#!/usr/bin/env python3
# Fake incremental solver for scoped warm sessions: keeps a stack of scopes like a real solver.
# (set-logic) twice without (reset) is an error, as in z3 and cvc5; (check-sat) answers sat when
# exactly one assertion is live and some constant is declared, else unknown; (logics) prints how
# many times set-logic was read. argv[1] is a marker tests look for.
import sys

from preflight import Preflight

scopes = [[0, 0]]  # per scope: declarations, assertions
logic = False
logics = 0
preflight = Preflight()
for line in sys.stdin:
    for cmd in line.replace(")(", ")\n(").splitlines():
        cmd = cmd.strip()
        if preflight.answered(cmd):
            continue
        if cmd.startswith("(set-logic"):
            if logic:
                print('(error "logic already set")', flush=True)
            logic = True
            logics += 1
        elif cmd.startswith("(declare-const"):
            scopes[-1][0] += 1
        elif cmd.startswith("(assert"):
            scopes[-1][1] += 1
        elif cmd.startswith("(push"):
            scopes.append([0, 0])
        elif cmd.startswith("(pop"):
            scopes.pop()
        elif cmd.startswith("(reset"):
            scopes = [[0, 0]]
            logic = False
        elif cmd.startswith("(check-sat"):
            ok = sum(s[1] for s in scopes) == 1 and sum(s[0] for s in scopes) > 0
            print("sat" if ok else "unknown", flush=True)
        elif cmd.startswith("(logics"):
            print(logics, flush=True)
        elif cmd.startswith("(echo"):
            print(cmd[cmd.index('"') + 1:cmd.rindex('"')], flush=True)
