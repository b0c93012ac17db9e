package io.tamis.solvers.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.solvers.coverage.EdgeCoverage;
import io.tamis.solvers.coverage.GuardTable;
import io.tamis.solvers.coverage.Hits;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The code a commit changed, as a coverage build's edges: a history made in the test changes one function of a
 * small C program; the diff's lines, through the build's table of edges, name that function and no other, and
 * the pool counts a run that takes its edges as one that reaches the changed code.
 */
class ChangedFunctionsTest {
  private static final String BEFORE = """
      #include <stdio.h>
      static int shout(int n) {
        return n + 1;
      }
      static int quiet(int n) {
        return n;
      }
      int main(void) {
        int c, n = 0, x = 0;
        while ((c = getchar()) != EOF) {
          n++;
          x += c == 'x';
        }
        printf("%d\\n", x > 0 ? shout(n) : quiet(n));
        return 0;
      }
      """;

  @Test
  void theChangedFunctionIsFoundAndReachedOnlyByTheInputThatCallsIt(@TempDir Path dir) throws Exception {
    Path repo = Files.createDirectories(dir.resolve("repo"));
    git(repo, "init", "-q");
    Files.writeString(repo.resolve("prog.c"), BEFORE);
    git(repo, "add", "prog.c");
    git(repo, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "before");
    Files.writeString(repo.resolve("prog.c"), BEFORE.replace("return n + 1;", "return n * 2 + 1;"));
    git(repo, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qam", "after");
    Map<String, BitSet> lines = SourceRepo.hunks(git(repo, "diff", "-U0", "--no-color", "HEAD~1...HEAD"));
    assertEquals(Map.of("prog.c", BitSet.valueOf(new long[] {1L << 3})), lines, "line 3, in shout, changed");

    Path program = build(dir, repo.resolve("prog.c"));
    Map<String, int[]> changed = GuardTable.of(program).changedFunctions(lines);
    assertEquals(List.of("shout"), List.copyOf(changed.keySet()), "only shout has an edge on a changed line");
    assertTrue(Files.isRegularFile(program.getParent().getParent().resolve(GuardTable.FILE)), "kept beside the build");

    SolverConfig config = SolverProfiles.bundled().config(program.toString(), List.of(), Duration.ofSeconds(10));
    try (SolverPool pool = new SolverPool(1)) {
      pool.run(config, bytes("warm up"));
      EdgeCoverage c = pool.coverages().builds().get("prog+coverage");
      c.seen().aim(changed.get("shout"));
      Hits quiet = pool.run(config, bytes("abc")).hits();
      assertEquals(0, quiet.targets(), "without an x, shout is not called: " + quiet);
      Hits loud = pool.run(config, bytes("axc")).hits();
      assertTrue(loud.targets() > 0 && loud.freshTargets() == loud.targets(), "an x calls shout: " + loud);
    }
  }

  private static Path build(Path dir, Path source) throws Exception {
    CoverageKit kit = CoverageKit.prepare(dir.resolve("kit"));
    Path out = Files.createDirectories(dir.resolve("prog+coverage/bin")).resolve("prog");
    // -O0: shout stays a function of its own (inlined, its edges would still name it: the innermost frame).
    Steps.logged(List.of(kit.covcc().toString(), CoverageKit.CLANG, "-O0", source.toString(), "-o", out.toString()),
        source.getParent(), Map.of(CoverageKit.RUNTIME_VARIABLE, kit.runtime().toString()), dir.resolve("build.log"),
        Duration.ofMinutes(1));
    return out;
  }

  private static String git(Path repo, String... args) throws Exception {
    List<String> argv = new java.util.ArrayList<>(List.of("git", "-C", repo.toString()));
    argv.addAll(List.of(args));
    Process p = new ProcessBuilder(argv).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, p.waitFor(), out);
    return out;
  }

  private static byte[] bytes(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }
}
