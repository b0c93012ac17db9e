package io.tamis.solvers.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
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
}
