package io.tamis.solvers.launch;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/** {@link ProcessBuilder}: portable; on Linux it execs {@code jspawnhelper} before each solver. */
final class JdkLauncher implements Launcher {
  static final JdkLauncher INSTANCE = new JdkLauncher();
  private static final ExecutorService STREAMS = Executors.newVirtualThreadPerTaskExecutor();

  private JdkLauncher() {}

  @Override
  public String name() {
    return Launchers.JDK;
  }

  @Override
  public Process start(List<String> argv, Map<String, String> env) throws IOException {
    ProcessBuilder pb = new ProcessBuilder(argv);
    pb.environment().putAll(env);
    pb.directory(SolverDirectory.get().toFile());
    return pb.start();
  }

  @Override
  public Child child(List<String> argv, Map<String, String> env) throws IOException {
    return new StreamChild(start(argv, env), STREAMS);
  }
}
