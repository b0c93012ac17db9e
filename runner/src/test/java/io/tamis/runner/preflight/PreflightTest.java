package io.tamis.runner.preflight;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.runner.FakeSolvers;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.preflight.Preflight;
import io.tamis.solvers.preflight.Refusal;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Stub solvers that cannot run or answer, each refused with the one line that says what it did. */
class PreflightTest {
  private static final String PATH_FIX = "; check the path in --solvers, or install a solver with: bin/tamis "
      + "solvers install newest (or Debian's: apt-get install -y z3 cvc5)";
  private static final String ARGS_FIX = "; check its arguments in --solvers (a solver that cannot answer x > 0 "
      + "cannot be fuzzed)";

  @TempDir
  Path dir;

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', textBlock = """
      exit127  | exit 127
      nolib    | echo "$0: error while loading shared libraries: libfoo.so: cannot open shared object file" >&2; exit 127
      noexec   | exit 126
      hang     | cat > /dev/null; exec sleep 1000
      liar     | cat > /dev/null; echo sat
      garbage  | cat > /dev/null; echo hello
      quiet    | cat > /dev/null; exit 3
      """)
  void aStubIsRefusedWithOneLine(String name, String body) throws Exception {
    Path stub = stub(name, body);
    String expected = switch (name) {
      case "exit127" -> "given a trivial sat script, it did not start: exit code 127 (not found)" + PATH_FIX;
      case "nolib" -> "given a trivial sat script, it did not start: exit code 127 (not found): " + stub
          + ": error while loading shared libraries: libfoo.so: cannot open shared object file" + PATH_FIX;
      case "noexec" -> "given a trivial sat script, it did not start: exit code 126 (not executable)" + PATH_FIX;
      case "hang" -> "given a trivial sat script, it gave no answer within 1 s" + ARGS_FIX;
      case "liar" -> "given a trivial unsat script, it answered sat" + ARGS_FIX;
      case "garbage" -> "given a trivial sat script, it gave no answer (exit code 0; it printed: hello)" + ARGS_FIX;
      default -> "given a trivial sat script, it gave no answer (exit code 3; it printed nothing)" + ARGS_FIX;
    };
    assertEquals(List.of(new Refusal(stub.toString(), expected)), check(List.of(config(stub.toString()))));
  }

  /** A solver without integers (Bitwuzla) refuses QF_LIA's logic: it is asked the bit-vector scripts instead. */
  @Test
  void aSolverWithoutIntegersIsAskedInBitVectors() throws Exception {
    String body = "s=$(cat); case $s in *QF_LIA*) echo \"[error] <stdin>:2:12: unsupported logic 'QF_LIA'\"; "
        + "exit 1;; *'(= x #x0)'*) echo unsat;; *) echo sat;; esac";
    assertEquals(List.of(), check(List.of(config(stub("bvonly", body).toString()))));
    String liar = "s=$(cat); case $s in *QF_LIA*) echo \"unsupported logic\"; exit 1;; *) echo sat;; esac";
    Path bvliar = stub("bvliar", liar);
    assertEquals(List.of(new Refusal(bvliar.toString(), "given a trivial unsat script, it answered sat" + ARGS_FIX)),
        check(List.of(config(bvliar.toString()))));
  }

  @Test
  void aProgramThatCannotStartIsRefused() throws Exception {
    Path plain = Files.writeString(dir.resolve("plain"), "#!/bin/sh\necho sat\n");
    List<Refusal> refused = check(List.of(config(plain.toString())));
    assertEquals(1, refused.size());
    assertTrue(refused.get(0).reason().startsWith("given a trivial sat script, it did not start: cannot start: "),
        refused.get(0).reason());
    assertTrue(refused.get(0).reason().endsWith(PATH_FIX), refused.get(0).reason());
  }

  /** A profile with a version command (z3's) is asked for it first: a missing program fails there. */
  @Test
  void theVersionIsAskedFirst() throws Exception {
    Path z3 = stub("z3", "exit 127");
    assertEquals(List.of(new Refusal(z3.toString(), "asked for its version ('" + z3 + " --version'), it did not "
        + "start: exit code 127 (not found)" + PATH_FIX)), check(List.of(config(z3.toString()))));
  }

  /** A fake that answers the preflight passes; one command line given twice (two labels) runs once. */
  @Test
  void aGoodSolverPassesAndEachCommandRunsOnce() throws Exception {
    Path log = dir.resolve("log");
    Path counted = stub("counted", "echo run >> " + log + "\n" + FakeSolvers.preflightLine() + "echo x");
    SolverConfig once = config(counted.toString());
    SolverConfig again = new SolverConfig("again", once.profile(), once.executable(), once.args(), once.timeout(),
        once.memoryMb());
    assertEquals(List.of(), check(List.of(once, again, FakeSolvers.config("unsat.sh", Duration.ofSeconds(5)))));
    assertEquals(2, Files.readAllLines(log).size(), "the sat and the unsat script, once");
  }

  private List<Refusal> check(List<SolverConfig> configs) throws InterruptedException {
    try (SolverPool pool = new SolverPool(2)) {
      return new Preflight(pool, Duration.ofSeconds(1)).check(configs);
    }
  }

  private static SolverConfig config(String line) {
    return SolverProfiles.bundled().config(line, Duration.ofSeconds(5));
  }

  private Path stub(String name, String body) throws Exception {
    Path p = Files.writeString(Files.createDirectories(dir.resolve(name)).resolve(name.equals("z3") ? "z3" : "solver"),
        "#!/bin/sh\n" + body + "\n");
    Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwx------"));
    return p;
  }
}
