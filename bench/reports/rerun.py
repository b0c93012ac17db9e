#!/usr/bin/env python3
"""Reruns every command a report.md shows, as a maintainer would paste it, and compares what it prints.

    bench/reports/rerun.py FOLDER...

For each fenced transcript of a report (``$ command``, its output, ``$ cat FILE`` and the file), the files are
written to a scratch folder and each command is run there by a shell, with the solver the report's version line
names first on PATH (a release or build in tamis's cache, or Debian's package), under the limits the report's
**Limits** line gives. A command agrees when its first line of output (or the shell's words for its signal) is
the report's. Commands in "What else was tried" lines (``- what: `command`: outcome``) are rerun the same way, the
file they read taken from the transcripts or the inline script under them.

Prints one line per command and a last line per folder: agreed, disagreed, not run (a file the report does not
show). Exit status 1 when any command disagreed.
"""
import os
import re
import signal
import subprocess
import sys
import tempfile
import time

CACHE = os.path.expanduser("~/.cache/tamis/solvers")
SIGNALS = {139: "Segmentation fault", 134: "Aborted", 136: "Floating point exception", 135: "Bus error"}
TIMEOUT = 70
# The wall time of the last command run.
LAST = {"seconds": 0.0}


def transcripts(text):
    """The fenced blocks that start with a command: [(command, output lines, {file: content})]."""
    blocks = re.findall(r"```\n(\$ .*?)```", text, re.S)
    out = []
    for block in blocks:
        lines = block.split("\n")
        i = 0
        while i < len(lines):
            if not lines[i].startswith("$ "):
                i += 1
                continue
            command = lines[i][2:]
            i += 1
            body = []
            while i < len(lines) and not lines[i].startswith("$ "):
                body.append(lines[i])
                i += 1
            if command.startswith("cat "):
                out.append(("cat", command[4:].strip(), "\n".join(body).strip() + "\n"))
            else:
                out.append(("run", command, body))
    return out


def tried(text):
    """The commands of "What else was tried" lines, with the outcome each line states and its inline script."""
    part = text.split("**What else was tried**", 1)
    if len(part) < 2:
        return []
    runs = []
    lines = part[1].split("\n\n**", 1)[0].split("\n")
    for k, line in enumerate(lines):
        m = re.match(r"- (.*?): `([^`]+ (?:< )?[\w.-]+\.smt2)`(?: \([^)]*\))?: (\S+)", line)
        if m:
            script = None
            if k + 1 < len(lines) and lines[k + 1].strip().startswith("```smt2"):
                end = next(j for j in range(k + 2, len(lines)) if lines[j].strip() == "```")
                script = "\n".join(x[2:] for x in lines[k + 2:end]) + "\n"
            outcome = line[m.start(3):].split(";")[0]
            outcome = outcome if outcome.startswith("sat, with a model its own") else m.group(3).rstrip(";,")
            runs.append((m.group(2), outcome, script, other_build(m.group(1))))
    return runs


def other_build(what):
    """The folder of the other build a tried line names ("another build of z3 (z3 4.8.15)"), or None."""
    if "Debian's package" in what:
        return "/usr/bin"
    m = re.search(r"another build of \w+ \((\w+) ([\w.-]+)", what)
    if m and os.path.isdir(os.path.join(CACHE, m.group(1) + "@" + m.group(2).rstrip(","))):
        return os.path.join(CACHE, m.group(1) + "@" + m.group(2).rstrip(","), "bin")
    return None


def solver_dir(text, program):
    """The folder of the program the report ran: the cache's release or build its version line names."""
    line = re.search(r"\*\*\w+ version/commit\*\*: (.*)", text)
    version = line.group(1) if line else ""
    family = {"z3": "z3", "cvc5": "cvc5", "yices-smt2": "yices2", "bitwuzla": "bitwuzla"}.get(program)
    if family is None:
        return None
    commit = re.search(r"built from source at commit ([0-9a-f]{10})", version)
    if commit:
        for name in sorted(os.listdir(CACHE)):
            if name.startswith(family + "@") and "+" not in name:
                record = open(os.path.join(CACHE, name, "install.json")).read()
                if commit.group(1) in record:
                    return os.path.join(CACHE, name, "bin")
    release = re.search(r"(\d+\.\d+(?:\.\d+)*)", version)
    if release and os.path.isdir(os.path.join(CACHE, family + "@" + release.group(1))):
        return os.path.join(CACHE, family + "@" + release.group(1), "bin")
    return None


