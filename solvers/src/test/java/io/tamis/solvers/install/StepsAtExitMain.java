package io.tamis.solvers.install;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/** Runs one long build step, as a bisection's build does, for StepsTest to stop from outside. */
final class StepsAtExitMain {
  private StepsAtExitMain() {}

  public static void main(String[] args) throws Exception {
    Path dir = Path.of(args[0]);
    Steps.logged(List.of("sh", "-c", "sleep 300 & wait"), dir, Map.of(), dir.resolve("build.log"),
        Duration.ofMinutes(10));
  }
}
