package io.tamis.runner.campaign;

import io.tamis.core.gen.Generator;
import io.tamis.core.gen.SeedScript;
import io.tamis.mutator.Mutators;
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
   * @param seeds the campaign's seeds (fusion's partners)
   */
  public static Generator create(String name, Set<String> solvers, Mutators.Settings settings,
      List<SeedScript> seeds) {
    if (name.equals("none")) {
      return new NoneGenerator();
    }
    return Mutators.create(name, solvers, settings, seeds).orElseThrow(() -> new IllegalArgumentException(
        "unknown generator '" + name + "'; known: " + String.join(", ", names())));
  }

  public static List<String> names() {
    List<String> names = new ArrayList<>(Mutators.names());
    names.add("none");
    return names;
  }
}
