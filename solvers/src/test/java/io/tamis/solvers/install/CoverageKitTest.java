package io.tamis.solvers.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.solvers.coverage.EdgeCoverage;
import io.tamis.solvers.coverage.Hits;
import io.tamis.solvers.pool.ProcessRun;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A small C program stands in for a solver: built through the kit a +coverage recipe uses (tamis's wrapper and
 * runtime, clang's guards), installed where a coverage build goes, and run by the pool, which reads its edges.
 */
class CoverageKitTest {
  /** Reads its input and answers by what it read: each kind of character takes a branch of its own. */
  private static final String PROGRAM = """
      #include <stdio.h>
      static int classify(int c) {
        if (c >= '0' && c <= '9') return 1;
        if (c == '(') return 2;
        if (c == 'x') return 3;
        return 0;
      }
      int main(void) {
        int counts[4] = {0}, c;
        while ((c = getchar()) != EOF) counts[classify(c)]++;
        if (counts[3] > 0) printf("unsat\\n"); else printf("sat\\n");
        return 0;
      }
      """;

  @Test
  void thePoolReadsTheEdgesOfEachCallAndCountsNewOnesOnce(@TempDir Path dir) throws Exception {
    Path program = build(dir);
    SolverConfig config = SolverProfiles.bundled().config(program.toString(), List.of(), Duration.ofSeconds(10));
    try (SolverPool pool = new SolverPool(2)) {
      Hits first = pool.run(config, bytes("(check-sat)")).hits();
      assertTrue(first.edges() > 0 && first.fresh() == first.edges(), "the first call's edges are all new: " + first);
      Hits again = pool.run(config, bytes("(check-sat)")).hits();
      assertEquals(new Hits(first.edges(), 0, 0, 0), again, "the same input takes the same edges, none new");
      ProcessRun digits = pool.run(config, bytes("123 x"));
      assertEquals("unsat", digits.stdout().strip());
      assertTrue(digits.hits().fresh() > 0, "digits and 'x' take branches '(' did not: " + digits.hits());
      EdgeCoverage c = pool.coverages().builds().get("prog+coverage");
      assertEquals(first.fresh() + digits.hits().fresh(), c.seen().count());
      assertTrue(c.guards() >= c.seen().count(), c.guards() + " edges in all");
    }
  }

  @Test
  void withoutAMapTheProgramRunsAsUsual(@TempDir Path dir) throws Exception {
    Path program = build(dir);
    Process p = new ProcessBuilder(program.toString()).redirectErrorStream(true).start();
    p.getOutputStream().write(bytes("x"));
    p.getOutputStream().close();
    assertEquals("unsat", new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip());
    assertEquals(0, p.waitFor());
  }

  /** The program built by the kit, where an installed coverage build's launcher is ({@code NAME+coverage/bin/}). */
  private static Path build(Path dir) throws Exception {
    CoverageKit kit = CoverageKit.prepare(dir.resolve("kit"));
    Path source = Files.writeString(dir.resolve("prog.c"), PROGRAM);
    Path out = Files.createDirectories(dir.resolve("prog+coverage/bin")).resolve("prog");
    Steps.logged(List.of(kit.covcc().toString(), CoverageKit.CLANG, "-O2", source.toString(), "-o", out.toString()),
        dir, Map.of(CoverageKit.RUNTIME_VARIABLE, kit.runtime().toString()), dir.resolve("build.log"),
        Duration.ofMinutes(1));
    return out;
  }

  private static byte[] bytes(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }
}
