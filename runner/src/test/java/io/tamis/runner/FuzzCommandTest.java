package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestCase;
import io.tamis.core.gen.TestSeeds;
import io.tamis.core.gen.TestStream;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.runner.campaign.NoneGenerator;
import io.tamis.runner.campaign.SeedLoader;
import io.tamis.runner.campaign.Shard;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FuzzCommandTest {
  @TempDir
  Path dir;

  private Path seeds;

  @BeforeEach
  void seeds() throws Exception {
    seeds = Files.createDirectories(dir.resolve("seeds/QF_LIA"));
    for (int i = 0; i < 6; i++) {
      Files.writeString(seeds.resolve("s" + i + ".smt2"),
          "; a seed\n(set-logic QF_LIA)\n(set-info :status sat)\n(declare-fun x () Int)\n(assert (> x " + i
              + "))\n(check-sat)\n");
    }
    Files.writeString(seeds.resolve("broken.smt2"), "(set-logic QF_LIA)\n(assert (> y 0))\n");
  }

  /** With none, a seed the reader refuses runs as its text (opaque), as check runs it. */
  @Test
  void runsEverySeedOnceAndWritesTheSummary() throws Exception {
    Path out = dir.resolve("out");
    Cli r = Cli.run("fuzz", "--generator", "none", "--seeds", dir.resolve("seeds").toString(), "--solvers", CheckCommandTest.fake("sat.sh"),
        "--jobs", "2", "--out", out.toString(), "--seed", "7");
    assertEquals(0, r.exit(), r.out() + r.err());
    assertTrue(r.err().contains("broken.smt2:2:") && r.err().contains("(runs as its text: opaque)"), r.err());
    JsonNode s = new ObjectMapper().readTree(out.resolve("summary.json").toFile());
    assertEquals(7, s.get("tests").asInt());
    assertEquals(0, s.get("skippedSeeds").asInt());
    assertEquals(1, s.get("opaqueSeeds").asInt());
    assertEquals(1, s.get("opaque").asInt());
    assertEquals(7, s.get("campaignSeed").asLong());
    assertEquals(7, s.get("verdicts").get("sat").asInt());
    Cli typefuzz = Cli.run("fuzz", "--seeds", dir.resolve("seeds").toString(), "--solvers",
        CheckCommandTest.fake("sat.sh"), "--max-tests", "3", "--seed", "7");
    assertTrue(typefuzz.err().contains("broken.smt2:2:") && !typefuzz.err().contains("opaque)"),
        "a mutating generator skips it: " + typefuzz.err());
    assertTrue(typefuzz.err().lines().anyMatch(l -> l.matches("\\S*broken.smt2:2:\\d+: .* \\(seed skipped\\)")),
        typefuzz.err());
    assertTrue(typefuzz.out().contains("\n  seeds: 6 used, 1 skipped (the reader refused them: file:line:col above)\n"),
        typefuzz.out());
  }

  /** --push-pop rewrites the scripts that have its shape (two assertions here; the seeds above have one). */
  @Test
  void pushPopSendsTheShareOfTestsThatHaveTheShape() throws Exception {
    Path two = Files.createDirectories(dir.resolve("two"));
    for (int i = 0; i < 4; i++) {
      Files.writeString(two.resolve("t" + i + ".smt2"), "(set-logic QF_LIA)\n(declare-fun x () Int)\n"
          + "(assert (> x " + i + "))\n(assert (< x 9))\n(check-sat)\n");
    }
    Path out = dir.resolve("out");
    Cli r = Cli.run("fuzz", "--generator", "none", "--seeds", dir.toString(), "--solvers",
        CheckCommandTest.fake("sat.sh"), "--push-pop", "1", "--out", out.toString(), "--seed", "3");
    assertEquals(0, r.exit(), r.out() + r.err());
    JsonNode s = new ObjectMapper().readTree(out.resolve("summary.json").toFile());
    assertEquals(11, s.get("tests").asInt(), "6 seeds with one assertion, 4 with two, 1 opaque");
    assertEquals(4, s.get("pushPopTests").asInt());
    Cli bad = Cli.run("fuzz", "--seeds", dir.toString(), "--solvers", CheckCommandTest.fake("sat.sh"),
        "--push-pop", "2");
    assertEquals(2, bad.exit(), bad.out() + bad.err());
    assertTrue(bad.err().contains("'--push-pop': '2' is not a number from 0 to 1"), bad.err());
  }

  @Test
  void statusContradictionIsFoundWithOneSolver() throws Exception {
    Path out = dir.resolve("out");
    Cli r = Cli.run("fuzz", "--generator", "none", "--seeds", dir.resolve("seeds").toString(), "--solvers",
        CheckCommandTest.fake("unsat.sh"), "--max-tests", "5", "--out", out.toString(), "--budget", "fixed");
    assertEquals(10, r.exit(), r.out() + r.err());
    JsonNode s = new ObjectMapper().readTree(out.resolve("summary.json").toFile());
    assertEquals(5, s.get("tests").asInt(), "the opaque broken.smt2 (no status) and four with one");
    assertEquals(1, s.get("findings").get("status").asInt());
    assertEquals(3, s.get("duplicates").get("status").asInt());
    assertEquals(1, CheckCommandTest.folders(out).size());
    String folder = CheckCommandTest.folders(out).get(0).getFileName().toString();
    List<String> lines = r.out().lines().toList();
    int table = lines.indexOf("  distinct findings of this run (status, kind, solver, what, folder):");
    assertTrue(table > 0, r.out());
    int end = table + 2; // the line wraps, its further lines at eight blanks, instead of being cut
    while (lines.get(end).startsWith("        ")) {
      end++;
    }
    String line = String.join(" ", lines.subList(table + 1, end).stream().map(String::strip).toList());
    assertTrue(line.matches("not bisected, status, \\S*unsat.sh: \\S*unsat.sh answered unsat, expected sat"), line);
    assertTrue(lines.subList(table + 1, end).stream().allMatch(l -> l.length() <= 110 || !l.strip().contains(" ")),
        r.out());
    assertEquals("      " + folder, lines.get(end));
    assertEquals("  report: " + out.resolve("report.html") + " (the summary as JSON: " + out.resolve("summary.json")
        + ")", lines.get(lines.size() - 1), "the last line says where to look");
  }

  @Test
  void shardsPartitionTheSeeds() throws Exception {
    int total = 0;
    for (int i = 0; i < 3; i++) {
      Cli r = Cli.run("fuzz", "--generator", "none", "--seeds", dir.resolve("seeds").toString(), "--solvers",
          CheckCommandTest.fake("sat.sh"), "--shard", i + "/3", "--json");
      total += new ObjectMapper().readTree(r.out()).get("tests").asInt();
    }
    assertEquals(7, total, "6 seeds and the opaque one");
  }

  @Test
  void noneGeneratorGivesTheSeedOnceWithItsStatus() {
    byte[] text = "(set-info :status unsat)\n(check-sat)\n".getBytes(StandardCharsets.US_ASCII);
    SeedScript seed = SeedScript.of("a.smt2", text, new ScriptReader().read("a.smt2", text));
    TestStream s = new NoneGenerator().open(seed, 42);
    TestCase t = s.next();
    assertEquals("unsat", t.expected());
    assertEquals(TestSeeds.of(42, seed.sha256(), 0), t.testSeed());
    assertEquals(null, s.next());
  }

  @Test
  void bundledSeedsLoad() throws Exception {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    List<SeedScript> seeds = new SeedLoader(new PrintStream(err, true, StandardCharsets.UTF_8)).loadBundled();
    assertTrue(seeds.size() >= 10, "bundled seeds: " + seeds.size() + " " + err);
    assertTrue(new Shard(1, 3).owns(4) && !new Shard(1, 3).owns(3));
  }

  /** diver takes the seed's model from its answer; an unsat answer to a mutant is a finding with one solver. */
  @Test
  void diverFindsAnUnsatAnswerToAMutantWithOneSolver() throws Exception {
    Path out = dir.resolve("out");
    Cli r = Cli.run("fuzz", "--generator", "diver", "--seeds", dir.resolve("seeds").toString(), "--solvers",
        CheckCommandTest.fake("liar.sh") + " 100", "--max-tests", "40", "--out", out.toString(), "--seed", "3",
        // Seeds in turn: the bandit draws by answer times, and may leave a seed unprobed in 40 tests.
        "--budget", "fixed");
    assertEquals(10, r.exit(), r.out() + r.err());
    JsonNode s = new ObjectMapper().readTree(out.resolve("summary.json").toFile());
    assertEquals(40, s.get("tests").asInt());
    assertEquals(6, s.get("diverSeedsWithModel").asInt(), "x = 100 satisfies every seed");
    assertEquals(34, s.get("diverAccepted").asInt());
    // The known answer (sat by construction) contradicted: a "status" finding, deduplicated by solver and logic.
    assertEquals(1, s.get("findings").get("status").asInt());
    assertEquals(33, s.get("duplicates").get("status").asInt());
  }

  /** Streams that wait for an answer do not stall the campaign: no model, no mutant, and the run ends. */
  @Test
  void diverEndsWhenNoSeedHasAModel() throws Exception {
    Path out = dir.resolve("out");
    Cli r = Cli.run("fuzz", "--generator", "diver", "--seeds", dir.resolve("seeds").toString(), "--solvers",
        CheckCommandTest.fake("unsat.sh"), "--out", out.toString());
    JsonNode s = new ObjectMapper().readTree(out.resolve("summary.json").toFile());
    assertEquals(6, s.get("tests").asInt(), r.out() + r.err());
    assertEquals(0, s.get("diverSeedsWithModel").asInt());
  }

  /** A solver that exits 127 is refused in one line before anything is written. */
  @Test
  void aSolverThatCannotStartIsRefusedBeforeAnythingIsWritten() throws Exception {
    Path stub = stub127(dir.resolve("bin"), "z3");
    Path out = dir.resolve("out");
    Cli r = Cli.run("fuzz", "--seeds", dir.resolve("seeds").toString(), "--solvers", stub + ";"
        + CheckCommandTest.fake("sat.sh"), "--out", out.toString());
    assertEquals(2, r.exit(), r.out() + r.err());
    assertEquals(List.of("tamis: fuzz: solver '" + stub + "' refused: asked for its version ('" + stub + " --version'), "
        + "it did not start: exit code 127 (not found); check the path in --solvers, or install a solver with: "
        + "bin/tamis solvers install newest (or Debian's: apt-get install -y z3 cvc5)"),
        r.err().lines().filter(l -> l.contains("refused")).toList(), r.err());
    assertEquals("", r.out());
    assertTrue(Files.notExists(out), "no bug store, no summary");
  }

  /** The main command as a user runs it, with z3 and cvc5 on PATH that exit 127 and nothing installed. */
  @Test
  void theMainCommandRefusesSolversOnPathThatCannotStart() throws Exception {
    Path bin = dir.resolve("bin");
    stub127(bin, "z3");
    stub127(bin, "cvc5");
    Path out = dir.resolve("out");
    Path log = dir.resolve("log");
    Process p = Campaigns.start(log, java.util.Map.of("PATH", bin + ":/usr/bin:/bin", "TAMIS_SOLVERS",
        dir.resolve("empty-cache").toString()), "fuzz", "--out", out.toString());
    assertTrue(p.waitFor(60, java.util.concurrent.TimeUnit.SECONDS), Files.readString(log));
    assertEquals(2, p.exitValue(), Files.readString(log));
    List<String> refused = Files.readAllLines(log).stream().filter(l -> l.contains("refused")).toList();
    assertEquals(2, refused.size(), Files.readString(log));
    assertEquals("tamis: fuzz: solver 'z3' refused: asked for its version ('z3 --version'), it did not start: exit "
        + "code 127 (not found); the z3 on PATH is " + bin + "/z3: fix or remove it, give --solvers, or install a "
        + "solver with: bin/tamis solvers install newest (or Debian's: apt-get install -y z3 cvc5)", refused.get(0));
    assertTrue(Files.notExists(out), "no bug store, no summary");
  }

  static Path stub127(Path bin, String name) throws Exception {
    Path p = Files.writeString(Files.createDirectories(bin).resolve(name), "#!/bin/sh\nexit 127\n");
    assertTrue(p.toFile().setExecutable(true));
    return p;
  }
}
