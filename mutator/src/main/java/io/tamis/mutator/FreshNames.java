package io.tamis.mutator;

import io.tamis.core.term.TermFactory;

/** Names for symbols a generator adds to a seed: a prefix that no name of the seed starts with. */
public final class FreshNames {
  private FreshNames() {}

  /** {@code base}, with underscores before it until no name in {@code factory} starts with it. */
  public static String prefix(TermFactory factory, String base) {
    String prefix = base;
    while (factory.hasNameStartingWith(prefix)) {
      prefix = "_" + prefix;
    }
    return prefix;
  }
}
