package io.tamis.core.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.tamis.core.TestPaths;
import io.tamis.core.smtlib.ScriptPrinter;
import io.tamis.core.smtlib.ScriptReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * z3 and cvc5 answer the printed script as they answer the original (../shared/corpus/smoke). Scripts
 * go to cvc5 as files: cvc5 1.0.3 prints heap memory when it reads a multi-line |quoted| attribute
 * from standard input.
 */
@Tag("solver")
class PrintedSmokeTest {
  private static final List<List<String>> SOLVERS = List.of(List.of("z3"),
      List.of("cvc5", "--lang", "smt2", "--strings-exp", "--fp-exp", "-q"));

  @BeforeAll
  static void solversInstalled() {
    for (List<String> solver : SOLVERS) {
      if (!onPath(solver.get(0))) {
        fail(solver.get(0) + " is not on PATH; install the solvers with: apt-get install -y z3 cvc5");
      }
    }
  }

  static Stream<Path> smokeFiles() throws IOException {
    try (Stream<Path> files = Files.list(TestPaths.shared().resolve("corpus").resolve("smoke"))) {
      return files.filter(p -> p.toString().endsWith(".smt2")).sorted().toList().stream();
    }
  }

  @ParameterizedTest
  @MethodSource("smokeFiles")
  void printedScriptGetsTheSameAnswer(Path file) throws Exception {
    byte[] original = Files.readAllBytes(file);
    byte[] printed = ScriptPrinter.toText(new ScriptReader().read(file))
        .getBytes(StandardCharsets.ISO_8859_1);
    for (List<String> solver : SOLVERS) {
      String expected = firstLine(run(solver, original));
      assertTrue(expected.equals("sat") || expected.equals("unsat"), solver + " on original: " + expected);
      assertEquals(expected, firstLine(run(solver, printed)), solver.get(0) + " on the printed script");
    }
  }

  /** The answer line; z3 prints "unsupported" before it for some set-info keywords. */
  private static String firstLine(String output) {
    List<String> lines = output.lines().map(String::strip).toList();
    return lines.stream().filter(l -> l.equals("sat") || l.equals("unsat") || l.equals("unknown")).findFirst()
        .orElse(String.join(" | ", lines));
  }

  /** Runs the solver on a private temporary file (z3 reads its arguments with '=' as options). */
  private static String run(List<String> command, byte[] input) throws IOException, InterruptedException {
    Path file = Files.createTempFile("tamis-test", ".smt2");
    try {
      Files.write(file, input);
      List<String> argv = new java.util.ArrayList<>(command);
      argv.add(file.toString());
      Process p = new ProcessBuilder(argv).redirectErrorStream(true).start();
      p.getOutputStream().close();
      byte[] out = p.getInputStream().readAllBytes();
      if (!p.waitFor(30, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        return "(timeout)";
      }
      return new String(out, StandardCharsets.UTF_8);
    } finally {
      Files.deleteIfExists(file);
    }
  }

  private static boolean onPath(String name) {
    return Stream.of(System.getenv().getOrDefault("PATH", "").split(":"))
        .anyMatch(dir -> Files.isExecutable(Path.of(dir, name)));
  }
}
