package io.tamis.solvers.solver;

import io.tamis.solvers.pool.ProcessRun;
import io.tamis.solvers.pool.SolverPool;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Asks solvers for their version (recorded with every finding). */
public final class SolverVersions {
  private static final Duration TIMEOUT = Duration.ofSeconds(10);

  private SolverVersions() {}

  /** Label to version, "unknown" when the profile has no version command or it fails. */
  public static Map<String, String> of(List<SolverConfig> configs, SolverPool pool) throws InterruptedException {
    Map<String, String> versions = new LinkedHashMap<>();
    for (SolverConfig c : configs) {
      versions.put(c.label(), of(c.executable(), c.profile(), pool));
    }
    return versions;
  }

  /** The profile's version command run for {@code executable}; empty when the profile has none. */
  public static List<String> command(String executable, ProfileSpec profile) {
    List<String> argv = new ArrayList<>(profile.versionCommand());
    if (!argv.isEmpty()) {
      argv.set(0, executable);
    }
    return argv;
  }

  /** The first line the version command prints, run for {@code executable}. */
  public static String of(String executable, ProfileSpec profile, SolverPool pool) throws InterruptedException {
    List<String> argv = command(executable, profile);
    if (argv.isEmpty()) {
      return "unknown";
    }
    ProcessRun run = pool.run(argv, Map.of(), new byte[0], TIMEOUT);
    String out = run.stdout().strip();
    if (run.startError() != null || run.exitCode() != 0 || out.isEmpty()) {
      return "unknown";
    }
    int nl = out.indexOf('\n');
    return nl < 0 ? out : out.substring(0, nl).strip();
  }
}
