package io.tamis.solvers.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A build stopped by a signal is told apart from one that failed, so bisection does not call the commit
 * unbuildable.
 */
class StepsTest {
  @TempDir Path dir;

  private InstallException failure(String script) throws Exception {
    Path log = dir.resolve("build.log");
    Files.deleteIfExists(log);
    return assertThrows(InstallException.class,
        () -> Steps.logged(List.of("sh", "-c", script), dir, Map.of(), log, Duration.ofMinutes(1)));
  }

  @Test
  void aCompileErrorIsAFailure() throws Exception {
    assertEquals(InstallException.class, failure("echo 'foo.cpp:1:1: error: expected'; exit 1").getClass());
  }

  @Test
  void ninjaStoppedByCtrlCIsAnInterruption() throws Exception {
    // ninja forwards the signal to its compilers, then exits 2 with this line.
    assertEquals(BuildInterrupted.class,
        failure("echo '[311/839] Building CXX object sat_local_search.cpp.o'; "
            + "echo 'ninja: build stopped: interrupted by user.'; exit 2").getClass());
  }

  @Test
  void aStepKilledByASignalIsAnInterruption() throws Exception {
    assertEquals(BuildInterrupted.class, failure("kill -TERM $$").getClass());
  }

  @Test
  void ninjaFailingWithExit2IsAFailure() throws Exception {
    assertEquals(InstallException.class, failure("echo 'ninja: build stopped: subcommand failed.'; exit 2").getClass());
  }

  /** tamis stopped by SIGTERM mid-build takes the build's processes with it (a bisection's ninja ran on for hours). */
  @Test
  void stoppingTamisStopsTheStepsProcesses() throws Exception {
    String java = ProcessHandle.current().info().command().orElseThrow();
    Process tamis = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
        StepsAtExitMain.class.getName(), dir.toString()).inheritIO().start();
    ProcessHandle sleep = null;
    try {
      for (int i = 0; i < 300 && sleep == null; i++) {
        Thread.sleep(100);
        sleep = tamis.descendants().filter(h -> h.info().command().orElse("").endsWith("/sleep")).findFirst()
            .orElse(null);
      }
      assertNotNull(sleep, "the step did not start");
      tamis.destroy();
      assertTrue(tamis.waitFor(30, TimeUnit.SECONDS), "tamis did not stop");
      sleep.onExit().completeOnTimeout(sleep, 10, TimeUnit.SECONDS).join();
      assertFalse(sleep.isAlive(), "the step's process outlived tamis");
    } finally {
      tamis.destroyForcibly();
      if (sleep != null) {
        sleep.destroyForcibly();
      }
    }
  }
}
