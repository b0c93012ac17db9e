package io.tamis.solvers.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.solvers.pool.ProcessRun;
import io.tamis.solvers.pool.SolverPool;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CpuTimeTest {
  /**
   * A process that spins for its whole timeout is sampled while it runs: it has CPU time, at most its
   * wall time. (How much depends on what else the machine runs: on a loaded host it gets a fraction.)
   */
  @Test
  void aSpinningProcessHasCpuTime() throws Exception {
    try (SolverPool pool = new SolverPool(1)) {
      ProcessRun run = pool.run(List.of("/bin/sh", "-c", "while :; do :; done"), Map.of(), new byte[0],
          Duration.ofMillis(700));
      assertTrue(run.timedOut());
      assertTrue(run.cpuNanos() >= 20_000_000L && run.cpuNanos() <= run.wallNanos() + 50_000_000L,
          "cpu " + run.cpuNanos() + " ns, wall " + run.wallNanos() + " ns");
    }
  }

  /**
   * A process that ignores SIGTERM spins on through the grace before SIGKILL: its CPU time is counted to the
   * deadline, as its wall time is, not to the kill (which made it exceed the wall time).
   */
  @Test
  void aTimedOutProcessIsTimedToItsDeadline() throws Exception {
    try (SolverPool pool = new SolverPool(1, Launchers.named(Launchers.SPAWN))) {
      ProcessRun run = pool.run(List.of("/bin/sh", "-c", "trap '' TERM; while :; do :; done"), Map.of(),
          new byte[0], Duration.ofMillis(300));
      assertTrue(run.timedOut());
      assertTrue(run.cpuNanos() >= 0 && run.cpuNanos() <= run.wallNanos() + 20_000_000L,
          "cpu " + run.cpuNanos() + " ns, wall " + run.wallNanos() + " ns (within two ticks)");
    }
  }

  /** A process that ends by itself has its CPU time too (the spawn launcher reads it when it reaps). */
  @Test
  void aProcessThatEndsHasCpuTime() throws Exception {
    try (SolverPool pool = new SolverPool(1, Launchers.named(Launchers.SPAWN))) {
      ProcessRun run = pool.run(List.of("/bin/sh", "-c", "i=0; while [ $i -lt 300000 ]; do i=$((i+1)); done"),
          Map.of(), new byte[0], Duration.ofSeconds(60));
      assertEquals(0, run.exitCode());
      assertTrue(run.cpuNanos() > 0 && run.cpuNanos() <= run.wallNanos() + 50_000_000L,
          "cpu " + run.cpuNanos() + " ns, wall " + run.wallNanos() + " ns");
    }
  }

  /** The sample agrees with the JDK's own reading of the same process. */
  @Test
  void agreesWithProcessHandle() throws Exception {
    Process p = new ProcessBuilder("/bin/sh", "-c", "i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done; sleep 5").start();
    try {
      Thread.sleep(1500);
      long ours = CpuTime.of(p, -1);
      long jdk = p.toHandle().info().totalCpuDuration().orElseThrow().toNanos();
      assertTrue(ours > 0, "ours " + ours);
      assertEquals(jdk, ours, 20_000_000L, "within two ticks");
    } finally {
      p.destroyForcibly().waitFor();
    }
  }
}
