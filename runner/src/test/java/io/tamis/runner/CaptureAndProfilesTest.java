package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.solvers.pool.Capture;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class CaptureAndProfilesTest {
  /** Recorded arguments are taken as they are: bisect replays z3's tactic expressions, which hold blanks. */
  @Test
  void aConfigurationOfRecordedArgumentsKeepsEachWhole() {
    List<String> args = List.of("model_validate=true", "tactic.default_tactic=(then simplify symmetry-reduce smt)");
    SolverConfig c = SolverProfiles.bundled().config("z3", args, Duration.ofSeconds(3));
    assertEquals(args, c.args());
    assertEquals("z3 model_validate=true tactic.default_tactic=(then simplify symmetry-reduce smt)", c.label());
    assertTrue(c.command(null).contains(args.get(1)), c.command(null).toString());
  }

  @Test
  void captureKeepsHeadAndTail() {
    Capture c = new Capture(4);
    c.readAll(new ByteArrayInputStream("abcdefghijklmn".getBytes(StandardCharsets.US_ASCII)));
    assertEquals(14, c.total());
    assertEquals("abcd\n[... 6 bytes dropped ...]\nklmn", c.text());
  }

  @Test
  void shortCaptureIsWhole() {
    Capture c = new Capture(4);
    c.readAll(new ByteArrayInputStream("abcdef".getBytes(StandardCharsets.US_ASCII)));
    assertEquals("abcdef", c.text());
  }

  @Test
  void shortFormAsYinyangWritesIt() {
    List<SolverConfig> configs = SolverProfiles.bundled()
        .parseShortForm("z3 model_validate=true;cvc5 --check-models --produce-models --strings-exp -q", null);
    assertEquals(2, configs.size());
    List<String> z3 = configs.get(0).command(null);
    assertEquals(List.of("z3", "-in", "model_validate=true"), z3.subList(z3.indexOf("z3"), z3.size()));
    assertEquals(Duration.ofSeconds(10), configs.get(0).timeout());
    List<String> cvc5 = configs.get(1).command(Path.of("/tmp/x/script-1.smt2"));
    assertEquals(List.of("cvc5", "--lang", "smt2", "--check-models", "--produce-models", "--strings-exp", "-q",
        "/tmp/x/script-1.smt2"), cvc5.subList(cvc5.indexOf("cvc5"), cvc5.size()));
    assertTrue(z3.get(0).equals("prlimit") && z3.get(1).startsWith("--data="), z3::toString);
  }

  /**
   * The memory limit, or 1 GB, is the stack's hard limit too: a recursion without end crashes instead of taking
   * the host's memory (cvc5 raises its soft limit to the hard one). The soft limit stays the usual 8 MB.
   */
  @Test
  void theStackIsBoundedByTheMemoryLimit() throws Exception {
    SolverConfig fake = FakeSolvers.config("limits.sh", Duration.ofSeconds(5));
    try (SolverPool pool = new SolverPool(1)) {
      assertEquals("soft 8192 hard 524288\n", pool.run(limited(fake, 512), new byte[0]).stdout());
      assertEquals("soft 8192 hard 1048576\n", pool.run(limited(fake, 4096), new byte[0]).stdout(), "1 GB at most");
    }
  }

  private static SolverConfig limited(SolverConfig c, long memoryMb) {
    return new SolverConfig(c.label(), c.profile(), c.executable(), c.args(), c.timeout(), memoryMb);
  }

  @Test
  void bareNameTakesProfileDefaultsAndTimeoutOverrides() {
    SolverConfig c = SolverProfiles.bundled().config("cvc5", Duration.ofSeconds(3));
    assertEquals(List.of("--check-models", "--produce-models", "--strings-exp", "--fp-exp", "-q"), c.args());
    assertEquals(Duration.ofSeconds(3), c.timeout());
  }

  @Test
  void unknownExecutableGetsGenericProfile() {
    SolverConfig c = SolverProfiles.bundled().config("/opt/mathsat/bin/mathsat -input=smt2", null);
    assertEquals("generic", c.profile().name());
    assertEquals(List.of("/opt/mathsat/bin/mathsat", "-input=smt2"), c.command(null));
  }

  /** Solvers run in a directory of their own, so a program named by a relative path is made absolute here. */
  @Test
  void aRelativeProgramPathIsResolvedWhereItWasNamed() {
    SolverConfig c = SolverProfiles.bundled().config("build/bin/mathsat -input=smt2", null);
    assertEquals(Path.of("build/bin/mathsat").toAbsolutePath().toString(), c.executable());
    assertEquals("build/bin/mathsat -input=smt2", c.label(), "the label stays as the user wrote it");
    assertEquals("mathsat", SolverProfiles.bundled().config("mathsat", null).executable(), "a name is found on PATH");
  }

  /** A profile is found by its program's name too: Yices2's yices-smt2 on PATH is the yices2 profile. */
  @Test
  void aProgramNameFindsItsProfile() {
    SolverConfig c = SolverProfiles.bundled().config("/opt/yices/bin/yices-smt2 --incremental", null);
    assertEquals("yices2", c.profile().name());
    assertEquals(List.of("--incremental"), c.args());
    assertEquals(4096, c.memoryMb(), "the profile's limit, not the generic one's");
  }

  @Test
  void emptyShortFormIsAnError() {
    assertThrows(IllegalArgumentException.class, () -> SolverProfiles.bundled().parseShortForm(" ; ", null));
  }
}
