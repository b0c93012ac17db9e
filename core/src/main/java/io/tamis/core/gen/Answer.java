package io.tamis.core.gen;

/**
 * What the solvers made of a test, as a generator that learns from answers sees it.
 *
 * @param verdict "sat", "unsat", "unknown", "timeout", "rejected", or the kind of the first finding
 * @param model the text of the model that followed a sat answer, or null
 */
public record Answer(String verdict, String model) {
  public boolean sat() {
    return verdict.equals("sat");
  }
}
