package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tamis.core.gen.TestCase;
import io.tamis.runner.campaign.TestResult;
import io.tamis.runner.campaign.TestRunner;
import io.tamis.runner.oracle.Evidence;
import io.tamis.runner.oracle.Finding;
import io.tamis.runner.oracle.Judging;
import io.tamis.runner.oracle.Performance;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A replay runs a finding's configurations with the option set the test drew in their labels ("cvc5@main
 * [--produce-unsat-cores --check-unsat-cores]"); the core it asks for is run by that configuration, whose label
 * the core call names without the set. Replaying such a finding stopped with "no configuration cvc5@main".
 */
class CoreOfADrawnOptionSetTest {
  @TempDir
  Path dir;

  @Test
  void aWrongCoreOfAConfigurationWithItsDrawnSetIsFoundAgain() throws Exception {
    Files.writeString(dir.resolve("empty-core.json"), "{\"name\": \"empty-core.sh\", \"executable\": "
        + "\"empty-core.sh\", \"unsatCores\": true}");
    SolverConfig plain = SolverProfiles.withDirectory(dir).config(FakeSolvers.path("empty-core.sh").toString(),
        Duration.ofSeconds(5));
    SolverConfig drawn = new SolverConfig(plain.label() + " [--x]", plain.profile(), plain.executable(),
        plain.args(), plain.timeout(), plain.memoryMb());
    byte[] text = "(declare-fun x () Int)\n(assert (> x 5))\n(assert (< x 3))\n(check-sat)\n"
        .getBytes(StandardCharsets.UTF_8);
    Judging cores = new Judging(Performance.OFF, false, new Evidence(true, false, 0, Evidence.When.EVERY, 1));
    try (SolverPool pool = new SolverPool(1); TestRunner runner = new TestRunner(pool, List.of(drawn), 0, false,
        cores)) {
      TestResult r = runner.run(0, "t.smt2", new TestCase(text, null, "check", null, null, 0, 0, 0), "ALL");
      assertEquals(List.of("unsat-core"), r.findings().stream().map(Finding::kind).toList(), r.toString());
      assertEquals(List.of("core-request", "core"), r.evidence().stream().map(e -> e.purpose()).toList(),
          "the calls a report shows, kept through the option triage");
    }
  }
}
