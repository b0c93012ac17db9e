package io.tamis.runner.journal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tamis.runner.campaign.Recorder;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a checkpoint keeps of the tests before it besides the statistics: their number, the findings index
 * (each dedup key's kind, count and first test) and the report's tests per generator and per logic.
 */
public final class Totals {
  private long tests;
  private final Map<String, First> findings = new LinkedHashMap<>();
  private final Map<String, TestGroup> generators = new TreeMap<>();
  private final Map<String, TestGroup> logics = new TreeMap<>();

  /** A dedup key's count and the first test that showed it (what replays it, without its outcomes). */
  private static final class First {
    final TestRecord test;
    long count;

    First(TestRecord test, long count) {
      this.test = test;
      this.count = count;
    }
  }

  public long tests() {
    return tests;
  }

  public Map<String, TestGroup> generators() {
    return generators;
  }

  public Map<String, TestGroup> logics() {
    return logics;
  }

  public void add(TestRecord t) {
    tests++;
    generators.computeIfAbsent(t.generator(), k -> new TestGroup()).add(t);
    logics.computeIfAbsent(t.logic() == null ? "(unknown)" : t.logic(), k -> new TestGroup()).add(t);
    for (TestRecord.Found f : t.findings()) {
      First first = findings.computeIfAbsent(f.dedupKey(), k -> new First(new TestRecord(t.generator(),
          t.seedName(), t.seedSha256(), t.campaignSeed(), t.iteration(), t.testSeed(), t.logic(), List.of(),
          List.of(f), List.of(), null, List.of()), 0));
      first.count++;
    }
  }

  /** Counts the findings of the tests before a checkpoint in {@code recorder}, as if it had restored them. */
  public void restoreFindings(Recorder recorder) {
    findings.forEach((k, f) -> recorder.restoreFinding(f.test.toResult(), f.count));
  }

  void write(ObjectNode n) {
    n.put("tests", tests);
    ObjectNode index = n.putObject("findings");
    findings.forEach((k, f) -> {
      TestRecord t = f.test;
      ObjectNode e = index.putObject(k).put("kind", t.findings().get(0).kind()).put("count", f.count)
          .put("generator", t.generator()).put("seed", t.seedName()).put("sha256", t.seedSha256())
          .put("campaignSeed", t.campaignSeed()).put("i", t.iteration()).put("ts", t.testSeed());
      if (t.logic() != null) {
        e.put("l", t.logic());
      }
    });
    ObjectNode g = n.putObject("generators");
    generators.forEach((k, v) -> v.write(g.putObject(k)));
    ObjectNode l = n.putObject("logics");
    logics.forEach((k, v) -> v.write(l.putObject(k)));
  }

  public void add(Totals other) {
    ObjectNode n = new com.fasterxml.jackson.databind.ObjectMapper().createObjectNode();
    other.write(n);
    add(n);
  }

  /** Adds what a checkpoint line ({@link #write}) kept. */
  void add(JsonNode n) {
    tests += n.path("tests").asLong();
    n.path("findings").fields().forEachRemaining(e -> {
      JsonNode f = e.getValue();
      TestRecord t = new TestRecord(f.path("generator").asText(), f.path("seed").asText(), f.path("sha256").asText(),
          f.path("campaignSeed").asLong(), f.path("i").asLong(), f.path("ts").asLong(),
          f.has("l") ? f.get("l").asText() : null, List.of(),
          List.of(new TestRecord.Found(f.path("kind").asText(), e.getKey())), List.of(), null, List.of());
      findings.computeIfAbsent(e.getKey(), k -> new First(t, 0)).count += f.path("count").asLong();
    });
    n.path("generators").fields().forEachRemaining(e ->
        generators.computeIfAbsent(e.getKey(), k -> new TestGroup()).add(e.getValue()));
    n.path("logics").fields().forEachRemaining(e ->
        logics.computeIfAbsent(e.getKey(), k -> new TestGroup()).add(e.getValue()));
  }
}
