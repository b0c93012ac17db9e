package io.smtfuzz.runner.campaign;

import io.smtfuzz.core.gen.Generator;
import io.smtfuzz.core.gen.SeedScript;
import io.smtfuzz.core.gen.TestCase;
import io.smtfuzz.core.gen.TestSeeds;
import io.smtfuzz.core.gen.TestStream;

/** The generator that changes nothing: each seed is its own single test, expected = its :status. */
public final class NoneGenerator implements Generator {
  @Override
  public String name() {
    return "none";
  }

  @Override
  public TestStream open(SeedScript seed, long campaignSeed) {
    TestCase only = new TestCase(seed.text(), seed.script().status(), name(), seed.name(), seed.sha256(),
        campaignSeed, 0, TestSeeds.of(campaignSeed, seed.sha256(), 0));
    return new TestStream() {
      private boolean given;

      @Override
      public TestCase next() {
        if (given) {
          return null;
        }
        given = true;
        return only;
      }
    };
  }
}
