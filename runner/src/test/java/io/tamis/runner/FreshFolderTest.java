package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A campaign's --out never mixes with an earlier campaign: refused with one line, or moved aside by --force. */
class FreshFolderTest {
  @TempDir
  Path dir;

  @Test
  void aFolderThatHoldsACampaignIsRefusedNamingResumeAndForce() throws Exception {
    Path out = campaign();
    Cli r = Cli.run("fuzz", "--out", out.toString(), "--solvers", sat());
    assertEquals(2, r.exit(), r.err());
    assertEquals(1, r.err().lines().count(), r.err());
    assertTrue(r.err().contains("--resume " + out + " goes on with it, --force starts over"), r.err());
  }

  @Test
  void commandsWithoutResumeNameForceAlone() throws Exception {
    Path out = campaign();
    Path script = Files.writeString(dir.resolve("a.smt2"), "(set-logic QF_LIA)\n(check-sat)\n");
    Cli check = Cli.run("check", "--out", out.toString(), "--solvers", sat(), script.toString());
    assertEquals(2, check.exit(), check.err());
    assertTrue(check.err().contains("holds a campaign; --force starts over") && !check.err().contains("--resume"),
        check.err());
    Path other = Files.createDirectories(dir.resolve("other"));
    Files.writeString(other.resolve("summary.json"), "{}");
    Cli merge = Cli.run("merge", "--out", out.toString(), other.toString());
    assertEquals(2, merge.exit(), merge.err());
    assertTrue(merge.err().contains("holds a campaign"), merge.err());
  }

  @Test
  void forceMovesTheOldCampaignAsideAndSaysSo() throws Exception {
    Path out = campaign();
    Path script = Files.writeString(dir.resolve("a.smt2"), "(set-logic QF_LIA)\n(check-sat)\n");
    Cli r = Cli.run("check", "--force", "--out", out.toString(), "--solvers", sat(), script.toString());
    assertEquals(0, r.exit(), r.err());
    try (Stream<Path> s = Files.list(dir)) {
      Path aside = s.filter(p -> p.getFileName().toString().startsWith("out.old-")).findFirst().orElseThrow();
      assertTrue(Files.isRegularFile(aside.resolve("summary.json")));
      assertTrue(r.err().contains("moved the old campaign " + out + " to " + aside), r.err());
    }
    assertTrue(Files.isRegularFile(out.resolve("summary.json")));
  }

  private Path campaign() throws Exception {
    Path out = Files.createDirectories(dir.resolve("out"));
    Files.writeString(out.resolve("summary.json"), "{}");
    return out;
  }

  private static String sat() {
    return FakeSolvers.path("sat.sh").toString();
  }
}
