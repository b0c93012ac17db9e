package io.tamis.runner.oracle;

import io.tamis.core.eval.ScriptCheck;
import java.util.ArrayList;
import java.util.List;

/**
 * What the runs of one configuration's unsat core say of its unsat answer. The core is a subset of the
 * assertions that the solver says is unsat on its own: a sat answer on it with a model that satisfies it
 * refutes the core (and, when the model satisfies the whole script too, the unsat answer); the producer
 * answering sat on its own core contradicts itself; an unsat answer from another configuration confirms it
 * (that configuration then says a subset of the script is unsat).
 *
 * @param producer the configuration that answered unsat and named the core
 * @param size how many assertions the core kept
 * @param of how many assertions the script has
 * @param runs each configuration's run on the core, with tamis's evaluation of its model on the core
 *     ({@code onCore}) and on the whole script ({@code onScript}), null where it printed none
 */
public record CoreCheck(Outcome producer, int size, int of, List<Run> runs) {
  public record Run(Outcome outcome, ScriptCheck.Result onCore, ScriptCheck.Result onScript) {
    boolean sat() {
      return outcome.answers().size() == 1 && outcome.answers().get(0).equals("sat");
    }

    boolean unsat() {
      return outcome.answers().size() == 1 && outcome.answers().get(0).equals("unsat");
    }

    boolean modelTrue() {
      return onCore != null && onCore.verdict() == ScriptCheck.Verdict.TRUE;
    }
  }

  public CoreCheck {
    runs = List.copyOf(runs);
  }

  /** The run whose model satisfies the core, or the producer's own sat, or null: the core is refuted. */
  public Run refuting() {
    for (Run r : runs) {
      if (r.sat() && (r.modelTrue() || own(r))) {
        return r;
      }
    }
    return null;
  }

  /** Whether {@code label} answered unsat on the core. */
  public boolean unsatFor(String label) {
    return runs.stream().anyMatch(r -> r.unsat() && r.outcome().label().equals(label));
  }

  private boolean own(Run r) {
    return r.outcome().label().equals(producer.label());
  }

  /**
   * The finding a refuted core makes: a wrong unsat (soundness) when the refuting model satisfies the whole
   * script, else the core itself is wrong ({@code unsat-core}); none when the core holds.
   */
  public List<Finding> findings(String logic) {
    Run r = refuting();
    if (r == null) {
      return List.of();
    }
    String p = producer.label();
    String what = p + "'s unsat core (" + size + " of " + of + " assertions) is sat for " + r.outcome().label()
        + (own(r) ? " itself" : "") + (r.modelTrue() ? ", whose model satisfies it (tamis's evaluator)"
        : "; its model " + (r.onCore() == null ? "was not printed" : "leaves it open: " + r.onCore().reason()));
    List<String> solvers = own(r) ? List.of(p) : List.of(p, r.outcome().label());
    List<Finding> out = new ArrayList<>();
    if (r.onScript() != null && r.onScript().verdict() == ScriptCheck.Verdict.TRUE) {
      out.add(new Finding("soundness", solvers, what + " and the whole script: " + p + "'s unsat is wrong; at fault: "
          + p + " (by core)", DedupKeys.wrongAnswer(p, "unsat", logic), p, "core"));
    } else {
      out.add(new Finding("unsat-core", solvers, what + "; at fault: " + p + " (by core)",
          DedupKeys.unsatCore(p, logic), p, "core"));
    }
    return out;
  }
}
