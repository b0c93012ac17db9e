package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tamis.runner.store.BugStore;
import io.tamis.runner.store.FindingRecord;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A report's minimal command with a smaller option in place of a kept one, where the profile names one and it
 * shows the finding too (unsat cores for z3's {@code proof=true}); the option stays where it does not.
 */
class SmallerOptionReportTest {
  private static final String LIA = "(set-logic QF_LIA)\n(declare-fun x () Int)\n(assert (> x 5))\n(check-sat)\n";
  private static final String LINE = "(set-option :smaller true)";

  @TempDir
  Path dir;

  /**
   * A fake that crashes given {@code --bad} or a script with the smaller option's line: the minimal command drops
   * the four others, then the line stands in for {@code --bad}, first in the report's script.
   */
  @Test
  void aSmallerOptionThatShowsTheFindingReplacesTheOption() throws Exception {
    Path finding = finding("both", true);
    Cli r = Cli.run("report", finding.toString());
    assertEquals(0, r.exit(), r.out() + r.err());
    FindingRecord.Minimal m = BugStore.read(finding).minimal();
    assertEquals(List.of(LINE), m.kept(), m.toString());
    assertEquals(List.of("--a", "--b", "--c", "--d"), m.dropped(), m.toString());
    assertEquals(List.of(new FindingRecord.Replaced("--bad", LINE, "smaller checks")), m.replaced(), m.toString());
    String md = Files.readString(finding.resolve(BugStore.REPORT));
    assertTrue(md.startsWith("# both.sh: crash: fake: src/fake.cpp:3: Assertion `bad` failed. on QF_LIA with "
        + "smaller checks\n"), md);
    assertTrue(md.contains("Needs only smaller checks (`" + LINE + "`): `--bad` is not needed (a run with smaller "
        + "checks instead, its line first in the script below, shows it); `--a`, `--b`, `--c`, `--d` were dropped,"
        + " each by a run that still shows it; the command below is the minimal one."), md);
    assertTrue(md.contains("**Command line arguments**: none"), md);
    assertTrue(md.contains("$ cat bug.smt2\n" + LINE + "\n(set-logic QF_LIA)\n"), md);
    assertTrue(md.contains("- one option removed at a time (" + m.replays() + " runs): without `--a`, `--b`, `--c`, "
        + "`--d` it still shows it; without `--bad` it does not show it; with smaller checks (`" + LINE + "`) "
        + "instead of `--bad` it still shows it\n"), md);
  }

  /** A fake that crashes only given {@code --bad}: the smaller option costs one run, and {@code --bad} stays. */
  @Test
  void aSmallerOptionThatDoesNotShowTheFindingLeavesTheOption() throws Exception {
    Path finding = finding("only", false);
    Cli r = Cli.run("report", finding.toString());
    assertEquals(0, r.exit(), r.out() + r.err());
    FindingRecord.Minimal m = BugStore.read(finding).minimal();
    assertEquals(List.of("--bad"), m.kept(), m.toString());
    assertEquals(List.of(), m.replaced(), m.toString());
    String md = Files.readString(finding.resolve(BugStore.REPORT));
    assertTrue(md.contains("**Command line arguments**: `--bad`"), md);
    assertTrue(md.contains("$ cat bug.smt2\n(set-logic QF_LIA)\n"), md);
    assertTrue(md.contains("Needs only `--bad`: `--a`, `--b`, `--c`, `--d` were dropped"), md);
  }

  /** The finding of fake {@code name}.sh run with five options, its profile naming the line for {@code --bad}. */
  private Path finding(String name, boolean lineShows) throws Exception {
    String fake = name + ".sh";
    Path solver = Files.writeString(dir.resolve(fake), "#!/bin/sh\n" + FakeSolvers.preflightLine()
        + "script=$(cat)\nbad=\n" + (lineShows ? "case \"$script\" in *'" + LINE + "'*) bad=1;; esac\n" : "")
        + "for a in \"$@\"; do [ \"$a\" = --bad ] && bad=1; done\n"
        + "if [ -n \"$bad\" ]; then echo 'fake: src/fake.cpp:3: Assertion `bad` failed.' >&2; kill -ABRT $$; fi\n"
        + "echo sat\n");
    assertTrue(solver.toFile().setExecutable(true));
    Path profiles = Files.createDirectories(dir.resolve("profiles-" + name));
    Files.writeString(profiles.resolve(name + ".json"), profile(fake));
    Path script = Files.writeString(dir.resolve(name + ".smt2"), LIA);
    Path out = dir.resolve("out-" + name);
    Cli r = Cli.run("check", "--solver-config", profiles.toString(), "--solvers", solver + " --a --b --bad --c --d",
        "--out", out.toString(), script.toString());
    assertEquals(10, r.exit(), r.out() + r.err());
    return CheckCommandTest.folders(out).get(0);
  }

  /** The generic profile named for {@code fake}, with {@link #LINE} as the smaller option of {@code --bad}. */
  private static String profile(String fake) throws Exception {
    ObjectMapper json = new ObjectMapper();
    ObjectNode p;
    try (InputStream in = SmallerOptionReportTest.class.getClassLoader()
        .getResourceAsStream("tamis/config/solvers/generic.json")) {
      p = (ObjectNode) json.readTree(in);
    }
    p.put("name", fake).put("executable", fake);
    p.putObject("smallerOptions").putArray("--bad").addObject().put("by", LINE).put("what", "smaller checks");
    return json.writeValueAsString(p);
  }
}
