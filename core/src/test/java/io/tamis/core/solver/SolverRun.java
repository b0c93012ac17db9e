package io.tamis.core.solver;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Runs an installed solver on a script written to a private temporary file (cvc5 1.0.3 misreads
 * multi-line |quoted| attributes on standard input; z3 takes arguments with '=' as options, and
 * temporary names have none) with its output going to another one, waiting with a timeout.
 */
final class SolverRun {
  static final List<String> Z3 = List.of("z3", "-T:300");
  static final List<String> CVC5 = List.of("cvc5", "--lang", "smt2", "--produce-models", "--strings-exp", "--fp-exp");

  private SolverRun() {}

  /** Fails the test with the install line when a solver is missing (tests tagged solver must not skip). */
  static void requireInstalled(String... names) {
    String path = System.getenv().getOrDefault("PATH", "");
    for (String name : names) {
      if (Stream.of(path.split(":")).noneMatch(dir -> Files.isExecutable(Path.of(dir, name)))) {
        fail(name + " is not on PATH; install the solvers with: apt-get install -y z3 cvc5");
      }
    }
  }

  /** The solver's standard output, or "timeout" when it runs longer than {@code timeoutSeconds} (then killed). */
  static String output(List<String> command, String script, int timeoutSeconds) throws IOException,
      InterruptedException {
    Path in = Files.createTempFile("tamis-eval", ".smt2");
    Path out = Files.createTempFile("tamis-eval", ".out");
    try {
      Files.writeString(in, script, StandardCharsets.ISO_8859_1);
      List<String> argv = new ArrayList<>(command);
      argv.add(in.toString());
      Process process = new ProcessBuilder(argv).redirectError(ProcessBuilder.Redirect.DISCARD)
          .redirectOutput(out.toFile()).start();
      if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
        process.destroyForcibly().waitFor();
        return "timeout";
      }
      return Files.readString(out, StandardCharsets.ISO_8859_1);
    } finally {
      Files.deleteIfExists(in);
      Files.deleteIfExists(out);
    }
  }
}
