package io.tamis.core.gen;

/**
 * The contract every test generator implements (mutators, the enumerator, the seeds themselves).
 * The runner knows this interface and a registry of generators by name, nothing of their insides.
 *
 * <p>A generator MUST be deterministic: the same seed and campaign seed give the same tests, in the
 * same order, on any machine and any number of jobs. It MUST derive every random choice for test
 * {@code i} from {@link TestSeeds#of(long, String, long)}. It SHOULD be cheap (microseconds per test);
 * it MAY give no test for a seed it cannot use, and says so by an empty stream, never by throwing.
 */
public interface Generator {

  /** The name users pass to {@code --generator}. */
  String name();

  /** The tests derived from {@code seed}; {@code campaignSeed} is the campaign's one random seed. */
  TestStream open(SeedScript seed, long campaignSeed);

  /** True when this generator's streams learn from answers with models ({@link TestStream#learns()}). */
  default boolean learns() {
    return false;
  }
}
