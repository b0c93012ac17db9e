package io.tamis.runner.oracle;

import java.util.List;

/**
 * A bug candidate. Kinds: {@code crash}, {@code soundness} (sat vs unsat between configurations),
 * {@code status} (an answer contradicts the expected one: by construction or the script's
 * {@code :status}), {@code invalid-model} (the solver's own model check failed, or tamis's evaluator found an
 * assertion false under the model), {@code performance}.
 *
 * @param solvers the labels of the configurations involved
 * @param dedupKey findings with the same key are the same bug
 * @param culprit the configuration at fault, "undecided" when a soundness finding could not be
 *     attributed, or null when the kind names it already (crash, status, ...)
 * @param evidence what named the culprit of a soundness finding (see {@link Attribution}), else null
 */
public record Finding(String kind, List<String> solvers, String detail, String dedupKey, String culprit,
    String evidence) {

  public Finding {
    solvers = List.copyOf(solvers);
  }

  public Finding(String kind, List<String> solvers, String detail, String dedupKey) {
    this(kind, solvers, detail, dedupKey, null, null);
  }

  public Finding(String kind, List<String> solvers, String detail, String dedupKey, String culprit) {
    this(kind, solvers, detail, dedupKey, culprit, null);
  }

  /** The same finding with a longer detail and another key; its attribution stays. */
  public Finding rekeyed(String newDetail, String newKey) {
    return new Finding(kind, solvers, newDetail, newKey, culprit, evidence);
  }
}
