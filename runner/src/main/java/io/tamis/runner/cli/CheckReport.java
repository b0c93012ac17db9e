package io.tamis.runner.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tamis.runner.campaign.TestResult;
import io.tamis.runner.oracle.Expectations;
import io.tamis.runner.oracle.Finding;
import io.tamis.runner.oracle.Outcome;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Prints one line per file, in the order the files were given, as results arrive in any order.
 * Runs on the result writer thread.
 */
final class CheckReport {
  private static final ObjectMapper JSON = new ObjectMapper();

  private final PrintStream out;
  private final boolean json;
  private final Map<Long, TestResult> waiting = new TreeMap<>();
  /** Why the reader refused a file that ran as its text, by index. */
  private final Map<Long, String> opaque;
  private long next;

  CheckReport(PrintStream out, boolean json, Map<Long, String> opaque) {
    this.out = out;
    this.json = json;
    this.opaque = opaque;
  }

  void accept(TestResult r) {
    waiting.put(r.index(), r);
    while (waiting.containsKey(next)) {
      print(waiting.remove(next++));
    }
  }

  /** Prints what is still waiting (after a stop, some indices never come). */
  void finish() {
    waiting.values().forEach(this::print);
    waiting.clear();
  }

  private void print(TestResult r) {
    String why = opaque.get(r.index());
    out.println(json ? json(r, why) : line(r, why));
  }

  static String line(TestResult r) {
    return line(r, null);
  }

  /** The file's line; {@code opaque} says why the reader refused it (it ran as its text), else null. */
  static String line(TestResult r, String opaque) {
    String line = r.name() + ": " + r.verdict() + " [" + detail(r) + "]" + meantToFail(r);
    return opaque == null ? line : line + " (opaque, no model check: " + clip(opaque) + ")";
  }

  /** A suite script declared to end with an error: its rejection is what its authors expect. */
  private static String meantToFail(TestResult r) {
    int exit = exit(r);
    return exit == 0 ? "" : " (meant to fail: ; EXIT: " + exit + ")";
  }

  private static int exit(TestResult r) {
    return r.test() == null ? 0 : Expectations.of(r.test().text()).exit();
  }

  private static String detail(TestResult r) {
    if (r.error() != null) {
      return r.error();
    }
    if (!r.findings().isEmpty()) {
      return r.findings().stream().map(Finding::detail).collect(Collectors.joining("; "));
    }
    return r.outcomes().stream().map(CheckReport::brief).collect(Collectors.joining(", "));
  }

  private static String brief(Outcome o) {
    String d = o.detail().isEmpty() || o.verdict().definite() ? "" : " (" + clip(o.detail()) + ")";
    return o.label() + "=" + o.verdict().label() + " " + o.run().wallMillis() + "ms" + d;
  }

  private static String clip(String s) {
    return s.length() <= 120 ? s : s.substring(0, 117) + "...";
  }

  private static String json(TestResult r, String opaque) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("file", r.name());
    m.put("verdict", r.verdict());
    if (opaque != null) {
      m.put("opaque", opaque);
    }
    if (r.error() != null) {
      m.put("error", r.error());
    }
    if (exit(r) != 0) {
      m.put("exit", exit(r));
    }
    m.put("solvers", r.outcomes().stream().map(o -> call(o, null)).toList());
    if (!r.evidence().isEmpty()) {
      m.put("evidence", r.evidence().stream().map(e -> call(e.outcome(), e.purpose())).toList());
    }
    m.put("findings", r.findings());
    return toJson(m);
  }

  /** One call's line in the JSON: a configuration's run, or (with its purpose) a run that checked the answers. */
  private static Map<String, Object> call(Outcome o, String purpose) {
    Map<String, Object> s = new LinkedHashMap<>();
    if (purpose != null) {
      s.put("purpose", purpose);
    }
    s.put("solver", o.label());
    s.put("verdict", o.verdict().label());
    s.put("answers", o.answers());
    s.put("detail", o.detail());
    s.put("wallMillis", o.run().wallMillis());
    return s;
  }

  static String toJson(Object value) {
    try {
      return JSON.writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }
}
