package io.tamis.runner.store;

import io.tamis.runner.evidence.Gdb;
import io.tamis.runner.evidence.Stack;
import io.tamis.runner.evidence.Stacks;
import io.tamis.runner.oracle.Outcome;
import io.tamis.runner.oracle.Verdict;
import io.tamis.solvers.install.SolverCache;
import io.tamis.solvers.pool.ProcessRun;
import io.tamis.solvers.solver.ProfileSpec;
import io.tamis.solvers.solver.SolverConfig;
import java.io.IOException;
import java.time.Duration;
import java.util.List;

/**
 * One configuration's part of a finding record: how to rerun it and what it did. {@code stack}: the native
 * evidence of its crash (a sanitizer's report, a failed assertion, gdb's backtrace), or null: not a crash,
 * none printed, or a record written before it existed.
 */
public record SolverRecord(String label, String executable, List<String> args, double timeoutSeconds,
    long memoryMb, ProfileSpec profile, List<String> command, String version, String verdict,
    List<String> answers, String detail, int exitCode, int signal, boolean timedOut, long wallMillis,
    long cpuMillis, String stdout, long stdoutBytes, String stderr, long stderrBytes, Stack stack) {

  public static SolverRecord of(SolverConfig config, String version, Outcome o) {
    ProcessRun r = o.run();
    return new SolverRecord(config.label(), config.executable(), config.args(),
        config.timeout().toMillis() / 1000.0, config.memoryMb(), config.profile(), r.command(), version,
        o.verdict().label(), o.answers(), o.detail(), r.exitCode(), r.signal(), r.timedOut(), r.wallMillis(),
        r.cpuNanos() < 0 ? -1 : r.cpuNanos() / 1_000_000, r.stdout(), r.stdoutBytes(), r.stderr(),
        r.stderrBytes(), o.verdict() == Verdict.CRASH ? Stacks.read(r.stderr()) : null);
  }

  /**
   * This record with gdb's backtrace when it crashed natively by a signal without printing evidence of its
   * own; else this record. {@code gdb} may be null (none installed).
   */
  public SolverRecord withBacktrace(Gdb gdb, byte[] script) throws IOException, InterruptedException {
    if (gdb == null || stack != null || !verdict.equals(Verdict.CRASH.label()) || !Gdb.applies(signal, executable)) {
      return this;
    }
    Stack found = gdb.backtrace(config(), script);
    return found == null ? this : withStack(found);
  }

  /** This record with {@code found} as the evidence of its crash. */
  public SolverRecord withStack(Stack found) {
    return new SolverRecord(label, executable, args, timeoutSeconds, memoryMb, profile, command, version, verdict,
        answers, detail, exitCode, signal, timedOut, wallMillis, cpuMillis, stdout, stdoutBytes, stderr,
        stderrBytes, found);
  }

  /** The configuration as recorded, for replay (an installed release found where it is installed now). */
  public SolverConfig config() {
    return new SolverConfig(label, profile, SolverCache.user().relocated(executable), args,
        Duration.ofMillis((long) (timeoutSeconds * 1000)), memoryMb);
  }
}
