package io.smtfuzz.runner.campaign;

import io.smtfuzz.core.gen.Generator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** The generators {@code --generator} can name. */
public final class Generators {
  private static final Map<String, Generator> BY_NAME = new TreeMap<>();

  static {
    for (Generator g : List.<Generator>of(new NoneGenerator())) {
      BY_NAME.put(g.name(), g);
    }
  }

  private Generators() {}

  public static Generator byName(String name) {
    Generator g = BY_NAME.get(name);
    if (g == null) {
      throw new IllegalArgumentException("unknown generator '" + name + "'; known: " + String.join(", ", names()));
    }
    return g;
  }

  public static List<String> names() {
    return List.copyOf(BY_NAME.keySet());
  }
}
