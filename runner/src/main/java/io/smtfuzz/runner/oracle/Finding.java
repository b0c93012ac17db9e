package io.smtfuzz.runner.oracle;

import java.util.List;

/**
 * A bug candidate. Kinds: {@code crash}, {@code soundness} (sat vs unsat between configurations),
 * {@code status} (an answer contradicts the expected one: by construction or the script's
 * {@code :status}), {@code invalid-model} (the solver's own model check failed).
 *
 * @param solvers the labels of the configurations involved
 * @param dedupKey findings with the same key are the same bug
 */
public record Finding(String kind, List<String> solvers, String detail, String dedupKey) {

  public Finding {
    solvers = List.copyOf(solvers);
  }
}
