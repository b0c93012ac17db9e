package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.solvers.install.BuildSpec;
import io.tamis.solvers.install.InstallRecord;
import io.tamis.solvers.install.InstalledReleases;
import io.tamis.solvers.install.SolverCache;
import io.tamis.solvers.install.SourceBuilder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Yices2 built natively from the pinned sources of ../shared/sources (bin/test builds it:
 * {@code bin/tamis solvers build yices2@main --source ../shared/sources/yices2.git.tar.xz}): what it
 * records, that a second build of the same commit does nothing, and that it answers the smoke corpus
 * beside Debian's z3 with no finding.
 */
@Tag("solver")
class YicesBuildTest {
  private static final Path SHARED = Path.of(System.getProperty("tamis.shared", "../shared"));
  private static final Path PACK = SHARED.resolve("sources/yices2.git.tar.xz");

  private static SolverCache.Installed installed() {
    try {
      return InstalledReleases.user().resolve("yices2@main");
    } catch (IllegalArgumentException e) {
      throw new AssertionError(e.getMessage() + " (build it with: bin/tamis solvers build yices2@main --source "
          + PACK + "; bin/test --setup does)", e);
    }
  }

  @Test
  void recordsTheCommitItWasBuiltFrom() {
    SolverCache.Installed y = installed();
    InstallRecord.SourceBuild b = y.record().build();
    assertTrue(b != null && b.commit().matches("[0-9a-f]{40}"), String.valueOf(b));
    assertEquals("release", b.variant());
    assertTrue(y.record().versionLine().startsWith("Yices 2."), y.record().versionLine());
    assertTrue(b.toolchain().contains("gcc"), b.toolchain());
  }

  @Test
  void aSecondBuildOfTheSameCommitDoesNothing() throws Exception {
    String commit = installed().record().build().commit();
    List<String> said = new ArrayList<>();
    new SourceBuilder(SolverCache.user(), said::add, 1).build(BuildSpec.parse("yices2@main"), PACK, null, false);
    assertTrue(said.contains("yices2@main: built already at " + commit.substring(0, 10) + " ("
        + installed().record().versionLine() + ")"), said.toString());
  }

  @Test
  void answersTheSmokeCorpusBesideZ3WithNoFinding() {
    installed();
    Cli r = Cli.run("check", "--solvers", "yices2@main;z3", SHARED.resolve("corpus/smoke").toString());
    assertEquals(0, r.exit(), r.out() + r.err());
    assertTrue(r.out().contains("findings {} (new {}, known {})"), r.out());
    String counts = r.out().lines().filter(l -> l.startsWith("  yices2@main: ")).findFirst().orElse("");
    int answered = 0;
    for (String kind : List.of("sat", "unsat")) {
      java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\b" + kind + "=(\\d+)").matcher(counts);
      answered += m.find() ? Integer.parseInt(m.group(1)) : 0;
    }
    assertTrue(answered >= 15, "yices2 answers the smoke scripts of its logics: " + counts);
  }

  /**
   * A finding on a source build is reported by the build's commit, not by the release its version line names:
   * a script whose :status is wrong makes one.
   */
  @Test
  void aReportNamesTheBuildByItsCommit(@TempDir Path dir) throws Exception {
    InstallRecord.SourceBuild b = installed().record().build();
    Path script = dir.resolve("wrong-status.smt2");
    Files.writeString(script, "(set-info :status unsat)\n(set-logic QF_LIA)\n(declare-const x Int)\n"
        + "(assert (> x 0))\n(check-sat)\n");
    Path out = dir.resolve("out");
    Cli c = Cli.run("check", "--solvers", "yices2@main", "--out", out.toString(), script.toString());
    assertEquals(10, c.exit(), c.out() + c.err());
    Path finding;
    try (var found = Files.list(out)) {
      finding = found.filter(p -> Files.exists(p.resolve("finding.json"))).findFirst().orElseThrow();
    }
    Cli r = Cli.run("report", finding.toString());
    assertEquals(0, r.exit(), r.out() + r.err());
    String report = Files.readString(finding.resolve("report.md"));
    assertTrue(report.startsWith("# yices2 " + b.commit().substring(0, 10) + ": answers sat, expected unsat"), report);
    assertTrue(report.contains("built from source at commit " + b.commit()), report);
  }
}
