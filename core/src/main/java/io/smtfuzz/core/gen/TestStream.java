package io.smtfuzz.core.gen;

/** The tests of one seed, produced lazily by one worker thread. */
public interface TestStream {

  /** The next test, or null when the stream has no more. */
  TestCase next();
}
