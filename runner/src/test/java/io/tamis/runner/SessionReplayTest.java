package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tamis.runner.session.SessionFakeSolverTest;
import io.tamis.runner.store.BugStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A session finding's folder holds the session as its test.smt2: check stores it, replay reproduces it, and the
 * report shows the question the session got wrong asked fresh.
 */
@Tag("solver")
class SessionReplayTest {
  @TempDir
  Path dir;

  @Test
  void aSessionFindingIsReplayedAndReportedWithItsQuestionAskedFresh() throws Exception {
    Path script = Files.writeString(dir.resolve("session.smt2"),
        SessionFakeSolverTest.SESSION);
    Path out = dir.resolve("out");
    String solvers = FakeSolvers.path("session-liar.py") + " pop;z3";
    Cli r = Cli.run("check", "--solvers", solvers, "--out", out.toString(), script.toString());
    assertEquals(10, r.exit(), r.out() + r.err());
    Path finding = oneShotFinding(out);
    Cli replay = Cli.run("replay", finding.toString());
    assertEquals(0, replay.exit(), replay.out() + replay.err());
    assertTrue(replay.out().contains("reproduced: soundness"), replay.out());
    Cli report = Cli.run("report", finding.toString());
    assertEquals(0, report.exit(), report.out() + report.err());
    String md = Files.readString(finding.resolve(BugStore.REPORT));
    assertTrue(md.contains("**The same question asked fresh**: what is in scope at command 16 of the session"), md);
    assertTrue(md.contains("(assert (! (> x 0) :named |s!n0|))\n(check-sat)\n```"), md);
  }

  /** The folder of the finding that asking fresh decided. */
  private static Path oneShotFinding(Path out) throws Exception {
    List<Path> folders = CheckCommandTest.folders(out);
    for (Path f : folders) {
      JsonNode rec = new ObjectMapper().readTree(f.resolve(BugStore.FINDING).toFile());
      if ("one-shot".equals(rec.path("evidence").asText())) {
        return f;
      }
    }
    throw new AssertionError("no finding decided by one-shot in " + folders);
  }
}
