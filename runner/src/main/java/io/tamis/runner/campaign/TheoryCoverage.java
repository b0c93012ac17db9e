package io.tamis.runner.campaign;

import com.fasterxml.jackson.databind.JsonNode;
import io.tamis.core.op.SignatureTable;
import io.tamis.core.smtlib.StringLiterals;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * Theory coverage of a campaign's tests: the distinct theory operators they apply and the distinct
 * (parent, child) operator pairs, read from the test texts with a scan of parentheses (no parse,
 * so every generator is measured the same way, the seeds' own operators included).
 */
final class TheoryCoverage {
  private static final Set<String> LOOK_THROUGH = Set.of("_", "as");

  private final SignatureTable table;
  private final Set<String> operators = ConcurrentHashMap.newKeySet();
  private final Set<String> pairs = ConcurrentHashMap.newKeySet();
  /** Where each operator and pair found goes (the sets above, or a caller's). */
  private final Consumer<String> found;

  TheoryCoverage(SignatureTable table) {
    this.table = table;
    this.found = item -> (item.contains(" > ") ? pairs : operators).add(item);
  }

  /** A scanner that keeps nothing: each operator and each "parent > child" pair found goes to {@code found}. */
  TheoryCoverage(SignatureTable table, Consumer<String> found) {
    this.table = table;
    this.found = found;
  }

  int operators() {
    return operators.size();
  }

  int pairs() {
    return pairs.size();
  }

  /** The operators and pairs seen (a journal checkpoint). */
  Map<String, List<String>> state() {
    return Map.of("operators", operatorList(), "pairs", new ArrayList<>(new TreeSet<>(pairs)));
  }

  /** Adds what a {@link #state} read back saw. */
  void add(JsonNode state) {
    state.path("operators").forEach(o -> operators.add(o.asText()));
    state.path("pairs").forEach(p -> pairs.add(p.asText()));
  }

  /** The operators seen, sorted. */
  List<String> operatorList() {
    return new ArrayList<>(new TreeSet<>(operators));
  }

  /** Scans one test's text. */
  void add(byte[] text) {
    String s = new String(text, StandardCharsets.ISO_8859_1);
    List<String> frames = new ArrayList<>();
    boolean head = false;
    int i = 0;
    while (i < s.length()) {
      char c = s.charAt(i);
      if (c == ';') {
        i = skipTo(s, i, '\n');
      } else if (c == '"') {
        i = StringLiterals.end(s, i);
      } else if (c == '|') {
        i = skipTo(s, i + 1, '|') + 1;
      } else if (c == '(') {
        frames.add(null);
        head = true;
        i++;
      } else if (c == ')') {
        close(frames);
        head = false;
        i++;
      } else if (Character.isWhitespace(c)) {
        i++;
      } else {
        int end = symbolEnd(s, i);
        if (!frames.isEmpty() && (head || isLookThrough(frames))) {
          name(frames, s.substring(i, end));
        }
        head = false;
        i = end;
      }
    }
  }

  /** The frame's head symbol; after {@code (_} or {@code (as} the next symbol names the operator. */
  private void name(List<String> frames, String symbol) {
    int top = frames.size() - 1;
    String current = frames.get(top);
    if (current == null) {
      frames.set(top, symbol);
      if (!LOOK_THROUGH.contains(symbol)) {
        counted(frames, top, symbol);
      }
    } else if (LOOK_THROUGH.contains(current)) {
      frames.set(top, "=" + symbol); // resolved: the enclosing application takes it at close
    }
  }

  private static boolean isLookThrough(List<String> frames) {
    String top = frames.isEmpty() ? null : frames.get(frames.size() - 1);
    return top != null && LOOK_THROUGH.contains(top);
  }

  /** An indexed or qualified head names the application around it: {@code ((_ extract 3 0) x)}. */
  private void close(List<String> frames) {
    if (frames.isEmpty()) {
      return;
    }
    String done = frames.remove(frames.size() - 1);
    if (done != null && done.startsWith("=")) {
      String op = done.substring(1);
      int parent = frames.size() - 1;
      if (parent >= 0 && frames.get(parent) == null) {
        frames.set(parent, op);
        counted(frames, parent, op);
      } else {
        counted(frames, frames.size(), op); // a bare constant such as (_ bv1 8) or (as set.empty ...)
      }
    }
  }

  private void counted(List<String> frames, int at, String op) {
    if (table.op(op) == null) {
      return;
    }
    found.accept(op);
    for (int k = at - 1; k >= 0; k--) {
      String parent = frames.get(k);
      if (parent != null && !parent.startsWith("=") && table.op(parent) != null) {
        found.accept(parent + " > " + op);
        return;
      }
    }
  }

  private static int symbolEnd(String s, int i) {
    int j = i;
    while (j < s.length() && !Character.isWhitespace(s.charAt(j)) && "()\";|".indexOf(s.charAt(j)) < 0) {
      j++;
    }
    return j;
  }

  private static int skipTo(String s, int i, char end) {
    int j = s.indexOf(end, i);
    return j < 0 ? s.length() : j;
  }
}
