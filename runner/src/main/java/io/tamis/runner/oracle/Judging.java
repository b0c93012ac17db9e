package io.tamis.runner.oracle;

/**
 * The optional oracles of a run.
 *
 * @param performance when a much slower configuration is a finding
 * @param models ask for models after sat and check them with tamis's evaluator ({@link ModelCheck})
 */
public record Judging(Performance performance, boolean models) {
  public static final Judging DEFAULT = new Judging(Performance.OFF, false);
}
