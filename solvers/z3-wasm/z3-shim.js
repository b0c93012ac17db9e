#!/usr/bin/env node
// z3 as its command-line program, over z3's WebAssembly build (npm z3-solver).
// Reads SMT-LIB from a file argument or stdin, evaluates each batch of complete top-level commands
// as soon as it has arrived (so warm sessions with (echo ...) markers and (reset) work), and
// prints what z3 prints. Arguments as z3's own: key=value parameters, -T:N, -t:N, -in, -smt2,
// -version. Exit codes as z3's: 1 after an error, 109 bad option, 110 bad parameter.
// A WebAssembly trap or an abort ends this process only, with z3's message on stderr and SIGABRT.
'use strict';
const fs = require('fs');
const path = require('path');

const here = __dirname;
const pkg = path.join(here, 'npm', 'node_modules', 'z3-solver');

function usage(code) {
  process.stdout.write('Usage: z3 [options] [-in | file.smt2] [key=value ...]\n'
    + '  -in -smt2 -version -T:seconds -t:milliseconds -v:level -h; key=value sets a global parameter\n');
  process.exit(code);
}

function parseArgs(argv) {
  const opts = { params: [], file: null, hardSeconds: 0, version: false };
  for (const a of argv) {
    if (a === '-in' || a === '--in' || a === '-smt2' || a === '--smt2') continue;
    if (a === '-version' || a === '--version') { opts.version = true; continue; }
    if (a === '-h' || a === '--help' || a === '-?') usage(0);
    let m = /^[-/]T:(\d+)$/.exec(a);
    if (m) { opts.hardSeconds = Number(m[1]); continue; }
    m = /^[-/]t:(\d+)$/.exec(a);
    if (m) { opts.params.push(['timeout', m[1]]); continue; }
    m = /^[-/]v:(\d+)$/.exec(a);
    if (m) { opts.params.push(['verbose', m[1]]); continue; }
    const eq = a.indexOf('=');
    if (eq > 0 && !a.startsWith('-')) { opts.params.push([a.slice(0, eq), a.slice(eq + 1)]); continue; }
    if (a.startsWith('-')) {
      process.stdout.write('Error: invalid command line option: ' + a + '\nFor usage information: z3 -h\n');
      process.exit(109);
    }
    opts.file = a;
  }
  return opts;
}

// Splits SMT-LIB text into complete top-level commands; what follows the last one waits for more
// input. Modes: 0 code, 1 string, 2 quoted symbol, 3 comment, 4 after a quote inside a string.
class CommandSplitter {
  constructor() { this.text = ''; this.scan = 0; this.depth = 0; this.mode = 0; }
  // Appends text; returns the complete commands that end in it, each with its leading blanks and comments.
  push(chunk) {
    const t = this.text + chunk;
    const out = [];
    let done = 0;
    for (let i = this.scan; i < t.length; i++) {
      const c = t[i];
      if (this.mode === 4) { this.mode = c === '"' ? 1 : 0; if (this.mode === 1) continue; }
      if (this.mode === 1) { if (c === '"') this.mode = 4; continue; }
      if (this.mode === 2) { if (c === '|') this.mode = 0; continue; }
      if (this.mode === 3) { if (c === '\n') this.mode = 0; continue; }
      if (c === '"') this.mode = 1;
      else if (c === '|') this.mode = 2;
      else if (c === ';') this.mode = 3;
      else if (c === '(') this.depth++;
      else if (c === ')' && --this.depth <= 0) {
        this.depth = 0;
        out.push(t.slice(done, i + 1));
        done = i + 1;
      }
    }
    this.text = t.slice(done);
    this.scan = this.text.length;
    return out;
  }
  rest() { return this.text; }
}

