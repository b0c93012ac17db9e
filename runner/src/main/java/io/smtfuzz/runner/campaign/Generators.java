package io.smtfuzz.runner.campaign;

import io.smtfuzz.core.gen.Generator;
import io.smtfuzz.mutator.Mutators;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** The generators {@code --generator} can name. */
public final class Generators {
  private Generators() {}

  /**
   * The generator called {@code name}, configured for the solvers under test.
   *
   * @param solvers solver names (z3, cvc5, ...): mutators generate only operators all of them accept
   * @param chain typefuzz's mutations per chain
   * @param replacements opfuzz's operator swaps per mutant
   */
  public static Generator create(String name, Set<String> solvers, int chain, int replacements) {
    if (name.equals("none")) {
      return new NoneGenerator();
    }
    return Mutators.create(name, solvers, chain, replacements).orElseThrow(() -> new IllegalArgumentException(
        "unknown generator '" + name + "'; known: " + String.join(", ", names())));
  }

  public static List<String> names() {
    List<String> names = new ArrayList<>(Mutators.names());
    names.add("none");
    return names;
  }
}
