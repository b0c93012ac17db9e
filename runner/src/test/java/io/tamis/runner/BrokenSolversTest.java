package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tamis.core.gen.TestCase;
import io.tamis.runner.campaign.BrokenSolvers;
import io.tamis.runner.campaign.TestResult;
import io.tamis.runner.campaign.TestRunner;
import io.tamis.runner.oracle.Verdict;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** A solver that stops starting in the middle of a campaign stops being run, and never becomes findings. */
class BrokenSolversTest {
  @TempDir
  Path dir;

  @Test
  void aConfigurationIsStoppedAfterItsStreakOfCallsThatNeverStarted() throws Exception {
    Path log = dir.resolve("calls");
    SolverConfig gone = SolverProfiles.bundled().config(stub("echo call >> " + log + "\nexit 127").toString(),
        Duration.ofSeconds(5));
    byte[] text = "(set-logic QF_LIA)\n(declare-fun x () Int)\n(assert (> x 0))\n(check-sat)\n"
        .getBytes(StandardCharsets.US_ASCII);
    try (SolverPool pool = new SolverPool(1);
        TestRunner runner = new TestRunner(pool, List.of(gone, FakeSolvers.config("sat.sh", Duration.ofSeconds(5))))) {
      for (int i = 0; i < BrokenSolvers.STREAK + 5; i++) {
        TestResult r = runner.run(i, "t" + i, new TestCase(text, null, "check", "t", "", 0, 0, 0), "QF_LIA");
        assertEquals(List.of(), r.findings(), "a solver that never ran says nothing about the script");
        assertEquals(Verdict.REJECTED, r.outcomes().get(0).verdict());
        assertEquals(Verdict.SAT, r.outcomes().get(1).verdict());
      }
      assertEquals(BrokenSolvers.STREAK, Files.readAllLines(log).size(), "no call after the streak");
      assertEquals(List.of(new BrokenSolvers.Stopped(gone.label(), "exit code 127 (not found)", BrokenSolvers.STREAK)),
          runner.broken().list());
      assertFalse(runner.broken().all());
    }
  }

  /** It answers the preflight, then every call exits 127: the campaign goes on with the other solver. */
  @Test
  void aCampaignGoesOnWithoutTheBrokenSolverAndItsSummarySaysSo() throws Exception {
    Path broken = stub(FakeSolvers.preflightLine() + "exit 127");
    Path out = dir.resolve("out");
    Cli r = Cli.run("fuzz", "--seeds", seeds().toString(), "--solvers", broken + ";" + FakeSolvers.path("sat.sh"),
        "--max-tests", "40", "--out", out.toString(), "--seed", "1");
    assertEquals(0, r.exit(), r.out() + r.err());
    JsonNode s = new ObjectMapper().readTree(out.resolve("summary.json").toFile());
    assertEquals(40, s.get("tests").asInt());
    assertEquals(0, s.get("findings").size(), s.toString());
    JsonNode stopped = s.get("stoppedSolvers");
    assertEquals(1, stopped.size(), s.toString());
    assertEquals(broken.toString(), stopped.get(0).get("label").asText());
    assertEquals("exit code 127 (not found)", stopped.get(0).get("why").asText());
    assertTrue(stopped.get(0).get("afterTests").asInt() >= BrokenSolvers.STREAK, stopped.toString());
    assertTrue(r.out().contains("\n  stopped: '" + broken + "' after "), r.out());
    assertEquals(List.of(), CheckCommandTest.folders(out), "no finding folder");
  }

  /** With no solver left, a campaign without a limit ends by itself. */
  @Test
  @Timeout(value = 120, unit = TimeUnit.SECONDS)
  void aCampaignWithNoSolverLeftEnds() throws Exception {
    Path broken = stub(FakeSolvers.preflightLine() + "exit 127");
    Path out = dir.resolve("out");
    Cli r = Cli.run("fuzz", "--seeds", seeds().toString(), "--solvers", broken.toString(), "--out", out.toString());
    assertEquals(0, r.exit(), r.out() + r.err());
    JsonNode s = new ObjectMapper().readTree(out.resolve("summary.json").toFile());
    assertEquals(1, s.get("stoppedSolvers").size(), s.toString());
    assertEquals(0, s.get("findings").size(), s.toString());
  }

  private Path seeds() throws Exception {
    Path seeds = Files.createDirectories(dir.resolve("seeds"));
    for (int i = 0; i < 4; i++) {
      Files.writeString(seeds.resolve("s" + i + ".smt2"), "(set-logic QF_LIA)\n(declare-fun x () Int)\n"
          + "(declare-fun y () Int)\n(assert (> (+ x y) " + i + "))\n(assert (< x (* 2 y)))\n(check-sat)\n");
    }
    return seeds;
  }

  private Path stub(String body) throws Exception {
    Path p = Files.writeString(dir.resolve("solver.sh"), "#!/bin/sh\n" + body + "\n");
    assertTrue(p.toFile().setExecutable(true));
    return p;
  }
}
