package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.runner.oracle.Classifier;
import io.tamis.runner.oracle.Outcome;
import io.tamis.solvers.install.InstalledReleases;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.Dialect;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * seeds/FS, written in z3 5's finite-set names, gets its declared status from z3 5.0.0 (5.1.0 has
 * finite-set bugs of its own: bench/findings) and from cvc5 1.3.2 through its profile's renames.
 * Needs both installed ({@code bin/tamis solvers install z3@5.0.0 cvc5@1.3.2}; CI installs them).
 */
@Tag("solver")
@Tag("newest")
class FiniteSetSeedsTest {
  private static final Pattern STATUS = Pattern.compile("\\(set-info :status (sat|unsat)\\)");

  static Stream<Path> seeds() throws IOException {
    try (Stream<Path> files = Files.list(SeedStatusTest.seedsDir().resolve("FS"))) {
      return files.filter(p -> p.toString().endsWith(".smt2")).sorted().toList().stream();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("seeds")
  void bothSolversAnswerTheDeclaredStatus(Path seed) throws Exception {
    byte[] text = Files.readAllBytes(seed);
    Matcher m = STATUS.matcher(new String(text, java.nio.charset.StandardCharsets.ISO_8859_1));
    assertTrue(m.find(), seed + " declares no status");
    for (String spec : List.of("z3@5.0.0", "cvc5@1.3.2 --sets-exp -q")) {
      String release = spec.split(" ")[0];
      try {
        InstalledReleases.user().resolve(release);
      } catch (IllegalArgumentException e) {
        throw new AssertionError(e.getMessage() + " (bin/test installs it: bin/test --setup)", e);
      }
      SolverConfig c = SolverProfiles.bundled().config(spec, Duration.ofSeconds(30));
      try (SolverPool pool = new SolverPool(1)) {
        byte[] sent = Dialect.apply(c.profile().renames(), text);
        Outcome o = new Classifier(c.profile()).classify(c.label(), pool.run(c, sent), text);
        assertEquals(List.of(m.group(1)), o.answers(), spec + " on " + seed + ": " + o.detail());
      }
    }
  }
}
