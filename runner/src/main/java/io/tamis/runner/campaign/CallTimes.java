package io.tamis.runner.campaign;

/**
 * Solver call times of one seed, logic or campaign in logarithmic buckets (each a quarter wider than
 * the one before, from 1 ms to about 40 s), with the calls cut short by their limit counted apart as
 * longer than any answer: the quantiles the budget cuts from. A fixed array, whatever the number of
 * calls. Written by the result writer, read by the campaign thread: synchronized.
 */
final class CallTimes {
  private static final double GROWTH = 1.25;
  private static final long FIRST_NANOS = 1_000_000;
  private static final int BUCKETS = 48;
  /** {@link #quantile} when the quantile falls among the calls that timed out. */
  static final long CENSORED = -1;

  private final int[] answers = new int[BUCKETS];
  private int answered;
  private int timedOut;

  synchronized void answer(long nanos) {
    answers[bucket(nanos)]++;
    answered++;
  }

  synchronized void timeout() {
    timedOut++;
  }

  synchronized int answered() {
    return answered;
  }

  synchronized int calls() {
    return answered + timedOut;
  }

  /**
   * The upper bound of the bucket holding the {@code q} quantile of all calls, timeouts counted as
   * longer than every answer: {@link #CENSORED} when it falls among them; 0 without calls.
   */
  synchronized long quantile(double q) {
    return quantileOf(q, answered + timedOut);
  }

  /** As {@link #quantile}, over the answers alone (what the calls that came back took). */
  synchronized long answerQuantile(double q) {
    return quantileOf(q, answered);
  }

  private long quantileOf(double q, int total) {
    if (total == 0) {
      return 0;
    }
    long rank = (long) Math.ceil(q * total);
    long seen = 0;
    for (int i = 0; i < BUCKETS; i++) {
      seen += answers[i];
      if (seen >= rank) {
        return upper(i);
      }
    }
    return CENSORED;
  }

  static int bucket(long nanos) {
    if (nanos <= FIRST_NANOS) {
      return 0;
    }
    int i = (int) Math.ceil(Math.log((double) nanos / FIRST_NANOS) / Math.log(GROWTH));
    return Math.min(i, BUCKETS - 1);
  }

  static long upper(int bucket) {
    return (long) (FIRST_NANOS * Math.pow(GROWTH, bucket));
  }
}