def limits(text):
    m = re.search(r"\*\*Limits\*\*: the command below ran under `([^`]*)`", text)
    return m.group(1) + " " if m else ""


def run(command, folder, path, prefix):
    if path and os.path.exists(os.path.join(path, "yices2")):
        # Yices2's SMT-LIB front end is yices-smt2; tamis's cache names the program by the solver.
        alias = os.path.join(folder, ".bin")
        os.makedirs(alias, exist_ok=True)
        front = os.path.join(alias, "yices-smt2")
        if not os.path.exists(front):
            open(front, "w").write('#!/bin/sh\nexec "%s" "$@"\n' % os.path.join(path, "yices2"))
            os.chmod(front, 0o755)
        path = alias
    env = dict(os.environ, PATH=(path + ":" if path else "") + os.environ["PATH"])
    started = time.monotonic()
    # Its own process group, killed whole at the limit: killing the shell alone would leave the solver running.
    child = subprocess.Popen(["bash", "-c", prefix + command], cwd=folder, env=env, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        stdout, stderr = child.communicate(timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        os.killpg(child.pid, signal.SIGKILL)
        child.communicate()
        return "[no answer within %d s]" % TIMEOUT
    p = subprocess.CompletedProcess(child.args, child.returncode, stdout, stderr)
    LAST["seconds"] = time.monotonic() - started
    out = (p.stdout.strip() + "\n" + p.stderr.strip()).strip()
    first = (out.split("\n") or [""])[0]
    code = 128 - p.returncode if p.returncode < 0 else p.returncode  # killed itself, or bash's 128 + signal
    if code in SIGNALS:
        return first + " / " + SIGNALS[code] if first and "Segmentation" not in first else SIGNALS[code]
    return first


def agrees(expected, got):
    """The report's first line against the rerun's: an answer, a signal's words, or an error's start."""
    limit = re.match(r"\[no answer within (\d+) s", expected)
    if limit:  # the report's own limit: a run that takes longer agrees, whatever it comes to
        return got.startswith("[no answer") or LAST["seconds"] >= int(limit.group(1))
    if expected in ("timeout", "no", "undecided"):
        return got.startswith("[no answer")
    if expected.startswith("sat, with a model its own check"):
        return got.endswith("Aborted") or "ERRORS SATISFYING" in got or got.startswith("sat")
    if expected.startswith("rejected"):
        return "error" in got
    if expected == "crash":
        return got.split(" / ")[-1] in SIGNALS.values() or "error" in got.lower() or "fail" in got.lower()
    return got.split(" / ")[0] == expected or got.endswith(expected) or expected.startswith(got[:40])


def check(folder):
    text = open(os.path.join(folder, "report.md")).read()
    items = transcripts(text)
    files = {name: content for kind, name, content in items if kind == "cat"}
    base = os.path.join(folder, "reduced.smt2")
    if "bug.smt2" not in files and os.path.exists(base):
        files["bug.smt2"] = open(base).read()
    bad = good = skipped = 0
    with tempfile.TemporaryDirectory() as scratch:
        for name, content in files.items():
            open(os.path.join(scratch, name), "w").write(content)
        commands = [(c, (b[0] if b else ""), None) for kind, c, b in items if kind == "run"]
        for command, outcome, script, build in tried(text):
            name = command.split()[-1]
            if script is not None:
                open(os.path.join(scratch, name), "w").write(script)
            commands.append((command, outcome, build))
        for command, expected, build in commands:
            name = command.split()[-1]
            if not os.path.exists(os.path.join(scratch, name)):
                skipped += 1
                continue
            program = command.split()[0]
            got = run(command, scratch, build or solver_dir(text, program), limits(text))
            ok = agrees(expected, got) if expected else True
            good += ok
            bad += not ok
            print("  %s  %s -> %s%s" % ("ok " if ok else "BAD", command, got[:70],
                                        "" if ok else "   (report: %s)" % expected[:70]))
    print("%s: %d agreed, %d disagreed, %d not run" % (os.path.basename(folder.rstrip("/")), good, bad, skipped))
    return bad


if __name__ == "__main__":
    sys.exit(1 if sum(check(f) for f in sys.argv[1:]) else 0)
