package io.tamis.mutator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import io.tamis.core.gen.Generator;
import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestCase;
import io.tamis.core.gen.TestStream;
import io.tamis.core.smtlib.ScriptReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * z3 and cvc5 accept the mutants of the smoke seeds: no error that the seed itself does not cause
 * (parse errors, ill-sorted terms, operators outside the logic, nonlinear terms in linear logics).
 */
@Tag("solver")
class MutantAcceptanceTest {
  private static final List<List<String>> SOLVERS = List.of(List.of("z3"),
      List.of("cvc5", "--strings-exp", "--fp-exp", "-q"));

  @Test
  void solversAcceptTheMutants() throws Exception {
    List<String> rejected = new ArrayList<>();
    int mutants = 0;
    for (Generator g : Generators.all()) {
      for (SeedScript seed : smokeSeeds()) {
        TestStream stream = g.open(seed, 3);
        for (int k = 0; k < 1; k++) {
          TestCase t = stream.next();
          if (t == null) {
            break;
          }
          mutants++;
          for (List<String> solver : SOLVERS) {
            String error = error(solver, t.text());
            if (error != null && error(solver, seed.text()) == null) {
              rejected.add(g.name() + " " + seed.name() + " #" + t.iteration() + " " + solver.get(0) + ": " + error);
            }
          }
        }
      }
    }
    assertEquals(List.of(), rejected, rejected.size() + " of " + mutants + " mutants rejected");
  }

  private static List<SeedScript> smokeSeeds() throws IOException {
    Path dir = Path.of(System.getProperty("tamis.shared", "../../shared")).resolve("corpus/smoke");
    List<SeedScript> seeds = new ArrayList<>();
    try (Stream<Path> files = Files.list(dir)) {
      for (Path p : files.filter(f -> f.toString().endsWith(".smt2")).sorted().toList()) {
        byte[] text = Files.readAllBytes(p);
        seeds.add(SeedScript.of(p.getFileName().toString(), text, new ScriptReader().read(p.toString(), text)));
      }
    }
    return seeds;
  }

  /** The first error line the solver prints for {@code script}, or null. */
  private static String error(List<String> solver, byte[] script) throws IOException, InterruptedException {
    Path file = Files.createTempFile("tamis-mutant", ".smt2");
    try {
      Files.write(file, script);
      List<String> argv = new ArrayList<>(solver);
      argv.add(file.toString());
      Process p;
      try {
        p = new ProcessBuilder(argv).redirectErrorStream(true).redirectOutput(file.resolveSibling(file.getFileName() + ".out").toFile()).start();
      } catch (IOException e) {
        fail(solver.get(0) + " is not installed; install the solvers with: apt-get install -y z3 cvc5");
        return null;
      }
      if (!p.waitFor(10, TimeUnit.SECONDS)) {
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly().waitFor();
      }
      Path out = file.resolveSibling(file.getFileName() + ".out");
      String text = Files.readString(out, StandardCharsets.ISO_8859_1);
      Files.deleteIfExists(out);
      return text.lines().filter(l -> l.contains("(error") && !l.contains("model is not available")).findFirst()
          .orElse(null);
    } finally {
      Files.deleteIfExists(file);
    }
  }
}
