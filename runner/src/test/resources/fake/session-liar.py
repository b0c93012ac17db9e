#!/usr/bin/env python3
# Fake incremental solver: Debian's z3 answers the script, then one lie is told about a session (a script with a
# (pop): argv[1] names it. pop: every check-sat after the first (pop) answers the opposite; core: get-unsat-core
# names only the last named assertion; assumptions: get-unsat-assumptions names none; value: get-value gives 12345
# to every term; model: get-model gives every Int constant the value 0; crash: the process dies of SIGSEGV at the
# first check-sat after the first (pop); unsure: as pop, and every script without a pop is answered unknown. Scripts
# without a pop (one-shot questions) get z3's answers but under unsure.
import os
import re
import signal
import subprocess
import sys

lie = sys.argv[1]
text = sys.stdin.read()


def commands(s):
    """The top-level commands of s, in order (strings, quoted symbols and comments skipped)."""
    out, depth, start, i = [], 0, 0, 0
    while i < len(s):
        c = s[i]
        if c == ';':
            i = s.find('\n', i) if s.find('\n', i) >= 0 else len(s)
            continue
        if c in '"|':
            i = s.index(c, i + 1) + 1
            continue
        if c == '(':
            start = i if depth == 0 else start
            depth += 1
        elif c == ')':
            depth -= 1
            if depth == 0:
                out.append(s[start:i + 1])
        i += 1
    return out


def split(s):
    """z3's responses: balanced s-expressions and lines."""
    out, i = [], 0
    while i < len(s):
        if s[i].isspace():
            i += 1
        elif s[i] == '(':
            depth, j = 0, i
            while j < len(s):
                if s[j] == '"':
                    j = s.index('"', j + 1)
                depth += {'(': 1, ')': -1}.get(s[j], 0)
                j += 1
                if depth == 0:
                    break
            out.append(s[i:j])
            i = j
        else:
            j = s.find('\n', i)
            j = len(s) if j < 0 else j
            out.append(s[i:j].strip())
            i = j
    return out


cmds = commands(text)
answer = subprocess.run(["z3", "-in"], input=text, capture_output=True, text=True).stdout
if not any(c.startswith("(pop") for c in cmds):
    sys.stdout.write(re.sub(r"^(sat|unsat)$", "unknown", answer, flags=re.M) if lie == "unsure" else answer)
    sys.exit(0)
popped = False
named = re.findall(r":named (\|[^|]*\|)", text)
for cmd, r in zip(cmds, split(answer)):
    popped = popped or cmd.startswith("(pop")
    if popped and cmd.startswith("(check-sat") and lie == "crash":
        sys.stdout.flush()
        os.kill(os.getpid(), signal.SIGSEGV)
    if popped and cmd.startswith("(check-sat") and lie in ("pop", "unsure"):
        r = {"sat": "unsat", "unsat": "sat"}.get(r, r)
    if cmd.startswith("(get-unsat-core") and lie == "core" and not r.startswith("(error"):
        r = "(" + named[-1] + ")"
    if cmd.startswith("(get-unsat-assumptions") and lie == "assumptions" and not r.startswith("(error"):
        r = "()"
    if cmd.startswith("(get-model") and lie == "model" and not r.startswith("(error"):
        r = re.sub(r"(\(define-fun \S+ \(\) Int\s+)[^()\s]+\)", r"\g<1>0)", r)
    if cmd.startswith("(get-value") and lie == "value" and not r.startswith("(error"):
        r = "(" + " ".join("(" + t + " 12345)" for t in re.findall(r"\(get-value \((.*)\)\)", cmd)[0].split()) + ")"
    print(r, flush=True)
