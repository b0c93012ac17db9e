package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tamis.runner.journal.JournalReader;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Deterministic campaigns over fake solvers, run as child JVMs, and what to compare between two of them. */
final class Campaigns {
  /** The totals of summary.json that do not depend on timing. */
  static final List<String> TOTALS = List.of("tests", "verdicts", "solverVerdicts", "timeouts", "unknowns",
      "findings", "duplicates", "modelChecks", "malformed", "opaque", "campaignSeed", "seeds");

  private Campaigns() {}

  /** 8 QF_LIA seeds with two assertions each (typefuzz has material, push/pop a shape). */
  static Path seeds(Path dir) throws Exception {
    Path seeds = Files.createDirectories(dir.resolve("seeds"));
    for (int i = 0; i < 8; i++) {
      Files.writeString(seeds.resolve("s" + i + ".smt2"), "(set-logic QF_LIA)\n(declare-fun x () Int)\n"
          + "(declare-fun y () Int)\n(assert (> (+ x y) " + i + "))\n(assert (< x (* 2 y)))\n(check-sat)\n");
    }
    return seeds;
  }

  /**
   * Options that make a campaign's totals independent of timing: a fixed 30 s budget (the adaptive one
   * starts at 0.5 s, which a loaded machine can exceed even with a fake solver).
   */
  static final List<String> UNTIMED = List.of("--budget", "fixed", "--timeout", "30");

  /** hash.sh answers by the script's bytes (crashes, unsat and sat), sat.sh always sat: findings of two kinds. */
  static String solvers(String delay) {
    return FakeSolvers.path("hash.sh") + " " + delay + ";" + FakeSolvers.path("sat.sh");
  }

  static Process start(Path log, String... args) throws Exception {
    return start(log, Map.of(), args);
  }

  /** {@code tamis ARGS} in a child JVM with {@code env} added to its environment, its output in {@code log}. */
  static Process start(Path log, Map<String, String> env, String... args) throws Exception {
    return start(log, env, List.of(), "io.tamis.runner.cli.Main", args);
  }

  /** As above, the JVM started with {@code jvm} options and {@code main} (a wrapper of tamis's Main). */
  static Process start(Path log, Map<String, String> env, List<String> jvm, String main, String... args)
      throws Exception {
    List<String> argv = new ArrayList<>();
    argv.add(ProcessHandle.current().info().command().orElseThrow());
    argv.addAll(jvm);
    argv.add("-cp");
    argv.add(System.getProperty("java.class.path"));
    argv.add(main);
    argv.addAll(List.of(args));
    File f = log.toFile();
    ProcessBuilder pb = new ProcessBuilder(argv).redirectErrorStream(true).redirectOutput(f);
    pb.environment().putAll(env);
    return pb.start();
  }

  static JsonNode summary(Path out) throws Exception {
    return new ObjectMapper().readTree(out.resolve("summary.json").toFile());
  }

  static void assertSameTotals(JsonNode expected, JsonNode actual) {
    for (String k : TOTALS) {
      assertEquals(expected.get(k), actual.get(k), k);
    }
  }

  /** How often the journal lists each test, by "seed#iteration#test seed". */
  static Map<String, Integer> journaledTests(Path out) throws Exception {
    Map<String, Integer> m = new TreeMap<>();
    JournalReader.read(out, t -> m.merge(t.seedName() + "#" + t.iteration() + "#" + t.testSeed(), 1, Integer::sum));
    return m;
  }

  /** The bug store's index: dedup key to count, folder. */
  static Map<String, String> index(Path out) throws Exception {
    Map<String, String> m = new HashMap<>();
    new ObjectMapper().readTree(out.resolve("index.json").toFile()).fields()
        .forEachRemaining(e -> m.put(e.getKey(), e.getValue().get("count") + " " + e.getValue().get("folder")));
    return m;
  }
}
