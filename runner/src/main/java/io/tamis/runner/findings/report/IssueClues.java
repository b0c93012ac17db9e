package io.tamis.runner.findings.report;

import io.tamis.runner.evidence.Frame;
import io.tamis.runner.evidence.Stack;
import io.tamis.runner.store.FindingRecord;
import io.tamis.runner.store.SolverRecord;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a maintainer would type into the issue search for a finding: the innermost function of its stack, the
 * theory operators of its script, and its message without numbers and paths. Each is one query: GitHub's search
 * wants every word of a query, so clues of different kinds asked together would find nothing.
 */
final class IssueClues {
  /** A theory operator with a dot in its name, as SMT-LIB 2.6 spells most: set.union, fp.to_real, str.in_re. */
  private static final Pattern OPERATOR = Pattern.compile("\\(\\s*([a-z]+\\.[a-z_.]+)");
  private static final Pattern WORD = Pattern.compile("[A-Za-z][A-Za-z0-9_]{2,}");
  private static final int OPERATORS = 2;
  private static final int MESSAGE_WORDS = 6;

  private IssueClues() {}

  static List<String> of(FindingRecord rec, SolverRecord atFault, String script) {
    List<String> queries = new ArrayList<>();
    String frame = frame(atFault.stack());
    if (frame != null) {
      queries.add(frame);
    }
    String ops = operators(script);
    if (!ops.isEmpty()) {
      queries.add(ops);
    }
    String message = message(atFault.detail().isEmpty() ? rec.detail() : atFault.detail());
    if (!message.isEmpty() && (rec.kind().equals("crash") || rec.kind().equals("proof"))) {
      queries.add(message);
    }
    return queries;
  }

  /** The innermost function's last two names ({@code theory_finite_set propagate}), or the file's name. */
  static String frame(Stack stack) {
    if (stack == null) {
      return null;
    }
    Frame top = stack.frames().get(0);
    if (top.function() == null) {
      return top.file() == null ? null : Frame.baseName(top.file()).replaceAll("\\.[a-z]+$", "");
    }
    String[] names = top.key().split("::");
    return names.length == 1 ? names[0] : names[names.length - 2] + " " + names[names.length - 1];
  }

  static String operators(String script) {
    Set<String> ops = new LinkedHashSet<>();
    Matcher m = OPERATOR.matcher(script);
    while (m.find() && ops.size() < OPERATORS) {
      ops.add(m.group(1));
    }
    return String.join(" ", ops);
  }

  /** The message's first words, without the numbers, paths and punctuation that differ from run to run. */
  static String message(String detail) {
    String first = detail == null ? "" : detail.lines().findFirst().orElse("");
    List<String> words = new ArrayList<>();
    Matcher m = WORD.matcher(first.replaceAll("\\S*/\\S*", " "));
    while (m.find() && words.size() < MESSAGE_WORDS) {
      words.add(m.group());
    }
    return String.join(" ", words);
  }
}
