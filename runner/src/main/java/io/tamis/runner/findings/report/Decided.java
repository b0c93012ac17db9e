package io.tamis.runner.findings.report;

import io.tamis.runner.store.SolverRecord;
import java.util.List;

/** Why one side of a sat/unsat disagreement is the wrong one, in words, from the finding's evidence name. */
final class Decided {
  private Decided() {}

  /** {@code "cvc5 1.3.2's model satisfies every assertion"}, for the evidence {@code model}. */
  static String why(String evidence, List<SolverRecord> others) {
    String peer = others.isEmpty() ? "the other solver" : ReportTitle.who(others.get(0));
    return switch (evidence) {
      case "model" -> peer + "'s model satisfies every assertion";
      case "core" -> "the unsat core it gives is satisfiable by itself";
      case "invalid-model" -> "the model it gives with sat makes an assertion false";
      case "status" -> "the script's `:status` says otherwise";
      case "proof" -> "its own proof check of the unsat fails";
      case "mode" -> "it gives the other answer under another of its modes";
      case "vote" -> "the other solvers agree with each other";
      case "one-shot" -> "the same question asked in a fresh process gets the other answer";
      case "pop" -> "the same question asked before the push gets the other answer";
      default -> "by " + evidence;
    };
  }
}
