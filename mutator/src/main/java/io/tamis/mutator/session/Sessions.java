package io.tamis.mutator.session;

import io.tamis.core.gen.TestCase;
import java.util.SplittableRandom;

/**
 * Sends a share of the tests as interactive sessions ({@link SessionBuilder}), whatever generator made them:
 * the test's own seed draws whether and how, so a test is the same session in every run of its campaign.
 */
public record Sessions(double share) {
  public static final Sessions NONE = new Sessions(0);

  public Sessions {
    if (!(share >= 0 && share <= 1)) {
      throw new IllegalArgumentException("the share of tests sent as sessions must be in [0, 1], got " + share);
    }
  }

  /** The test as sent: a session when its seed draws it and its script is a single question. */
  public TestCase apply(TestCase test) {
    if (share == 0) {
      return test;
    }
    // Another stream than PushPop's (its constant), so that the two shares are drawn independently.
    SplittableRandom r = new SplittableRandom(test.testSeed() ^ 0x2545F4914F6CDD1DL);
    if (r.nextDouble() >= share) {
      return test;
    }
    byte[] text = SessionBuilder.build(test.text(), r);
    return text == null ? test : new TestCase(text, null, test.generator(), test.seedName(), test.seedSha256(),
        test.campaignSeed(), test.iteration(), test.testSeed());
  }
}
