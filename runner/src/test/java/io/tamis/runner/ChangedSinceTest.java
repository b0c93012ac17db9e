package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code fuzz --changed-since} in a child JVM over a cache of its own: z3@main is a fake build whose
 * repository (a real git repository made here) changed FiniteSets code since its last release.
 */
class ChangedSinceTest {
  @TempDir
  Path dir;
  private Path repo;
  private Map<String, String> env;

  @BeforeEach
  void fakeBuild() throws Exception {
    repo = dir.resolve("z3.git");
    sh("git init -q -b master " + repo + " && cd " + repo
        + " && mkdir -p src/ast/rewriter && echo a > README.md && git add -A && git commit -qm first"
        + " && git tag z3-9.0.0 && printf 'a\\nb\\nc\\n' > src/ast/rewriter/finite_set_rewriter.cpp"
        + " && git add -A && git commit -qm 'set.map rules' && git rev-parse HEAD");
    String head = sh("git -C " + repo + " rev-parse HEAD").strip();
    Path build = Files.createDirectories(dir.resolve("cache/solvers/z3@main/bin"));
    FakeSolvers.copy("sat.sh", build.resolve("z3"));
    build.resolve("z3").toFile().setExecutable(true);
    Files.writeString(build.resolveSibling("install.json"), "{\"solver\":\"z3\",\"version\":\"main\",\"route\":"
        + "\"source\",\"pkg\":\"" + repo + "\",\"build\":{\"ref\":\"main\",\"commit\":\"" + head + "\"}}");
    env = Map.of("TAMIS_SOLVERS", dir.resolve("cache/solvers").toString());
  }

  @Test
  void aStartThatIsNotInTheHistoryIsOneLineAndAUsageError() throws Exception {
    Path log = dir.resolve("log");
    Process p = Campaigns.start(log, env, "fuzz", "--solvers", "z3@main", "--changed-since", "nope",
        "--seeds", Campaigns.seeds(dir).toString(), "--max-tests", "1");
    assertTrue(p.waitFor(2, TimeUnit.MINUTES));
    assertEquals(2, p.exitValue());
    assertEquals(List.of("tamis fuzz: --changed-since: z3@main: 'nope' is not a branch, tag, commit or release of "
        + repo + " (tamis fuzz --help shows the options)"), Files.readAllLines(log));
  }

  @Test
  void theTargetingIsSaidAndKeptInTheSummary() throws Exception {
    Path log = dir.resolve("log");
    Path seeds = Campaigns.seeds(dir);
    Files.writeString(seeds.resolve("sets.smt2"), "(declare-const s (FiniteSet Int))\n"
        + "(assert (set.in 1 s))\n(check-sat)\n");
    Process p = Campaigns.start(log, env, "fuzz", "--solvers", "z3@main", "--changed-since", "--generator", "none",
        "--seeds", seeds.toString(), "--out", dir.resolve("out").toString(), "--seed", "3");
    assertTrue(p.waitFor(2, TimeUnit.MINUTES), Files.readString(log));
    String said = Files.readString(log);
    assertTrue(said.contains("tamis: z3: 1 commit since z3-9.0.0 ("), said);
    assertTrue(said.contains(") touch FiniteSets 100% (3 lines changed, 0% in no theory)"), said);
    assertTrue(said.contains("tamis: changed-since: 1 of 9 seeds use a changed theory"), said);
    JsonNode s = Campaigns.summary(dir.resolve("out"));
    assertEquals(3, s.at("/changedSince/z3/linesByTheory/FiniteSets").asInt(), s.toString());
    assertEquals(1, s.at("/changedSinceSeeds/targetedSeeds").asInt());
    assertEquals(1, s.at("/changedSinceSeeds/testsOfTargetedSeeds").asInt(), "none runs each seed once");
    assertEquals(8, s.at("/changedSinceSeeds/testsOfOtherSeeds").asInt());
    assertEquals(1, s.at("/changedSinceSeeds/testsByTheory/FiniteSets").asInt());
    assertEquals(0.012, s.at("/changedSinceSeeds/seeds/s0.smt2/chance").asDouble(), 1e-9, "(0.1/9) / (0.1/9 + 0.9)");
  }

  /**
   * A solver whose history cannot be read (its source archive is unreadable here, as a release's upstream is
   * without a network) is said and left out; the others are still aimed at, and the campaign runs.
   */
  @Test
  void aSolverWithoutAHistoryIsLeftOutAndTheOthersAimedAt() throws Exception {
    Path cvc5 = Files.createDirectories(dir.resolve("cache/solvers/cvc5@main/bin"));
    FakeSolvers.copy("sat.sh", cvc5.resolve("cvc5"));
    cvc5.resolve("cvc5").toFile().setExecutable(true);
    Path junk = Files.writeString(dir.resolve("cvc5.tar.xz"), "not an archive");
    Files.writeString(cvc5.resolveSibling("install.json"), "{\"solver\":\"cvc5\",\"version\":\"main\",\"route\":"
        + "\"source\",\"pkg\":\"" + junk + "\",\"build\":{\"ref\":\"main\",\"commit\":\"" + "a".repeat(40) + "\"}}");
    Path log = dir.resolve("log");
    Process p = Campaigns.start(log, env, "fuzz", "--solvers", "z3@main;cvc5@main", "--changed-since",
        "--generator", "none", "--seeds", Campaigns.seeds(dir).toString(), "--out", dir.resolve("out").toString());
    assertTrue(p.waitFor(2, TimeUnit.MINUTES), Files.readString(log));
    String said = Files.readString(log);
    assertEquals(0, p.exitValue(), said);
    assertTrue(said.lines().anyMatch(l -> l.startsWith("tamis: changed-since: cvc5@main: ")
        && l.endsWith(": not targeted")), said);
    assertTrue(said.contains("tamis: z3: 1 commit since z3-9.0.0 ("), said);
  }

  /** Two variants of one commit (z3@main, z3@main+asan) have one history: said once, counted once. */
  @Test
  void variantsOfOneCommitAreReadOnce() throws Exception {
    Path main = dir.resolve("cache/solvers/z3@main");
    Path asan = Files.createDirectories(dir.resolve("cache/solvers/z3@main+asan/bin"));
    FakeSolvers.copy("sat.sh", asan.resolve("z3"));
    asan.resolve("z3").toFile().setExecutable(true);
    Files.writeString(asan.resolveSibling("install.json"), Files.readString(main.resolve("install.json"))
        .replace("\"version\":\"main\"", "\"version\":\"main+asan\"")
        .replace("\"ref\":\"main\"", "\"ref\":\"main\",\"variant\":\"asan\""));
    Path log = dir.resolve("log");
    Process p = Campaigns.start(log, env, "fuzz", "--solvers", "z3@main;z3@main+asan", "--changed-since",
        "--generator", "none", "--seeds", Campaigns.seeds(dir).toString(), "--out", dir.resolve("out").toString());
    assertTrue(p.waitFor(2, TimeUnit.MINUTES), Files.readString(log));
    String said = Files.readString(log);
    assertTrue(said.contains("z3@main+asan: {sat="), said);
    assertEquals(1, said.lines().filter(l -> l.startsWith("tamis: z3: 1 commit since")).count(), said);
  }

  private static String sh(String script) throws Exception {
    Process p = new ProcessBuilder("sh", "-c", script).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes());
    assertTrue(p.waitFor(1, TimeUnit.MINUTES));
    assertEquals(0, p.exitValue(), out);
    return out;
  }
}
