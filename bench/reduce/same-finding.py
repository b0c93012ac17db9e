#!/usr/bin/env python3
"""same-finding.py FINDING_DIR SCRIPT: exit 0 when SCRIPT still shows FINDING_DIR's finding, else 1.

The interestingness test for ddSMT in bench/README.md ("Reduction against ddSMT"): it runs the
recorded command lines of finding.json (executable, input arguments, options, timeout, a profile's
renames) on SCRIPT, as tamis runs them, and checks the same kind:
- crash: the configuration at fault crashes with the same message (the recorded text of a WebAssembly
  crash), or for a crash recorded by its signal alone, by a signal and, where the build is native and gdb
  is installed, in the same top three frames of the solver's own code under `gdb -batch` as the original
  (kept in FINDING_DIR/frames.txt);
- soundness: each configuration gives the recorded answer at the recorded check-sat;
- invalid-model: the solver at fault prints one of its profile's invalid-model messages.
SCRIPT must keep the queries the finding asked: (check-sat), and (get-model) where the original has it.
Only the configurations the check needs run, one after the other.
"""
import json
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile


FOLDER = None


def main():
    global FOLDER
    folder, script_file = sys.argv[1], sys.argv[2]
    FOLDER = folder
    record = json.load(open(os.path.join(folder, 'finding.json')))
    script = open(script_file, 'rb').read()
    original = open(os.path.join(folder, 'test.smt2'), 'rb').read()
    for query in (rb'\(\s*check-sat\s*\)', rb'\(\s*get-model\s*\)'):
        if re.search(query, original) and not re.search(query, script):
            return 1
    kind = record['kind']
    if kind == 'crash':
        return 0 if crashed(record, script) else 1
    if kind == 'soundness':
        return 0 if same_answers(record, script) else 1
    if kind == 'invalid-model':
        return 0 if invalid_model(record, script) else 1
    return 1


def at_fault(record):
    """The configuration the key names (crash|<label>|...), or the one the record blames."""
    key = record['dedupKey']
    for s in record['solvers']:
        base = re.sub(r' \[.*\]$', '', s['label'])
        if key.startswith('crash|' + base + '|') or record.get('culprit') == s['label']:
            return s
    return record['solvers'][0]


def crashed(record, script):
    solver = at_fault(record)
    message = record['dedupKey'].split('|')[2]
    code, out = run(solver, script)
    if message != 'signal N':
        return message in out
    if code is None or not (code < 0 or 128 < code < 128 + 65):
        return False
    return not native(solver) or frames(solver, script) == original_frames(solver)


# Functions of the C and C++ runtimes: the same in every crash (as tamis's OwnFrames leaves them out).
RUNTIME = re.compile(r'^(?:__libc_|__GI_|__pthread_kill|pthread_kill|__restore_rt|raise$|abort$|__assert_fail'
                     r'|_start$|__cxa_|std::terminate|_Unwind_|gsignal$|operator new|operator delete|malloc$|free$)')


def native(solver):
    """An installed release that is not a shim (WebAssembly, JVM), when gdb is there to show its frames."""
    install = os.path.join(os.path.dirname(os.path.dirname(solver['executable'])), 'install.json')
    route = json.load(open(install)).get('route') if os.path.exists(install) else 'native'
    return shutil.which('gdb') is not None and route not in ('wasm', 'jvm')


def original_frames(solver):
    cached = os.path.join(FOLDER, 'frames.txt')
    if not os.path.exists(cached):
        tmp = '%s.%d' % (cached, os.getpid())
        with open(tmp, 'w') as f:
            f.write(frames(solver, open(os.path.join(FOLDER, 'test.smt2'), 'rb').read()))
        os.replace(tmp, cached)
    return open(cached).read()


def frames(solver, script):
    """The top three own functions of the crash under gdb, innermost first: f < g < h."""
    profile = solver['profile']
    with tempfile.NamedTemporaryFile(suffix='.smt2') as f:
        f.write(renamed(profile, script))
        f.flush()
        args = profile['inputArgs'] + solver['args'] + ([f.name] if profile['input'] == 'file' else [])
        run_line = 'run ' + ' '.join(shlex.quote(a) for a in [solver['executable']] + args)
        run_line += '' if profile['input'] == 'file' else ' < ' + shlex.quote(f.name)
        argv = ['gdb', '-nx', '-q', '-batch', '-ex', 'set pagination off', '-ex', 'set confirm off',
                '-ex', run_line, '-ex', 'bt 32', '/bin/sh']
        limit = 3 * solver['timeoutSeconds'] + 20
        try:
            out = subprocess.run(argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                 timeout=limit).stdout.decode('latin-1')
        except subprocess.TimeoutExpired:
            return ''
    names = []
    for line in out.splitlines():
        m = re.match(r'#\d+\s+(?:0x[0-9a-f]+ in )?(.+?) \(.*\)(?: const)?(?: at .*| from .*)?$', line)
        if m and not RUNTIME.match(m.group(1)):
            names.append(m.group(1))
    return ' < '.join(names[:3])


def same_answers(record, script):
    m = re.match(r'(.+) says (sat|unsat), (.+) says (sat|unsat) at check-sat (\d+)', record['detail'])
    expected = {m.group(1): m.group(2), m.group(3): m.group(4)}
    query = int(m.group(5)) - 1
    for s in record['solvers']:
        if s['label'] in expected:
            code, out = run(s, script)
            answers = [line for line in out.splitlines() if line in ('sat', 'unsat', 'unknown')]
            if len(answers) <= query or answers[query] != expected[s['label']]:
                return False
    return True


def invalid_model(record, script):
    solver = next(s for s in record['solvers'] if s['profile']['invalidModelPatterns']
                  and record['dedupKey'].startswith('invalid-model|' + s['label']))
    code, out = run(solver, script)
    return any(re.search(p, out) for p in solver['profile']['invalidModelPatterns'])


def renamed(profile, script):
    """The script in the solver's names (its profile's renames: cvc5 calls FiniteSet Set)."""
    for name, to in profile.get('renames', {}).items():
        script = re.sub(rb'(?<![^\s()])' + re.escape(name.encode()) + rb'(?![^\s()])', to.encode(), script)
    return script


def run(solver, script):
    """(exit code, negative for a signal, None for a timeout; stdout and stderr) of one recorded configuration."""
    profile = solver['profile']
    script = renamed(profile, script)
    argv = [solver['executable']] + profile['inputArgs'] + solver['args']
    if solver.get('memoryMb') and shutil.which('prlimit'):
        argv = ['prlimit', '--data=%d:' % (solver['memoryMb'] * 1024 * 1024), '--'] + argv
    limit = solver['timeoutSeconds'] + profile.get('startupMillis', 0) / 1000
    with tempfile.NamedTemporaryFile(suffix='.smt2') as f:
        stdin = script
        if profile['input'] == 'file':
            f.write(script)
            f.flush()
            argv, stdin = argv + [f.name], b''
        p = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                             start_new_session=True)
        try:
            out, _ = p.communicate(stdin, timeout=limit)
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)
            p.communicate()
            return None, ''
    return p.returncode, out.decode('latin-1')


if __name__ == '__main__':
    sys.exit(main())
