package io.tamis.runner.findings.triage;

import io.tamis.runner.evidence.Frame;
import io.tamis.runner.evidence.Stack;
import io.tamis.runner.store.SolverRecord;
import io.tamis.runner.store.Triaged;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The open reports grouped as a solver's maintainers file them: one thread per solver and area, so that ten
 * findings in one new theory solver reach its author as one issue with ten scripts, not ten issues. The area is
 * the head of the finding's triaged component ({@code FiniteSets}, {@code strings proofs}), else the folder of the
 * innermost frame's source file ({@code src/smt}), else its logic. A slowdown is a thread apart from the wrong
 * answers and crashes of its area: it is fixed, and often judged, otherwise.
 */
public final class Areas {
  /** One thread: a solver's area and its findings, in rank order. */
  public record Thread(String solver, String area, List<Candidate> findings) {}

  private Areas() {}

  /** The threads of two findings or more, in the rank order of their first. */
  public static List<Thread> threads(Triage t) {
    Map<String, List<Candidate>> byArea = new LinkedHashMap<>();
    Stream.concat(t.batch().stream(), t.waiting().stream())
        .flatMap(r -> Stream.concat(Stream.of(r.lead()), r.samples().stream()))
        .forEach(c -> byArea.computeIfAbsent(c.solver() + "\n" + of(c)
            + (c.severity() == Severity.PERFORMANCE ? ", slowness" : ""), k -> new ArrayList<>()).add(c));
    List<Thread> out = new ArrayList<>();
    byArea.forEach((key, findings) -> {
      if (findings.size() > 1) {
        String[] parts = key.split("\n", 2);
        out.add(new Thread(parts[0], parts[1], List.copyOf(findings)));
      }
    });
    return out;
  }

  /** The finding's area, as above. */
  static String of(Candidate c) {
    Triaged triaged = c.record().triaged();
    if (triaged != null && triaged.component() != null && !triaged.component().isBlank()) {
      return head(triaged.component());
    }
    SolverRecord atFault = Candidate.atFault(c.record());
    Stack stack = atFault.stack();
    if (stack != null) {
      for (Frame f : stack.frames()) {
        if (f.file() != null && f.file().contains("/src/")) {
          String file = f.file().substring(f.file().indexOf("/src/") + 1);
          return file.substring(0, file.lastIndexOf('/'));
        }
      }
    }
    return c.record().logic() == null ? "scripts without a logic" : c.record().logic();
  }

  /** {@code FiniteSets} of {@code "FiniteSets: set.size of ... (src/...)"}: the words before a colon or a note. */
  private static String head(String component) {
    int end = component.length();
    for (String stop : List.of(":", " (")) {
      int at = component.indexOf(stop);
      if (at > 0) {
        end = Math.min(end, at);
      }
    }
    return component.substring(0, end).strip();
  }
}
