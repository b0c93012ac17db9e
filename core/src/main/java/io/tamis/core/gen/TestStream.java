package io.tamis.core.gen;

/**
 * The tests of one seed, produced lazily by one worker thread. A stream that learns from the
 * solvers' answers (diver needs the seed's model first) says so with {@link #ready()} and receives
 * the answers in {@link #answered}, from other threads.
 */
public interface TestStream {

  /** The next test, or null when the stream has no more. Call only when {@link #ready()}. */
  TestCase next();

  /** False while the next test depends on answers still to come. */
  default boolean ready() {
    return true;
  }

  /** True for a stream that wants {@link #answered} called (the runner builds answers only for those). */
  default boolean learns() {
    return false;
  }

  /**
   * Moves a fresh stream to the test of iteration {@code next}, as if every test before it had been taken,
   * without making them all (a resumed campaign of millions of tests). False when the stream cannot: the
   * caller then takes the tests one by one (the default, and streams that learn from answers).
   */
  default boolean skipTo(long next) {
    return false;
  }

  /** The answer to one of this stream's tests; called from any thread, at most once per test. */
  default void answered(TestCase test, Answer answer) {}
}