const EXIT = /^(\s|;[^\n]*\n)*\(\s*exit\s*\)$/;
const TAMIS_ARGS = /^(\s|;[^\n]*\n)*\(\s*set-option\s+:tamis-args[\s")]/;

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  let init;
  try {
    ({ init } = require(pkg));
  } catch (e) {
    process.stderr.write('z3 shim: cannot load ' + pkg + ' (' + e.message.split('\n')[0]
      + '); reinstall with: tamis solvers install --force\n');
    process.exit(1);
  }
  // z3's library only warns about a bad parameter where its command line stops: catch the warning.
  let paramErrors = null;
  const { Z3, em } = await init({
    printErr: (line) => (paramErrors !== null ? paramErrors.push(line) : stderrLine(line)),
  });
  if (opts.version) {
    const v = Z3.get_version();
    process.stdout.write(`Z3 version ${v.major}.${v.minor}.${v.build_number} - 64 bit (WebAssembly)\n`);
    process.exit(0);
  }
  // Sets the command line's parameters and then `extra`'s, as z3 would read them all on its command
  // line: a bad one ends the process with z3's exit code.
  const setParams = (extra) => {
    paramErrors = [];
    for (const [k, v] of opts.params.concat(extra)) Z3.global_param_set(k, v);
    const bad = paramErrors.length > 0 && /unknown parameter|Expected values for parameter/.test(paramErrors[0]);
    process.stderr.write(paramErrors.map((l) => (bad ? l.replace(/^WARNING:/, 'ERROR:') : l) + '\n').join(''));
    paramErrors = null;
    if (bad) process.exit(110);
  };
  setParams([]);
  let ctx = Z3.mk_context(Z3.mk_config());
  // A warm session serves tests with different added options without a new process (starting node
  // and z3's module costs 0.25 s, a context a millisecond): (set-option :tamis-args "k=v" ...) makes
  // the arguments after the command line's these, with a new context; the same arguments keep it.
  let extraArgs = '';
  const reconfigure = (command) => {
    const args = [...command.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1].replace(/""/g, '"'));
    if (args.join('\u0000') === extraArgs) return;
    extraArgs = args.join('\u0000');
    Z3.del_context(ctx);
    Z3.global_param_reset_all();
    setParams(parseArgs(args).params);
    ctx = Z3.mk_context(Z3.mk_config());
  };
  if (opts.hardSeconds > 0) {
    setTimeout(() => { process.stdout.write('timeout\n'); process.exit(0); }, opts.hardSeconds * 1000).unref();
  }
  let failed = false;
  const run = async (commands) => {
    let batch = '';
    for (const c of commands) {
      if (TAMIS_ARGS.test(c)) {
        if (batch) await evaluate(batch);
        batch = '';
        reconfigure(c);
        continue;
      }
      if (EXIT.test(c)) {
        if (batch) await evaluate(batch);
        finish();
      }
      batch += c;
    }
    if (batch) await evaluate(batch);
  };
  const evaluate = async (text) => {
    const t0 = process.hrtime.bigint();
    const out = await evalOnHeap(em, ctx, text) ?? await Z3.eval_smtlib2_string(ctx, text);
    solverNanos += process.hrtime.bigint() - t0;
    if (out) process.stdout.write(out);
    if (Z3.get_error_code(ctx) !== 0) failed = true;
  };
  const finish = () => process.exit(failed ? 1 : 0);

  const splitter = new CommandSplitter();
  if (opts.file !== null) {
    let text;
    try {
      text = fs.readFileSync(opts.file, 'latin1');
    } catch (e) {
      process.stdout.write('(error "can\'t open file ' + opts.file + '")\n');
      process.exit(1);
    }
    await run(splitter.push(text));
    if (splitter.rest().trim()) await evaluate(splitter.rest());
    finish();
  }
  let chain = Promise.resolve();
  process.stdin.setEncoding('latin1');
  process.stdin.on('data', (chunk) => { chain = chain.then(() => run(splitter.push(chunk))).catch(crash); });
  process.stdin.on('end', () => {
    chain = chain.then(async () => { if (splitter.rest().trim()) await evaluate(splitter.rest()); finish(); })
      .catch(crash);
  });
}

// z3-solver's eval_smtlib2_string copies the script to the WebAssembly stack and releases it when
// the call returns, but z3 reads it later on its worker thread: the next call into the module may
// overwrite it, and z3 then parses garbage ("unexpected end of string" in about 2 % of the tests of
// a warm session). The script goes to the heap instead and is freed once z3 has answered. Null
// where the module does not export what this needs (the library's own call is used then).
async function evalOnHeap(em, ctx, text) {
  if (!em || !em.intArrayFromString || !em._malloc || !em._async_Z3_eval_smtlib2_string) return null;
  const bytes = em.intArrayFromString(text);
  const ptr = em._malloc(bytes.length);
  try {
    em.HEAPU8.set(bytes, ptr);
    return await em.async_call(() => em._async_Z3_eval_smtlib2_string(ctx, ptr));
  } finally {
    em._free(ptr);
  }
}

// A trap or abort inside z3 is a crash of this solver process, as a native crash would be.
function crash(e) {
  const msg = e && e.stack ? e.stack : String(e);
  process.stderr.write('z3 (WebAssembly) crashed: ' + String(e && e.message ? e.message : e) + where(msg) + '\n'
    + msg + '\n');
  process.kill(process.pid, 'SIGABRT');
}

// The two innermost z3 functions of a trap's stack, past the allocator and term constructors every
// crash passes through: they tell one crash from another (the message alone is the same for all).
const GENERIC = /^(small_object_allocator|memory::|ast_manager::mk_|std::|__|invoke_|dlmalloc|malloc|free)/;
function where(stack) {
  const frames = [...stack.matchAll(/z3-built\.wasm\.([^\s(]+)/g)].map((m) => m[1]).filter((f) => !GENERIC.test(f));
  return frames.length === 0 ? '' : ' in ' + frames.slice(0, 2).join(' < ');
}

// A trap in a worker thread is reported by the WebAssembly runtime before the rejection reaches
// crash(): that report is dropped, so that the first line on stderr says which z3 function failed.
let trapped = false;
function stderrLine(line) {
  if (/^worker: onmessage\(\) captured an uncaught exception|^Pthread 0x[0-9a-f]+ sent an error/.test(line)) {
    trapped = true;
  }
  if (!trapped) process.stderr.write(line + '\n');
}

// With TAMIS_SHIM_TIMES set, the time spent inside z3 is reported at exit, so that a benchmark
// can tell the shim's own cost per call from the solver's.
let solverNanos = 0n;
if (process.env.TAMIS_SHIM_TIMES) {
  process.on('exit', () => process.stderr.write(';; tamis-shim solver-us ' + (solverNanos / 1000n) + '\n'));
}
process.on('uncaughtException', crash);
process.on('unhandledRejection', crash);
main().catch(crash);
