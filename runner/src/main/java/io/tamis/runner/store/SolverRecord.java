package io.tamis.runner.store;

import io.tamis.runner.oracle.Outcome;
import io.tamis.solvers.install.SolverCache;
import io.tamis.solvers.pool.ProcessRun;
import io.tamis.solvers.solver.ProfileSpec;
import io.tamis.solvers.solver.SolverConfig;
import java.time.Duration;
import java.util.List;

/** One configuration's part of a finding record: how to rerun it and what it did. */
public record SolverRecord(String label, String executable, List<String> args, double timeoutSeconds,
    long memoryMb, ProfileSpec profile, List<String> command, String version, String verdict,
    List<String> answers, String detail, int exitCode, int signal, boolean timedOut, long wallMillis,
    long cpuMillis, String stdout, long stdoutBytes, String stderr, long stderrBytes) {

  public static SolverRecord of(SolverConfig config, String version, Outcome o) {
    ProcessRun r = o.run();
    return new SolverRecord(config.label(), config.executable(), config.args(),
        config.timeout().toMillis() / 1000.0, config.memoryMb(), config.profile(), r.command(), version,
        o.verdict().label(), o.answers(), o.detail(), r.exitCode(), r.signal(), r.timedOut(), r.wallMillis(),
        r.cpuNanos() < 0 ? -1 : r.cpuNanos() / 1_000_000, r.stdout(), r.stdoutBytes(), r.stderr(),
        r.stderrBytes());
  }

  /** The configuration as recorded, for replay (an installed release found where it is installed now). */
  public SolverConfig config() {
    return new SolverConfig(label, profile, SolverCache.user().relocated(executable), args,
        Duration.ofMillis((long) (timeoutSeconds * 1000)), memoryMb);
  }
}
