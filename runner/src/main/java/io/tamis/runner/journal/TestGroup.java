package io.tamis.runner.journal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Set;
import java.util.TreeSet;

/** Tests of one generator or logic (the report's tables): how many, their solver calls, timeouts, findings. */
public final class TestGroup {
  private long tests;
  private long calls;
  private long timeouts;
  private long withFindings;
  private final Set<String> keys = new TreeSet<>();

  void add(TestRecord t) {
    tests++;
    calls += t.calls().size();
    timeouts += t.calls().stream().filter(c -> c.verdict().equals("timeout")).count();
    withFindings += t.findings().isEmpty() ? 0 : 1;
    t.findings().forEach(f -> keys.add(f.dedupKey()));
  }

  void add(JsonNode n) {
    tests += n.path("tests").asLong();
    calls += n.path("calls").asLong();
    timeouts += n.path("timeouts").asLong();
    withFindings += n.path("withFindings").asLong();
    n.path("keys").forEach(k -> keys.add(k.asText()));
  }

  void write(ObjectNode n) {
    n.put("tests", tests).put("calls", calls).put("timeouts", timeouts).put("withFindings", withFindings);
    keys.forEach(n.putArray("keys")::add);
  }

  public long tests() {
    return tests;
  }

  public long calls() {
    return calls;
  }

  public long timeouts() {
    return timeouts;
  }

  public long withFindings() {
    return withFindings;
  }

  /** Distinct findings (dedup keys) among the group's tests. */
  public int distinct() {
    return keys.size();
  }
}
