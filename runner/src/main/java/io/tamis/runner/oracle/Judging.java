package io.tamis.runner.oracle;

/**
 * The optional oracles of a run.
 *
 * @param performance when a much slower configuration is a finding
 * @param models ask for models after sat and check them with tamis's evaluator ({@link ModelCheck})
 * @param evidence which answers get unsat cores, proof checks and runs under the solvers' modes ({@link Evidence})
 */
public record Judging(Performance performance, boolean models, Evidence evidence) {
  public static final Judging DEFAULT = new Judging(Performance.OFF, false, Evidence.NONE);

  public Judging(Performance performance, boolean models) {
    this(performance, models, Evidence.NONE);
  }
}
