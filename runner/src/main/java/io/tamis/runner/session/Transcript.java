package io.tamis.runner.session;

import io.tamis.runner.session.SessionScript.Step;
import java.util.ArrayList;
import java.util.List;

/**
 * One configuration's responses to a session, each with its command. {@code print-success}, the session's first
 * command, makes every command answer, so the n-th response is the n-th command's.
 */
final class Transcript {
  private final List<Step> steps;
  private final List<String> responses;

  Transcript(SessionScript session, String stdout) {
    this.steps = session.steps();
    this.responses = Responses.of(stdout);
  }

  /** The response to command {@code index}, or null when the solver stopped before it. */
  String response(int index) {
    return index < responses.size() ? responses.get(index) : null;
  }

  /** The first command without a response (the solver stopped there), or -1 when all answered. */
  int stoppedAt() {
    int last = steps.size() - (steps.get(steps.size() - 1).head().equals("exit") ? 1 : 0);
    return responses.size() >= last ? -1 : responses.size();
  }

  /** The answer of the query before command {@code index} (sat, unsat, unknown), or null before any query. */
  String answerBefore(int index) {
    for (int k = index - 1; k >= 0; k--) {
      if (steps.get(k).query() != null) {
        String r = response(k);
        return r == null ? null : Responses.answer(r) == null ? "error" : Responses.answer(r);
      }
    }
    return null;
  }

  /**
   * Whether an error at command {@code index} is what the standard asks after the last answer: a model or
   * values only after sat, a core or unsat assumptions only after unsat, a reason only after unknown.
   */
  boolean errorExpected(int index) {
    Step s = steps.get(index);
    String text = s.text();
    String answer = answerBefore(index);
    return switch (s.head()) {
      case "get-value", "get-model", "get-assignment" -> !"sat".equals(answer);
      case "get-unsat-core", "get-unsat-assumptions" -> !"unsat".equals(answer);
      case "get-info" -> text.contains(":reason-unknown") && !"unknown".equals(answer);
      default -> false;
    };
  }

  /** The first error no answer explains, as its command's index, or -1. */
  int unexpectedError() {
    for (int k = 0; k < steps.size() && k < responses.size(); k++) {
      if (Responses.error(responses.get(k)) && !errorExpected(k)) {
        return k;
      }
    }
    return -1;
  }

  /** The answers to the queries before command {@code index}. */
  List<String> answersBefore(int index) {
    List<String> out = new ArrayList<>();
    for (int k = 0; k < index && k < responses.size(); k++) {
      String a = steps.get(k).query() == null ? null : Responses.answer(responses.get(k));
      if (a != null) {
        out.add(a);
      }
    }
    return out;
  }

  /** The response to the first {@code head} command after query {@code index} and before the next query. */
  String after(int index, String head) {
    for (int k = index + 1; k < steps.size() && steps.get(k).query() == null; k++) {
      if (steps.get(k).head().equals(head)) {
        String r = response(k);
        return r == null || Responses.error(r) ? null : r;
      }
    }
    return null;
  }
}
