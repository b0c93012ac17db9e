package io.tamis.bench.pool;

import com.sun.management.OperatingSystemMXBean;
import io.tamis.solvers.launch.Launcher;
import io.tamis.solvers.launch.Launchers;
import io.tamis.solvers.pool.SolverPool;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * The JVM's own CPU time per pool call, for each launcher: one slot, {@code /bin/true} fed a
 * one-line script, called from a virtual thread as a campaign calls. The children's CPU is not
 * counted (the process CPU clock covers the JVM's threads only), so this is what the pool takes
 * from the cores the solvers need, whatever the host's exec costs. Rounds alternate the launchers
 * after an untimed warm-up of each.
 *
 * <p>Run: {@code java --enable-native-access=ALL-UNNAMED -cp bench/target/benchmarks.jar
 * io.tamis.bench.pool.LaunchCost [calls] [rounds]}
 */
public final class LaunchCost {
  private static final List<String> TRUE = List.of("/bin/true");
  private static final byte[] SCRIPT = "(check-sat)\n".getBytes(StandardCharsets.US_ASCII);
  private static final OperatingSystemMXBean OS =
      (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

  private LaunchCost() {}

  public static void main(String[] args) throws Exception {
    int calls = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 3;
    List<Launcher> launchers = List.of(Launchers.named(Launchers.SPAWN), Launchers.jdk());
    for (Launcher l : launchers) {
      cpuPerCall(l, calls);
    }
    for (int r = 1; r <= rounds; r++) {
      for (Launcher l : launchers) {
        long[] cost = cpuPerCall(l, calls);
        System.out.printf("round %d, %s: JVM CPU %d us/call, wall %d us/call%n", r, l.name(), cost[0], cost[1]);
      }
    }
  }

  /** JVM CPU and wall microseconds per call. */
  private static long[] cpuPerCall(Launcher launcher, int calls) throws Exception {
    try (SolverPool pool = new SolverPool(1, launcher)) {
      long cpu = OS.getProcessCpuTime();
      long t0 = System.nanoTime();
      Thread caller = Thread.ofVirtual().start(() -> {
        try {
          for (int i = 0; i < calls; i++) {
            pool.run(TRUE, Map.of(), SCRIPT, Duration.ofSeconds(30));
          }
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      });
      caller.join();
      return new long[] {(OS.getProcessCpuTime() - cpu) / 1000 / calls, (System.nanoTime() - t0) / 1000 / calls};
    }
  }
}
