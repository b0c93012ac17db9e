package io.tamis.mutator;

import java.util.function.UnaryOperator;

/** Whether a stream mutates its seed in the seed's own logic or in a wider one ({@link PreparedSeed#widen}). */
public enum Widening {
  NONE(seed -> seed),
  /** Nonlinear, Int mixed with Real, integers in a string logic. */
  WIDE(PreparedSeed::widen),
  /** As {@link #WIDE}, and an arithmetic seed gains strings, a string seed reals. */
  WITH_STRINGS(PreparedSeed::widenWithStrings);

  private final UnaryOperator<PreparedSeed> widen;

  Widening(UnaryOperator<PreparedSeed> widen) {
    this.widen = widen;
  }

  PreparedSeed apply(PreparedSeed seed) {
    return widen.apply(seed);
  }
}
