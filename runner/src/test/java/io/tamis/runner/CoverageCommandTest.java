package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.solvers.install.InstalledReleases;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tamis coverage} on Yices2's +gcov build (bin/test builds it: {@code bin/tamis solvers build
 * yices2@main+gcov --source ../shared/sources/yices2.git.tar.xz}): a QF_UF script reaches lines that a QF_LIA and
 * a QF_BV seed do not, and the totals are lcov's own.
 */
@Tag("solver")
class CoverageCommandTest {
  private static final String BUILD = "yices2@main+gcov";
  private static final Pattern SUMMARY = Pattern.compile("(lines|functions)\\.+: (\\S+) \\((\\d+) of (\\d+) ");

  private static void installed(String spec) {
    try {
      InstalledReleases.user().resolve(spec);
    } catch (IllegalArgumentException e) {
      throw new AssertionError(e.getMessage() + " (build it with: bin/tamis solvers build " + spec
          + " --source ../shared/sources/yices2.git.tar.xz; bin/test --setup does)", e);
    }
  }

  private static void write(Path file, String... lines) throws IOException {
    Files.createDirectories(file.getParent());
    Files.write(file, List.of(lines));
  }

  @Test
  void aNewTheoryReachesLinesBeyondTheSeedsCountedAsLcovCountsThem(@TempDir Path dir) throws Exception {
    installed(BUILD);
    write(dir.resolve("seeds/lia.smt2"), "(set-logic QF_LIA)", "(declare-fun x () Int)", "(declare-fun y () Int)",
        "(assert (and (> x 2) (< (+ x y) 10) (>= y (* 2 x))))", "(check-sat)");
    write(dir.resolve("seeds/bv.smt2"), "(set-logic QF_BV)", "(declare-fun a () (_ BitVec 8))",
        "(assert (not (= (bvadd a a) (bvshl a #x01))))", "(check-sat)");
    write(dir.resolve("uf/uf.smt2"), "(set-logic QF_UF)", "(declare-sort U 0)", "(declare-fun f (U) U)",
        "(declare-fun a () U)", "(declare-fun b () U)", "(assert (= (f a) b))", "(assert (not (= (f b) a)))",
        "(assert (= a b))", "(check-sat)");
    Path out = dir.resolve("out");
    Cli r = Cli.run("coverage", "--solver", BUILD, "--seeds", dir.resolve("seeds").toString(), "--out",
        out.toString(), dir.resolve("uf").toString());
    assertEquals(0, r.exit(), r.out() + r.err());
    List<String> head = tsvLine(out, 0);
    List<String> total = tsvLine(out, -1);
    assertEquals("total", total.get(0));
    assertTrue(Long.parseLong(total.get(head.indexOf("uf.beyond_seeds"))) > 0, String.join(" ", total));
    String[] lines = summary(out.resolve("seeds.info"), "lines");
    String[] functions = summary(out.resolve("seeds.info"), "functions");
    assertEquals(List.of(lines[1], lines[2], functions[1], functions[2]), total.subList(1, 5));
    String totalRow = r.out().lines().filter(l -> l.startsWith("total ")).findFirst().orElse("");
    assertTrue(totalRow.contains(lines[1] + "/" + lines[2] + " (" + lines[0] + ")"), totalRow + " vs " + lines[0]);
    assertEquals(0, lcov("--summary", out.resolve("uf.info").toString()).exit);
  }

  @Test
  void refusesABuildWithoutLineCounts(@TempDir Path dir) throws IOException {
    installed("yices2@main");
    write(dir.resolve("a.smt2"), "(check-sat)");
    Cli r = Cli.run("coverage", "--solver", "yices2@main", dir.toString());
    assertEquals(2, r.exit(), r.err());
    assertEquals("tamis coverage: --solver yices2@main: yices2@main is not a +gcov build (line counts need one); "
        + "build one with: bin/tamis solvers build yices2@main+gcov (tamis coverage --help shows the options)",
        r.err().strip());
  }

  private static List<String> tsvLine(Path out, int index) throws IOException {
    List<String> rows = Files.readAllLines(out.resolve("coverage.tsv"));
    return Arrays.asList(rows.get(index < 0 ? rows.size() + index : index).split("\t"));
  }

  /** The percent, hit and found {@code lcov --summary} says of {@code info}. */
  private static String[] summary(Path info, String what) throws Exception {
    Tool t = lcov("--summary", info.toString());
    assertEquals(0, t.exit, t.output);
    Matcher m = SUMMARY.matcher(t.output);
    while (m.find()) {
      if (m.group(1).equals(what)) {
        return new String[] {m.group(2), m.group(3), m.group(4)};
      }
    }
    throw new AssertionError("no " + what + " in: " + t.output);
  }

  private record Tool(int exit, String output) {}

  private static Tool lcov(String... args) throws Exception {
    List<String> argv = new java.util.ArrayList<>(List.of("lcov"));
    argv.addAll(List.of(args));
    Process p = new ProcessBuilder(argv).redirectErrorStream(true).start();
    String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "lcov ended");
    return new Tool(p.exitValue(), output);
  }
}
