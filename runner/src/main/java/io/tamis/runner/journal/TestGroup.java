package io.tamis.runner.journal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Set;
import java.util.TreeSet;

/** Tests of one generator or logic (the report's tables): how many, their solver calls and time, timeouts, findings. */
public final class TestGroup {
  private long tests;
  private long calls;
  private long timeouts;
  private long withFindings;
  /** Solver time of its calls, and of those that timed out. */
  private long solverNanos;
  private long timeoutNanos;
  private final Set<String> keys = new TreeSet<>();

  void add(TestRecord t) {
    tests++;
    calls += t.calls().size();
    for (TestRecord.Call c : t.calls()) {
      boolean timedOut = c.verdict().equals("timeout");
      timeouts += timedOut ? 1 : 0;
      timeoutNanos += timedOut ? c.wallNanos() : 0;
      solverNanos += c.wallNanos();
    }
    withFindings += t.findings().isEmpty() ? 0 : 1;
    t.findings().forEach(f -> keys.add(f.dedupKey()));
  }

  void add(JsonNode n) {
    tests += n.path("tests").asLong();
    calls += n.path("calls").asLong();
    timeouts += n.path("timeouts").asLong();
    withFindings += n.path("withFindings").asLong();
    solverNanos += n.path("solverNanos").asLong();
    timeoutNanos += n.path("timeoutNanos").asLong();
    n.path("keys").forEach(k -> keys.add(k.asText()));
  }

  void write(ObjectNode n) {
    n.put("tests", tests).put("calls", calls).put("timeouts", timeouts).put("withFindings", withFindings)
        .put("solverNanos", solverNanos).put("timeoutNanos", timeoutNanos);
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

  public long solverNanos() {
    return solverNanos;
  }

  public long timeoutNanos() {
    return timeoutNanos;
  }

  /** Distinct findings (dedup keys) among the group's tests. */
  public int distinct() {
    return keys.size();
  }
}
