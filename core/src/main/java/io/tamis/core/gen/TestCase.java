package io.tamis.core.gen;

/**
 * One generated test: the script text to send to solvers, the answer it must have when the
 * generator knows it by construction ("sat", "unsat" or null), and what replays it.
 *
 * @param iteration position of the test in its seed's stream (0 for the first)
 * @param testSeed the random seed the generator used for this test (from {@link TestSeeds})
 */
public record TestCase(byte[] text, String expected, String generator, String seedName, String seedSha256,
    long campaignSeed, long iteration, long testSeed) {}
