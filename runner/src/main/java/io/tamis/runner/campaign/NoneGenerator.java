package io.tamis.runner.campaign;

import io.tamis.core.gen.Generator;
import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestCase;
import io.tamis.core.gen.TestSeeds;
import io.tamis.core.gen.TestStream;
import io.tamis.runner.oracle.Expectations;

/**
 * The generator that changes nothing: each seed is its own single test, expected = its :status (or
 * its suite's one {@code ; EXPECT:} answer). An opaque seed (one the reader refused) is an opaque test.
 */
public final class NoneGenerator implements Generator {
  @Override
  public String name() {
    return "none";
  }

  @Override
  public TestStream open(SeedScript seed, long campaignSeed) {
    String status = seed.script() == null ? OpaqueScripts.status(seed.text()) : seed.script().status();
    String expected = status != null ? status : Expectations.of(seed.text()).single();
    String generator = seed.script() == null ? OpaqueScripts.GENERATOR : name();
    TestCase only = new TestCase(seed.text(), expected, generator, seed.name(), seed.sha256(), campaignSeed, 0,
        TestSeeds.of(campaignSeed, seed.sha256(), 0));
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
